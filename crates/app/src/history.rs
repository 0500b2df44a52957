//! A member's own history: removing a title from "Reprendre" and the history, or
//! clearing it all (docs/product.md, member side §7; issue 33's "History"). The
//! removal is a fact on the progress streams, beside the positions it undoes, so a
//! replay forgets exactly what the member removed and nothing saved after it.

use bobine_domain::progress::{HistoryEntryKind, ProgressEvent};
use bobine_projections::watch_history::queries;
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// The message of a removal of a title the member never started.
pub const NOT_IN_HISTORY: &str = "Ce titre n'est pas dans votre historique";

/// Removes a film, an episode, or every started episode of a series from `member`'s
/// history and "Reprendre"; 404 when none of it is there.
pub async fn remove(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    kind: HistoryEntryKind,
    id: Uuid,
) -> Result<Position, AppError> {
    let content_ids = queries::started(node.read.reads(), member, kind, id).await?;
    if content_ids.is_empty() {
        return Err(AppError::not_found(NOT_IN_HISTORY));
    }
    let event = ProgressEvent::HistoryEntriesRemoved {
        member,
        content_ids,
    };
    append(node, origin, member, &event).await
}

/// Clears `member`'s whole history; an empty one records nothing.
pub async fn clear(node: &Node, origin: &Origin, member: Uuid) -> Result<Position, AppError> {
    if !queries::has_history(node.read.reads(), member).await? {
        return node.log.newest().await.map_err(AppError::internal);
    }
    append(
        node,
        origin,
        member,
        &ProgressEvent::HistoryCleared { member },
    )
    .await
}

async fn append(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    event: &ProgressEvent,
) -> Result<Position, AppError> {
    node.progress
        .append(event, &origin.metadata(&member.to_string()))
        .await
        .map_err(AppError::internal)
}
