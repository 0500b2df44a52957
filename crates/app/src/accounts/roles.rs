//! Admin rights (docs/product.md, admin area §4, "User"): an admin grants them, and takes
//! them back from anyone but themself. The read-only analyst role too (docs/product.md, HTTP contract
//! "Roles" and "Admin"). Each change is decided first by the `admins`
//! set (one stream, decided in turn), so that two admins revoking each other at once
//! cannot both succeed and the last admin is never removed (ADR 0010); the member's
//! `account` stream records the change after.

use bobine_domain::accounts::AccountCommand;
use bobine_domain::admins::{ADMINS_ID, AdminsCommand};
use bobine_projections::accounts::queries;
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
    if queries::account(node.read.reads(), &user.to_string())
        .await?
        .is_none()
    {
        return Err(AppError::not_found("Utilisateur non trouvé"));
    }
    let grant = AdminsCommand::Grant {
        user,
        by: admin.user,
    };
    on_admin_set(node, origin, &admin.actor, grant).await?;
    let command = AccountCommand::GrantAdmin {
        by: admin.actor.clone(),
    };
    node.run_settled(&node.accounts, origin, &admin.actor, user, command)
        .await
}

pub async fn revoke_admin(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
) -> Result<Position, AppError> {
    not_self(admin, user)?;
    let revoke = AdminsCommand::Revoke {
        user,
        by: admin.user,
    };
    on_admin_set(node, origin, &admin.actor, revoke).await?;
    let command = AccountCommand::RevokeAdmin {
        by: admin.actor.clone(),
    };
    node.run_settled(&node.accounts, origin, &admin.actor, user, command)
        .await
}

/// Gives `user` the read-only analyst role (`granted`) or takes it back. Unlike admin
/// rights, no rule spans members ("at least one admin"), so the member's own
/// `account` stream decides alone (docs/adr/0021-analysts-and-the-raw-log.md); 404
/// for an unknown member; taking back a role `user` did not have changes nothing.
pub async fn set_analyst(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
    granted: bool,
) -> Result<Position, AppError> {
    let by = admin.actor.clone();
    let command = if granted {
        AccountCommand::GrantAnalyst { by }
    } else {
        AccountCommand::RevokeAnalyst { by }
    };
    node.run_settled(&node.accounts, origin, &admin.actor, user, command)
        .await
}

/// Decides `command` on the set of admins, adopting first (once, when the set has no
/// events yet) the admins the accounts read model knows.
pub(super) async fn on_admin_set(
    node: &Node,
    origin: &Origin,
    actor: &str,
    command: AdminsCommand,
) -> Result<(), AppError> {
    let adopt = AdminsCommand::Adopt {
        admins: queries::admin_ids(node.read.reads()).await?,
    };
    node.run_as(&node.admins, origin, actor, ADMINS_ID, adopt)
        .await?;
    node.run_as(&node.admins, origin, actor, ADMINS_ID, command)
        .await?;
    Ok(())
}

/// Adds `user` to the set of admins on behalf of the system (the command line), if the
/// set has started; otherwise the first web grant or revocation adopts them from the
/// accounts read model, which the command line need not have.
pub(super) async fn add_to_started_set(
    node: &Node,
    origin: &Origin,
    user: Uuid,
) -> Result<(), AppError> {
    if node.admins.load(ADMINS_ID).await?.started() {
        let grant = AdminsCommand::Grant { user, by: None };
        node.run_as(&node.admins, origin, "system", ADMINS_ID, grant)
            .await?;
    }
    Ok(())
}
