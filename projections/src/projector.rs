//! What the runner drives: anything that folds events and keeps its own checkpoint.

use std::sync::Arc;

use async_trait::async_trait;
use bobine_store::{EventLog, Position, StoredEvent};

use crate::ProjectionError;
use crate::rebuild::RebuildProgress;

/// A projection as the runner sees it. SQL projections get this from
/// [`crate::SqlProjector`]; [`crate::search::SearchIndex`] implements it over Tantivy.
#[async_trait]
pub trait Projector: Send + Sync {
    fn name(&self) -> &'static str;

    /// The version of its schema and fold: a change of either raises it, and the
    /// projection is then rebuilt from zero.
    fn version(&self) -> u32;

    /// Makes the storage ready and answers the checkpoint to resume from. A
    /// projection whose schema version changed starts again from zero.
    async fn prepare(&self) -> Result<Position, ProjectionError>;

    /// Applies `events` (in commit order, all after `from`) and moves the checkpoint
    /// to the last one, atomically. `ProjectionError::Moved` if the checkpoint no
    /// longer stands at `from`.
    async fn apply_batch(
        &self,
        from: Position,
        events: Arc<[StoredEvent]>,
    ) -> Result<Position, ProjectionError>;

    /// The aggregates whose events it folds (empty: any), as
    /// [`crate::SqlProjection::aggregates`].
    fn aggregates(&self) -> &'static [&'static str] {
        &[]
    }

    /// The checkpoint as stored, read without taking the projection over (for
    /// `bobine projections`, beside a running server); `None` if never set up.
    async fn stored_position(&self) -> Result<Option<Position>, ProjectionError>;

    /// Rebuilds from position zero beside the live read model, then swaps it in.
    async fn rebuild(
        &self,
        log: &EventLog,
        progress: &dyn RebuildProgress,
    ) -> Result<Position, ProjectionError>;
}
