//! The rebuilds this node ran since it started, and how far each has gone: what the
//! node holds for the projections screen. Starting one is [`super::rebuilds`].

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use bobine_projections::RebuildProgress;
use serde::Serialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use utoipa::ToSchema;

/// The rebuilds this node ran since it started, the latest per projection.
#[derive(Clone, Default)]
pub struct Rebuilds(Arc<Mutex<HashMap<&'static str, Arc<Rebuild>>>>);

/// One rebuild, as it goes.
pub struct Rebuild {
    pub(super) by: String,
    pub(super) started_at: OffsetDateTime,
    /// Events to read (those of the aggregates the projection folds), set once the
    /// rebuild has counted them.
    pub(super) total: AtomicU64,
    pub(super) done: AtomicU64,
    /// When it stopped, and why if it failed; `None` while it runs.
    pub(super) outcome: Mutex<Option<(OffsetDateTime, Option<String>)>>,
}

/// A rebuild as the projections screen shows it (its progress bar).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RebuildReport {
    /// The admin who started it: a user id, or `operator`.
    pub by: String,
    pub started_at: String,
    /// Events to read: those of the aggregates the projection folds, when it started.
    pub total: u64,
    /// Events folded so far.
    pub done: u64,
    pub running: bool,
    pub finished_at: Option<String>,
    /// Why it stopped, if it did not complete (the live read model stayed as it was).
    pub error: Option<String>,
}

impl RebuildProgress for Rebuild {
    fn advanced(&self, events: u64) {
        self.done.fetch_add(events, Ordering::Relaxed);
    }
}

fn stamp(at: OffsetDateTime) -> String {
    at.format(&Rfc3339).unwrap_or_default()
}

impl Rebuild {
    fn report(&self) -> RebuildReport {
        let outcome = self
            .outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        RebuildReport {
            by: self.by.clone(),
            started_at: stamp(self.started_at),
            total: self.total.load(Ordering::Relaxed),
            done: self.done.load(Ordering::Relaxed),
            running: outcome.is_none(),
            finished_at: outcome.as_ref().map(|(at, _)| stamp(*at)),
            error: outcome.and_then(|(_, error)| error),
        }
    }

    fn running(&self) -> bool {
        self.outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_none()
    }
}

impl Rebuilds {
    /// The latest rebuild of `projection` on this node, if any.
    pub fn report(&self, projection: &str) -> Option<RebuildReport> {
        let all = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        all.get(projection).map(|rebuild| rebuild.report())
    }

    /// Reserves `projection` for a new rebuild; false while one is running.
    pub(super) fn reserve(&self, projection: &'static str, rebuild: Arc<Rebuild>) -> bool {
        let mut all = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if all.get(projection).is_some_and(|current| current.running()) {
            return false;
        }
        all.insert(projection, rebuild);
        true
    }

    /// Forgets a reservation whose rebuild never started.
    pub(super) fn release(&self, projection: &str) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(projection);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rebuild() -> Arc<Rebuild> {
        Arc::new(Rebuild {
            by: "admin".into(),
            started_at: OffsetDateTime::UNIX_EPOCH,
            total: AtomicU64::new(10),
            done: AtomicU64::new(0),
            outcome: Mutex::new(None),
        })
    }

    #[test]
    fn a_projection_is_rebuilt_once_at_a_time_and_again_once_finished() {
        let rebuilds = Rebuilds::default();
        let first = rebuild();
        assert!(rebuilds.reserve("catalogue", first.clone()));
        assert!(!rebuilds.reserve("catalogue", rebuild()));
        assert!(rebuilds.reserve("search", rebuild()));
        first.advanced(10);
        assert_eq!(rebuilds.report("catalogue").unwrap().done, 10);
        *first.outcome.lock().unwrap() = Some((OffsetDateTime::UNIX_EPOCH, None));
        let report = rebuilds.report("catalogue").unwrap();
        assert!(!report.running && report.error.is_none());
        assert!(rebuilds.reserve("catalogue", rebuild()));
    }
}
