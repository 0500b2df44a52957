//! Forgotten passwords (docs/product.md, member side §2, §4 and §8): a one-time link, valid
//! one hour, mailed to the address; following it sets a new password and ends every
//! session.

use bobine_domain::accounts::{AccountCommand, check_new_password, normalize_email};
use bobine_store::{CommandError, Position};

use super::claim::owner;
use bobine_domain::mail::{MailContent, MailKind};

use super::tokens::{link_token, token_hash, token_user};
use crate::error::AppError;
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::Origin;

/// Checks the address, then mails a reset link if it has an account. The caller's
/// answer is the same, and as fast, either way: the lookup and the mail happen after
/// answering, on their own task.
pub fn forgot_password(
    node: std::sync::Arc<Node>,
    origin: &Origin,
    email: &str,
) -> Result<(), AppError> {
    if email.trim().is_empty() {
        return Err(AppError::required("email"));
    }
    let email = normalize_email(email).ok_or_else(|| AppError::invalid_email("email"))?;
    let origin = origin.clone();
    tokio::spawn(async move {
        if let Err(error) = mail_reset_link(&node, &origin, &email).await {
            tracing::warn!(?error, "reset link not sent");
        }
    });
    Ok(())
}

/// Nobody is signed in: the events name `anonymous` as their actor.
async fn mail_reset_link(node: &Node, origin: &Origin, email: &str) -> Result<(), AppError> {
    let Some(user) = owner(node, email).await? else {
        return Ok(());
    };
    let mail = new_id();
    let (_, token_hash) = link_token(&node.secret, mail, user);
    let command = AccountCommand::RequestPasswordReset {
        token_hash,
        now: node.clock.now(),
    };
    node.run_as(&node.accounts, origin, "anonymous", user, command)
        .await?;
    let outgoing = Outgoing {
        to: email.to_string(),
        member: Some(user),
        kind: MailKind::PasswordReset,
        content: MailContent::Link { member: user },
    };
    queue(node, origin, "anonymous", mail, outgoing).await?;
    Ok(())
}

/// The reset form, as typed.
#[derive(Debug, Clone, Default)]
pub struct Reset {
    /// The `access_token` of the mailed link.
    pub token: String,
    pub password: String,
    pub password_confirmation: String,
}

/// Sets a new password with a reset link. The link is checked before the new
/// password is hashed, so that invalid links cost no hashing.
pub async fn reset_password(
    node: &Node,
    origin: &Origin,
    form: Reset,
) -> Result<Position, AppError> {
    check_new_password(&form.password, &form.password_confirmation)
        .map_err(|e| AppError::password(e, "", false))?;
    let user = token_user(&form.token).ok_or_else(|| {
        AppError::invalid(
            "invalid_link",
            "token",
            "Lien de réinitialisation invalide ou expiré",
        )
    })?;
    let id = user.to_string();
    let token_hash = token_hash(form.token.trim());
    let now = node.clock.now();
    node.accounts
        .load(&id)
        .await?
        .check_reset_link(&token_hash, now)
        .map_err(CommandError::Rejected)?;
    let password_hash = node.passwords.hash(&form.password).await?;
    let command = AccountCommand::ResetPassword {
        token_hash,
        password_hash,
        now,
    };
    let position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    Ok(position)
}
