//! Live projections: how long after a command's commit its effect is readable on the
//! same node, while admins' commands arrive at the rate; beside the same at a
//! trickle, measured in the same run. The node runs in this process (the same
//! `Node` `bobine serve` runs, without HTTP), so that the commit and the
//! projections' positions are seen as they happen.

use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::bail;
use bobine_app::catalogue::movies;
use bobine_app::{Admin, AppError, Node, Origin};
use bobine_domain::movies::MovieForm;
use bobine_domain::titles::Input;
use bobine_projections::Statuses;
use bobine_store::Position;
use tokio::sync::{Semaphore, mpsc};
use tokio::task::JoinSet;

use crate::catalogue;

/// The command rate the goal names, and the baseline's trickle.
pub const RATE: u32 = 1_000;
const TRICKLE: u32 = 10;
/// How long commands arrive at each rate.
const SECONDS: u32 = 10;
/// Commands under way at once, at most: when commits take longer, fewer than the
/// offered rate are made, and the rate achieved is what is reported.
const IN_FLIGHT: usize = 32;
/// How often the projections' positions are read: the latencies' resolution.
const TICK: Duration = Duration::from_millis(1);
/// A command no projection applies within this is a stuck projection, not a figure.
const GIVE_UP: Duration = Duration::from_secs(30);

/// What one rate gave.
pub struct Live {
    pub offered: u32,
    /// Commands acknowledged per second, from the first sent to the last acknowledged.
    pub achieved: f64,
    pub failed: u64,
    /// Each projection's name, and for each command the milliseconds from its commit
    /// to that projection applying it.
    pub projections: Vec<&'static str>,
    pub reached: Vec<Vec<f64>>,
}

impl Live {
    /// Each command's milliseconds from its commit to projection `name` applying it.
    pub fn applied_by(&self, name: &str) -> Vec<f64> {
        let Some(at) = self.projections.iter().position(|n| *n == name) else {
            return Vec::new();
        };
        self.reached.iter().map(|each| each[at]).collect()
    }

    /// Each command's milliseconds from its commit to the last projection applying it.
    pub fn applied_by_all(&self) -> Vec<f64> {
        let last = |each: &Vec<f64>| each.iter().copied().fold(0.0, f64::max);
        self.reached.iter().map(last).collect()
    }
}

/// A node serving `films` generated films; admins edit one film per command, at
/// `TRICKLE` then at `RATE` commands per second.
pub async fn run(films: u64) -> anyhow::Result<(Live, Live)> {
    let (_log, node) = crate::node::projected("node", catalogue::rows(films)).await?;
    let trickle = measure(&node, TRICKLE, films, 0).await?;
    let full = measure(&node, RATE, films, u64::from(TRICKLE * SECONDS)).await?;
    Ok((full, trickle))
}

/// `rate` commands per second for `SECONDS`, the n-th editing film `first + n`'s turn.
async fn measure(node: &Arc<Node>, rate: u32, films: u64, first: u64) -> anyhow::Result<Live> {
    let (commits, watched) = mpsc::unbounded_channel();
    let watcher = tokio::spawn(watch(node.projections.clone(), watched));
    let in_flight = Arc::new(Semaphore::new(IN_FLIGHT));
    let mut tick = tokio::time::interval(Duration::from_secs(1) / rate);
    let mut commands = JoinSet::new();
    let started = Instant::now();
    for n in first..first + u64::from(rate * SECONDS) {
        tick.tick().await;
        let permit = in_flight.clone().acquire_owned().await?;
        let (node, commits) = (node.clone(), commits.clone());
        commands.spawn(async move {
            let position = edit(&node, films, n).await?;
            let committed = Instant::now();
            drop(permit);
            let _ = commits.send((position, committed));
            Ok::<_, AppError>(committed)
        });
    }
    drop(commits);
    let (mut acknowledged, mut failed, mut last) = (0, 0, started);
    while let Some(command) = commands.join_next().await {
        match command? {
            Ok(at) => (acknowledged, last) = (acknowledged + 1, last.max(at)),
            Err(error) => {
                failed += 1;
                println!("node: a command failed: {error}");
            }
        }
    }
    let (projections, reached) = watcher.await??;
    Ok(Live {
        offered: rate,
        achieved: f64::from(acknowledged) / (last - started).as_secs_f64(),
        failed,
        projections,
        reached,
    })
}

/// An admin edits film `n`'s turn: another film each time (7919 is prime), so that
/// commands never wait on one another's stream.
async fn edit(node: &Node, films: u64, n: u64) -> Result<Position, AppError> {
    let film = n * 7919 % films;
    let details = catalogue::film(film);
    let form = MovieForm {
        title: format!("{} (revu {n})", details.title),
        release_year: Input(details.release_year.map(|y| y.to_string())),
        genre_ids: details.genre_ids,
        ..MovieForm::default()
    };
    let admin = Admin {
        actor: "operator".into(),
        user: None,
    };
    let origin = Origin::system("bench");
    movies::edit(node, &origin, &admin, catalogue::movie_id(film), form).await
}

/// Reads every projection's position each `TICK` and, for each commit sent in, the
/// milliseconds from it to each projection having applied its position (read after
/// the positions: a bound from above, within a tick). Ends when the commits end and
/// every one has been applied everywhere.
async fn watch(
    statuses: Statuses,
    mut commits: mpsc::UnboundedReceiver<(Position, Instant)>,
) -> anyhow::Result<(Vec<&'static str>, Vec<Vec<f64>>)> {
    let names: Vec<&'static str> = statuses.snapshot().iter().map(|(n, _)| *n).collect();
    let mut pending: Vec<(Position, Instant, Vec<Option<f64>>)> = Vec::new();
    let mut reached = Vec::new();
    let mut open = true;
    let mut tick = tokio::time::interval(TICK);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Skip);
    while open || !pending.is_empty() {
        tick.tick().await;
        loop {
            match commits.try_recv() {
                Ok((position, at)) => pending.push((position, at, vec![None; names.len()])),
                Err(mpsc::error::TryRecvError::Empty) => break,
                Err(mpsc::error::TryRecvError::Disconnected) => {
                    open = false;
                    break;
                }
            }
        }
        let positions: Vec<Position> = statuses
            .snapshot()
            .into_iter()
            .map(|(_, s)| s.position)
            .collect();
        let now = Instant::now();
        for (target, at, each) in &mut pending {
            for (applied, position) in each.iter_mut().zip(&positions) {
                if applied.is_none() && position >= target {
                    *applied = Some((now - *at).as_secs_f64() * 1000.0);
                }
            }
            if now - *at > GIVE_UP {
                bail!("position {target} not applied by every projection after {GIVE_UP:?}");
            }
        }
        pending.retain(|(_, _, each)| {
            let Some(done) = each.iter().copied().collect::<Option<Vec<f64>>>() else {
                return true;
            };
            reached.push(done);
            false
        });
    }
    Ok((names, reached))
}
