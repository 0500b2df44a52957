//! Second factors (issue 34; docs/adr/0045-two-factors.md): an authenticator app
//! (TOTP) with ten recovery codes, the second step of a sign-in, and the slowing of
//! an account's sign-ins after repeated failures, whatever addresses they come from.

pub mod codes;
pub mod enrol;
pub mod sign_in;
pub mod totp;

use super::mailer::Mail;
use crate::error::{AppError, ErrorKind};
use crate::node::Node;

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
/// devices changed; members are not mailed. The one place such mail is sent from:
/// tried once, outside the mail queue of docs/adr/0044-mail-dispatcher.md, until it
/// has a kind of its own there.
pub(crate) async fn notify(node: &Node, to: &str, staff: bool, what: &str) {
    if !staff || to.is_empty() {
        return;
    }
    let text = format!(
        "Bonjour,\n\n{what}\n\nSi ce n'est pas vous, changez votre mot de passe et prévenez \
         un autre administrateur.\n\nL'équipe Bobine\n"
    );
    let mail = Mail {
        to: to.into(),
        subject: "Sécurité de votre compte Bobine".into(),
        text,
    };
    node.mailer.send(mail).await;
}
