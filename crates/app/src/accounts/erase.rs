//! Erasing a member (docs/product.md, admin area §6; docs/adr/0007), by an admin or by
//! the member themself (`super::erase_own`), through [`run`] either way: the account can no
//! longer sign in, its address is free again, and the log keeps its history without
//! the address or the password hashes, nor the descriptions of their reports and
//! requests (`crate::moderation::erase`), nor the address of their mails, of which
//! those not sent yet are cancelled (`crate::mail::erase`).
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

/// An admin erases a member (never their own account).
pub async fn erase(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    user: Uuid,
) -> Result<Position, AppError> {
    not_self(admin, user)?;
    run(node, origin, &admin.actor, user).await
}

/// The erasure itself, recorded with `actor` (an admin's id, `operator`, or the
/// member's own id) as the one who erased.
pub(super) async fn run(
    node: &Node,
    origin: &Origin,
    actor: &str,
    user: Uuid,
) -> Result<Position, AppError> {
    let id = user.to_string();
    let erase = AccountCommand::Erase {
        by: actor.to_string(),
    };
    let position = node
        .run_settled(&node.accounts, origin, actor, user, erase)
        .await?;
    // Empty once the stream is redacted: the address was released before that.
    let email = node.accounts.load(&id).await?.erased_email().to_string();
    if !email.is_empty() {
        try_release(node, (origin, actor), &email, user).await?;
    }
    node.log
        .redact(Account::TYPE, &id, position, AccountEvent::redacted)
        .await
        .map_err(AppError::internal)?;
    crate::moderation::erase::forget_free_text(node, user, position).await?;
    let cleared = crate::favourites::erase(node, origin, user, actor, position).await?;
    let cancelled =
        crate::mail::erase::cancel_and_blank(node, (origin, actor), user, position).await?;
    let position = position.max(cleared).max(cancelled);
    truncate_journals(node, position).await;
    Ok(position)
}

/// Once this node's read models hold the erasure, the write-ahead logs of the log
/// and of `read.db` are truncated, taking the pages they held from before it off the
/// disk (docs/adr/0041-erasure-down-to-the-disk.md). A busy file is left for the next
/// erasure or checkpoint: the erasure itself is done.
async fn truncate_journals(node: &Node, erased: Position) {
    node.settle(erased).await;
    if let Err(error) = node.log.truncate_journal().await {
        tracing::warn!(%error, "events.db: the journal was not truncated after an erasure");
    }
    if let Err(error) = node.read.truncate_journal().await {
        tracing::warn!(%error, "read.db: the journal was not truncated after an erasure");
    }
}
