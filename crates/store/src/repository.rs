//! One cqrs-es repository over both backends: sqlite-es or postgres-es reads an
//! aggregate's events; the executor appends them through the log's group writer
//! ([`Commits`](crate::Commits)).
//! `PersistedEventRepository` has generic methods, so it cannot be a trait object:
//! an enum delegates the reads instead.

use cqrs_es::Aggregate;
use cqrs_es::persist::{
    PersistedEventRepository, PersistenceError, ReplayStream, SerializedEvent, SerializedSnapshot,
};
use postgres_es::PostgresEventRepository;
use serde_json::Value;
use sqlite_es::SqliteEventRepository;

use crate::backend::EventLog;

/// The repository cqrs-es reads aggregates through.
pub struct LogRepository {
    reads: Reads,
}

/// The backend's own repository, unchanged, for reads.
enum Reads {
    Sqlite(SqliteEventRepository),
    Postgres(PostgresEventRepository),
}

impl LogRepository {
    pub(crate) fn new(log: &EventLog) -> LogRepository {
        let reads = match log {
            EventLog::Sqlite(pools) => {
                Reads::Sqlite(SqliteEventRepository::new(pools.reads().clone()))
            }
            EventLog::Postgres(pool) => Reads::Postgres(PostgresEventRepository::new(pool.clone())),
        };
        LogRepository { reads }
    }
}

macro_rules! delegate {
    ($self:ident, $repo:ident => $call:expr) => {
        match &$self.reads {
            Reads::Sqlite($repo) => $call.await,
            Reads::Postgres($repo) => $call.await,
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

    /// Never called: the executor appends through the log's group writer itself,
    /// which answers each command's position ([`Commits`](crate::Commits)).
    async fn persist<A: Aggregate>(
        &self,
        _: &[SerializedEvent],
        _: Option<(String, Value, usize)>,
    ) -> Result<(), PersistenceError> {
        Err(PersistenceError::UnknownError(
            "appends go through the log's group writer".into(),
        ))
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
