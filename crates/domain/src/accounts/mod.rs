//! Accounts: members and administrators (docs/product.md, member side §1, §2, §4 to §8;
//! docs/product.md, admin area §2, §4, §5 and §6).
//!
//! Two aggregates. An `account` (id: the user's uuid) holds everything about one
//! member: credentials, session version, admin flag, ban, referral key, pending
//! one-time links. An `email` claim (id: a keyed hash of the normalised address)
//! makes addresses unique: of two sign-ups with one address, the second claim
//! conflicts in the log and is refused.
//!
//! Secrets never enter the log in the clear: passwords arrive as Argon2id hashes,
//! one-time links as SHA-256 hashes of their random token, TOTP secrets sealed with
//! the node's key and recovery codes as keyed hashes (docs/adr/0045-two-factors.md). Commands carry the
//! current time (`now`) so that expiry rules are decided, and tested, exactly.

mod account;
mod claim;
mod commands;
mod email;
mod error;
mod events;
mod passkeys;
#[cfg(test)]
mod passkeys_tests;
mod password;
#[cfg(test)]
mod tests;
mod two_factor;
#[cfg(test)]
mod two_factor_tests;

pub use account::{Account, ActiveBan, ReferralKey};
pub use claim::{ClaimCommand, ClaimError, ClaimEvent, EmailClaim};
pub use commands::AccountCommand;
pub use email::normalize_email;
pub use error::{AccountError, BAN_REASON_MAX_CHARS};
pub use events::{AccountEvent, SessionsEnded, SignInStep};
pub use passkeys::{CEREMONY_LIFETIME, MAX_PASSKEYS, PASSKEY_NAME, StoredPasskey};
pub use password::{PasswordError, check_new_password};
pub use two_factor::{FAILURE_WINDOW, FIRST_WAIT, FREE_FAILURES, Proof, RECOVERY_CODES};

/// The shortest password accepted (docs/product.md, member side §9).
pub const PASSWORD_MIN_CHARS: usize = 6;

/// The ban durations an admin may choose, in days; 0 is a permanent ban
/// (docs/product.md, admin area §9).
pub const BAN_DAYS: [u32; 8] = [0, 1, 3, 7, 14, 30, 90, 365];

/// How long a password-reset link stays valid (the issue: one hour).
pub const RESET_LINK_LIFETIME: time::Duration = time::Duration::hours(1);

/// The subject of a mail an admin writes to a member.
pub const MAIL_SUBJECT: crate::titles::TextField = crate::titles::TextField {
    name: "subject",
    label: "L'objet",
    max_chars: 200,
};

/// The text of a mail an admin writes to a member.
pub const MAIL_BODY: crate::titles::TextField = crate::titles::TextField {
    name: "body",
    label: "Le message",
    max_chars: 10_000,
};

/// How long an address-confirmation link stays valid.
pub const CONFIRM_LINK_LIFETIME: time::Duration = time::Duration::hours(24);
