//! Commands per second through the executor, beside raw one-row INSERTs.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, EventLog, Executor, Metadata};
use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use tokio::sync::Notify;

use crate::report::{Report, rate};

/// A minimal aggregate: one command, one event, a short stream, like most of the
/// catalogue's aggregates (a film, a report, a request).
#[derive(Default, Serialize, Deserialize)]
pub(crate) struct Tally {
    count: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) enum TallyEvent {
    Counted { by: u64 },
}

impl DomainEvent for TallyEvent {
    fn event_type(&self) -> String {
        "Counted".into()
    }
    fn event_version(&self) -> String {
        "1".into()
    }
}

/// The bench command cannot fail.
#[derive(Debug)]
pub(crate) enum Never {}

impl std::fmt::Display for Never {
    fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {}
    }
}

impl std::error::Error for Never {}

impl Aggregate for Tally {
    const TYPE: &'static str = "bench_tally";
    type Command = u64;
    type Event = TallyEvent;
    type Error = Never;
    type Services = ();

    async fn handle(&mut self, by: u64, _: &(), sink: &EventSink<Self>) -> Result<(), Never> {
        sink.write(TallyEvent::Counted { by }, self).await;
        Ok(())
    }

    fn apply(&mut self, TallyEvent::Counted { by }: TallyEvent) {
        self.count += by;
    }
}

const CLIENTS: [usize; 2] = [1, 16];

pub async fn run(report: &mut Report, seconds: u64) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        for clients in CLIENTS {
            let t = TestLog::new(backend).await;
            let executor = Arc::new(Executor::<Tally>::new(
                &Commits::start(t.log.clone()),
                (),
                Arc::new(Notify::new()),
            ));
            let commands = measure(clients, seconds, move |_| {
                let executor = executor.clone();
                async move {
                    let id = uuid::Uuid::now_v7().to_string();
                    executor.create(&id, 1, &Metadata::system("bench")).await
                }
            })
            .await?;
            let raw = raw_rate(&t.log, clients, seconds).await?;
            println!(
                "{} {clients} clients: {commands:.0} commands/s, raw {raw:.0} inserts/s",
                t.log.backend()
            );
            report
                .append
                .push(against_raw(t.log.backend(), clients, commands, raw));
        }
    }
    Ok(())
}

/// Runs `op` from `clients` tasks for `seconds`; answers operations per second.
/// `op` gets a number unique within the measurement; its first error ends the run.
pub(crate) async fn measure<F, Fut, T, E>(
    clients: usize,
    seconds: u64,
    op: F,
) -> anyhow::Result<f64>
where
    F: Fn(u64) -> Fut + Send + Sync + Clone + 'static,
    Fut: std::future::Future<Output = Result<T, E>> + Send,
    E: std::fmt::Display,
{
    let done = Arc::new(AtomicU64::new(0));
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..clients)
        .map(|_| {
            let (op, done) = (op.clone(), done.clone());
            tokio::spawn(async move {
                while Instant::now() < deadline {
                    let n = done.fetch_add(1, Ordering::Relaxed);
                    op(n).await.map_err(|e| e.to_string())?;
                }
                Ok::<_, String>(())
            })
        })
        .collect();
    for task in tasks {
        task.await?.map_err(anyhow::Error::msg)?;
    }
    Ok(done.load(Ordering::Relaxed) as f64 / started.elapsed().as_secs_f64())
}

/// One-row INSERTs per second from `clients` tasks for `seconds`: the yardstick.
pub(crate) async fn raw_rate(log: &EventLog, clients: usize, seconds: u64) -> anyhow::Result<f64> {
    let log = log.clone();
    measure(clients, seconds, move |n| raw_insert(log.clone(), n)).await
}

/// A report row: backend, clients, operations and raw inserts per second, their ratio.
pub(crate) fn against_raw(backend: &str, clients: usize, ops: f64, raw: f64) -> [String; 5] {
    [
        backend.into(),
        clients.to_string(),
        rate(ops),
        rate(raw),
        format!("{:.2}", ops / raw),
    ]
}

const RAW_SQLITE: &str = "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) VALUES ('bench_raw', ?, 1, 'Counted', '1', '{\"Counted\":{\"by\":1}}', '{\"actor\":\"system\"}')";
const RAW_POSTGRES: &str = "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) VALUES ('bench_raw', $1, 1, 'Counted', '1', '{\"Counted\":{\"by\":1}}', '{\"actor\":\"system\"}')";

async fn raw_insert(log: EventLog, n: u64) -> Result<(), sqlx::Error> {
    let id = format!("raw-{n}");
    match &log {
        EventLog::Sqlite(pools) => sqlx::query(RAW_SQLITE)
            .bind(id)
            .execute(pools.writes())
            .await
            .map(|_| ()),
        EventLog::Postgres(pool) => sqlx::query(RAW_POSTGRES)
            .bind(id)
            .execute(pool)
            .await
            .map(|_| ()),
    }
}
