//! Waiting for the queue to empty, on a condition rather than for a time.

use std::time::Duration;

use bobine_projections::mail::queries;

use crate::error::AppError;
use crate::node::Node;

/// Waits, at most `within`, until this node's read model has folded the whole log
/// and no mail waits or awaits a retry there; true if it came to that. The tests
/// and the benchmark wait on it rather than for a fixed time.
pub async fn drained(node: &Node, within: Duration) -> Result<bool, AppError> {
    let deadline = tokio::time::Instant::now() + within;
    loop {
        // The newest commit, visible to readers yet or not: a mail just queued counts.
        let newest = node.log.newest().await.map_err(AppError::internal)?;
        node.projections
            .wait_for(newest, node.settings.read_wait)
            .await;
        let counts = queries::counts(node.read.reads()).await?;
        if counts.waiting + counts.failed == 0 {
            return Ok(true);
        }
        if tokio::time::Instant::now() >= deadline {
            return Ok(false);
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
