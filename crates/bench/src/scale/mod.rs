//! The member-day and three nodes on one PostgreSQL (issue 37, items 1 and 2): a load
//! generator drives real `bobine serve` processes through the HTTP API as browsers
//! do ([`day`], [`moderation`]), for a simulated day of N members, on SQLite, on
//! PostgreSQL, and on three nodes sharing one PostgreSQL database; what it measures
//! goes to docs/benchmarks.md ([`section`]) and docs/capacity.md ([`capacity`]).

mod capacity;
mod client;
mod day;
mod measure;
mod moderation;
mod probe;
mod run;
mod section;
mod world;

use std::path::Path;

use bobine_store::testing::Backend;

use crate::hardening::Bin;
use crate::report::Report;

pub use section::SCALE_HEADING;

/// Films in the generated catalogue (and one series for ten films).
const FILMS: u64 = 2_000;

/// The day of `members` members on SQLite, on PostgreSQL, then on three nodes on one
/// PostgreSQL database; the report's section, and docs/capacity.md's measured parts
/// rewritten at `capacity`.
pub async fn run(
    report: &mut Report,
    bin: &Bin,
    members: usize,
    capacity: &Path,
) -> anyhow::Result<()> {
    let mut runs = Vec::new();
    for (backend, nodes) in [
        (Backend::Sqlite, 1),
        (Backend::Postgres, 1),
        (Backend::Postgres, 3),
    ] {
        println!("scale: {members} members, {backend:?}, {nodes} node(s)...");
        let measured = match run::day(bin, backend, nodes, members, FILMS).await {
            Ok(measured) => measured,
            // The runs measured so far are still written.
            Err(error) => {
                println!("scale: {backend:?}, {nodes} node(s) failed: {error:#}");
                break;
            }
        };
        println!(
            "scale: {backend:?}, {nodes} node(s): {} requests in {:.1} s ({:.0}/s), {} not 2xx, {} events ({:.1} per member-day), {:.0} bytes per event",
            measured.requests(),
            measured.seconds,
            measured.requests_in_day as f64 / measured.seconds,
            measured.failures(),
            measured.event_count(),
            measured.event_count() as f64 / members as f64,
            measured.log.total() as f64 / measured.event_count().max(1) as f64,
        );
        for (kind, k) in &measured.kinds {
            if !k.failures.is_empty() || k.busy > 0 {
                println!("  {kind}: {:?} not 2xx, {} busy", k.failures, k.busy);
            }
        }
        runs.push(measured);
    }
    report.scale = section::markdown(&runs, FILMS);
    let existing = std::fs::read_to_string(capacity).unwrap_or_default();
    std::fs::write(capacity, capacity::rewrite(&existing, &runs))?;
    Ok(())
}
