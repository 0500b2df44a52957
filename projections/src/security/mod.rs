//! The `security` projection: each member's security log (issue 34; docs/adr/0045):
//! how their account was signed in to, the attempts refused, second factors added or
//! removed, passkeys added or removed, sessions ended. /profile lists the last 50,
//! and the member's passkeys (docs/adr/0050-passkeys.md).
//!
//! A sign-in with a second factor or a passkey is two events of the stream
//! (`TotpCodeUsed`, `RecoveryCodeUsed` or `PasskeyUsed`, then `SessionStarted`): the
//! first is held in `security_pending` until the second names the device.

pub mod queries;

use bobine_domain::accounts::{Account, AccountEvent, SignInStep};
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use rusqlite::{Connection, OptionalExtension, params};

use crate::accounts::stamp::{restamp, stamp};
use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Security;

impl SqlProjection for Security {
    fn name(&self) -> &'static str {
        "security"
    }

    /// 2: passkeys (docs/adr/0050-passkeys.md).
    fn version(&self) -> u32 {
        2
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["security_entry", "security_pending", "security_passkey"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[Account::TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type != Account::TYPE {
            return Ok(());
        }
        let member = event.aggregate_id.as_str();
        let recorded = restamp(&event.recorded_at).unwrap_or_default();
        let entry = |at: String, kind: &str, method: Option<&str>, device: &str| {
            execute(
                db,
                "INSERT INTO security_entry (member, at, kind, method, device) VALUES (?, ?, ?, ?, ?)",
                params![member, at, kind, method, device],
            )
            .map(drop)
        };
        let pending = |method: &str| {
            execute(
                db,
                "INSERT OR REPLACE INTO security_pending (member, method) VALUES (?, ?)",
                params![member, method],
            )
            .map(drop)
        };
        match decode::<AccountEvent>(event)? {
            AccountEvent::TotpCodeUsed { .. } => pending("totp")?,
            AccountEvent::RecoveryCodeUsed { .. } => pending("recovery")?,
            AccountEvent::PasskeyUsed { passkey, at, .. } => {
                pending("passkey")?;
                execute(
                    db,
                    "UPDATE security_passkey SET last_used_at = ? WHERE id = ?",
                    params![stamp(at), passkey.to_string()],
                )?;
            }
            AccountEvent::PasskeyAdded {
                passkey, name, at, ..
            } => {
                execute(
                    db,
                    "INSERT OR REPLACE INTO security_passkey (id, member, name, created_at)
                     VALUES (?, ?, ?, ?)",
                    params![passkey.to_string(), member, name, stamp(at)],
                )?;
                entry(stamp(at), "passkey_added", None, "")?;
            }
            AccountEvent::PasskeyRemoved { passkey, by, at } => {
                execute(
                    db,
                    "DELETE FROM security_passkey WHERE id = ?",
                    [passkey.to_string()],
                )?;
                // An admin's reset is one entry, its `TwoFactorRemoved`.
                if by == member {
                    entry(stamp(at), "passkey_removed", None, "")?;
                }
            }
            AccountEvent::SessionStarted { device, at, .. } => {
                let method: Option<String> = db
                    .query_row(
                        "DELETE FROM security_pending WHERE member = ? RETURNING method",
                        [member],
                        |row| row.get(0),
                    )
                    .optional()?;
                let method = method.unwrap_or_else(|| "password".into());
                entry(stamp(at), "sign_in", Some(&method), &device)?;
            }
            AccountEvent::SignInFailed { step, device, at } => {
                let step = match step {
                    SignInStep::Password => "password",
                    SignInStep::Code => "code",
                    SignInStep::Passkey => "passkey",
                };
                entry(stamp(at), "sign_in_failed", Some(step), &device)?;
            }
            AccountEvent::TotpEnabled { at, .. } => entry(stamp(at), "two_factor_added", None, "")?,
            AccountEvent::TwoFactorRemoved { by, at } => {
                let kind = if by == member {
                    "two_factor_removed"
                } else {
                    "two_factor_reset"
                };
                entry(stamp(at), kind, None, "")?;
            }
            AccountEvent::SessionEnded { .. } => entry(recorded, "session_ended", None, "")?,
            AccountEvent::SessionsEnded { .. } => entry(recorded, "sessions_ended", None, "")?,
            AccountEvent::Erased { .. } => {
                for sql in [
                    "DELETE FROM security_entry WHERE member = ?",
                    "DELETE FROM security_pending WHERE member = ?",
                    "DELETE FROM security_passkey WHERE member = ?",
                ] {
                    execute(db, sql, [member])?;
                }
            }
            _ => {}
        }
        Ok(())
    }
}
