//! The log on PostgreSQL, in commit order by (transaction id, global position).

use std::time::Duration;

use sqlx::postgres::types::Oid;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgTypeInfo, PgValueFormat, PgValueRef};
use sqlx::{Decode, PgPool, Postgres, Row, Type};
use time::OffsetDateTime;

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

/// The columns of a [`StoredEvent`], each sent as the server stores it: `tx_id` as
/// an `xid8` ([`Xid8`]), payload and metadata as `json` text ([`JsonText`]) and
/// `recorded_at` as a `timestamptz`, formatted here ([`stamp`]). Casting them to
/// text and `to_char` on the server cost more than the rest of the read.
pub(crate) const COLUMNS: &str = "tx_id, global_position, aggregate_type, aggregate_id, sequence, event_type, \
     event_version, payload, metadata, recorded_at";

/// Only transactions older than every running one are visible: a transaction that
/// took an earlier position but commits late holds readers back instead of being
/// skipped.
const VISIBLE: &str = "tx_id < pg_snapshot_xmin(pg_current_snapshot())";

/// A transaction id, decoded from `xid8`, which sqlx does not know.
pub(crate) struct Xid8(pub(crate) u64);

/// `xid8`'s object id, fixed by PostgreSQL.
const XID8: PgTypeInfo = PgTypeInfo::with_oid(Oid(5069));
/// `json`'s object id, fixed by PostgreSQL.
const JSON: PgTypeInfo = PgTypeInfo::with_oid(Oid(114));

impl Type<Postgres> for Xid8 {
    fn type_info() -> PgTypeInfo {
        XID8
    }
}

impl Decode<'_, Postgres> for Xid8 {
    fn decode(value: PgValueRef<'_>) -> Result<Self, sqlx::error::BoxDynError> {
        Ok(Xid8(match value.format() {
            PgValueFormat::Binary => u64::from_be_bytes(value.as_bytes()?.try_into()?),
            PgValueFormat::Text => value.as_str()?.parse()?,
        }))
    }
}

/// A `json` value as the text the log stored: `json` (not `jsonb`) is sent as
/// that text, so it needs neither a cast nor a parse.
struct JsonText(String);

impl Type<Postgres> for JsonText {
    fn type_info() -> PgTypeInfo {
        JSON
    }
}

impl Decode<'_, Postgres> for JsonText {
    fn decode(value: PgValueRef<'_>) -> Result<Self, sqlx::error::BoxDynError> {
        Ok(JsonText(value.as_str()?.to_owned()))
    }
}

/// `recorded_at` as the log gives it: RFC 3339 in UTC with microseconds.
fn stamp(at: OffsetDateTime) -> String {
    let at = at.to_offset(time::UtcOffset::UTC);
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:06}Z",
        at.year(),
        u8::from(at.month()),
        at.day(),
        at.hour(),
        at.minute(),
        at.second(),
        at.microsecond()
    )
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
        "SELECT {COLUMNS} FROM {} \
          WHERE (tx_id, global_position) > ($1::text::xid8, $2) AND {VISIBLE}{narrowing} \
          ORDER BY events.tx_id, events.global_position LIMIT $3",
        filter.source(COLUMNS)
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

/// The next `limit` visible events after `after`, of which only those of `aggregates`
/// and the last one come back, with the window's length. The window is read in a
/// subquery ordered and limited as [`read_after`] reads, so that PostgreSQL walks the
/// commit order's index: with the aggregate in the same `WHERE`, it would rather
/// gather every row of those aggregates from the primary key and sort them, for
/// each window.
pub(crate) async fn read_window(
    pool: &PgPool,
    after: Position,
    aggregates: &[String],
    limit: u32,
) -> Result<(Vec<StoredEvent>, i64), LogError> {
    let sql = format!(
        "SELECT {COLUMNS}, n FROM ( \
           SELECT w.*, row_number() OVER (ORDER BY tx_id, global_position) AS r, count(*) OVER () AS n \
             FROM (SELECT {COLUMNS} FROM events \
                    WHERE (tx_id, global_position) > ($1::text::xid8, $2) AND {VISIBLE} \
                    ORDER BY events.tx_id, events.global_position LIMIT $3) AS w) AS x \
          WHERE aggregate_type = ANY($4::text[]) OR r = n \
          ORDER BY tx_id, global_position"
    );
    let rows = sqlx::query(&sql)
        .bind(after.tx.to_string())
        .bind(after.seq)
        .bind(i64::from(limit))
        .bind(aggregates)
        .fetch_all(pool)
        .await?;
    let length = match rows.last() {
        Some(row) => row.try_get::<i64, _>(10)?,
        None => 0,
    };
    Ok((decode_rows(&rows)?, length))
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

/// The position in the first two columns of `row`: `tx_id`, `global_position`.
pub(crate) fn position_of_row(row: &sqlx::postgres::PgRow) -> Result<Position, sqlx::Error> {
    Ok(Position::new(row.try_get::<Xid8, _>(0)?.0, row.try_get(1)?))
}

pub(crate) fn decode_rows(rows: &[sqlx::postgres::PgRow]) -> Result<Vec<StoredEvent>, LogError> {
    rows.iter()
        .map(|row| {
            Ok(StoredEvent {
                position: position_of_row(row)?,
                aggregate_type: row.try_get(2)?,
                aggregate_id: row.try_get(3)?,
                sequence: row.try_get(4)?,
                event_type: row.try_get(5)?,
                event_version: row.try_get(6)?,
                payload: row.try_get::<JsonText, _>(7)?.0,
                metadata: row.try_get::<JsonText, _>(8)?.0,
                recorded_at: stamp(row.try_get(9)?),
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(LogError::from)
}

pub(crate) async fn head(pool: &PgPool) -> Result<Position, LogError> {
    let sql = format!(
        "SELECT tx_id, global_position FROM events WHERE {VISIBLE} \
          ORDER BY events.tx_id DESC, events.global_position DESC LIMIT 1"
    );
    match sqlx::query(&sql).fetch_optional(pool).await? {
        Some(row) => Ok(position_of_row(&row)?),
        None => Ok(Position::ZERO),
    }
}

pub(crate) async fn newest(pool: &PgPool) -> Result<Position, LogError> {
    let sql = "SELECT tx_id, global_position FROM events \
                ORDER BY events.tx_id DESC, events.global_position DESC LIMIT 1";
    match sqlx::query(sql).fetch_optional(pool).await? {
        Some(row) => Ok(position_of_row(&row)?),
        None => Ok(Position::ZERO),
    }
}

pub(crate) async fn count_after(
    pool: &PgPool,
    after: Position,
    aggregates: &[String],
) -> Result<u64, LogError> {
    let sql = format!(
        "SELECT COUNT(*) FROM events WHERE (tx_id, global_position) > ($1::text::xid8, $2) AND {VISIBLE} \
           AND (cardinality($3::text[]) = 0 OR aggregate_type = ANY($3::text[]))"
    );
    let count: i64 = sqlx::query_scalar(&sql)
        .bind(after.tx.to_string())
        .bind(after.seq)
        .bind(aggregates)
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
        "SELECT tx_id, global_position FROM events \
          WHERE aggregate_type = $1 AND aggregate_id = $2 AND sequence = $3",
    )
    .bind(aggregate_type)
    .bind(aggregate_id)
    .bind(sequence)
    .fetch_optional(pool)
    .await?;
    Ok(row.as_ref().map(position_of_row).transpose()?)
}
