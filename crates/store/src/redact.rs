//! Erasing personal data from the log: the one place where stored events change.
//!
//! When an admin erases a member (a right the law gives them), the events of that
//! member's stream are rewritten without the personal fields, in one transaction,
//! after the erasure itself has been appended. What happened, when and by whom stays;
//! who it was does not (docs/adr/0007-accounts-and-sessions.md). The hash chain keeps
//! each payload's digest as first written: the log is sealed before the rewrite, and
//! each rewritten event's entry names the erasure, so the chain still holds
//! (docs/adr/0037-hash-chain.md).

use serde::Serialize;
use serde::de::DeserializeOwned;
use sqlx::types::Json;

use crate::backend::EventLog;
use crate::error::LogError;
use crate::position::Position;

impl EventLog {
    /// Rewrites every event of one aggregate through `redact`, on behalf of the
    /// erasure at `by`; answers how many events changed. Running it again changes
    /// nothing.
    pub async fn redact<E>(
        &self,
        aggregate_type: &str,
        aggregate_id: &str,
        by: Position,
        redact: impl Fn(E) -> E,
    ) -> Result<u64, LogError>
    where
        E: Serialize + DeserializeOwned,
    {
        let rewrite = |payload: &serde_json::Value| -> Result<Option<serde_json::Value>, LogError> {
            let event: E = serde_json::from_value(payload.clone()).map_err(undecodable)?;
            let redacted = serde_json::to_value(redact(event)).map_err(undecodable)?;
            Ok((redacted != *payload).then_some(redacted))
        };
        self.seal().await?;
        let by = by.to_string();
        let mut changed = 0;
        // One transaction per backend; only the placeholders differ.
        macro_rules! rewrite_all {
            ($begin:expr, $select:literal, $update:literal, $mark:literal, $text:expr) => {{
                let mut tx = $begin.await?;
                let rows: Vec<(i64, Json<serde_json::Value>)> = sqlx::query_as($select)
                    .bind(aggregate_type)
                    .bind(aggregate_id)
                    .fetch_all(&mut *tx)
                    .await?;
                for (sequence, Json(payload)) in rows {
                    if let Some(new) = rewrite(&payload)? {
                        sqlx::query($update)
                            .bind($text(new))
                            .bind(aggregate_type)
                            .bind(aggregate_id)
                            .bind(sequence)
                            .execute(&mut *tx)
                            .await?;
                        sqlx::query($mark)
                            .bind(&by)
                            .bind(aggregate_type)
                            .bind(aggregate_id)
                            .bind(sequence)
                            .execute(&mut *tx)
                            .await?;
                        changed += 1;
                    }
                }
                tx.commit().await?;
            }};
        }
        match self {
            // IMMEDIATE: the write lock is taken before reading, so another process's
            // write cannot make the transaction fail half-way with "database is locked".
            EventLog::Sqlite(pools) => rewrite_all!(
                pools.writes().begin_with("BEGIN IMMEDIATE"),
                "SELECT sequence, payload FROM events WHERE aggregate_type = ? AND aggregate_id = ?",
                "UPDATE events SET payload = ? WHERE aggregate_type = ? AND aggregate_id = ? AND sequence = ?",
                "UPDATE event_chain SET redacted_by = ? WHERE redacted_by IS NULL AND global_position = \
                  (SELECT global_position FROM events WHERE aggregate_type = ? AND aggregate_id = ? AND sequence = ?)",
                |v: serde_json::Value| v.to_string()
            ),
            EventLog::Postgres(pool) => rewrite_all!(
                pool.begin(),
                "SELECT sequence, payload FROM events WHERE aggregate_type = $1 AND aggregate_id = $2",
                "UPDATE events SET payload = $1 WHERE aggregate_type = $2 AND aggregate_id = $3 AND sequence = $4",
                "UPDATE event_chain c SET redacted_by = $1 FROM events e \
                  WHERE c.redacted_by IS NULL AND e.aggregate_type = $2 AND e.aggregate_id = $3 \
                    AND e.sequence = $4 AND c.tx_id = e.tx_id AND c.global_position = e.global_position",
                Json
            ),
        }
        Ok(changed)
    }
}

fn undecodable(error: serde_json::Error) -> LogError {
    LogError::Database(sqlx::Error::Decode(Box::new(error)))
}
