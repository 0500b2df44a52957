//! The `sessions` projection: each member's open sessions (issue 33, "Sessions";
//! docs/adr/0040). Every request with a session id checks its row here, so ending a
//! session refuses its cookie on each node as soon as that node applies the event.

pub mod queries;

use bobine_domain::accounts::{Account, AccountEvent};
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use rusqlite::{Connection, params_from_iter};

use crate::accounts::stamp::stamp;
use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Sessions;

impl SqlProjection for Sessions {
    fn name(&self) -> &'static str {
        "sessions"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["member_session"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[Account::TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type != Account::TYPE {
            return Ok(());
        }
        let member = event.aggregate_id.as_str();
        let (sql, params): (&str, Vec<Option<String>>) = match decode::<AccountEvent>(event)? {
            AccountEvent::SessionStarted {
                session,
                device,
                at,
            } => (
                "INSERT INTO member_session (id, member, device, created_at, last_seen_at)
                 VALUES (?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
                vec![
                    Some(session.to_string()),
                    Some(member.into()),
                    Some(device),
                    Some(stamp(at)),
                    Some(stamp(at)),
                ],
            ),
            AccountEvent::SessionSeen { session, at } => (
                "UPDATE member_session SET last_seen_at = max(last_seen_at, ?) WHERE id = ? AND member = ?",
                vec![
                    Some(stamp(at)),
                    Some(session.to_string()),
                    Some(member.into()),
                ],
            ),
            AccountEvent::SessionEnded { session } => (
                "DELETE FROM member_session WHERE id = ? AND member = ?",
                vec![Some(session.to_string()), Some(member.into())],
            ),
            // A raised session version ends every session but the one kept.
            AccountEvent::SessionsEnded { kept, .. } => (
                "DELETE FROM member_session WHERE member = ? AND id IS NOT ?",
                vec![Some(member.into()), kept.map(|k| k.to_string())],
            ),
            AccountEvent::PasswordChanged { .. }
            | AccountEvent::PasswordReset { .. }
            | AccountEvent::Erased { .. } => (
                "DELETE FROM member_session WHERE member = ?",
                vec![Some(member.into())],
            ),
            _ => return Ok(()),
        };
        execute(db, sql, params_from_iter(params))?;
        Ok(())
    }
}
