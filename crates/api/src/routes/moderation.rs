//! What a member sends the team (docs/product.md, HTTP contract "Member"): problem reports, content requests
//! and the weekly quota. Members only (mem); a member reads only their own requests.

use axum::extract::State;
use bobine_app::moderation::{reports, requests};
use bobine_domain::moderation::RequestForm;
use bobine_domain::titles::Input;
use bobine_projections::moderation::queries::{MyReportRow, RequestRow};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use super::admin_titles::Created;
use crate::consistency::Committed;
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(my_reports, file_report))
        .routes(routes!(my_requests, submit_request))
        .routes(routes!(quota))
}

/// A report. A `content_title` sent with it is ignored: the server records
/// the catalogue's title at the time.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReportBody {
    /// `movie`, `series` or `episode` (the episode playing).
    #[serde(default)]
    content_type: String,
    content_id: Uuid,
    /// `video_not_working`, `audio_issue`, `subtitle_issue`, `quality_issue`,
    /// `wrong_content` or `other`.
    #[serde(default)]
    problem_type: String,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    description: Input,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct RequestBody {
    /// `movie` (the default) or `series`.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    content_type: Input,
    #[serde(default)]
    title: String,
    /// 1900 to 2030; a number or its digits.
    #[serde(default)]
    #[schema(value_type = Option<i64>)]
    year: Input,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    description: Input,
    /// The director of a film, the creator of a series.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    director: Input,
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    genre: Input,
}

/// The member's requests this Paris week.
#[derive(Debug, Serialize, ToSchema)]
pub struct QuotaView {
    used: u32,
    limit: u32,
    /// The next Monday 00:00, Europe/Paris (RFC 3339).
    resets_at: String,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MyReportsQuery {
    /// A film, a series or an episode: the member's reports about that id.
    content_id: Uuid,
}

/// The member's own reports about a title, newest first, with status and the team's
/// notes.
#[utoipa::path(get, path = "/api/reports", tag = "moderation", params(MyReportsQuery),
    responses((status = 200, body = Vec<MyReportRow>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn my_reports(
    member: Member,
    State(state): State<AppState>,
    Query(query): Query<MyReportsQuery>,
) -> Result<axum::Json<Vec<MyReportRow>>, ApiError> {
    Ok(axum::Json(
        reports::my_reports(&state, member.id(), query.content_id).await?,
    ))
}

/// Reports a problem with a film, a series or an episode; it starts pending.
#[utoipa::path(post, path = "/api/reports", tag = "moderation", request_body = ReportBody,
    responses((status = 201, body = Created), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn file_report(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<ReportBody>,
) -> Result<Committed<Created>, ApiError> {
    let form = reports::ReportForm {
        content_type: body.content_type,
        content_id: body.content_id,
        problem_type: body.problem_type,
        description: body.description,
    };
    let (id, position) = reports::file_report(&state, &context.origin(), member.id(), form).await?;
    Ok(Created::at(id, position))
}

/// The member's own content requests, newest first, with status and the team's notes.
#[utoipa::path(get, path = "/api/requests", tag = "moderation",
    responses((status = 200, body = Vec<RequestRow>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn my_requests(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<RequestRow>>, ApiError> {
    Ok(axum::Json(
        requests::my_requests(&state, member.id()).await?,
    ))
}

/// Submits a content request: at most 3 per member and Paris week (429 beyond).
#[utoipa::path(post, path = "/api/requests", tag = "moderation", request_body = RequestBody,
    responses((status = 201, body = Created), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn submit_request(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<RequestBody>,
) -> Result<Committed<Created>, ApiError> {
    let form = RequestForm {
        content_type: body.content_type,
        title: body.title,
        year: body.year,
        description: body.description,
        director: body.director,
        genre: body.genre,
    };
    let (id, position) =
        requests::submit_request(&state, &context.origin(), member.id(), form).await?;
    Ok(Created::at(id, position))
}

/// How many requests the member made this Paris week, of 3, and when it resets.
#[utoipa::path(get, path = "/api/requests/quota", tag = "moderation",
    responses((status = 200, body = QuotaView), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn quota(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<QuotaView>, ApiError> {
    let quota = requests::quota(&state, member.id()).await?;
    Ok(axum::Json(QuotaView {
        used: quota.used,
        limit: quota.limit,
        resets_at: quota.resets_at,
    }))
}
