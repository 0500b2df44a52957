//! Series and animes: added, edited and deleted by admins (and by the import).

use bobine_domain::series::{SeriesCommand, SeriesForm, SeriesKind};
use bobine_store::Position;
use uuid::Uuid;

use super::{Created, check_genres};
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// Adds a series or an anime with a new id.
pub async fn add(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    kind: SeriesKind,
    form: SeriesForm,
) -> Result<Created, AppError> {
    add_as(node, origin, admin, Uuid::now_v7(), kind, form).await
}

/// Adds a series or an anime with id `id` (the import's derived ids).
pub async fn add_as(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    kind: SeriesKind,
    form: SeriesForm,
) -> Result<Created, AppError> {
    check_genres(node, &form.genre_ids).await?;
    let command = SeriesCommand::Add { id, kind, form };
    let position = node
        .run_as(&node.series, origin, &admin.actor, id, command)
        .await?;
    Ok(Created { id, position })
}

/// Replaces a series' fields and genres (never its totals).
pub async fn edit(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    kind: SeriesKind,
    form: SeriesForm,
) -> Result<Position, AppError> {
    check_genres(node, &form.genre_ids).await?;
    node.run_as(
        &node.series,
        origin,
        &admin.actor,
        id,
        SeriesCommand::Edit { kind, form },
    )
    .await
}

/// Deletes a series and all its episodes.
pub async fn delete(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
) -> Result<Position, AppError> {
    node.run_as(
        &node.series,
        origin,
        &admin.actor,
        id,
        SeriesCommand::Delete,
    )
    .await
}
