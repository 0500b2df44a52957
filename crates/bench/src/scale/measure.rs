//! What a run costs, read outside the HTTP API: the log's events by type and its
//! bytes (table, indexes, hash chain), the data directories' bytes, processor time
//! from /proc, and PostgreSQL's own counters for the run's database.

use std::collections::BTreeMap;
use std::path::Path;

use bobine_store::EventLog;
use sqlx::{Connection, Row, SqliteConnection};

use super::world::World;

/// The log's size in bytes: the `events` table (with its TOAST on PostgreSQL), its
/// indexes, and the hash chain (`event_chain`, table and index).
#[derive(Default, Clone, Copy)]
pub struct LogBytes {
    pub table: i64,
    pub indexes: i64,
    pub chain: i64,
}

impl LogBytes {
    pub fn total(self) -> i64 {
        self.table + self.indexes + self.chain
    }

    pub fn minus(self, before: LogBytes) -> LogBytes {
        LogBytes {
            table: self.table - before.table,
            indexes: self.indexes - before.indexes,
            chain: self.chain - before.chain,
        }
    }
}

/// The log's last position (its highest `global_position`).
pub async fn head(world: &World) -> anyhow::Result<i64> {
    let sql = "SELECT COALESCE(MAX(global_position), 0) FROM events";
    Ok(match &world.log {
        Some(EventLog::Postgres(pool)) => sqlx::query_scalar(sql).fetch_one(pool).await?,
        _ => {
            sqlx::query_scalar(sql)
                .fetch_one(&mut sqlite(world).await?)
                .await?
        }
    })
}

/// The events after `position`, counted by type.
pub async fn by_type(world: &World, position: i64) -> anyhow::Result<BTreeMap<String, u64>> {
    let rows: Vec<(String, i64)> = match &world.log {
        Some(EventLog::Postgres(pool)) => {
            sqlx::query_as("SELECT event_type, COUNT(*) FROM events WHERE global_position > $1 GROUP BY event_type")
                .bind(position)
                .fetch_all(pool)
                .await?
        }
        _ => {
            sqlx::query_as("SELECT event_type, COUNT(*) FROM events WHERE global_position > ?1 GROUP BY event_type")
                .bind(position)
                .fetch_all(&mut sqlite(world).await?)
                .await?
        }
    };
    Ok(rows.into_iter().map(|(t, n)| (t, n as u64)).collect())
}

/// The log's bytes: PostgreSQL's relation sizes, or SQLite's pages (`dbstat`) of
/// each table and index of `events.db`'s log.
pub async fn log_bytes(world: &World) -> anyhow::Result<LogBytes> {
    match &world.log {
        Some(EventLog::Postgres(pool)) => {
            let row = sqlx::query(
                "SELECT pg_table_size('events'), pg_indexes_size('events'), \
                 pg_total_relation_size('event_chain')",
            )
            .fetch_one(pool)
            .await?;
            Ok(LogBytes {
                table: row.try_get(0)?,
                indexes: row.try_get(1)?,
                chain: row.try_get(2)?,
            })
        }
        _ => {
            let rows: Vec<(String, String, i64)> = sqlx::query_as(
                "SELECT m.tbl_name, m.type, SUM(d.pgsize) FROM dbstat d \
                 JOIN sqlite_master m ON m.name = d.name GROUP BY m.tbl_name, m.type",
            )
            .fetch_all(&mut sqlite(world).await?)
            .await?;
            let mut bytes = LogBytes::default();
            for (table, kind, size) in rows {
                match (table.as_str(), kind.as_str()) {
                    ("events", "table") => bytes.table += size,
                    ("events", _) => bytes.indexes += size,
                    ("event_chain", _) => bytes.chain += size,
                    _ => {}
                }
            }
            Ok(bytes)
        }
    }
}

async fn sqlite(world: &World) -> anyhow::Result<SqliteConnection> {
    let options = sqlx::sqlite::SqliteConnectOptions::new()
        .filename(world.dirs[0].join("events.db"))
        .read_only(true);
    Ok(SqliteConnection::connect_with(&options).await?)
}

/// The bytes under `dir`, the log's own file (`events.db` and its WAL) left out:
/// the node's read models, search index and outbox.
pub fn read_model_bytes(dir: &Path) -> u64 {
    fn walk(dir: &Path, top: bool) -> u64 {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return 0;
        };
        entries
            .filter_map(Result::ok)
            .map(|entry| {
                let name = entry.file_name().to_string_lossy().to_string();
                match entry.metadata() {
                    Ok(m) if m.is_dir() => walk(&entry.path(), false),
                    Ok(_) if top && name.starts_with("events.db") => 0,
                    Ok(m) => m.len(),
                    Err(_) => 0,
                }
            })
            .sum()
    }
    walk(dir, true)
}

/// A process's processor time so far (user and system), in seconds.
pub fn cpu_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's closing parenthesis: utime and stime are the
    // 12th and 13th of them, in clock ticks (100 a second on Linux).
    let Some(after) = stat.rfind(')').map(|i| &stat[i + 1..]) else {
        return 0.0;
    };
    let fields: Vec<&str> = after.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    (ticks(11) + ticks(12)) / 100.0
}

/// PostgreSQL's committed transactions in the run's database so far.
pub async fn commits(world: &World) -> anyhow::Result<i64> {
    let Some(EventLog::Postgres(pool)) = &world.log else {
        return Ok(0);
    };
    // The statistics a backend has not flushed yet are not counted: read after a pause.
    Ok(sqlx::query_scalar(
        "SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()",
    )
    .fetch_one(pool)
    .await?)
}

/// The processes of PostgreSQL working for the run: the backends connected to its
/// database and the server's own writers (WAL, checkpoints, background writes),
/// which other databases on the same server share.
pub async fn postgres_pids_of(log: Option<&EventLog>) -> anyhow::Result<Vec<u32>> {
    let Some(EventLog::Postgres(pool)) = log else {
        return Ok(Vec::new());
    };
    let pids: Vec<i32> = sqlx::query_scalar(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() \
         OR backend_type IN ('walwriter', 'checkpointer', 'background writer')",
    )
    .fetch_all(pool)
    .await?;
    Ok(pids.into_iter().map(|p| p as u32).collect())
}
