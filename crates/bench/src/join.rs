//! A new node joining a long log on PostgreSQL (docs/adr/0047-snapshots.md): the time
//! from start to ready of a node that replays every projection from event 0, beside a
//! node that starts from a snapshot of the first one, on a log shaped like the
//! product's. `crates/api/tests/api/snapshot.rs` checks that such a node answers as
//! the replayed one does.

use std::time::{Duration, Instant};

use bobine_app::{Node, Settings};
use bobine_store::testing::{Backend, TestLog};

use crate::product_log::fill_product_log;
use crate::report::{Report, rate};

/// How often readiness is looked at while a node starts.
const LOOK: Duration = Duration::from_millis(50);
/// How often a starting node's progress is printed.
const TELL_EVERY: Duration = Duration::from_secs(30);
/// How long a node may take to start before the run gives up.
const GIVE_UP: Duration = Duration::from_secs(3 * 60 * 60);

pub async fn run(report: &mut Report, events: u64) -> anyhow::Result<()> {
    let t = TestLog::new(Backend::Postgres).await;
    print!("postgres: filling the log with {events} events shaped like the product's... ");
    fill_product_log(&t.log, events).await?;
    println!("done");

    let replayed_dir = tempfile::tempdir()?;
    let settings = |dir: &std::path::Path| {
        let mut settings = Settings::for_data_dir(dir);
        settings.database_url = t.database_url.clone();
        settings
    };
    let (replayed, replay_time) = start(settings(replayed_dir.path())).await?;
    println!("postgres: a node replaying from event 0 was ready in {replay_time:.1} s");

    let snapshots = tempfile::tempdir()?;
    let snapshot = snapshots.path().join("snapshot");
    let started = Instant::now();
    let manifest = bobine_app::snapshot::create(&replayed.settings, &snapshot).await?;
    let create_time = started.elapsed().as_secs_f64();
    drop(replayed);

    let joined_dir = tempfile::tempdir()?;
    let joined_settings = settings(joined_dir.path());
    let started = Instant::now();
    bobine_app::snapshot::join(&joined_settings, &snapshot).await?;
    let (joined, _) = start(joined_settings).await?;
    let join_time = started.elapsed().as_secs_f64();
    println!(
        "postgres: snapshot taken in {create_time:.1} s; a node joining from it was ready in {join_time:.1} s"
    );
    drop(joined);
    report.join.push([
        rate(events as f64),
        format!("{replay_time:.1}"),
        format!("{create_time:.1}"),
        format!("{join_time:.1}"),
        format!("{}", manifest.position),
    ]);
    Ok(())
}

/// Starts a node and waits until every projection has caught up with the log;
/// answers it and the seconds that took. Every 30 s it prints where each projection
/// stands, and it gives up with the stuck projections' errors after `GIVE_UP`: a
/// projection that keeps failing would otherwise hold the run forever.
async fn start(settings: Settings) -> anyhow::Result<(Node, f64)> {
    let started = Instant::now();
    let node = Node::start(settings).await?;
    let mut told = Instant::now();
    while !node.projections.ready() {
        if told.elapsed() >= TELL_EVERY || started.elapsed() >= GIVE_UP {
            let behind: Vec<String> = node
                .projections
                .snapshot()
                .into_iter()
                .filter(|(_, status)| !status.caught_up || status.error.is_some())
                .map(|(name, status)| match status.error {
                    Some(error) => format!("{name} stopped at {}: {error}", status.position),
                    None => format!("{name} at {} ({:.0} ev/s)", status.position, status.rate),
                })
                .collect();
            println!(
                "  after {:.0} s: {}",
                started.elapsed().as_secs_f64(),
                behind.join("; ")
            );
            anyhow::ensure!(
                started.elapsed() < GIVE_UP,
                "the node was not ready in time"
            );
            told = Instant::now();
        }
        tokio::time::sleep(LOOK).await;
    }
    Ok((node, started.elapsed().as_secs_f64()))
}
