//! Admin rights (admin-area.md section 4, "User"): an admin grants them, and takes
//! them back from anyone but themself.

use bobine_domain::accounts::AccountCommand;
use bobine_store::Position;
use uuid::Uuid;

use super::not_self;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

pub async fn grant_admin(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
) -> Result<Position, AppError> {
    let by = admin.actor.clone();
    on_account(node, origin, admin, user, AccountCommand::GrantAdmin { by }).await
}

pub async fn revoke_admin(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
) -> Result<Position, AppError> {
    not_self(admin, user)?;
    let by = admin.actor.clone();
    on_account(
        node,
        origin,
        admin,
        user,
        AccountCommand::RevokeAdmin { by },
    )
    .await
}

/// Runs an admin's `command` on `user`'s account; the member's next request,
/// wherever it comes from, sees the change.
pub(super) async fn on_account(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
    command: AccountCommand,
) -> Result<Position, AppError> {
    let position = node
        .accounts
        .execute(&user.to_string(), command, &origin.metadata(&admin.actor))
        .await?;
    node.settle(position).await;
    Ok(position)
}
