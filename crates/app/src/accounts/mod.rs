//! Accounts: sign-up, sign-in, addresses, passwords, sponsorship and the admin's
//! user management. Every workflow that gives an account an address goes through
//! [`claim`], the one place that frees the address again when the account could not
//! take it.

pub mod archive;
pub mod ban;
pub mod captcha;
pub mod change_email;
pub mod change_password;
mod claim;
pub mod confirm_email;
pub mod create_admin;
pub mod erase;
pub mod erase_own;
pub mod list;
pub mod login;
pub mod mail_member;
pub mod mailer;
pub mod passkeys;
pub mod password_reset;
pub mod preferences;
pub mod referral;
pub mod register;
pub mod roles;
pub mod security;
pub mod sessions;
pub mod tokens;
pub mod two_factor;

use bobine_projections::accounts::queries::AccountRow;
use uuid::Uuid;

use crate::error::AppError;
use crate::origin::Admin;

/// An account as its owner sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct Profile {
    pub id: Uuid,
    pub email: String,
    pub is_admin: bool,
    /// Reads the audit trail, analytics, the raw log and the projections.
    pub is_analyst: bool,
    /// Sign-ins need a second factor (the authenticator app or a passkey).
    pub two_factor: bool,
    /// The authenticator app is on.
    pub totp: bool,
    pub created_at: String,
    /// When the address was confirmed through its mailed link; none until then.
    pub email_confirmed_at: Option<String>,
}

impl Profile {
    pub fn from_row(row: &AccountRow) -> Profile {
        Profile {
            id: Uuid::parse_str(&row.id).unwrap_or_default(),
            email: row.email.clone(),
            is_admin: row.is_admin,
            is_analyst: row.is_analyst,
            two_factor: row.two_factor,
            totp: row.totp,
            created_at: row.created_at.clone(),
            email_confirmed_at: row.email_confirmed_at.clone(),
        }
    }
}

/// An admin may not ban, demote or erase their own account (nobody would be left to
/// undo it).
fn not_self(admin: &Admin, id: Uuid) -> Result<(), AppError> {
    if admin.user == Some(id) {
        return Err(AppError::invalid(
            "self_action",
            "id",
            "Vous ne pouvez pas effectuer cette action sur votre propre compte",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
