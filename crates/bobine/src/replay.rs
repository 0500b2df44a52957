//! `bobine replay <projection>`.

use std::time::Instant;

use anyhow::{Context, bail};
use bobine_app::Settings;
use bobine_projections::ReadDb;
use bobine_projections::search::SearchIndex;
use bobine_store::{EventLog, Position};

use crate::progress::{BarProgress, bar};

pub async fn run(settings: &Settings, name: &str) -> anyhow::Result<()> {
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    let db = ReadDb::open(&settings.data_dir).await?;
    let search = SearchIndex::new(&settings.data_dir);
    let projectors = bobine_projections::all(&db, &search);
    let Some(projector) = projectors.iter().find(|p| p.name() == name) else {
        let names: Vec<_> = projectors.iter().map(|p| p.name()).collect();
        bail!("unknown projection {name:?}; known: {}", names.join(", "));
    };
    let total = log.count_after(Position::ZERO).await?;
    // What the rebuild reads: the events of the aggregates it folds.
    let aggregates: Vec<String> = projector
        .aggregates()
        .iter()
        .map(|a| a.to_string())
        .collect();
    let read = log.count_after_of(Position::ZERO, &aggregates).await?;
    let progress = BarProgress(bar(read, name));
    let started = Instant::now();
    let at = projector
        .rebuild(&log, &progress)
        .await
        .with_context(|| format!("replaying {name}"))?;
    progress.0.finish();
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "{name}: {read} events replayed (of the log's {total}) in {seconds:.1} s ({:.0} events of the log/s), now at position {at}",
        total as f64 / seconds.max(1e-9)
    );
    Ok(())
}
