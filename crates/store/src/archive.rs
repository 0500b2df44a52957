//! Superseded facts moved out of the log after their retention
//! (docs/adr/0051-superseded-facts-archived.md).
//!
//! A player reports a position every 30 s of playback, and only the newest report of
//! a member for a title counts: the ones before it are superseded the moment it is
//! written. After a retention they move, row for row, to `events_archive`, which
//! has the columns of `events`: replays and new projections, which read `events`,
//! stop paying for them; the chain walk reads both tables, so every archived event
//! still verifies against its entry; an export that asks for the archive gets the
//! whole history back. Only sealed events move, so the chain never has to seal one
//! from the archive.

use std::collections::HashMap;

use futures::TryStreamExt;
use rusqlite::types::Value;
use sqlx::Row;
use time::OffsetDateTime;

use crate::backend::EventLog;
use crate::error::LogError;
use crate::filter::sqlite_stamp;
use crate::position::Position;
use crate::sqlite::SqliteLog;
use crate::{postgres, sqlite};

/// Which facts a later one supersedes: the events `event_type` of the streams of
/// `aggregate_type` whose payload fields `keys` are equal (the payload is tagged with
/// the event's name, as cqrs-es writes it). The store knows no domain event: the
/// application names the rule.
#[derive(Debug, Clone, Copy)]
pub struct Superseded {
    pub aggregate_type: &'static str,
    pub event_type: &'static str,
    pub keys: [&'static str; 2],
}

/// Facts moved per transaction: a few milliseconds of the SQLite writer, which the
/// commands' commits wait behind.
const MOVE_BATCH: usize = 5_000;

impl EventLog {
    /// Moves to `events_archive` every fact `rule` names that was recorded before
    /// `before`, that a later one of the same keys supersedes (in commit order), and
    /// that the chain has sealed. Answers how many moved. Safe to run on several nodes
    /// at once: a row is moved by whichever deletes it first.
    pub async fn archive_superseded(
        &self,
        rule: &Superseded,
        before: OffsetDateTime,
    ) -> Result<u64, LogError> {
        let Some(tail) = self.chain_tail().await? else {
            return Ok(0);
        };
        let rows = match self {
            EventLog::Sqlite(log) => sqlite_facts(log, rule, tail.position, before).await?,
            EventLog::Postgres(pool) => postgres_facts(pool, rule, tail.position, before).await?,
        };
        let mut moved = 0;
        for chunk in superseded(rows).chunks(MOVE_BATCH) {
            moved += match self {
                EventLog::Sqlite(log) => sqlite_move(log, chunk).await?,
                EventLog::Postgres(pool) => postgres_move(pool, chunk).await?,
            };
        }
        Ok(moved)
    }

    /// How many events the archive holds.
    pub async fn archived_count(&self) -> Result<u64, LogError> {
        let sql = "SELECT COUNT(*) FROM events_archive";
        let count: i64 = match self {
            EventLog::Sqlite(log) => sqlx::query_scalar(sql).fetch_one(log.reads()).await?,
            EventLog::Postgres(pool) => sqlx::query_scalar(sql).fetch_one(pool).await?,
        };
        Ok(count as u64)
    }
}

/// One fact as the rule sees it: its position, its keys, and whether it is older
/// than the retention.
struct Fact {
    position: i64,
    key: Option<(String, String)>,
    old: bool,
}

/// The positions of the old facts a later fact of the same keys follows. `facts`
/// come in commit order.
fn superseded(facts: Vec<Fact>) -> Vec<i64> {
    let mut newest: HashMap<(String, String), (i64, bool)> = HashMap::new();
    let mut moving = Vec::new();
    for fact in facts {
        let Some(key) = fact.key else { continue };
        if let Some((position, true)) = newest.insert(key, (fact.position, fact.old)) {
            moving.push(position);
        }
    }
    moving
}

fn json_path(rule: &Superseded, key: &str) -> String {
    format!("$.\"{}\".\"{key}\"", rule.event_type)
}

async fn sqlite_facts(
    log: &SqliteLog,
    rule: &Superseded,
    through: Position,
    before: OffsetDateTime,
) -> Result<Vec<Fact>, LogError> {
    let bounds = [
        Value::Text(json_path(rule, rule.keys[0])),
        Value::Text(json_path(rule, rule.keys[1])),
        Value::Text(sqlite_stamp(before)),
        Value::Text(rule.aggregate_type.into()),
        Value::Text(rule.event_type.into()),
        Value::Integer(through.seq),
    ];
    log.scans
        .run(move |connection| {
            let mut statement = connection.prepare(
                "SELECT global_position, json_extract(payload, ?1), json_extract(payload, ?2), \
                        recorded_at < ?3 \
                   FROM events WHERE aggregate_type = ?4 AND event_type = ?5 AND global_position <= ?6 \
                  ORDER BY global_position",
            )?;
            let rows = statement.query_map(rusqlite::params_from_iter(bounds), |row| {
                let first: Option<String> = row.get(1)?;
                let second: Option<String> = row.get(2)?;
                Ok(Fact {
                    position: row.get(0)?,
                    key: first.zip(second),
                    old: row.get(3)?,
                })
            })?;
            rows.collect()
        })
        .await
}

async fn postgres_facts(
    pool: &sqlx::PgPool,
    rule: &Superseded,
    through: Position,
    before: OffsetDateTime,
) -> Result<Vec<Fact>, LogError> {
    let mut rows = sqlx::query(
        "SELECT global_position, payload -> $1 ->> $2, payload -> $1 ->> $3, recorded_at < $4 \
           FROM events WHERE aggregate_type = $5 AND event_type = $1 \
            AND (tx_id, global_position) <= ($6::text::xid8, $7) \
          ORDER BY tx_id, global_position",
    )
    .bind(rule.event_type)
    .bind(rule.keys[0])
    .bind(rule.keys[1])
    .bind(before)
    .bind(rule.aggregate_type)
    .bind(through.tx.to_string())
    .bind(through.seq)
    .fetch(pool);
    let mut facts = Vec::new();
    while let Some(row) = rows.try_next().await? {
        let first: Option<String> = row.try_get(1)?;
        let second: Option<String> = row.try_get(2)?;
        facts.push(Fact {
            position: row.try_get(0)?,
            key: first.zip(second),
            old: row.try_get(3)?,
        });
    }
    Ok(facts)
}

async fn sqlite_move(log: &SqliteLog, positions: &[i64]) -> Result<u64, LogError> {
    let list = serde_json::to_string(positions).expect("integers serialise");
    let columns = sqlite::COLUMNS;
    let mut tx = log.writes().begin().await?;
    let moved = sqlx::query(&format!(
        "INSERT INTO events_archive ({columns}) SELECT {columns} FROM events \
          WHERE global_position IN (SELECT value FROM json_each(?))"
    ))
    .bind(&list)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    sqlx::query("DELETE FROM events WHERE global_position IN (SELECT value FROM json_each(?))")
        .bind(&list)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(moved)
}

async fn postgres_move(pool: &sqlx::PgPool, positions: &[i64]) -> Result<u64, LogError> {
    let columns = postgres::COLUMNS;
    let moved = sqlx::query(&format!(
        "WITH moved AS (DELETE FROM events WHERE global_position = ANY($1) RETURNING {columns}) \
         INSERT INTO events_archive ({columns}) SELECT {columns} FROM moved"
    ))
    .bind(positions)
    .execute(pool)
    .await?
    .rows_affected();
    Ok(moved)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fact(position: i64, key: &str, old: bool) -> Fact {
        Fact {
            position,
            key: Some((key.into(), "t".into())),
            old,
        }
    }

    #[test]
    fn only_old_facts_a_later_one_follows_are_superseded() {
        let facts = vec![
            fact(1, "a", true),
            fact(2, "b", true),
            fact(3, "a", true),
            fact(4, "a", false),
            fact(5, "c", false),
            fact(6, "c", false),
            Fact {
                position: 7,
                key: None,
                old: true,
            },
        ];
        // 1 and 3 are old and followed; 2 is the newest of "b"; 4 is followed but
        // recent; 5 is recent.
        assert_eq!(superseded(facts), vec![1, 3]);
    }
}
