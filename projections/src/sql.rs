//! SQL projections: tables in the node's read database, folded one event at a time.
//! What one is; `sql_projector` runs it and `rebuild` replays it.

use bobine_store::StoredEvent;
use rusqlite::{Connection, Params};

use crate::ProjectionError;

/// A read model made of SQLite tables that it alone writes.
pub trait SqlProjection: Send + Sync + 'static {
    /// Its name on the command line and in the checkpoint table.
    fn name(&self) -> &'static str;
    /// Raise it when the schema or the folding changes: the projection is then
    /// rebuilt from zero at the next start, instead of migrated.
    fn version(&self) -> u32;
    /// Plain `CREATE TABLE` / `CREATE INDEX` statements for its tables.
    fn schema(&self) -> &'static str;
    /// The tables `schema` creates, dropped on a version change and swapped on replay.
    fn tables(&self) -> &'static [&'static str];
    /// The aggregates whose events `apply` folds (empty: it may fold any). A rebuild
    /// reads only these from the log (docs/adr/0054-rebuilds-read-what-they-fold.md);
    /// `apply` must ignore every other aggregate's events.
    fn aggregates(&self) -> &'static [&'static str] {
        &[]
    }
    /// Folds one event (events of no interest are ignored), inside the caller's
    /// transaction. Statements go through `prepare_cached`: a batch runs each one
    /// many times.
    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError>;
}

/// Decodes an event's payload, or says which event could not be read.
pub(crate) fn decode<E: serde::de::DeserializeOwned>(
    event: &StoredEvent,
) -> Result<E, ProjectionError> {
    event.decode().map_err(|e| ProjectionError::Undecodable {
        position: event.position,
        event_type: event.event_type.clone(),
        reason: e.to_string(),
    })
}

/// Runs one statement of a fold, prepared once per connection.
pub(crate) fn execute(db: &Connection, sql: &str, params: impl Params) -> rusqlite::Result<usize> {
    db.prepare_cached(sql)?.execute(params)
}
