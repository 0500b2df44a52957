//! An admin writes to a member (docs/product.md, admin area §6, where the original only
//! showed 'Fonctionnalité d'envoi d'email à implémenter'): from the member's details
//! dialog, a subject and a text, mailed to the member's current address.
//!
//! The mail is recorded on the member's account stream first, naming the admin, with
//! its subject and text (the audit trail shows them; erasure blanks them), then
//! queued for the dispatcher (`crate::mail`).
//! A member who is unknown or erased is refused before anything is written. Sending is
//! a reaction to this live command, so a replay of the log never mails anyone again.

use bobine_domain::accounts::AccountCommand;
use bobine_domain::mail::{MailContent, MailKind};
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// What the admin typed.
#[derive(Debug, Clone, Default)]
pub struct MemberMail {
    pub subject: String,
    pub body: String,
}

/// Records the mail and queues it; answers the position of the queued mail.
pub async fn mail_member(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
    mail: MemberMail,
) -> Result<Position, AppError> {
    let id = user.to_string();
    let command = AccountCommand::SendMail {
        by: admin.actor.clone(),
        subject: mail.subject.clone(),
        body: mail.body.clone(),
    };
    let position = node
        .run_as(&node.accounts, origin, &admin.actor, &id, command)
        .await?;
    // The account accepted the text: it goes out as recorded (trimmed).
    let account = node.accounts.load(&id).await?;
    let outgoing = Outgoing {
        to: account.email().to_string(),
        member: Some(user),
        kind: MailKind::AdminMessage,
        content: MailContent::Text {
            subject: mail.subject.trim().to_string(),
            text: format!("{}\n\n-- \nL'équipe Bobine\n", mail.body.trim()),
        },
    };
    let queued = queue(node, origin, &admin.actor, new_id(), outgoing).await?;
    Ok(position.max(queued))
}
