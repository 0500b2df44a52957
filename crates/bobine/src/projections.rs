//! `bobine projections`: where each projection of this data directory stands.

use bobine_app::Settings;
use bobine_projections::ReadDb;
use bobine_projections::search::SearchIndex;
use bobine_store::EventLog;

pub async fn run(settings: &Settings) -> anyhow::Result<()> {
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    let db = ReadDb::open(&settings.data_dir).await?;
    let search = SearchIndex::new(&settings.data_dir);
    let head = log.head().await?;
    println!("{:<18} {:>14} {:>10}", "projection", "position", "lag");
    for projector in bobine_projections::all(&db, &search) {
        let name = projector.name();
        match projector.stored_position().await? {
            Some(at) => println!(
                "{name:<18} {:>14} {:>10}",
                at.to_string(),
                (head.seq - at.seq).max(0)
            ),
            None => println!("{name:<18} {:>14} {:>10}", "never run", "-"),
        }
    }
    println!("log head: {head} ({})", log.backend());
    Ok(())
}
