//! The live index of a node: the fold keeps the titles changed since the last commit
//! in memory, searchable as soon as their batch is applied, and a committer thread
//! writes them into Tantivy in the background, at most ten times a second
//! (docs/adr/0034-recent-titles.md).
//!
//! Each commit carries the position of the last event it holds; a node that stops
//! commits what it folded, and one that crashed folds again what came after.

use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use bobine_store::{Position, StoredEvent};
use tantivy::{IndexReader, IndexWriter};

use super::directory::Payload;
use super::fold;
use super::recent::{Recent, RecentTitle};
use super::schema::Fields;
use super::view::View;
use crate::ProjectionError;

/// Commits begin at most this often: each makes a segment and a searcher, so under
/// many edits one commit takes all that came in meanwhile (the recent titles stay
/// under a hundred or so at 1,000 edits a second).
const COMMIT_EVERY: Duration = Duration::from_millis(100);
/// Events folded without a change to any document, at most, before a commit records
/// the position anyway (with no new segment, the searcher stays): a node restarted
/// after a million views folds again these at most, not the million.
const UNCOMMITTED_EVENTS: usize = 1_000;
/// After a failed commit (a full disk, say), the committer tries again this later.
const RETRY_AFTER: Duration = Duration::from_secs(1);
/// With this many titles waiting, the committer commits without waiting for its
/// turn (a node catching up on its log folds thousands a second).
const BUSY: usize = 500;
/// Beyond this many titles waiting, the fold waits for a commit: memory stays
/// bounded however far behind the node starts.
const MOST: usize = 2 * BUSY;

/// The index this process folds into and reads. Dropping it stops the committer
/// after a last commit of what was folded.
pub(super) struct Live {
    pub name: String,
    shared: Arc<Shared>,
    committer: Option<JoinHandle<()>>,
}

struct Shared {
    reader: IndexReader,
    fields: Fields,
    version: u32,
    state: Mutex<State>,
    /// Wakes the committer: a change was folded, or it should stop.
    wake: Condvar,
    /// Wakes a fold waiting for room: a commit ended.
    committed: Condvar,
}

struct State {
    /// The last event folded.
    at: Position,
    /// The titles changed since the last commit.
    recent: Arc<Recent>,
    /// Events folded since the last commit recorded a position.
    uncommitted: usize,
    /// Why the last commit failed; folding stops until one succeeds.
    failed: Option<String>,
    stopping: bool,
}

impl State {
    /// A commit is due: titles wait for it, or [`UNCOMMITTED_EVENTS`] events were
    /// folded since the last one. Events that change no document alone are not
    /// worth a commit before that.
    fn due(&self) -> bool {
        !self.recent.is_empty() || self.uncommitted >= UNCOMMITTED_EVENTS
    }
}

impl Live {
    /// Starts the committer of `writer`, the index's only writer from now on;
    /// `version` goes into each commit's payload.
    pub fn start(
        name: String,
        writer: IndexWriter,
        reader: IndexReader,
        fields: Fields,
        version: u32,
        at: Position,
    ) -> std::io::Result<Live> {
        let shared = Arc::new(Shared {
            reader,
            fields,
            version,
            state: Mutex::new(State {
                at,
                recent: Arc::default(),
                uncommitted: 0,
                failed: None,
                stopping: false,
            }),
            wake: Condvar::new(),
            committed: Condvar::new(),
        });
        let committer = {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name("search-commits".into())
                .spawn(move || shared.commit_until_stopped(writer))?
        };
        Ok(Live {
            name,
            shared,
            committer: Some(committer),
        })
    }

    /// The recent titles, then the searcher (in that order: a title committed and
    /// forgotten in between is in the searcher).
    pub fn view(&self) -> View {
        let recent = self.shared.state().recent.clone();
        View {
            recent,
            searcher: self.shared.reader.searcher(),
            fields: self.shared.fields,
        }
    }

    /// Folds `events`, which follow `from`; searches see them on return.
    pub fn fold(
        &self,
        from: Position,
        events: &[StoredEvent],
    ) -> Result<Position, ProjectionError> {
        let Some(last) = events.last() else {
            return Ok(from);
        };
        // Decoded before taking the lock, which searches take too.
        let mut changed = Vec::new();
        for event in events {
            if let Some(change) = fold::change(&self.shared.fields, event)? {
                let (id, title) = RecentTitle::new(event.position, change);
                changed.push((id, Arc::new(title)));
            }
        }
        let mut state = self.shared.state();
        if state.at != from {
            return Err(ProjectionError::Moved(state.at));
        }
        while state.recent.len() >= MOST && state.failed.is_none() && !state.stopping {
            state = self
                .shared
                .committed
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
        if let Some(error) = &state.failed {
            return Err(std::io::Error::other(format!("the last commit failed: {error}")).into());
        }
        let wake = !changed.is_empty();
        let recent = Arc::make_mut(&mut state.recent);
        for (id, title) in changed {
            recent.insert(id, title);
        }
        state.at = last.position;
        state.uncommitted += events.len();
        if wake || state.uncommitted >= UNCOMMITTED_EVENTS {
            self.shared.wake.notify_one();
        }
        Ok(last.position)
    }
}

impl Drop for Live {
    fn drop(&mut self) {
        self.shared.state().stopping = true;
        self.shared.wake.notify_one();
        if let Some(committer) = self.committer.take() {
            let _ = committer.join();
        }
    }
}

impl Shared {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Commits what was folded, paced by [`COMMIT_EVERY`], until the index is let
    /// go of; then once more if anything is left.
    fn commit_until_stopped(&self, mut writer: IndexWriter) {
        let mut began: Option<Instant> = None;
        loop {
            let Some((recent, at, counted)) = self.next_commit(began) else {
                return;
            };
            began = Some(Instant::now());
            match self.commit(&mut writer, &recent, at) {
                Ok(()) => {
                    let mut state = self.state();
                    Arc::make_mut(&mut state.recent).forget(&recent);
                    state.uncommitted = state.uncommitted.saturating_sub(counted);
                    state.failed = None;
                    self.committed.notify_all();
                }
                Err(error) => {
                    tracing::error!(projection = "search", %error, "commit failed; retrying");
                    let _ = writer.rollback();
                    let mut state = self.state();
                    state.failed = Some(error.to_string());
                    self.committed.notify_all();
                    if state.stopping {
                        return;
                    }
                    drop(self.wait(state, RETRY_AFTER, false));
                }
            }
        }
    }

    /// Waits until a commit is due and [`COMMIT_EVERY`] has passed since the last
    /// one `began`: what it takes (the recent titles, the position, the events
    /// counted). `None` once stopped with nothing left to commit.
    fn next_commit(&self, began: Option<Instant>) -> Option<(Arc<Recent>, Position, usize)> {
        let mut state = self.state();
        if let Some(began) = began {
            state = self.wait(state, COMMIT_EVERY.saturating_sub(began.elapsed()), true);
        }
        loop {
            let due = state.due();
            if state.stopping && !due && state.uncommitted == 0 {
                return None;
            }
            if due || state.stopping {
                return Some((state.recent.clone(), state.at, state.uncommitted));
            }
            state = self
                .wake
                .wait(state)
                .unwrap_or_else(PoisonError::into_inner);
        }
    }

    /// Waits `time`, unless told to stop, or (`unless_busy`) [`BUSY`] titles wait.
    fn wait<'a>(
        &self,
        mut state: MutexGuard<'a, State>,
        time: Duration,
        unless_busy: bool,
    ) -> MutexGuard<'a, State> {
        let until = Instant::now() + time;
        loop {
            let busy = unless_busy && state.recent.len() >= BUSY;
            if state.stopping || busy {
                break;
            }
            let left = until.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            state = self
                .wake
                .wait_timeout(state, left)
                .unwrap_or_else(PoisonError::into_inner)
                .0;
        }
        state
    }

    /// Writes `recent` into the index and commits it at `at`; a new searcher sees it
    /// before the titles are forgotten.
    fn commit(
        &self,
        writer: &mut IndexWriter,
        recent: &Recent,
        at: Position,
    ) -> tantivy::Result<()> {
        for (id, title) in recent.titles() {
            fold::write(writer, &self.fields, id, title.document.clone())?;
        }
        Payload {
            version: self.version,
            position: at,
        }
        .commit(writer)?;
        if !recent.is_empty() {
            self.reader.reload()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use bobine_domain::movies::{Movie, MovieDetails, MovieEvent};
    use cqrs_es::Aggregate;
    use tantivy::{Index, ReloadPolicy};
    use uuid::Uuid;

    use super::*;

    fn added(position: Position) -> StoredEvent {
        // A film with a title and a synopsis; every other field is optional.
        let details: MovieDetails = serde_json::from_value(serde_json::json!({
            "title": format!("Film {}", position.seq),
            "synopsis": "Un film parmi des milliers.",
            "is_featured": false,
            "is_new": false,
            "genre_ids": [],
        }))
        .unwrap();
        let id = Uuid::now_v7();
        StoredEvent {
            position,
            aggregate_type: Movie::TYPE.into(),
            aggregate_id: id.to_string(),
            sequence: 1,
            event_type: "MovieAdded".into(),
            event_version: "1".into(),
            payload: serde_json::to_string(&MovieEvent::MovieAdded { id, details }).unwrap(),
            metadata: "{}".into(),
            recorded_at: "2026-11-25T00:00:00Z".into(),
        }
    }

    /// An event of another aggregate: the search index folds nothing of it.
    fn elsewhere(position: Position) -> StoredEvent {
        StoredEvent {
            aggregate_type: "genres".into(),
            event_type: "GenreCreated".into(),
            payload: "{}".into(),
            ..added(position)
        }
    }

    fn in_ram() -> (Index, Live) {
        let (schema, fields) = Fields::schema();
        let index = Index::create_in_ram(schema);
        let writer = index.writer(15_000_000).unwrap();
        let reader = index
            .reader_builder()
            .reload_policy(ReloadPolicy::Manual)
            .try_into()
            .unwrap();
        let live = Live::start("test".into(), writer, reader, fields, 1, Position::ZERO).unwrap();
        (index, live)
    }

    /// Events that change no document make no commit due until the thousandth (the
    /// committer commits only what is due, or on stopping).
    #[test]
    fn events_that_change_nothing_wait_for_the_thousandth_before_a_commit() {
        let (_index, live) = in_ram();
        let idle = |from: i64, to: i64| -> Vec<StoredEvent> {
            (from..to).map(|n| elsewhere(Position::new(1, n))).collect()
        };
        let at = live.fold(Position::ZERO, &idle(1, 1_000)).unwrap();
        assert!(!live.shared.state().due(), "999 events change nothing");
        let at = live.fold(at, &idle(1_000, 1_001)).unwrap();
        assert_eq!(at, Position::new(1, 1_000));
        // Due now, unless the committer has committed them already.
        let state = live.shared.state();
        assert!(state.due() || state.uncommitted == 0);
    }

    /// A node far behind its log folds thousands of titles a second: the titles
    /// waiting for a commit stay bounded, and letting go of the index commits the rest.
    #[test]
    fn a_node_catching_up_keeps_a_bounded_number_of_titles_waiting() {
        let (index, live) = in_ram();
        let (batch, batches) = (1_000, 8);
        let mut at = Position::ZERO;
        let mut most_waiting = 0;
        for b in 0..batches {
            let events: Vec<_> = (1..=batch)
                .map(|n| added(Position::new(1, b * batch + n)))
                .collect();
            at = live.fold(at, &events).unwrap();
            most_waiting = most_waiting.max(live.view().recent.len());
        }
        assert!(
            most_waiting <= MOST + batch as usize,
            "{most_waiting} titles waited"
        );
        drop(live);
        let searcher = index.reader().unwrap().searcher();
        assert_eq!(searcher.num_docs(), (batch * batches) as u64);
        let stored = Payload::stored(&index).unwrap().unwrap();
        assert_eq!(stored.position, at);
    }
}
