//! The chain on SQLite: `event_chain` beside `events`, keyed by global position.

use rusqlite::types::Value;
use sqlx::pool::PoolConnection;
use sqlx::{Connection, QueryBuilder, Row, Sqlite, SqliteConnection, SqlitePool};

use super::{Digest, Entry, Head, stored_digest as digest, stored_position as position};
use crate::error::LogError;
use crate::position::Position;
use crate::reader::StoredEvent;
use crate::sqlite::{COLUMNS, SqliteLog, decode_row};

/// Rows per INSERT: three parameters each, far below SQLite's limit.
const ROWS_PER_INSERT: usize = 500;

pub(super) async fn tail(log: &SqliteLog) -> Result<Option<Head>, LogError> {
    tail_on(log.reads()).await
}

async fn tail_on<'e>(
    executor: impl sqlx::Executor<'e, Database = Sqlite>,
) -> Result<Option<Head>, LogError> {
    let row = sqlx::query(
        "SELECT global_position, hash FROM event_chain ORDER BY global_position DESC LIMIT 1",
    )
    .fetch_optional(executor)
    .await?;
    Ok(row.map(|row| Head {
        position: Position::new(0, row.get(0)),
        hash: Digest::from_slice(row.get::<&[u8], _>(1)).unwrap_or(Digest::GENESIS),
    }))
}

/// Appends `entries` after `expected`, unless another sealer (another process on
/// the same file) moved the tail meanwhile: then nothing, and `false`.
///
/// The round commits without waiting for the disk (`synchronous=NORMAL`, which in WAL
/// mode still keeps the file consistent): it runs on the log's one writer, which the
/// commands' commits wait behind, and its entries are made again, identical, from the
/// durable events if a crash loses them; the next durable commit flushes them anyway.
/// The node's walk seals before it walks (`bobine_app::integrity`), so a lost round
/// never reads as a missing head.
pub(super) async fn append(
    log: &SqliteLog,
    expected: Option<Head>,
    entries: &[Entry],
) -> Result<bool, LogError> {
    let mut writer = Relaxed::acquire(log.writes()).await?;
    let appended = append_on(&mut writer.connection, expected, entries).await;
    writer.restore().await?;
    appended
}

async fn append_on(
    connection: &mut SqliteConnection,
    expected: Option<Head>,
    entries: &[Entry],
) -> Result<bool, LogError> {
    let mut tx = connection.begin_with("BEGIN IMMEDIATE").await?;
    if tail_on(&mut *tx).await? != expected {
        return Ok(false);
    }
    for chunk in entries.chunks(ROWS_PER_INSERT) {
        QueryBuilder::<Sqlite>::new("INSERT INTO event_chain (global_position, digest, hash) ")
            .push_values(chunk, |mut row, entry| {
                row.push_bind(entry.position.seq)
                    .push_bind(entry.digest.0.to_vec())
                    .push_bind(entry.hash.0.to_vec());
            })
            .build()
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}

/// The writer with `synchronous=NORMAL` until [`Relaxed::restore`] sets it back to
/// `FULL`: a writer dropped before that (an error, a cancelled round) is closed rather
/// than handed back, so that no command ever commits on a relaxed connection.
struct Relaxed {
    connection: PoolConnection<Sqlite>,
    restored: bool,
}

impl Relaxed {
    async fn acquire(writes: &SqlitePool) -> Result<Relaxed, LogError> {
        let mut writer = Relaxed {
            connection: writes.acquire().await?,
            restored: false,
        };
        sqlx::query("PRAGMA synchronous = NORMAL")
            .execute(&mut *writer.connection)
            .await?;
        Ok(writer)
    }

    async fn restore(mut self) -> Result<(), LogError> {
        sqlx::query("PRAGMA synchronous = FULL")
            .execute(&mut *self.connection)
            .await?;
        self.restored = true;
        Ok(())
    }
}

impl Drop for Relaxed {
    fn drop(&mut self) {
        if !self.restored {
            self.connection.close_on_drop();
        }
    }
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
