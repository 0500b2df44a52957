//! Moderation (docs/product.md, admin area §2 and §4, and HTTP contract "Admin"): the lists of reports
//! and content requests with their counters and overdue flags, and the team's
//! decisions, one at a time or in bulk. Admins only. The counters of each list are
//! also what the admin home's cards read.

use axum::extract::State;
use bobine_app::moderation::bulk::{self, Outcome};
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
use crate::error::{ApiError, ErrorBody, ErrorDetail};
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
        .routes(routes!(moderate_reports))
        .routes(routes!(list_requests))
        .routes(routes!(moderate_request))
        .routes(routes!(moderate_requests))
}

/// How the document states a note: text, or a number read as its text as every form
/// field is ([`Input`]); null or absent for none.
pub struct Notes;

impl utoipa::PartialSchema for Notes {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::Type;
        crate::schema::any_of_types(
            [Type::String, Type::Number, Type::Null],
            "The note's text (a number is read as its text); null or absent for none.",
        )
    }
}

impl utoipa::ToSchema for Notes {}

/// The team's notes: shown to the member and mailed with the decision. Required to
/// reject; at most 2,000 characters. They replace the previous notes.
#[derive(Debug, Deserialize, ToSchema)]
pub struct Decision {
    #[serde(default)]
    #[schema(value_type = Notes)]
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

/// One decision for many reports: each decided on its own, in the order given.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BulkReportDecision {
    /// The reports, 1 to 200.
    #[schema(min_items = 1, max_items = 200)]
    ids: Vec<Uuid>,
    action: ReportAction,
    /// As for one report: required to reject, at most 2,000 characters.
    #[serde(default)]
    #[schema(value_type = Notes)]
    admin_notes: Input,
}

/// One decision for many requests: each decided on its own, in the order given.
#[derive(Debug, Deserialize, ToSchema)]
pub struct BulkRequestDecision {
    /// The requests, 1 to 200.
    #[schema(min_items = 1, max_items = 200)]
    ids: Vec<Uuid>,
    action: RequestAction,
    /// As for one request: required to reject, at most 2,000 characters.
    #[serde(default)]
    #[schema(value_type = Notes)]
    admin_notes: Input,
}

/// What became of each item of a bulk decision, in the order of the ids sent.
#[derive(Serialize, ToSchema)]
pub struct BulkResults {
    results: Vec<BulkResult>,
}

/// One item: decided (`ok`, the position of its event) or refused (`error`, the
/// refusal the item would have had alone: 404 unknown, 409 `status_changed`...).
#[derive(Serialize, ToSchema)]
pub struct BulkResult {
    id: Uuid,
    ok: bool,
    /// The log position of its decision, as text (`42`, or `7.42` on PostgreSQL).
    #[serde(skip_serializing_if = "Option::is_none")]
    position: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ErrorDetail>,
}

/// The answer's position: the newest of the decisions made, else the log's newest
/// (nothing changed, the next read waits for nothing new).
async fn answered(
    state: &AppState,
    outcomes: Vec<Outcome>,
) -> Result<Committed<BulkResults>, ApiError> {
    let newest = outcomes
        .iter()
        .filter_map(|o| o.result.as_ref().ok().copied())
        .max();
    let position = match newest {
        Some(position) => position,
        None => state.log.newest().await.map_err(ApiError::internal)?,
    };
    let results = outcomes
        .into_iter()
        .map(|outcome| match outcome.result {
            Ok(position) => BulkResult {
                id: outcome.id,
                ok: true,
                position: Some(position.to_string()),
                error: None,
            },
            Err(error) => BulkResult {
                id: outcome.id,
                ok: false,
                position: None,
                error: Some(ErrorDetail::of(&error)),
            },
        })
        .collect();
    Ok(Committed {
        status: axum::http::StatusCode::OK,
        position,
        body: BulkResults { results },
    })
}

/// Takes in charge, resolves or rejects up to 200 reports with one note: each its
/// own decision, event and mail. A report that cannot move (unknown, already
/// decided) is answered with its error and does not stop the others. 422 for no id,
/// more than 200, or notes the action refuses (missing to reject, too long).
#[utoipa::path(post, path = "/api/admin/reports/bulk", tag = "admin", request_body = BulkReportDecision,
    responses((status = 200, body = BulkResults), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn moderate_reports(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<BulkReportDecision>,
) -> Result<Committed<BulkResults>, ApiError> {
    let origin = context.origin();
    let outcomes = bulk::moderate_reports(
        &state,
        &origin,
        &admin,
        &body.ids,
        body.action,
        body.admin_notes,
    )
    .await?;
    answered(&state, outcomes).await
}

/// Approves, rejects, completes, reopens or annotates up to 200 requests with one
/// note, each on its own, as for reports.
#[utoipa::path(post, path = "/api/admin/requests/bulk", tag = "admin", request_body = BulkRequestDecision,
    responses((status = 200, body = BulkResults), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn moderate_requests(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<BulkRequestDecision>,
) -> Result<Committed<BulkResults>, ApiError> {
    let origin = context.origin();
    let outcomes = bulk::moderate_requests(
        &state,
        &origin,
        &admin,
        &body.ids,
        body.action,
        body.admin_notes,
    )
    .await?;
    answered(&state, outcomes).await
}
