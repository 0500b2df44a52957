//! Second factors (issue 34; docs/adr/0045-two-factors.md): an authenticator app
//! (TOTP) with ten recovery codes, the second step of a sign-in, and the slowing of
//! an account's sign-ins after repeated failures, whatever addresses they come from.

pub mod codes;
pub mod enrol;
pub mod sign_in;
pub mod totp;

use bobine_domain::mail::{MailContent, MailKind};
use uuid::Uuid;

use crate::error::{AppError, ErrorKind};
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::Origin;

/// A wrong, reused or expired code.
pub fn invalid_code() -> AppError {
    AppError::new(
        ErrorKind::Unauthenticated,
        "invalid_code",
        "Code de vérification invalide",
    )
    .on("code")
}

/// Tells a staff member (`staff`) by mail that their account's second factor or
/// devices changed; members are not mailed. The one place such mail is sent from,
/// through the mail queue (docs/adr/0044-mail-dispatcher.md), `by` as its cause. The
/// change is made whether or not the mail could be recorded: a failure is logged.
pub(crate) async fn notify(
    node: &Node,
    (origin, actor): (&Origin, &str),
    member: Uuid,
    to: &str,
    staff: bool,
    what: &str,
) {
    if !staff || to.is_empty() {
        return;
    }
    let text = format!(
        "Bonjour,\n\n{what}\n\nSi ce n'est pas vous, changez votre mot de passe et prévenez \
         un autre administrateur.\n\nL'équipe Bobine\n"
    );
    let outgoing = Outgoing {
        to: to.into(),
        member: Some(member),
        kind: MailKind::SecurityNotice,
        content: MailContent::Text {
            subject: "Sécurité de votre compte Bobine".into(),
            text,
        },
    };
    if let Err(error) = queue(node, origin, actor, new_id(), outgoing).await {
        tracing::error!(%error, "a security notice could not be queued");
    }
}
