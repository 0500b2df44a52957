//! The read side: projections fold the event log into local read models.
//!
//! Each projection owns its tables in the node's SQLite read database
//! (`<data dir>/read.db`) and its checkpoint, and writes both in one transaction, so
//! every event takes effect exactly once; the search index keeps its checkpoint in
//! its commits' payload instead (`<data dir>/search/`). The [`Runner`] tails the log by commit
//! order; `bobine replay` rebuilds a projection from zero into a shadow database and
//! swaps it in (docs/adr/0002-local-read-models.md).
#![forbid(unsafe_code)]

pub mod accounts;
pub mod analysts;
pub mod appeals;
pub mod audit;
pub mod catalogue;
mod checkpoint;
pub mod dashboard;
mod error;
pub mod favourites;
pub mod mail;
pub mod moderation;
pub mod moderation_times;
pub mod popups;
mod projector;
mod read_db;
mod rebuild;
mod runner;
pub mod search;
pub mod security;
pub mod sessions;
pub mod snapshot;
mod sql;
#[cfg(test)]
mod sql_aggregates_tests;
mod sql_projector;
mod tail;
pub mod views;
pub mod visitors;
pub mod watch_history;

pub use error::ProjectionError;
pub use projector::Projector;
pub use read_db::ReadDb;
pub use rebuild::RebuildProgress;
pub use runner::{LogPosition, ProjectionStatus, REBUILD_BEHIND, Runner, Running, Statuses};
pub use sql::SqlProjection;
pub use sql_projector::SqlProjector;

use std::sync::Arc;

/// Every projection this node runs, by name (`bobine replay <name>` takes these names).
pub fn all(db: &ReadDb, search: &search::SearchIndex) -> Vec<Arc<dyn Projector>> {
    vec![
        Arc::new(SqlProjector::new(db.clone(), accounts::Accounts)),
        Arc::new(SqlProjector::new(db.clone(), sessions::Sessions)),
        Arc::new(SqlProjector::new(db.clone(), security::Security)),
        Arc::new(SqlProjector::new(db.clone(), catalogue::Catalogue)),
        Arc::new(SqlProjector::new(db.clone(), views::Views)),
        Arc::new(SqlProjector::new(db.clone(), watch_history::WatchHistory)),
        Arc::new(SqlProjector::new(db.clone(), favourites::Favourites)),
        Arc::new(SqlProjector::new(db.clone(), visitors::Visitors)),
        Arc::new(SqlProjector::new(db.clone(), moderation::Moderation)),
        Arc::new(SqlProjector::new(db.clone(), appeals::Appeals)),
        Arc::new(SqlProjector::new(db.clone(), popups::Popups)),
        Arc::new(SqlProjector::new(db.clone(), mail::MailQueue)),
        Arc::new(SqlProjector::new(db.clone(), audit::Audit)),
        Arc::new(SqlProjector::new(
            db.clone(),
            moderation_times::ModerationTimes,
        )),
        Arc::new(search.clone()),
    ]
}

/// Runs blocking work (SQLite, Tantivy) off the async threads.
pub(crate) async fn blocking<T: Send + 'static>(
    work: impl FnOnce() -> Result<T, ProjectionError> + Send + 'static,
) -> Result<T, ProjectionError> {
    tokio::task::spawn_blocking(work)
        .await
        .map_err(|e| ProjectionError::Io(std::io::Error::other(e)))?
}
