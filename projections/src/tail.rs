//! The log as the node's projections read it: once for all of them.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, PoisonError};

use bobine_store::{EventLog, LogError, Position, StoredEvent};
use tokio::sync::OnceCell;

/// How many batches are kept: projections catching up from event 0 (a new node, a
/// rebuild) read the same batches at different speeds, and each batch is read from
/// the log once while the slowest is at most this many batches behind the fastest.
const KEPT: usize = 16;

/// One read of the log after a position, shared by every projection asking for it.
type Read = Arc<OnceCell<Arc<[StoredEvent]>>>;

/// Reads the log for every projection of the node, keeping the last batches read.
///
/// The projections at the head wake together on each append and ask for the same
/// events; the first reads them, the others wait for its read and take its batch.
/// Projections catching up read the same batches one after the other (each applies
/// whole batches of the same size, so they ask after the same positions): the
/// first reads each, the followers find it kept. Reads after different positions
/// run side by side.
///
/// A batch kept for a position is a prefix of the log after it (the log only grows
/// in commit order, and a reader stops below any transaction still running), so it
/// is always a right answer there, if not always the longest, until an erasure
/// rewrites the log: then [`Tail::forget_all`]. An empty batch is
/// never kept, and one taken from a read that began before the call is read again:
/// a projection woken by an append must see it.
pub(crate) struct Tail {
    log: EventLog,
    kept: Mutex<VecDeque<(Position, Read)>>,
}

impl Tail {
    pub(crate) fn new(log: EventLog) -> Tail {
        Tail {
            log,
            kept: Mutex::new(VecDeque::with_capacity(KEPT)),
        }
    }

    /// The log it reads.
    pub(crate) fn log(&self) -> &EventLog {
        &self.log
    }

    /// Up to `limit` events after `after`, in commit order.
    pub(crate) async fn read_after(
        &self,
        after: Position,
        limit: u32,
    ) -> Result<Arc<[StoredEvent]>, LogError> {
        let (read, shared) = self.read_at(after);
        let mut ours = false;
        let events = read
            .get_or_try_init(|| {
                ours = true;
                self.read(after, limit)
            })
            .await?
            .clone();
        if events.is_empty() {
            self.forget(after, &read);
            if !ours && shared {
                return self.read(after, limit).await;
            }
            return Ok(events);
        }
        if events.len() > limit as usize {
            return self.read(after, limit).await;
        }
        Ok(events)
    }

    async fn read(&self, after: Position, limit: u32) -> Result<Arc<[StoredEvent]>, LogError> {
        Ok(self.log.read_after(after, limit).await?.into())
    }

    /// The read after `after`, kept or in flight, and whether it was (`false`: a new
    /// one, kept in place of the oldest).
    fn read_at(&self, after: Position) -> (Read, bool) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((_, read)) = kept.iter().find(|(from, _)| *from == after) {
            return (read.clone(), true);
        }
        if kept.len() == KEPT {
            kept.pop_front();
        }
        let read = Read::default();
        kept.push_back((after, read.clone()));
        (read, false)
    }

    /// Forgets every batch kept: an erasure has just rewritten events of the log, and
    /// a batch read before would give a reader starting over the erased data again.
    pub(crate) fn forget_all(&self) {
        self.kept
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
    }

    /// Drops `read` if it is still the one kept after `after`.
    fn forget(&self, after: Position, read: &Read) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.retain(|(from, kept)| !(*from == after && Arc::ptr_eq(kept, read)));
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

    /// A projection catching up behind another takes each batch the first one read,
    /// kept while the first went ahead.
    #[tokio::test]
    async fn a_projection_behind_another_takes_the_batches_it_read() {
        let t = TestLog::new(Backend::Sqlite).await;
        let genres =
            Executor::<Genres>::new(&Commits::start(t.log.clone()), (), Arc::new(Notify::new()));
        for n in 0..4 {
            let create = GenreCommand::Create {
                id: Uuid::now_v7(),
                name: format!("Genre {n}"),
                category: "Films".into(),
            };
            genres
                .execute(GENRES_ID, create, &Metadata::system("test"))
                .await
                .unwrap();
        }
        read_visible(&t.log, 4).await;
        let tail = Tail::new(t.log.clone());
        let mut ahead = Vec::new();
        let mut at = Position::ZERO;
        loop {
            let batch = tail.read_after(at, 1).await.unwrap();
            let Some(last) = batch.last() else { break };
            at = last.position;
            ahead.push(batch);
        }
        assert_eq!(ahead.len(), 4);
        let mut at = Position::ZERO;
        for batch in &ahead {
            let behind = tail.read_after(at, 1).await.unwrap();
            assert!(Arc::ptr_eq(batch, &behind), "kept for the one behind");
            at = behind[0].position;
        }
    }
}
