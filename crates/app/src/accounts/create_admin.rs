//! `bobine admin create EMAIL`: the first administrator, made from the command line
//! (there is no one yet to grant the right through the web). The address's account
//! becomes an admin; an address without one gets a new account, claimed and freed
//! again if the account cannot be recorded, like a sign-up.

use bobine_domain::accounts::{AccountCommand, PASSWORD_MIN_CHARS, normalize_email};
use uuid::Uuid;

use super::claim::{claimed, owner};
use super::roles::add_to_started_set;
use super::tokens::link_token;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// What [`create_admin`] did.
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
    node: &Node,
    email: &str,
    password: Option<&str>,
) -> Result<AdminCreated, AppError> {
    create_admin_as(node, Uuid::now_v7(), email, password).await
}

/// [`create_admin`] with the id of a new account chosen by the caller.
pub(crate) async fn create_admin_as(
    node: &Node,
    user: Uuid,
    email: &str,
    password: Option<&str>,
) -> Result<AdminCreated, AppError> {
    let email = normalize_email(email).ok_or_else(|| {
        AppError::invalid_email("email").with_message(format!("{email:?} is not an e-mail address"))
    })?;
    let origin = Origin::system("admin-create");
    let by = (&origin, "system");
    let grant = || AccountCommand::GrantAdmin {
        by: "system".into(),
    };
    if let Some(owner) = owner(node, &email).await? {
        add_to_started_set(node, &origin, owner).await?;
        node.run_as(&node.accounts, &origin, "system", owner, grant())
            .await?;
        return Ok(AdminCreated::Promoted(owner));
    }
    let password = password
        .filter(|p| p.chars().count() >= PASSWORD_MIN_CHARS)
        .ok_or_else(|| {
            AppError::invalid("password_too_short", "password", format!(
                "no account uses {email}: set BOBINE_ADMIN_PASSWORD ({PASSWORD_MIN_CHARS} characters or more) to create one"
            ))
        })?;
    let password_hash = node.passwords.hash(password).await?;
    let register = AccountCommand::Register {
        email: email.clone(),
        password_hash,
        referred_by: None,
        // No mail carries this link: nobody can follow it.
        confirm_token_hash: link_token(&node.secret, Uuid::now_v7(), user).1,
        now: node.clock.now(),
    };
    let take = node.run_as(&node.accounts, &origin, "system", user, register);
    claimed(node, by, &email, user, take).await?;
    add_to_started_set(node, &origin, user).await?;
    node.run_as(&node.accounts, &origin, "system", user, grant())
        .await?;
    Ok(AdminCreated::Registered(user))
}
