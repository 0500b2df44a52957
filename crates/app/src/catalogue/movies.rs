//! Films: added, edited and deleted by admins (and by the import).

use bobine_domain::movies::{MovieCommand, MovieForm};
use bobine_store::Position;
use uuid::Uuid;

use super::{Created, check_genres};
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// Adds a film with a new id.
pub async fn add(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    form: MovieForm,
) -> Result<Created, AppError> {
    add_as(node, origin, admin, Uuid::now_v7(), form).await
}

/// Adds a film with id `id` (the import derives ids from its source, so that a
/// second run finds the film there: `already_exists`).
pub async fn add_as(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    form: MovieForm,
) -> Result<Created, AppError> {
    check_genres(node, &form.genre_ids).await?;
    let position = node
        .run_as(
            &node.movies,
            origin,
            &admin.actor,
            id,
            MovieCommand::Add { id, form },
        )
        .await?;
    Ok(Created { id, position })
}

/// Replaces a film's fields and genres.
pub async fn edit(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    form: MovieForm,
) -> Result<Position, AppError> {
    check_genres(node, &form.genre_ids).await?;
    node.run_as(
        &node.movies,
        origin,
        &admin.actor,
        id,
        MovieCommand::Edit { form },
    )
    .await
}

pub async fn delete(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
) -> Result<Position, AppError> {
    node.run_as(&node.movies, origin, &admin.actor, id, MovieCommand::Delete)
        .await
}
