//! Rebuilding a SQL projection from zero beside the live one, then swapping it in.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use bobine_store::{EventLog, Position, StoredEvent};
use rusqlite::{Connection, TransactionBehavior};
use tokio::sync::mpsc;

use crate::sql::SqlProjection;
use crate::{ProjectionError, ReadDb, blocking, checkpoint};

/// Events read, and applied in one transaction, per batch while rebuilding.
pub(crate) const REBUILD_BATCH: u32 = 10_000;

/// Batches read ahead of the one being applied.
const READ_AHEAD: usize = 2;

/// The scratch database's page cache, 64 MiB (a negative `cache_size` counts KiB).
const SHADOW_CACHE_KIB: i64 = -65_536;

/// Told how far a rebuild has gone (the command line draws a progress bar).
pub trait RebuildProgress: Send + Sync {
    fn advanced(&self, events: u64);
}

impl RebuildProgress for () {
    fn advanced(&self, _: u64) {}
}

/// Folds the whole log into a scratch database `read.rebuild-<name>.db`, then, in one
/// transaction of the live database, replaces the projection's tables with the
/// scratch ones and sets its checkpoint. Readers never see a half-built table; a
/// live runner notices the moved checkpoint and carries on from it.
///
/// Reading and folding overlap: this task reads the next batch from the log while a
/// blocking thread applies the previous one.
pub(crate) async fn rebuild_sql<P: SqlProjection>(
    db: &ReadDb,
    projection: Arc<P>,
    log: &EventLog,
    progress: &dyn RebuildProgress,
) -> Result<Position, ProjectionError> {
    let shadow_path = db
        .path()
        .with_file_name(format!("read.rebuild-{}.db", projection.name()));
    remove_sqlite_file(&shadow_path)?;
    let (batches, received) = mpsc::channel(READ_AHEAD);
    let folding = {
        let (path, projection) = (shadow_path.clone(), projection.clone());
        blocking(move || fold_into(&path, &*projection, received))
    };
    // Owns the sending end: when it finishes, the fold sees the end of the batches.
    let mut reading = LogScan::new(log, projection.aggregates());
    let read = async move {
        while let Some(events) = reading.next().await? {
            if events.is_empty() {
                continue;
            }
            let count = events.len() as u64;
            // A closed channel means the fold stopped: its own error says why.
            if batches.send(events).await.is_err() {
                break;
            }
            // Counted when handed over: at most `READ_AHEAD` batches ahead of the fold.
            progress.advanced(count);
        }
        Ok::<_, ProjectionError>(reading.at())
    };
    let (read, folded) = tokio::join!(read, folding);
    folded?;
    let at = read?;

    swap_in(db, projection, shadow_path.clone(), at).await?;
    remove_sqlite_file(&shadow_path)?;
    Ok(at)
}

/// A rebuild's read of the log: windows of `REBUILD_BATCH` events in commit order, of
/// which the events of the aggregates the projection folds (all of them when it
/// names none), up to the newest event readers can see. It ends there, past the other
/// aggregates' events after its last own one.
pub(crate) struct LogScan<'a> {
    log: &'a EventLog,
    aggregates: Vec<String>,
    at: Position,
    done: bool,
}

impl<'a> LogScan<'a> {
    pub(crate) fn new(log: &'a EventLog, aggregates: &[&str]) -> Self {
        LogScan {
            log,
            aggregates: aggregates.iter().map(ToString::to_string).collect(),
            at: Position::ZERO,
            done: false,
        }
    }

    /// The next window's events (perhaps none), `None` once the end is reached.
    pub(crate) async fn next(&mut self) -> Result<Option<Vec<StoredEvent>>, ProjectionError> {
        if self.done {
            return Ok(None);
        }
        let window = self
            .log
            .read_window(self.at, &self.aggregates, REBUILD_BATCH)
            .await?;
        self.done = !window.full;
        self.at = window.end;
        Ok(Some(window.events))
    }

    /// Where the rebuilt projection stands: the last event read, or the head.
    pub(crate) fn at(&self) -> Position {
        self.at
    }
}

/// Applies each batch received into a fresh scratch database at `path`.
fn fold_into<P: SqlProjection>(
    path: &Path,
    projection: &P,
    mut batches: mpsc::Receiver<Vec<StoredEvent>>,
) -> Result<(), ProjectionError> {
    let mut shadow = Connection::open(path)?;
    // A scratch file: if the machine stops, the replay starts again, so neither a
    // journal nor an fsync.
    shadow.pragma_update_and_check(None, "journal_mode", "OFF", |_| Ok(()))?;
    shadow.pragma_update(None, "synchronous", "OFF")?;
    shadow.pragma_update(None, "secure_delete", true)?;
    shadow.pragma_update(None, "cache_size", SHADOW_CACHE_KIB)?;
    shadow.set_prepared_statement_cache_capacity(crate::read_db::PREPARED_STATEMENTS);
    shadow.execute_batch(projection.schema())?;
    while let Some(events) = batches.blocking_recv() {
        let tx = shadow.transaction_with_behavior(TransactionBehavior::Exclusive)?;
        for event in &events {
            projection.apply(&tx, event)?;
        }
        tx.commit()?;
    }
    Ok(())
}

/// Replaces the projection's live tables with the scratch ones and sets its
/// checkpoint, in one transaction of the read database.
async fn swap_in<P: SqlProjection>(
    db: &ReadDb,
    projection: Arc<P>,
    shadow_path: PathBuf,
    at: Position,
) -> Result<(), ProjectionError> {
    db.write(move |db| {
        db.execute(
            "ATTACH DATABASE ? AS shadow",
            [shadow_path.to_string_lossy()],
        )?;
        let swapped = copy_tables(db, &*projection, at);
        db.execute_batch("DETACH DATABASE shadow")?;
        swapped
    })
    .await
}

fn copy_tables<P: SqlProjection>(
    db: &mut Connection,
    projection: &P,
    at: Position,
) -> Result<(), ProjectionError> {
    let tx = db.transaction_with_behavior(TransactionBehavior::Immediate)?;
    for table in projection.tables() {
        tx.execute_batch(&format!("DROP TABLE IF EXISTS main.{table}"))?;
    }
    tx.execute_batch(projection.schema())?;
    for table in projection.tables() {
        tx.execute_batch(&format!(
            "INSERT INTO main.{table} SELECT * FROM shadow.{table}"
        ))?;
    }
    checkpoint::reset(&tx, projection.name(), projection.version(), at)?;
    tx.commit()?;
    Ok(())
}

fn remove_sqlite_file(path: &Path) -> std::io::Result<()> {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let file = format!("{}{suffix}", path.display());
        match std::fs::remove_file(&file) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(e),
            _ => {}
        }
    }
    Ok(())
}
