//! Each projection's checkpoint, stored beside its tables.

use bobine_store::Position;
use rusqlite::{Connection, OptionalExtension, params};

pub(crate) fn create_table(db: &Connection) -> rusqlite::Result<()> {
    db.execute_batch(
        "CREATE TABLE IF NOT EXISTS projection_checkpoint (
             name    TEXT PRIMARY KEY,
             version INTEGER NOT NULL,
             tx      INTEGER NOT NULL,
             seq     INTEGER NOT NULL
         )",
    )
}

/// The stored checkpoint and schema version, if the projection was ever set up.
pub(crate) fn load(db: &Connection, name: &str) -> rusqlite::Result<Option<(u32, Position)>> {
    db.prepare_cached("SELECT version, tx, seq FROM projection_checkpoint WHERE name = ?")?
        .query_row([name], |row| {
            let (version, tx, seq): (i64, i64, i64) = (row.get(0)?, row.get(1)?, row.get(2)?);
            Ok((version as u32, Position::new(tx as u64, seq)))
        })
        .optional()
}

pub(crate) fn reset(
    db: &Connection,
    name: &str,
    version: u32,
    at: Position,
) -> rusqlite::Result<()> {
    db.prepare_cached(
        "INSERT OR REPLACE INTO projection_checkpoint (name, version, tx, seq) VALUES (?, ?, ?, ?)",
    )?
    .execute(params![name, version, at.tx as i64, at.seq])?;
    Ok(())
}

/// Moves the checkpoint to `to`. The caller holds the write lock and has checked
/// that it stood where the projection last wrote it.
pub(crate) fn advance(db: &Connection, name: &str, to: Position) -> rusqlite::Result<()> {
    db.prepare_cached("UPDATE projection_checkpoint SET tx = ?, seq = ? WHERE name = ?")?
        .execute(params![to.tx as i64, to.seq, name])?;
    Ok(())
}
