//! Reading analysts' projections: the list with each one's progress, one projection
//! with its tables, a page of a table, a whole table as CSV or NDJSON, and the query
//! box. Reads are served from the copy that has caught up, on a blocking thread.

use bobine_projections::analysts::read::{self, ReadError, Rows};
use bobine_projections::analysts::{CopyStatus, ServedCopy, State, Summary};
use bobine_store::Position;
use serde_json::Value;
use tokio::sync::mpsc;

use crate::error::{AppError, ErrorKind};
use crate::node::Node;

/// Where one copy stands, with what the list computes from the log.
#[derive(Debug, Clone)]
pub struct Progress {
    /// replaying, live, failed or retired.
    pub status: &'static str,
    pub version: u32,
    pub position: Position,
    /// Events in the log after its position.
    pub lag: u64,
    pub events_per_second: f64,
    /// Estimated seconds to catch up, while replaying at a known rate.
    pub eta_seconds: Option<u64>,
    /// The event it stopped at and SQLite's message, when failed.
    pub error: Option<(Position, String)>,
}

/// One projection as the list shows it.
#[derive(Debug, Clone)]
pub struct Listed {
    pub name: String,
    pub version: u32,
    pub progress: Progress,
    /// The version reads are served from, when one has caught up.
    pub serving_version: Option<u32>,
    pub defined_by: String,
    pub defined_at: String,
}

/// A table and its columns.
#[derive(Debug, Clone)]
pub struct TableView {
    pub name: String,
    pub columns: Vec<String>,
}

/// One projection: its definition, where it stands, its tables.
#[derive(Debug, Clone)]
pub struct ProjectionView {
    pub listed: Listed,
    pub sql: String,
    pub tables: Vec<TableView>,
}

fn analysts(node: &Node) -> Result<&bobine_projections::analysts::AnalystProjections, AppError> {
    node.analysts
        .as_ref()
        .ok_or_else(|| AppError::internal("analysts' projections do not run on this node"))
}

fn not_found() -> AppError {
    AppError::new(
        ErrorKind::NotFound,
        "projection_not_found",
        "Projection non trouvée",
    )
}

async fn progress(node: &Node, summary: &Summary) -> Result<Progress, AppError> {
    let shown = summary.shown().cloned().unwrap_or(CopyStatus {
        version: summary.version,
        state: State::Replaying,
        position: Position::ZERO,
        rate: 0.0,
        error: None,
    });
    let lag = if summary.retired {
        0
    } else {
        node.log
            .count_after(shown.position)
            .await
            .map_err(AppError::internal)?
    };
    let status = match (summary.retired, shown.state) {
        (true, _) => "retired",
        (_, State::Failed) => "failed",
        (_, State::Live) => "live",
        (_, State::Replaying) => "replaying",
    };
    let eta_seconds = (status == "replaying" && shown.rate > 0.0)
        .then(|| (lag as f64 / shown.rate).ceil() as u64);
    Ok(Progress {
        status,
        version: shown.version,
        position: shown.position,
        lag,
        events_per_second: shown.rate,
        eta_seconds,
        error: shown.error.map(|e| (e.position, e.message)),
    })
}

async fn listed(node: &Node, summary: &Summary) -> Result<Listed, AppError> {
    Ok(Listed {
        name: summary.name.clone(),
        version: summary.version,
        progress: progress(node, summary).await?,
        serving_version: summary.serving.as_ref().map(|s| s.version),
        defined_by: summary.defined_by.clone(),
        defined_at: summary.defined_at.clone(),
    })
}

/// Every projection the log defines, retired ones included.
pub async fn list(node: &Node) -> Result<Vec<Listed>, AppError> {
    let mut all = Vec::new();
    for summary in analysts(node)?.list() {
        all.push(listed(node, &summary).await?);
    }
    Ok(all)
}

/// One projection with its tables (none until a copy has caught up).
pub async fn projection(node: &Node, name: &str) -> Result<ProjectionView, AppError> {
    let summary = analysts(node)?.get(name).ok_or_else(not_found)?;
    let tables = match analysts(node)?.serving(name) {
        None => Vec::new(),
        Some(copy) => blocking(move || read::tables(copy.path())).await?,
    };
    Ok(ProjectionView {
        listed: listed(node, &summary).await?,
        sql: summary.sql.clone(),
        tables: tables
            .into_iter()
            .map(|t| TableView {
                name: t.name,
                columns: t.columns,
            })
            .collect(),
    })
}

/// The copy reads of `name` are served from, its file kept for as long as the read
/// holds it: 404 for an unknown or retired name, 409 while its first copy is still
/// replaying.
fn serving_copy(node: &Node, name: &str) -> Result<ServedCopy, AppError> {
    let analysts = analysts(node)?;
    let summary = analysts
        .get(name)
        .filter(|s| !s.retired)
        .ok_or_else(not_found)?;
    analysts.serving(&summary.name).ok_or_else(|| {
        AppError::new(
            ErrorKind::Conflict,
            "projection_replaying",
            "La projection est en cours de calcul : ses tables seront lisibles une fois le rejeu terminé",
        )
    })
}

/// One page of a table.
pub async fn page(
    node: &Node,
    name: &str,
    table: &str,
    limit: usize,
    cursor: Option<String>,
) -> Result<Rows, AppError> {
    let copy = serving_copy(node, name)?;
    let table = table.to_string();
    blocking(move || read::page(copy.path(), &table, limit, cursor.as_deref())).await
}

/// The query box: one read-only SELECT (422 `read_only_query` otherwise).
pub async fn query(node: &Node, name: &str, sql: &str) -> Result<Rows, AppError> {
    let copy = serving_copy(node, name)?;
    let sql = sql.to_string();
    blocking(move || read::query(copy.path(), &sql)).await
}

/// Every row of a table as CSV (a header line first) or NDJSON lines, sent in chunks
/// as they are read. Refused before the first chunk if the table is unknown.
pub async fn export(
    node: &Node,
    name: &str,
    table: &str,
    csv: bool,
) -> Result<mpsc::Receiver<String>, AppError> {
    let copy = serving_copy(node, name)?;
    let known = {
        let copy = copy.clone();
        blocking(move || read::tables(copy.path())).await?
    };
    if !known.iter().any(|t| t.name == table) {
        return Err(read_error(ReadError::NoTable(table.to_string())));
    }
    let (tx, rx) = mpsc::channel(16);
    let table = table.to_string();
    tokio::task::spawn_blocking(move || {
        let mut chunk = String::new();
        let mut first = true;
        let result = read::each_row(copy.path(), &table, |columns, values| {
            if csv && first {
                chunk.push_str(&csv_line(columns.iter().map(|c| Value::from(c.as_str()))));
            }
            first = false;
            if csv {
                chunk.push_str(&csv_line(values.into_iter()));
            } else {
                let object: serde_json::Map<String, Value> =
                    columns.iter().cloned().zip(values).collect();
                chunk.push_str(&Value::Object(object).to_string());
                chunk.push('\n');
            }
            if chunk.len() < 64 * 1024 {
                return true;
            }
            tx.blocking_send(std::mem::take(&mut chunk)).is_ok()
        });
        if let Ok(columns) = &result
            && csv
            && first
        {
            chunk.push_str(&csv_line(columns.iter().map(|c| Value::from(c.as_str()))));
        }
        if let Err(error) = result {
            tracing::warn!(%error, "analyst projection: export stopped");
        }
        if !chunk.is_empty() {
            let _ = tx.blocking_send(chunk);
        }
    });
    Ok(rx)
}

/// One CSV line (RFC 4180): text quoted when it holds a comma, a quote or a line break.
fn csv_line(values: impl Iterator<Item = Value>) -> String {
    let cells: Vec<String> = values
        .map(|value| {
            let text = match value {
                Value::Null => String::new(),
                Value::String(text) => text,
                other => other.to_string(),
            };
            if text.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", text.replace('"', "\"\""))
            } else {
                text
            }
        })
        .collect();
    format!("{}\r\n", cells.join(","))
}

fn read_error(error: ReadError) -> AppError {
    match error {
        ReadError::NoTable(table) => AppError::new(
            ErrorKind::NotFound,
            "table_not_found",
            format!("Table inconnue : « {table} »"),
        ),
        ReadError::Refused(message) => AppError::invalid("read_only_query", "sql", message),
        ReadError::Failed(message) => AppError::internal(message),
    }
}

async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ReadError> + Send + 'static,
) -> Result<T, AppError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(AppError::internal)?
        .map_err(read_error)
}
