//! The node section: the speed issue's goals for one node (a restart on a log of a
//! million events, the memory of a node serving 100,000 films, live projections
//! under 1,000 commands per second), each beside its baseline measured in the same
//! run, with the machine's load around it.

mod footprint;
mod live;

use crate::hardening::Bin;
use crate::hardening::process::percentiles;
use crate::report::{Report, rate};

/// The goals' bounds.
const RESTART_S: f64 = 2.0;
const RESIDENT_MB: f64 = 300.0;
const LIVE_P99_MS: f64 = 20.0;

pub async fn run(report: &mut Report, bin: &Bin, films: u64, events: u64) -> anyhow::Result<()> {
    let load_before = load_average();
    let (full, empty) = footprint::run(bin, films, events).await?;
    let (busy, trickle) = live::run(films).await?;
    report.node_load = format!("{load_before} at the start, {} at the end", load_average());

    let seconds = |d: &std::time::Duration| format!("{:.2}", d.as_secs_f64());
    let restarts = |f: &footprint::Footprint| {
        let slowest = f.restarts.last().map(seconds).unwrap_or_default();
        format!("{} / {slowest}", seconds(&f.restarts[f.restarts.len() / 2]))
    };
    let slowest_restart = full.restarts.last().map_or(f64::MAX, |d| d.as_secs_f64());
    let restart = format!("Restart, {} events projected", rate(events as f64));
    let memory = format!("Memory, {} films", rate(films as f64));
    let mut rows = vec![
        [
            restart.clone(),
            format!(
                "spawn to `/readyz` 200, median / slowest of {} restarts (s)",
                full.restarts.len()
            ),
            restarts(&full),
            restarts(&empty),
            verdict("< 2 s", slowest_restart < RESTART_S),
        ],
        [
            restart,
            "first start: spawn to `/readyz` 200, projecting the whole log (s)".into(),
            seconds(&full.first_start),
            seconds(&empty.first_start),
            String::new(),
        ],
        [
            memory.clone(),
            format!(
                "reads made by {} clients in 10 s (answered 2xx)",
                crate::catalogue::CLIENTS
            ),
            format!(
                "{} ({})",
                rate(full.requests as f64),
                rate(full.answered as f64)
            ),
            format!(
                "{} ({})",
                rate(empty.requests as f64),
                rate(empty.answered as f64)
            ),
            String::new(),
        ],
        [
            memory.clone(),
            "resident after the reads, `VmRSS` (MB)".into(),
            format!("{:.0}", full.rss_mb),
            format!("{:.0}", empty.rss_mb),
            verdict("< 300 MB", full.rss_mb < RESIDENT_MB),
        ],
        [
            memory.clone(),
            "most resident since the restart, reads included, `VmHWM` (MB)".into(),
            format!("{:.0}", full.peak_mb),
            format!("{:.0}", empty.peak_mb),
            verdict("< 300 MB", full.peak_mb < RESIDENT_MB),
        ],
        [
            memory,
            "most resident during the first start, `VmHWM` (MB)".into(),
            format!("{:.0}", full.first_peak_mb),
            format!("{:.0}", empty.first_peak_mb),
            verdict("< 300 MB", full.first_peak_mb < RESIDENT_MB),
        ],
    ];

    let scenario = "Live projections";
    let (busy_catalogue, busy_every) = (
        spread(busy.applied_by("catalogue")),
        spread(busy.applied_by_all()),
    );
    rows.push([
        scenario.into(),
        format!(
            "film edits acknowledged per second, offered {} (baseline: {})",
            rate(f64::from(busy.offered)),
            trickle.offered
        ),
        format!("{} ({} failed)", rate(busy.achieved), busy.failed),
        format!("{} ({} failed)", rate(trickle.achieved), trickle.failed),
        verdict(
            "≥ 1 000/s",
            busy.achieved >= 0.99 * f64::from(live::RATE) && busy.failed == 0,
        ),
    ]);
    rows.push([
        scenario.into(),
        "commit to applied by `catalogue` (film pages, lists): p50 / p99 / max (ms)".into(),
        busy_catalogue.0,
        spread(trickle.applied_by("catalogue")).0,
        verdict("p99 < 20 ms", busy_catalogue.1 < LIVE_P99_MS),
    ]);
    rows.push([
        scenario.into(),
        "commit to applied by every projection (read-your-writes): p50 / p99 / max (ms)".into(),
        busy_every.0,
        spread(trickle.applied_by_all()).0,
        verdict("p99 < 20 ms", busy_every.1 < LIVE_P99_MS),
    ]);
    rows.push([
        scenario.into(),
        "slowest projection at p99 (ms)".into(),
        slowest(&busy),
        slowest(&trickle),
        String::new(),
    ]);
    report.node = rows;
    Ok(())
}

/// "p50 / p99 / max" of `latencies` in milliseconds, and the p99.
fn spread(mut latencies: Vec<f64>) -> (String, f64) {
    let (p50, p99) = percentiles(&mut latencies);
    let max = latencies.last().copied().unwrap_or_default();
    (format!("{p50:.1} / {p99:.1} / {max:.1}"), p99)
}

/// The projection with the highest p99, and that p99; every projection's figures
/// are printed, to see what bounds the slowest.
fn slowest(live: &live::Live) -> String {
    live.projections
        .iter()
        .map(|name| {
            let (figures, p99) = spread(live.applied_by(name));
            println!(
                "node: {} commands/s offered: {name}: {figures} ms",
                live.offered
            );
            (name, p99)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(name, p99)| format!("`{name}`: {p99:.1}"))
        .unwrap_or_default()
}

fn verdict(goal: &str, met: bool) -> String {
    format!("{goal}: {}", if met { "yes" } else { "**no**" })
}

/// The 1, 5 and 15 minute load averages.
pub fn load_average() -> String {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    load.split_whitespace()
        .take(3)
        .collect::<Vec<_>>()
        .join(" ")
}
