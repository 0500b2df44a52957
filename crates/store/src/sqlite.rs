//! The log on SQLite: one file, WAL, durable commits, one writer at a time.
//!
//! Writes go through a pool of one connection, so that the process's writers queue
//! in the process instead of contending for SQLite's lock (a transaction that reads
//! then writes would otherwise fail at once with "database is locked" when another
//! connection wrote meanwhile: the busy timeout cannot help it). Reads use a pool of
//! their own; in WAL mode they never wait for the writer.

use std::path::Path;
use std::str::FromStr;
use std::time::Duration;

use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, Row, SqlitePool};

use crate::error::LogError;
use crate::filter::{LogFilter, sqlite_stamp};
use crate::position::Position;
use crate::reader::StoredEvent;

/// The two pools of the SQLite log. Cheap to clone.
#[derive(Clone, Debug)]
pub struct SqliteLog {
    reads: SqlitePool,
    writes: SqlitePool,
}

impl SqliteLog {
    /// The pool of queries that only read.
    pub fn reads(&self) -> &SqlitePool {
        &self.reads
    }

    /// The one connection every write of this process goes through.
    pub fn writes(&self) -> &SqlitePool {
        &self.writes
    }
}

/// Opens (creating if needed) a SQLite file for durable writes: WAL with
/// `synchronous=FULL`, so an acknowledged commit survives a power cut, and a busy
/// timeout so that other processes' writers queue instead of failing.
pub(crate) async fn connect(path: &Path) -> Result<SqliteLog, sqlx::Error> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(sqlx::Error::Io)?;
    }
    let writes = connect_writer(durable_options(path)).await?;
    let reads = SqlitePoolOptions::new()
        .max_connections(8)
        .connect_with(durable_options(path))
        .await?;
    Ok(SqliteLog { reads, writes })
}

/// A pool of the one connection that writes a SQLite file, replaced whenever a
/// transaction may have been left open on it.
///
/// When a COMMIT fails because the disk is full (or on an I/O error), SQLite rolls
/// the transaction back by itself, but sqlx still counts it as open: its ROLLBACK on
/// drop then fails, and every later `begin` on that connection becomes a SAVEPOINT
/// whose RELEASE commits nothing durable. The writer would answer success for writes
/// no reader ever sees, then conflicts, until the process restarted. So after each
/// use the connection is checked once its queued commands have run (a ping), and
/// closed if sqlx still counts a transaction: the next writer gets a fresh one.
pub async fn connect_writer(options: SqliteConnectOptions) -> Result<SqlitePool, sqlx::Error> {
    SqlitePoolOptions::new()
        .max_connections(1)
        .after_release(|connection, _| {
            Box::pin(async move {
                let pinged = connection.ping().await;
                let healthy = pinged.is_ok() && !connection.is_in_transaction();
                if !healthy {
                    tracing::warn!(
                        "a SQLite writer connection was left inside a transaction: replaced"
                    );
                }
                Ok(healthy)
            })
        })
        .connect_with(options)
        .await
}

/// The connection options every Bobine SQLite file uses.
pub fn durable_options(path: &Path) -> SqliteConnectOptions {
    SqliteConnectOptions::from_str("sqlite://")
        .expect("a constant URL parses")
        .filename(path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .busy_timeout(Duration::from_secs(10))
        .foreign_keys(true)
}

const COLUMNS: &str = "global_position, aggregate_type, aggregate_id, sequence, event_type, \
                       event_version, payload, metadata, recorded_at";

pub(crate) async fn read_after(
    pool: &SqlitePool,
    after: Position,
    filter: &LogFilter,
    limit: u32,
) -> Result<Vec<StoredEvent>, LogError> {
    let mut narrowing = String::new();
    if !filter.types.is_empty() {
        narrowing.push_str(" AND event_type IN (SELECT value FROM json_each(?))");
    }
    if filter.from.is_some() {
        narrowing.push_str(" AND recorded_at >= ?");
    }
    if filter.to.is_some() {
        narrowing.push_str(" AND recorded_at < ?");
    }
    let sql = format!(
        "SELECT {COLUMNS} FROM events WHERE global_position > ?{narrowing} ORDER BY global_position LIMIT ?"
    );
    let mut query = sqlx::query(&sql).bind(after.seq);
    if !filter.types.is_empty() {
        query = query.bind(serde_json::to_string(&filter.types).expect("strings serialise"));
    }
    for bound in [filter.from, filter.to].into_iter().flatten() {
        query = query.bind(sqlite_stamp(bound));
    }
    let rows = query.bind(limit).fetch_all(pool).await?;
    decode_rows(&rows)
}

pub(crate) async fn read_stream(
    pool: &SqlitePool,
    aggregate_type: &str,
    aggregate_id: &str,
) -> Result<Vec<StoredEvent>, LogError> {
    let sql = format!(
        "SELECT {COLUMNS} FROM events WHERE aggregate_type = ? AND aggregate_id = ? ORDER BY sequence"
    );
    let rows = sqlx::query(&sql)
        .bind(aggregate_type)
        .bind(aggregate_id)
        .fetch_all(pool)
        .await?;
    decode_rows(&rows)
}

fn decode_rows(rows: &[sqlx::sqlite::SqliteRow]) -> Result<Vec<StoredEvent>, LogError> {
    rows.iter()
        .map(|row| {
            Ok(StoredEvent {
                position: Position::new(0, row.try_get(0)?),
                aggregate_type: row.try_get(1)?,
                aggregate_id: row.try_get(2)?,
                sequence: row.try_get(3)?,
                event_type: row.try_get(4)?,
                event_version: row.try_get(5)?,
                payload: row.try_get(6)?,
                metadata: row.try_get(7)?,
                recorded_at: row.try_get(8)?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(LogError::from)
}

pub(crate) async fn head(pool: &SqlitePool) -> Result<Position, LogError> {
    let seq: Option<i64> = sqlx::query_scalar("SELECT MAX(global_position) FROM events")
        .fetch_one(pool)
        .await?;
    Ok(Position::new(0, seq.unwrap_or(0)))
}

pub(crate) async fn count_after(pool: &SqlitePool, after: Position) -> Result<u64, LogError> {
    let count: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM events WHERE global_position > ?")
        .bind(after.seq)
        .fetch_one(pool)
        .await?;
    Ok(count as u64)
}

pub(crate) async fn position_of(
    pool: &SqlitePool,
    aggregate_type: &str,
    aggregate_id: &str,
    sequence: i64,
) -> Result<Option<Position>, LogError> {
    let seq: Option<i64> = sqlx::query_scalar(
        "SELECT global_position FROM events WHERE aggregate_type = ? AND aggregate_id = ? AND sequence = ?",
    )
    .bind(aggregate_type)
    .bind(aggregate_id)
    .bind(sequence)
    .fetch_optional(pool)
    .await?;
    Ok(seq.map(|seq| Position::new(0, seq)))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What a COMMIT failing on a full disk leaves: SQLite has rolled the transaction
    /// back by itself while sqlx still counts it open (simulated by a ROLLBACK sqlx
    /// does not see). The writer must come back clean, and its next write be durable
    /// and visible to readers.
    #[tokio::test]
    async fn a_writer_left_inside_a_transaction_is_replaced_and_writes_again() {
        let dir = tempfile::tempdir().unwrap();
        let options = durable_options(&dir.path().join("w.db"));
        let writer = connect_writer(options.clone()).await.unwrap();
        sqlx::query("CREATE TABLE t (id INTEGER PRIMARY KEY)")
            .execute(&writer)
            .await
            .unwrap();
        {
            let mut tx = writer.begin().await.unwrap();
            sqlx::raw_sql("ROLLBACK").execute(&mut *tx).await.unwrap();
            // Dropped without commit: sqlx's ROLLBACK fails, its count stays at one.
        }
        let mut connection = writer.acquire().await.unwrap();
        assert!(!connection.is_in_transaction());
        let mut tx = connection.begin().await.unwrap();
        sqlx::query("INSERT INTO t (id) VALUES (1)")
            .execute(&mut *tx)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        drop(connection);
        let reader = SqlitePoolOptions::new()
            .connect_with(options)
            .await
            .unwrap();
        let rows: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM t")
            .fetch_one(&reader)
            .await
            .unwrap();
        assert_eq!(rows, 1);
    }
}
