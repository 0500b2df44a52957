//! Sign-in and sign-out (docs/product.md, member side §4 and §5). A banned member may sign
//! in: the session then carries the ban. An account with a second factor signs in in
//! two steps (`super::two_factor::sign_in`); every account's sign-ins are slowed
//! after five failures within 15 minutes.

use bobine_domain::accounts::{AccountCommand, SignInStep, normalize_email};
use bobine_projections::accounts::queries;
use bobine_projections::accounts::stamp::stamp;
use bobine_store::Position;
use uuid::Uuid;

use super::Profile;
use super::claim::owner;
use super::sessions::device_of;
use super::two_factor::codes::challenge;
use super::two_factor::notify;
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::Origin;
use crate::settings::StaffTwoFactor;

/// The sign-in form, as typed.
#[derive(Debug, Clone, Default)]
pub struct Credentials {
    pub email: String,
    pub password: String,
    /// The browser's `User-Agent`: the session is named after it.
    pub user_agent: String,
}

/// A successful sign-in: who, and the session version its session must carry.
#[derive(Debug, Clone)]
pub struct LoggedIn {
    pub profile: Profile,
    pub session_version: u32,
    /// The session opened: its id goes in the cookie.
    pub session: Uuid,
    pub position: Position,
}

fn wrong_credentials() -> AppError {
    AppError::new(
        ErrorKind::Unauthenticated,
        "invalid_credentials",
        "Email ou mot de passe incorrect",
    )
}

/// Where a correct password leads: a session, or the second step for an account
/// with a second factor (docs/adr/0045-two-factors.md).
#[derive(Debug, Clone)]
pub enum SignIn {
    Done(LoggedIn),
    /// No session yet: a code or a passkey must come with this challenge within
    /// five minutes.
    SecondStep {
        challenge: String,
        /// The authenticator app is on: a code (or a recovery code) passes.
        totp: bool,
        /// The account has passkeys: one of them passes (docs/adr/0050-passkeys.md).
        passkey: bool,
    },
}

pub async fn login(
    node: &Node,
    origin: &Origin,
    credentials: Credentials,
) -> Result<SignIn, AppError> {
    let Credentials {
        email,
        password,
        user_agent,
    } = credentials;
    if email.trim().is_empty() || password.is_empty() {
        let field = if email.trim().is_empty() {
            "email"
        } else {
            "password"
        };
        return Err(AppError::invalid(
            "required",
            field,
            "Veuillez saisir votre email et votre mot de passe",
        ));
    }
    let user = match normalize_email(&email) {
        Some(email) => owner(node, &email).await?,
        None => None,
    };
    let Some(user) = user else {
        node.passwords.verify_nothing(&password).await?;
        return Err(wrong_credentials());
    };
    let id = user.to_string();
    let account = node.accounts.load(&id).await?;
    if !account.exists() {
        node.passwords.verify_nothing(&password).await?;
        return Err(wrong_credentials());
    }
    let now = node.clock.now();
    // Slowed before the password is even checked: a slowed attempt learns nothing.
    if let Some(wait) = account.sign_in_wait(now) {
        return Err(AppError::slowed(wait));
    }
    if !node
        .passwords
        .verify(&password, account.password_hash())
        .await?
    {
        record_failure(node, origin, user, SignInStep::Password, &user_agent).await;
        return Err(wrong_credentials());
    }
    if account.two_factor_on() {
        let challenge = challenge(&node.secret, user, account.session_version(), now);
        return Ok(SignIn::SecondStep {
            challenge,
            totp: account.totp_on(),
            passkey: !account.passkeys().is_empty(),
        });
    }
    node.run_settled(
        &node.accounts,
        origin,
        &id,
        &id,
        AccountCommand::RecordSignIn { now },
    )
    .await?;
    finish(node, origin, user, &user_agent)
        .await
        .map(SignIn::Done)
}

/// Records a refused attempt on `user`'s account (its security log, its slowing).
pub(crate) async fn record_failure(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    step: SignInStep,
    user_agent: &str,
) {
    let id = user.to_string();
    let command = AccountCommand::RecordSignInFailure {
        step,
        device: device_of(user_agent),
        now: node.clock.now(),
    };
    if let Err(error) = node.run_as(&node.accounts, origin, &id, &id, command).await {
        tracing::warn!(%error, "a failed sign-in was not recorded");
    }
}

/// The sign-in is complete: opens the session and answers the profile. A staff
/// member signing in from a device none of their open sessions has is mailed; one
/// without a second factor while it is required is recorded as refused the staff
/// routes (the audit trail shows it).
pub(crate) async fn finish(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    user_agent: &str,
) -> Result<LoggedIn, AppError> {
    let id = user.to_string();
    let account = node.accounts.load(&id).await?;
    let device = device_of(user_agent);
    let known = super::sessions::list(node, user)
        .await?
        .iter()
        .any(|session| session.device == device);
    let (session, mut position) = super::sessions::start(node, origin, user, user_agent).await?;
    let staff = account.is_admin() || account.is_analyst();
    if staff
        && !account.two_factor_on()
        && node.settings.staff_two_factor == StaffTwoFactor::Required
    {
        let command = AccountCommand::RecordTwoFactorRequired {
            now: node.clock.now(),
        };
        position = node
            .run_settled(&node.accounts, origin, &id, &id, command)
            .await?;
    }
    if !known {
        let what = format!(
            "Une connexion à votre compte Bobine a eu lieu depuis un nouvel appareil : {device}."
        );
        notify(node, (origin, &id), user, account.email(), staff, &what).await;
    }
    let profile = match queries::account(node.read.reads(), &id).await? {
        Some(row) => Profile::from_row(&row),
        None => Profile {
            id: user,
            email: account.email().to_string(),
            is_admin: account.is_admin(),
            is_analyst: account.is_analyst(),
            two_factor: account.two_factor_on(),
            totp: account.totp_on(),
            created_at: stamp(node.clock.now()),
            email_confirmed_at: None,
        },
    };
    Ok(LoggedIn {
        profile,
        session_version: account.session_version(),
        session,
        position,
    })
}

/// Signs `user` out everywhere: every session of the account ends.
pub async fn logout(node: &Node, origin: &Origin, user: Uuid) -> Result<Position, AppError> {
    let id = user.to_string();
    let position = node
        .run_settled(&node.accounts, origin, &id, &id, AccountCommand::LogOut)
        .await?;
    Ok(position)
}
