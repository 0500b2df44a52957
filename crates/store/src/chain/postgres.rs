//! The chain on PostgreSQL: `event_chain` keyed by (transaction id, global
//! position), sealed by one node at a time (an advisory lock taken for each round).

use sqlx::{PgPool, Postgres, Row};

use super::{Entry, Head, stored_digest as digest, stored_position as position};
use crate::error::LogError;
use crate::position::Position;
use crate::postgres::{COLUMNS, Xid8, decode_rows, position_of_row};
use crate::reader::StoredEvent;

/// The advisory lock every sealer takes for its round: one sealer at a time across
/// the nodes of one database; the others skip the round (docs/adr/0037-hash-chain.md).
const SEALER_LOCK: i64 = 0x0062_6f62_696e_650c; // "bobine" and the chain

pub(super) async fn tail(pool: &PgPool) -> Result<Option<Head>, LogError> {
    tail_on(pool).await
}

async fn tail_on<'e>(
    executor: impl sqlx::Executor<'e, Database = Postgres>,
) -> Result<Option<Head>, LogError> {
    let row = sqlx::query(
        "SELECT tx_id, global_position, hash FROM event_chain \
          ORDER BY tx_id DESC, global_position DESC LIMIT 1",
    )
    .fetch_optional(executor)
    .await?;
    row.map(|row| {
        Ok(Head {
            position: position_of_row(&row)?,
            hash: digest(row.try_get::<Option<&[u8]>, _>(2)?),
        })
    })
    .transpose()
    .map_err(|e: sqlx::Error| e.into())
}

/// Appends `entries` after `expected` while holding the sealer's lock; `false`
/// (nothing written) when another node holds it or moved the tail meanwhile.
pub(super) async fn append(
    pool: &PgPool,
    expected: Option<Head>,
    entries: &[Entry],
) -> Result<bool, LogError> {
    let mut tx = pool.begin().await?;
    let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_xact_lock($1)")
        .bind(SEALER_LOCK)
        .fetch_one(&mut *tx)
        .await?;
    if !locked || tail_on(&mut *tx).await? != expected {
        return Ok(false);
    }
    // Entries lost with the server's last moments are sealed again, the same, from
    // the durable events: the round need not wait for its own flush to the disk, nor
    // make the commands' commits wait behind it.
    sqlx::query("SET LOCAL synchronous_commit = off")
        .execute(&mut *tx)
        .await?;
    let tx_ids: Vec<String> = entries.iter().map(|e| e.position.tx.to_string()).collect();
    let positions: Vec<i64> = entries.iter().map(|e| e.position.seq).collect();
    let digests: Vec<Vec<u8>> = entries.iter().map(|e| e.digest.0.to_vec()).collect();
    let hashes: Vec<Vec<u8>> = entries.iter().map(|e| e.hash.0.to_vec()).collect();
    sqlx::query(
        "INSERT INTO event_chain (tx_id, global_position, digest, hash) \
         SELECT t::xid8, g, d, h FROM UNNEST($1::text[], $2::int8[], $3::bytea[], $4::bytea[]) AS u(t, g, d, h)",
    )
    .bind(tx_ids)
    .bind(positions)
    .bind(digests)
    .bind(hashes)
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(true)
}

pub(super) async fn entries_after(
    pool: &PgPool,
    after: Position,
    limit: u32,
) -> Result<Vec<Entry>, LogError> {
    let rows = sqlx::query(
        "SELECT tx_id, global_position, digest, hash, redacted_by FROM event_chain \
          WHERE (tx_id, global_position) > ($1::text::xid8, $2) \
          ORDER BY tx_id, global_position LIMIT $3",
    )
    .bind(after.tx.to_string())
    .bind(after.seq)
    .bind(i64::from(limit))
    .fetch_all(pool)
    .await?;
    rows.iter()
        .map(|row| {
            Ok(Entry {
                position: Position::new(row.try_get::<Xid8, _>(0)?.0, row.try_get(1)?),
                digest: digest(row.try_get::<Option<&[u8]>, _>(2)?),
                hash: digest(row.try_get::<Option<&[u8]>, _>(3)?),
                redacted_by: position(row.try_get(4)?),
            })
        })
        .collect::<Result<_, sqlx::Error>>()
        .map_err(LogError::from)
}

pub(super) async fn events_through(
    pool: &PgPool,
    after: Position,
    through: Position,
) -> Result<Vec<StoredEvent>, LogError> {
    let sql = format!(
        "SELECT {COLUMNS} FROM events \
          WHERE (tx_id, global_position) > ($1::text::xid8, $2) \
            AND (tx_id, global_position) <= ($3::text::xid8, $4) \
         UNION ALL \
         SELECT {COLUMNS} FROM events_archive \
          WHERE (tx_id, global_position) > ($1::text::xid8, $2) \
            AND (tx_id, global_position) <= ($3::text::xid8, $4) \
          ORDER BY tx_id, global_position"
    );
    let rows = sqlx::query(&sql)
        .bind(after.tx.to_string())
        .bind(after.seq)
        .bind(through.tx.to_string())
        .bind(through.seq)
        .fetch_all(pool)
        .await?;
    decode_rows(&rows)
}
