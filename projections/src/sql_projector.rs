//! Running a [`SqlProjection`]: setting its tables up, folding batches under its
//! checkpoint, and rebuilding it on demand.

use std::sync::Arc;

use async_trait::async_trait;
use bobine_store::{EventLog, Position, StoredEvent};
use rusqlite::TransactionBehavior;

use crate::rebuild::{self, RebuildProgress};
use crate::sql::SqlProjection;
use crate::{ProjectionError, Projector, ReadDb, checkpoint};

/// Runs a [`SqlProjection`] against the node's read database.
pub struct SqlProjector<P> {
    db: ReadDb,
    projection: Arc<P>,
}

impl<P: SqlProjection> SqlProjector<P> {
    pub fn new(db: ReadDb, projection: P) -> Self {
        SqlProjector {
            db,
            projection: Arc::new(projection),
        }
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
        let p = self.projection.clone();
        self.db
            .write(move |db| {
                let tx = db.transaction_with_behavior(TransactionBehavior::Immediate)?;
                if let Some((version, at)) = checkpoint::load(&tx, p.name())?
                    && version == p.version()
                {
                    return Ok(at);
                }
                for table in p.tables() {
                    tx.execute_batch(&format!("DROP TABLE IF EXISTS {table}"))?;
                }
                tx.execute_batch(p.schema())?;
                checkpoint::reset(&tx, p.name(), p.version(), Position::ZERO)?;
                tx.commit()?;
                tracing::info!(
                    projection = p.name(),
                    version = p.version(),
                    "projection set up from zero"
                );
                Ok(Position::ZERO)
            })
            .await
    }

    async fn apply_batch(
        &self,
        from: Position,
        events: Arc<[StoredEvent]>,
    ) -> Result<Position, ProjectionError> {
        let Some(last) = events.last().map(|e| e.position) else {
            return Ok(from);
        };
        let p = self.projection.clone();
        self.db
            .write(move |db| {
                // Immediate: the write lock is taken first, so the batch that follows
                // cannot be refused midway.
                let tx = db.transaction_with_behavior(TransactionBehavior::Immediate)?;
                if !checkpoint::advance(&tx, p.name(), from, last)? {
                    let now = checkpoint::load(&tx, p.name())?
                        .map(|(_, at)| at)
                        .unwrap_or_default();
                    return Err(ProjectionError::Moved(now));
                }
                for event in events.iter() {
                    p.apply(&tx, event)?;
                }
                tx.commit()?;
                Ok(last)
            })
            .await
    }

    async fn stored_position(&self) -> Result<Option<Position>, ProjectionError> {
        let name = self.name();
        self.db
            .write(move |db| Ok(checkpoint::load(db, name)?.map(|(_, at)| at)))
            .await
    }

    async fn rebuild(
        &self,
        log: &EventLog,
        progress: &dyn RebuildProgress,
    ) -> Result<Position, ProjectionError> {
        rebuild::rebuild_sql(&self.db, self.projection.clone(), log, progress).await
    }
}
