//! Propagation between the nodes under the day's load: a member favourites a film
//! on one node, and another node's `GET /api/favorites` is read every 2 ms, without
//! the `bobine_pos` cookie that would make it wait, until it shows the film. The time
//! from the command's answer to that read is what another node's member would wait.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use anyhow::Context;
use serde_json::json;

use super::world::PASSWORD;
use crate::catalogue::movie_id;

/// Between two probes.
const EVERY: Duration = Duration::from_millis(200);
/// How often the other node is read.
const LOOK: Duration = Duration::from_millis(2);
/// A write refused (401 before the session reached that node) is sent again, at most
/// this many times.
const SESSION_ATTEMPTS: usize = 250;
/// A write not seen after this long counts as not propagated.
const GIVE_UP: Duration = Duration::from_secs(10);

/// What the probe measured: delays in milliseconds, writes made, and writes never
/// seen on the other node within [`GIVE_UP`].
#[derive(Default)]
pub struct Propagation {
    pub delays: Vec<f64>,
    pub writes: u64,
    pub lost: u64,
    /// Writes refused every time.
    pub refused: u64,
}

pub async fn run(
    bases: Vec<String>,
    email: String,
    done: Arc<AtomicBool>,
) -> anyhow::Result<Propagation> {
    let client = reqwest::Client::new();
    // Sent again while the node answers 503 `busy` (a password hash per core).
    let mut login = None;
    for _ in 0..20 {
        let answer = client
            .post(format!("{}/api/auth/login", bases[0]))
            .header("x-requested-with", "XMLHttpRequest")
            .json(&json!({"email": email, "password": PASSWORD}))
            .send()
            .await?;
        if answer.status() != 503 {
            login = Some(answer);
            break;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    let session = login
        .context("the probe's sign-in: always busy")?
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|v| v.starts_with("bobine_session="))
        .and_then(|v| v.split(';').next())
        .map(String::from)
        .context("the probe's session cookie")?;
    let mut measured = Propagation::default();
    let mut k = 0usize;
    while !done.load(Ordering::SeqCst) {
        let (a, b) = (&bases[k % bases.len()], &bases[(k + 1) % bases.len()]);
        let film = movie_id(k as u64).to_string();
        // Right after the sign-in, the other nodes may not know the session yet: the
        // probe sends no position for them to wait for, so it asks again.
        let mut written = false;
        for _ in 0..SESSION_ATTEMPTS {
            let put = client
                .put(format!("{a}/api/favorites/movie/{film}"))
                .header("x-requested-with", "XMLHttpRequest")
                .header("cookie", &session)
                .send()
                .await?;
            if put.status().is_success() {
                written = true;
                break;
            }
            tokio::time::sleep(LOOK * 10).await;
        }
        if !written {
            measured.refused += 1;
            k += 1;
            continue;
        }
        let acknowledged = Instant::now();
        measured.writes += 1;
        loop {
            let seen = client
                .get(format!("{b}/api/favorites"))
                .header("cookie", &session)
                .send()
                .await?
                .text()
                .await?;
            if seen.contains(&film) {
                measured
                    .delays
                    .push(acknowledged.elapsed().as_secs_f64() * 1_000.0);
                break;
            }
            if acknowledged.elapsed() > GIVE_UP {
                measured.lost += 1;
                break;
            }
            tokio::time::sleep(LOOK).await;
        }
        k += 1;
        tokio::time::sleep(EVERY).await;
    }
    Ok(measured)
}
