//! Anonymous floods against one node: password resets with bad tokens, then
//! connections that send half a request and stall. Meanwhile a signed-in member's
//! request is timed against the same request on the idle node, and the node's
//! resident memory is read before, at its peak and ten seconds after.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

use super::process::{Bin, Server, member, percentiles};
use super::{Row, Rows};

/// Anonymous clients resetting passwords at once.
const RESET_CLIENTS: usize = 64;
/// Connections that send half a request and stall.
const SLOW_CONNECTIONS: usize = 2_000;
/// How long each flood lasts.
const FLOOD: Duration = Duration::from_secs(20);
/// How long the member's request is timed on the idle node.
const IDLE: Duration = Duration::from_secs(10);
/// When memory is read again after a flood.
const SETTLE: Duration = Duration::from_secs(10);
/// The member's request.
const MEMBER_PATH: &str = "/api/movies";

pub async fn run(bin: &Bin, rows: &mut Rows) -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    // Every attempt reaches the handlers, as from 64 addresses: the per-address
    // limit is not what is measured here.
    let env = [("BOBINE_AUTH_RATE_PER_MINUTE", "0")];
    let server = Server::start(bin, &data, None, &env).await?;
    let client = member(bin, &server, &data, None).await?;

    let (idle_p50, idle_p99, _) = time_member(&client, &server.base, IDLE, None).await?;
    println!("hardening: idle member request p50 {idle_p50:.2} ms, p99 {idle_p99:.2} ms");

    let reset = flood(&server, &client, reset_flood(server.base.clone())).await?;
    report(
        rows,
        "reset flood (64 clients, bad tokens)",
        &reset,
        idle_p50,
        idle_p99,
    );
    let slow = flood(&server, &client, slow_flood(server.base.clone())).await?;
    report(
        rows,
        "slow-client flood (2,000 half requests)",
        &slow,
        idle_p50,
        idle_p99,
    );
    println!("hardening: panics in the node's log: {}", server.panics());
    Ok(())
}

/// What one flood did to the node.
struct Flooded {
    p50: f64,
    p99: f64,
    /// The member's requests that failed.
    failures: usize,
    rss_before: f64,
    rss_peak: f64,
    rss_after: f64,
    healthy: bool,
    /// What the attacker saw, in a few words.
    outcome: String,
}

/// The attack: runs until the flag turns false; answers what it saw.
type Attack = std::pin::Pin<Box<dyn Future<Output = String> + Send>>;

async fn flood(
    server: &Server,
    client: &reqwest::Client,
    attack: impl FnOnce(Arc<AtomicBool>) -> Attack,
) -> anyhow::Result<Flooded> {
    let rss_before = server.rss_mb();
    let running = Arc::new(AtomicBool::new(true));
    let attacker = tokio::spawn(attack(running.clone()));
    let started = Instant::now();
    // Let the attack build up before timing the member.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let mut rss_peak = rss_before;
    let (p50, p99, failures) = time_member(
        client,
        &server.base,
        FLOOD - started.elapsed(),
        Some((server, &mut rss_peak)),
    )
    .await?;
    let healthy = server.healthy().await;
    running.store(false, Ordering::SeqCst);
    let outcome = attacker.await?;
    tokio::time::sleep(SETTLE).await;
    let flooded = Flooded {
        p50,
        p99,
        failures,
        rss_before,
        rss_peak,
        rss_after: server.rss_mb(),
        healthy: healthy && server.healthy().await,
        outcome,
    };
    println!(
        "hardening: member p50 {:.2} ms p99 {:.2} ms; RSS {:.0} → {:.0} → {:.0} MB; healthy {}; {}",
        flooded.p50,
        flooded.p99,
        flooded.rss_before,
        flooded.rss_peak,
        flooded.rss_after,
        flooded.healthy,
        flooded.outcome
    );
    Ok(flooded)
}

/// The member's request, one at a time, every 10 ms for `length`: p50 and p99 in
/// milliseconds, and how many failed (each counted as the time it took). With a server, its
/// peak resident memory is kept up to date on the way.
async fn time_member(
    client: &reqwest::Client,
    base: &str,
    length: Duration,
    mut memory: Option<(&Server, &mut f64)>,
) -> anyhow::Result<(f64, f64, usize)> {
    let deadline = Instant::now() + length;
    let mut latencies = Vec::new();
    let mut failures = 0;
    while Instant::now() < deadline {
        let sent = Instant::now();
        let answer = client.get(format!("{base}{MEMBER_PATH}")).send().await;
        match answer {
            Ok(r) if r.status().is_success() => {
                r.bytes().await?;
            }
            _ => failures += 1,
        }
        latencies.push(sent.elapsed().as_secs_f64() * 1000.0);
        if let Some((server, peak)) = memory.as_mut() {
            **peak = peak.max(server.rss_mb());
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let (p50, p99) = percentiles(&mut latencies);
    Ok((p50, p99, failures))
}

fn reset_flood(base: String) -> impl FnOnce(Arc<AtomicBool>) -> Attack {
    move |running| {
        Box::pin(async move {
            let tasks: Vec<_> = (0..RESET_CLIENTS)
                .map(|c| {
                    let (base, running) = (base.clone(), running.clone());
                    tokio::spawn(async move {
                        let client = reqwest::Client::new();
                        let mut statuses = BTreeMap::<String, u64>::new();
                        let mut n = 0u64;
                        while running.load(Ordering::SeqCst) {
                            n += 1;
                            let password = format!("nouveau-{c}-{n}");
                            let answer = client
                                .post(format!("{base}/api/auth/reset-password"))
                                .header("x-requested-with", "XMLHttpRequest")
                                .json(&json!({
                                    "token": format!("faux-jeton-{c}-{n}"),
                                    "password": password,
                                    "password_confirmation": password,
                                }))
                                .send()
                                .await;
                            let key = match answer {
                                Ok(r) => r.status().as_u16().to_string(),
                                Err(_) => "error".to_string(),
                            };
                            *statuses.entry(key).or_default() += 1;
                        }
                        statuses
                    })
                })
                .collect();
            let mut all = BTreeMap::<String, u64>::new();
            for task in tasks {
                for (status, n) in task.await.unwrap_or_default() {
                    *all.entry(status).or_default() += n;
                }
            }
            let answers: Vec<String> = all.iter().map(|(s, n)| format!("{n} × {s}")).collect();
            format!("answers: {}", answers.join(", "))
        })
    }
}

fn slow_flood(base: String) -> impl FnOnce(Arc<AtomicBool>) -> Attack {
    move |running| {
        Box::pin(async move {
            let address = base.trim_start_matches("http://").to_string();
            let mut open = Vec::new();
            let mut refused = 0;
            for _ in 0..SLOW_CONNECTIONS {
                match TcpStream::connect(&address).await {
                    Ok(mut stream) => {
                        let half = "POST /api/auth/login HTTP/1.1\r\nHost: bobine\r\nContent-Le";
                        if stream.write_all(half.as_bytes()).await.is_ok() {
                            open.push(stream);
                        } else {
                            refused += 1;
                        }
                    }
                    Err(_) => refused += 1,
                }
            }
            let started = Instant::now();
            while running.load(Ordering::SeqCst) {
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            // A connection the node closed reads end of file (or an error) at once.
            let mut still_open = 0;
            for stream in &mut open {
                let mut byte = [0u8; 512];
                let read =
                    tokio::time::timeout(Duration::from_millis(1), stream.read(&mut byte)).await;
                if read.is_err() {
                    still_open += 1;
                }
            }
            format!(
                "{} connections made, {refused} refused; {still_open} still open after {:.0} s",
                open.len(),
                started.elapsed().as_secs_f64()
            )
        })
    }
}

fn report(rows: &mut Rows, scenario: &str, f: &Flooded, idle_p50: f64, idle_p99: f64) {
    rows.push(Row::new(
        scenario,
        "member's `GET /api/movies`, p50 / p99 (ms); failed",
        format!("{:.2} / {:.2}; {}", f.p50, f.p99, f.failures),
        format!("{idle_p50:.2} / {idle_p99:.2} (idle node)"),
        if f.p99 < 50.0 && f.failures == 0 {
            "p99 < 50 ms: yes"
        } else {
            "p99 < 50 ms: **no**"
        },
    ));
    rows.push(Row::new(
        scenario,
        "resident memory, at peak → 10 s after (MB)",
        format!("{:.0} → {:.0}", f.rss_peak, f.rss_after),
        format!("{:.0} (before)", f.rss_before),
        if f.rss_after < f.rss_before * 1.5 + 20.0 {
            "returns: yes"
        } else {
            "returns: **no**"
        },
    ));
    rows.push(Row::new(
        scenario,
        "`/healthz` during and after; what the attacker saw",
        if f.healthy { "answers" } else { "**silent**" },
        f.outcome.clone(),
        "",
    ));
}
