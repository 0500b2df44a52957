//! Recording a mail Bobine owes, right after the fact that causes it: the dispatcher
//! sends it from the log (`super::dispatcher`).

use bobine_domain::mail::{MailCommand, MailContent, MailKind};
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// A mail to record. `member`: the account it concerns, whose erasure cancels it.
pub(crate) struct Outgoing {
    pub to: String,
    pub member: Option<Uuid>,
    pub kind: MailKind,
    pub content: MailContent,
}

/// A new mail's id: minted before the mail is recorded, so that a link's token can
/// be derived from it first (`crate::accounts::tokens::link_token`).
pub(crate) fn new_id() -> Uuid {
    Uuid::now_v7()
}

/// Records mail `id`, `actor` as the one who caused it; answers its position.
pub(crate) async fn queue(
    node: &Node,
    origin: &Origin,
    actor: &str,
    id: Uuid,
    mail: Outgoing,
) -> Result<Position, AppError> {
    let command = MailCommand::Queue {
        to: mail.to,
        member: mail.member,
        kind: mail.kind,
        content: mail.content,
        message_id: message_id(id, &node.settings.mail_from),
        now: node.clock.now(),
    };
    node.run_new_as(&node.mails, origin, actor, id, command)
        .await
}

/// `<id@domain of the sender>`: the same for every attempt at the mail.
pub(crate) fn message_id(id: Uuid, from: &str) -> String {
    let domain = from
        .rsplit_once('@')
        .map(|(_, domain)| domain.trim_end_matches('>').trim())
        .filter(|domain| !domain.is_empty())
        .unwrap_or("bobine.local");
    format!("<{}@{domain}>", id.simple())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_id_is_the_mail_id_at_the_sender_s_domain() {
        let id = Uuid::now_v7();
        assert_eq!(
            message_id(id, "Bobine <no-reply@bobine.fr>"),
            format!("<{}@bobine.fr>", id.simple())
        );
        assert_eq!(
            message_id(id, "Bobine"),
            format!("<{}@bobine.local>", id.simple())
        );
    }
}
