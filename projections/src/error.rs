use bobine_store::{LogError, Position};

/// Why a projection could not move forward.
#[derive(Debug, thiserror::Error)]
pub enum ProjectionError {
    #[error("read model: {0}")]
    Database(#[from] sqlx::Error),
    #[error("read model: {0}")]
    Write(#[from] rusqlite::Error),
    #[error(transparent)]
    Log(#[from] LogError),
    /// An event the projection must understand could not be decoded: a bug, so the
    /// projection stops there rather than skip it.
    #[error("event {position} ({event_type}) could not be decoded: {reason}")]
    Undecodable {
        position: Position,
        event_type: String,
        reason: String,
    },
    /// Someone else (a replay's swap) moved the checkpoint: start again from there.
    #[error("the checkpoint moved to {0}")]
    Moved(Position),
    #[error("unknown projection {0:?}")]
    Unknown(String),
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("search index: {0}")]
    Index(#[from] tantivy::TantivyError),
    #[error(transparent)]
    SearchNotOpen(#[from] crate::search::NotOpen),
}
