//! Erasing a member (docs/product.md, admin area §6; docs/adr/0007): the account can no
//! longer sign in, its address is free again, and the log keeps its history without
//! the address or the password hashes, nor the descriptions of their reports and
//! requests (`crate::moderation::erase`).
//!
//! Four steps, each safe to repeat: the erasure is recorded, the address released
//! (while the account still knows it), the stream redacted, then the member's
//! favourites cleared and redacted. An attempt that stopped half-way is finished by
//! the next one. Visits need nothing: they never name the member (docs/adr/0012).

use bobine_domain::accounts::{Account, AccountCommand, AccountEvent};
use bobine_store::Position;
use cqrs_es::Aggregate;
use uuid::Uuid;

use super::claim::try_release;
use super::not_self;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

pub async fn erase(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
) -> Result<Position, AppError> {
    not_self(admin, user)?;
    let id = user.to_string();
    let erase = AccountCommand::Erase {
        by: admin.actor.clone(),
    };
    let position = node
        .run_settled(&node.accounts, origin, &admin.actor, user, erase)
        .await?;
    // Empty once the stream is redacted: the address was released before that.
    let email = node.accounts.load(&id).await?.erased_email().to_string();
    if !email.is_empty() {
        try_release(node, (origin, &admin.actor), &email, user).await?;
    }
    node.log
        .redact(Account::TYPE, &id, position, AccountEvent::redacted)
        .await
        .map_err(AppError::internal)?;
    crate::moderation::erase::forget_free_text(node, user, position).await?;
    let cleared = crate::favourites::erase(node, origin, user, &admin.actor, position).await?;
    Ok(position.max(cleared))
}
