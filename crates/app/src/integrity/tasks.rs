//! The node's two chain tasks: the sealer, woken by each append (and by polling, for
//! what other processes append), and the periodic walk.

use std::sync::Arc;
use std::time::Duration;

use bobine_store::EventLog;
use tokio::sync::Notify;
use tokio::task::JoinHandle;

use super::Checker;

/// How long the sealer lets appends gather before a round: each round is a durable
/// transaction on the log's one writer, which the commands wait behind. Rounds 20 ms
/// apart cost commands at 16 clients 13 % of their rate on SQLite (docs/benchmarks.md,
/// "Hash chain"); a quarter of a second apart, a round seals a few hundred commands at
/// once and the chain's head stays within a second of the log's.
const GATHER: Duration = Duration::from_millis(250);

/// The sealer and the walker of a serving node; both stop when it is dropped.
pub(crate) struct ChainTasks {
    _sealer: Sealer,
    walker: JoinHandle<()>,
}

impl ChainTasks {
    pub fn start(
        log: EventLog,
        appended: Arc<Notify>,
        poll: Duration,
        checker: Checker,
        every: Duration,
    ) -> ChainTasks {
        ChainTasks {
            _sealer: Sealer::start(log, appended, poll),
            walker: tokio::spawn(walk_forever(checker, every)),
        }
    }
}

impl Drop for ChainTasks {
    fn drop(&mut self) {
        self.walker.abort();
    }
}

/// Seals each burst of appends after its commit: woken by `appended` (this process's
/// commits) and every `poll` (other processes' and nodes'). Stops when dropped. A
/// serving node runs one; the benchmarks run one beside their commands.
pub struct Sealer(JoinHandle<()>);

impl Sealer {
    pub fn start(log: EventLog, appended: Arc<Notify>, poll: Duration) -> Sealer {
        Sealer(tokio::spawn(seal_forever(log, appended, poll)))
    }
}

impl Drop for Sealer {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn seal_forever(log: EventLog, appended: Arc<Notify>, poll: Duration) {
    loop {
        let woken = appended.notified();
        tokio::pin!(woken);
        woken.as_mut().enable();
        match log.seal().await {
            Ok(sealed) => {
                metrics::counter!("bobine_chain_sealed_total").increment(sealed.count);
            }
            Err(error) => tracing::warn!(%error, "hash chain: sealing failed, retried"),
        }
        tokio::select! {
            _ = woken => tokio::time::sleep(GATHER).await,
            _ = tokio::time::sleep(poll) => {}
        }
    }
}

async fn walk_forever(checker: Checker, every: Duration) {
    loop {
        if let Err(error) = checker.check().await {
            tracing::warn!(%error, "hash chain: the walk could not read the log, retried later");
        }
        tokio::time::sleep(every).await;
    }
}
