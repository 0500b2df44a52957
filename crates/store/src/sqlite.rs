//! The log on SQLite: one file, WAL, durable commits, one writer at a time.
//!
//! Writes go through a pool of one connection, so that the process's writers queue
//! in the process instead of contending for SQLite's lock (a transaction that reads
//! then writes would otherwise fail at once with "database is locked" when another
//! connection wrote meanwhile: the busy timeout cannot help it). Reads use a pool of
//! their own; in WAL mode they never wait for the writer. Reads of events in bulk
//! (the log reader, one aggregate's stream) go through rusqlite instead ([`Scans`]).

use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use rusqlite::types::{Value, ValueRef};
use sqlx::sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous};
use sqlx::{Connection, SqlitePool};

use crate::error::LogError;
use crate::filter::{LogFilter, sqlite_stamp};
use crate::position::Position;
use crate::reader::{StoredEvent, Window};

/// The two pools of the SQLite log, and the connections that read events in bulk.
/// Cheap to clone.
#[derive(Clone, Debug)]
pub struct SqliteLog {
    reads: SqlitePool,
    writes: SqlitePool,
    pub(crate) scans: Arc<Scans>,
    sealing: Arc<Sealing>,
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
    let scans = Arc::new(Scans {
        path: path.to_path_buf(),
        idle: Mutex::new(Vec::new()),
    });
    let sealing = Arc::new(Sealing {
        path: path.to_path_buf(),
        connection: Mutex::new(None),
    });
    Ok(SqliteLog {
        reads,
        writes,
        scans,
        sealing,
    })
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

/// The connection options every Bobine SQLite file uses. `secure_delete`: what a
/// redaction or a deletion frees is overwritten with zeros, not left readable in a
/// free page (docs/adr/0041-erasure-down-to-the-disk.md).
pub fn durable_options(path: &Path) -> SqliteConnectOptions {
    SqliteConnectOptions::from_str("sqlite://")
        .expect("a constant URL parses")
        .filename(path)
        .create_if_missing(true)
        .journal_mode(SqliteJournalMode::Wal)
        .synchronous(SqliteSynchronous::Full)
        .busy_timeout(BUSY_TIMEOUT)
        .foreign_keys(true)
        .pragma("secure_delete", "ON")
}

/// How long a connection waits for another process's lock before failing.
const BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// Read-only rusqlite connections to the log's file, kept between reads, for the
/// reads that return events in bulk. sqlx's SQLite driver hands every query to a
/// worker thread and decodes each column through its generic values: at a million
/// events that costs more than SQLite's own work. Here a blocking thread steps a
/// cached statement and builds each event in place (docs/adr/0025-log-reader.md).
pub(crate) struct Scans {
    path: PathBuf,
    idle: Mutex<Vec<rusqlite::Connection>>,
}

/// Connections kept open between reads; more readers at once open their own.
const IDLE_SCANS: usize = 4;

impl std::fmt::Debug for Scans {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Scans").field("path", &self.path).finish()
    }
}

impl Scans {
    /// Runs `read` on an idle connection (or a new one) on a blocking thread: the
    /// async runtime's threads never wait on SQLite.
    pub(crate) async fn run<T: Send + 'static>(
        self: &Arc<Self>,
        read: impl FnOnce(&rusqlite::Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> Result<T, LogError> {
        let scans = Arc::clone(self);
        blocking(move || {
            let connection = match scans.idle.lock().expect("no reader panics").pop() {
                Some(connection) => connection,
                None => scans.open()?,
            };
            let answer = read(&connection);
            let mut idle = scans.idle.lock().expect("no reader panics");
            if idle.len() < IDLE_SCANS {
                idle.push(connection);
            }
            answer
        })
        .await
    }

    /// A read-only connection with the settings of the sqlx pools' connections
    /// ([`durable_options`]): WAL is already the file's mode, set by the writer.
    fn open(&self) -> rusqlite::Result<rusqlite::Connection> {
        let connection = rusqlite::Connection::open_with_flags(
            &self.path,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )?;
        connection.busy_timeout(BUSY_TIMEOUT)?;
        connection.pragma_update(None, "synchronous", "FULL")?;
        connection.pragma_update(None, "foreign_keys", true)?;
        Ok(connection)
    }
}

/// Runs `work` on a blocking thread, so that the async runtime's threads never wait
/// on SQLite; a panic there goes on in the caller.
async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> rusqlite::Result<T> + Send + 'static,
) -> Result<T, LogError> {
    match tokio::task::spawn_blocking(work).await {
        Ok(answer) => Ok(answer?),
        Err(failed) => std::panic::resume_unwind(failed.into_panic()),
    }
}

/// The hash chain's own write connection to the log's file (docs/adr/0037-hash-chain.md):
/// a sealing round runs on it in one blocking call, with `synchronous=NORMAL` for good,
/// while the round holds the process's one sqlx writer ([`SqliteLog::writes`]) so that
/// SQLite's lock is free when it begins. Through sqlx, each of a round's statements was a
/// hand-over to the driver's thread and back while the commands' commits waited behind
/// the writer, and the writer went from `FULL` to `NORMAL` and back around each round.
pub(crate) struct Sealing {
    path: PathBuf,
    connection: Mutex<Option<rusqlite::Connection>>,
}

impl std::fmt::Debug for Sealing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sealing").field("path", &self.path).finish()
    }
}

impl Sealing {
    /// Runs `write` on the sealing connection, holding `log`'s sqlx writer meanwhile.
    /// A connection whose work failed is closed, not kept: no transaction outlives
    /// the round.
    pub(crate) async fn run<T: Send + 'static>(
        log: &SqliteLog,
        write: impl FnOnce(&mut rusqlite::Connection) -> rusqlite::Result<T> + Send + 'static,
    ) -> Result<T, LogError> {
        let turn = log.writes.acquire().await?;
        let sealing = Arc::clone(&log.sealing);
        let done = blocking(move || {
            let kept = sealing.connection.lock().expect("no sealer panics").take();
            let mut connection = match kept {
                Some(connection) => connection,
                None => open_sealing(&sealing.path)?,
            };
            let answer = write(&mut connection)?;
            *sealing.connection.lock().expect("no sealer panics") = Some(connection);
            Ok(answer)
        })
        .await;
        drop(turn);
        done
    }
}

/// The sealing connection: the sqlx pools' settings ([`durable_options`]) but
/// `synchronous=NORMAL`, which in WAL mode still keeps the file consistent. Its entries
/// are made again, identical, from the durable events if a crash loses them, and the
/// next durable commit flushes them anyway.
fn open_sealing(path: &Path) -> rusqlite::Result<rusqlite::Connection> {
    let connection = rusqlite::Connection::open_with_flags(
        path,
        rusqlite::OpenFlags::SQLITE_OPEN_READ_WRITE | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    connection.busy_timeout(BUSY_TIMEOUT)?;
    connection.pragma_update(None, "synchronous", "NORMAL")?;
    connection.pragma_update(None, "foreign_keys", true)?;
    connection.pragma_update(None, "secure_delete", true)?;
    Ok(connection)
}

pub(crate) const COLUMNS: &str = "global_position, aggregate_type, aggregate_id, sequence, event_type, \
                       event_version, payload, metadata, recorded_at";

pub(crate) async fn read_after(
    log: &SqliteLog,
    after: Position,
    filter: &LogFilter,
    limit: u32,
) -> Result<Vec<StoredEvent>, LogError> {
    let mut narrowing = String::new();
    let mut bounds = vec![Value::Integer(after.seq)];
    if !filter.types.is_empty() {
        narrowing.push_str(" AND event_type IN (SELECT value FROM json_each(?))");
        bounds.push(Value::Text(
            serde_json::to_string(&filter.types).expect("strings serialise"),
        ));
    }
    if let Some(from) = filter.from {
        narrowing.push_str(" AND recorded_at >= ?");
        bounds.push(Value::Text(sqlite_stamp(from)));
    }
    if let Some(to) = filter.to {
        narrowing.push_str(" AND recorded_at < ?");
        bounds.push(Value::Text(sqlite_stamp(to)));
    }
    bounds.push(Value::Integer(i64::from(limit)));
    let sql = format!(
        "SELECT {COLUMNS} FROM {} WHERE global_position > ?{narrowing} ORDER BY global_position LIMIT ?",
        filter.source(COLUMNS)
    );
    log.scans
        .run(move |connection| {
            let mut statement = connection.prepare_cached(&sql)?;
            let rows = statement.query_map(rusqlite::params_from_iter(bounds), decode_row)?;
            rows.collect()
        })
        .await
}

/// The next `limit` events after `after`, of which only those of `aggregates` are
/// kept. The window is read as [`read_after`] reads, on the commit order's index, and
/// the other aggregates' rows are skipped here without reading their payloads: SQLite
/// runs in the process, so filtering in SQL (a subquery, window functions and a
/// temporary sort) cost more than the rows it spared
/// (docs/adr/0054-rebuilds-read-what-they-fold.md).
pub(crate) async fn read_window(
    log: &SqliteLog,
    after: Position,
    aggregates: &[String],
    limit: u32,
) -> Result<Window, LogError> {
    let aggregates = aggregates.to_vec();
    let bounds = [Value::Integer(after.seq), Value::Integer(i64::from(limit))];
    log.scans
        .run(move |connection| {
            let mut statement = connection.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM events WHERE global_position > ? ORDER BY global_position LIMIT ?"
            ))?;
            let mut rows = statement.query(rusqlite::params_from_iter(bounds))?;
            let (mut events, mut end, mut length) = (Vec::new(), after, 0_u32);
            while let Some(row) = rows.next()? {
                length += 1;
                end = Position::new(0, row.get(0)?);
                let kept = match row.get_ref(1)? {
                    ValueRef::Text(kind) => aggregates.iter().any(|a| a.as_bytes() == kind),
                    _ => false,
                };
                if kept {
                    events.push(decode_row(row)?);
                }
            }
            Ok(Window {
                events,
                end,
                full: length >= limit,
            })
        })
        .await
}

pub(crate) async fn read_stream(
    log: &SqliteLog,
    aggregate_type: &str,
    aggregate_id: &str,
) -> Result<Vec<StoredEvent>, LogError> {
    let bounds = [aggregate_type.to_string(), aggregate_id.to_string()];
    log.scans
        .run(move |connection| {
            let mut statement = connection.prepare_cached(&format!(
                "SELECT {COLUMNS} FROM events WHERE aggregate_type = ? AND aggregate_id = ? ORDER BY sequence"
            ))?;
            let rows = statement.query_map(bounds, decode_row)?;
            rows.collect()
        })
        .await
}

pub(crate) fn decode_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<StoredEvent> {
    Ok(StoredEvent {
        position: Position::new(0, row.get(0)?),
        aggregate_type: row.get(1)?,
        aggregate_id: row.get(2)?,
        sequence: row.get(3)?,
        event_type: row.get(4)?,
        event_version: row.get(5)?,
        payload: row.get(6)?,
        metadata: row.get(7)?,
        recorded_at: row.get(8)?,
    })
}

pub(crate) async fn head(pool: &SqlitePool) -> Result<Position, LogError> {
    let seq: Option<i64> = sqlx::query_scalar("SELECT MAX(global_position) FROM events")
        .fetch_one(pool)
        .await?;
    Ok(Position::new(0, seq.unwrap_or(0)))
}

pub(crate) async fn count_after(
    pool: &SqlitePool,
    after: Position,
    aggregates: &[String],
) -> Result<u64, LogError> {
    let count: i64 = if aggregates.is_empty() {
        sqlx::query_scalar("SELECT COUNT(*) FROM events WHERE global_position > ?")
            .bind(after.seq)
            .fetch_one(pool)
            .await?
    } else {
        sqlx::query_scalar(
            "SELECT COUNT(*) FROM events WHERE global_position > ? \
              AND aggregate_type IN (SELECT value FROM json_each(?))",
        )
        .bind(after.seq)
        .bind(serde_json::to_string(aggregates).expect("strings serialise"))
        .fetch_one(pool)
        .await?
    };
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
