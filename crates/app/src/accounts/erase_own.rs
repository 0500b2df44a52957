//! A member erases their own account (issue 33, « Supprimer mon compte »): the same
//! erasure as an admin's (`super::erase::run`), recorded with the member as the one
//! who erased, once their password is checked; a last mail to the address confirms it.
//! That mail names no member (its member is gone), and the log forgets its address
//! once it has left (`crate::mail`).

use bobine_domain::mail::{MailContent, MailKind};
use bobine_store::Position;
use uuid::Uuid;

use crate::error::{AppError, ErrorKind};
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::Origin;

/// The message of a wrong password: nothing is erased.
pub const WRONG_PASSWORD: &str = "Mot de passe incorrect : votre compte n'a pas été supprimé";

pub async fn erase_own(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    password: &str,
) -> Result<Position, AppError> {
    if password.is_empty() {
        return Err(AppError::required("password"));
    }
    let id = member.to_string();
    let account = node.accounts.load(&id).await?;
    if !node
        .passwords
        .verify(password, account.password_hash())
        .await?
    {
        return Err(
            AppError::new(ErrorKind::Unauthenticated, "wrong_password", WRONG_PASSWORD)
                .on("password"),
        );
    }
    let email = account.email().to_string();
    let position = super::erase::run(node, origin, &id, member).await?;
    let queued = queue(node, origin, &id, new_id(), erased_mail(email)).await?;
    Ok(position.max(queued))
}

/// The last mail: what was erased and what was kept.
fn erased_mail(to: String) -> Outgoing {
    let text = "Bonjour,\n\nVotre compte Bobine a été supprimé à votre demande. Votre adresse, \
               votre mot de passe, vos favoris, votre historique et le texte de vos \
               signalements et demandes ont été effacés ; cette adresse peut de nouveau servir \
               à créer un compte.\n\nCe message est le dernier que vous recevrez de Bobine.\n\n\
               L'équipe Bobine\n";
    Outgoing {
        to,
        member: None,
        kind: MailKind::Farewell,
        content: MailContent::Text {
            subject: "Votre compte Bobine a été supprimé".into(),
            text: text.into(),
        },
    }
}
