//! `bobine events export`: NDJSON on standard output, the same lines as
//! `GET /api/admin/events` with the same parameters.

use std::io::Write;

use anyhow::anyhow;
use bobine_app::Settings;
use bobine_app::log::events::EventsQuery;
use bobine_store::EventLog;
use futures::TryStreamExt;

use crate::progress::bar;

pub async fn run(settings: &Settings, query: EventsQuery) -> anyhow::Result<()> {
    let reading = query.check().map_err(|error| anyhow!(error.message))?;
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    let mut total = log.count_after(reading.after).await?;
    if let Some(limit) = reading.limit {
        total = total.min(limit);
    }
    let progress = bar(total, "export");
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut lines = std::pin::pin!(reading.ndjson(&log));
    while let Some(line) = lines.try_next().await? {
        out.write_all(line.as_bytes())?;
        progress.inc(1);
    }
    out.flush()?;
    progress.finish_and_clear();
    Ok(())
}
