//! Following a confirmation link: verifies the sign-up address, or moves the account
//! to its new address. The new address is claimed first, so that it stays unique,
//! and freed again if the account refuses the link; once the account has moved, the
//! old address is free.

use bobine_domain::accounts::AccountCommand;
use bobine_store::Position;

use super::claim::{claimed, release};
use super::tokens::{token_hash, token_user};
use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// The confirmed account's address from now on.
#[derive(Debug, Clone)]
pub struct Confirmed {
    pub email: String,
    pub position: Position,
}

fn invalid_link() -> AppError {
    AppError::invalid(
        "invalid_link",
        "token",
        "Lien de confirmation invalide ou expiré",
    )
}

pub async fn confirm_email(
    node: &Node,
    origin: &Origin,
    token: &str,
) -> Result<Confirmed, AppError> {
    let user = token_user(token).ok_or_else(invalid_link)?;
    let id = user.to_string();
    let now = node.clock.now();
    let hash = token_hash(token.trim());
    let account = node.accounts.load(&id).await?;
    let email = account
        .email_confirmed_by(&hash, now)
        .filter(|_| account.exists())
        .ok_or_else(invalid_link)?
        .to_string();
    let command = AccountCommand::ConfirmEmail {
        token_hash: hash,
        now,
    };
    let confirm = node.run_as(&node.accounts, origin, &id, &id, command);
    let position = if email == account.email() {
        confirm.await?
    } else {
        let by = (origin, id.as_str());
        let position = claimed(node, by, &email, user, confirm).await?;
        release(node, by, account.email(), user).await;
        position
    };
    node.settle(position).await;
    Ok(Confirmed { email, position })
}
