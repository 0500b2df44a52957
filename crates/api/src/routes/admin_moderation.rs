//! Moderation (docs/product.md, admin area §2 and §4, and HTTP contract "Admin"): the lists of reports
//! and content requests with their counters, and the team's decisions. Admins only.
//! The counters of each list are also what the admin home's cards read.

use axum::extract::State;
use bobine_app::moderation::decide;
use bobine_app::moderation::lists::{self, Listed, ReportQuery, RequestQuery};
use bobine_domain::moderation::{ReportAction, RequestAction};
use bobine_domain::titles::Input;
use bobine_projections::moderation::admin::{
    AdminReport, AdminRequest, ReportCounters, RequestCounters,
};
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
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_reports))
        .routes(routes!(moderate_report))
        .routes(routes!(list_requests))
        .routes(routes!(moderate_request))
}

/// The team's notes: shown to the member and mailed with the decision. Required to
/// reject; at most 2,000 characters. They replace the previous notes.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Decision {
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    admin_notes: Input,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ReportPage {
    items: Vec<AdminReport>,
    /// Reports matching the filters, in all.
    total: i64,
    next_cursor: Option<String>,
    /// Every report, by status, whatever the filters.
    counters: ReportCounters,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct RequestPage {
    items: Vec<AdminRequest>,
    /// Requests matching the filters, in all.
    total: i64,
    next_cursor: Option<String>,
    /// Every request, by status, whatever the filters.
    counters: RequestCounters,
}

/// Problem reports, newest first, 50 a page, with the counters of every status.
#[utoipa::path(get, path = "/api/admin/reports", tag = "admin", params(ReportQuery),
    responses((status = 200, body = ReportPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_reports(
    _: Admin,
    State(state): State<AppState>,
    Query(query): Query<ReportQuery>,
) -> Result<axum::Json<ReportPage>, ApiError> {
    let Listed {
        items,
        total,
        next_cursor,
        counters,
    } = lists::reports(&state, &query).await?;
    Ok(axum::Json(ReportPage {
        items,
        total,
        next_cursor,
        counters,
    }))
}

/// Takes a report in charge (pending only), resolves or rejects it (pending or in
/// progress; rejecting needs notes). 409 when the report is no longer where the
/// action starts from, another admin having moved it on.
#[utoipa::path(post, path = "/api/admin/reports/{id}/{action}", tag = "admin",
    params(("id" = Uuid, Path), ("action" = ReportAction, Path)), request_body = Decision,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn moderate_report(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path((id, action)): Path<(Uuid, ReportAction)>,
    Json(decision): Json<Decision>,
) -> Result<Committed<Done>, ApiError> {
    let origin = context.origin();
    let position =
        decide::moderate_report(&state, &origin, &admin, id, action, decision.admin_notes).await?;
    Ok(Committed::done(position))
}

/// Content requests, newest first, 50 a page, with the counters of every status.
#[utoipa::path(get, path = "/api/admin/requests", tag = "admin", params(RequestQuery),
    responses((status = 200, body = RequestPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_requests(
    _: Admin,
    State(state): State<AppState>,
    Query(query): Query<RequestQuery>,
) -> Result<axum::Json<RequestPage>, ApiError> {
    let Listed {
        items,
        total,
        next_cursor,
        counters,
    } = lists::requests(&state, &query).await?;
    Ok(axum::Json(RequestPage {
        items,
        total,
        next_cursor,
        counters,
    }))
}

/// Approves or rejects a pending request (rejecting needs notes), marks an approved
/// one added, puts a rejected or added one back to pending, or only saves notes.
/// 409 when the request is no longer where the action starts from.
#[utoipa::path(post, path = "/api/admin/requests/{id}/{action}", tag = "admin",
    params(("id" = Uuid, Path), ("action" = RequestAction, Path)), request_body = Decision,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn moderate_request(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path((id, action)): Path<(Uuid, RequestAction)>,
    Json(decision): Json<Decision>,
) -> Result<Committed<Done>, ApiError> {
    let origin = context.origin();
    let position =
        decide::moderate_request(&state, &origin, &admin, id, action, decision.admin_notes).await?;
    Ok(Committed::done(position))
}
