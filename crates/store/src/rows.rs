//! Rows of the `events` table as sqlite-es and postgres-es write them, inserted many
//! to a statement: the one way the group writers (commands and facts) append.

use serde::Serialize;
use sqlx::{Database, Encode, Postgres, QueryBuilder, Sqlite, Type};

/// One row to append, its JSON already as text ([`as_cqrs_es_writes`]).
pub(crate) struct EventRow<'a> {
    pub aggregate_type: &'a str,
    pub aggregate_id: &'a str,
    pub sequence: i64,
    pub event_type: &'a str,
    pub event_version: &'a str,
    pub payload: &'a str,
    pub metadata: &'a str,
}

const INSERT: &str = "INSERT INTO events \
     (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) ";

/// One multi-row `INSERT` of `rows` into the SQLite log.
pub(crate) fn insert_sqlite<'a>(
    rows: impl IntoIterator<Item = EventRow<'a>>,
) -> QueryBuilder<'a, Sqlite> {
    insert(rows, "")
}

/// One multi-row `INSERT` of `rows` into the PostgreSQL log; JSON cast `::jsonb`, as
/// postgres-es binds it, so the stored text is the same.
pub(crate) fn insert_postgres<'a>(
    rows: impl IntoIterator<Item = EventRow<'a>>,
) -> QueryBuilder<'a, Postgres> {
    insert(rows, "::jsonb")
}

/// The `INSERT` of `rows`, each JSON value followed by `json_cast`.
fn insert<'a, DB: Database>(
    rows: impl IntoIterator<Item = EventRow<'a>>,
    json_cast: &'static str,
) -> QueryBuilder<'a, DB>
where
    &'a str: Encode<'a, DB> + Type<DB>,
    i64: Encode<'a, DB> + Type<DB>,
{
    let mut insert = QueryBuilder::new(INSERT);
    insert.push_values(rows, |mut row, e| {
        row.push_bind(e.aggregate_type)
            .push_bind(e.aggregate_id)
            .push_bind(e.sequence)
            .push_bind(e.event_type)
            .push_bind(e.event_version)
            .push_bind(e.payload)
            .push_unseparated(json_cast)
            .push_bind(e.metadata)
            .push_unseparated(json_cast);
    });
    insert
}

/// JSON text as sqlite-es and postgres-es produce it: through a `serde_json::Value`
/// (so object keys come out sorted), compact.
pub(crate) fn as_cqrs_es_writes<T: Serialize>(value: &T) -> Result<String, serde_json::Error> {
    serde_json::to_value(value).and_then(|value| serde_json::to_string(&value))
}

/// A write refused because the row's key is taken: another command appended to the
/// aggregate first.
pub(crate) fn is_conflict(error: &sqlx::Error) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.is_unique_violation())
}
