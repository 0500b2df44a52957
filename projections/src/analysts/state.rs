//! What the analysts' projections of a node hold: their settings, each projection's
//! versions and copies, and where each copy stands (docs/adr/0036). Shared by the
//! runner that follows the definitions, the tasks that fold copies and the files on
//! disk.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use bobine_store::{EventLog, Position};
use tokio::sync::Notify;
use tokio::task::JoinHandle;

use super::copy::FoldFailure;
use super::files;
use crate::tail::Tail;

/// How the node runs analysts' projections.
#[derive(Debug, Clone)]
pub struct AnalystSettings {
    /// `<data dir>/analysts`.
    pub dir: PathBuf,
    /// Each file's size cap, in bytes (`BOBINE_ANALYST_PROJECTION_MAX_MB`).
    pub max_bytes: u64,
    pub poll: Duration,
    pub batch: u32,
}

/// Where a copy stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum State {
    Replaying,
    Live,
    Failed,
}

/// One copy's progress, as the list shows it.
#[derive(Debug, Clone)]
pub struct CopyStatus {
    pub version: u32,
    pub state: State,
    pub position: Position,
    /// Events folded per second over the last batch (0 when idle).
    pub rate: f64,
    pub error: Option<FoldFailure>,
}

/// A copy being folded: its file, its status, its task.
pub(crate) struct CopyRun {
    pub version: u32,
    pub build: u32,
    pub path: PathBuf,
    /// Erasures at or before this position were in the log (redacted) when the copy
    /// started from zero, or folded before it resumed; a later one means it may hold
    /// a copy of erased data. Set by its task once the file is open.
    pub clean_through: Mutex<Position>,
    pub status: Mutex<CopyStatus>,
    pub task: Mutex<Option<JoinHandle<()>>>,
    /// Replaced or retired: its file goes when the last [`ServedCopy`] of it is
    /// dropped.
    pub discarded: AtomicBool,
}

impl CopyRun {
    pub fn status(&self) -> CopyStatus {
        lock(&self.status).clone()
    }

    pub fn stop(&self) {
        if let Some(task) = lock(&self.task).take() {
            task.abort();
        }
    }

    /// Stops the copy, replaced or retired, and has its file removed once nothing
    /// reads it: a read that took the copy just before finishes on it rather than
    /// finding its file gone.
    pub fn discard(&self) {
        self.stop();
        self.discarded.store(true, Ordering::Release);
    }
}

impl Drop for CopyRun {
    fn drop(&mut self) {
        self.stop();
        if self.discarded.load(Ordering::Acquire) {
            files::remove(&self.path);
        }
    }
}

/// The copy reads of a projection are served from, kept on disk for as long as a
/// read holds it.
#[derive(Clone)]
pub struct ServedCopy(pub(crate) Arc<CopyRun>);

impl ServedCopy {
    /// The copy's SQLite file.
    pub fn path(&self) -> &Path {
        &self.0.path
    }
}

/// One analyst projection as the log defines it, and its copies on this node.
pub(crate) struct Entry {
    /// Each version's SQL text.
    pub versions: BTreeMap<u32, String>,
    pub defined_by: String,
    pub defined_at: String,
    pub retired: bool,
    /// The copy reads are served from (none until a first copy has caught up).
    pub serving: Option<Arc<CopyRun>>,
    /// The copy replaying beside it: a new version, or a rebuild.
    pub next: Option<Arc<CopyRun>>,
}

impl Entry {
    pub fn version(&self) -> u32 {
        self.versions
            .keys()
            .next_back()
            .copied()
            .unwrap_or_default()
    }
}

pub(crate) fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

pub(crate) struct Inner {
    pub log: EventLog,
    pub tail: Tail,
    pub appended: Arc<Notify>,
    pub settings: AnalystSettings,
    pub entries: Mutex<BTreeMap<String, Entry>>,
}
