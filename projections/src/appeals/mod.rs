//! The `appeals` projection: banned members' appeals against their ban
//! (docs/architecture.md, "Projections"; docs/adr/0048-ban-appeals.md). The member's
//! ban screen reads their own ([`queries::mine`]); the moderation screen lists them
//! all with the ban contested ([`queries::admin`]), the member's address joined from
//! the `accounts` projection's table at read time.
//!
//! An erased member's messages leave the table when the erasure event arrives; the
//! log's copies are redacted by the erasure workflow, so a replay agrees.

pub mod queries;

use bobine_domain::moderation::{AppealEvent, AppealStatus};
use bobine_store::StoredEvent;
use rusqlite::{Connection, params};

use crate::accounts::stamp::{restamp, stamp};
use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Appeals;

impl SqlProjection for Appeals {
    fn name(&self) -> &'static str {
        "appeals"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["appeal"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &["appeal", "account"]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            "appeal" => appeal(db, event, decode(event)?),
            "account" if event.event_type == "Erased" => {
                execute(
                    db,
                    "UPDATE appeal SET message = NULL WHERE user_id = ?",
                    params![&event.aggregate_id],
                )?;
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

fn appeal(
    db: &Connection,
    event: &StoredEvent,
    appeal: AppealEvent,
) -> Result<(), ProjectionError> {
    let at = restamp(&event.recorded_at).ok_or_else(|| ProjectionError::Undecodable {
        position: event.position,
        event_type: event.event_type.clone(),
        reason: format!("recorded_at {:?} is not a timestamp", event.recorded_at),
    })?;
    match appeal {
        AppealEvent::AppealFiled {
            id,
            member,
            ban,
            message,
        } => {
            execute(
                db,
                "INSERT INTO appeal (id, user_id, message, status, ban_by, ban_reason,
                                     ban_created_at, banned_until, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                params![
                    id.to_string(),
                    member.to_string(),
                    Some(message).filter(|m| !m.is_empty()),
                    AppealStatus::Pending.as_str(),
                    ban.by,
                    ban.reason,
                    stamp(ban.at),
                    ban.until.map(stamp),
                    &at,
                    &at
                ],
            )?;
        }
        AppealEvent::AppealAccepted(decided) | AppealEvent::AppealRejected(decided) => {
            execute(
                db,
                "UPDATE appeal SET status = ?, admin_notes = ?, decided_by = ?, updated_at = ?
                  WHERE id = ?",
                params![
                    decided.to.as_str(),
                    decided.admin_notes,
                    decided.by,
                    &at,
                    decided.id.to_string()
                ],
            )?;
        }
    }
    Ok(())
}
