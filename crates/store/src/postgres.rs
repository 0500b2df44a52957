//! The log on PostgreSQL, in commit order by (transaction id, global position).

use std::time::Duration;

use sqlx::postgres::{PgConnectOptions, PgPoolOptions};
use sqlx::{PgPool, Row};

use crate::error::LogError;
use crate::filter::LogFilter;
use crate::position::Position;
use crate::reader::StoredEvent;

/// Connects with short transactions enforced: a writing transaction left open would
/// hold every reader of the log back (docs/adr/0001-log-order.md).
pub(crate) async fn connect(url: &str) -> Result<PgPool, sqlx::Error> {
    let options: PgConnectOptions = url.parse()?;
    let options = options
        .options([("idle_in_transaction_session_timeout", "5000")])
        .application_name("bobine");
    PgPoolOptions::new()
        .max_connections(16)
        .acquire_timeout(Duration::from_secs(10))
        .connect_with(options)
        .await
}

/// `tx_id` is read as text (sqlx has no xid8), so queries must order by the
/// qualified `events.tx_id`: a bare `tx_id` would name this text column, sorting "100"
/// before "99" and walking past the index.
const COLUMNS: &str = "tx_id::text, global_position, aggregate_type, aggregate_id, sequence, event_type, \
     event_version, payload::text, metadata::text, \
     to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')";

/// Only transactions older than every running one are visible: a transaction that
/// took an earlier position but commits late holds readers back instead of being
/// skipped.
const VISIBLE: &str = "tx_id < pg_snapshot_xmin(pg_current_snapshot())";

fn tx_of(text: &str) -> Result<u64, sqlx::Error> {
    text.parse().map_err(|e| sqlx::Error::Decode(Box::new(e)))
}

pub(crate) async fn read_after(
    pool: &PgPool,
    after: Position,
    filter: &LogFilter,
    limit: u32,
) -> Result<Vec<StoredEvent>, LogError> {
    let mut narrowing = String::new();
    let mut parameter = 3;
    let mut next = |clause: &str| {
        parameter += 1;
        narrowing.push_str(&clause.replace('?', &format!("${parameter}")));
    };
    if !filter.types.is_empty() {
        next(" AND event_type = ANY(?::text[])");
    }
    if filter.from.is_some() {
        next(" AND recorded_at >= ?");
    }
    if filter.to.is_some() {
        next(" AND recorded_at < ?");
    }
    let sql = format!(
        "SELECT {COLUMNS} FROM events \
          WHERE (tx_id, global_position) > ($1::text::xid8, $2) AND {VISIBLE}{narrowing} \
          ORDER BY events.tx_id, events.global_position LIMIT $3"
    );
    let mut query = sqlx::query(&sql)
        .bind(after.tx.to_string())
        .bind(after.seq)
        .bind(i64::from(limit));
    if !filter.types.is_empty() {
        query = query.bind(&filter.types);
    }
    for bound in [filter.from, filter.to].into_iter().flatten() {
        query = query.bind(bound);
    }
    let rows = query.fetch_all(pool).await?;
    decode_rows(&rows)
}

/// One aggregate's committed events by sequence. No visibility bound is needed: a
/// stream's own sequence is its order, and a history only reads what has committed.
pub(crate) async fn read_stream(
    pool: &PgPool,
    aggregate_type: &str,
    aggregate_id: &str,
) -> Result<Vec<StoredEvent>, LogError> {
    let sql = format!(
        "SELECT {COLUMNS} FROM events WHERE aggregate_type = $1 AND aggregate_id = $2 ORDER BY sequence"
    );
    let rows = sqlx::query(&sql)
        .bind(aggregate_type)
        .bind(aggregate_id)
        .fetch_all(pool)
        .await?;
    decode_rows(&rows)
}

fn decode_rows(rows: &[sqlx::postgres::PgRow]) -> Result<Vec<StoredEvent>, LogError> {
    rows.iter()
        .map(|row| {
            Ok(StoredEvent {
                position: Position::new(tx_of(row.try_get(0)?)?, row.try_get(1)?),
                aggregate_type: row.try_get(2)?,
                aggregate_id: row.try_get(3)?,
                sequence: row.try_get(4)?,
                event_type: row.try_get(5)?,
                event_version: row.try_get(6)?,
                payload: row.try_get(7)?,
                metadata: row.try_get(8)?,
                recorded_at: row.try_get(9)?,
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(LogError::from)
}

pub(crate) async fn head(pool: &PgPool) -> Result<Position, LogError> {
    let sql = format!(
        "SELECT tx_id::text, global_position FROM events WHERE {VISIBLE} \
          ORDER BY events.tx_id DESC, events.global_position DESC LIMIT 1"
    );
    match sqlx::query(&sql).fetch_optional(pool).await? {
        Some(row) => Ok(Position::new(tx_of(row.try_get(0)?)?, row.try_get(1)?)),
        None => Ok(Position::ZERO),
    }
}

pub(crate) async fn newest(pool: &PgPool) -> Result<Position, LogError> {
    let sql = "SELECT tx_id::text, global_position FROM events \
                ORDER BY events.tx_id DESC, events.global_position DESC LIMIT 1";
    match sqlx::query(sql).fetch_optional(pool).await? {
        Some(row) => Ok(Position::new(tx_of(row.try_get(0)?)?, row.try_get(1)?)),
        None => Ok(Position::ZERO),
    }
}

pub(crate) async fn count_after(pool: &PgPool, after: Position) -> Result<u64, LogError> {
    let sql = format!(
        "SELECT COUNT(*) FROM events WHERE (tx_id, global_position) > ($1::text::xid8, $2) AND {VISIBLE}"
    );
    let count: i64 = sqlx::query_scalar(&sql)
        .bind(after.tx.to_string())
        .bind(after.seq)
        .fetch_one(pool)
        .await?;
    Ok(count as u64)
}

pub(crate) async fn position_of(
    pool: &PgPool,
    aggregate_type: &str,
    aggregate_id: &str,
    sequence: i64,
) -> Result<Option<Position>, LogError> {
    let row = sqlx::query(
        "SELECT tx_id::text, global_position FROM events \
          WHERE aggregate_type = $1 AND aggregate_id = $2 AND sequence = $3",
    )
    .bind(aggregate_type)
    .bind(aggregate_id)
    .bind(sequence)
    .fetch_optional(pool)
    .await?;
    match row {
        Some(row) => Ok(Some(Position::new(
            tx_of(row.try_get(0)?)?,
            row.try_get(1)?,
        ))),
        None => Ok(None),
    }
}
