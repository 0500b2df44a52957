//! The admin home's cards (docs/product.md, admin area §2, "Admin home"): one small read
//! with every counter, so the cards show live numbers in one request.

use axum::extract::State;
use bobine_app::analytics::paris_date;
use bobine_projections::dashboard::{self, DashboardCounts};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Admin;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(dashboard))
}

/// The counters of the admin home's cards.
#[utoipa::path(get, path = "/api/admin/dashboard", tag = "admin",
    responses((status = 200, body = DashboardCounts), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn dashboard(
    _: Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<DashboardCounts>, ApiError> {
    let today = paris_date(state.clock.now());
    let overdue_before = bobine_app::moderation::overdue::cutoff(&state);
    Ok(axum::Json(
        dashboard::counts(state.read.reads(), today, &overdue_before).await?,
    ))
}
