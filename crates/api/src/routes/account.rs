//! A member's own account: address, password and sponsorship key
//! (docs/product.md, member side §2 "Profile", §5 and §8).

use axum::extract::State;
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_DISPOSITION, CONTENT_TYPE};
use axum::response::IntoResponse;
use axum_extra::extract::cookie::CookieJar;
use bobine_app::accounts::change_password::{self, PasswordChange};
use bobine_app::accounts::{archive, change_email, confirm_email, erase_own, referral};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::user_agent::UserAgent;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(change_email))
        .routes(routes!(confirm_email))
        .routes(routes!(change_password))
        .routes(routes!(referral, new_referral))
        .routes(routes!(erase_own_account))
        .routes(routes!(download_archive))
}

/// The archive of everything Bobine holds about the member: a ZIP of `archive.json`
/// and `index.html` (the same in French). At most one an hour (429 with
/// `Retry-After`); each download is recorded and in the audit trail.
#[utoipa::path(get, path = "/api/account/archive", tag = "account",
    responses((status = 200, content_type = "application/zip", body = Vec<u8>), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn download_archive(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
) -> Result<impl IntoResponse, ApiError> {
    let archive = archive::archive(&state, &context.origin(), member.id()).await?;
    let headers = [
        (CONTENT_TYPE, "application/zip"),
        (
            CONTENT_DISPOSITION,
            "attachment; filename=\"mes-donnees-bobine.zip\"",
        ),
        (CACHE_CONTROL, "no-store"),
    ];
    Ok((headers, archive))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct EraseForm {
    /// The account's password, checked before anything is erased.
    #[serde(default)]
    #[schema(required = true)]
    password: String,
}

/// The member erases their own account: the same erasure as an admin's, with the
/// member as the one who erased; the session ends and a last mail confirms it. A
/// wrong password is a 401 `wrong_password` and erases nothing.
#[utoipa::path(delete, path = "/api/account", tag = "account", request_body = EraseForm,
    responses((status = 200, body = Done), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn erase_own_account(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    Json(form): Json<EraseForm>,
) -> Result<(CookieJar, Committed<Done>), ApiError> {
    let position =
        erase_own::erase_own(&state, &context.origin(), member.id(), &form.password).await?;
    Ok((jar.add(state.sessions.cleared()), Committed::done(position)))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct EmailForm {
    #[serde(default)]
    new_email: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ConfirmForm {
    /// The `token` of the mailed link.
    #[serde(default)]
    #[schema(required = true)]
    token: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Confirmed {
    /// The account's address from now on.
    email: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PasswordForm {
    #[serde(default)]
    current_password: String,
    #[serde(default)]
    new_password: String,
    #[serde(default)]
    new_password_confirmation: String,
}

/// The member's sponsorship: their key (while it lasts) and who they brought.
#[derive(Debug, Serialize, ToSchema)]
pub struct Referral {
    active_key: Option<String>,
    key_uses: i64,
    max_uses: i64,
    key_expires_at: Option<String>,
    total_referrals: i64,
}

/// Mails a confirmation link to a new address; the address changes once it is
/// followed.
#[utoipa::path(post, path = "/api/account/email", tag = "account", request_body = EmailForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn change_email(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<EmailForm>,
) -> Result<Committed<Done>, ApiError> {
    let origin = context.origin();
    let position =
        change_email::change_email(&state, &origin, member.id(), &form.new_email).await?;
    Ok(Committed::done(position))
}

/// Follows a confirmation link: verifies the sign-up address, or moves the account
/// to its new address (claimed first, so that it stays unique).
#[utoipa::path(post, path = "/api/account/email/confirm", tag = "account", request_body = ConfirmForm,
    responses((status = 200, body = Confirmed), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn confirm_email(
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<ConfirmForm>,
) -> Result<Committed<Confirmed>, ApiError> {
    let confirmed = confirm_email::confirm_email(&state, &context.origin(), &form.token).await?;
    Ok(Committed {
        status: StatusCode::OK,
        position: confirmed.position,
        body: Confirmed {
            email: confirmed.email,
        },
    })
}

/// Changes the password once the current one is checked; this browser gets a fresh
/// session and every other session ends.
#[utoipa::path(post, path = "/api/account/password", tag = "account", request_body = PasswordForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody), (status = 503, body = ErrorBody)))]
async fn change_password(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    UserAgent(user_agent): UserAgent,
    Json(form): Json<PasswordForm>,
) -> Result<(CookieJar, Committed<Done>), ApiError> {
    let form = PasswordChange {
        current_password: form.current_password,
        new_password: form.new_password,
        new_password_confirmation: form.new_password_confirmation,
        user_agent,
    };
    let changed =
        change_password::change_password(&state, &context.origin(), member.id(), form).await?;
    Ok((
        jar.add(
            state
                .sessions
                .issue(member.id(), changed.session_version, changed.session),
        ),
        Committed::done(changed.position),
    ))
}

/// The member's sponsorship key and referrals.
#[utoipa::path(get, path = "/api/account/referral", tag = "account",
    responses((status = 200, body = Referral), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn referral(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<Referral>, ApiError> {
    let key = referral::referral(&state, member.id()).await?;
    Ok(axum::Json(Referral::of(key, &member)))
}

/// Generates a new sponsorship key; it replaces the previous one.
#[utoipa::path(post, path = "/api/account/referral", tag = "account",
    responses((status = 201, body = Referral), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn new_referral(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
) -> Result<Committed<Referral>, ApiError> {
    let (key, position) = referral::new_referral(&state, &context.origin(), member.id()).await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position,
        body: Referral::of(key, &member),
    })
}

impl Referral {
    fn of(key: referral::Referral, member: &Member) -> Referral {
        Referral {
            active_key: key.active_key,
            key_uses: key.key_uses,
            max_uses: key.max_uses,
            key_expires_at: key.key_expires_at,
            total_referrals: member.0.account.referrals_count,
        }
    }
}
