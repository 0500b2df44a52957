//! Keeping every projection of the node at the head of the log.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bobine_store::{EventLog, Position};
use serde::Serialize;
use tokio::sync::{Notify, Semaphore, watch};
use tokio::task::JoinHandle;

use crate::tail::Tail;
use crate::{ProjectionError, Projector};

/// A position as the API writes it: a number on SQLite, `"tx.seq"` on PostgreSQL.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(untagged)]
#[allow(dead_code)] // Never built: it only describes `Position` in the document.
pub enum LogPosition {
    Sqlite(i64),
    Postgres(String),
}

/// Where one projection stands, as the node sees it now.
#[derive(Debug, Clone, Default)]
pub struct ProjectionStatus {
    /// Position of the last event it applied.
    pub position: Position,
    /// It has reached the head of the log at least once since the node started.
    pub caught_up: bool,
    /// Events applied per second over its last batch (0 when idle).
    pub rate: f64,
    /// The error that keeps it from moving, if any.
    pub error: Option<String>,
}

/// Tails the log and feeds each projection, one task per projection.
///
/// A projection wakes at once when this node appends (`appended`), and otherwise
/// polls the log every `poll`, which brings in what other nodes, other processes and
/// the command line appended. The projections read the log through one [`Tail`]:
/// those at the same position share each batch read.
///
/// A projection that starts more than `rebuild_behind` events behind the head (a new
/// node on a long log, a projection whose version changed) first catches up through
/// its rebuild, as `bobine replay` does: in a scratch file of its own, with large
/// batches, then swapped in. Live, the projections fold batches of `batch` events
/// each in its own transaction on the one write connection of `read.db`, which on a
/// log of millions of events takes hours where the rebuild takes minutes
/// (docs/adr/0053-far-behind-projections-rebuild.md). One rebuilds at a time: each
/// holds a scratch database and read-ahead batches in memory.
pub struct Runner {
    pub log: EventLog,
    pub projectors: Vec<Arc<dyn Projector>>,
    pub appended: Arc<Notify>,
    pub poll: Duration,
    pub batch: u32,
    pub rebuild_behind: u64,
}

/// The node's `rebuild_behind`: about a minute of folding live, a second or two of a
/// rebuild.
pub const REBUILD_BEHIND: u64 = 100_000;

/// The running projections: their statuses, and their tasks (aborted on drop).
pub struct Running {
    pub statuses: Statuses,
    tasks: Vec<JoinHandle<()>>,
}

impl Running {
    /// Stops the projections and returns once each task has ended and let go of
    /// what it held (the search index's writer and its lock among them), so that
    /// the data directory can be opened again at once, as by a restarted process.
    pub async fn stop(mut self) {
        let tasks = std::mem::take(&mut self.tasks);
        for task in &tasks {
            task.abort();
        }
        for task in tasks {
            let _ = task.await;
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        for task in &self.tasks {
            task.abort();
        }
    }
}

/// Read access to every projection's status; cheap to clone.
#[derive(Clone, Default)]
pub struct Statuses {
    projections: Arc<Vec<(&'static str, watch::Receiver<ProjectionStatus>)>>,
}

impl Statuses {
    /// Each projection's name and status.
    pub fn snapshot(&self) -> Vec<(&'static str, ProjectionStatus)> {
        self.projections
            .iter()
            .map(|(name, rx)| (*name, rx.borrow().clone()))
            .collect()
    }

    /// The position `name` has applied, if it runs on this node.
    pub fn position(&self, name: &str) -> Option<Position> {
        self.projections
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, rx)| rx.borrow().position)
    }

    /// Ready to serve: every projection caught up once and none is stuck.
    pub fn ready(&self) -> bool {
        self.projections.iter().all(|(_, rx)| {
            let status = rx.borrow();
            status.caught_up && status.error.is_none()
        })
    }

    /// Waits until every projection has applied `target`, at most `timeout`.
    /// True if they did (read-your-writes).
    pub async fn wait_for(&self, target: Position, timeout: Duration) -> bool {
        let all = async {
            for (_, rx) in self.projections.iter() {
                let mut rx = rx.clone();
                if rx
                    .wait_for(|status| status.position >= target)
                    .await
                    .is_err()
                {
                    return false;
                }
            }
            true
        };
        tokio::time::timeout(timeout, all).await.unwrap_or(false)
    }
}

impl Runner {
    /// Sets every projection up (so that reads find their tables from the first
    /// request), then starts one task per projection.
    pub async fn start(self) -> Result<Running, ProjectionError> {
        let mut receivers = Vec::new();
        let mut tasks = Vec::new();
        let tail = Arc::new(Tail::new(self.log.clone()));
        let rebuilds = Arc::new(Semaphore::new(1));
        for projector in &self.projectors {
            let at = projector.prepare().await?;
            let (tx, rx) = watch::channel(ProjectionStatus {
                position: at,
                ..Default::default()
            });
            receivers.push((projector.name(), rx));
            let task = Task {
                projector: projector.clone(),
                tail: tail.clone(),
                appended: self.appended.clone(),
                poll: self.poll,
                batch: self.batch,
                rebuild_behind: self.rebuild_behind,
                rebuilds: rebuilds.clone(),
                status: tx,
            };
            tasks.push(tokio::spawn(task.run(at)));
        }
        Ok(Running {
            statuses: Statuses {
                projections: Arc::new(receivers),
            },
            tasks,
        })
    }
}

struct Task {
    projector: Arc<dyn Projector>,
    tail: Arc<Tail>,
    appended: Arc<Notify>,
    poll: Duration,
    batch: u32,
    rebuild_behind: u64,
    rebuilds: Arc<Semaphore>,
    status: watch::Sender<ProjectionStatus>,
}

/// How long a projection waits before trying again after an error.
const RETRY_AFTER: Duration = Duration::from_secs(1);

impl Task {
    async fn run(self, mut at: Position) {
        let name = self.projector.name();
        at = self.catch_up_by_rebuild(at).await;
        loop {
            // Registered before reading, so an append during the read is not missed.
            let appended = self.appended.notified();
            let events = match self.tail.read_after(at, self.batch).await {
                Ok(events) => events,
                Err(error) => {
                    self.failed(&error.into()).await;
                    continue;
                }
            };
            if events.is_empty() {
                self.status.send_modify(|s| {
                    s.position = at;
                    s.caught_up = true;
                    s.rate = 0.0;
                    s.error = None;
                });
                tokio::select! {
                    _ = appended => {}
                    _ = tokio::time::sleep(self.poll) => {}
                }
                continue;
            }
            let (started, count) = (Instant::now(), events.len());
            match self.projector.apply_batch(at, events).await {
                Ok(now) => {
                    at = now;
                    let rate = count as f64 / started.elapsed().as_secs_f64().max(1e-6);
                    metrics::counter!("bobine_projection_events_total", "projection" => name)
                        .increment(count as u64);
                    metrics::gauge!("bobine_projection_position", "projection" => name)
                        .set(at.seq as f64);
                    self.status.send_modify(|s| {
                        s.position = at;
                        s.rate = rate;
                        s.error = None;
                    });
                }
                Err(ProjectionError::Moved(now)) => {
                    tracing::info!(projection = name, %now, "checkpoint moved by a replay; resuming from it");
                    at = now;
                }
                Err(error) => self.failed(&error).await,
            }
        }
    }

    /// Rebuilds the projection if it stands more than `rebuild_behind` events behind
    /// the head, and answers where it stands then. A rebuild that fails leaves it
    /// where it was: it catches up live.
    async fn catch_up_by_rebuild(&self, at: Position) -> Position {
        let name = self.projector.name();
        let log = self.tail.log();
        let behind = match log.head().await {
            Ok(head) => u64::try_from(head.seq - at.seq).unwrap_or(0),
            Err(_) => return at,
        };
        if behind <= self.rebuild_behind {
            return at;
        }
        let Ok(_turn) = self.rebuilds.acquire().await else {
            return at;
        };
        tracing::info!(
            projection = name,
            behind,
            "far behind the log: rebuilt, then live"
        );
        let started = Instant::now();
        match self.projector.rebuild(log, &()).await {
            Ok(now) => {
                let rate = behind as f64 / started.elapsed().as_secs_f64().max(1e-6);
                tracing::info!(projection = name, %now, rate, "rebuilt");
                self.status.send_modify(|s| {
                    s.position = now;
                    s.rate = rate;
                });
                now
            }
            Err(error) => {
                tracing::warn!(projection = name, %error, "the rebuild failed: caught up live");
                at
            }
        }
    }

    async fn failed(&self, error: &ProjectionError) {
        let name = self.projector.name();
        tracing::error!(projection = name, %error, "projection stopped; retrying");
        metrics::counter!("bobine_projection_errors_total", "projection" => name).increment(1);
        self.status
            .send_modify(|s| s.error = Some(error.to_string()));
        tokio::time::sleep(RETRY_AFTER).await;
    }
}
