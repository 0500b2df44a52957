//! What archiving superseded playback positions saves
//! (docs/adr/0051-superseded-facts-archived.md): on a log shaped like the product's,
//! the events every replay reads, the time to replay every projection from event 0
//! as `bobine replay` does, and on PostgreSQL the `events` table's size (rows and
//! indexes), before and after `EventLog::archive_superseded`, measured in one run.

use std::time::Instant;

use bobine_app::log::retention::SUPERSEDED_POSITIONS;
use bobine_projections::ReadDb;
use bobine_projections::search::SearchIndex;
use bobine_store::EventLog;
use bobine_store::testing::{Backend, TestLog};

use crate::product_log::fill_product_log;
use crate::report::rate;

/// Where the section starts in docs/benchmarks.md.
pub const RETENTION_HEADING: &str = "## Superseded positions archived";

pub async fn run(events: u64) -> anyhow::Result<String> {
    let mut out = format!(
        "{RETENTION_HEADING}\n\nA log shaped like the product's (`crates/bench/src/product_log/mod.rs`: \
         55 % of its events are playback positions, one every 30 s of playback), sealed, then every \
         position a later one of the same member and title supersedes moved to `events_archive` \
         (`bobine archive`, docs/adr/0051-superseded-facts-archived.md). Replay: every projection of \
         the node rebuilt from event 0, one after the other, as `bobine replay` does, before and after, \
         in the same run. Size: PostgreSQL's `pg_total_relation_size` of `events` (rows, indexes, \
         TOAST), which keeps its size until a `VACUUM FULL` (later rows reuse the freed space); on \
         SQLite the pages of `events` and its indexes (`dbstat`).\n\n\
         | backend | events before | archived | archiving (s) | replay before (s) | replay after (s) | \
         ratio | `events` before (MB) | after (MB) |\n|---|---|---|---|---|---|---|---|---|\n"
    );
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let t = TestLog::new(backend).await;
        let name = t.log.backend();
        print!("{name}: filling the log with {events} events shaped like the product's... ");
        fill_product_log(&t.log, events).await?;
        t.log.seal().await?;
        println!("done");
        let size_before = events_mb(&t).await?;
        let replay_before = replay_all(&t).await?;
        let started = Instant::now();
        let later = time::OffsetDateTime::now_utc() + time::Duration::minutes(1);
        let archived = t
            .log
            .archive_superseded(&SUPERSEDED_POSITIONS, later)
            .await?;
        let archiving = started.elapsed().as_secs_f64();
        let size_after = events_mb(&t).await?;
        let replay_after = replay_all(&t).await?;
        println!(
            "{name}: {archived} positions archived in {archiving:.1} s; replay {replay_before:.1} s before, \
             {replay_after:.1} s after"
        );
        out.push_str(&format!(
            "| {name} | {} | {} | {archiving:.1} | {replay_before:.1} | {replay_after:.1} | {:.2} | {size_before:.0} | {size_after:.0} |\n",
            rate(events as f64),
            rate(archived as f64),
            replay_after / replay_before,
        ));
    }
    Ok(out)
}

/// Seconds to rebuild every projection from event 0, one after the other, each in
/// a fresh read model.
async fn replay_all(t: &TestLog) -> anyhow::Result<f64> {
    let dir = tempfile::tempdir()?;
    let db = ReadDb::open(dir.path()).await?;
    let search = SearchIndex::new(dir.path());
    let started = Instant::now();
    for projector in bobine_projections::all(&db, &search) {
        projector.rebuild(&t.log, &()).await?;
    }
    Ok(started.elapsed().as_secs_f64())
}

/// The `events` table's size in MB, rows and indexes.
async fn events_mb(t: &TestLog) -> anyhow::Result<f64> {
    let bytes: i64 = match &t.log {
        EventLog::Postgres(pool) => {
            sqlx::query_scalar("SELECT pg_total_relation_size('events')")
                .fetch_one(pool)
                .await?
        }
        EventLog::Sqlite(log) => {
            sqlx::query_scalar(
                "SELECT SUM(pgsize) FROM dbstat WHERE name = 'events' \
                    OR name IN (SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'events')",
            )
            .fetch_one(log.reads())
            .await?
        }
    };
    Ok(bytes as f64 / 1e6)
}
