//! Schemathesis as an admin (the operator token) against a fresh node holding the
//! demo catalogue: requests made, answers 5xx, panics in the node's log. The node's
//! own `/metrics` counts requests and statuses, whatever the fuzzer reports.

use std::time::{Duration, Instant};

use anyhow::ensure;

use super::process::{Bin, Server, TOKEN, operator};
use super::{Row, Rows};

/// Requests the run makes at least.
const REQUESTS: u64 = 5_000;
/// Seconds of each schemathesis round; rounds repeat until `REQUESTS` are made.
const ROUND_SECONDS: u64 = 120;
const MAX_ROUNDS: usize = 5;

pub async fn run(bin: &Bin, rows: &mut Rows) -> anyhow::Result<()> {
    let schemathesis =
        std::env::var("BOBINE_BENCH_SCHEMATHESIS").unwrap_or_else(|_| "st".to_string());
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    let mut import = vec!["import", "--demo"];
    let movies = bin.movies.as_ref().map(|m| m.to_string_lossy().to_string());
    if let Some(movies) = &movies {
        import.extend(["--movies", movies]);
    }
    let started = Instant::now();
    bin.run(&data, None, &import, &[])?;
    println!(
        "hardening: demo catalogue imported in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let server = Server::start(bin, &data, None, &[]).await?;

    let mut rounds = 0;
    let mut schemathesis_failed = String::new();
    while rounds < MAX_ROUNDS && counts(&server).await?.all < REQUESTS {
        rounds += 1;
        let output = tokio::process::Command::new(&schemathesis)
            .arg("run")
            .arg(format!("{}/api/openapi.json", server.base))
            .args(["--header", &format!("Authorization: Bearer {TOKEN}")])
            .args(["--checks", "not_a_server_error"])
            .args(["--phases", "examples,coverage,fuzzing"])
            .args(["--max-time", &ROUND_SECONDS.to_string()])
            .args(["--workers", "2", "--suppress-health-check", "all"])
            .args(["--request-timeout", "10", "--continue-on-failure"])
            .output()
            .await?;
        if !output.status.success() {
            let text = String::from_utf8_lossy(&output.stdout);
            schemathesis_failed = text
                .lines()
                .filter(|l| l.contains("Server error") || l.contains("500"))
                .take(3)
                .collect::<Vec<_>>()
                .join("; ");
        }
    }
    let Counts {
        all: requests,
        faults: server_errors,
        busy,
        where_5xx,
    } = counts(&server).await?;
    ensure!(
        server.healthy().await,
        "the node stopped answering /healthz"
    );
    let panics = server.panics();
    println!(
        "hardening: schemathesis: {requests} requests in {rounds} rounds, {server_errors} answered 5xx other than 503 busy, {busy} answered 503 busy, {panics} panics; {schemathesis_failed}; 5xx at: {}",
        where_5xx.join(", ")
    );
    rows.push(Row::new(
        "schemathesis as an admin, demo catalogue",
        "requests; answers 5xx (503 busy apart); 503 busy; panics in the log",
        format!("{requests}; {server_errors}; {busy}; {panics}"),
        format!("≥ {REQUESTS} requests wanted"),
        if server_errors == 0 && panics == 0 && requests >= REQUESTS {
            "0 5xx, 0 panics: yes"
        } else {
            "0 5xx, 0 panics: **no**"
        },
    ));
    Ok(())
}

/// What the node's `/metrics` counted.
struct Counts {
    all: u64,
    /// Answers 5xx other than 503: faults.
    faults: u64,
    /// 503 `busy` with Retry-After: the node shedding load as designed (password
    /// hashing full, or the database busy past its timeout).
    busy: u64,
    /// The labels (route, status) of every 5xx counted.
    where_5xx: Vec<String>,
}

/// Requests the node counted, and those it answered 5xx, from `/metrics`.
async fn counts(server: &Server) -> anyhow::Result<Counts> {
    let metrics = operator()
        .get(format!("{}/metrics", server.base))
        .timeout(Duration::from_secs(10))
        .send()
        .await?
        .text()
        .await?;
    let mut counts = Counts {
        all: 0,
        faults: 0,
        busy: 0,
        where_5xx: Vec::new(),
    };
    for line in metrics.lines() {
        let Some(labels) = line.strip_prefix("bobine_http_requests_total{") else {
            continue;
        };
        let Some(value) = line.rsplit(' ').next().and_then(|v| v.parse::<f64>().ok()) else {
            continue;
        };
        // /metrics itself is not the fuzzer's.
        if labels.contains("route=\"/metrics\"") {
            continue;
        }
        counts.all += value as u64;
        if labels.contains("status=\"503") {
            counts.busy += value as u64;
        } else if labels.contains("status=\"5") {
            counts.faults += value as u64;
        }
        if labels.contains("status=\"5") {
            counts.where_5xx.push(format!("{{{labels} {value}"));
        }
    }
    Ok(counts)
}
