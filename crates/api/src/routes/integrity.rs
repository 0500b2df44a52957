//! The log's integrity as this node last verified it (docs/adr/0037-hash-chain.md):
//! the audit screen's line, and what an operator's monitoring polls.

use axum::Json;
use axum::extract::State;
use bobine_app::integrity::IntegrityReport;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ErrorBody;
use crate::extract::auth::AdminOrAnalyst;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(integrity))
}

/// The last walk of the hash chain: intact up to which event, or where it breaks.
/// The node walks it at start and every `BOBINE_INTEGRITY_CHECK_MINUTES`; `pending`
/// until the first walk ends. A broken chain never stops the node from serving.
#[utoipa::path(get, path = "/api/admin/integrity", tag = "admin",
    responses((status = 200, body = IntegrityReport),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn integrity(_: AdminOrAnalyst, State(state): State<AppState>) -> Json<IntegrityReport> {
    Json(state.integrity.report())
}
