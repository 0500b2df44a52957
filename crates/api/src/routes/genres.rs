//! Genres: the member list, and the admin commands (docs/product.md, admin area §2, "Genre
//! management"; rules in §5).

use axum::extract::State;
use axum::http::StatusCode;
use bobine_app::catalogue::genres;
use bobine_projections::catalogue::queries::{self, AdminGenreRow, GenreRow};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{Admin, CatalogueReader};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_genres))
        .routes(routes!(admin_list_genres, create_genre))
        .routes(routes!(rename_genre, delete_genre))
}

/// A genre's name and category as the admin types them. Missing fields count as
/// empty, so they get the validation message rather than a parse error.
#[derive(Debug, Deserialize, ToSchema)]
pub struct GenreForm {
    #[serde(default)]
    #[schema(required = true)]
    name: String,
    /// Films, Séries, Animés, Spectacles or Documentaires.
    #[serde(default)]
    #[schema(required = true)]
    category: String,
}

/// What a command answers besides its position.
#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedGenre {
    #[schema(format = Uuid)]
    id: Uuid,
}

/// All genres, by name.
#[utoipa::path(get, path = "/api/genres", tag = "catalogue",
    responses((status = 200, body = Vec<GenreRow>), (status = 401, body = ErrorBody)))]
async fn list_genres(
    _: CatalogueReader,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<GenreRow>>, ApiError> {
    Ok(axum::Json(queries::genres(state.read.reads()).await?))
}

/// All genres with their usage counts.
#[utoipa::path(get, path = "/api/admin/genres", tag = "admin",
    responses((status = 200, body = Vec<AdminGenreRow>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn admin_list_genres(
    _: Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<AdminGenreRow>>, ApiError> {
    Ok(axum::Json(queries::admin_genres(state.read.reads()).await?))
}

/// Adds a genre; its slug is derived from its category and name.
#[utoipa::path(post, path = "/api/admin/genres", tag = "admin", request_body = GenreForm,
    responses((status = 201, body = CreatedGenre), (status = 400, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn create_genre(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<GenreForm>,
) -> Result<Committed<CreatedGenre>, ApiError> {
    let created = genres::create(&state, &context.origin(), &admin, form.into()).await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position: created.position,
        body: CreatedGenre { id: created.id },
    })
}

/// Renames a genre or moves it to another category.
#[utoipa::path(put, path = "/api/admin/genres/{id}", tag = "admin", request_body = GenreForm,
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn rename_genre(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(form): Json<GenreForm>,
) -> Result<Committed<Done>, ApiError> {
    let position = genres::rename(&state, &context.origin(), &admin, id, form.into()).await?;
    Ok(Committed::done(position))
}

/// Deletes a genre; the titles that had it lose it.
#[utoipa::path(delete, path = "/api/admin/genres/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody)))]
async fn delete_genre(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = genres::delete(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

impl From<GenreForm> for genres::GenreForm {
    fn from(form: GenreForm) -> Self {
        genres::GenreForm {
            name: form.name,
            category: form.category,
        }
    }
}
