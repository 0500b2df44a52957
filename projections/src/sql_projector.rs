//! Running a [`SqlProjection`]: setting its tables up, folding batches under its
//! checkpoint, and rebuilding it on demand.

use async_trait::async_trait;
use bobine_store::{EventLog, Position, StoredEvent};

use crate::rebuild::{self, RebuildProgress};
use crate::sql::{SqlProjection, create_schema};
use crate::{ProjectionError, Projector, ReadDb, checkpoint};

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

    fn version(&self) -> u32 {
        self.projection.version()
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
