//! A member changes their password once the current one is checked; every other
//! session ends (docs/product.md, member side §2 "Profile").

use bobine_domain::accounts::{AccountCommand, check_new_password};
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// The profile's password form, as typed.
#[derive(Debug, Clone, Default)]
pub struct PasswordChange {
    pub current_password: String,
    pub new_password: String,
    pub new_password_confirmation: String,
    /// The browser's `User-Agent`: its fresh session is named after it.
    pub user_agent: String,
}

/// The new session version: the browser that changed it gets a fresh session.
#[derive(Debug, Clone)]
pub struct PasswordChanged {
    pub session_version: u32,
    /// This browser's fresh session (every other one ended with the old password).
    pub session: Uuid,
    pub position: Position,
}

pub async fn change_password(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    form: PasswordChange,
) -> Result<PasswordChanged, AppError> {
    if form.current_password.is_empty() {
        return Err(AppError::required("current_password"));
    }
    check_new_password(&form.new_password, &form.new_password_confirmation)
        .map_err(|e| AppError::password(e, "new_", true))?;
    let id = user.to_string();
    let account = node.accounts.load(&id).await?;
    if !node
        .passwords
        .verify(&form.current_password, account.password_hash())
        .await?
    {
        return Err(AppError::invalid(
            "wrong_password",
            "current_password",
            "Le mot de passe actuel est incorrect",
        ));
    }
    let password_hash = node.passwords.hash(&form.new_password).await?;
    node.run_as(
        &node.accounts,
        origin,
        &id,
        &id,
        AccountCommand::ChangePassword { password_hash },
    )
    .await?;
    let session_version = node.accounts.load(&id).await?.session_version();
    let (session, position) = super::sessions::start(node, origin, user, &form.user_agent).await?;
    Ok(PasswordChanged {
        session_version,
        session,
        position,
    })
}
