//! Playback positions a later one supersedes, moved from the log to its archive once
//! their retention has passed (docs/adr/0051-superseded-facts-archived.md): the
//! player saves one every 30 s, and only a member's newest for a title is ever read,
//! so the others would otherwise cost every replay, every new projection and every
//! node's disk for ever.

use std::time::Duration;

use bobine_domain::progress::PROGRESS_TYPE;
use bobine_store::{EventLog, LogError, Superseded};
use tokio::task::JoinHandle;

use crate::clock::Clock;

/// A `ProgressSaved` is superseded by a later one of the same member and title: the
/// `watch_history` projection keeps only the newest (projections/src/watch_history/mod.rs).
pub const SUPERSEDED_POSITIONS: Superseded = Superseded {
    aggregate_type: PROGRESS_TYPE,
    event_type: "ProgressSaved",
    keys: ["member", "content_id"],
};

/// How often a serving node moves what has passed its retention: positions wait an
/// hour at most past it, and a round that finds nothing reads only the positions.
const EVERY: Duration = Duration::from_secs(3600);

/// The first round waits this long after the node starts, so that it does not read
/// the log beside the projections' replay.
const FIRST: Duration = Duration::from_secs(600);

/// Moves the superseded positions saved more than `retention` before the clock's
/// time; answers how many moved.
pub async fn archive_superseded(
    log: &EventLog,
    clock: &Clock,
    retention: Duration,
) -> Result<u64, LogError> {
    let before = clock.now() - retention;
    log.archive_superseded(&SUPERSEDED_POSITIONS, before).await
}

/// A serving node's hourly round; stops when dropped. Several nodes may run it at
/// once: each position is moved by whichever round deletes it first.
pub(crate) struct Retention(JoinHandle<()>);

impl Retention {
    pub fn start(log: EventLog, clock: Clock, retention: Duration) -> Retention {
        Retention(tokio::spawn(async move {
            let mut tick = tokio::time::interval_at(tokio::time::Instant::now() + FIRST, EVERY);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                match archive_superseded(&log, &clock, retention).await {
                    Ok(moved) => {
                        metrics::counter!("bobine_positions_archived_total").increment(moved);
                    }
                    Err(error) => tracing::warn!(%error, "retention: archiving failed, retried"),
                }
            }
        }))
    }
}

impl Drop for Retention {
    fn drop(&mut self) {
        self.0.abort();
    }
}
