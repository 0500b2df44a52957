//! One simulated day on one to three nodes: the members' days under way
//! [`CONCURRENT`] at a time, the team moderating meanwhile, the probe measuring
//! propagation when there are several nodes; the log, the processes and PostgreSQL
//! measured around it.

use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use bobine_store::testing::Backend;
use futures::StreamExt;

use super::client::{Browser, Kind, Tally};
use super::day::{self, Did};
use super::measure::{self, LogBytes};
use super::moderation::moderate;
use super::probe::{self, Propagation};
use super::world::World;
use crate::goals::load_average;
use crate::hardening::Bin;

/// Members' days under way at once: the browsers open at any moment.
pub const CONCURRENT: usize = 32;
/// Left to the dispatcher and the projections after the last request, before the
/// log and PostgreSQL's statistics are read.
const SETTLE: Duration = Duration::from_secs(3);
/// How often PostgreSQL's processes' time is read.
const SAMPLE: Duration = Duration::from_millis(500);

/// What one run measured.
pub struct Measured {
    pub backend: Backend,
    pub nodes: usize,
    pub members: usize,
    /// From the first member's first request to the last member's last.
    pub seconds: f64,
    /// Requests answered in that time (the team's included), by kind.
    pub kinds: BTreeMap<&'static str, Kind>,
    pub requests_in_day: usize,
    /// The day's events by type (the probe's favourites taken out).
    pub events: BTreeMap<String, u64>,
    pub did: Did,
    pub log: LogBytes,
    /// Each node's read models after the day, their growth in it, its resident
    /// memory at the end and at its peak (MB), its processor time (s).
    pub read_models: Vec<(u64, i64)>,
    pub memory: Vec<(f64, f64)>,
    pub node_cpu: Vec<f64>,
    pub generator_cpu: f64,
    pub postgres_cpu: f64,
    pub commits: i64,
    pub propagation: Option<Propagation>,
    pub load: (String, String),
}

impl Measured {
    pub fn event_count(&self) -> u64 {
        self.events.values().sum()
    }

    pub fn failures(&self) -> u64 {
        self.kinds.values().flat_map(|k| k.failures.values()).sum()
    }

    pub fn busy(&self) -> u64 {
        self.kinds.values().map(|k| k.busy).sum()
    }

    pub fn requests(&self) -> usize {
        self.kinds.values().map(|k| k.latencies.len()).sum()
    }
}

pub async fn day(
    bin: &Bin,
    backend: Backend,
    nodes: usize,
    members: usize,
    films: u64,
) -> anyhow::Result<Measured> {
    let world = World::start(bin, backend, nodes, members, films).await?;
    let measured = measure_day(&world).await;
    world.finish().await?;
    measured
}

async fn measure_day(world: &World) -> anyhow::Result<Measured> {
    tokio::time::sleep(SETTLE).await;
    let (head, bytes, commits) = (
        measure::head(world).await?,
        measure::log_bytes(world).await?,
        measure::commits(world).await?,
    );
    let read_models: Vec<u64> = world
        .dirs
        .iter()
        .map(|d| measure::read_model_bytes(d))
        .collect();
    let node_cpu: Vec<f64> = world
        .servers
        .iter()
        .map(|s| measure::cpu_seconds(s.pid()))
        .collect();
    let generator_cpu = measure::cpu_seconds(std::process::id());
    let load_before = load_average();

    let tally = Tally::default();
    let done = Arc::new(AtomicBool::new(false));
    let sampling = tokio::spawn(sample_postgres(
        world.log.clone(),
        world.database_url.is_some(),
        done.clone(),
    ));
    let admins = [world.admins[0].clone(), world.admins[1].clone()];
    let team = tokio::spawn(moderate(
        Browser::new(world.nodes.clone(), tally.clone())?,
        Browser::new(world.nodes.clone(), tally.clone())?,
        admins,
        done.clone(),
    ));
    let probing = (world.servers.len() > 1).then(|| {
        tokio::spawn(probe::run(
            world.nodes.bases.clone(),
            world.probe.clone(),
            done.clone(),
        ))
    });
    let started = Instant::now();
    let films = world.films;
    let dids: Vec<anyhow::Result<Did>> =
        futures::stream::iter(world.members.iter().cloned().enumerate())
            .map(|(n, email)| {
                let (nodes, tally) = (world.nodes.clone(), tally.clone());
                async move {
                    let browser = Browser::new(nodes, tally)?;
                    anyhow::Ok(day::live(&browser, &email, n as u64, films).await)
                }
            })
            .buffer_unordered(CONCURRENT)
            .collect()
            .await;
    let seconds = started.elapsed().as_secs_f64();
    let requests_in_day = tally.count();
    done.store(true, Ordering::SeqCst);
    team.await?;
    let propagation = match probing {
        // A probe that failed leaves the day's figures standing, without propagation.
        Some(task) => match task.await? {
            Ok(measured) => Some(measured),
            Err(error) => {
                println!("scale: the propagation probe failed: {error:#}");
                None
            }
        },
        None => None,
    };
    let mut did = Did::default();
    for d in dids {
        let d = d?;
        did.progress_reports += d.progress_reports;
        did.views += d.views;
    }
    tokio::time::sleep(SETTLE).await;
    let postgres_cpu = sampling.await??;
    let load_after = load_average();
    let mut events = measure::by_type(world, head).await?;
    if let (Some(p), Some(added)) = (&propagation, events.get_mut("FavouriteAdded")) {
        *added = added.saturating_sub(p.writes);
    }
    Ok(Measured {
        backend: world.backend,
        nodes: world.servers.len(),
        members: world.members.len(),
        seconds,
        kinds: tally.take(),
        requests_in_day,
        events,
        did,
        log: measure::log_bytes(world).await?.minus(bytes),
        read_models: world
            .dirs
            .iter()
            .zip(read_models)
            .map(|(d, before)| {
                let after = measure::read_model_bytes(d);
                (after, after as i64 - before as i64)
            })
            .collect(),
        memory: world
            .servers
            .iter()
            .map(|s| (s.rss_mb(), s.peak_mb()))
            .collect(),
        node_cpu: world
            .servers
            .iter()
            .zip(node_cpu)
            .map(|(s, before)| measure::cpu_seconds(s.pid()) - before)
            .collect(),
        generator_cpu: measure::cpu_seconds(std::process::id()) - generator_cpu,
        postgres_cpu,
        commits: measure::commits(world).await? - commits,
        propagation,
        load: (load_before, load_after),
    })
}

/// PostgreSQL's processor time for the run, in seconds: every process of
/// [`measure::postgres_pids`] read every [`SAMPLE`] until `done` and [`SETTLE`]
/// after; a backend that appeared meanwhile counts from zero.
async fn sample_postgres(
    log: Option<bobine_store::EventLog>,
    postgres: bool,
    done: Arc<AtomicBool>,
) -> anyhow::Result<f64> {
    if !postgres {
        return Ok(0.0);
    }
    let world_log = log;
    let mut first: HashMap<u32, f64> = HashMap::new();
    let mut last: HashMap<u32, f64> = HashMap::new();
    let mut initial = true;
    let mut ended: Option<Instant> = None;
    loop {
        for pid in measure::postgres_pids_of(world_log.as_ref()).await? {
            let now = measure::cpu_seconds(pid);
            first.entry(pid).or_insert(if initial { now } else { 0.0 });
            last.insert(pid, now);
        }
        initial = false;
        if done.load(Ordering::SeqCst) {
            let since = *ended.get_or_insert_with(Instant::now);
            if since.elapsed() >= SETTLE {
                break;
            }
        }
        tokio::time::sleep(SAMPLE).await;
    }
    Ok(last
        .iter()
        .map(|(pid, t)| t - first.get(pid).copied().unwrap_or(0.0))
        .sum())
}
