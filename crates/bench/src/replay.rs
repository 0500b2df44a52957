//! Replay rate into the catalogue projection, beside a plain sequential read.

use std::time::Instant;

use bobine_domain::category::Category;
use bobine_domain::genres::GenreEvent;
use bobine_projections::catalogue::Catalogue;
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{EventLog, Position};
use sqlx::QueryBuilder;
use uuid::Uuid;

use crate::report::{Report, rate};

/// Events inserted per statement while filling the log.
const FILL_CHUNK: usize = 500;
/// The reader's batch, as `bobine replay` uses.
const READ_BATCH: u32 = 5_000;

pub async fn run(report: &mut Report, events: u64) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let t = TestLog::new(backend).await;
        print!(
            "{}: filling the log with {events} events... ",
            t.log.backend()
        );
        fill(&t.log, events).await?;
        println!("done");

        let started = Instant::now();
        let read = read_all(&t.log).await?;
        let read_rate = read as f64 / started.elapsed().as_secs_f64();

        let db = ReadDb::open(t.data_dir()).await?;
        let catalogue = SqlProjector::new(db, Catalogue);
        let started = Instant::now();
        catalogue.rebuild(&t.log, &()).await?;
        let replay_rate = events as f64 / started.elapsed().as_secs_f64();
        println!(
            "{}: replay {replay_rate:.0} events/s, sequential read {read_rate:.0} events/s",
            t.log.backend()
        );
        report.replay.push([
            t.log.backend().into(),
            rate(events as f64),
            rate(replay_rate),
            rate(read_rate),
            format!("{:.2}", replay_rate / read_rate),
        ]);
    }
    Ok(())
}

/// Cycles of GenreCreated, GenreRenamed, GenreDeleted over fresh genres: every
/// event makes the projection write.
fn event(n: u64) -> GenreEvent {
    let id = Uuid::from_u128(u128::from(n / 3) + 1);
    let name = format!("Genre {}", n / 3);
    match n % 3 {
        0 => GenreEvent::GenreCreated {
            id,
            slug: format!("films-genre-{}", n / 3),
            name,
            category: Category::Films,
        },
        1 => GenreEvent::GenreRenamed {
            id,
            slug: format!("series-genre-{}", n / 3),
            name,
            category: Category::Series,
        },
        _ => GenreEvent::GenreDeleted {
            id,
            name,
            category: Category::Series,
        },
    }
}

async fn fill(log: &EventLog, events: u64) -> anyhow::Result<()> {
    let metadata =
        r#"{"actor":"system","request_id":"bench","recorded_at":"2026-01-01T00:00:00Z"}"#;
    let mut n = 0;
    while n < events {
        let chunk: Vec<(i64, String, String)> = (n..events.min(n + FILL_CHUNK as u64))
            .map(|i| {
                let e = event(i);
                (
                    i as i64 + 1,
                    cqrs_es::DomainEvent::event_type(&e),
                    serde_json::to_string(&e).unwrap(),
                )
            })
            .collect();
        n += chunk.len() as u64;
        macro_rules! insert {
            ($db:ty, $pool:expr, $json:literal) => {{
                let mut query = QueryBuilder::<$db>::new(
                    "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) ",
                );
                query.push_values(&chunk, |mut row, (sequence, event_type, payload)| {
                    row.push_bind("genres").push_bind("genres").push_bind(*sequence).push_bind(event_type).push_bind("1");
                    row.push_bind(payload).push_unseparated($json).push_bind(metadata).push_unseparated($json);
                });
                query.build().execute($pool).await?;
            }};
        }
        match log {
            EventLog::Sqlite(pool) => insert!(sqlx::Sqlite, pool, ""),
            EventLog::Postgres(pool) => insert!(sqlx::Postgres, pool, "::json"),
        }
    }
    Ok(())
}

async fn read_all(log: &EventLog) -> anyhow::Result<u64> {
    let (mut at, mut count) = (Position::ZERO, 0);
    loop {
        let events = log.read_after(at, READ_BATCH).await?;
        let Some(last) = events.last() else {
            return Ok(count);
        };
        at = last.position;
        count += events.len() as u64;
    }
}
