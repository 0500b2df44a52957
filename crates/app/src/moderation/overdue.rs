//! Overdue moderation work (issue 35, docs/adr/0049-overdue-work-and-its-daily-digest.md):
//! a report or a request that has waited for the team longer than
//! `BOBINE_MODERATION_OVERDUE_HOURS` is « En retard » on the lists and counted on the
//! admin home ([`cutoff`]), and each admin who has not turned it off on /profile is
//! mailed one digest a day listing it ([`send_digest`]; every serving node runs the
//! task of `super::digest`).
//!
//! **The overdue clock.** An item waits from its filing (a request: from its
//! submission, or from its last reopening) while it is pending or in progress (a
//! request: pending or approved, the team having said yes but not added it yet). The
//! start is the log's time of that event, as the `moderation` projection keeps it; the
//! end is the node's [`crate::clock::Clock`], which tests move forward.

use super::digest::cutoff_at;
pub use super::digest::{DIGEST_HOUR, DigestOutcome, digest_id};
use crate::error::AppError;
use crate::node::Node;

/// The stamp before which a waiting item is overdue, by this node's clock: the
/// lists, the counters, the admin home and the digest all read against it.
pub fn cutoff(node: &Node) -> String {
    cutoff_at(node.clock.now(), node.settings.moderation_overdue)
}

/// Queues today's digest (Paris day of the node's clock) for every admin who wants
/// it, if anything is overdue: at most once per admin and day, whatever the number of
/// nodes that try (`super::digest`).
pub async fn send_digest(node: &Node) -> Result<DigestOutcome, AppError> {
    node.digests().send().await
}
