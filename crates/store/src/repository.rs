//! One cqrs-es repository over both backends. `PersistedEventRepository` has generic
//! methods, so it cannot be a trait object: an enum delegates instead.

use cqrs_es::Aggregate;
use cqrs_es::persist::{
    PersistedEventRepository, PersistenceError, ReplayStream, SerializedEvent, SerializedSnapshot,
};
use postgres_es::PostgresEventRepository;
use serde_json::Value;
use sqlite_es::SqliteEventRepository;

/// The repository cqrs-es writes through: sqlite-es or postgres-es, unchanged. On
/// SQLite, one repository reads and another, on the log's one write connection,
/// persists.
pub enum LogRepository {
    Sqlite {
        reads: SqliteEventRepository,
        writes: SqliteEventRepository,
    },
    Postgres(PostgresEventRepository),
}

macro_rules! delegate {
    ($self:ident, $repo:ident => $call:expr) => {
        match $self {
            LogRepository::Sqlite { reads: $repo, .. } => $call.await,
            LogRepository::Postgres($repo) => $call.await,
        }
    };
}

impl PersistedEventRepository for LogRepository {
    async fn get_events<A: Aggregate>(
        &self,
        aggregate_id: &str,
    ) -> Result<Vec<SerializedEvent>, PersistenceError> {
        delegate!(self, repo => repo.get_events::<A>(aggregate_id))
    }

    async fn get_last_events<A: Aggregate>(
        &self,
        aggregate_id: &str,
        last_sequence: usize,
    ) -> Result<Vec<SerializedEvent>, PersistenceError> {
        delegate!(self, repo => repo.get_last_events::<A>(aggregate_id, last_sequence))
    }

    async fn get_snapshot<A: Aggregate>(
        &self,
        aggregate_id: &str,
    ) -> Result<Option<SerializedSnapshot>, PersistenceError> {
        delegate!(self, repo => repo.get_snapshot::<A>(aggregate_id))
    }

    async fn persist<A: Aggregate>(
        &self,
        events: &[SerializedEvent],
        snapshot_update: Option<(String, Value, usize)>,
    ) -> Result<(), PersistenceError> {
        match self {
            LogRepository::Sqlite { writes, .. } => {
                writes.persist::<A>(events, snapshot_update).await
            }
            LogRepository::Postgres(repo) => repo.persist::<A>(events, snapshot_update).await,
        }
    }

    /// Per-aggregate order only: never used for projections (see `EventLog::read_after`).
    async fn stream_events<A: Aggregate>(
        &self,
        aggregate_id: &str,
    ) -> Result<ReplayStream, PersistenceError> {
        delegate!(self, repo => repo.stream_events::<A>(aggregate_id))
    }

    /// Per-aggregate order only: never used for projections (see `EventLog::read_after`).
    async fn stream_all_events<A: Aggregate>(&self) -> Result<ReplayStream, PersistenceError> {
        delegate!(self, repo => repo.stream_all_events::<A>())
    }
}
