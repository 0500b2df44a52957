//! PostgreSQL restarted under load, with two nodes on one database of their own:
//! requests that failed while the server was away and after it came back, and how
//! long until both nodes serve again, with no operator step.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use anyhow::{Context, ensure};
use bobine_store::testing::create_database;
use serde_json::{Value, json};

use super::process::{Bin, Server, drop_database, operator};
use super::{Row, Rows};

/// Writing clients per node (half views, half new genres).
const CLIENTS_PER_NODE: usize = 4;
/// Load before the restart, and after the server is back.
const BEFORE: Duration = Duration::from_secs(5);
const AFTER: Duration = Duration::from_secs(15);

/// One request's end: which node, when (since the load began), and whether it succeeded.
type Outcome = (usize, Duration, bool);

pub async fn run(bin: &Bin, rows: &mut Rows) -> anyhow::Result<()> {
    let url = create_database().await;
    let dir = tempfile::tempdir()?;
    let env = [("BOBINE_VIEW_RATE_PER_MINUTE", "0")];
    let mut nodes = Vec::new();
    for n in 0..2 {
        nodes.push(
            Server::start(bin, &dir.path().join(format!("node{n}")), Some(&url), &env).await?,
        );
    }
    let bases: Vec<String> = nodes.iter().map(|n| n.base.clone()).collect();
    let film = shared_film(&bases).await?;

    let started = Instant::now();
    let outcomes = Arc::new(Mutex::new(Vec::<Outcome>::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let load: Vec<_> = (0..2 * CLIENTS_PER_NODE)
        .map(|c| {
            let node = c % 2;
            let (base, film) = (bases[node].clone(), film.clone());
            let (outcomes, stop) = (outcomes.clone(), stop.clone());
            tokio::spawn(async move {
                let client = operator();
                let mut n = 0;
                while !stop.load(std::sync::atomic::Ordering::SeqCst) {
                    n += 1;
                    let request = if c < CLIENTS_PER_NODE {
                        client
                            .post(format!("{base}/api/movies/{film}/views"))
                            .header("x-requested-with", "XMLHttpRequest")
                    } else {
                        client.post(format!("{base}/api/admin/genres")).json(
                            &json!({"name": format!("Redémarrage {c}-{n}"), "category": "Films"}),
                        )
                    };
                    let ok = matches!(request.send().await, Ok(r) if r.status().is_success());
                    outcomes
                        .lock()
                        .expect("outcomes")
                        .push((node, started.elapsed(), ok));
                    if !ok {
                        tokio::time::sleep(Duration::from_millis(20)).await;
                    }
                }
            })
        })
        .collect();
    tokio::time::sleep(BEFORE).await;
    let restart_began = started.elapsed();
    restart_postgres().await?;
    let restart_ended = started.elapsed();
    tokio::time::sleep(AFTER).await;
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    for task in load {
        task.await?;
    }
    let outcomes = outcomes.lock().expect("outcomes").clone();
    let failed = |from: Duration, to: Duration| {
        outcomes
            .iter()
            .filter(|(_, at, ok)| !ok && *at >= from && *at < to)
            .count()
    };
    let (during, after) = (
        failed(restart_began, restart_ended),
        failed(restart_ended, Duration::MAX),
    );
    // Each node serves again at its first success after its last failure.
    let recovered = (0..2)
        .map(|node| {
            let last_failure = outcomes
                .iter()
                .filter(|(n, _, ok)| *n == node && !ok)
                .map(|(_, at, _)| *at)
                .max()
                .unwrap_or(restart_began);
            outcomes
                .iter()
                .filter(|(n, at, ok)| *n == node && *ok && *at > last_failure)
                .map(|(_, at, _)| *at)
                .min()
        })
        .collect::<Option<Vec<_>>>();
    let propagated = propagates(&bases).await;
    let panics: usize = nodes.iter().map(Server::panics).sum();
    drop(nodes);
    drop_database(&url).await?;

    let total = outcomes.len();
    let restart = (restart_ended - restart_began).as_secs_f64();
    let recovery = recovered
        .as_ref()
        .and_then(|r| r.iter().max())
        .map(|at| at.saturating_sub(restart_began).as_secs_f64());
    println!(
        "hardening: PostgreSQL restart: {total} requests, {during} failed during the {restart:.1} s restart, {after} after; recovered {recovery:?} s after it began; propagation {propagated}; panics {panics}"
    );
    let scenario = "PostgreSQL restarted under load (2 nodes)";
    rows.push(Row::new(
        scenario,
        "failed requests during / after the restart",
        format!("{during} / {after}"),
        format!(
            "{total} requests in {:.0} s; restart took {restart:.1} s",
            (BEFORE + AFTER).as_secs_f64() + restart
        ),
        "",
    ));
    rows.push(Row::new(
        scenario,
        "both nodes serve writes again, from the restart's start (s)",
        recovery.map_or("**never**".to_string(), |s| format!("{s:.1}")),
        format!("{restart:.1} (the restart itself)"),
        if recovery.is_some() && propagated {
            "no manual step: yes; writes propagate between nodes: yes"
        } else {
            "no manual step: **no**"
        },
    ));
    Ok(())
}

/// `pg_ctlcluster <version> main restart`, the one cluster of /etc/postgresql.
async fn restart_postgres() -> anyhow::Result<()> {
    let version = std::fs::read_dir("/etc/postgresql")?
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().to_string())
        .next()
        .context("no cluster in /etc/postgresql")?;
    let status = tokio::process::Command::new("pg_ctlcluster")
        .args(["--skip-systemctl-redirect", &version, "main", "restart"])
        .status()
        .await?;
    ensure!(status.success(), "pg_ctlcluster restart: {status}");
    Ok(())
}

/// A film created on the first node, once both nodes' catalogues know it.
async fn shared_film(bases: &[String]) -> anyhow::Result<String> {
    let created = operator()
        .post(format!("{}/api/admin/movies", bases[0]))
        .json(&json!({"title": "Vu des deux côtés"}))
        .send()
        .await?;
    ensure!(created.status() == 201, "film: {}", created.status());
    let id = created.json::<Value>().await?["id"]
        .as_str()
        .context("an id")?
        .to_string();
    for base in bases {
        let deadline = Instant::now() + Duration::from_secs(10);
        while operator()
            .get(format!("{base}/api/movies/{id}"))
            .send()
            .await?
            .status()
            != 200
        {
            ensure!(Instant::now() < deadline, "the film never reached {base}");
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
    Ok(id)
}

/// Whether a genre created on the first node after the restart reaches the second.
async fn propagates(bases: &[String]) -> bool {
    let name = "Après le redémarrage";
    let Ok(created) = operator()
        .post(format!("{}/api/admin/genres", bases[0]))
        .json(&json!({"name": name, "category": "Films"}))
        .send()
        .await
    else {
        return false;
    };
    if !created.status().is_success() {
        return false;
    }
    let deadline = Instant::now() + Duration::from_secs(10);
    while Instant::now() < deadline {
        if let Ok(r) = operator()
            .get(format!("{}/api/admin/genres", bases[1]))
            .send()
            .await
            && let Ok(text) = r.text().await
            && text.contains(name)
        {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    false
}
