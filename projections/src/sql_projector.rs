//! Running a [`SqlProjection`]: setting its tables up, folding batches under its
//! checkpoint, and rebuilding it on demand.

use std::sync::{Arc, Mutex, PoisonError};

use async_trait::async_trait;
use bobine_store::{EventLog, Position, StoredEvent};
use rusqlite::TransactionBehavior;

use crate::rebuild::{self, RebuildProgress};
use crate::sql::SqlProjection;
use crate::{ProjectionError, Projector, ReadDb, checkpoint};

/// Events folded without a change, at most, before the checkpoint is written anyway:
/// what a restart folds again, and how far `bobine projections` may show an idle
/// projection behind.
const UNWRITTEN_EVENTS: usize = 1_000;

/// Runs a [`SqlProjection`] against the node's read database.
///
/// A batch that changes none of the projection's rows (most projections ignore most
/// events) writes nothing: its transaction is rolled back and the checkpoint stays
/// where it is, so that an idle projection costs `read.db` no write and its writer
/// no turn. Folding those events again after a restart changes nothing either, so
/// the checkpoint may lag (at most [`UNWRITTEN_EVENTS`]); the runner's position,
/// which reads wait for, does not.
pub struct SqlProjector<P> {
    db: ReadDb,
    projection: Arc<P>,
    written: Arc<Mutex<Written>>,
}

/// The checkpoint as stored, and the events folded since without a change.
#[derive(Default)]
struct Written {
    at: Option<Position>,
    unwritten: usize,
}

impl<P: SqlProjection> SqlProjector<P> {
    pub fn new(db: ReadDb, projection: P) -> Self {
        SqlProjector {
            db,
            projection: Arc::new(projection),
            written: Arc::default(),
        }
    }
}

impl<P: SqlProjection> SqlProjector<P> {
    /// Whether `events` (after `from`) hold none of the aggregates the projection
    /// folds, so that it moves past them without a turn of `read.db`'s one write
    /// connection: at 1,000 film edits a second, the twelve projections that fold no
    /// film each took a turn per batch, and every projection applied a commit
    /// about a second after it at p99 (docs/benchmarks.md, "Node"). The checkpoint
    /// stays where it is stored, as for a batch that changed nothing; a replay
    /// swapped in meanwhile is seen at the next batch that writes.
    fn skips(&self, from: Position, events: &[StoredEvent]) -> bool {
        let folded = self.projection.aggregates();
        let ignored = |event: &StoredEvent| !folded.contains(&event.aggregate_type.as_str());
        if folded.is_empty() || !events.iter().all(ignored) {
            return false;
        }
        let mut written = self.written.lock().unwrap_or_else(PoisonError::into_inner);
        if written.unwritten + events.len() >= UNWRITTEN_EVENTS {
            return false;
        }
        written.at = Some(written.at.unwrap_or(from));
        written.unwritten += events.len();
        true
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

    fn aggregates(&self) -> &'static [&'static str] {
        self.projection.aggregates()
    }

    async fn prepare(&self) -> Result<Position, ProjectionError> {
        *self.written.lock().unwrap_or_else(PoisonError::into_inner) = Written::default();
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
        if self.skips(from, &events) {
            return Ok(last);
        }
        let (p, written) = (self.projection.clone(), self.written.clone());
        self.db
            .write(move |db| {
                let mut written = written.lock().unwrap_or_else(PoisonError::into_inner);
                let stored = written.at.unwrap_or(from);
                // Immediate: the write lock is taken first, so the batch that follows
                // cannot be refused midway.
                let tx = db.transaction_with_behavior(TransactionBehavior::Immediate)?;
                // A replay swapped the projection in meanwhile: resume from there.
                let now = checkpoint::load(&tx, p.name())?.map(|(_, at)| at);
                if now != Some(stored) {
                    written.at = None;
                    return Err(ProjectionError::Moved(now.unwrap_or_default()));
                }
                let before = tx.total_changes();
                for event in events.iter() {
                    p.apply(&tx, event)?;
                }
                let unchanged = tx.total_changes() == before;
                if unchanged && written.unwritten + events.len() < UNWRITTEN_EVENTS {
                    // The checkpoint stays at `stored`: the next batch, from `last`,
                    // is checked against it, not against its own start.
                    written.at = Some(stored);
                    written.unwritten += events.len();
                    // Dropped: rolled back, nothing written.
                    return Ok(last);
                }
                checkpoint::advance(&tx, p.name(), last)?;
                tx.commit()?;
                *written = Written {
                    at: Some(last),
                    unwritten: 0,
                };
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
