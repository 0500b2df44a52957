//! Replay rate of every projection of the node over a log shaped like the product's
//! (`crate::product_log`: members signing in, watching, favouriting, reporting and
//! requesting over the demo's catalogue), each beside a plain sequential read that
//! decodes every payload into its event type (all a replay does besides folding); and
//! the log reader alone, beside that same read and decode.

use std::time::Instant;

use bobine_domain::category::Category;
use bobine_domain::genres::GenreEvent;
use bobine_projections::ReadDb;
use bobine_projections::search::SearchIndex;
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{EventLog, Position, StoredEvent};
use uuid::Uuid;

use crate::fill::{Row, fill};
use crate::product_log::{decode_any, fill_product_log};
use crate::report::{Report, rate};

/// The reader's batch, as `bobine replay` uses.
const READ_BATCH: u32 = 5_000;

pub async fn run(report: &mut Report, events: u64) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let t = TestLog::new(backend).await;
        print!(
            "{}: filling the log with {events} events shaped like the product's... ",
            t.log.backend()
        );
        fill_product_log(&t.log, events).await?;
        println!("done");

        let started = Instant::now();
        let read = read_all(&t.log, |_| Ok(())).await?;
        let read_rate = read as f64 / started.elapsed().as_secs_f64();

        let started = Instant::now();
        let decoded = read_all(&t.log, decode_any).await?;
        let decode_rate = decoded as f64 / started.elapsed().as_secs_f64();
        println!(
            "{}: log reader alone {read_rate:.0} events/s, read and decode {decode_rate:.0} events/s",
            t.log.backend()
        );
        report.reader.push([
            t.log.backend().into(),
            rate(read as f64),
            rate(read_rate),
            rate(decode_rate),
            format!("{:.2}", read_rate / decode_rate),
        ]);

        // Every projection the node runs, each rebuilt alone from event 0 as `bobine
        // replay NAME` does, timed over the whole log it reads.
        let db = ReadDb::open(t.data_dir()).await?;
        let search = SearchIndex::new(t.data_dir());
        for projector in bobine_projections::all(&db, &search) {
            let started = Instant::now();
            projector.rebuild(&t.log, &()).await?;
            let replay_rate = read as f64 / started.elapsed().as_secs_f64();
            println!(
                "{}: replay {} {replay_rate:.0} events/s, sequential read and decode {decode_rate:.0} events/s",
                t.log.backend(),
                projector.name()
            );
            report.replay.push([
                t.log.backend().into(),
                projector.name().into(),
                rate(read as f64),
                rate(replay_rate),
                rate(decode_rate),
                format!("{:.2}", replay_rate / decode_rate),
            ]);
        }
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

/// A log of `events` events of the catalogue's genres, written straight into the table.
pub async fn fill_genre_cycles(log: &EventLog, events: u64) -> anyhow::Result<()> {
    let rows = (0..events).map(|i| {
        let e = event(i);
        Row {
            aggregate_type: "genres",
            aggregate_id: "genres".into(),
            sequence: i as i64 + 1,
            event_type: cqrs_es::DomainEvent::event_type(&e),
            payload: serde_json::to_string(&e).unwrap_or_default(),
        }
    });
    fill(log, rows).await
}

/// Reads the whole log in commit order through the reader, handing each event to
/// `each`; answers how many events were read.
pub(crate) async fn read_all(
    log: &EventLog,
    mut each: impl FnMut(&StoredEvent) -> serde_json::Result<()>,
) -> anyhow::Result<u64> {
    let (mut at, mut count) = (Position::ZERO, 0);
    loop {
        let events = log.read_after(at, READ_BATCH).await?;
        let Some(last) = events.last() else {
            return Ok(count);
        };
        at = last.position;
        count += events.len() as u64;
        for event in &events {
            each(event)?;
        }
    }
}
