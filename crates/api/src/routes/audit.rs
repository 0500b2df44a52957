//! The audit trail and the admin history (docs/product.md, HTTP contract "Admin"; docs/adr/0020): who did
//! what, with the values before and after, and a target as it stood at a date.

use axum::body::Body;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use bobine_app::audit::history::{self, History, HistoryKind};
use bobine_app::audit::paris_time::ParisInstant;
use bobine_app::audit::{self, TrailQuery};
use bobine_projections::audit::queries::{self, AuditEntry, ExportFormat};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::AdminOrAnalyst;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(trail))
        .routes(routes!(target_history))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditPage {
    items: Vec<AuditEntry>,
    next_cursor: Option<String>,
}

/// The trail, newest first, by pages; or, with `format`, all of it as a file.
#[utoipa::path(get, path = "/api/admin/audit", tag = "admin", params(TrailQuery),
    responses((status = 200, description = "A page, or the CSV or NDJSON export",
            content((AuditPage = "application/json"), (String = "text/csv"), (String = "application/x-ndjson"))),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn trail(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Query(query): Query<TrailQuery>,
) -> Result<Response, ApiError> {
    let format = query.export()?;
    let filter = audit::filter(&query)?;
    // Read for an export too, so that an unreadable cursor or size is refused there
    // as on a page: the document states one set of rules for the route.
    let (after, limit) = query.page()?;
    if let Some(format) = format {
        let (mime, name) = match format {
            ExportFormat::Csv => ("text/csv; charset=utf-8", "audit.csv"),
            ExportFormat::Ndjson => ("application/x-ndjson", "audit.ndjson"),
        };
        let body = Body::from_stream(queries::export(state.read.reads().clone(), filter, format));
        let disposition = format!("attachment; filename=\"{name}\"");
        return Ok((
            [
                (header::CONTENT_TYPE, mime.to_string()),
                (header::CONTENT_DISPOSITION, disposition),
            ],
            body,
        )
            .into_response());
    }
    let page = queries::page(state.read.reads(), &filter, after, limit).await?;
    Ok(axum::Json(AuditPage {
        items: page.items,
        next_cursor: page.next,
    })
    .into_response())
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct HistoryParams {
    /// The instant (`YYYY-MM-DDTHH:MM`, Paris time, or RFC 3339); now when absent.
    #[param(value_type = Option<ParisInstant>)]
    at: Option<String>,
}

/// A user, film, series, report or request as it stood at `at`, with its events.
#[utoipa::path(get, path = "/api/admin/history/{kind}/{id}", tag = "admin",
    params(("kind" = HistoryKind, Path, description = "user, movie, series, report or request"),
        ("id" = String, Path), HistoryParams),
    responses((status = 200, body = History), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn target_history(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    Query(params): Query<HistoryParams>,
) -> Result<axum::Json<History>, ApiError> {
    Ok(axum::Json(
        history::history(&state, &kind, &id, params.at.as_deref()).await?,
    ))
}
