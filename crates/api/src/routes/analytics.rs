//! The analytics screen (docs/product.md, admin area §2 "Analytics"): visitors, the most
//! watched titles and the moderation's response times. The rules (Paris days, zero-filling, trend, merge) are
//! `bobine_app::analytics`.

use axum::extract::State;
use bobine_app::analytics::moderation_times::{self, ResponseTimes};
use bobine_app::analytics::top::{self, TopTab};
use bobine_app::analytics::visitors::{self, Period, VisitorChart, VisitorSummary};
use bobine_projections::catalogue::queries::top::TopTitle;
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::AdminOrAnalyst;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(summary))
        .routes(routes!(visitor_chart))
        .routes(routes!(most_watched))
        .routes(routes!(response_times))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct PeriodQuery {
    /// `7days` (default), `30days` or `1year`.
    #[param(value_type = Option<Period>)]
    period: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct TopQuery {
    /// `all` (default), `movies`, `series` or `animes`.
    #[serde(rename = "type")]
    #[param(value_type = Option<TopTab>)]
    kind: Option<String>,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct WeeksQuery {
    /// Paris weeks to cover, the current one included: 1 to 52 (default 8).
    #[param(value_type = Option<u32>, minimum = 1, maximum = 52)]
    weeks: Option<String>,
}

/// Unique visitors in total and today (Paris time).
#[utoipa::path(get, path = "/api/admin/analytics/summary", tag = "admin",
    responses((status = 200, body = VisitorSummary), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn summary(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
) -> Result<axum::Json<VisitorSummary>, ApiError> {
    Ok(axum::Json(visitors::summary(&state).await?))
}

/// Unique visitors of each day of the period, zero-filled, and their trend.
#[utoipa::path(get, path = "/api/admin/analytics/visitors", tag = "admin", params(PeriodQuery),
    responses((status = 200, body = VisitorChart), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn visitor_chart(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Query(query): Query<PeriodQuery>,
) -> Result<axum::Json<VisitorChart>, ApiError> {
    let period = Period::parse(query.period.as_deref().unwrap_or("7days"))?;
    Ok(axum::Json(visitors::chart(&state, period).await?))
}

/// The ten most watched titles of a type, or of all merged by views.
#[utoipa::path(get, path = "/api/admin/analytics/top", tag = "admin", params(TopQuery),
    responses((status = 200, body = Vec<TopTitle>), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn most_watched(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Query(query): Query<TopQuery>,
) -> Result<axum::Json<Vec<TopTitle>>, ApiError> {
    let tab = TopTab::parse(query.kind.as_deref().unwrap_or("all"))?;
    Ok(axum::Json(top::most_watched(&state, tab).await?))
}

/// How long problem reports waited for the decision that closed them (resolved or
/// rejected), per admin and per Paris ISO week, and the reports still waiting: the
/// `moderation_times` projection.
#[utoipa::path(get, path = "/api/admin/analytics/moderation-times", tag = "admin", params(WeeksQuery),
    responses((status = 200, body = ResponseTimes), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn response_times(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Query(query): Query<WeeksQuery>,
) -> Result<axum::Json<ResponseTimes>, ApiError> {
    let weeks = moderation_times::parse_weeks(query.weeks.as_deref())?;
    Ok(axum::Json(
        moderation_times::response_times(&state, weeks).await?,
    ))
}
