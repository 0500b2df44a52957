//! Commands appended in group commits (docs/adr/0027-group-commit-for-commands.md).
//!
//! A command appends its events in a transaction of its own, and a durable commit
//! costs a flush to disk: on this path the flush, not the insert, bounds the rate.
//! So every command's events go, through a channel, to one writer task per log. It
//! takes every command waiting (of any aggregate) and writes them in one
//! transaction, each command checked on its own: one whose sequence is taken
//! (another command appended to its aggregate first) lands none of its rows and is
//! answered with a conflict, while the others commit (a savepoint per command on
//! SQLite; on PostgreSQL one `INSERT ... ON CONFLICT DO NOTHING` for the group).
//! Each command is answered only after that one commit: an acknowledged command is
//! durable.

use std::sync::Arc;
use std::time::Instant;

use cqrs_es::persist::{PersistenceError, SerializedEvent};
use std::collections::HashSet;

use sqlx::{Connection, PgPool, Postgres, QueryBuilder, SqlitePool};
use tokio::sync::{mpsc, oneshot};

use crate::backend::EventLog;
use crate::rows::{EventRow, as_cqrs_es_writes, insert_postgres, insert_sqlite, is_conflict};

/// At most this many commands are written in one transaction.
const MAX_GROUP: usize = 256;
/// Commands waiting for the writer beyond this make their senders wait in turn.
const QUEUE: usize = 16 * MAX_GROUP;

/// The group writer of one log. Cheap to clone: clones share the one writer task,
/// which ends when the last clone is dropped.
#[derive(Clone, Debug)]
pub struct Commits {
    log: EventLog,
    requests: mpsc::Sender<Request>,
}

/// One command's events, serialised by the command's task, and where to answer.
#[derive(Debug)]
struct Request {
    rows: Vec<OwnedRow>,
    answer: oneshot::Sender<Outcome>,
}

#[derive(Debug)]
struct OwnedRow {
    aggregate_type: String,
    aggregate_id: String,
    sequence: i64,
    event_type: String,
    event_version: String,
    payload: String,
    metadata: String,
}

/// How one command's append ended.
#[derive(Debug, Clone)]
enum Outcome {
    Committed,
    /// Its sequence was taken: decide again on the newer state.
    Conflict,
    /// The group's transaction failed; whether it landed is unknown to no one but
    /// the database, and the command is not acknowledged.
    Failed(Arc<sqlx::Error>),
}

impl Commits {
    /// Starts the writer task of `log`.
    pub fn start(log: EventLog) -> Commits {
        let (requests, queue) = mpsc::channel(QUEUE);
        tokio::spawn(run(log.clone(), queue));
        Commits { log, requests }
    }

    /// The log written to.
    pub fn log(&self) -> &EventLog {
        &self.log
    }

    /// Appends one command's `events` in the next group commit; a conflict is
    /// `OptimisticLockError`, as sqlite-es and postgres-es answer it.
    pub(crate) async fn append(&self, events: &[SerializedEvent]) -> Result<(), PersistenceError> {
        let unknown = |e: serde_json::Error| PersistenceError::UnknownError(Box::new(e));
        let rows = events
            .iter()
            .map(|e| {
                Ok(OwnedRow {
                    aggregate_type: e.aggregate_type.clone(),
                    aggregate_id: e.aggregate_id.clone(),
                    sequence: e.sequence as i64,
                    event_type: e.event_type.clone(),
                    event_version: e.event_version.clone(),
                    payload: as_cqrs_es_writes(&e.payload).map_err(unknown)?,
                    metadata: as_cqrs_es_writes(&e.metadata).map_err(unknown)?,
                })
            })
            .collect::<Result<Vec<_>, PersistenceError>>()?;
        let (answer, answered) = oneshot::channel();
        let stopped = || PersistenceError::ConnectionError("the command writer has stopped".into());
        self.requests
            .send(Request { rows, answer })
            .await
            .map_err(|_| stopped())?;
        match answered.await.map_err(|_| stopped())? {
            Outcome::Committed => Ok(()),
            Outcome::Conflict => Err(PersistenceError::OptimisticLockError),
            Outcome::Failed(error) => Err(PersistenceError::UnknownError(Box::new(error))),
        }
    }
}

impl OwnedRow {
    fn row(&self) -> EventRow<'_> {
        EventRow {
            aggregate_type: &self.aggregate_type,
            aggregate_id: &self.aggregate_id,
            sequence: self.sequence,
            event_type: &self.event_type,
            event_version: &self.event_version,
            payload: &self.payload,
            metadata: &self.metadata,
        }
    }
}

/// Writes `group` to `log` in one transaction; each command's outcome, in order.
async fn write(log: &EventLog, group: &[Request]) -> Result<Vec<Outcome>, sqlx::Error> {
    match log {
        EventLog::Sqlite(pools) => write_sqlite(pools.writes(), group).await,
        EventLog::Postgres(pool) => write_postgres(pool, group).await,
    }
}

/// SQLite, in this process: each command in its own savepoint (alone when it is the
/// only one), so that a conflicting command's rows and the positions the log's
/// trigger gave them are rolled back together, and positions stay gapless.
async fn write_sqlite(pool: &SqlitePool, group: &[Request]) -> Result<Vec<Outcome>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut outcomes = Vec::with_capacity(group.len());
    for request in group {
        let rows = request.rows.iter().map(OwnedRow::row);
        if group.len() == 1 {
            match insert_sqlite(rows).build().execute(&mut *tx).await {
                Err(e) if is_conflict(&e) => return Ok(vec![Outcome::Conflict]),
                written => written?,
            };
            outcomes.push(Outcome::Committed);
            continue;
        }
        let mut savepoint = tx.begin().await?;
        match insert_sqlite(rows).build().execute(&mut *savepoint).await {
            Err(e) if is_conflict(&e) => {
                savepoint.rollback().await?;
                outcomes.push(Outcome::Conflict);
            }
            written => {
                written?;
                savepoint.commit().await?;
                outcomes.push(Outcome::Committed);
            }
        }
    }
    tx.commit().await?;
    Ok(outcomes)
}

/// The key of a row of the log.
type Key = (String, String, i64);

/// PostgreSQL, a round trip away: the whole group in one `INSERT ... ON CONFLICT DO
/// NOTHING RETURNING` its keys. A key taken (before, or by an earlier command of the
/// group) is left out: that command conflicts, and the rows it did insert are deleted
/// before the commit, so none of it lands. Three round trips a group, not three a
/// command.
async fn write_postgres(pool: &PgPool, group: &[Request]) -> Result<Vec<Outcome>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut insert = insert_postgres(group.iter().flat_map(|r| r.rows.iter().map(OwnedRow::row)));
    insert.push(" ON CONFLICT DO NOTHING RETURNING aggregate_type, aggregate_id, sequence");
    let mut inserted: HashSet<Key> = insert
        .build_query_as::<Key>()
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .collect();
    let mut outcomes = Vec::with_capacity(group.len());
    let mut undo: Vec<Key> = Vec::new();
    for request in group {
        // A key inserted twice in one statement went to its first writer, in order.
        let mine: Vec<(Key, bool)> = request
            .rows
            .iter()
            .map(|r| {
                let key = (r.aggregate_type.clone(), r.aggregate_id.clone(), r.sequence);
                let taken = inserted.remove(&key);
                (key, taken)
            })
            .collect();
        if mine.iter().all(|(_, taken)| *taken) {
            outcomes.push(Outcome::Committed);
        } else {
            undo.extend(
                mine.into_iter()
                    .filter(|(_, taken)| *taken)
                    .map(|(key, _)| key),
            );
            outcomes.push(Outcome::Conflict);
        }
    }
    if !undo.is_empty() {
        let mut delete = QueryBuilder::<Postgres>::new(
            "DELETE FROM events WHERE (aggregate_type, aggregate_id, sequence) IN ",
        );
        delete.push_tuples(&undo, |mut key, (kind, id, sequence)| {
            key.push_bind(kind).push_bind(id).push_bind(sequence);
        });
        delete.build().execute(&mut *tx).await?;
    }
    tx.commit().await?;
    Ok(outcomes)
}

async fn run(log: EventLog, mut queue: mpsc::Receiver<Request>) {
    let mut group = Vec::with_capacity(MAX_GROUP);
    // Waits for one command, then takes whatever else is queued, up to MAX_GROUP.
    while queue.recv_many(&mut group, MAX_GROUP).await > 0 {
        let started = Instant::now();
        let written = write(&log, &group).await;
        metrics::histogram!("bobine_command_group_size").record(group.len() as f64);
        metrics::histogram!("bobine_command_group_seconds").record(started.elapsed().as_secs_f64());
        let outcomes = written.unwrap_or_else(|error| {
            tracing::error!(%error, commands = group.len(), "command group commit failed");
            vec![Outcome::Failed(Arc::new(error)); group.len()]
        });
        for (request, outcome) in group.drain(..).zip(outcomes) {
            let _ = request.answer.send(outcome);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Backend, TestLog, count_all};

    fn request(aggregate_id: &str, sequences: &[i64]) -> (Request, oneshot::Receiver<Outcome>) {
        let (answer, answered) = oneshot::channel();
        let rows = sequences
            .iter()
            .map(|sequence| OwnedRow {
                aggregate_type: "test".into(),
                aggregate_id: aggregate_id.into(),
                sequence: *sequence,
                event_type: "Happened".into(),
                event_version: "1".into(),
                payload: "{}".into(),
                metadata: "{}".into(),
            })
            .collect();
        (Request { rows, answer }, answered)
    }

    /// In one group, the command whose sequence another took first is rolled back
    /// alone, its other events with it; the rest commit.
    async fn a_conflict_in_a_group_rolls_back_that_command_only(backend: Backend) {
        let t = TestLog::new(backend).await;
        let group: Vec<Request> = [
            request("a", &[1, 2]),
            request("b", &[1]),
            // Takes "a" 2 and 3: 2 is taken, so 3 must not land either.
            request("a", &[3, 2]),
            request("c", &[1]),
        ]
        .into_iter()
        .map(|(request, _)| request)
        .collect();
        let outcomes = write(&t.log, &group).await.unwrap();
        let kinds: Vec<&str> = outcomes
            .iter()
            .map(|o| match o {
                Outcome::Committed => "committed",
                Outcome::Conflict => "conflict",
                Outcome::Failed(_) => "failed",
            })
            .collect();
        assert_eq!(kinds, ["committed", "committed", "conflict", "committed"]);
        assert_eq!(count_all(&t.log).await, 4);

        // Alone in its group, a conflicting command is answered the same way.
        let (alone, _) = request("b", &[1]);
        let outcomes = write(&t.log, &[alone]).await.unwrap();
        assert!(matches!(outcomes[..], [Outcome::Conflict]));
        assert_eq!(count_all(&t.log).await, 4);
    }

    crate::on_both_backends! {
        a_conflict_in_a_group_rolls_back_only_that_command => a_conflict_in_a_group_rolls_back_that_command_only;
    }
}
