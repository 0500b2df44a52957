//! Second factors over HTTP (issue 34; docs/adr/0045-two-factors.md; the workflows
//! are `bobine_app::accounts::two_factor`): a member enrols an authenticator app and
//! turns it off, a sign-in's second step, an admin's reset for a lost phone, and the
//! member's security log.

use axum::extract::State;
use axum::http::StatusCode;
use axum_extra::extract::cookie::CookieJar;
use bobine_app::Settings;
use bobine_app::accounts::security;
use bobine_app::accounts::two_factor::enrol;
use bobine_app::accounts::two_factor::sign_in::{self, SecondStep};
use bobine_projections::security::queries::SecurityEntry;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{Admin, Member};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::user_agent::UserAgent;
use crate::rate_limit;
use crate::routes::auth::SignedInBody;
use crate::state::AppState;

pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(start_totp))
        .routes(routes!(confirm_totp))
        .routes(routes!(disable))
        .routes(routes!(reset))
        .routes(routes!(security_log))
        .merge(rate_limit::limited(
            OpenApiRouter::new().routes(routes!(second_step)),
            settings.auth_rate_per_minute,
            settings,
        ))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct EnrolForm {
    #[serde(default)]
    #[schema(required = true)]
    password: String,
}

/// What the member's authenticator app needs, shown this once.
#[derive(Debug, Serialize, ToSchema)]
pub struct TotpEnrolment {
    /// The secret written out (base 32), for typing it in.
    secret: String,
    otpauth_uri: String,
    /// The `otpauth://` link as a QR code, an SVG document.
    qr_svg: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct CodeForm {
    #[serde(default)]
    #[schema(required = true)]
    code: String,
}

/// The ten recovery codes, shown this once.
#[derive(Debug, Serialize, ToSchema)]
pub struct RecoveryCodes {
    recovery_codes: Vec<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct DisableForm {
    #[serde(default)]
    #[schema(required = true)]
    password: String,
    /// An authenticator code or a recovery code.
    #[serde(default)]
    #[schema(required = true)]
    code: String,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SecondStepForm {
    /// What the password step answered.
    #[serde(default)]
    #[schema(required = true)]
    challenge: String,
    /// An authenticator code or a recovery code; a blank one is refused (422).
    #[serde(default)]
    #[schema(required = true, pattern = r"\S")]
    code: String,
}

/// Begins enrolling an authenticator app: the password is checked, a new secret is
/// made; it counts only once confirmed with a code.
#[utoipa::path(post, path = "/api/account/two-factor/totp", tag = "account", request_body = EnrolForm,
    responses((status = 200, body = TotpEnrolment), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn start_totp(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<EnrolForm>,
) -> Result<axum::Json<TotpEnrolment>, ApiError> {
    let enrolment = enrol::start(&state, &context.origin(), member.id(), &form.password).await?;
    Ok(axum::Json(TotpEnrolment {
        secret: enrolment.secret,
        otpauth_uri: enrolment.otpauth_uri,
        qr_svg: enrolment.qr_svg,
    }))
}

/// Confirms the enrolment with one code: sign-ins now need a second step; answers
/// ten recovery codes, never shown again.
#[utoipa::path(post, path = "/api/account/two-factor/totp/confirm", tag = "account", request_body = CodeForm,
    responses((status = 200, body = RecoveryCodes), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn confirm_totp(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<CodeForm>,
) -> Result<Committed<RecoveryCodes>, ApiError> {
    let (recovery_codes, position) =
        enrol::confirm(&state, &context.origin(), member.id(), &form.code).await?;
    Ok(Committed {
        status: StatusCode::OK,
        position,
        body: RecoveryCodes { recovery_codes },
    })
}

/// Turns the second factor off, with the password and a code.
#[utoipa::path(delete, path = "/api/account/two-factor", tag = "account", request_body = DisableForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn disable(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<DisableForm>,
) -> Result<Committed<Done>, ApiError> {
    let origin = context.origin();
    let position = enrol::disable(&state, &origin, member.id(), &form.password, &form.code).await?;
    Ok(Committed::done(position))
}

/// The second step of a sign-in: the challenge and a code (each code once) open the
/// session. 401 `invalid_code` (counted as a failure) or `challenge_expired` (after
/// five minutes: sign in again).
#[utoipa::path(post, path = "/api/auth/login/two-factor", tag = "account", request_body = SecondStepForm,
    responses((status = 200, body = SignedInBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
async fn second_step(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    UserAgent(user_agent): UserAgent,
    Json(form): Json<SecondStepForm>,
) -> Result<(CookieJar, Committed<SignedInBody>), ApiError> {
    let step = SecondStep {
        challenge: form.challenge,
        code: form.code,
        user_agent,
    };
    let signed_in = sign_in::second_step(&state, &context.origin(), step).await?;
    Ok(SignedInBody::completed(&state, jar, signed_in))
}

/// Removes another member's second factors (a lost phone), recorded in the audit
/// trail; never one's own.
#[utoipa::path(delete, path = "/api/admin/users/{id}/two-factor", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn reset(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = enrol::reset(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// The member's security log: the last 50 sign-ins, refused attempts, second-factor
/// changes and ended sessions, newest first.
#[utoipa::path(get, path = "/api/account/security", tag = "account",
    responses((status = 200, body = Vec<SecurityEntry>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn security_log(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<SecurityEntry>>, ApiError> {
    Ok(axum::Json(security::list(&state, member.id()).await?))
}
