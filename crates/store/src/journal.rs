//! Truncating a SQLite write-ahead log after an erasure, for the log and for
//! `read.db` alike (docs/adr/0041-erasure-down-to-the-disk.md).

use std::future::Future;
use std::time::Duration;

/// Tries of a truncation kept from completing, and the pause between two: two
/// seconds at most.
const TRIES: u32 = 100;
const PAUSE: Duration = Duration::from_millis(20);

/// Runs `attempt`, one `PRAGMA wal_checkpoint(TRUNCATE)` answering whether it
/// completed, until one does: a truncation that another checkpoint or a reader keeps
/// from completing reports itself busy and leaves the WAL as it was. Answers `false`
/// when every try stayed busy; the file is then left for the next erasure or
/// checkpoint. The caller lets go of its writer between tries.
pub async fn truncate_until_done<E, F, Fut>(mut attempt: F) -> Result<bool, E>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<bool, E>>,
{
    for _ in 0..TRIES {
        if attempt().await? {
            return Ok(true);
        }
        tokio::time::sleep(PAUSE).await;
    }
    Ok(false)
}
