//! `bobine admin create EMAIL`: the first administrator, made from the command line
//! (there is no one yet to grant the right through the web).

use bobine_domain::accounts::{
    Account, AccountCommand, ClaimCommand, EmailClaim, PASSWORD_MIN_CHARS, normalize_email,
};
use bobine_store::{EventLog, Executor, Metadata};
use std::sync::Arc;
use time::OffsetDateTime;
use tokio::sync::Notify;
use uuid::Uuid;

use super::passwords;
use super::tokens::{email_claim_id, new_link_token};
use crate::settings::Settings;

/// What `create_admin` did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AdminCreated {
    /// The address had an account: it is an admin now.
    Promoted(Uuid),
    /// A new account was made with the given password, as an admin.
    Registered(Uuid),
}

/// Makes the account of `email` an admin, creating it with `password` if the address
/// has none. The events name `system` as their actor.
pub async fn create_admin(
    settings: &Settings,
    email: &str,
    password: Option<&str>,
) -> Result<AdminCreated, String> {
    let email =
        normalize_email(email).ok_or_else(|| format!("{email:?} is not an e-mail address"))?;
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir)
        .await
        .map_err(|e| e.to_string())?;
    let secret = crate::secret::load_or_create(&settings.data_dir).map_err(|e| e.to_string())?;
    let woken = Arc::new(Notify::new());
    let claims: Executor<EmailClaim> = Executor::new(log.clone(), (), woken.clone());
    let accounts: Executor<Account> = Executor::new(log, (), woken);
    let metadata = Metadata::system(format!("admin-create-{}", Uuid::now_v7()));
    let claim = email_claim_id(&secret, &email);
    let grant = AccountCommand::GrantAdmin {
        by: "system".into(),
    };
    let owner = claims
        .load(&claim)
        .await
        .map_err(|e| e.to_string())?
        .owner();
    if let Some(user) = owner {
        accounts
            .execute(&user.to_string(), grant, &metadata)
            .await
            .map_err(|e| e.to_string())?;
        return Ok(AdminCreated::Promoted(user));
    }
    let password = password
        .filter(|p| p.chars().count() >= PASSWORD_MIN_CHARS)
        .ok_or_else(|| {
            format!("no account uses {email}: set BOBINE_ADMIN_PASSWORD ({PASSWORD_MIN_CHARS} characters or more) to create one")
        })?;
    let password_hash = passwords::hash(password).await.map_err(|e| e.message)?;
    let user = Uuid::now_v7();
    claims
        .execute(&claim, ClaimCommand::Claim { user }, &metadata)
        .await
        .map_err(|e| e.to_string())?;
    let register = AccountCommand::Register {
        email,
        password_hash,
        referred_by: None,
        confirm_token_hash: new_link_token(user).1,
        now: OffsetDateTime::now_utc(),
    };
    for command in [register, grant] {
        accounts
            .execute(&user.to_string(), command, &metadata)
            .await
            .map_err(|e| e.to_string())?;
    }
    Ok(AdminCreated::Registered(user))
}
