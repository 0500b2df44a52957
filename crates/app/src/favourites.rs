//! A member's favourite films and series (docs/product.md, member side §2 "Favourites", and the
//! heart button of the film and series pages). Adding checks that the title exists
//! in this node's catalogue; adding twice or removing what is not there changes
//! nothing. The list is read from the `favourites` projection.

use bobine_domain::library::{Library, LibraryCommand, LibraryEvent};
use bobine_domain::titles::TitleKind;
use bobine_projections::favourites::queries::{self, FavouriteCard};
use bobine_store::Position;
use cqrs_es::Aggregate;
use uuid::Uuid;

use crate::catalogue::ensure_title;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// Adds a title to `member`'s favourites (nothing new if it is there already).
pub async fn add(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    content_type: TitleKind,
    content_id: Uuid,
) -> Result<Position, AppError> {
    ensure_title(node, content_type, content_id).await?;
    let command = LibraryCommand::AddFavourite {
        content_type,
        content_id,
    };
    execute(node, origin, member, command).await
}

/// Removes a title from `member`'s favourites (nothing changes if it is not
/// there). A title the catalogue does not have is a 404, as for an add: a deleted
/// title's favourite is no longer listed, so nobody has a button to remove it.
pub async fn remove(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    content_type: TitleKind,
    content_id: Uuid,
) -> Result<Position, AppError> {
    ensure_title(node, content_type, content_id).await?;
    let command = LibraryCommand::RemoveFavourite {
        content_type,
        content_id,
    };
    execute(node, origin, member, command).await
}

/// `member`'s favourites that still exist, newest first.
pub async fn list(node: &Node, member: Uuid) -> Result<Vec<FavouriteCard>, AppError> {
    Ok(queries::list(node.read.reads(), member).await?)
}

/// Forgets every favourite of an erased member, and which titles they were, on
/// behalf of the erasure at `erased`; answers the position of the clearing.
pub(crate) async fn erase(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    actor: &str,
    erased: Position,
) -> Result<Position, AppError> {
    let id = member.to_string();
    let position = node
        .run_as(&node.library, origin, actor, &id, LibraryCommand::Clear)
        .await?;
    node.log
        .redact(Library::TYPE, &id, erased, LibraryEvent::redacted)
        .await
        .map_err(AppError::internal)?;
    Ok(position)
}

async fn execute(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    command: LibraryCommand,
) -> Result<Position, AppError> {
    let actor = member.to_string();
    node.run_as(&node.library, origin, &actor, &actor, command)
        .await
}
