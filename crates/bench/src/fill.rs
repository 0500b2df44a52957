//! Filling a log fast, straight into the `events` table, for benchmarks that need a
//! large history (commands would take minutes to write it).

use bobine_store::EventLog;
use sqlx::QueryBuilder;

/// Events inserted per statement.
const CHUNK: usize = 500;

/// One event to write: aggregate type and id, sequence, event type, JSON payload.
pub struct Row {
    pub aggregate_type: &'static str,
    pub aggregate_id: String,
    pub sequence: i64,
    pub event_type: String,
    pub payload: String,
}

/// The metadata of every event `fill` writes: the command line acted.
const SYSTEM: &str =
    r#"{"actor":"system","request_id":"bench","recorded_at":"2026-01-01T00:00:00Z"}"#;

pub async fn fill(log: &EventLog, rows: impl Iterator<Item = Row>) -> anyhow::Result<()> {
    fill_with_metadata(log, rows.map(|row| (row, SYSTEM.to_string()))).await
}

/// As `fill`, each event with its own metadata (JSON text), for benchmarks that
/// need actors.
pub async fn fill_with_metadata(
    log: &EventLog,
    rows: impl Iterator<Item = (Row, String)>,
) -> anyhow::Result<()> {
    let mut rows = rows.peekable();
    while rows.peek().is_some() {
        let chunk: Vec<(Row, String)> = rows.by_ref().take(CHUNK).collect();
        macro_rules! insert {
            ($db:ty, $pool:expr, $json:literal) => {{
                let mut query = QueryBuilder::<$db>::new(
                    "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) ",
                );
                query.push_values(&chunk, |mut row, (e, metadata)| {
                    row.push_bind(e.aggregate_type).push_bind(&e.aggregate_id).push_bind(e.sequence);
                    row.push_bind(&e.event_type).push_bind("1");
                    row.push_bind(&e.payload).push_unseparated($json).push_bind(metadata).push_unseparated($json);
                });
                query.build().execute($pool).await?;
            }};
        }
        match log {
            EventLog::Sqlite(pools) => insert!(sqlx::Sqlite, pools.writes(), ""),
            EventLog::Postgres(pool) => insert!(sqlx::Postgres, pool, "::json"),
        }
    }
    Ok(())
}
