//! `bobine events export [--after N]`: NDJSON on standard output.

use std::io::Write;

use bobine_app::Settings;
use bobine_store::{EventLog, Position};

use crate::progress::bar;

const BATCH: u32 = 5_000;

pub async fn run(settings: &Settings, after: Position) -> anyhow::Result<()> {
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    let progress = bar(log.count_after(after).await?, "export");
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut at = after;
    loop {
        let events = log.read_after(at, BATCH).await?;
        let Some(last) = events.last() else { break };
        for event in &events {
            writeln!(out, "{}", event.to_json_line()?)?;
        }
        at = last.position;
        progress.inc(events.len() as u64);
    }
    out.flush()?;
    progress.finish_and_clear();
    Ok(())
}
