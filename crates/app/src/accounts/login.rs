//! Sign-in and sign-out (docs/product.md, member side §4 and §5). A banned member may sign
//! in: the session then carries the ban.

use bobine_domain::accounts::{AccountCommand, normalize_email};
use bobine_projections::accounts::queries;
use bobine_projections::accounts::stamp::stamp;
use bobine_store::Position;
use uuid::Uuid;

use super::Profile;
use super::claim::owner;
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::Origin;

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

pub async fn login(
    node: &Node,
    origin: &Origin,
    credentials: Credentials,
) -> Result<LoggedIn, AppError> {
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
    if !account.exists()
        || !node
            .passwords
            .verify(&password, account.password_hash())
            .await?
    {
        return Err(wrong_credentials());
    }
    let now = node.clock.now();
    node.run_settled(
        &node.accounts,
        origin,
        &id,
        &id,
        AccountCommand::RecordSignIn { now },
    )
    .await?;
    let (session, position) = super::sessions::start(node, origin, user, &user_agent).await?;
    let profile = match queries::account(node.read.reads(), &id).await? {
        Some(row) => Profile::from_row(&row),
        None => Profile {
            id: user,
            email: account.email().to_string(),
            is_admin: account.is_admin(),
            is_analyst: account.is_analyst(),
            created_at: stamp(now),
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
