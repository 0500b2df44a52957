//! What admins write about the catalogue: genres, films, series, animes and
//! episodes (docs/product.md, admin area §2 and §5). Each workflow runs one command and
//! answers its position; creations also answer the new id.

pub mod episodes;
pub mod genres;
pub mod list;
pub mod movies;
pub mod series;

use bobine_domain::genres::GENRES_ID;
use bobine_domain::titles::TitleKind;
use bobine_projections::catalogue::queries::titles;
use bobine_store::Position;
use uuid::Uuid;

use crate::error::{AppError, ErrorKind};
use crate::node::Node;

/// A title, episode or genre just added.
#[derive(Debug, Clone, Copy)]
pub struct Created {
    pub id: Uuid,
    pub position: Position,
}

/// Refuses a film or series this node's catalogue does not have (one indexed read
/// of the local model), with the message its page shows: 'Film non trouvé' or
/// 'Série non trouvée'.
pub async fn ensure_title(node: &Node, kind: TitleKind, id: Uuid) -> Result<(), AppError> {
    if titles::exists(node.read.reads(), kind, &id.to_string()).await? {
        return Ok(());
    }
    Err(AppError::not_found(match kind {
        TitleKind::Movie => "Film non trouvé",
        TitleKind::Series => "Série non trouvée",
    }))
}

/// Refuses genre ids that name no genre (checked against the log, so a genre made a
/// moment ago counts). A well-formed id of no genre is a 404 on that field, as any
/// other reference to something that does not exist: the body itself is valid.
async fn check_genres(node: &Node, ids: &[Uuid]) -> Result<(), AppError> {
    if ids.is_empty() {
        return Ok(());
    }
    let genres = node.genres.load(GENRES_ID).await?;
    if ids.iter().all(|id| genres.get(id).is_some()) {
        return Ok(());
    }
    Err(AppError::new(
        ErrorKind::NotFound,
        "genre_not_found",
        "Un des genres choisis n'existe pas",
    )
    .on("genre_ids"))
}
