//! An account's passkeys (issue 34; docs/adr/0050-passkeys.md).
//!
//! The aggregate cannot check a WebAuthn signature (the application does, with the
//! public key this stream keeps); it decides what only the log can: that a passkey
//! is registered once, that each ceremony serves once, and that an authenticator's
//! signature counter only grows, so that a replayed or cloned answer is refused even
//! when two nodes receive it at the same moment.

use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

use super::{AccountError, AccountEvent};
use crate::titles::TextField;

/// The name a member gives a passkey (« Téléphone », « Clé USB »).
pub const PASSKEY_NAME: TextField = TextField {
    name: "name",
    label: "Le nom de la clé",
    max_chars: 60,
};

/// How many passkeys one account may hold.
pub const MAX_PASSKEYS: usize = 20;

/// How long a ceremony (the options a browser answers) stays good; a spent one is
/// remembered that long, after which it would be refused as expired anyway.
pub const CEREMONY_LIFETIME: Duration = Duration::minutes(5);

/// A passkey as the account keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredPasskey {
    pub id: Uuid,
    pub name: String,
    /// The authenticator's credential id, base64url: what a browser's answer names.
    pub credential_id: String,
    /// The public key and its parameters, as the WebAuthn library wrote them (JSON).
    pub credential: String,
    /// The highest signature counter accepted so far.
    pub counter: u32,
}

#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub(super) struct Passkeys {
    keys: Vec<StoredPasskey>,
    /// Ceremonies already answered, with when: each serves once.
    spent: Vec<(String, OffsetDateTime)>,
}

impl Passkeys {
    pub(super) fn any(&self) -> bool {
        !self.keys.is_empty()
    }

    pub(super) fn list(&self) -> &[StoredPasskey] {
        &self.keys
    }

    /// The event registering a new passkey, if it may be added.
    pub(super) fn add(
        &self,
        passkey: Uuid,
        name: &str,
        credential_id: String,
        credential: String,
        now: OffsetDateTime,
    ) -> Result<AccountEvent, AccountError> {
        let name = PASSKEY_NAME
            .required(name)
            .map_err(AccountError::PasskeyNameInvalid)?;
        if self.keys.iter().any(|k| k.credential_id == credential_id) {
            return Err(AccountError::PasskeyExists);
        }
        if self.keys.len() >= MAX_PASSKEYS {
            return Err(AccountError::TooManyPasskeys);
        }
        Ok(AccountEvent::PasskeyAdded {
            passkey,
            name,
            credential_id,
            credential,
            at: now,
        })
    }

    /// The event spending `ceremony` with `passkey`, whose verified answer carried
    /// `counter`: refused if the ceremony served already, or if the counter did not
    /// grow (a counter that stays at 0 is an authenticator without one).
    pub(super) fn accept(
        &self,
        passkey: Uuid,
        counter: u32,
        ceremony: String,
        now: OffsetDateTime,
    ) -> Result<AccountEvent, AccountError> {
        let key = self
            .keys
            .iter()
            .find(|k| k.id == passkey)
            .ok_or(AccountError::PasskeyUnknown)?;
        if self.spent.iter().any(|(spent, _)| *spent == ceremony) {
            return Err(AccountError::CeremonySpent);
        }
        if (counter > 0 || key.counter > 0) && counter <= key.counter {
            return Err(AccountError::PasskeyReplayed);
        }
        Ok(AccountEvent::PasskeyUsed {
            passkey,
            counter,
            ceremony,
            at: now,
        })
    }

    pub(super) fn remove(
        &self,
        passkey: Uuid,
        by: String,
        now: OffsetDateTime,
    ) -> Result<AccountEvent, AccountError> {
        if !self.keys.iter().any(|k| k.id == passkey) {
            return Err(AccountError::PasskeyNotFound);
        }
        Ok(AccountEvent::PasskeyRemoved {
            passkey,
            by,
            at: now,
        })
    }

    /// Every passkey removed (an admin's reset for a member who lost their devices).
    pub(super) fn remove_all(&self, by: &str, now: OffsetDateTime) -> Vec<AccountEvent> {
        self.keys
            .iter()
            .map(|k| AccountEvent::PasskeyRemoved {
                passkey: k.id,
                by: by.to_string(),
                at: now,
            })
            .collect()
    }

    /// Folds the passkeys' events; others change nothing.
    pub(super) fn apply(&mut self, event: &AccountEvent) {
        match event {
            AccountEvent::PasskeyAdded {
                passkey,
                name,
                credential_id,
                credential,
                ..
            } => self.keys.push(StoredPasskey {
                id: *passkey,
                name: name.clone(),
                credential_id: credential_id.clone(),
                credential: credential.clone(),
                counter: 0,
            }),
            AccountEvent::PasskeyUsed {
                passkey,
                counter,
                ceremony,
                at,
            } => {
                if let Some(key) = self.keys.iter_mut().find(|k| k.id == *passkey) {
                    key.counter = key.counter.max(*counter);
                }
                self.spent
                    .retain(|(_, when)| *at - *when < CEREMONY_LIFETIME);
                self.spent.push((ceremony.clone(), *at));
            }
            AccountEvent::PasskeyRemoved { passkey, .. } => self.keys.retain(|k| k.id != *passkey),
            _ => {}
        }
    }
}
