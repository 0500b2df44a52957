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
//! Each command is answered only after that one commit, with the log position of
//! its last event (read-your-writes): an acknowledged command is durable, and its
//! position costs no query of its own.

use std::sync::Arc;
use std::time::Instant;

use std::collections::HashMap;

use serde::Serialize;
use sqlx::{Connection, PgPool, Postgres, QueryBuilder, SqlitePool};
use tokio::sync::{mpsc, oneshot};

use crate::backend::EventLog;
use crate::position::Position;
use crate::postgres::Xid8;
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

/// One event of a command, its JSON as text as sqlite-es and postgres-es write it.
#[derive(Debug)]
pub(crate) struct OwnedRow {
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
    /// Durable; the position of its last event.
    Committed(Position),
    /// Its sequence was taken: decide again on the newer state.
    Conflict,
    /// The group's transaction failed; whether it landed is unknown to no one but
    /// the database, and the command is not acknowledged.
    Failed(Arc<sqlx::Error>),
}

/// Why a command's events were not appended.
#[derive(Debug, thiserror::Error)]
pub(crate) enum AppendError {
    /// Another command appended to the aggregate first.
    #[error("another command appended to the aggregate first")]
    Conflict,
    #[error("{0}")]
    Failed(String),
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

    /// Appends one command's `rows` in the next group commit; answers the position
    /// of the last one.
    pub(crate) async fn append(&self, rows: Vec<OwnedRow>) -> Result<Position, AppendError> {
        let (answer, answered) = oneshot::channel();
        let stopped = || AppendError::Failed("the command writer has stopped".into());
        self.requests
            .send(Request { rows, answer })
            .await
            .map_err(|_| stopped())?;
        match answered.await.map_err(|_| stopped())? {
            Outcome::Committed(position) => Ok(position),
            Outcome::Conflict => Err(AppendError::Conflict),
            Outcome::Failed(error) => Err(AppendError::Failed(error.to_string())),
        }
    }
}

impl OwnedRow {
    /// Event `sequence` of aggregate `aggregate_type`/`aggregate_id`, with the
    /// command's `metadata`.
    pub(crate) fn new<E: Serialize>(
        (aggregate_type, aggregate_id): (&str, &str),
        sequence: usize,
        (event_type, event_version): (String, String),
        event: &E,
        metadata: &HashMap<String, String>,
    ) -> Result<OwnedRow, serde_json::Error> {
        Ok(OwnedRow {
            aggregate_type: aggregate_type.to_string(),
            aggregate_id: aggregate_id.to_string(),
            sequence: sequence as i64,
            event_type,
            event_version,
            payload: as_cqrs_es_writes(event)?,
            metadata: as_cqrs_es_writes(metadata)?,
        })
    }

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
/// trigger gave them are rolled back together, and positions stay gapless. So the
/// positions are known: the group's first committed command reads the log's last
/// position once it holds the write lock, and each later one adds its rows.
async fn write_sqlite(pool: &SqlitePool, group: &[Request]) -> Result<Vec<Outcome>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut outcomes = Vec::with_capacity(group.len());
    let mut last: Option<i64> = None;
    for request in group {
        let rows = request.rows.iter().map(OwnedRow::row);
        if group.len() == 1 {
            match insert_sqlite(rows).build().execute(&mut *tx).await {
                Err(e) if is_conflict(&e) => return Ok(vec![Outcome::Conflict]),
                written => written?,
            };
        } else {
            let mut savepoint = tx.begin().await?;
            match insert_sqlite(rows).build().execute(&mut *savepoint).await {
                Err(e) if is_conflict(&e) => {
                    savepoint.rollback().await?;
                    outcomes.push(Outcome::Conflict);
                    continue;
                }
                written => {
                    written?;
                    savepoint.commit().await?;
                }
            }
        }
        let position = match last {
            Some(before) => before + request.rows.len() as i64,
            None => {
                sqlx::query_scalar("SELECT MAX(global_position) FROM events")
                    .fetch_one(&mut *tx)
                    .await?
            }
        };
        last = Some(position);
        outcomes.push(Outcome::Committed(Position::new(0, position)));
    }
    tx.commit().await?;
    Ok(outcomes)
}

/// The key of a row of the log.
type Key = (String, String, i64);

/// PostgreSQL, a round trip away: the whole group in one `INSERT ... ON CONFLICT DO
/// NOTHING RETURNING` its keys and positions. A key taken (before, or by an earlier
/// command of the group) is left out: that command conflicts, and the rows it did
/// insert are deleted before the commit, so none of it lands. Three round trips a
/// group, not three a command.
async fn write_postgres(pool: &PgPool, group: &[Request]) -> Result<Vec<Outcome>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut insert = insert_postgres(group.iter().flat_map(|r| r.rows.iter().map(OwnedRow::row)));
    insert.push(
        " ON CONFLICT DO NOTHING \
         RETURNING aggregate_type, aggregate_id, sequence, tx_id, global_position",
    );
    let mut inserted: HashMap<Key, Position> = insert
        .build_query_as::<(String, String, i64, Xid8, i64)>()
        .fetch_all(&mut *tx)
        .await?
        .into_iter()
        .map(|(kind, id, sequence, tx, at)| ((kind, id, sequence), Position::new(tx.0, at)))
        .collect();
    let mut outcomes = Vec::with_capacity(group.len());
    let mut undo: Vec<Key> = Vec::new();
    for request in group {
        // A key inserted twice in one statement went to its first writer, in order.
        let mine: Vec<(Key, Option<Position>)> = request
            .rows
            .iter()
            .map(|r| {
                let key = (r.aggregate_type.clone(), r.aggregate_id.clone(), r.sequence);
                let taken = inserted.remove(&key);
                (key, taken)
            })
            .collect();
        let positions: Option<Vec<Position>> = mine.iter().map(|(_, at)| *at).collect();
        match positions.and_then(|positions| positions.into_iter().max()) {
            Some(last) => outcomes.push(Outcome::Committed(last)),
            None => {
                undo.extend(
                    mine.into_iter()
                        .filter(|(_, at)| at.is_some())
                        .map(|(key, _)| key),
                );
                outcomes.push(Outcome::Conflict);
            }
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
        request_of("test", aggregate_id, sequences)
    }

    fn request_of(
        aggregate_type: &str,
        aggregate_id: &str,
        sequences: &[i64],
    ) -> (Request, oneshot::Receiver<Outcome>) {
        let (answer, answered) = oneshot::channel();
        let rows = sequences
            .iter()
            .map(|sequence| OwnedRow {
                aggregate_type: aggregate_type.into(),
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
                Outcome::Committed(_) => "committed",
                Outcome::Conflict => "conflict",
                Outcome::Failed(_) => "failed",
            })
            .collect();
        assert_eq!(kinds, ["committed", "committed", "conflict", "committed"]);
        assert_eq!(count_all(&t.log).await, 4);

        // Each committed command is answered the position of its last event, in
        // commit order, as the log reads it back.
        let mut answered = Vec::new();
        for (outcome, (id, last)) in outcomes.iter().zip([("a", 2), ("b", 1), ("", 0), ("c", 1)]) {
            if let Outcome::Committed(position) = outcome {
                let stored = t.log.position_of("test", id, last).await.unwrap();
                assert_eq!(*position, stored, "{id} {last}");
                answered.push(*position);
            }
        }
        assert!(answered.is_sorted(), "{answered:?}");

        // Alone in its group, a conflicting command is answered the same way.
        let (alone, _) = request("b", &[1]);
        let outcomes = write(&t.log, &[alone]).await.unwrap();
        assert!(matches!(outcomes[..], [Outcome::Conflict]));
        assert_eq!(count_all(&t.log).await, 4);
    }

    /// A rebuild's windows (`EventLog::read_window`): each walks the next events of the
    /// log and keeps those of the aggregates asked for; one that keeps none still
    /// moves on, and the last, short, ends at the newest event.
    async fn windows_keep_their_aggregates_and_walk_the_whole_log(backend: Backend) {
        let t = TestLog::new(backend).await;
        let group: Vec<Request> = (1..=25)
            .map(|i| {
                let aggregate = if i % 10 == 0 { "kept" } else { "other" };
                request_of(aggregate, &i.to_string(), &[1]).0
            })
            .collect();
        write(&t.log, &group).await.unwrap();
        let all = t.log.read_after(Position::ZERO, 100).await.unwrap();
        assert_eq!(all.len(), 25);

        let kept = vec!["kept".to_string()];
        let (mut at, mut windows) = (Position::ZERO, Vec::new());
        loop {
            let window = t.log.read_window(at, &kept, 7).await.unwrap();
            let ids: Vec<String> = window
                .events
                .iter()
                .map(|e| e.aggregate_id.clone())
                .collect();
            windows.push((ids, window.full));
            assert!(window.end > at, "a window moves on");
            at = window.end;
            if !window.full {
                break;
            }
        }
        let expected: Vec<(Vec<String>, bool)> = vec![
            (vec![], true),
            (vec!["10".into()], true),
            (vec!["20".into()], true),
            (vec![], false),
        ];
        assert_eq!(windows, expected);
        assert_eq!(
            at, all[24].position,
            "the last window ends at the newest event"
        );

        // Asking for no aggregate in particular reads every event.
        let window = t.log.read_window(all[2].position, &[], 7).await.unwrap();
        assert_eq!(window.events.len(), 7);
        assert_eq!(window.end, all[9].position);
    }

    crate::on_both_backends! {
        a_conflict_in_a_group_rolls_back_only_that_command => a_conflict_in_a_group_rolls_back_that_command_only;
        a_rebuild_s_windows_keep_their_aggregates_and_walk_the_whole_log => windows_keep_their_aggregates_and_walk_the_whole_log;
    }
}
