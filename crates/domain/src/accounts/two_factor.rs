//! An account's second factor and the slowing of its sign-ins (issue 34;
//! docs/adr/0045-two-factors.md).
//!
//! The aggregate cannot read a TOTP secret (it is sealed with the node's key) nor
//! compute a code: the application finds the time step a code belongs to and hands
//! it over as a [`Proof`]; the aggregate decides that each step, and each recovery
//! code, serves once. Failures are counted here, on the account's own stream, so that
//! every node slows an account the same way whichever addresses the attempts use.

use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};

use super::{AccountError, AccountEvent};

/// Failures older than this no longer count against the account.
pub const FAILURE_WINDOW: Duration = Duration::minutes(15);

/// Failed passwords or codes within [`FAILURE_WINDOW`] before attempts are slowed.
pub const FREE_FAILURES: usize = 5;

/// The wait after the fifth failure; each further one doubles it, up to the window,
/// so a correct password and code are never refused longer than that.
pub const FIRST_WAIT: Duration = Duration::seconds(30);

/// How many recovery codes an enrolment hands out.
pub const RECOVERY_CODES: usize = 10;

/// A second factor the application checked against what only it can read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Proof {
    /// The authenticator's code matched the secret at this time step.
    Totp { step: u64 },
    /// The keyed hash of a recovery code typed.
    Recovery { code: String },
    /// A passkey's answer to `ceremony` (a digest of its challenge), whose signature
    /// the application verified, with the authenticator's counter
    /// (docs/adr/0050-passkeys.md).
    Passkey {
        passkey: uuid::Uuid,
        counter: u32,
        ceremony: String,
    },
}

/// What the account knows of its second factor and of its recent failures.
#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub(super) struct SecondFactor {
    /// The sealed secret of an enrolment not yet confirmed.
    pending: Option<String>,
    /// The sealed secret in force.
    secret: Option<String>,
    /// The last time step whose code was accepted.
    last_step: u64,
    /// Keyed hashes of the recovery codes not yet used.
    recovery: Vec<String>,
    /// When the recent failed attempts happened, oldest first.
    failures: Vec<OffsetDateTime>,
}

impl SecondFactor {
    pub(super) fn is_on(&self) -> bool {
        self.secret.is_some()
    }

    pub(super) fn secret(&self) -> Option<&str> {
        self.secret.as_deref()
    }

    pub(super) fn pending(&self) -> Option<&str> {
        self.pending.as_deref()
    }

    pub(super) fn recovery_left(&self) -> usize {
        self.recovery.len()
    }

    /// How long the account's sign-ins must wait at `now`, if they must.
    pub(super) fn wait(&self, now: OffsetDateTime) -> Option<Duration> {
        let recent: Vec<_> = self
            .failures
            .iter()
            .filter(|at| now - **at < FAILURE_WINDOW)
            .collect();
        let extra = recent.len().checked_sub(FREE_FAILURES)?;
        let doubled = FIRST_WAIT * 2_i32.saturating_pow(extra.min(10) as u32);
        let until = **recent.last()? + doubled.min(FAILURE_WINDOW);
        (until > now).then(|| until - now)
    }

    /// The event recording `proof`, if it is valid now.
    pub(super) fn accept(&self, proof: Proof) -> Result<AccountEvent, AccountError> {
        match proof {
            Proof::Totp { step } if self.is_on() && step > self.last_step => {
                Ok(AccountEvent::TotpCodeUsed { step })
            }
            Proof::Recovery { code } if self.recovery.contains(&code) => {
                Ok(AccountEvent::RecoveryCodeUsed { code })
            }
            _ => Err(AccountError::InvalidCode),
        }
    }

    /// The enrolment's confirmation with the code of `step`.
    pub(super) fn enable(
        &self,
        step: u64,
        recovery_codes: Vec<String>,
        now: OffsetDateTime,
    ) -> Result<AccountEvent, AccountError> {
        if self.is_on() {
            return Err(AccountError::TwoFactorAlreadyOn);
        }
        if self.pending.is_none() {
            return Err(AccountError::TwoFactorNotStarted);
        }
        Ok(AccountEvent::TotpEnabled {
            step,
            recovery_codes,
            at: now,
        })
    }

    /// Folds the events about the second factor and failures; others change nothing.
    pub(super) fn apply(&mut self, event: &AccountEvent) {
        match event {
            AccountEvent::SignInFailed { at, .. } => {
                let at = *at;
                self.failures.retain(|before| at - *before < FAILURE_WINDOW);
                self.failures.push(at);
            }
            // A complete sign-in: the owner is back, earlier failures are forgiven.
            AccountEvent::SignedIn { .. } => self.failures.clear(),
            AccountEvent::TotpStarted { sealed_secret } => {
                self.pending = Some(sealed_secret.clone())
            }
            AccountEvent::TotpEnabled {
                step,
                recovery_codes,
                ..
            } => {
                self.secret = self.pending.take();
                self.last_step = *step;
                self.recovery = recovery_codes.clone();
            }
            AccountEvent::TotpCodeUsed { step } => self.last_step = *step,
            AccountEvent::RecoveryCodeUsed { code } => self.recovery.retain(|c| c != code),
            AccountEvent::TwoFactorRemoved { .. } => {
                *self = SecondFactor {
                    failures: std::mem::take(&mut self.failures),
                    ..SecondFactor::default()
                }
            }
            _ => {}
        }
    }
}
