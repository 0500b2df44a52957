//! The node's local read database.

use std::path::{Path, PathBuf};

use sqlx::SqlitePool;
use sqlx::sqlite::SqlitePoolOptions;

/// `<data dir>/read.db`: every SQL projection's tables and checkpoints. Reads use a
/// pool; projection writes go through a single connection, so that writers queue in
/// the process instead of contending for SQLite's lock.
#[derive(Clone, Debug)]
pub struct ReadDb {
    reads: SqlitePool,
    writes: SqlitePool,
    path: PathBuf,
}

impl ReadDb {
    pub async fn open(data_dir: &Path) -> Result<ReadDb, sqlx::Error> {
        std::fs::create_dir_all(data_dir).map_err(sqlx::Error::Io)?;
        let path = data_dir.join("read.db");
        let options = bobine_store::sqlite_options(&path);
        let writes = bobine_store::sqlite_writer(options.clone()).await?;
        let reads = SqlitePoolOptions::new()
            .max_connections(8)
            .connect_with(options.read_only(true))
            .await?;
        crate::checkpoint::create_table(&writes).await?;
        Ok(ReadDb {
            reads,
            writes,
            path,
        })
    }

    /// The pool every read query uses.
    pub fn reads(&self) -> &SqlitePool {
        &self.reads
    }

    pub(crate) fn writes(&self) -> &SqlitePool {
        &self.writes
    }

    pub(crate) fn path(&self) -> &Path {
        &self.path
    }
}
