//! Reading an analyst projection's tables: pages, whole streams and the query box,
//! all on a read-only connection under the guard in query mode, so that nothing
//! read here can write, attach or run for ever (docs/adr/0036).

use std::path::Path;
use std::time::{Duration, Instant};

use rusqlite::types::ValueRef;
use rusqlite::{Connection, OpenFlags};
use serde_json::Value;

use super::check::{sqlite_message, tables as table_names};
use super::guard::{Guard, Mode};

/// The most rows a page or a query answers.
pub const MAX_ROWS: usize = 1_000;

/// How long one query of the query box may run.
pub const QUERY_TIME: Duration = Duration::from_secs(2);

/// A table and its columns, in their order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableInfo {
    pub name: String,
    pub columns: Vec<String>,
}

/// Rows as JSON values, column by column.
#[derive(Debug, Clone, PartialEq)]
pub struct Rows {
    pub columns: Vec<String>,
    pub rows: Vec<Vec<Value>>,
    /// Where the next page starts, if there is one.
    pub next_cursor: Option<String>,
}

/// Why a read was refused or failed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    #[error("Table inconnue : « {0} »")]
    NoTable(String),
    /// The query box's query cannot run: the French reason.
    #[error("{0}")]
    Refused(String),
    #[error("{0}")]
    Failed(String),
}

fn failed(error: rusqlite::Error) -> ReadError {
    ReadError::Failed(sqlite_message(&error))
}

/// A read-only connection to a copy, guarded.
fn open(path: &Path) -> Result<(Connection, Guard), ReadError> {
    let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
    let conn = Connection::open_with_flags(path, flags).map_err(failed)?;
    let guard = Guard::install(&conn, Mode::Query, None).map_err(failed)?;
    Ok((conn, guard))
}

/// The projection's tables and their columns.
pub fn tables(path: &Path) -> Result<Vec<TableInfo>, ReadError> {
    let (conn, guard) = open(path)?;
    guard.set_mode(Mode::Trusted);
    let names = table_names(&conn).map_err(failed)?;
    names
        .into_iter()
        .map(|name| {
            let statement = conn
                .prepare(&format!("SELECT * FROM \"{name}\" LIMIT 0"))
                .map_err(failed)?;
            let columns = statement
                .column_names()
                .into_iter()
                .map(str::to_string)
                .collect();
            Ok(TableInfo { name, columns })
        })
        .collect()
}

fn json(value: ValueRef<'_>) -> Value {
    match value {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(n) => Value::from(n),
        ValueRef::Real(x) => Value::from(x),
        ValueRef::Text(text) => Value::from(String::from_utf8_lossy(text)),
        ValueRef::Blob(bytes) => {
            Value::from(bytes.iter().map(|b| format!("{b:02x}")).collect::<String>())
        }
    }
}

/// The statement reading a whole table, in storage order; `None` if `table` is not
/// one of the projection's.
fn select_all(conn: &Connection, table: &str) -> Result<String, ReadError> {
    let names = table_names(conn).map_err(failed)?;
    if !names.iter().any(|n| n == table) {
        return Err(ReadError::NoTable(table.to_string()));
    }
    Ok(format!("SELECT * FROM \"{table}\""))
}

/// One page of `table`: at most `limit` rows from `cursor` (an offset as written by
/// the previous page).
pub fn page(
    path: &Path,
    table: &str,
    limit: usize,
    cursor: Option<&str>,
) -> Result<Rows, ReadError> {
    let (conn, guard) = open(path)?;
    guard.set_mode(Mode::Trusted);
    let select = select_all(&conn, table)?;
    let offset: usize = match cursor {
        None => 0,
        Some(text) => text
            .parse()
            .map_err(|_| ReadError::Refused(format!("Curseur illisible : « {text} »")))?,
    };
    let limit = limit.clamp(1, MAX_ROWS);
    let mut statement = conn
        .prepare(&format!("{select} LIMIT {} OFFSET {offset}", limit + 1))
        .map_err(failed)?;
    let columns: Vec<String> = statement
        .column_names()
        .into_iter()
        .map(str::to_string)
        .collect();
    let mut rows = Vec::new();
    let mut cursor = statement.raw_query();
    while let Some(row) = cursor.next().map_err(failed)? {
        rows.push(
            (0..columns.len())
                .map(|i| row.get_ref(i).map(json).unwrap_or(Value::Null))
                .collect(),
        );
    }
    let next_cursor = (rows.len() > limit).then(|| (offset + limit).to_string());
    rows.truncate(limit);
    Ok(Rows {
        columns,
        rows,
        next_cursor,
    })
}

/// Every row of `table`, handed to `each` with the columns first; stops when `each`
/// answers false (the client went away).
pub fn each_row(
    path: &Path,
    table: &str,
    mut each: impl FnMut(&[String], Vec<Value>) -> bool,
) -> Result<Vec<String>, ReadError> {
    let (conn, guard) = open(path)?;
    guard.set_mode(Mode::Trusted);
    let select = select_all(&conn, table)?;
    let mut statement = conn.prepare(&select).map_err(failed)?;
    let columns: Vec<String> = statement
        .column_names()
        .into_iter()
        .map(str::to_string)
        .collect();
    let mut cursor = statement.raw_query();
    while let Some(row) = cursor.next().map_err(failed)? {
        let values = (0..columns.len())
            .map(|i| row.get_ref(i).map(json).unwrap_or(Value::Null))
            .collect();
        if !each(&columns, values) {
            break;
        }
    }
    Ok(columns)
}

/// One read-only `SELECT` of the query box: at most [`MAX_ROWS`] rows within
/// [`QUERY_TIME`], over the projection's own tables.
pub fn query(path: &Path, sql: &str) -> Result<Rows, ReadError> {
    let (conn, guard) = open(path)?;
    guard.take_refusal();
    let refused = |error: rusqlite::Error| match guard.take_refusal() {
        Some(reason) => ReadError::Refused(reason),
        None => ReadError::Refused(sqlite_message(&error)),
    };
    // `prepare` reads the first statement and ignores the rest: the text is walked
    // statement by statement first, so a second one is refused, not silently dropped.
    let mut batch = rusqlite::Batch::new(&conn, sql);
    let mut statements = 0;
    while batch.next().map_err(refused)?.is_some() {
        statements += 1;
    }
    if statements > 1 {
        return Err(ReadError::Refused(
            "une seule instruction SELECT à la fois".into(),
        ));
    }
    let mut statement = conn.prepare(sql).map_err(refused)?;
    if !statement.readonly() || statement.column_count() == 0 {
        return Err(ReadError::Refused(
            "la requête ne peut que lire (SELECT)".into(),
        ));
    }
    let columns: Vec<String> = statement
        .column_names()
        .into_iter()
        .map(str::to_string)
        .collect();
    guard.budget(u64::MAX, Some(Instant::now() + QUERY_TIME));
    let mut rows = Vec::new();
    let mut cursor = statement.raw_query();
    loop {
        let row = match cursor.next() {
            Ok(Some(row)) => row,
            Ok(None) => break,
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::OperationInterrupted =>
            {
                return Err(ReadError::Refused(
                    "la requête a duré plus de 2 secondes".into(),
                ));
            }
            Err(error) => return Err(ReadError::Refused(sqlite_message(&error))),
        };
        if rows.len() == MAX_ROWS {
            return Err(ReadError::Refused(
                "plus de 1 000 lignes : ajoutez une clause LIMIT".into(),
            ));
        }
        rows.push(
            (0..columns.len())
                .map(|i| row.get_ref(i).map(json).unwrap_or(Value::Null))
                .collect(),
        );
    }
    Ok(Rows {
        columns,
        rows,
        next_cursor: None,
    })
}
