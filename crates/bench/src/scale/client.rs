//! The generator's browsers: each request named by its kind, timed and its status
//! counted, sent to the nodes in turn as a load balancer spreads them.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use reqwest::Method;
use serde_json::Value;

/// A request answered 503 is sent again after this long, at most this many times.
const RETRY_AFTER: Duration = Duration::from_secs(1);
const BUSY_ATTEMPTS: u32 = 20;

/// What one kind of request measured: latencies in milliseconds (from the first
/// attempt to the answer), the count of each final status that was not a 2xx (0 for
/// a request that got no answer), and the attempts answered 503 `busy` and retried.
#[derive(Default, Clone)]
pub struct Kind {
    pub latencies: Vec<f64>,
    pub failures: BTreeMap<u16, u64>,
    pub busy: u64,
}

/// Every request of a run, by kind.
#[derive(Default, Clone)]
pub struct Tally(Arc<Mutex<BTreeMap<&'static str, Kind>>>);

impl Tally {
    fn record(&self, kind: &'static str, millis: f64, status: Option<u16>) {
        let mut kinds = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        let entry = kinds.entry(kind).or_default();
        entry.latencies.push(millis);
        match status {
            Some(s) if (200..300).contains(&s) => {}
            other => *entry.failures.entry(other.unwrap_or(0)).or_default() += 1,
        }
    }

    fn busy(&self, kind: &'static str) {
        let mut kinds = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        kinds.entry(kind).or_default().busy += 1;
    }

    /// Requests recorded so far.
    pub fn count(&self) -> usize {
        let kinds = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        kinds.values().map(|k| k.latencies.len()).sum()
    }

    pub fn take(&self) -> BTreeMap<&'static str, Kind> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

/// The nodes' base URLs, and the next one to send to.
pub struct Nodes {
    pub bases: Vec<String>,
    next: AtomicUsize,
}

impl Nodes {
    pub fn new(bases: Vec<String>) -> Arc<Nodes> {
        Arc::new(Nodes {
            bases,
            next: AtomicUsize::new(0),
        })
    }

    /// The next node, round-robin over every request of every browser.
    pub fn pick(&self) -> &str {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        &self.bases[n % self.bases.len()]
    }
}

/// One browser: its own cookies (the session and `bobine_pos`, which makes a read
/// on another node wait for the member's own last write), the header commands need.
#[derive(Clone)]
pub struct Browser {
    client: reqwest::Client,
    nodes: Arc<Nodes>,
    tally: Tally,
}

/// An answer: its status (0 when none came) and its JSON body (`Null` if none).
pub struct Answer {
    pub status: u16,
    pub body: Value,
}

impl Answer {
    pub fn ok(&self) -> bool {
        (200..300).contains(&self.status)
    }
}

impl Browser {
    pub fn new(nodes: Arc<Nodes>, tally: Tally) -> anyhow::Result<Browser> {
        Ok(Browser {
            client: reqwest::Client::builder().cookie_store(true).build()?,
            nodes,
            tally,
        })
    }

    pub async fn call(
        &self,
        kind: &'static str,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Answer {
        let base = self.nodes.pick();
        self.call_at(base, kind, method, path, body).await
    }

    /// As `call`, on the node at `base`.
    pub async fn call_at(
        &self,
        base: &str,
        kind: &'static str,
        method: Method,
        path: &str,
        body: Option<&Value>,
    ) -> Answer {
        let sent = Instant::now();
        let mut attempts = 0;
        let answer = loop {
            let mut request = self
                .client
                .request(method.clone(), format!("{base}{path}"))
                .header("x-requested-with", "XMLHttpRequest");
            if let Some(body) = body {
                request = request.json(body);
            }
            let answer = match request.send().await {
                Ok(response) => {
                    let status = response.status().as_u16();
                    let body = response.bytes().await.map_or(Value::Null, |bytes| {
                        serde_json::from_slice(&bytes).unwrap_or(Value::Null)
                    });
                    Answer { status, body }
                }
                Err(_) => Answer {
                    status: 0,
                    body: Value::Null,
                },
            };
            // A node refuses a password hash past one per core with 503 `busy` and
            // `Retry-After: 1`; the web app's client waits and sends it again.
            attempts += 1;
            if answer.status != 503 || attempts >= BUSY_ATTEMPTS {
                break answer;
            }
            self.tally.busy(kind);
            tokio::time::sleep(RETRY_AFTER).await;
        };
        let millis = sent.elapsed().as_secs_f64() * 1_000.0;
        self.tally
            .record(kind, millis, (answer.status != 0).then_some(answer.status));
        answer
    }

    pub async fn get(&self, kind: &'static str, path: &str) -> Answer {
        self.call(kind, Method::GET, path, None).await
    }

    pub async fn send(
        &self,
        kind: &'static str,
        method: Method,
        path: &str,
        body: Value,
    ) -> Answer {
        self.call(kind, method, path, Some(&body)).await
    }
}
