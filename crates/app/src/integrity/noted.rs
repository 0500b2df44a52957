//! The head this node noted at its last intact walk, kept in its data directory,
//! outside the log: a chain rewritten consistently since no longer holds it.

use std::path::Path;

use bobine_store::Head;

const FILE: &str = "chain-head";

/// The noted head; none when the file is absent or unreadable (a fresh node).
pub(super) fn read(data_dir: &Path) -> Option<Head> {
    let text = std::fs::read_to_string(data_dir.join(FILE)).ok()?;
    match text.trim().parse() {
        Ok(head) => Some(head),
        Err(error) => {
            tracing::warn!(%error, "hash chain: the noted head is unreadable and was ignored");
            None
        }
    }
}

/// Notes `head`, replacing the file in one step so that a crash leaves the old one.
pub(super) fn write(data_dir: &Path, head: Head) -> std::io::Result<()> {
    let path = data_dir.join(FILE);
    let next = data_dir.join(format!("{FILE}.next"));
    std::fs::write(&next, format!("{head}\n"))?;
    std::fs::rename(next, path)
}
