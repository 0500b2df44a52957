//! Several nodes on one PostgreSQL (docs/adr/0043-appends-notified.md): how soon a
//! command acknowledged on node A is read by node B's readers, beside how soon node
//! A's own readers read it, and what telling the other nodes costs the commands.
//!
//! Each node is an `EventLog` of its own (its own pool) on the same database, wired
//! as `bobine serve` wires it: commits relayed to the node's readers and notified to
//! the others, readers that wake on those wake-ups or else poll. A reader here is a
//! projection's loop with nothing to apply: woken, it reads what is new and stamps
//! the moment it saw each command's event.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, EventLog, Executor, Metadata, Position};
use tokio::sync::Notify;

use crate::append::Tally;
use crate::chain::{CLIENTS, ROUNDS, Setup, commands, median};
use crate::report::{Report, rate};

/// As the node's projections poll when no wake-up comes (`BOBINE_POLL_MS`'s default).
const POLL: Duration = Duration::from_millis(200);

/// The light load: one command every 10 ms from one client.
const PACE: Duration = Duration::from_millis(10);

/// When each command's event was acknowledged, or seen by one node's readers, by
/// its stream id.
type Stamps = Arc<Mutex<HashMap<String, Instant>>>;

pub async fn run(report: &mut Report, seconds: u64) -> anyhow::Result<()> {
    let (mut notified, mut silent) = (Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        notified.push(commands(Backend::Postgres, seconds, Setup::Unsealed).await?);
        silent.push(commands(Backend::Postgres, seconds, Setup::Silent).await?);
    }
    let (notified, silent) = (median(&mut notified), median(&mut silent));
    println!(
        "postgres: {CLIENTS} clients, {notified:.0} commands/s notified, {silent:.0} without notifications"
    );
    report.notify_cost.push([
        CLIENTS.to_string(),
        rate(notified),
        rate(silent),
        format!("{:.1} %", (1.0 - notified / silent) * 100.0),
    ]);
    for clients in [1, CLIENTS] {
        let delays = propagate(clients, seconds).await?;
        let load = if clients == 1 {
            format!("1 client, a command every {} ms", PACE.as_millis())
        } else {
            format!("{clients} clients, as fast as they can")
        };
        println!(
            "postgres, {load}: {:.0} commands/s; node B p50 {:.1} ms, p99 {:.1} ms; node A p50 {:.1} ms, p99 {:.1} ms",
            delays.rate, delays.other.0, delays.other.1, delays.own.0, delays.own.1
        );
        report.propagation.push([
            load,
            rate(delays.rate),
            format!("{:.1} / {:.1}", delays.other.0, delays.other.1),
            format!("{:.1} / {:.1}", delays.own.0, delays.own.1),
        ]);
    }
    Ok(())
}

/// What one propagation run measured: commands per second, and the p50 and p99 in
/// milliseconds from acknowledgement to read, on the other node and on the node itself.
struct Delays {
    rate: f64,
    other: (f64, f64),
    own: (f64, f64),
}

async fn propagate(clients: usize, seconds: u64) -> anyhow::Result<Delays> {
    let t = TestLog::new(Backend::Postgres).await;
    let elsewhere = tempfile::tempdir()?;
    let b_log = EventLog::open(t.database_url.as_deref(), elsewhere.path()).await?;
    let a = Wiring::new(&t.log);
    let b = Wiring::new(&b_log);
    let (acknowledged, seen_by_a, seen_by_b) =
        (Stamps::default(), Stamps::default(), Stamps::default());
    let readers = [
        tokio::spawn(follow(t.log.clone(), a.appended.clone(), seen_by_a.clone())),
        tokio::spawn(follow(b_log.clone(), b.appended.clone(), seen_by_b.clone())),
    ];
    let executor = Arc::new(Executor::<Tally>::new(
        &Commits::start(t.log.clone()),
        (),
        a.committed.clone(),
    ));
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let started = Instant::now();
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let (executor, acknowledged) = (executor.clone(), acknowledged.clone());
            tokio::spawn(async move {
                let mut pace = tokio::time::interval(PACE);
                while Instant::now() < deadline {
                    if clients == 1 {
                        pace.tick().await;
                    }
                    let id = uuid::Uuid::now_v7().to_string();
                    executor
                        .create(&id, 1, &Metadata::system("bench"))
                        .await
                        .map_err(|error| anyhow::anyhow!("{error}"))?;
                    lock(&acknowledged).insert(id, Instant::now());
                }
                anyhow::Ok(())
            })
        })
        .collect();
    for task in tasks {
        task.await??;
    }
    let elapsed = started.elapsed().as_secs_f64();
    let count = lock(&acknowledged).len();
    // Until both nodes' readers have seen every command, or a poll's worth past it.
    let waited = Instant::now();
    while (lock(&seen_by_a).len() < count || lock(&seen_by_b).len() < count)
        && waited.elapsed() < POLL * 10
    {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    for reader in readers {
        reader.abort();
    }
    drop((a, b));
    let acknowledged = lock(&acknowledged).clone();
    Ok(Delays {
        rate: count as f64 / elapsed,
        other: percentiles(&acknowledged, &lock(&seen_by_b))?,
        own: percentiles(&acknowledged, &lock(&seen_by_a))?,
    })
}

/// One node's wake-ups, as `bobine serve` wires them, relayed until dropped.
struct Wiring {
    committed: Arc<Notify>,
    appended: Arc<Notify>,
    _listening: bobine_store::Listening,
}

impl Wiring {
    fn new(log: &EventLog) -> Wiring {
        let (committed, appended) = (Arc::new(Notify::new()), Arc::new(Notify::new()));
        let listening = log.listen(committed.clone(), appended.clone());
        Wiring {
            committed,
            appended,
            _listening: listening,
        }
    }
}

/// A reader: woken by `appended` or after [`POLL`], it reads what is new and stamps
/// when it saw each stream's first event.
async fn follow(log: EventLog, appended: Arc<Notify>, seen: Stamps) -> anyhow::Result<()> {
    let mut after = Position::ZERO;
    loop {
        let woken = appended.notified();
        tokio::pin!(woken);
        woken.as_mut().enable();
        loop {
            let events = log.read_after(after, 5_000).await?;
            let Some(last) = events.last() else { break };
            after = last.position;
            let now = Instant::now();
            let mut seen = lock(&seen);
            for event in &events {
                seen.entry(event.aggregate_id.clone()).or_insert(now);
            }
        }
        tokio::select! {
            _ = woken => {}
            _ = tokio::time::sleep(POLL) => {}
        }
    }
}

/// The p50 and p99, in milliseconds, of each command's time from its acknowledgement
/// to its read (0 when read before its client heard back); every command must have
/// been read.
fn percentiles(
    acknowledged: &HashMap<String, Instant>,
    seen: &HashMap<String, Instant>,
) -> anyhow::Result<(f64, f64)> {
    let mut delays = acknowledged
        .iter()
        .map(|(id, at)| {
            seen.get(id)
                .map(|read| read.saturating_duration_since(*at).as_secs_f64() * 1_000.0)
                .ok_or_else(|| anyhow::anyhow!("a command was never read"))
        })
        .collect::<anyhow::Result<Vec<_>>>()?;
    anyhow::ensure!(!delays.is_empty(), "no command was measured");
    delays.sort_by(f64::total_cmp);
    let at = |share: f64| delays[((delays.len() - 1) as f64 * share).round() as usize];
    Ok((at(0.5), at(0.99)))
}

fn lock<T>(stamps: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    stamps.lock().unwrap_or_else(PoisonError::into_inner)
}
