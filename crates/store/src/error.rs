//! The log's one error type, apart from the backends that produce it and the log
//! that opens them, so that neither imports the other.

/// The log could not be reached, migrated or read.
#[derive(Debug, thiserror::Error)]
pub enum LogError {
    #[error("event log: {0}")]
    Database(#[from] sqlx::Error),
    /// A bulk read of the SQLite log failed (docs/adr/0025-log-reader.md).
    #[error("event log: {0}")]
    Read(#[from] rusqlite::Error),
    #[error("event log migration: {0}")]
    Migration(#[from] sqlx::migrate::MigrateError),
    #[error("event log: an event is missing at {aggregate_type}/{aggregate_id}#{sequence}")]
    Missing {
        aggregate_type: String,
        aggregate_id: String,
        sequence: i64,
    },
    /// SQLite's write-ahead log could not be truncated: other connections kept using it.
    #[error("event log: the write-ahead log stayed busy and was not truncated")]
    JournalBusy,
    /// A stored payload or metadata is not JSON: the export cannot write its line.
    #[error("event log: the event at {position} is not valid JSON: {cause}")]
    NotJson {
        position: crate::Position,
        cause: serde_json::Error,
    },
}
