//! The node's local read database.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags};
use sqlx::SqlitePool;
use sqlx::sqlite::SqlitePoolOptions;

use crate::ProjectionError;

/// Statements each write connection keeps prepared: every projection's fold fits,
/// so no event re-parses its SQL.
pub(crate) const PREPARED_STATEMENTS: usize = 256;

/// Idle read connections on rusqlite kept at most: as many as the sqlx pool's.
const READ_CONNECTIONS: usize = 8;

/// How often the pages written to `read.db`'s WAL are copied back into the database,
/// off the write connection.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(200);

/// `<data dir>/read.db`: every SQL projection's tables and checkpoints. Most reads
/// use a sqlx pool; the reads asked for a different title each time (a film's page)
/// run on rusqlite connections with their statements prepared once, on the calling
/// thread, so a row costs a function call rather than a trip through sqlx's worker
/// thread (docs/adr/0029-title-reads-on-rusqlite.md).
/// Projection writes go through one rusqlite connection on a blocking thread, so
/// that writers queue in the process instead of contending for SQLite's lock
/// (docs/adr/0024-projection-writes-on-rusqlite.md).
#[derive(Clone, Debug)]
pub struct ReadDb {
    reads: SqlitePool,
    readers: Arc<Readers>,
    writer: Arc<Mutex<Connection>>,
    path: PathBuf,
}

/// The rusqlite read connections: opened when first needed, kept idle between reads.
/// Reads run on the async threads without awaiting, so no more are in use at once
/// than there are such threads; at most [`READ_CONNECTIONS`] are kept.
#[derive(Debug, Default)]
struct Readers {
    idle: Mutex<Vec<Connection>>,
}

impl ReadDb {
    pub async fn open(data_dir: &Path) -> Result<ReadDb, ProjectionError> {
        std::fs::create_dir_all(data_dir)?;
        let path = data_dir.join("read.db");
        let writer = {
            let path = path.clone();
            crate::blocking(move || {
                let writer = open_writer(&path)?;
                crate::checkpoint::create_table(&writer)?;
                Ok(writer)
            })
            .await?
        };
        let reads = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(bobine_store::sqlite_options(&path).read_only(true))
            .await?;
        let writer = Arc::new(Mutex::new(writer));
        spawn_checkpointer(path.clone(), Arc::downgrade(&writer));
        Ok(ReadDb {
            reads,
            readers: Arc::default(),
            writer,
            path,
        })
    }

    /// The pool every read query uses.
    pub fn reads(&self) -> &SqlitePool {
        &self.reads
    }

    /// Copies the write-ahead log into `read.db` and truncates it, so that the pages
    /// it held from before an erasure leave the disk too
    /// (docs/adr/0041-erasure-down-to-the-disk.md).
    ///
    /// A truncation kept busy, by this file's checkpointer (every [`CHECKPOINT_EVERY`])
    /// or a reader, is tried again, the writer let go between tries
    /// (`bobine_store::truncate_until_done`).
    pub async fn truncate_journal(&self) -> Result<(), ProjectionError> {
        let done = bobine_store::truncate_until_done(|| {
            let writer = self.writer.clone();
            crate::blocking(move || {
                let connection = writer.lock().unwrap_or_else(PoisonError::into_inner);
                let busy: i64 =
                    connection
                        .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |row| row.get(0))?;
                Ok(busy == 0)
            })
        })
        .await?;
        if done {
            return Ok(());
        }
        Err(ProjectionError::Io(std::io::Error::other(
            "read.db: the write-ahead log stayed busy and was not truncated",
        )))
    }

    /// Runs `read` on a read connection, here, in one read transaction (one snapshot
    /// of `read.db`). For reads of a few rows by key, which take less time than a
    /// hop to a blocking thread and back (docs/adr/0029-title-reads-on-rusqlite.md):
    /// a read that scans belongs on the sqlx pool. The connection is read-only: a
    /// statement that writes fails.
    pub(crate) fn read_by_key<T>(
        &self,
        read: impl FnOnce(&Connection) -> rusqlite::Result<T>,
    ) -> Result<T, ProjectionError> {
        let idle = self
            .readers
            .idle
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop();
        let mut connection = match idle {
            Some(connection) => connection,
            None => open_reader(&self.path)?,
        };
        let answer = connection
            .transaction()
            .and_then(|snapshot| read(&snapshot));
        let mut idle = self
            .readers
            .idle
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if idle.len() < READ_CONNECTIONS {
            idle.push(connection);
        }
        Ok(answer?)
    }

    /// Runs `write` on the write connection, on a blocking thread, after the writes
    /// queued before it.
    pub(crate) async fn write<T, F>(&self, write: F) -> Result<T, ProjectionError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Connection) -> Result<T, ProjectionError> + Send + 'static,
    {
        let writer = self.writer.clone();
        crate::blocking(move || {
            // A write that panicked left no transaction open (dropping one rolls it
            // back), so the connection is still sound.
            let mut connection = writer.lock().unwrap_or_else(PoisonError::into_inner);
            write(&mut connection)
        })
        .await
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }
}

/// Copies `read.db`'s WAL back into the database every [`CHECKPOINT_EVERY`], on a
/// connection of its own, for as long as the write connection lives. SQLite would
/// otherwise do it inside the commit that finds the WAL past 1,000 pages, holding
/// the write connection (and so every projection's next batch) while it writes and
/// flushes the pages: a stall of tens of milliseconds, often at 1,000 commands a
/// second (docs/adr/0030-live-projections-under-load.md). A passive checkpoint runs
/// beside the writer and the readers, and waits for neither.
fn spawn_checkpointer(path: PathBuf, writer: Weak<Mutex<Connection>>) {
    tokio::spawn(async move {
        let mut tick = tokio::time::interval(CHECKPOINT_EVERY);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut connection: Option<Connection> = None;
        loop {
            tick.tick().await;
            if writer.strong_count() == 0 {
                return;
            }
            let (path, kept) = (path.clone(), connection.take());
            let checkpointed = crate::blocking(move || {
                let connection = match kept {
                    Some(connection) => connection,
                    None => open_checkpointer(&path)?,
                };
                checkpoint(&connection, &wal_of(&path), WAL_LIMIT)?;
                Ok(connection)
            })
            .await;
            match checkpointed {
                Ok(kept) => connection = Some(kept),
                Err(error) => tracing::warn!(%error, "read.db: checkpoint failed; trying again"),
            }
        }
    });
}

/// The WAL's size past which the checkpointer makes the writer wait for a whole
/// checkpoint and empties the file.
const WAL_LIMIT: u64 = 256 * 1024 * 1024;

fn wal_of(path: &Path) -> PathBuf {
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    PathBuf::from(wal)
}

/// A passive checkpoint, and past `limit` a truncating one. A passive checkpoint
/// never waits, so while projections write without pause (a node replaying a long
/// log from event 0) it never catches up with the writer, the WAL never starts
/// again from its beginning, and it grows with everything written: 36 GB for a log
/// of 10,000,000 events. Past `limit` the checkpoint waits for the batch under way,
/// copies every frame, and truncates the file; live, the WAL stays far below it.
fn checkpoint(connection: &Connection, wal: &Path, limit: u64) -> rusqlite::Result<()> {
    connection.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(()))?;
    if std::fs::metadata(wal).is_ok_and(|wal| wal.len() > limit) {
        connection.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))?;
    }
    Ok(())
}

/// The checkpointer's connection: it writes only the database file, from the WAL.
fn open_checkpointer(path: &Path) -> rusqlite::Result<Connection> {
    let connection = Connection::open(path)?;
    connection.busy_timeout(Duration::from_secs(10))?;
    connection.pragma_update(None, "synchronous", "NORMAL")?;
    Ok(connection)
}

/// A read connection: read-only, with a busy timeout and room for every statement
/// the title reads prepare. SQLite's default page cache: 8 MiB measured the same
/// with wrk (docs/benchmarks.md). Not memory-mapped: the pages a map touches count
/// in the node's resident memory, once per connection (418 MB instead of 139 MB at
/// 100,000 films, docs/benchmarks.md), for no measurable gain.
fn open_reader(path: &Path) -> rusqlite::Result<Connection> {
    let connection = Connection::open_with_flags(
        path,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )?;
    connection.busy_timeout(Duration::from_secs(10))?;
    connection.set_prepared_statement_cache_capacity(PREPARED_STATEMENTS);
    Ok(connection)
}

/// The write connection: WAL, foreign keys, a busy timeout, and `synchronous=NORMAL`.
/// Unlike the log, a read model need not survive a power cut: WAL in NORMAL mode
/// keeps it consistent (a batch and its checkpoint land together or not at all), and
/// a lost batch is folded again from the log at the next start. So a batch costs no
/// flush to disk, and an event is readable sooner after its command
/// (docs/adr/0024-projection-writes-on-rusqlite.md).
fn open_writer(path: &Path) -> rusqlite::Result<Connection> {
    let connection = Connection::open(path)?;
    connection.busy_timeout(Duration::from_secs(10))?;
    connection.pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))?;
    connection.pragma_update(None, "synchronous", "NORMAL")?;
    // The checkpointer copies the WAL back, not the commits.
    connection.pragma_update(None, "wal_autocheckpoint", 0)?;
    connection.pragma_update(None, "foreign_keys", true)?;
    // What a projection deletes (an erased member's rows) is zeroed on the disk
    // (docs/adr/0041-erasure-down-to-the-disk.md).
    connection.pragma_update(None, "secure_delete", true)?;
    connection.set_prepared_statement_cache_capacity(PREPARED_STATEMENTS);
    Ok(connection)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Past its limit the WAL is emptied, which passive checkpoints alone never do
    /// while readers and the writer keep them from catching up.
    #[test]
    fn past_its_limit_the_wal_is_emptied() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("read.db");
        let writer = open_writer(&path).unwrap();
        writer
            .execute_batch("CREATE TABLE written (n INTEGER, pad TEXT)")
            .unwrap();
        let checkpointer = open_checkpointer(&path).unwrap();
        let wal = wal_of(&path);
        let write = || {
            writer
                .execute(
                    "WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 200) \
                     INSERT INTO written SELECT n, printf('%.2000c', 'x') FROM s",
                    [],
                )
                .unwrap()
        };
        // A reader that keeps an old snapshot, as a projection's read does between
        // batches: the passive checkpoint cannot copy past it.
        let reader = open_reader(&path).unwrap();
        let mut held = reader.prepare("SELECT n FROM written").unwrap();
        write();
        let mut rows = held.query([]).unwrap();
        rows.next().unwrap();
        for _ in 0..20 {
            write();
            checkpoint(&checkpointer, &wal, u64::MAX).unwrap();
        }
        let grown = std::fs::metadata(&wal).unwrap().len();
        assert!(grown > 4_000_000, "the WAL grew: {grown}");
        drop(rows);
        checkpoint(&checkpointer, &wal, 1_000_000).unwrap();
        assert_eq!(std::fs::metadata(&wal).unwrap().len(), 0);
        write();
        assert!(std::fs::metadata(&wal).unwrap().len() < grown / 10);
    }

    /// With SQLite's own checkpoints off, what a projection writes still reaches the
    /// database file itself, not only the WAL.
    #[tokio::test]
    async fn writes_reach_the_database_file_without_a_checkpoint_in_the_commit() {
        let dir = tempfile::tempdir().unwrap();
        let db = ReadDb::open(dir.path()).await.unwrap();
        db.write(|c| {
            Ok(c.execute_batch(
                "CREATE TABLE written (n INTEGER); INSERT INTO written VALUES (1);",
            )?)
        })
        .await
        .unwrap();
        // The file alone, as if there were no WAL.
        let uri = format!("file:{}?immutable=1", db.path().display());
        let in_the_file = || {
            let file = Connection::open_with_flags(
                &uri,
                OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI,
            )?;
            file.query_row(
                "SELECT count(*) FROM sqlite_master WHERE name = 'written'",
                [],
                |row| row.get::<_, i64>(0),
            )
        };
        let deadline = std::time::Instant::now() + Duration::from_secs(10);
        while in_the_file().unwrap() == 0 && std::time::Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        assert_eq!(in_the_file().unwrap(), 1);
    }
}
