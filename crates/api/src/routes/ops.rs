//! Operations: liveness, readiness, metrics and projection status.

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use bobine_projections::ProjectionStatus;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{Admin, carries_operator_token};
use crate::state::AppState;

/// Routes outside the OpenAPI document (they are not part of the JSON API).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
}

/// Routes documented in the OpenAPI document.
pub fn api_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(projections))
}

/// 200 once every projection has caught up with the log, 503 before.
async fn readyz(State(state): State<AppState>) -> impl IntoResponse {
    if state.projections.ready() {
        (StatusCode::OK, "ready")
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "catching up")
    }
}

/// The Prometheus metrics, for the operator token only unless
/// `BOBINE_PUBLIC_METRICS` opens them (they tell traffic and volumes).
async fn metrics(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let token = state.settings.admin_token.as_deref();
    if !state.settings.public_metrics && !carries_operator_token(&headers, token) {
        return ApiError::not_admin().into_response();
    }
    (
        [(header::CONTENT_TYPE, "text/plain; version=0.0.4")],
        state.metrics.render(),
    )
        .into_response()
}

/// One projection of this node, against the head of the log.
#[derive(Serialize, ToSchema)]
pub struct ProjectionInfo {
    name: &'static str,
    #[serde(flatten)]
    status: ProjectionStatus,
    /// Events between the projection and the head of the log.
    lag: i64,
}

/// Each projection's position, lag and rate.
#[utoipa::path(get, path = "/api/admin/projections", tag = "admin",
    responses((status = 200, body = Vec<ProjectionInfo>), (status = 401, body = ErrorBody)))]
async fn projections(
    _: Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<ProjectionInfo>>, ApiError> {
    let head = state.log.head().await.map_err(ApiError::internal)?;
    let infos = state
        .projections
        .snapshot()
        .into_iter()
        .map(|(name, status)| ProjectionInfo {
            name,
            lag: (head.seq - status.position.seq).max(0),
            status,
        })
        .collect();
    Ok(axum::Json(infos))
}
