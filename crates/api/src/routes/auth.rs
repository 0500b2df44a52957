//! Sign-up, sign-in, sign-out and the session (member-side.md sections 2, 4, 5 and
//! 7; API.md "Session and account").

use axum::extract::State;
use axum::http::StatusCode;
use axum_extra::extract::cookie::CookieJar;
use bobine_domain::accounts::{AccountCommand, ClaimCommand, check_new_password, normalize_email};
use bobine_projections::accounts::queries::{self, BanView};
use bobine_projections::accounts::stamp::{parse, stamp};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::accounts::captcha::Challenge;
use crate::accounts::mailer::confirm_mail;
use crate::accounts::passwords;
use crate::accounts::tokens::{email_claim_id, new_link_token};
use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{SignedIn, Viewer};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::rate_limit;
use crate::routes::account_views::{UserView, invalid_email, release_claim, required, settle};
use crate::settings::Settings;
use crate::state::AppState;

pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(captcha))
        .routes(routes!(session))
        .routes(routes!(logout))
        .merge(rate_limit::limited(
            OpenApiRouter::new().routes(routes!(register)),
            settings.auth_rate_per_minute,
            settings,
        ))
        .merge(rate_limit::limited(
            OpenApiRouter::new().routes(routes!(login)),
            settings.auth_rate_per_minute,
            settings,
        ))
}

/// The sign-up form. Missing fields count as empty, so they get the spec's message.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RegisterForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
    #[serde(default)]
    password_confirmation: String,
    #[serde(default)]
    captcha_id: String,
    #[serde(default)]
    captcha_answer: String,
    /// A sponsorship key; required when `BOBINE_REQUIRE_REFERRAL` is true.
    #[serde(default)]
    referral_key: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: String,
}

/// The signed-in account, answered by sign-up and sign-in.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignedInBody {
    user: UserView,
}

/// The settings that change what the sign-in screens show.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublicSettings {
    /// Visitors may browse without an account.
    public_catalogue: bool,
    /// Sign-up needs a sponsorship key.
    require_referral: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SessionBody {
    user: Option<UserView>,
    /// The ban in force, if the member is banned (the client then shows only the
    /// ban screen).
    ban: Option<BanView>,
    settings: PublicSettings,
}

/// A new sign-up challenge; the answer stays on the server.
#[utoipa::path(get, path = "/api/captcha", tag = "account", responses((status = 200, body = Challenge)))]
async fn captcha(State(state): State<AppState>) -> axum::Json<Challenge> {
    axum::Json(state.captchas.issue(OffsetDateTime::now_utc()))
}

/// Who is signed in, their ban if any, and the sign-up settings.
#[utoipa::path(get, path = "/api/auth/session", tag = "account", responses((status = 200, body = SessionBody)))]
async fn session(Viewer(viewer): Viewer, State(state): State<AppState>) -> axum::Json<SessionBody> {
    axum::Json(SessionBody {
        ban: viewer.as_ref().and_then(|v| v.ban.clone()),
        user: viewer.map(|v| UserView::from_row(&v.account)),
        settings: PublicSettings {
            public_catalogue: state.settings.public_catalogue,
            require_referral: state.settings.require_referral,
        },
    })
}

/// Creates an account and signs it in; a link to confirm the address is mailed.
#[utoipa::path(post, path = "/api/auth/register", tag = "account", request_body = RegisterForm,
    responses((status = 201, body = SignedInBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody)))]
async fn register(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    Json(form): Json<RegisterForm>,
) -> Result<(CookieJar, Committed<SignedInBody>), ApiError> {
    let now = OffsetDateTime::now_utc();
    for (field, value) in [
        ("email", form.email.trim()),
        ("password", form.password.as_str()),
        ("password_confirmation", form.password_confirmation.as_str()),
        ("captcha_answer", form.captcha_answer.trim()),
    ] {
        if value.is_empty() {
            return Err(required(field));
        }
    }
    let email = normalize_email(&form.email).ok_or_else(|| invalid_email("email"))?;
    check_new_password(&form.password, &form.password_confirmation)
        .map_err(|e| ApiError::password(e, "", false))?;
    let key = form
        .referral_key
        .as_deref()
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(str::to_uppercase);
    if state.settings.require_referral && key.is_none() {
        return Err(ApiError::invalid(
            "referral_required",
            "referral_key",
            "Une clé de parrainage est requise pour s'inscrire",
        ));
    }
    let sponsor = match &key {
        None => None,
        Some(key) => Some(
            queries::referral_key(state.read.reads(), key)
                .await?
                .filter(|k| k.uses < k.max_uses && parse(&k.expires_at).is_some_and(|t| t > now))
                .map(|k| k.user_id)
                .ok_or_else(|| {
                    ApiError::invalid(
                        "referral_invalid",
                        "referral_key",
                        "Clé de parrainage invalide, expirée ou épuisée",
                    )
                })?,
        ),
    };
    if !state
        .captchas
        .check(&form.captcha_id, &form.captcha_answer, now)
    {
        return Err(ApiError::invalid(
            "captcha_incorrect",
            "captcha_answer",
            "Réponse au captcha incorrecte. Veuillez réessayer.",
        ));
    }
    let password_hash = passwords::hash(&form.password).await?;
    let user = Uuid::now_v7();
    let metadata = context.metadata(&user.to_string());
    let claim = email_claim_id(&state.secret, &email);
    state
        .claims
        .execute(&claim, ClaimCommand::Claim { user }, &metadata)
        .await?;
    if let (Some(sponsor), Some(key)) = (&sponsor, key) {
        let used = AccountCommand::UseReferralKey {
            key,
            new_user: user,
            now,
        };
        if let Err(error) = state.accounts.execute(sponsor, used, &metadata).await {
            release_claim(&state, &claim, user, &metadata).await;
            return Err(error.into());
        }
    }
    let (token, confirm_token_hash) = new_link_token(user);
    let registered = AccountCommand::Register {
        email: email.clone(),
        password_hash,
        referred_by: sponsor.and_then(|s| Uuid::parse_str(&s).ok()),
        confirm_token_hash,
        now,
    };
    let position = match state
        .accounts
        .execute(&user.to_string(), registered, &metadata)
        .await
    {
        Ok(position) => position,
        Err(error) => {
            release_claim(&state, &claim, user, &metadata).await;
            return Err(error.into());
        }
    };
    state
        .mailer
        .send(confirm_mail(&email, &state.settings.public_url, &token))
        .await;
    settle(&state, position).await;
    let body = SignedInBody {
        user: UserView {
            id: user,
            email,
            is_admin: false,
            created_at: stamp(now),
            email_confirmed_at: None,
        },
    };
    Ok((
        jar.add(state.sessions.issue(user, 0)),
        Committed {
            status: StatusCode::CREATED,
            position,
            body,
        },
    ))
}

fn wrong_credentials() -> ApiError {
    ApiError::new(
        StatusCode::UNAUTHORIZED,
        "invalid_credentials",
        "Email ou mot de passe incorrect",
    )
}

/// Signs in. A banned member may sign in: the session then carries the ban.
#[utoipa::path(post, path = "/api/auth/login", tag = "account", request_body = LoginForm,
    responses((status = 200, body = SignedInBody), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody)))]
async fn login(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    Json(form): Json<LoginForm>,
) -> Result<(CookieJar, Committed<SignedInBody>), ApiError> {
    if form.email.trim().is_empty() || form.password.is_empty() {
        return Err(ApiError::invalid(
            "required",
            if form.email.trim().is_empty() {
                "email"
            } else {
                "password"
            },
            "Veuillez saisir votre email et votre mot de passe",
        ));
    }
    let owner = match normalize_email(&form.email) {
        Some(email) => state
            .claims
            .load(&email_claim_id(&state.secret, &email))
            .await?
            .owner(),
        None => None,
    };
    let Some(user) = owner else {
        passwords::verify_nothing(&form.password).await?;
        return Err(wrong_credentials());
    };
    let account = state.accounts.load(&user.to_string()).await?;
    if !account.exists() || !passwords::verify(&form.password, account.password_hash()).await? {
        return Err(wrong_credentials());
    }
    let now = OffsetDateTime::now_utc();
    let position = state
        .accounts
        .execute(
            &user.to_string(),
            AccountCommand::RecordSignIn { now },
            &context.metadata(&user.to_string()),
        )
        .await?;
    settle(&state, position).await;
    let user_view = match queries::account(state.read.reads(), &user.to_string()).await? {
        Some(row) => UserView::from_row(&row),
        None => UserView {
            id: user,
            email: account.email().to_string(),
            is_admin: account.is_admin(),
            created_at: stamp(now),
            email_confirmed_at: None,
        },
    };
    Ok((
        jar.add(state.sessions.issue(user, account.session_version())),
        Committed {
            status: StatusCode::OK,
            position,
            body: SignedInBody { user: user_view },
        },
    ))
}

/// Signs out everywhere: every session of the account ends.
#[utoipa::path(post, path = "/api/auth/logout", tag = "account",
    responses((status = 200, body = Done), (status = 401, body = ErrorBody)))]
async fn logout(
    signed_in: SignedIn,
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
) -> Result<(CookieJar, Committed<Done>), ApiError> {
    let id = signed_in.id.to_string();
    let position = state
        .accounts
        .execute(&id, AccountCommand::LogOut, &context.metadata(&id))
        .await?;
    settle(&state, position).await;
    Ok((jar.add(state.sessions.cleared()), Committed::done(position)))
}
