//! Whether the chain holds a given head: one entry read, not a walk. A node joining
//! from a snapshot checks with it that the snapshot was taken of this very log
//! (docs/adr/0047-snapshots.md).

use sqlx::Row;

use super::{Head, stored_digest};
use crate::backend::EventLog;
use crate::error::LogError;

impl EventLog {
    /// `Some(true)` when the chain's entry at `head`'s position has `head`'s hash,
    /// `Some(false)` when it has another, `None` when that event is not sealed (yet).
    pub async fn chain_holds(&self, head: Head) -> Result<Option<bool>, LogError> {
        let sql = match self {
            EventLog::Sqlite(_) => "SELECT hash FROM event_chain WHERE global_position = ?",
            EventLog::Postgres(_) => "SELECT hash FROM event_chain WHERE global_position = $1",
        };
        let hash = match self {
            EventLog::Sqlite(log) => sqlx::query(sql)
                .bind(head.position.seq)
                .fetch_optional(log.reads())
                .await?
                .map(|row| stored_digest(row.get::<Option<&[u8]>, _>(0))),
            EventLog::Postgres(pool) => sqlx::query(sql)
                .bind(head.position.seq)
                .fetch_optional(pool)
                .await?
                .map(|row| stored_digest(row.get::<Option<&[u8]>, _>(0))),
        };
        Ok(hash.map(|hash| hash == head.hash))
    }
}
