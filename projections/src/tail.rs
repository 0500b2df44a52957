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

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
    use bobine_store::testing::{Backend, TestLog, read_visible};
    use bobine_store::{Commits, Executor, Metadata, Position};
    use tokio::sync::Notify;
    use uuid::Uuid;

    use super::Tail;

    /// Projections at one position share one read; one that asks after an append is
    /// never answered an empty batch kept from before it, nor a longer one than it
    /// asked for.
    #[tokio::test]
    async fn projections_at_one_position_share_a_read_and_never_miss_an_append() {
        let t = TestLog::new(Backend::Sqlite).await;
        let tail = Tail::new(t.log.clone());
        assert!(
            tail.read_after(Position::ZERO, 10)
                .await
                .unwrap()
                .is_empty()
        );

        let genres =
            Executor::<Genres>::new(&Commits::start(t.log.clone()), (), Arc::new(Notify::new()));
        let meta = Metadata::system("test");
        for n in 0..3 {
            let name = format!("Genre {n}");
            let create = GenreCommand::Create {
                id: Uuid::now_v7(),
                name,
                category: "Films".into(),
            };
            genres.execute(GENRES_ID, create, &meta).await.unwrap();
        }
        read_visible(&t.log, 3).await;

        let first = tail.read_after(Position::ZERO, 10).await.unwrap();
        assert_eq!(first.len(), 3);
        let second = tail.read_after(Position::ZERO, 10).await.unwrap();
        assert!(
            Arc::ptr_eq(&first, &second),
            "the second reader shares the batch"
        );
        assert_eq!(tail.read_after(Position::ZERO, 2).await.unwrap().len(), 2);
        let after = tail.read_after(first[0].position, 10).await.unwrap();
        assert_eq!(after[..], first[1..]);
    }
}
