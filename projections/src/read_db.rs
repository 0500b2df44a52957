//! The node's local read database.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use rusqlite::Connection;
use sqlx::SqlitePool;
use sqlx::sqlite::SqlitePoolOptions;

use crate::ProjectionError;

/// Statements each write connection keeps prepared: every projection's fold fits,
/// so no event re-parses its SQL.
pub(crate) const PREPARED_STATEMENTS: usize = 256;

/// `<data dir>/read.db`: every SQL projection's tables and checkpoints. Reads use a
/// sqlx pool; projection writes go through one rusqlite connection on a blocking
/// thread, so that writers queue in the process instead of contending for SQLite's
/// lock, and each statement costs a function call rather than a trip through sqlx's
/// worker thread (docs/adr/0024-projection-writes-on-rusqlite.md).
#[derive(Clone, Debug)]
pub struct ReadDb {
    reads: SqlitePool,
    writer: Arc<Mutex<Connection>>,
    path: PathBuf,
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
        Ok(ReadDb {
            reads,
            writer: Arc::new(Mutex::new(writer)),
            path,
        })
    }

    /// The pool every read query uses.
    pub fn reads(&self) -> &SqlitePool {
        &self.reads
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
    connection.pragma_update(None, "foreign_keys", true)?;
    connection.set_prepared_statement_cache_capacity(PREPARED_STATEMENTS);
    Ok(connection)
}
