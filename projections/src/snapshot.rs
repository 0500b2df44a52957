//! The files of a node's read side in a snapshot (crates/app/src/snapshot/mod.rs):
//! `read.db` and each analyst projection's file, copied by SQLite's `VACUUM INTO`
//! as of one transaction (a serving node may write meanwhile), and the search index
//! as of one commit. Each copy carries its own checkpoints, so a node started from
//! them resumes each projection where its copy stands.

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use bobine_store::Position;
use rusqlite::{Connection, OpenFlags};

use crate::ProjectionError;

/// The read models' file in a data directory and in a snapshot.
pub const READ_DB: &str = "read.db";
const ANALYSTS: &str = "analysts";

/// Copies the read side of `data_dir` into `to`; answers each projection's position
/// in the copies (the search index under `search`).
pub fn copy_out(
    data_dir: &Path,
    to: &Path,
) -> Result<BTreeMap<String, Option<Position>>, ProjectionError> {
    fs::create_dir_all(to)?;
    let mut parts = BTreeMap::new();
    if data_dir.join(READ_DB).exists() {
        vacuum_into(&data_dir.join(READ_DB), &to.join(READ_DB))?;
        parts.extend(checkpoints(&to.join(READ_DB))?);
    }
    parts.insert(
        "search".to_string(),
        crate::search::snapshot::copy_live(data_dir, to)?,
    );
    if let Ok(files) = fs::read_dir(data_dir.join(ANALYSTS)) {
        fs::create_dir_all(to.join(ANALYSTS))?;
        for file in files {
            let path = file?.path();
            if path.extension().is_some_and(|ext| ext == "db") {
                let name = path.file_name().unwrap_or_default();
                vacuum_into(&path, &to.join(ANALYSTS).join(name))?;
            }
        }
    }
    Ok(parts)
}

/// Puts the snapshot's copies in place of `data_dir`'s read side.
pub fn copy_in(from: &Path, data_dir: &Path) -> Result<(), ProjectionError> {
    fs::create_dir_all(data_dir)?;
    for suffix in ["", "-wal", "-shm"] {
        let _ = fs::remove_file(data_dir.join(format!("{READ_DB}{suffix}")));
    }
    if from.join(READ_DB).exists() {
        fs::copy(from.join(READ_DB), data_dir.join(READ_DB))?;
    }
    crate::search::snapshot::restore(from, data_dir)?;
    let _ = fs::remove_dir_all(data_dir.join(ANALYSTS));
    if let Ok(files) = fs::read_dir(from.join(ANALYSTS)) {
        fs::create_dir_all(data_dir.join(ANALYSTS))?;
        for file in files {
            let file = file?;
            fs::copy(file.path(), data_dir.join(ANALYSTS).join(file.file_name()))?;
        }
    }
    Ok(())
}

/// A consistent copy of the SQLite file at `from`, read-only on it.
fn vacuum_into(from: &Path, to: &Path) -> Result<(), ProjectionError> {
    let source = Connection::open_with_flags(from, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    source.execute("VACUUM INTO ?1", [to.to_string_lossy()])?;
    Ok(())
}

/// Each projection's position in a copy of `read.db`.
fn checkpoints(read_db: &Path) -> Result<Vec<(String, Option<Position>)>, ProjectionError> {
    let db = Connection::open_with_flags(read_db, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut statement = db.prepare("SELECT name, tx, seq FROM projection_checkpoint")?;
    let rows = statement.query_map([], |row| {
        let (name, tx, seq): (String, i64, i64) = (row.get(0)?, row.get(1)?, row.get(2)?);
        Ok((name, Some(Position::new(tx as u64, seq))))
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}
