//! The node's footprint as an operator runs it, a real `bobine serve`: how long a
//! restart on a log already projected takes until `/readyz` answers 200, and the
//! memory it holds resident while it serves a catalogue of generated films; each
//! beside the same binary on an empty data directory, measured in the same run.

use std::path::Path;
use std::time::{Duration, Instant};

use bobine_domain::titles::TitleKind;
use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use bobine_store::EventLog;
use cqrs_es::DomainEvent;
use uuid::Uuid;

use crate::catalogue;
use crate::fill::{Row, fill};
use crate::hardening::Bin;
use crate::hardening::process::Server;

/// Timed restarts of each data directory.
const RESTARTS: usize = 5;
/// How long the clients read before the memory is read.
const READS: Duration = Duration::from_secs(10);
/// A first start on the filled log projects all of it before it is ready.
const FIRST_START: Duration = Duration::from_secs(20 * 60);
/// Visitors may browse without an account: the reads need no session.
const ENV: [(&str, &str); 1] = [("BOBINE_PUBLIC_CATALOGUE", "true")];

/// What one data directory gave.
pub struct Footprint {
    /// Spawn to ready on the first start, which projects the whole log.
    pub first_start: Duration,
    /// The most memory resident during the first start, in MB.
    pub first_peak_mb: f64,
    /// Spawn to ready on each restart, sorted.
    pub restarts: Vec<Duration>,
    /// Requests made by the readers, and how many were answered 2xx.
    pub requests: u64,
    pub answered: u64,
    /// Resident memory after the reads, and the most resident since the restart, in MB.
    pub rss_mb: f64,
    pub peak_mb: f64,
}

/// The node on a log of `films` generated films followed by view counts up to
/// `events` events, and the baseline: the same binary on an empty data directory.
pub async fn run(bin: &Bin, films: u64, events: u64) -> anyhow::Result<(Footprint, Footprint)> {
    let filled = tempfile::tempdir()?;
    let data = filled.path().join("data");
    println!("node: writing {films} films and view counts, {events} events in all...");
    write_log(&data, films, events).await?;
    let full = measure("filled log", bin, &data, films).await?;
    let empty = tempfile::tempdir()?;
    let baseline = measure(
        "empty data directory",
        bin,
        &empty.path().join("data"),
        films,
    )
    .await?;
    Ok((full, baseline))
}

/// The catalogue's log, then views of its films (the log's hot path) up to `events`
/// events in all.
async fn write_log(data: &Path, films: u64, events: u64) -> anyhow::Result<()> {
    std::fs::create_dir_all(data)?;
    let log = EventLog::open(None, data).await?;
    let views = (0..).map(move |n: u64| {
        let e = ViewEvent::ViewCounted {
            content_type: TitleKind::Movie,
            content_id: catalogue::movie_id(n % films.max(1)),
        };
        Row {
            aggregate_type: VIEWS_TYPE,
            aggregate_id: Uuid::nil().to_string(),
            sequence: n as i64 + 1,
            event_type: e.event_type(),
            payload: serde_json::to_string(&e).unwrap_or_default(),
        }
    });
    let catalogue_events = films + catalogue::GENRES.len() as u64;
    let views = views.take(events.saturating_sub(catalogue_events) as usize);
    fill(&log, catalogue::rows(films).chain(views)).await?;
    // Closed before the node opens the file: its connections come first.
    if let EventLog::Sqlite(pools) = &log {
        pools.writes().close().await;
        pools.reads().close().await;
    }
    Ok(())
}

/// A first start, `RESTARTS` timed restarts (each stopped cleanly), then one more
/// start read by `catalogue::CLIENTS` clients for `READS` before its memory is read.
async fn measure(name: &str, bin: &Bin, data: &Path, films: u64) -> anyhow::Result<Footprint> {
    let started = Instant::now();
    let mut first = Server::start_within(bin, data, None, &ENV, FIRST_START).await?;
    let first_start = started.elapsed();
    let first_peak_mb = first.peak_mb();
    first.stop()?;
    println!(
        "node: {name}: first start ready in {:.2} s, peak {first_peak_mb:.0} MB",
        first_start.as_secs_f64()
    );
    let mut restarts = Vec::new();
    for _ in 0..RESTARTS {
        let started = Instant::now();
        let mut server = Server::start(bin, data, None, &ENV).await?;
        restarts.push(started.elapsed());
        server.stop()?;
    }
    restarts.sort();
    println!("node: {name}: restarts ready in {restarts:?}");
    let mut server = Server::start(bin, data, None, &ENV).await?;
    let (requests, answered) = read(&server.base, films).await?;
    let (rss_mb, peak_mb) = (server.rss_mb(), server.peak_mb());
    server.stop()?;
    println!(
        "node: {name}: {answered} of {requests} reads answered 2xx; resident {rss_mb:.0} MB, peak {peak_mb:.0} MB"
    );
    Ok(Footprint {
        first_start,
        first_peak_mb,
        restarts,
        requests,
        answered,
        rss_mb,
        peak_mb,
    })
}

/// The catalogue section's requests (home, lists, details and similar films of many
/// films, suggestions), taken in turn by each client for `READS`: how many were made
/// and how many answered 2xx (on the empty node, details are 404s).
async fn read(base: &str, films: u64) -> anyhow::Result<(u64, u64)> {
    let requests = std::sync::Arc::new(catalogue::requests(films));
    let client = reqwest::Client::new();
    let deadline = Instant::now() + READS;
    let clients: Vec<_> = (0..catalogue::CLIENTS as u64)
        .map(|c| {
            let (client, base, requests) = (client.clone(), base.to_string(), requests.clone());
            tokio::spawn(async move {
                let (mut made, mut answered, mut n) = (0, 0, c);
                while Instant::now() < deadline {
                    let (_, path) = &requests[n as usize % requests.len()];
                    let response = client.get(format!("{base}{}", path(n))).send().await?;
                    answered += u64::from(response.status().is_success());
                    response.bytes().await?;
                    made += 1;
                    n += catalogue::CLIENTS as u64;
                }
                Ok::<_, anyhow::Error>((made, answered))
            })
        })
        .collect();
    let (mut made, mut answered) = (0, 0);
    for client in clients {
        let (m, a) = client.await??;
        made += m;
        answered += a;
    }
    Ok((made, answered))
}
