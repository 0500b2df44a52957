//! The log as the node's projections read it: once for all of them.

use std::sync::Arc;

use bobine_store::{EventLog, LogError, Position, StoredEvent};
use tokio::sync::Mutex;

/// Reads the log for every projection of the node, keeping the last batch read.
///
/// The projections at the head wake together on each append and ask for the same
/// events; the first reads them, the others take the batch it kept. A batch kept for
/// a position is a prefix of the log after it (the log only grows in commit order,
/// and a reader stops below any transaction still running), so it is always a right
/// answer there, if not always the longest. An empty batch is never kept: a
/// projection woken by an append must see it.
pub(crate) struct Tail {
    log: EventLog,
    last: Mutex<Option<(Position, Arc<[StoredEvent]>)>>,
}

impl Tail {
    pub(crate) fn new(log: EventLog) -> Tail {
        Tail {
            log,
            last: Mutex::new(None),
        }
    }

    /// Up to `limit` events after `after`, in commit order.
    pub(crate) async fn read_after(
        &self,
        after: Position,
        limit: u32,
    ) -> Result<Arc<[StoredEvent]>, LogError> {
        // Held across the read: projections asking for one position at once make one
        // read between them.
        let mut last = self.last.lock().await;
        if let Some((from, events)) = &*last
            && *from == after
            && events.len() <= limit as usize
        {
            return Ok(events.clone());
        }
        let events: Arc<[StoredEvent]> = self.log.read_after(after, limit).await?.into();
        if !events.is_empty() {
            *last = Some((after, events.clone()));
        }
        Ok(events)
    }
}
