//! Running a command: load, decide, append, and retry when another command won.

use std::sync::Arc;
use std::time::{Duration, Instant};

use cqrs_es::event_sink::EventSink;
use cqrs_es::persist::PersistedEventStore;
use cqrs_es::{Aggregate, AggregateError, DomainEvent, EventStore};
use tokio::sync::Notify;

use crate::backend::EventLog;
use crate::commits::{AppendError, Commits, OwnedRow};
use crate::error::LogError;
use crate::metadata::Metadata;
use crate::position::Position;
use crate::repository::LogRepository;

/// How many times a command is tried against a newer state after a conflict. Commands
/// racing for one aggregate land in the same group commit, where one wins a round: 16
/// at once need up to 16 rounds, so the bound leaves room for twice that.
const MAX_ATTEMPTS: u32 = 32;

/// Why a command did not append.
#[derive(Debug, thiserror::Error)]
pub enum CommandError<E: std::error::Error> {
    /// The aggregate refused it: a rule of the domain, with its French message.
    #[error(transparent)]
    Rejected(E),
    /// Other commands kept winning the race for this aggregate.
    #[error("the aggregate kept changing under the command")]
    Contended,
    #[error("event log: {0}")]
    Log(String),
}

impl<E: std::error::Error> From<LogError> for CommandError<E> {
    fn from(error: LogError) -> Self {
        CommandError::Log(error.to_string())
    }
}

/// Executes the commands of one aggregate type against the log.
///
/// A command is decided against the state it loaded; if another command appended to
/// the same aggregate first, the append conflicts on the log's primary key and the
/// command is decided again against the new state. So two commands never both apply
/// to one state, and nothing is half-written (all events of a command commit
/// together, in the log's next group commit: docs/adr/0027). A successful command
/// wakes the local projection runner and answers with the position of its last
/// event (read-your-writes), as the group commit gave it.
pub struct Executor<A: Aggregate> {
    store: PersistedEventStore<LogRepository, A>,
    commits: Commits,
    log: EventLog,
    services: A::Services,
    appended: Arc<Notify>,
}

impl<A> Executor<A>
where
    A: Aggregate,
    A::Command: Clone,
{
    /// An executor appending through `commits`, the log's group writer.
    pub fn new(commits: &Commits, services: A::Services, appended: Arc<Notify>) -> Self {
        Executor {
            store: PersistedEventStore::new_event_store(LogRepository::new(commits.log())),
            commits: commits.clone(),
            log: commits.log().clone(),
            services,
            appended,
        }
    }

    /// Runs `command` on aggregate `id`. Answers the position of the last event the
    /// command appended, or, when it changed nothing, of the aggregate's last event.
    pub async fn execute(
        &self,
        id: &str,
        command: A::Command,
        metadata: &Metadata,
    ) -> Result<Position, CommandError<A::Error>> {
        self.run(id, command, metadata, Start::Load).await
    }

    /// Runs `command` on aggregate `id`, which the caller has just minted: decided
    /// first against a new aggregate, without reading the log. Should the id exist
    /// after all, the append conflicts and the command is decided again on the
    /// aggregate as loaded, as any command after a conflict.
    pub async fn create(
        &self,
        id: &str,
        command: A::Command,
        metadata: &Metadata,
    ) -> Result<Position, CommandError<A::Error>> {
        self.run(id, command, metadata, Start::New).await
    }

    async fn run(
        &self,
        id: &str,
        command: A::Command,
        metadata: &Metadata,
        start: Start,
    ) -> Result<Position, CommandError<A::Error>> {
        let started = Instant::now();
        let result = self.decide_and_append(id, command, metadata, start).await;
        let outcome = match &result {
            Ok(_) => "ok",
            Err(CommandError::Rejected(_)) => "rejected",
            Err(CommandError::Contended) => "contended",
            Err(CommandError::Log(_)) => "error",
        };
        metrics::counter!("bobine_commands_total", "aggregate" => A::TYPE, "outcome" => outcome)
            .increment(1);
        metrics::histogram!("bobine_command_seconds", "aggregate" => A::TYPE)
            .record(started.elapsed().as_secs_f64());
        result
    }

    /// The aggregate's current state, read from the log (not from a projection):
    /// for decisions that must see the latest write, as checking a password.
    pub async fn load(&self, id: &str) -> Result<A, CommandError<A::Error>> {
        let context = self.store.load_aggregate(id).await.map_err(store_error)?;
        Ok(context.aggregate)
    }

    async fn decide_and_append(
        &self,
        id: &str,
        command: A::Command,
        metadata: &Metadata,
        mut start: Start,
    ) -> Result<Position, CommandError<A::Error>> {
        for attempt in 1..=MAX_ATTEMPTS {
            let (mut aggregate, sequence) = match start {
                Start::New => (A::default(), 0),
                Start::Load => {
                    let context = self.store.load_aggregate(id).await.map_err(store_error)?;
                    (context.aggregate, context.current_sequence)
                }
            };
            let sink = EventSink::default();
            aggregate
                .handle(command.clone(), &self.services, &sink)
                .await
                .map_err(CommandError::Rejected)?;
            let events = sink.collect().await;
            if events.is_empty() && start == Start::New {
                // Nothing to do on a new aggregate: see what the log holds.
                start = Start::Load;
                continue;
            }
            if events.is_empty() {
                return self.position_at(id, sequence).await;
            }
            let rows = rows::<A>(id, sequence, &events, metadata)?;
            match self.commits.append(rows).await {
                Ok(position) => {
                    self.appended.notify_waiters();
                    return Ok(position);
                }
                Err(AppendError::Conflict) => {
                    start = Start::Load;
                    metrics::counter!("bobine_command_conflicts_total", "aggregate" => A::TYPE)
                        .increment(1);
                    tokio::time::sleep(backoff(attempt)).await;
                }
                Err(AppendError::Failed(error)) => return Err(CommandError::Log(error)),
            }
        }
        Err(CommandError::Contended)
    }

    async fn position_at(
        &self,
        id: &str,
        sequence: usize,
    ) -> Result<Position, CommandError<A::Error>> {
        if sequence == 0 {
            return Ok(Position::ZERO);
        }
        Ok(self.log.position_of(A::TYPE, id, sequence as i64).await?)
    }
}

/// Where a command's first decision starts from.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Start {
    /// The aggregate as the log holds it.
    Load,
    /// A new aggregate: its id was just minted.
    New,
}

/// The rows of `events`, numbered after `sequence`, as cqrs-es would serialise them.
fn rows<A: Aggregate>(
    id: &str,
    sequence: usize,
    events: &[A::Event],
    metadata: &Metadata,
) -> Result<Vec<OwnedRow>, CommandError<A::Error>> {
    let metadata = metadata.to_map();
    events
        .iter()
        .enumerate()
        .map(|(n, event)| {
            let kind = (event.event_type(), event.event_version());
            OwnedRow::new((A::TYPE, id), sequence + n + 1, kind, event, &metadata)
                .map_err(|e| CommandError::Log(e.to_string()))
        })
        .collect()
}

/// A short, growing, jittered pause, so that racing commands spread out.
fn backoff(attempt: u32) -> Duration {
    let jitter = u64::from(uuid::Uuid::new_v4().as_bytes()[0] % 4);
    Duration::from_millis(u64::from(attempt.min(6)) + jitter)
}

fn store_error<E: std::error::Error>(error: AggregateError<E>) -> CommandError<E> {
    match error {
        AggregateError::UserError(e) => CommandError::Rejected(e),
        AggregateError::AggregateConflict => CommandError::Contended,
        other => CommandError::Log(other.to_string()),
    }
}
