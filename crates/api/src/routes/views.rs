//! View counts: the hot path, one request per film or series page visit
//! (docs/product.md, member side §4 "View counts"; the workflow is `bobine_app::views`).

use axum::extract::State;
use axum::http::StatusCode;
use bobine_app::Settings;
use bobine_app::views;
use bobine_domain::titles::TitleKind;
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
    count_view(&state, &context, viewer, TitleKind::Movie, id).await
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
    count_view(&state, &context, viewer, TitleKind::Series, id).await
}

async fn count_view(
    state: &AppState,
    context: &RequestContext,
    viewer: Option<SignedIn>,
    content_type: TitleKind,
    content_id: Uuid,
) -> Result<Committed<ViewCounted>, ApiError> {
    let viewer = viewer.map(|v| v.id);
    let position =
        views::count_view(state, &context.origin(), viewer, content_type, content_id).await?;
    Ok(Committed {
        status: StatusCode::OK,
        position,
        body: ViewCounted {},
    })
}
