//! Rebuilding a SQL projection from zero beside the live one, then swapping it in.

use std::path::Path;

use bobine_store::{EventLog, Position};
use sqlx::sqlite::{SqlitePoolOptions, SqliteSynchronous};

use crate::sql::{SqlProjection, create_schema};
use crate::{ProjectionError, ReadDb, checkpoint};

/// Events read and applied per transaction while rebuilding.
const REBUILD_BATCH: u32 = 5_000;

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
pub(crate) async fn rebuild_sql<P: SqlProjection>(
    db: &ReadDb,
    projection: &P,
    log: &EventLog,
    progress: &dyn RebuildProgress,
) -> Result<Position, ProjectionError> {
    let shadow_path = db
        .path()
        .with_file_name(format!("read.rebuild-{}.db", projection.name()));
    remove_sqlite_file(&shadow_path)?;
    // A scratch file: if the machine stops, the replay starts again, so no fsync.
    let options = bobine_store::sqlite_options(&shadow_path).synchronous(SqliteSynchronous::Off);
    let shadow = SqlitePoolOptions::new()
        .max_connections(1)
        .connect_with(options)
        .await?;
    create_schema(&mut *shadow.acquire().await?, projection.schema()).await?;

    let mut at = Position::ZERO;
    loop {
        let events = log.read_after(at, REBUILD_BATCH).await?;
        let Some(last) = events.last() else { break };
        let mut tx = shadow.begin().await?;
        for event in &events {
            projection.apply(&mut tx, event).await?;
        }
        tx.commit().await?;
        at = last.position;
        progress.advanced(events.len() as u64);
    }
    shadow.close().await;

    swap_in(db, projection, &shadow_path, at).await?;
    remove_sqlite_file(&shadow_path)?;
    Ok(at)
}

async fn swap_in<P: SqlProjection>(
    db: &ReadDb,
    projection: &P,
    shadow_path: &Path,
    at: Position,
) -> Result<(), ProjectionError> {
    let mut connection = db.writes().acquire().await?;
    let shadow = shadow_path.to_string_lossy().replace('\'', "''");
    sqlx::query(&format!("ATTACH DATABASE '{shadow}' AS shadow"))
        .execute(&mut *connection)
        .await?;
    let swapped = async {
        let mut tx = sqlx::Connection::begin(&mut *connection).await?;
        for table in projection.tables() {
            sqlx::query(&format!("DROP TABLE IF EXISTS main.{table}"))
                .execute(&mut *tx)
                .await?;
        }
        create_schema(&mut tx, projection.schema()).await?;
        for table in projection.tables() {
            sqlx::query(&format!(
                "INSERT INTO main.{table} SELECT * FROM shadow.{table}"
            ))
            .execute(&mut *tx)
            .await?;
        }
        checkpoint::reset(&mut tx, projection.name(), projection.version(), at).await?;
        tx.commit().await
    }
    .await;
    sqlx::query("DETACH DATABASE shadow")
        .execute(&mut *connection)
        .await?;
    Ok(swapped?)
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
