//! View counts: the hot path, one request per film or series page visit
//! (member-side.md, "View counts"). No aggregate is loaded: the view is appended as
//! a fact in a group commit, and answered once it is durable (docs/adr/0005). The
//! title must exist in this node's catalogue (one indexed read of the local model).

use axum::extract::State;
use axum::http::StatusCode;
use bobine_domain::titles::TitleKind;
use bobine_domain::views::ViewEvent;
use bobine_projections::catalogue::queries::titles;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::Committed;
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{SignedIn, Viewer};
use crate::extract::context::RequestContext;
use crate::extract::path::Path;
use crate::rate_limit;
use crate::settings::Settings;
use crate::state::AppState;

/// Both view routes share one budget per client address
/// (`BOBINE_VIEW_RATE_PER_MINUTE`).
pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    rate_limit::limited(
        OpenApiRouter::new()
            .routes(routes!(count_movie_view))
            .routes(routes!(count_series_view)),
        settings.view_rate_per_minute,
        settings,
    )
}

/// A counted view answers nothing but its position.
#[derive(Debug, Serialize, ToSchema)]
pub struct ViewCounted {}

/// Counts one view of a film's page. Anyone may call it (pub); a request with the
/// browser's cookies needs `X-Requested-With`, like every command.
#[utoipa::path(post, path = "/api/movies/{id}/views", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = ViewCounted), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn count_movie_view(
    Viewer(viewer): Viewer,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<ViewCounted>, ApiError> {
    count_view(&state, &context, viewer_actor(viewer), TitleKind::Movie, id).await
}

/// Counts one view of a series' page. Anyone may call it (pub); a request with the
/// browser's cookies needs `X-Requested-With`, like every command.
#[utoipa::path(post, path = "/api/series/{id}/views", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = ViewCounted), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn count_series_view(
    Viewer(viewer): Viewer,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<ViewCounted>, ApiError> {
    count_view(
        &state,
        &context,
        viewer_actor(viewer),
        TitleKind::Series,
        id,
    )
    .await
}

/// Who viewed: the member's id when signed in (it counts in their views in the admin
/// list), else `anonymous`.
fn viewer_actor(viewer: Option<SignedIn>) -> String {
    viewer.map_or_else(|| "anonymous".to_string(), |v| v.id.to_string())
}

async fn count_view(
    state: &AppState,
    context: &RequestContext,
    actor: String,
    content_type: TitleKind,
    content_id: Uuid,
) -> Result<Committed<ViewCounted>, ApiError> {
    let missing = match content_type {
        TitleKind::Movie => "Film non trouvé",
        TitleKind::Series => "Série non trouvée",
    };
    if !titles::exists(state.read.reads(), content_type, &content_id.to_string()).await? {
        return Err(ApiError::not_found(missing));
    }
    let event = ViewEvent::ViewCounted {
        content_type,
        content_id,
    };
    let position = state
        .views
        .append(&event, &context.metadata(&actor))
        .await
        .map_err(ApiError::internal)?;
    Ok(Committed {
        status: StatusCode::OK,
        position,
        body: ViewCounted {},
    })
}
