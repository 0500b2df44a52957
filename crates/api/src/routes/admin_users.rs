//! User management (docs/product.md, admin area §2 "User management", §4 "User", §5 "Ban"
//! and §6): the list and its counters, admin rights, bans, erasure and a mail to a
//! member.

use axum::extract::State;
use bobine_app::accounts::ban::{self, BanOrder};
use bobine_app::accounts::list::{self, UserPage, UserQuery};
use bobine_app::accounts::mail_member::{self, MemberMail};
use bobine_app::accounts::{erase, roles};
use bobine_domain::accounts::BAN_DAYS;
use bobine_projections::accounts::queries::{self, UserStats};
use serde::Deserialize;
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
        .routes(routes!(list_users))
        .routes(routes!(user_stats))
        .routes(routes!(grant_admin, revoke_admin))
        .routes(routes!(grant_analyst, revoke_analyst))
        .routes(routes!(ban, unban))
        .routes(routes!(erase))
        .routes(routes!(mail))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct BanForm {
    #[serde(default)]
    #[schema(required = true)]
    reason: String,
    /// 1, 3, 7, 14, 30, 90 or 365; 0 for a permanent ban.
    #[serde(default, deserialize_with = "crate::extract::json::whole_number")]
    #[schema(value_type = BanDays, required = true)]
    days: Option<i64>,
}

/// How the document states a ban's `days`: one of the durations the admin's dialog
/// offers (`BAN_DAYS`).
pub struct BanDays;

impl utoipa::PartialSchema for BanDays {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::Type::Integer)
            .enum_values(Some(BAN_DAYS))
            .description(Some(
                "1, 3, 7, 14, 30, 90 or 365 days; 0 for a permanent ban.",
            ))
            .into()
    }
}

impl utoipa::ToSchema for BanDays {}

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
#[utoipa::path(get, path = "/api/admin/users", tag = "admin", params(UserQuery),
    responses((status = 200, body = UserPage), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_users(
    _: Admin,
    State(state): State<AppState>,
    Query(query): Query<UserQuery>,
) -> Result<axum::Json<UserPage>, ApiError> {
    Ok(axum::Json(list::users(&state, &query).await?))
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
