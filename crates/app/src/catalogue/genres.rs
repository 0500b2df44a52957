//! Genres (docs/product.md, admin area §2, "Genre management"; rules in §5): one
//! aggregate holds them all, so names and slugs stay unique.

use bobine_domain::category::Category;
use bobine_domain::genres::{GENRES_ID, GenreCommand};
use bobine_store::Position;
use uuid::Uuid;

use super::Created;
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// A genre's name and category as the admin types them.
#[derive(Debug, Clone, Default)]
pub struct GenreForm {
    pub name: String,
    /// Films, Séries, Animés, Spectacles or Documentaires.
    pub category: String,
}

/// Adds a genre; its slug is derived from its category and name.
pub async fn create(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    form: GenreForm,
) -> Result<Created, AppError> {
    create_as(node, origin, admin, Uuid::now_v7(), form).await
}

async fn create_as(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    form: GenreForm,
) -> Result<Created, AppError> {
    let command = GenreCommand::Create {
        id,
        name: form.name,
        category: form.category,
    };
    let position = node
        .run_as(&node.genres, origin, &admin.actor, GENRES_ID, command)
        .await?;
    Ok(Created { id, position })
}

/// Renames a genre or moves it to another category.
pub async fn rename(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    form: GenreForm,
) -> Result<Position, AppError> {
    let command = GenreCommand::Rename {
        id,
        name: form.name,
        category: form.category,
    };
    node.run_as(&node.genres, origin, &admin.actor, GENRES_ID, command)
        .await
}

/// Deletes a genre; the titles that had it lose it.
pub async fn delete(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
) -> Result<Position, AppError> {
    node.run_as(
        &node.genres,
        origin,
        &admin.actor,
        GENRES_ID,
        GenreCommand::Delete { id },
    )
    .await
}

/// The genre `name` of `category` (the imports' way): the one that already exists by
/// that name (an admin may have made it), else a new one with id `id`. True when it
/// was created.
pub async fn find_or_create(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    category: Category,
    name: &str,
    id: Uuid,
) -> Result<(Uuid, bool), AppError> {
    if let Some(existing) = node.genres.load(GENRES_ID).await?.find(category, name) {
        return Ok((existing, false));
    }
    let form = GenreForm {
        name: name.to_string(),
        category: category.label().to_string(),
    };
    match create_as(node, origin, admin, id, form).await {
        Ok(_) => Ok((id, true)),
        // Made by an earlier import and renamed by an admin since: keep it.
        Err(error) if error.kind == ErrorKind::Conflict && error.code == "already_exists" => {
            Ok((id, false))
        }
        Err(error) => Err(error),
    }
}
