//! A member erases their own account (issue 33, « Supprimer mon compte »): the same
//! erasure as an admin's (`super::erase::run`), recorded with the member as the one
//! who erased, once their password is checked; a last mail to the address confirms it.

use bobine_store::Position;
use uuid::Uuid;

use super::mailer::Mail;
use crate::error::{AppError, ErrorKind};
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
    node.mailer.send(erased_mail(&email)).await;
    Ok(position)
}

/// The last mail: what was erased and what was kept.
fn erased_mail(to: &str) -> Mail {
    Mail {
        to: to.into(),
        subject: "Votre compte Bobine a été supprimé".into(),
        text: "Bonjour,\n\nVotre compte Bobine a été supprimé à votre demande. Votre adresse, \
               votre mot de passe, vos favoris, votre historique et le texte de vos \
               signalements et demandes ont été effacés ; cette adresse peut de nouveau servir \
               à créer un compte.\n\nCe message est le dernier que vous recevrez de Bobine.\n\n\
               L'équipe Bobine\n"
            .into(),
    }
}
