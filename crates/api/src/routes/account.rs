//! A member's own account: address, password and sponsorship key
//! (member-side.md "Profile", sections 5 and 8).

use axum::extract::State;
use axum::http::StatusCode;
use axum_extra::extract::cookie::CookieJar;
use bobine_domain::accounts::{
    AccountCommand, ClaimCommand, ClaimError, check_new_password, normalize_email,
};
use bobine_projections::accounts::queries;
use bobine_projections::accounts::stamp::{parse, stamp};
use bobine_store::CommandError;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::accounts::mailer::confirm_mail;
use crate::accounts::passwords;
use crate::accounts::tokens::{
    email_claim_id, new_link_token, new_referral_key, token_hash, token_user,
};
use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::routes::account_views::{invalid_email, release_claim, required, settle};
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(change_email))
        .routes(routes!(confirm_email))
        .routes(routes!(change_password))
        .routes(routes!(referral, new_referral))
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
    if form.new_email.trim().is_empty() {
        return Err(required("new_email"));
    }
    let email = normalize_email(&form.new_email).ok_or_else(|| invalid_email("new_email"))?;
    let owner = state
        .claims
        .load(&email_claim_id(&state.secret, &email))
        .await?
        .owner();
    if owner.is_some_and(|owner| owner != member.id()) {
        return Err(taken());
    }
    let (token, token_hash) = new_link_token(member.id());
    let command = AccountCommand::RequestEmailChange {
        new_email: email.clone(),
        token_hash,
        now: OffsetDateTime::now_utc(),
    };
    let id = member.id().to_string();
    let position = state
        .accounts
        .execute(&id, command, &context.metadata(&id))
        .await?;
    state
        .mailer
        .send(confirm_mail(&email, &state.settings.public_url, &token))
        .await;
    Ok(Committed::done(position))
}

fn taken() -> ApiError {
    CommandError::Rejected(ClaimError::Taken).into()
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
    let invalid = || {
        ApiError::invalid(
            "invalid_link",
            "token",
            "Lien de confirmation invalide ou expiré",
        )
    };
    let user = token_user(&form.token).ok_or_else(invalid)?;
    let id = user.to_string();
    let now = OffsetDateTime::now_utc();
    let hash = token_hash(form.token.trim());
    let account = state.accounts.load(&id).await?;
    let email = account
        .email_confirmed_by(&hash, now)
        .filter(|_| account.exists())
        .ok_or_else(invalid)?
        .to_string();
    let metadata = context.metadata(&id);
    let moving = email != account.email();
    let new_claim = email_claim_id(&state.secret, &email);
    if moving {
        state
            .claims
            .execute(&new_claim, ClaimCommand::Claim { user }, &metadata)
            .await?;
    }
    let confirmed = state
        .accounts
        .execute(
            &id,
            AccountCommand::ConfirmEmail {
                token_hash: hash,
                now,
            },
            &metadata,
        )
        .await;
    let position = match confirmed {
        Ok(position) => position,
        Err(error) => {
            if moving {
                release_claim(&state, &new_claim, user, &metadata).await;
            }
            return Err(error.into());
        }
    };
    if moving {
        let old_claim = email_claim_id(&state.secret, account.email());
        release_claim(&state, &old_claim, user, &metadata).await;
    }
    settle(&state, position).await;
    Ok(Committed {
        status: StatusCode::OK,
        position,
        body: Confirmed { email },
    })
}

/// Changes the password once the current one is checked; this browser gets a fresh
/// session and every other session ends.
#[utoipa::path(post, path = "/api/account/password", tag = "account", request_body = PasswordForm,
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn change_password(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    Json(form): Json<PasswordForm>,
) -> Result<(CookieJar, Committed<Done>), ApiError> {
    if form.current_password.is_empty() {
        return Err(required("current_password"));
    }
    check_new_password(&form.new_password, &form.new_password_confirmation)
        .map_err(|e| ApiError::password(e, "new_", true))?;
    let id = member.id().to_string();
    let account = state.accounts.load(&id).await?;
    if !passwords::verify(&form.current_password, account.password_hash()).await? {
        return Err(ApiError::invalid(
            "wrong_password",
            "current_password",
            "Le mot de passe actuel est incorrect",
        ));
    }
    let password_hash = passwords::hash(&form.new_password).await?;
    let position = state
        .accounts
        .execute(
            &id,
            AccountCommand::ChangePassword { password_hash },
            &context.metadata(&id),
        )
        .await?;
    let version = state.accounts.load(&id).await?.session_version();
    settle(&state, position).await;
    Ok((
        jar.add(state.sessions.issue(member.id(), version)),
        Committed::done(position),
    ))
}

/// The member's sponsorship key and referrals.
#[utoipa::path(get, path = "/api/account/referral", tag = "account",
    responses((status = 200, body = Referral), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn referral(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<Referral>, ApiError> {
    let key = queries::referral_key_of(state.read.reads(), &member.id().to_string()).await?;
    let now = OffsetDateTime::now_utc();
    let key = key.filter(|k| parse(&k.expires_at).is_some_and(|t| t > now));
    Ok(axum::Json(Referral {
        key_uses: key.as_ref().map_or(0, |k| k.uses),
        max_uses: key
            .as_ref()
            .map_or(i64::from(state.settings.referral_max_uses), |k| k.max_uses),
        key_expires_at: key.as_ref().map(|k| k.expires_at.clone()),
        active_key: key.map(|k| k.key),
        total_referrals: member.0.account.referrals_count,
    }))
}

/// Generates a new sponsorship key; it replaces the previous one.
#[utoipa::path(post, path = "/api/account/referral", tag = "account",
    responses((status = 201, body = Referral), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn new_referral(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
) -> Result<Committed<Referral>, ApiError> {
    let now = OffsetDateTime::now_utc();
    let (key, max_uses) = (new_referral_key(), state.settings.referral_max_uses);
    let lifetime = time::Duration::days(i64::from(state.settings.referral_days));
    let id = member.id().to_string();
    let command = AccountCommand::GenerateReferralKey {
        key: key.clone(),
        max_uses,
        lifetime,
        now,
    };
    let position = state
        .accounts
        .execute(&id, command, &context.metadata(&id))
        .await?;
    // Whoever types the key next, from any browser, finds it on this node.
    settle(&state, position).await;
    Ok(Committed {
        status: StatusCode::CREATED,
        position,
        body: Referral {
            active_key: Some(key),
            key_uses: 0,
            max_uses: i64::from(max_uses),
            key_expires_at: Some(stamp(now + lifetime)),
            total_referrals: member.0.account.referrals_count,
        },
    })
}
