//! User management (admin-area.md sections 2 "User management", 4 "User", 5 "Ban"
//! and 6): the list and its counters, admin rights, bans and erasure.

use axum::extract::State;
use bobine_domain::accounts::{Account, AccountCommand, AccountEvent, ClaimCommand};
use bobine_projections::accounts::queries::{self, BanView, UserCursor, UserFilter, UserStats};
use cqrs_es::Aggregate;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::accounts::admin_set::{self, Change};
use crate::accounts::tokens::email_claim_id;
use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Admin;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::routes::account_views::settle;
use crate::state::AppState;

/// Accounts per page of the admin list (admin-area.md section 9).
const PAGE: u32 = 50;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_users))
        .routes(routes!(user_stats))
        .routes(routes!(grant_admin, revoke_admin))
        .routes(routes!(ban, unban))
        .routes(routes!(erase))
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
    ban: Option<BanView>,
    referrals_count: i64,
    /// Favourites arrive with the library; until then 0.
    favorites_count: i64,
    /// Film and series pages viewed while signed in.
    views_count: i64,
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
    let now = OffsetDateTime::now_utc();
    let page = queries::users(
        state.read.reads(),
        filter,
        &query.q,
        cursor.as_ref(),
        limit,
        now,
    )
    .await?;
    Ok(axum::Json(UserPage {
        items: page
            .items
            .iter()
            .map(|row| AdminUser {
                id: Uuid::parse_str(&row.id).unwrap_or_default(),
                email: row.email.clone(),
                created_at: row.created_at.clone(),
                last_sign_in_at: row.last_sign_in_at.clone(),
                email_confirmed_at: row.email_confirmed_at.clone(),
                is_admin: row.is_admin,
                ban: row.ban_at(now),
                referrals_count: row.referrals_count,
                favorites_count: 0,
                views_count: row.views_count,
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
        queries::user_stats(state.read.reads(), OffsetDateTime::now_utc()).await?,
    ))
}

/// An admin may not ban, demote or erase their own account (nobody would be left to
/// undo it).
fn not_self(admin: &Admin, id: Uuid) -> Result<(), ApiError> {
    if admin.user == Some(id) {
        return Err(ApiError::invalid(
            "self_action",
            "id",
            "Vous ne pouvez pas effectuer cette action sur votre propre compte",
        ));
    }
    Ok(())
}

async fn run(
    state: &AppState,
    context: &RequestContext,
    admin: &Admin,
    id: Uuid,
    command: AccountCommand,
) -> Result<Committed<Done>, ApiError> {
    let position = state
        .accounts
        .execute(&id.to_string(), command, &context.metadata(&admin.actor))
        .await?;
    // The member's next request, wherever it comes from, must see the change.
    settle(state, position).await;
    Ok(Committed::done(position))
}

/// Makes a member an admin.
#[utoipa::path(put, path = "/api/admin/users/{id}/admin", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn grant_admin(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    admin_set::decide(&state, &context, &admin, id, Change::Grant).await?;
    let by = admin.actor.clone();
    run(
        &state,
        &context,
        &admin,
        id,
        AccountCommand::GrantAdmin { by },
    )
    .await
}

/// Takes admin rights away.
#[utoipa::path(delete, path = "/api/admin/users/{id}/admin", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn revoke_admin(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    not_self(&admin, id)?;
    admin_set::decide(&state, &context, &admin, id, Change::Revoke).await?;
    let by = admin.actor.clone();
    run(
        &state,
        &context,
        &admin,
        id,
        AccountCommand::RevokeAdmin { by },
    )
    .await
}

/// Bans a member for a number of days, or for good (0).
#[utoipa::path(post, path = "/api/admin/users/{id}/ban", tag = "admin", params(("id" = Uuid, Path)), request_body = BanForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn ban(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(form): Json<BanForm>,
) -> Result<Committed<Done>, ApiError> {
    not_self(&admin, id)?;
    let days = form
        .days
        .and_then(|d| u32::try_from(d).ok())
        .unwrap_or(u32::MAX);
    let command = AccountCommand::Ban {
        by: admin.actor.clone(),
        reason: form.reason,
        days,
        now: OffsetDateTime::now_utc(),
    };
    run(&state, &context, &admin, id, command).await
}

/// Lifts a member's ban.
#[utoipa::path(delete, path = "/api/admin/users/{id}/ban", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
async fn unban(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let by = admin.actor.clone();
    run(&state, &context, &admin, id, AccountCommand::Unban { by }).await
}

/// Erases a member: the account can no longer sign in, its address is free again,
/// and the log keeps its history without the address or password hashes.
#[utoipa::path(delete, path = "/api/admin/users/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn erase(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    not_self(&admin, id)?;
    let account = state.accounts.load(&id.to_string()).await?;
    let email = account.email().to_string();
    let erased = run(
        &state,
        &context,
        &admin,
        id,
        AccountCommand::Erase {
            by: admin.actor.clone(),
        },
    )
    .await?;
    state
        .log
        .redact(Account::TYPE, &id.to_string(), AccountEvent::redacted)
        .await
        .map_err(ApiError::internal)?;
    if !email.is_empty() {
        state
            .claims
            .execute(
                &email_claim_id(&state.secret, &email),
                ClaimCommand::Release { user: id },
                &context.metadata(&admin.actor),
            )
            .await?;
    }
    Ok(erased)
}
