//! The chain on SQLite: `event_chain` beside `events`, keyed by global position.

use rusqlite::types::Value;
use rusqlite::{OptionalExtension, TransactionBehavior};
use sqlx::Row;

use super::{Digest, Entry, Head, stored_digest as digest, stored_position as position};
use crate::error::LogError;
use crate::position::Position;
use crate::reader::StoredEvent;
use crate::sqlite::{COLUMNS, Sealing, SqliteLog, decode_row};

/// The chain's last entry.
const TAIL: &str =
    "SELECT global_position, hash FROM event_chain ORDER BY global_position DESC LIMIT 1";

pub(super) async fn tail(log: &SqliteLog) -> Result<Option<Head>, LogError> {
    let row = sqlx::query(TAIL).fetch_optional(log.reads()).await?;
    Ok(row.map(|row| Head {
        position: Position::new(0, row.get(0)),
        hash: Digest::from_slice(row.get::<&[u8], _>(1)).unwrap_or(Digest::GENESIS),
    }))
}

/// Appends `entries` after `expected`, unless another sealer (another process on
/// the same file) moved the tail meanwhile: then nothing, and `false`. The round runs
/// on the chain's own connection, in one blocking call, and commits without waiting
/// for the disk ([`Sealing`]): the node's walk seals before it walks
/// (`bobine_app::integrity`), so a round lost with the machine never reads as a
/// missing head.
pub(super) async fn append(
    log: &SqliteLog,
    expected: Option<Head>,
    entries: &[Entry],
) -> Result<bool, LogError> {
    let rows: Vec<(i64, Digest, Digest)> = entries
        .iter()
        .map(|entry| (entry.position.seq, entry.digest, entry.hash))
        .collect();
    Sealing::run(log, move |connection| {
        let tx = connection.transaction_with_behavior(TransactionBehavior::Immediate)?;
        let tail = tx
            .query_row(TAIL, [], |row| {
                Ok(Head {
                    position: Position::new(0, row.get(0)?),
                    hash: Digest::from_slice(row.get_ref(1)?.as_blob()?).unwrap_or(Digest::GENESIS),
                })
            })
            .optional()?;
        if tail != expected {
            return Ok(false);
        }
        {
            let mut insert = tx.prepare_cached(
                "INSERT INTO event_chain (global_position, digest, hash) VALUES (?, ?, ?)",
            )?;
            for (position, digest, hash) in &rows {
                insert.execute(rusqlite::params![position, &digest.0[..], &hash.0[..]])?;
            }
        }
        tx.commit()?;
        Ok(true)
    })
    .await
}

pub(super) async fn entries_after(
    log: &SqliteLog,
    after: Position,
    limit: u32,
) -> Result<Vec<Entry>, LogError> {
    let bounds = [Value::Integer(after.seq), Value::Integer(i64::from(limit))];
    log.scans
        .run(move |connection| {
            let mut statement = connection.prepare_cached(
                "SELECT global_position, digest, hash, redacted_by FROM event_chain \
                  WHERE global_position > ? ORDER BY global_position LIMIT ?",
            )?;
            let rows = statement.query_map(rusqlite::params_from_iter(bounds), |row| {
                Ok(Entry {
                    position: Position::new(0, row.get(0)?),
                    digest: digest(row.get_ref(1)?.as_blob_or_null()?),
                    hash: digest(row.get_ref(2)?.as_blob_or_null()?),
                    redacted_by: position(row.get(3)?),
                })
            })?;
            rows.collect()
        })
        .await
}

pub(super) async fn events_through(
    log: &SqliteLog,
    after: Position,
    through: Position,
) -> Result<Vec<StoredEvent>, LogError> {
    let bounds = [Value::Integer(after.seq), Value::Integer(through.seq)];
    log.scans
        .run(move |connection| {
            let mut statement = connection.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM events WHERE global_position > ?1 AND global_position <= ?2 \
                 UNION ALL \
                 SELECT {COLUMNS} FROM events_archive WHERE global_position > ?1 AND global_position <= ?2 \
                  ORDER BY global_position"
            ))?;
            let rows = statement.query_map(rusqlite::params_from_iter(bounds), decode_row)?;
            rows.collect()
        })
        .await
}
