//! Watch history: the player's saved positions, the continue-watching list, a title's
//! resume point and the member's history (docs/product.md, HTTP contract "Member" and member side §7,
//! `user_watch_history`; the workflow is `bobine_app::progress`).

use axum::extract::State;
use axum::http::StatusCode;
use bobine_app::history;
use bobine_app::paging;
use bobine_app::progress::{self, SaveProgress};
use bobine_domain::progress::{HistoryEntryKind, WatchedKind};
use bobine_projections::watch_history::queries::{self, HistoryCursor, WatchEntry};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

/// Continue-watching entries answered at most (the home row shows fewer).
pub const CONTINUE_WATCHING: u32 = 20;
/// History entries per page by default; at most 100.
const HISTORY_PAGE: u32 = 20;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(save_progress, continue_watching))
        .routes(routes!(history, clear_history))
        .routes(routes!(remove_from_history))
}

/// A position reported by the player (every 30 s of playback and at the end).
#[derive(Debug, Deserialize, ToSchema)]
pub struct ProgressForm {
    content_type: WatchedKind,
    content_id: Uuid,
    /// Whole seconds from the start; not negative, not beyond the title's duration.
    progress_seconds: i64,
    /// The player reached the end.
    #[serde(default)]
    completed: bool,
}

/// What the server recorded.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProgressSaved {
    /// The player said it ended, or the position is above 90 % of the duration.
    completed: bool,
}

/// Films and episodes, most recent first.
#[derive(Debug, Serialize, ToSchema)]
pub struct WatchList {
    items: Vec<WatchEntry>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ProgressQuery {
    /// A film or an episode: answer that title's resume point alone (no item if the
    /// member never started it).
    content_id: Option<Uuid>,
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct HistoryQuery {
    #[param(value_type = Option<HistoryCursor>)]
    cursor: Option<String>,
    /// 1 to 100; 20 by default.
    #[param(minimum = 1, maximum = 100)]
    limit: Option<u32>,
    /// Only the episodes of this series.
    series_id: Option<Uuid>,
}

/// One page of the member's history.
#[derive(Debug, Serialize, ToSchema)]
pub struct HistoryPage {
    items: Vec<WatchEntry>,
    next_cursor: Option<String>,
}

/// Saves the member's position in a film or an episode. Refused with nothing
/// written: a negative position (422), a position beyond the title's duration (422),
/// an unknown film or episode (404).
#[utoipa::path(put, path = "/api/progress", tag = "member", request_body = ProgressForm,
    responses((status = 200, body = ProgressSaved), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn save_progress(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<ProgressForm>,
) -> Result<Committed<ProgressSaved>, ApiError> {
    let input = SaveProgress {
        content_type: form.content_type,
        content_id: form.content_id,
        progress_seconds: form.progress_seconds,
        completed: form.completed,
    };
    let saved = progress::save_progress(&state, &context.origin(), member.id(), input).await?;
    Ok(Committed {
        status: StatusCode::OK,
        position: saved.position,
        body: ProgressSaved {
            completed: saved.completed,
        },
    })
}

/// The continue-watching list: films started and not completed and, per series, its
/// next unfinished episode, most recent first. With `content_id`: that film's or
/// episode's resume point, on whichever device it was saved.
#[utoipa::path(get, path = "/api/progress", tag = "member", params(ProgressQuery),
    responses((status = 200, body = WatchList), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn continue_watching(
    member: Member,
    State(state): State<AppState>,
    Query(query): Query<ProgressQuery>,
) -> Result<axum::Json<WatchList>, ApiError> {
    let db = state.read.reads();
    let items = match query.content_id {
        Some(id) => queries::entry(db, member.id(), id)
            .await?
            .into_iter()
            .collect(),
        None => queries::continue_watching(db, member.id(), CONTINUE_WATCHING).await?,
    };
    Ok(axum::Json(WatchList { items }))
}

/// The member's watch history, newest first, in cursor pages.
#[utoipa::path(get, path = "/api/history", tag = "member", params(HistoryQuery),
    responses((status = 200, body = HistoryPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn history(
    member: Member,
    State(state): State<AppState>,
    Query(query): Query<HistoryQuery>,
) -> Result<axum::Json<HistoryPage>, ApiError> {
    let cursor = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => None,
        Some(text) => Some(
            HistoryCursor::decode(text)
                .ok_or_else(|| ApiError::malformed("Requête invalide : curseur mal formé"))?,
        ),
    };
    let limit = paging::limit(query.limit, HISTORY_PAGE)?;
    let page = queries::history(
        state.read.reads(),
        member.id(),
        query.series_id,
        cursor,
        limit,
    )
    .await?;
    Ok(axum::Json(HistoryPage {
        items: page.items,
        next_cursor: page.next.map(HistoryCursor::encode),
    }))
}

/// Removes a film, an episode or a series (every episode of it the member started)
/// from the member's history and "Reprendre", with its progress; 404 when none of it
/// is there.
#[utoipa::path(delete, path = "/api/history/{kind}/{id}", tag = "member",
    params(("kind" = HistoryEntryKind, Path), ("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn remove_from_history(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Path((kind, id)): Path<(HistoryEntryKind, Uuid)>,
) -> Result<Committed<Done>, ApiError> {
    let position = history::remove(&state, &context.origin(), member.id(), kind, id).await?;
    Ok(Committed::done(position))
}

/// Clears the member's whole history, and so "Reprendre".
#[utoipa::path(delete, path = "/api/history", tag = "member",
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn clear_history(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
) -> Result<Committed<Done>, ApiError> {
    let position = history::clear(&state, &context.origin(), member.id()).await?;
    Ok(Committed::done(position))
}
