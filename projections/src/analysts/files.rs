//! The analysts' directory on disk: the copies it holds, whether one had been
//! swapped in, removing one, and the next free build number of a version.

use std::path::Path;

use rusqlite::{Connection, OpenFlags};

use super::copy::parse_file_name;

/// Removes a copy's file and its WAL companions (a missing file is not an error).
pub(crate) fn remove(path: &Path) {
    for suffix in ["", "-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        let _ = std::fs::remove_file(name);
    }
}

/// The files of the directory read as (name, version, build).
pub(crate) fn copies(dir: &Path) -> Vec<(String, u32, u32)> {
    let Ok(read) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    read.filter_map(|entry| parse_file_name(entry.ok()?.file_name().to_str()?))
        .collect()
}

/// One more than the highest build of `name`'s `version` on disk.
pub(crate) fn next_build(dir: &Path, name: &str, version: u32) -> u32 {
    copies(dir)
        .iter()
        .filter(|(n, v, _)| n == name && *v == version)
        .map(|(_, _, b)| b + 1)
        .max()
        .unwrap_or(0)
}

/// Whether the copy at `path` had been swapped in.
pub(crate) fn was_live(path: &Path) -> bool {
    let Ok(conn) = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY) else {
        return false;
    };
    conn.query_row(
        "SELECT live FROM _bobine_checkpoint WHERE id = 1",
        [],
        |row| row.get::<_, bool>(0),
    )
    .unwrap_or(false)
}
