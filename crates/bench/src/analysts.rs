//! Replay rate of an analyst projection written in SQL (docs/adr/0036), beside a plain
//! sequential read of the same log that decodes every payload into its event type.
//!
//! The log is shaped like the product's (`crate::product_log`): a year of members
//! watching, viewing, visiting, favouriting, reporting and requesting over the demo's
//! catalogue. The projection has two statements on each of three event types a
//! moderation analyst would read (reports filed, resolved and rejected); the rest of
//! the log is read and skipped, as a real projection's would be.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bobine_domain::analyst_projections::{AnalystProjection, AnalystProjectionCommand};
use bobine_projections::analysts::{AnalystProjections, AnalystSettings};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, Executor, Metadata, Position};
use tokio::sync::Notify;

use crate::product_log::{decode_any, fill_product_log};
use crate::replay::read_all;
use crate::report::{Report, rate};

/// Two statements on each of three event types.
const DEFINITION: &str = "\
CREATE TABLE report (id TEXT PRIMARY KEY, week TEXT NOT NULL, problem TEXT, status TEXT NOT NULL);
CREATE TABLE per_week (week TEXT PRIMARY KEY, filed INTEGER NOT NULL, closed INTEGER NOT NULL);
-- on ReportFiled
INSERT INTO report VALUES (:aggregate_id, strftime('%Y-%W', :paris_date), :payload ->> '$.problem_type', 'pending');
INSERT INTO per_week VALUES (strftime('%Y-%W', :paris_date), 1, 0)
  ON CONFLICT (week) DO UPDATE SET filed = filed + 1;
-- on ReportResolved, ReportRejected
UPDATE report SET status = 'closed' WHERE id = :aggregate_id;
INSERT INTO per_week VALUES (strftime('%Y-%W', :paris_date), 0, 1)
  ON CONFLICT (week) DO UPDATE SET closed = closed + 1;
";

pub async fn run(report: &mut Report, events: u64) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let t = TestLog::new(backend).await;
        print!(
            "{}: filling the log with {events} events... ",
            t.log.backend()
        );
        let mix = fill_product_log(&t.log, events).await?;
        println!("done\n{mix}");

        let started = Instant::now();
        let decoded = read_all(&t.log, decode_any).await?;
        let decode_rate = decoded as f64 / started.elapsed().as_secs_f64();

        let appended = Arc::new(Notify::new());
        let definitions = Executor::<AnalystProjection>::new(
            &Commits::start(t.log.clone()),
            (),
            appended.clone(),
        );
        let define = AnalystProjectionCommand::Define {
            name: "reports_per_week".into(),
            sql: DEFINITION.into(),
            by: "operator".into(),
        };
        let at: Position = definitions
            .execute("reports_per_week", define, &Metadata::system("bench"))
            .await?;
        let settings = AnalystSettings {
            dir: t.data_dir().join("analysts"),
            max_bytes: 4 << 30,
            poll: Duration::from_millis(100),
            batch: 5_000,
        };
        let started = Instant::now();
        let analysts = AnalystProjections::start(t.log.clone(), appended, settings).await?;
        anyhow::ensure!(
            analysts
                .wait_live("reports_per_week", at, Duration::from_secs(3_600))
                .await,
            "the projection did not catch up: {:?}",
            analysts.get("reports_per_week")
        );
        let replay_rate = events as f64 / started.elapsed().as_secs_f64();
        println!(
            "{}: analyst projection {replay_rate:.0} events/s, read and decode {decode_rate:.0} events/s",
            t.log.backend()
        );
        report.analysts.push([
            t.log.backend().into(),
            rate(events as f64),
            rate(replay_rate),
            rate(decode_rate),
            format!("{:.2}", replay_rate / decode_rate),
        ]);
    }
    Ok(())
}
