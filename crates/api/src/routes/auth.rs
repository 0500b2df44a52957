//! Sign-up, sign-in, sign-out and the session (docs/product.md, member side §2, §4, §5 and
//! §7, and HTTP contract "Session and account").

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum_extra::extract::cookie::CookieJar;
use bobine_app::Settings;
use bobine_app::accounts::Profile;
use bobine_app::accounts::captcha::Challenge;
use bobine_app::accounts::login::{self, Credentials, LoggedIn, SignIn};
use bobine_app::accounts::register::{self, Registration};
use bobine_app::settings::StaffTwoFactor;
use bobine_projections::accounts::queries::BanView;
use bobine_projections::accounts::stamp::stamp;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{SignedIn, Viewer};
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::user_agent::UserAgent;
use crate::rate_limit;
use crate::routes::account_views::UserView;
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
    #[schema(required = true)]
    email: String,
    #[serde(default)]
    #[schema(required = true)]
    password: String,
    #[serde(default)]
    #[schema(required = true)]
    password_confirmation: String,
    #[serde(default)]
    #[schema(required = true)]
    captcha_id: String,
    #[serde(default)]
    #[schema(required = true)]
    captcha_answer: String,
    /// A sponsorship key; required when `BOBINE_REQUIRE_REFERRAL` is true.
    #[serde(default)]
    referral_key: Option<String>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct LoginForm {
    #[serde(default)]
    #[schema(required = true)]
    email: String,
    #[serde(default)]
    #[schema(required = true)]
    password: String,
}

/// The signed-in account, answered by sign-up and sign-in.
#[derive(Debug, Serialize, ToSchema)]
pub struct SignedInBody {
    user: UserView,
}

impl SignedInBody {
    pub fn of(profile: Profile) -> SignedInBody {
        SignedInBody {
            user: profile.into(),
        }
    }

    /// A sign-in completed at a later step (a code, a passkey): its session's cookie
    /// and the account, at the position of its events.
    pub fn completed(
        state: &AppState,
        jar: CookieJar,
        signed_in: LoggedIn,
    ) -> (CookieJar, Committed<SignedInBody>) {
        let cookie = state.sessions.issue(
            signed_in.profile.id,
            signed_in.session_version,
            signed_in.session,
        );
        let committed = Committed {
            status: StatusCode::OK,
            position: signed_in.position,
            body: SignedInBody::of(signed_in.profile),
        };
        (jar.add(cookie), committed)
    }
}

/// The password was right, and the account has a second factor: no session yet;
/// `POST /api/auth/login/two-factor` with this challenge and a code, within five
/// minutes, opens it.
#[derive(Debug, Serialize, ToSchema)]
pub struct SecondStepBody {
    /// Always true.
    two_factor_required: bool,
    challenge: String,
    /// The authenticator app is on: a code or a recovery code passes.
    totp: bool,
    /// The account has passkeys: `POST /api/auth/passkey/options` with this
    /// challenge asks for one of them (docs/adr/0050-passkeys.md).
    passkey: bool,
}

/// What a sign-in answers: the account signed in, or the second step it needs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(untagged)]
pub enum LoginAnswer {
    SignedIn(SignedInBody),
    SecondStep(SecondStepBody),
}

/// The settings that change what the sign-in screens show.
#[derive(Debug, Serialize, ToSchema)]
pub struct PublicSettings {
    /// Visitors may browse without an account.
    public_catalogue: bool,
    /// Sign-up needs a sponsorship key.
    require_referral: bool,
    /// Whether admins and analysts must have a second factor (a banner asks them
    /// to enrol when it is optional).
    staff_two_factor: StaffTwoFactor,
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
    axum::Json(state.captchas.issue(state.clock.now()))
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
            staff_two_factor: state.settings.staff_two_factor,
        },
    })
}

/// Creates an account and signs it in; a link to confirm the address is mailed.
#[utoipa::path(post, path = "/api/auth/register", tag = "account", request_body = RegisterForm,
    responses((status = 201, body = SignedInBody), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
async fn register(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    UserAgent(user_agent): UserAgent,
    Json(form): Json<RegisterForm>,
) -> Result<(CookieJar, Committed<SignedInBody>), ApiError> {
    let form = Registration {
        email: form.email,
        password: form.password,
        password_confirmation: form.password_confirmation,
        captcha_id: form.captcha_id,
        captcha_answer: form.captcha_answer,
        referral_key: form.referral_key,
        user_agent,
    };
    let new = register::register(&state, &context.origin(), form).await?;
    let user = UserView {
        id: new.user,
        email: new.email,
        is_admin: false,
        is_analyst: false,
        two_factor: false,
        totp: false,
        created_at: stamp(new.created_at),
        email_confirmed_at: None,
    };
    let committed = Committed {
        status: StatusCode::CREATED,
        position: new.position,
        body: SignedInBody { user },
    };
    Ok((
        jar.add(state.sessions.issue(new.user, 0, new.session)),
        committed,
    ))
}

/// Signs in. A banned member may sign in: the session then carries the ban. An
/// account with a second factor gets `two_factor_required` and a challenge instead
/// of a session. Five failed passwords or codes for one account within 15 minutes
/// slow its next attempts (429, `Retry-After`), from any address.
#[utoipa::path(post, path = "/api/auth/login", tag = "account", request_body = LoginForm,
    responses((status = 200, body = LoginAnswer), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody), (status = 503, body = ErrorBody)))]
async fn login(
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    UserAgent(user_agent): UserAgent,
    Json(form): Json<LoginForm>,
) -> Result<Response, ApiError> {
    let credentials = Credentials {
        email: form.email,
        password: form.password,
        user_agent,
    };
    let signed_in = match login::login(&state, &context.origin(), credentials).await? {
        SignIn::Done(signed_in) => signed_in,
        SignIn::SecondStep {
            challenge,
            totp,
            passkey,
        } => {
            let body = LoginAnswer::SecondStep(SecondStepBody {
                two_factor_required: true,
                challenge,
                totp,
                passkey,
            });
            return Ok(axum::Json(body).into_response());
        }
    };
    let session = state.sessions.issue(
        signed_in.profile.id,
        signed_in.session_version,
        signed_in.session,
    );
    let committed = Committed {
        status: StatusCode::OK,
        position: signed_in.position,
        body: LoginAnswer::SignedIn(SignedInBody::of(signed_in.profile)),
    };
    Ok((jar.add(session), committed).into_response())
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
    let position = login::logout(&state, &context.origin(), signed_in.id).await?;
    Ok((jar.add(state.sessions.cleared()), Committed::done(position)))
}
