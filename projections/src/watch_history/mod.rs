//! The `watch_history` projection: each member's latest position, completed flag and
//! time per film and episode (member-side.md section 7, `user_watch_history`). It
//! serves the history, the continue-watching list, a title's resume point on any
//! device and the per-member counts of the admin user list.

pub mod queries;

use async_trait::async_trait;
use bobine_domain::accounts::{Account, AccountEvent};
use bobine_domain::progress::{PROGRESS_TYPE, ProgressEvent};
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use sqlx::SqliteConnection;

use crate::sql::decode;
use crate::{ProjectionError, SqlProjection};

pub struct WatchHistory;

#[async_trait]
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

    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            PROGRESS_TYPE => saved(db, event).await,
            // An erased member's history leaves the read model; their facts stay in
            // the log under an id that no longer names anyone (docs/events.md).
            Account::TYPE => {
                if let AccountEvent::Erased { .. } = decode::<AccountEvent>(event)? {
                    sqlx::query("DELETE FROM watch_progress WHERE member = ?")
                        .bind(&event.aggregate_id)
                        .execute(db)
                        .await?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}

/// The latest fact wins: position, completed flag and time are replaced.
async fn saved(db: &mut SqliteConnection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let ProgressEvent::ProgressSaved {
        member,
        content_type,
        content_id,
        progress_seconds,
        completed,
    } = decode(event)?;
    sqlx::query(
        "INSERT INTO watch_progress
             (member, content_type, content_id, progress_seconds, completed, updated_at, pos_tx, pos_seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (member, content_id) DO UPDATE SET
             content_type = excluded.content_type, progress_seconds = excluded.progress_seconds,
             completed = excluded.completed, updated_at = excluded.updated_at,
             pos_tx = excluded.pos_tx, pos_seq = excluded.pos_seq",
    )
    .bind(member.to_string())
    .bind(content_type.as_str())
    .bind(content_id.to_string())
    .bind(i64::from(progress_seconds))
    .bind(completed)
    .bind(&event.recorded_at)
    .bind(event.position.tx as i64)
    .bind(event.position.seq)
    .execute(db)
    .await?;
    Ok(())
}
