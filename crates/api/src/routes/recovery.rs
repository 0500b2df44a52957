//! Forgotten passwords: a one-time link, valid one hour, mailed to the address
//! (member-side.md sections 2, 4 and 8).

use axum::extract::State;
use axum_extra::extract::cookie::CookieJar;
use bobine_domain::accounts::{AccountCommand, check_new_password, normalize_email};
use bobine_store::Metadata;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::accounts::mailer::reset_mail;
use crate::accounts::passwords;
use crate::accounts::tokens::{email_claim_id, new_link_token, token_hash, token_user};
use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::rate_limit;
use crate::routes::account_views::{invalid_email, required, settle};
use crate::settings::Settings;
use crate::state::AppState;

pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(rate_limit::limited(
            OpenApiRouter::new().routes(routes!(forgot_password)),
            settings.auth_rate_per_minute,
            settings,
        ))
        .routes(routes!(reset_password))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ForgotForm {
    #[serde(default)]
    email: String,
}

/// The same answer whether or not the address has an account.
#[derive(Debug, Serialize, ToSchema)]
pub struct Accepted {}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResetForm {
    /// The `access_token` of the mailed link.
    #[serde(default)]
    token: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    password_confirmation: String,
}

/// Mails a reset link if the address has an account. The answer is the same, and
/// as fast, either way: the work happens after answering.
#[utoipa::path(post, path = "/api/auth/forgot-password", tag = "account", request_body = ForgotForm,
    responses((status = 200, body = Accepted), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn forgot_password(
    context: RequestContext,
    State(state): State<AppState>,
    Json(form): Json<ForgotForm>,
) -> Result<axum::Json<Accepted>, ApiError> {
    if form.email.trim().is_empty() {
        return Err(required("email"));
    }
    let email = normalize_email(&form.email).ok_or_else(|| invalid_email("email"))?;
    let metadata = context.metadata("anonymous");
    tokio::spawn(async move {
        if let Err(error) = mail_reset_link(&state, &email, &metadata).await {
            tracing::warn!(?error, "reset link not sent");
        }
    });
    Ok(axum::Json(Accepted {}))
}

async fn mail_reset_link(
    state: &AppState,
    email: &str,
    metadata: &Metadata,
) -> Result<(), ApiError> {
    let claim = state
        .claims
        .load(&email_claim_id(&state.secret, email))
        .await?;
    let Some(user) = claim.owner() else {
        return Ok(());
    };
    let (token, token_hash) = new_link_token(user);
    let command = AccountCommand::RequestPasswordReset {
        token_hash,
        now: OffsetDateTime::now_utc(),
    };
    state
        .accounts
        .execute(&user.to_string(), command, metadata)
        .await?;
    state
        .mailer
        .send(reset_mail(email, &state.settings.public_url, &token))
        .await;
    Ok(())
}

/// Sets a new password with a reset link; every session of the account ends.
#[utoipa::path(post, path = "/api/auth/reset-password", tag = "account", request_body = ResetForm,
    responses((status = 200, body = Done), (status = 422, body = ErrorBody)))]
async fn reset_password(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    Json(form): Json<ResetForm>,
) -> Result<(CookieJar, Committed<Done>), ApiError> {
    check_new_password(&form.password, &form.password_confirmation)
        .map_err(|e| ApiError::password(e, "", false))?;
    let invalid = || {
        ApiError::invalid(
            "invalid_link",
            "token",
            "Lien de réinitialisation invalide ou expiré",
        )
    };
    let user = token_user(&form.token).ok_or_else(invalid)?;
    let password_hash = passwords::hash(&form.password).await?;
    let command = AccountCommand::ResetPassword {
        token_hash: token_hash(form.token.trim()),
        password_hash,
        now: OffsetDateTime::now_utc(),
    };
    let position = state
        .accounts
        .execute(
            &user.to_string(),
            command,
            &context.metadata(&user.to_string()),
        )
        .await?;
    settle(&state, position).await;
    Ok((jar.add(state.sessions.cleared()), Committed::done(position)))
}
