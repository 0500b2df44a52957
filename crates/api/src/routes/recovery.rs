//! Forgotten passwords: a one-time link, valid one hour, mailed to the address
//! (docs/product.md, member side §2, §4 and §8).

use axum::extract::State;
use axum_extra::extract::cookie::CookieJar;
use bobine_app::Settings;
use bobine_app::accounts::password_reset::{self, Reset};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::rate_limit;
use crate::state::AppState;

pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .merge(rate_limit::limited(
            OpenApiRouter::new().routes(routes!(forgot_password)),
            settings.auth_rate_per_minute,
            settings,
        ))
        .merge(rate_limit::limited(
            OpenApiRouter::new().routes(routes!(reset_password)),
            settings.auth_rate_per_minute,
            settings,
        ))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ForgotForm {
    #[serde(default)]
    #[schema(required = true)]
    email: String,
}

/// The same answer whether or not the address has an account.
#[derive(Debug, Serialize, ToSchema)]
pub struct Accepted {}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ResetForm {
    /// The `access_token` of the mailed link.
    #[serde(default)]
    #[schema(required = true)]
    token: String,
    #[serde(default)]
    #[schema(required = true)]
    password: String,
    #[serde(default)]
    #[schema(required = true)]
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
    password_reset::forgot_password(state.app.clone(), &context.origin(), &form.email)?;
    Ok(axum::Json(Accepted {}))
}

/// Sets a new password with a reset link; every session of the account ends.
#[utoipa::path(post, path = "/api/auth/reset-password", tag = "account", request_body = ResetForm,
    responses((status = 200, body = Done), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody),
        (status = 503, body = ErrorBody)))]
async fn reset_password(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    Json(form): Json<ResetForm>,
) -> Result<(CookieJar, Committed<Done>), ApiError> {
    let form = Reset {
        token: form.token,
        password: form.password,
        password_confirmation: form.password_confirmation,
    };
    let position = password_reset::reset_password(&state, &context.origin(), form).await?;
    Ok((jar.add(state.sessions.cleared()), Committed::done(position)))
}
