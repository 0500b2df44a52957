//! Visitor tracking: the app posts its visitor id on each load (docs/product.md, member side
//! §3; the workflow is `bobine_app::visits`).

use axum::extract::State;
use bobine_app::{Settings, visits};
use serde::Deserialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::rate_limit;
use crate::state::AppState;

/// One budget per client address (`BOBINE_VISIT_RATE_PER_MINUTE`), so that a script
/// cannot make up visitors.
pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    rate_limit::limited(
        OpenApiRouter::new().routes(routes!(record_visit)),
        settings.visit_rate_per_minute,
        settings,
    )
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct VisitForm {
    /// The random id (a UUID) the browser keeps in its local storage.
    #[serde(default)]
    #[schema(required = true)]
    visitor_id: String,
}

/// Counts the visitor once for today (Europe/Paris). Anyone may call it (pub).
#[utoipa::path(post, path = "/api/visits", tag = "member", request_body = VisitForm,
    responses((status = 200, body = Done), (status = 400, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn record_visit(
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<VisitForm>,
) -> Result<Committed<Done>, ApiError> {
    let position = visits::record_visit(&state, &context.origin(), &form.visitor_id).await?;
    Ok(Committed::done(position))
}
