//! Ban appeals (docs/product.md, HTTP contract "Appeals, bulk decisions, overdue
//! work"; docs/adr/0048-ban-appeals.md): a banned member contests their ban and reads
//! where their appeals stand — the two routes a banned session reaches besides the
//! session, logout and archive ones — and the admins list and decide them.

use axum::extract::State;
use bobine_app::moderation::appeals::{self, AppealList, AppealQuery};
use bobine_domain::moderation::AppealAction;
use bobine_domain::titles::Input;
use bobine_projections::appeals::queries::{AdminAppeal, AppealCounters, MyAppeal};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use super::admin_titles::Created;
use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{Admin, SignedIn};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(file_appeal))
        .routes(routes!(my_appeals))
        .routes(routes!(list_appeals))
        .routes(routes!(decide_appeal))
}

/// The member's appeal against their ban.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AppealBody {
    /// Why the ban should be lifted: 20 to 2,000 characters.
    #[serde(default)]
    message: String,
}

/// The team's note: mailed to the member with the decision and shown on their ban
/// screen. Required to reject; at most 2,000 characters.
#[derive(Debug, Deserialize, ToSchema)]
pub struct AppealDecision {
    #[serde(default)]
    #[schema(value_type = super::admin_moderation::Notes)]
    admin_notes: Input,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct MyAppeals {
    /// Newest first; the one with `current` contests the ban in force.
    items: Vec<MyAppeal>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AppealPage {
    items: Vec<AdminAppeal>,
    /// Appeals matching the filters, in all.
    total: i64,
    next_cursor: Option<String>,
    /// Every appeal, by status, whatever the filters.
    counters: AppealCounters,
}

/// Contests the ban in force on the signed-in member's account, once per ban: 403
/// `not_banned` for a member under no ban, 409 `appeal_exists` for a second appeal
/// against the same ban, 422 for a message out of 20 to 2,000 characters.
#[utoipa::path(post, path = "/api/appeals", tag = "member", request_body = AppealBody,
    responses((status = 201, body = Created), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn file_appeal(
    member: SignedIn,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<AppealBody>,
) -> Result<Committed<Created>, ApiError> {
    let filed = appeals::file(&state, &context.origin(), member.id, body.message).await?;
    Ok(Created::at(filed.id, filed.position))
}

/// The signed-in member's appeals (banned or not), newest first, with the team's
/// decisions and notes.
#[utoipa::path(get, path = "/api/appeals/mine", tag = "member",
    responses((status = 200, body = MyAppeals), (status = 401, body = ErrorBody)))]
async fn my_appeals(
    member: SignedIn,
    State(state): State<AppState>,
) -> Result<axum::Json<MyAppeals>, ApiError> {
    Ok(axum::Json(MyAppeals {
        items: appeals::mine(&state, member.id).await?,
    }))
}

/// Ban appeals, newest first, 50 a page, each with the ban it contests, and the
/// counters of every status.
#[utoipa::path(get, path = "/api/admin/appeals", tag = "admin", params(AppealQuery),
    responses((status = 200, body = AppealPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_appeals(
    _: Admin,
    State(state): State<AppState>,
    Query(query): Query<AppealQuery>,
) -> Result<axum::Json<AppealPage>, ApiError> {
    let AppealList {
        items,
        total,
        next_cursor,
        counters,
    } = appeals::list(&state, &query).await?;
    Ok(axum::Json(AppealPage {
        items,
        total,
        next_cursor,
        counters,
    }))
}

/// Accepts a pending appeal (the ban it contests is lifted; a note is optional) or
/// rejects it (a note is required); the member is mailed either way. 409 when it was
/// decided already, another admin having been first.
#[utoipa::path(post, path = "/api/admin/appeals/{id}/{action}", tag = "admin",
    params(("id" = Uuid, Path), ("action" = AppealAction, Path)), request_body = AppealDecision,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn decide_appeal(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path((id, action)): Path<(Uuid, AppealAction)>,
    Json(decision): Json<AppealDecision>,
) -> Result<Committed<Done>, ApiError> {
    let position = appeals::decide(
        &state,
        &context.origin(),
        &admin,
        id,
        action,
        decision.admin_notes,
    )
    .await?;
    Ok(Committed::done(position))
}
