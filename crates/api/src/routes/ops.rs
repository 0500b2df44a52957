//! Operations: liveness, readiness and metrics (the projections' status is an admin
//! route: `admin_log`).

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use crate::error::ApiError;
use crate::extract::auth::carries_operator_token;
use crate::state::AppState;

/// Routes outside the OpenAPI document (they are not part of the JSON API).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/healthz", get(|| async { "ok" }))
        .route("/readyz", get(readyz))
        .route("/metrics", get(metrics))
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
