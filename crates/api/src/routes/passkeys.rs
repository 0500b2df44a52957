//! Passkeys over HTTP (issue 34; docs/adr/0050-passkeys.md; the workflows are
//! `bobine_app::accounts::passkeys`): a member registers, lists and removes theirs,
//! and anyone signs in with one, instead of a password or at its second step.

use axum::extract::State;
use axum::http::StatusCode;
use axum_extra::extract::cookie::CookieJar;
use bobine_app::Settings;
use bobine_app::accounts::passkeys::{register, sign_in};
use bobine_projections::security::queries::PasskeyEntry;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::user_agent::UserAgent;
use crate::rate_limit;
use crate::routes::auth::SignedInBody;
use crate::state::AppState;

pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(registration_options))
        .routes(routes!(add_passkey, list_passkeys))
        .routes(routes!(remove_passkey))
        .merge(rate_limit::limited(
            OpenApiRouter::new()
                .routes(routes!(sign_in_options))
                .routes(routes!(sign_in_with_passkey)),
            settings.auth_rate_per_minute,
            settings,
        ))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PasskeyPasswordForm {
    #[serde(default)]
    #[schema(required = true)]
    password: String,
}

/// A ceremony begun: what `navigator.credentials.create()` or `.get()` needs, and the
/// sealed state to send back with the browser's answer within five minutes.
#[derive(Debug, Serialize, ToSchema)]
pub struct CeremonyOptions {
    /// Opaque: send it back as it is.
    ceremony: String,
    /// The WebAuthn options (`publicKey`), binary fields in base64url.
    #[schema(value_type = Object)]
    public_key: Value,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct AddForm {
    /// What `POST /api/account/passkeys/options` answered.
    #[serde(default)]
    #[schema(required = true)]
    ceremony: String,
    /// The name the member gives the passkey (1 to 60 characters).
    #[serde(default)]
    #[schema(required = true, pattern = r"\S", max_length = 60)]
    name: String,
    /// The browser's `PublicKeyCredential` (its JSON form: binary fields in base64url).
    #[serde(default)]
    #[schema(required = true, value_type = Object)]
    credential: Value,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PasskeyAdded {
    id: Uuid,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct SignInOptionsForm {
    /// The password step's challenge, for its second step: the options then ask for
    /// one of that account's passkeys. Absent: any passkey of this site.
    #[serde(default)]
    challenge: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct PasskeyAnswer {
    /// What `POST /api/auth/passkey/options` answered.
    #[serde(default)]
    #[schema(required = true)]
    ceremony: String,
    /// The browser's `PublicKeyCredential` (its JSON form: binary fields in base64url).
    #[serde(default)]
    #[schema(required = true, value_type = Object)]
    credential: Value,
}

/// Begins registering a passkey, once the password is checked: the options for
/// `navigator.credentials.create()` (a discoverable credential).
#[utoipa::path(post, path = "/api/account/passkeys/options", tag = "account", request_body = PasskeyPasswordForm,
    responses((status = 200, body = CeremonyOptions), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn registration_options(
    member: Member,
    State(state): State<AppState>,
    Json(form): Json<PasskeyPasswordForm>,
) -> Result<axum::Json<CeremonyOptions>, ApiError> {
    let options = register::options(&state, member.id(), &form.password).await?;
    Ok(axum::Json(CeremonyOptions {
        ceremony: options.ceremony,
        public_key: options.public_key,
    }))
}

/// Registers the passkey the browser created, under a name: sign-ins with the
/// password now ask for a passkey (or a code) too. 401 `challenge_expired` after
/// five minutes; 422 for an answer that does not verify (another site's:
/// `passkey_wrong_origin`); 409 `passkey_exists`.
#[utoipa::path(post, path = "/api/account/passkeys", tag = "account", request_body = AddForm,
    responses((status = 201, body = PasskeyAdded), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn add_passkey(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<AddForm>,
) -> Result<Committed<PasskeyAdded>, ApiError> {
    let (id, position) = register::finish(
        &state,
        &context.origin(),
        member.id(),
        &form.ceremony,
        form.credential,
        &form.name,
    )
    .await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position,
        body: PasskeyAdded { id },
    })
}

/// The member's passkeys, oldest first, with their last use.
#[utoipa::path(get, path = "/api/account/passkeys", tag = "account",
    responses((status = 200, body = Vec<PasskeyEntry>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn list_passkeys(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<PasskeyEntry>>, ApiError> {
    Ok(axum::Json(register::list(&state, member.id()).await?))
}

/// Removes one of the member's passkeys, with the password; 404 for a passkey not
/// theirs.
#[utoipa::path(delete, path = "/api/account/passkeys/{id}", tag = "account", params(("id" = Uuid, Path)),
    request_body = PasskeyPasswordForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn remove_passkey(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(form): Json<PasskeyPasswordForm>,
) -> Result<Committed<Done>, ApiError> {
    let origin = context.origin();
    let position = register::remove(&state, &origin, member.id(), id, &form.password).await?;
    Ok(Committed::done(position))
}

/// Begins a passkey sign-in: the options for `navigator.credentials.get()`. With the
/// password step's `challenge`, for that account's passkeys (401
/// `challenge_expired` once it is five minutes old).
#[utoipa::path(post, path = "/api/auth/passkey/options", tag = "account", request_body = SignInOptionsForm,
    responses((status = 200, body = CeremonyOptions), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody)))]
async fn sign_in_options(
    State(state): State<AppState>,
    Json(form): Json<SignInOptionsForm>,
) -> Result<axum::Json<CeremonyOptions>, ApiError> {
    let options = sign_in::options(&state, form.challenge.as_deref()).await?;
    Ok(axum::Json(CeremonyOptions {
        ceremony: options.ceremony,
        public_key: options.public_key,
    }))
}

/// Signs in with a passkey: the browser's answer to the ceremony opens the session.
/// 401 `challenge_expired` (five minutes, or answered already), `passkey_refused`,
/// `passkey_wrong_origin` (another site's answer) or `passkey_replayed` (the
/// authenticator's counter did not grow), each counted as a failed sign-in.
#[utoipa::path(post, path = "/api/auth/passkey", tag = "account", request_body = PasskeyAnswer,
    responses((status = 200, body = SignedInBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
async fn sign_in_with_passkey(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    UserAgent(user_agent): UserAgent,
    Json(form): Json<PasskeyAnswer>,
) -> Result<(CookieJar, Committed<SignedInBody>), ApiError> {
    let answer = sign_in::Answer {
        ceremony: form.ceremony,
        credential: form.credential,
        user_agent,
    };
    let signed_in = sign_in::finish_sign_in(&state, &context.origin(), answer).await?;
    Ok(SignedInBody::completed(&state, jar, signed_in))
}
