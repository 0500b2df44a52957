//! `bobine archive`: moves the playback positions a later one supersedes, past their
//! retention, from the log to its archive now rather than at a serving node's next
//! hourly round (docs/adr/0051-superseded-facts-archived.md, docs/operations.md).

use std::time::Duration;

use bobine_app::{Clock, Settings};
use bobine_store::EventLog;

pub async fn run(settings: &Settings, older_than_days: Option<u32>) -> anyhow::Result<()> {
    let retention = match older_than_days {
        Some(days) => Duration::from_secs(u64::from(days) * 24 * 3600),
        None => settings.progress_retention.ok_or_else(|| {
            anyhow::anyhow!(
                "BOBINE_PROGRESS_RETENTION_DAYS vaut 0 : les positions restent dans le journal \
                 (--older-than-days N pour archiver quand même)"
            )
        })?,
    };
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    // Only sealed events move: seal what was appended since the last round.
    log.seal().await?;
    let started = std::time::Instant::now();
    let moved =
        bobine_app::log::retention::archive_superseded(&log, &Clock::system(), retention).await?;
    println!(
        "{moved} positions de lecture remplacées archivées en {:.1} s ; l'archive en garde {}",
        started.elapsed().as_secs_f64(),
        log.archived_count().await?
    );
    Ok(())
}
