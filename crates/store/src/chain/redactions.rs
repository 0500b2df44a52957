//! Which events of a stream an erasure redacted, and the erasure itself: what the
//! admin history shows as « effacé le … par … » beside a redacted event.

use sqlx::Row;

use super::stored_position;
use crate::backend::EventLog;
use crate::error::LogError;
use crate::position::Position;
use crate::reader::StoredEvent;
use crate::{postgres, sqlite};

impl EventLog {
    /// The sequences of one stream whose payload an erasure redacted, each with the
    /// erasure's position.
    pub async fn redactions(
        &self,
        aggregate_type: &str,
        aggregate_id: &str,
    ) -> Result<Vec<(i64, Position)>, LogError> {
        let rows = match self {
            EventLog::Sqlite(log) => {
                sqlx::query(
                    "SELECT e.sequence, c.redacted_by FROM events e \
                       JOIN event_chain c ON c.global_position = e.global_position \
                      WHERE e.aggregate_type = ? AND e.aggregate_id = ? AND c.redacted_by IS NOT NULL",
                )
                .bind(aggregate_type)
                .bind(aggregate_id)
                .fetch_all(log.reads())
                .await?
                .iter()
                .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
                .collect::<Result<Vec<(i64, Option<String>)>, sqlx::Error>>()?
            }
            EventLog::Postgres(pool) => sqlx::query(
                "SELECT e.sequence, c.redacted_by FROM events e \
                   JOIN event_chain c ON c.tx_id = e.tx_id AND c.global_position = e.global_position \
                  WHERE e.aggregate_type = $1 AND e.aggregate_id = $2 AND c.redacted_by IS NOT NULL",
            )
            .bind(aggregate_type)
            .bind(aggregate_id)
            .fetch_all(pool)
            .await?
            .iter()
            .map(|row| Ok((row.try_get(0)?, row.try_get(1)?)))
            .collect::<Result<Vec<(i64, Option<String>)>, sqlx::Error>>()?,
        };
        Ok(rows
            .into_iter()
            .filter_map(|(sequence, by)| Some((sequence, stored_position(by)?)))
            .collect())
    }

    /// The event at `position`, if the log holds one there.
    pub async fn event_at(&self, position: Position) -> Result<Option<StoredEvent>, LogError> {
        let events = match self {
            EventLog::Sqlite(log) => {
                let sql = format!(
                    "SELECT {0} FROM events WHERE global_position = ?1 \
                     UNION ALL SELECT {0} FROM events_archive WHERE global_position = ?1",
                    sqlite::COLUMNS
                );
                log.scans
                    .run(move |connection| {
                        let mut statement = connection.prepare_cached(&sql)?;
                        let rows = statement.query_map([position.seq], sqlite::decode_row)?;
                        rows.collect::<rusqlite::Result<Vec<_>>>()
                    })
                    .await?
            }
            EventLog::Postgres(pool) => {
                let sql = format!(
                    "SELECT {0} FROM events WHERE tx_id = $1::text::xid8 AND global_position = $2 \
                     UNION ALL SELECT {0} FROM events_archive \
                      WHERE tx_id = $1::text::xid8 AND global_position = $2",
                    postgres::COLUMNS
                );
                let rows = sqlx::query(&sql)
                    .bind(position.tx.to_string())
                    .bind(position.seq)
                    .fetch_all(pool)
                    .await?;
                postgres::decode_rows(&rows)?
            }
        };
        Ok(events.into_iter().next())
    }
}
