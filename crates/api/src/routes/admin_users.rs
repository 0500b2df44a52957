//! User management (docs/product.md, admin area §2 "User management", §4 "User", §5 "Ban"
//! and §6): the list and its counters, admin rights, bans, erasure and a mail to a
//! member.

use axum::extract::State;
use bobine_app::accounts::ban::{self, BanOrder};
use bobine_app::accounts::mail_member::{self, MemberMail};
use bobine_app::accounts::{erase, roles};
use bobine_projections::accounts::queries::{self, BanView, UserCursor, UserFilter, UserStats};
use bobine_projections::favourites::queries as favourites;
use bobine_projections::watch_history;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
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

/// Accounts per page of the admin list (docs/product.md, admin area §9).
const PAGE: u32 = 50;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_users))
        .routes(routes!(user_stats))
        .routes(routes!(grant_admin, revoke_admin))
        .routes(routes!(grant_analyst, revoke_analyst))
        .routes(routes!(ban, unban))
        .routes(routes!(erase))
        .routes(routes!(mail))
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct UserListQuery {
    /// Part of an e-mail address, or the start of an id.
    #[serde(default)]
    q: String,
    /// all (default), admin, regular, recent (7 days), active (30 days).
    #[serde(default)]
    filter: String,
    cursor: Option<String>,
    /// At most 100; 50 by default.
    limit: Option<u32>,
}

/// One account in the admin list.
#[derive(Debug, Serialize, ToSchema)]
pub struct AdminUser {
    id: Uuid,
    email: String,
    created_at: String,
    /// Null: 'Jamais connecté'.
    last_sign_in_at: Option<String>,
    /// Null: the address is not verified.
    email_confirmed_at: Option<String>,
    is_admin: bool,
    /// Reads the audit trail, analytics, the raw log and the projections.
    is_analyst: bool,
    ban: Option<BanView>,
    referrals_count: i64,
    /// Favourite films and series that still exist.
    favorites_count: i64,
    /// Film and series pages viewed while signed in.
    views_count: i64,
    /// Films and episodes the member started watching (the list's "vues",
    /// docs/product.md, admin area §3).
    watch_history_count: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct UserPage {
    items: Vec<AdminUser>,
    /// Accounts matching the search and filter, in all.
    total: i64,
    next_cursor: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BanForm {
    #[serde(default)]
    reason: String,
    /// 1, 3, 7, 14, 30, 90 or 365; 0 for a permanent ban.
    days: Option<i64>,
}

/// A mail an admin writes to a member. Missing fields count as empty, so they get
/// the validation message rather than a parse error.
#[derive(Debug, Deserialize, ToSchema)]
pub struct MailForm {
    #[serde(default)]
    subject: String,
    /// Plain text, several lines.
    #[serde(default)]
    body: String,
}

/// The accounts, newest first, 50 a page.
#[utoipa::path(get, path = "/api/admin/users", tag = "admin", params(UserListQuery),
    responses((status = 200, body = UserPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody)))]
async fn list_users(
    _: Admin,
    State(state): State<AppState>,
    Query(query): Query<UserListQuery>,
) -> Result<axum::Json<UserPage>, ApiError> {
    let filter = UserFilter::parse(query.filter.trim())
        .ok_or_else(|| ApiError::malformed("Requête invalide : filtre inconnu"))?;
    let cursor = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => None,
        Some(text) => Some(
            UserCursor::decode(text)
                .ok_or_else(|| ApiError::malformed("Requête invalide : curseur mal formé"))?,
        ),
    };
    let limit = query.limit.unwrap_or(PAGE).clamp(1, 100);
    let now = state.clock.now();
    let page = queries::users(
        state.read.reads(),
        filter,
        &query.q,
        cursor.as_ref(),
        limit,
        now,
    )
    .await?;
    let ids: Vec<Uuid> = page
        .items
        .iter()
        .filter_map(|row| row.id.parse().ok())
        .collect();
    let watched = watch_history::queries::counts(state.read.reads(), &ids).await?;
    let favourites = favourites::member_counts(state.read.reads(), &ids).await?;
    Ok(axum::Json(UserPage {
        items: page
            .items
            .iter()
            .map(|row| {
                let id = Uuid::parse_str(&row.id).unwrap_or_default();
                AdminUser {
                    id,
                    email: row.email.clone(),
                    created_at: row.created_at.clone(),
                    last_sign_in_at: row.last_sign_in_at.clone(),
                    email_confirmed_at: row.email_confirmed_at.clone(),
                    is_admin: row.is_admin,
                    is_analyst: row.is_analyst,
                    ban: row.ban_at(now),
                    referrals_count: row.referrals_count,
                    favorites_count: favourites.get(&id).copied().unwrap_or(0),
                    views_count: row.views_count,
                    watch_history_count: watched.get(&id).copied().unwrap_or(0),
                }
            })
            .collect(),
        total: page.total,
        next_cursor: page.next.map(|c| c.encode()),
    }))
}

/// The five counters of the user screen.
#[utoipa::path(get, path = "/api/admin/users/stats", tag = "admin",
    responses((status = 200, body = UserStats), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn user_stats(
    _: Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<UserStats>, ApiError> {
    Ok(axum::Json(
        queries::user_stats(state.read.reads(), state.clock.now()).await?,
    ))
}

/// Makes a member an admin.
#[utoipa::path(put, path = "/api/admin/users/{id}/admin", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn grant_admin(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = roles::grant_admin(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// Takes admin rights away.
#[utoipa::path(delete, path = "/api/admin/users/{id}/admin", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn revoke_admin(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = roles::revoke_admin(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// Gives a member the read-only analyst role.
#[utoipa::path(put, path = "/api/admin/users/{id}/analyst", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn grant_analyst(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = roles::set_analyst(&state, &context.origin(), &admin, id, true).await?;
    Ok(Committed::done(position))
}

/// Takes the analyst role away.
#[utoipa::path(delete, path = "/api/admin/users/{id}/analyst", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn revoke_analyst(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = roles::set_analyst(&state, &context.origin(), &admin, id, false).await?;
    Ok(Committed::done(position))
}

/// Bans a member for a number of days, or for good (0).
#[utoipa::path(post, path = "/api/admin/users/{id}/ban", tag = "admin", params(("id" = Uuid, Path)), request_body = BanForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn ban(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(form): Json<BanForm>,
) -> Result<Committed<Done>, ApiError> {
    let order = BanOrder {
        reason: form.reason,
        days: form.days,
    };
    let position = ban::ban(&state, &context.origin(), &admin, id, order).await?;
    Ok(Committed::done(position))
}

/// Lifts a member's ban.
#[utoipa::path(delete, path = "/api/admin/users/{id}/ban", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn unban(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = ban::unban(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// Erases a member: the account can no longer sign in, its address is free again,
/// and the log keeps its history without the address or password hashes.
#[utoipa::path(delete, path = "/api/admin/users/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn erase(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = erase::erase(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// Mails the member a subject and a text; the log records them, naming the admin.
#[utoipa::path(post, path = "/api/admin/users/{id}/email", tag = "admin", params(("id" = Uuid, Path)),
    request_body = MailForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn mail(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(form): Json<MailForm>,
) -> Result<Committed<Done>, ApiError> {
    let mail = MemberMail {
        subject: form.subject,
        body: form.body,
    };
    let position = mail_member::mail_member(&state, &context.origin(), &admin, id, mail).await?;
    Ok(Committed::done(position))
}
