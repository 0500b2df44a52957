//! Bans (docs/product.md, admin area §5, "Ban"): for a number of days or for good, with a
//! reason the member reads on their ban screen; an admin cannot ban themself.

use bobine_domain::accounts::AccountCommand;
use bobine_store::Position;
use uuid::Uuid;

use super::not_self;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// The ban form, as typed.
#[derive(Debug, Clone, Default)]
pub struct BanOrder {
    pub reason: String,
    /// 1, 3, 7, 14, 30, 90 or 365; 0, negative or none: a permanent ban.
    pub days: Option<i64>,
}

pub async fn ban(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
    order: BanOrder,
) -> Result<Position, AppError> {
    not_self(admin, user)?;
    let days = order
        .days
        .and_then(|d| u32::try_from(d).ok())
        .unwrap_or(u32::MAX);
    let command = AccountCommand::Ban {
        by: admin.actor.clone(),
        reason: order.reason,
        days,
        now: node.clock.now(),
    };
    node.run_settled(&node.accounts, origin, &admin.actor, user, command)
        .await
}

pub async fn unban(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
) -> Result<Position, AppError> {
    let command = AccountCommand::Unban {
        by: admin.actor.clone(),
    };
    node.run_settled(&node.accounts, origin, &admin.actor, user, command)
        .await
}
