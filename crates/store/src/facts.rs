//! The hot path: facts appended with no state to load, many to a transaction.
//!
//! A view, a visit or a playback position is a fact with no rule to check. Running it
//! through an aggregate would reload the aggregate's stream on every request, and
//! concurrent requests on one title would conflict (docs/adr/0005). So a
//! [`FactAppender`] skips cqrs-es: requests queue on a channel to one writer task,
//! which takes every request waiting, writes them all as one multi-row `INSERT` into
//! the `events` table in one transaction, and answers each request with its own
//! position only once the transaction is committed (durable on both backends: WAL
//! with `synchronous=FULL` on SQLite, `synchronous_commit` on PostgreSQL).
//!
//! The rows are the rows cqrs-es would write (same columns, payload externally
//! tagged and metadata as a JSON object, serialised the same way), on a stream of
//! the process's own, `node-<uuid v7>`, whose sequence is counted in memory: no
//! other writer ever appends to it, so it needs no loading and cannot conflict.

use std::sync::Arc;
use std::time::Instant;

use cqrs_es::DomainEvent;
use sqlx::{PgPool, SqlitePool};
use tokio::sync::{Notify, mpsc, oneshot};

use crate::backend::EventLog;
use crate::error::LogError;
use crate::metadata::Metadata;
use crate::position::Position;
use crate::rows::{EventRow, as_cqrs_es_writes, insert_postgres, insert_sqlite};

/// At most this many facts are written in one transaction.
const MAX_GROUP: usize = 1_000;
/// Requests waiting for the writer beyond this make their senders wait in turn.
const QUEUE: usize = 16 * MAX_GROUP;

/// Why a fact was not appended. Every request of a failed group gets the same error,
/// and none of them is acknowledged.
#[derive(Debug, Clone, thiserror::Error)]
pub enum FactError {
    #[error(transparent)]
    Log(Arc<LogError>),
    #[error("fact could not be serialised: {0}")]
    Encode(Arc<serde_json::Error>),
    /// The writer task is gone (the node is shutting down).
    #[error("the fact writer has stopped")]
    Stopped,
}

/// Appends facts of one `aggregate_type` in group commits. Cheap to clone: clones
/// share the one writer task, which ends when the last clone is dropped.
#[derive(Clone)]
pub struct FactAppender {
    aggregate_type: &'static str,
    requests: mpsc::Sender<Request>,
}

/// One fact, serialised by the caller's task (not the writer's), and where to answer.
struct Request {
    event_type: String,
    event_version: String,
    payload: String,
    metadata: String,
    answer: oneshot::Sender<Result<Position, FactError>>,
}

impl FactAppender {
    /// Starts the writer task of `aggregate_type` on `log`. `appended` is the node's
    /// projection wake-up, notified after every committed group.
    pub fn start(log: EventLog, aggregate_type: &'static str, appended: Arc<Notify>) -> Self {
        let (requests, queue) = mpsc::channel(QUEUE);
        let writer = Writer {
            log,
            aggregate_type,
            appended,
            stream: Stream::new(),
        };
        tokio::spawn(writer.run(queue));
        FactAppender {
            aggregate_type,
            requests,
        }
    }

    /// Appends `event` with `metadata` and answers its position once it is durable.
    pub async fn append<E: DomainEvent>(
        &self,
        event: &E,
        metadata: &Metadata,
    ) -> Result<Position, FactError> {
        let (answer, answered) = oneshot::channel();
        let request = Request {
            event_type: event.event_type(),
            event_version: event.event_version(),
            payload: as_cqrs_es_writes(event).map_err(encode)?,
            metadata: as_cqrs_es_writes(&metadata.to_map()).map_err(encode)?,
            answer,
        };
        self.requests
            .send(request)
            .await
            .map_err(|_| FactError::Stopped)?;
        let result = answered.await.unwrap_or(Err(FactError::Stopped));
        let outcome = if result.is_ok() { "ok" } else { "error" };
        metrics::counter!("bobine_facts_total", "aggregate" => self.aggregate_type, "outcome" => outcome)
            .increment(1);
        result
    }
}

fn encode(error: serde_json::Error) -> FactError {
    FactError::Encode(Arc::new(error))
}

/// The stream this process appends to, and the sequence its next fact takes.
struct Stream {
    id: String,
    next: i64,
}

impl Stream {
    fn new() -> Self {
        Stream {
            id: format!("node-{}", uuid::Uuid::now_v7()),
            next: 1,
        }
    }
}

struct Writer {
    log: EventLog,
    aggregate_type: &'static str,
    appended: Arc<Notify>,
    stream: Stream,
}

impl Writer {
    async fn run(mut self, mut queue: mpsc::Receiver<Request>) {
        let mut group = Vec::with_capacity(MAX_GROUP);
        // Waits for one request, then takes whatever else is queued, up to MAX_GROUP.
        while queue.recv_many(&mut group, MAX_GROUP).await > 0 {
            let started = Instant::now();
            let result = self.write(&group).await;
            metrics::histogram!("bobine_fact_group_size", "aggregate" => self.aggregate_type)
                .record(group.len() as f64);
            metrics::histogram!("bobine_fact_group_seconds", "aggregate" => self.aggregate_type)
                .record(started.elapsed().as_secs_f64());
            match result {
                Ok(positions) => {
                    self.stream.next += group.len() as i64;
                    self.appended.notify_waiters();
                    for (request, position) in group.drain(..).zip(positions) {
                        let _ = request.answer.send(Ok(position));
                    }
                }
                Err(error) => {
                    tracing::error!(aggregate = self.aggregate_type, %error, facts = group.len(), "group commit failed");
                    // Whether a failed commit landed is unknown: carry on in a new
                    // stream, so that its sequence can never clash with rows that did.
                    self.stream = Stream::new();
                    let error = FactError::Log(Arc::new(error));
                    for request in group.drain(..) {
                        let _ = request.answer.send(Err(error.clone()));
                    }
                }
            }
        }
    }

    /// Writes the group in one transaction; answers each fact's position, in order.
    async fn write(&self, group: &[Request]) -> Result<Vec<Position>, LogError> {
        let rows = Rows {
            aggregate_type: self.aggregate_type,
            aggregate_id: &self.stream.id,
            first: self.stream.next,
            group,
        };
        let positions = match &self.log {
            EventLog::Sqlite(pools) => rows.write_sqlite(pools.writes()).await?,
            EventLog::Postgres(pool) => rows.write_postgres(pool).await?,
        };
        if positions.len() != group.len() {
            return Err(LogError::Missing {
                aggregate_type: self.aggregate_type.to_string(),
                aggregate_id: self.stream.id.clone(),
                sequence: self.stream.next + positions.len() as i64,
            });
        }
        Ok(positions)
    }
}

/// One group as rows of the `events` table: sequences `first`, `first + 1`, ...
struct Rows<'a> {
    aggregate_type: &'static str,
    aggregate_id: &'a str,
    first: i64,
    group: &'a [Request],
}

impl<'a> Rows<'a> {
    fn rows(&self) -> impl Iterator<Item = EventRow<'a>> + use<'a> {
        let (aggregate_type, aggregate_id, first) =
            (self.aggregate_type, self.aggregate_id, self.first);
        self.group
            .iter()
            .enumerate()
            .map(move |(i, fact)| EventRow {
                aggregate_type,
                aggregate_id,
                sequence: first + i as i64,
                event_type: &fact.event_type,
                event_version: &fact.event_version,
                payload: &fact.payload,
                metadata: &fact.metadata,
            })
    }

    async fn write_sqlite(&self, pool: &SqlitePool) -> Result<Vec<Position>, sqlx::Error> {
        let mut tx = pool.begin().await?;
        insert_sqlite(self.rows()).build().execute(&mut *tx).await?;
        // The trigger gave each row its position inside this transaction.
        let positions: Vec<i64> = sqlx::query_scalar(
            "SELECT global_position FROM events \
              WHERE aggregate_type = ? AND aggregate_id = ? AND sequence >= ? ORDER BY sequence",
        )
        .bind(self.aggregate_type)
        .bind(self.aggregate_id)
        .bind(self.first)
        .fetch_all(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok(positions
            .into_iter()
            .map(|seq| Position::new(0, seq))
            .collect())
    }

    async fn write_postgres(&self, pool: &PgPool) -> Result<Vec<Position>, sqlx::Error> {
        let mut tx = pool.begin().await?;
        let mut insert = insert_postgres(self.rows());
        insert.push(" RETURNING sequence, tx_id::text, global_position");
        let mut rows: Vec<(i64, String, i64)> = insert.build_query_as().fetch_all(&mut *tx).await?;
        tx.commit().await?;
        rows.sort_unstable_by_key(|(sequence, _, _)| *sequence);
        rows.into_iter()
            .map(|(_, tx_id, global_position)| {
                let tx_id = tx_id
                    .parse()
                    .map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
                Ok(Position::new(tx_id, global_position))
            })
            .collect()
    }
}
