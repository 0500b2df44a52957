//! SQL projections: tables in the node's read database, folded one event at a time.
//! What one is; `sql_projector` runs it and `rebuild` replays it.

use async_trait::async_trait;
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;

use crate::ProjectionError;

/// A read model made of SQLite tables that it alone writes.
#[async_trait]
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
    /// Folds one event (events of no interest are ignored).
    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError>;
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

/// Runs a projection's schema, one statement at a time (statements end with `;`).
pub(crate) async fn create_schema(
    db: &mut SqliteConnection,
    schema: &str,
) -> Result<(), sqlx::Error> {
    for statement in schema.split(';').map(str::trim).filter(|s| !s.is_empty()) {
        sqlx::query(statement).execute(&mut *db).await?;
    }
    Ok(())
}
