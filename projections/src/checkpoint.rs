//! Each projection's checkpoint, stored beside its tables.

use bobine_store::Position;
use sqlx::{Sqlite, SqliteConnection, SqlitePool, Transaction};

pub(crate) async fn create_table(pool: &SqlitePool) -> Result<(), sqlx::Error> {
    sqlx::query(
        "CREATE TABLE IF NOT EXISTS projection_checkpoint (
             name    TEXT PRIMARY KEY,
             version INTEGER NOT NULL,
             tx      INTEGER NOT NULL,
             seq     INTEGER NOT NULL
         )",
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// The stored checkpoint and schema version, if the projection was ever set up.
pub(crate) async fn load(
    connection: &mut SqliteConnection,
    name: &str,
) -> Result<Option<(u32, Position)>, sqlx::Error> {
    let row: Option<(i64, i64, i64)> =
        sqlx::query_as("SELECT version, tx, seq FROM projection_checkpoint WHERE name = ?")
            .bind(name)
            .fetch_optional(connection)
            .await?;
    Ok(row.map(|(version, tx, seq)| (version as u32, Position::new(tx as u64, seq))))
}

pub(crate) async fn reset(
    tx: &mut Transaction<'_, Sqlite>,
    name: &str,
    version: u32,
    at: Position,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT OR REPLACE INTO projection_checkpoint (name, version, tx, seq) VALUES (?, ?, ?, ?)",
    )
    .bind(name)
    .bind(version)
    .bind(at.tx as i64)
    .bind(at.seq)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// Moves the checkpoint from `from` to `to`; false if it no longer stood at `from`
/// (a replay swapped the projection in meanwhile). Being a write, it also takes
/// SQLite's write lock first, so the batch that follows cannot be refused midway.
pub(crate) async fn advance(
    tx: &mut Transaction<'_, Sqlite>,
    name: &str,
    from: Position,
    to: Position,
) -> Result<bool, sqlx::Error> {
    let moved = sqlx::query(
        "UPDATE projection_checkpoint SET tx = ?, seq = ? WHERE name = ? AND tx = ? AND seq = ?",
    )
    .bind(to.tx as i64)
    .bind(to.seq)
    .bind(name)
    .bind(from.tx as i64)
    .bind(from.seq)
    .execute(&mut **tx)
    .await?;
    Ok(moved.rows_affected() == 1)
}
