//! The analysts' stream of the log (`GET /api/admin/events`) beside `bobine events
//! export`'s path on the same log: events per second, and the process's resident
//! memory while the whole log goes through the route, which must stay flat however
//! long the log is (the stream holds one batch at a time).

use std::sync::Arc;
use std::time::Instant;

use bobine_app::{Node, Settings};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{LogFilter, Position};
use futures::TryStreamExt;

use crate::hardening::process::rss_mb_of;
use crate::replay::fill_genre_cycles;
use crate::report::{Report, rate};

const TOKEN: &str = "bench-token";

pub async fn run(report: &mut Report, events: u64) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let t = TestLog::new(backend).await;
        print!(
            "{}: filling the log with {events} events... ",
            t.log.backend()
        );
        fill_genre_cycles(&t.log, events).await?;
        println!("done");

        // The export's path: the same stream of NDJSON lines, written nowhere.
        let started = Instant::now();
        let mut lines = std::pin::pin!(t.log.ndjson(Position::ZERO, LogFilter::default(), None));
        let mut exported = 0u64;
        while lines.try_next().await?.is_some() {
            exported += 1;
        }
        let export_rate = exported as f64 / started.elapsed().as_secs_f64();

        // The route, served by a node without projections (the operator token needs
        // no session), read by a client that keeps nothing.
        let mut settings = Settings::for_data_dir(t.data_dir());
        settings.database_url = t.database_url.clone();
        settings.admin_token = Some(TOKEN.into());
        let node = Arc::new(Node::open(settings).await?);
        let base = crate::node::serve(bobine_api::router(node)).await?;
        let rss_before = rss_mb_of(std::process::id());
        let mut rss_peak = rss_before;
        let started = Instant::now();
        let mut response = reqwest::Client::new()
            .get(format!("{base}/api/admin/events"))
            .bearer_auth(TOKEN)
            .send()
            .await?
            .error_for_status()?;
        let (mut streamed, mut chunks) = (0u64, 0u64);
        while let Some(chunk) = response.chunk().await? {
            streamed += chunk.iter().filter(|byte| **byte == b'\n').count() as u64;
            chunks += 1;
            if chunks % 64 == 0 {
                rss_peak = rss_peak.max(rss_mb_of(std::process::id()));
            }
        }
        let stream_rate = streamed as f64 / started.elapsed().as_secs_f64();
        anyhow::ensure!(
            streamed == exported && exported == events,
            "streamed {streamed}, exported {exported} of {events} events"
        );
        println!(
            "{}: stream {stream_rate:.0} events/s, export {export_rate:.0} events/s, RSS {rss_before:.0} -> {rss_peak:.0} MB",
            t.log.backend()
        );
        report.events.push([
            t.log.backend().into(),
            rate(events as f64),
            rate(stream_rate),
            rate(export_rate),
            format!("{:.2}", stream_rate / export_rate),
            format!("{:.0} → {:.0}", rss_before, rss_peak),
        ]);
    }
    Ok(())
}
