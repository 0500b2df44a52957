//! The `watch_history` projection: each member's latest position, completed flag and
//! time per film and episode (docs/product.md, member side §7, `user_watch_history`). It
//! serves the history, the continue-watching list, a title's resume point on any
//! device and the per-member counts of the admin user list.

pub mod queries;

use bobine_domain::accounts::{Account, AccountEvent};
use bobine_domain::progress::{PROGRESS_TYPE, ProgressEvent};
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use rusqlite::{Connection, params};

use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct WatchHistory;

impl SqlProjection for WatchHistory {
    fn name(&self) -> &'static str {
        "watch_history"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["watch_progress"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[PROGRESS_TYPE, Account::TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            PROGRESS_TYPE => progress(db, event),
            // An erased member's history leaves the read model; their facts stay in
            // the log under an id that no longer names anyone (docs/events.md).
            Account::TYPE => {
                if let AccountEvent::Erased { .. } = decode::<AccountEvent>(event)? {
                    execute(
                        db,
                        "DELETE FROM watch_progress WHERE member = ?",
                        params![&event.aggregate_id],
                    )?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// The latest fact wins: position, completed flag and time are replaced; a removal
/// takes the titles out of the history.
fn progress(db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let (member, content_type, content_id, progress_seconds, completed) = match decode(event)? {
        ProgressEvent::ProgressSaved {
            member,
            content_type,
            content_id,
            progress_seconds,
            completed,
        } => (
            member,
            content_type,
            content_id,
            progress_seconds,
            completed,
        ),
        ProgressEvent::HistoryEntriesRemoved {
            member,
            content_ids,
        } => {
            for id in content_ids {
                execute(
                    db,
                    "DELETE FROM watch_progress WHERE member = ? AND content_id = ?",
                    params![member.to_string(), id.to_string()],
                )?;
            }
            return Ok(());
        }
        ProgressEvent::HistoryCleared { member } => {
            execute(
                db,
                "DELETE FROM watch_progress WHERE member = ?",
                params![member.to_string()],
            )?;
            return Ok(());
        }
    };
    execute(db, "INSERT INTO watch_progress
             (member, content_type, content_id, progress_seconds, completed, updated_at, pos_tx, pos_seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (member, content_id) DO UPDATE SET
             content_type = excluded.content_type, progress_seconds = excluded.progress_seconds,
             completed = excluded.completed, updated_at = excluded.updated_at,
             pos_tx = excluded.pos_tx, pos_seq = excluded.pos_seq", params![member.to_string(), content_type.as_str(), content_id.to_string(), i64::from(progress_seconds), completed, &event.recorded_at, event.position.tx as i64, event.position.seq])?;
    Ok(())
}
