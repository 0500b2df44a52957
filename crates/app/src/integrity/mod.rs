//! The log's integrity as this node sees it: each event sealed into the hash chain
//! after its commit, the chain walked at start and then every
//! `BOBINE_INTEGRITY_CHECK_MINUTES`, and the last walk's verdict, which
//! `GET /api/admin/integrity` and the audit screen show (docs/adr/0037-hash-chain.md).
//!
//! A broken chain never stops the node: it says so in its log, its metrics and on
//! the audit screen, and goes on serving.

mod noted;
mod report;
mod tasks;

use std::path::PathBuf;
use std::sync::{Arc, RwLock};

use bobine_domain::accounts::Account;
use bobine_store::{Erasures, EventLog, Head, LogError, Verdict};
use cqrs_es::Aggregate;

pub use report::{BrokenAt, ChainHead, IntegrityReport, IntegrityStatus};
pub(crate) use tasks::ChainTasks;
pub use tasks::Sealer;

use crate::clock::Clock;

/// The events whose redactions the chain accepts: a member's erasure, which redacts
/// their account, reports, requests and favourites.
pub fn erasures() -> Erasures {
    Erasures(vec![(Account::TYPE, "Erased")])
}

/// Seals what is not sealed yet, then walks the chain from event 0 (and, with
/// `since`, checks that it still holds that head): `bobine verify`.
pub async fn verify_log(log: &EventLog, since: Option<Head>) -> Result<Verdict, LogError> {
    log.seal().await?;
    log.verify(since, &erasures()).await
}

/// The last verdict of this node's walks. Cheap to clone.
#[derive(Clone, Default)]
pub struct Integrity {
    last: Arc<RwLock<Option<IntegrityReport>>>,
}

impl Integrity {
    /// What the last walk found; `pending` until the first one ends.
    pub fn report(&self) -> IntegrityReport {
        self.last
            .read()
            .expect("no writer panics")
            .clone()
            .unwrap_or_else(IntegrityReport::pending)
    }

    fn set(&self, report: IntegrityReport) {
        *self.last.write().expect("no writer panics") = Some(report);
    }
}

/// One walk of the chain for this node: against the head the node noted at its last
/// intact walk (in its data directory), so that a chain rewritten consistently
/// since is caught too.
#[derive(Clone)]
pub struct Checker {
    pub log: EventLog,
    pub data_dir: PathBuf,
    pub integrity: Integrity,
    pub clock: Clock,
}

impl Checker {
    /// Walks the chain now, keeps the verdict, and notes the head when it holds.
    pub async fn check(&self) -> Result<IntegrityReport, LogError> {
        let noted = noted::read(&self.data_dir);
        let verdict = verify_log(&self.log, noted).await?;
        let report = IntegrityReport::of(&verdict, self.clock.now());
        match &verdict.broken {
            None => {
                if let Some(head) = verdict.head
                    && let Err(error) = noted::write(&self.data_dir, head)
                {
                    tracing::warn!(%error, "hash chain: the verified head could not be noted");
                }
                metrics::gauge!("bobine_chain_intact").set(1.0);
            }
            Some(broken) => {
                tracing::error!(
                    position = %broken.position,
                    reason = broken.reason.describe(),
                    "hash chain broken: the event log was altered"
                );
                metrics::gauge!("bobine_chain_intact").set(0.0);
            }
        }
        metrics::gauge!("bobine_chain_verified_events").set(verdict.verified as f64);
        self.integrity.set(report.clone());
        Ok(report)
    }
}
