//! What erasing a member does to their mails: those not sent yet never will be, and
//! the log keeps none of them with the address or the text
//! (docs/adr/0041-erasure-down-to-the-disk.md).

use bobine_domain::mail::{Mail, MailCommand, MailEvent};
use bobine_projections::mail::queries;
use bobine_store::Position;
use cqrs_es::Aggregate;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// Cancels and redacts every mail of `user`, found in this node's read model once it
/// has folded the erasure at `erased`. Safe to repeat; answers the position of the
/// last cancellation (or `erased`).
pub(crate) async fn cancel_and_blank(
    node: &Node,
    (origin, actor): (&Origin, &str),
    user: Uuid,
    erased: Position,
) -> Result<Position, AppError> {
    node.settle(erased).await;
    let mut last = erased;
    for id in queries::of_member(node.read.reads(), &user.to_string()).await? {
        let cancel = MailCommand::Cancel {
            now: node.clock.now(),
        };
        last = last.max(node.run_as(&node.mails, origin, actor, &id, cancel).await?);
        node.log
            .redact(Mail::TYPE, &id, erased, MailEvent::redacted)
            .await
            .map_err(AppError::internal)?;
    }
    Ok(last)
}
