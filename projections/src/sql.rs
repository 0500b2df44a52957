//! SQL projections: tables in the node's read database, folded one event at a time.

use async_trait::async_trait;
use bobine_store::{EventLog, Position, StoredEvent};
use sqlx::SqliteConnection;

use crate::rebuild::{self, RebuildProgress};
use crate::{ProjectionError, Projector, ReadDb, checkpoint};

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

/// Runs a [`SqlProjection`] against the node's read database.
pub struct SqlProjector<P> {
    db: ReadDb,
    projection: P,
}

impl<P: SqlProjection> SqlProjector<P> {
    pub fn new(db: ReadDb, projection: P) -> Self {
        SqlProjector { db, projection }
    }
}

#[async_trait]
impl<P: SqlProjection> Projector for SqlProjector<P> {
    fn name(&self) -> &'static str {
        self.projection.name()
    }

    async fn prepare(&self) -> Result<Position, ProjectionError> {
        let p = &self.projection;
        let mut tx = self.db.writes().begin().await?;
        match checkpoint::load(&mut tx, p.name()).await? {
            Some((version, at)) if version == p.version() => Ok(at),
            _ => {
                for table in p.tables() {
                    sqlx::query(&format!("DROP TABLE IF EXISTS {table}"))
                        .execute(&mut *tx)
                        .await?;
                }
                create_schema(&mut tx, p.schema()).await?;
                checkpoint::reset(&mut tx, p.name(), p.version(), Position::ZERO).await?;
                tx.commit().await?;
                tracing::info!(
                    projection = p.name(),
                    version = p.version(),
                    "projection set up from zero"
                );
                Ok(Position::ZERO)
            }
        }
    }

    async fn apply_batch(
        &self,
        from: Position,
        events: &[StoredEvent],
    ) -> Result<Position, ProjectionError> {
        let Some(last) = events.last() else {
            return Ok(from);
        };
        let mut tx = self.db.writes().begin().await?;
        if !checkpoint::advance(&mut tx, self.name(), from, last.position).await? {
            let now = checkpoint::load(&mut tx, self.name())
                .await?
                .map(|(_, at)| at)
                .unwrap_or_default();
            return Err(ProjectionError::Moved(now));
        }
        for event in events {
            self.projection.apply(&mut tx, event).await?;
        }
        tx.commit().await?;
        Ok(last.position)
    }

    async fn stored_position(&self) -> Result<Option<Position>, ProjectionError> {
        let mut db = self.db.reads().acquire().await?;
        Ok(checkpoint::load(&mut db, self.name())
            .await?
            .map(|(_, at)| at))
    }

    async fn rebuild(
        &self,
        log: &EventLog,
        progress: &dyn RebuildProgress,
    ) -> Result<Position, ProjectionError> {
        rebuild::rebuild_sql(&self.db, &self.projection, log, progress).await
    }
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
