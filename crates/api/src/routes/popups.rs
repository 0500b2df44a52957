//! Login messages (docs/product.md, admin area §2 "Login popup messages"; member side
//! §4 "Login popup"): the admin screen's list and commands, and the active
//! message the login page shows. The workflows are `bobine_app::popups`.

use axum::extract::State;
use axum::http::StatusCode;
use bobine_app::popups;
use bobine_domain::popups::PopupForm as Form;
use bobine_projections::popups::queries::{self, PopupRow};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Admin;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(active_popup))
        .routes(routes!(list_popups, create_popup))
        .routes(routes!(edit_popup, delete_popup))
        .routes(routes!(activate_popup))
}

/// A message as the admin's form sends it. Missing fields count as empty, so they get
/// the validation message rather than a parse error.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PopupForm {
    #[serde(default)]
    #[schema(required = true)]
    title: String,
    /// Several lines.
    #[serde(default)]
    #[schema(required = true)]
    content: String,
    /// Show it on the login page, instead of the message active until now.
    #[serde(default)]
    is_active: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CreatedPopup {
    #[schema(format = Uuid)]
    id: Uuid,
}

/// The message the login page shows, or null. Anyone may read it (pub).
#[utoipa::path(get, path = "/api/popup", tag = "member",
    responses((status = 200, body = Option<PopupRow>)))]
async fn active_popup(
    State(state): State<AppState>,
) -> Result<axum::Json<Option<PopupRow>>, ApiError> {
    Ok(axum::Json(queries::active(state.read.reads()).await?))
}

/// Every message, newest first.
#[utoipa::path(get, path = "/api/admin/popups", tag = "admin",
    responses((status = 200, body = Vec<PopupRow>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn list_popups(
    _: Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<PopupRow>>, ApiError> {
    Ok(axum::Json(queries::all(state.read.reads()).await?))
}

/// Writes a message; active, it replaces the active one.
#[utoipa::path(post, path = "/api/admin/popups", tag = "admin", request_body = PopupForm,
    responses((status = 201, body = CreatedPopup), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn create_popup(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<PopupForm>,
) -> Result<Committed<CreatedPopup>, ApiError> {
    let created = popups::create(&state, &context.origin(), &admin, form.into()).await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position: created.position,
        body: CreatedPopup { id: created.id },
    })
}

/// Rewrites a message; `is_active` activates or deactivates it.
#[utoipa::path(put, path = "/api/admin/popups/{id}", tag = "admin", request_body = PopupForm,
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn edit_popup(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(form): Json<PopupForm>,
) -> Result<Committed<Done>, ApiError> {
    let position = popups::edit(&state, &context.origin(), &admin, id, form.into()).await?;
    Ok(Committed::done(position))
}

/// Deletes a message (the login page shows none if it was the active one).
#[utoipa::path(delete, path = "/api/admin/popups/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn delete_popup(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = popups::delete(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// Makes a message the one the login page shows, deactivating the others.
#[utoipa::path(post, path = "/api/admin/popups/{id}/activate", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn activate_popup(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = popups::activate(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

impl From<PopupForm> for Form {
    fn from(form: PopupForm) -> Self {
        Form {
            title: form.title,
            content: form.content,
            active: form.is_active,
        }
    }
}
