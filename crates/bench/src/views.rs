//! View increments per second through the fact appender's group commits, beside raw
//! one-row INSERTs into the same table at the same concurrency.

use std::sync::Arc;

use bobine_domain::titles::TitleKind;
use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{FactAppender, Metadata};
use tokio::sync::Notify;
use uuid::Uuid;

use crate::append::{against_raw, measure, raw_rate};
use crate::report::Report;

/// Page visits at once: a busy evening.
pub const CLIENTS: usize = 64;
/// Views spread over this many films, the hottest first (uneven, like real traffic).
const FILMS: u64 = 100;

pub async fn run(report: &mut Report, seconds: u64) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let t = TestLog::new(backend).await;
        let appender = FactAppender::start(t.log.clone(), VIEWS_TYPE, Arc::new(Notify::new()));
        let views = measure(CLIENTS, seconds, move |n| {
            let appender = appender.clone();
            async move {
                let event = ViewEvent::ViewCounted {
                    content_type: TitleKind::Movie,
                    content_id: Uuid::from_u128(u128::from((n * n) % FILMS + 1)),
                };
                let metadata = Metadata {
                    actor: "anonymous".into(),
                    request_id: format!("bench-{n}"),
                    client: Some("5e0c9a1b2d3f4e6a".into()),
                };
                appender.append(&event, &metadata).await
            }
        })
        .await?;
        let raw = raw_rate(&t.log, CLIENTS, seconds).await?;
        println!(
            "{} {CLIENTS} clients: {views:.0} views/s in group commits, raw {raw:.0} inserts/s",
            t.log.backend()
        );
        report
            .views
            .push(against_raw(t.log.backend(), CLIENTS, views, raw));
    }
    Ok(())
}
