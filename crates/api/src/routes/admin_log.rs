//! The log for analysts (docs/product.md, HTTP contract "Admin"): the raw events as NDJSON, streamed, and
//! the projections' status; rebuilding a projection is an admin's action.

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use bobine_app::log::events::{DayOrInstant, EventTypeNames, EventsQuery};
use bobine_app::log::projections::{self, ProjectionsReport};
use bobine_app::log::rebuilds;
use futures::TryStreamExt;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{Admin, AdminOrAnalyst};
use crate::extract::context::RequestContext;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(events))
        .routes(routes!(list_projections))
        .routes(routes!(rebuild))
}

/// The query string's pairs in order: `type` may come several times.
fn events_query(pairs: Vec<(String, String)>) -> EventsQuery {
    let mut query = EventsQuery::default();
    for (key, value) in pairs {
        match key.as_str() {
            "after" => query.after = Some(value),
            "limit" => query.limit = Some(value),
            "type" => query.types.push(value),
            "from" => query.from = Some(value),
            "to" => query.to = Some(value),
            "archived" => query.archived = Some(value),
            _ => {}
        }
    }
    query
}

/// The raw log, one event per line of NDJSON in log order (the lines of
/// `bobine events export`), read from the log in batches while it is sent.
#[utoipa::path(get, path = "/api/admin/events", tag = "admin",
    params(
        ("after" = Option<String>, Query, pattern = r"^(([0-9]{1,18}\.)?[0-9]{1,18})?$",
            description = "Only events after this position (`42`, or `tx.seq` on PostgreSQL); empty: from the start"),
        ("limit" = Option<u64>, Query, minimum = 1, maximum = 1_000_000_000, description = "At most this many events"),
        ("type" = Option<Vec<EventTypeNames>>, Query, description = "Event types: repeated, or a comma-separated list"),
        ("from" = Option<DayOrInstant>, Query, description = "From this instant (RFC 3339) or this Paris day (YYYY-MM-DD)"),
        ("to" = Option<DayOrInstant>, Query, description = "Before this instant (RFC 3339), or to the end of this Paris day"),
        ("archived" = Option<bool>, Query, description = "`true`: also the superseded position reports archived after their retention, in log order: the whole history"),
    ),
    responses((status = 200, description = "One event per line", content_type = "application/x-ndjson", body = String),
        (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn events(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
    Query(pairs): Query<Vec<(String, String)>>,
) -> Result<Response, ApiError> {
    let reading = events_query(pairs).check()?;
    let lines = reading
        .ndjson(&state.log)
        .map_ok(Bytes::from)
        .inspect_err(|error| {
            tracing::error!(%error, "the events stream stopped");
        });
    Ok((
        [(CONTENT_TYPE, "application/x-ndjson")],
        Body::from_stream(lines),
    )
        .into_response())
}

/// Each projection of the node that answers: version, position, lag, rate, last
/// error and latest rebuild.
#[utoipa::path(get, path = "/api/admin/projections", tag = "admin",
    responses((status = 200, body = ProjectionsReport), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn list_projections(
    _: AdminOrAnalyst,
    State(state): State<AppState>,
) -> Result<axum::Json<ProjectionsReport>, ApiError> {
    Ok(axum::Json(projections::projections(&state).await?))
}

/// Rebuilds a projection from event 0 in a shadow copy while the site keeps
/// serving, then swaps it in; answers at once (the status route shows the progress).
#[utoipa::path(post, path = "/api/admin/projections/{name}/rebuild", tag = "admin", params(("name" = String, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody)))]
async fn rebuild(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(name): Path<String>,
) -> Result<Committed<Done>, ApiError> {
    let position = rebuilds::start_rebuild(&state.app, &context.origin(), &admin, &name).await?;
    Ok(Committed::done(position))
}
