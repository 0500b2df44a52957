//! Episodes: part of their series' aggregate, so that numbers stay unique and the
//! series' totals follow. An episode is found by its id through the read model.

use bobine_domain::series::{EpisodeForm, SeriesCommand};
use bobine_projections::catalogue::queries::titles;
use bobine_store::Position;
use uuid::Uuid;

use super::Created;
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// Adds an episode to series `series_id` with a new id.
pub async fn add(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    series_id: Uuid,
    form: EpisodeForm,
) -> Result<Created, AppError> {
    add_as(node, origin, admin, series_id, Uuid::now_v7(), form).await
}

/// Adds episode `episode_id` (the import's derived ids).
pub async fn add_as(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    series_id: Uuid,
    episode_id: Uuid,
    form: EpisodeForm,
) -> Result<Created, AppError> {
    let command = SeriesCommand::AddEpisode { episode_id, form };
    let position = node
        .run_as(&node.series, origin, &admin.actor, series_id, command)
        .await?;
    Ok(Created {
        id: episode_id,
        position,
    })
}

pub async fn edit(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    episode_id: Uuid,
    form: EpisodeForm,
) -> Result<Position, AppError> {
    let series_id = series_of(node, episode_id).await?;
    let command = SeriesCommand::EditEpisode { episode_id, form };
    node.run_as(&node.series, origin, &admin.actor, series_id, command)
        .await
}

pub async fn remove(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    episode_id: Uuid,
) -> Result<Position, AppError> {
    let series_id = series_of(node, episode_id).await?;
    node.run_as(
        &node.series,
        origin,
        &admin.actor,
        series_id,
        SeriesCommand::RemoveEpisode { episode_id },
    )
    .await
}

async fn series_of(node: &Node, episode_id: Uuid) -> Result<Uuid, AppError> {
    titles::series_of_episode(node.read.reads(), &episode_id.to_string())
        .await?
        .and_then(|id| Uuid::parse_str(&id).ok())
        .ok_or_else(|| {
            AppError::new(
                ErrorKind::NotFound,
                "episode_not_found",
                "Épisode non trouvé",
            )
        })
}
