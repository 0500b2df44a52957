//! A member turns the authenticator app on (password, then one code) and off
//! (password and a code); an admin removes another member's factors when they lost
//! them (issue 34; docs/adr/0045-two-factors.md).

use bobine_domain::accounts::AccountCommand;
use bobine_store::Position;
use uuid::Uuid;

use super::codes::{new_recovery_codes, proof_of};
use super::totp::{self, Enrolment};
use super::{invalid_code, notify};
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// The message of a wrong password: nothing changed.
pub const WRONG_PASSWORD: &str = "Mot de passe incorrect";

pub(crate) async fn check_password(
    node: &Node,
    member: Uuid,
    password: &str,
) -> Result<(), AppError> {
    if password.is_empty() {
        return Err(AppError::required("password"));
    }
    let account = node.accounts.load(&member.to_string()).await?;
    if !node
        .passwords
        .verify(password, account.password_hash())
        .await?
    {
        return Err(
            AppError::new(ErrorKind::Unauthenticated, "wrong_password", WRONG_PASSWORD)
                .on("password"),
        );
    }
    Ok(())
}

/// Begins an enrolment: a new secret, sealed into the log, shown this once.
pub async fn start(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    password: &str,
) -> Result<Enrolment, AppError> {
    check_password(node, member, password).await?;
    let id = member.to_string();
    let account = node.accounts.load(&id).await?;
    let secret = totp::new_secret();
    let sealed_secret = totp::seal(&node.secret, &secret);
    let command = AccountCommand::StartTotp { sealed_secret };
    node.run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    totp::enrolment(&secret, account.email())
        .ok_or_else(|| AppError::internal("an authenticator link could not be drawn"))
}

/// Confirms the enrolment with a code of the new secret: answers the ten recovery
/// codes, shown this once.
pub async fn confirm(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    code: &str,
) -> Result<(Vec<String>, Position), AppError> {
    let id = member.to_string();
    let account = node.accounts.load(&id).await?;
    let now = node.clock.now();
    let step = account
        .pending_totp_secret()
        .and_then(|sealed| totp::open(&node.secret, sealed))
        .and_then(|secret| totp::step_of(&secret, code, now));
    let Some(step) = step else {
        return Err(match account.pending_totp_secret() {
            None if !account.totp_on() => AppError::invalid(
                "two_factor_not_started",
                "code",
                "Veuillez d'abord commencer l'activation de la double authentification",
            ),
            _ => invalid_code().with_kind(ErrorKind::Invalid),
        });
    };
    let (codes, recovery_codes) = new_recovery_codes(&node.secret, member);
    let command = AccountCommand::EnableTotp {
        step,
        recovery_codes,
        now,
    };
    let position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    notify(
        node,
        (origin, &id),
        member,
        account.email(),
        account.is_admin() || account.is_analyst(),
        "La double authentification a été activée sur votre compte Bobine.",
    )
    .await;
    Ok((codes, position))
}

/// Turns the second factor off: the password and a code (authenticator or recovery).
pub async fn disable(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    password: &str,
    code: &str,
) -> Result<Position, AppError> {
    check_password(node, member, password).await?;
    let id = member.to_string();
    let account = node.accounts.load(&id).await?;
    let now = node.clock.now();
    let proof = proof_of(&node.secret, member, &account, code, now);
    let command = AccountCommand::RemoveTwoFactor {
        by: id.clone(),
        proof: Some(proof.ok_or_else(|| invalid_code().with_kind(ErrorKind::Invalid))?),
        now,
    };
    let position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await
        .map_err(|e| match e.code {
            "invalid_code" => e.with_kind(ErrorKind::Invalid),
            _ => e,
        })?;
    notify(
        node,
        (origin, &id),
        member,
        account.email(),
        account.is_admin() || account.is_analyst(),
        "La double authentification a été désactivée sur votre compte Bobine.",
    )
    .await;
    Ok(position)
}

/// An admin removes another member's second factors (a lost phone); never their own.
pub async fn reset(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    member: Uuid,
) -> Result<Position, AppError> {
    crate::accounts::not_self(admin, member)?;
    let id = member.to_string();
    let account = node.accounts.load(&id).await?;
    let command = AccountCommand::RemoveTwoFactor {
        by: admin.actor.clone(),
        proof: None,
        now: node.clock.now(),
    };
    let position = node
        .run_settled(&node.accounts, origin, &admin.actor, &id, command)
        .await?;
    notify(
        node,
        (origin, &admin.actor),
        member,
        account.email(),
        true,
        "Un administrateur a retiré la double authentification de votre compte Bobine. \
         Activez-la de nouveau depuis votre profil.",
    )
    .await;
    Ok(position)
}
