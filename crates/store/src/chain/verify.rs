//! Verifying: the chain walked from event 0, entries and events read side by side
//! in batches.

use super::walk::{Erasures, Walk};
use super::{Entry, Head, Verdict, postgres, sqlite};
use crate::backend::EventLog;
use crate::error::LogError;
use crate::position::Position;
use crate::reader::StoredEvent;

/// Entries read per batch.
const BATCH: u32 = 20_000;

impl EventLog {
    /// Walks the chain from event 0 to its last entry; with `since`, also checks
    /// that the chain still holds that head noted earlier. `erasures`: the events a
    /// redaction may name. A broken chain is walked a second time before it is
    /// reported, so that an erasure redacting between two reads of the walk is not
    /// taken for tampering.
    pub async fn verify(
        &self,
        since: Option<Head>,
        erasures: &Erasures,
    ) -> Result<Verdict, LogError> {
        let verdict = self.walk(since, erasures).await?;
        if verdict.intact() {
            return Ok(verdict);
        }
        self.walk(since, erasures).await
    }

    /// Reads batch n + 1 while batch n is hashed: the reads run on blocking threads
    /// (SQLite) or the server (PostgreSQL), the hashing on this task.
    async fn walk(&self, since: Option<Head>, erasures: &Erasures) -> Result<Verdict, LogError> {
        let mut walk = Walk::new(erasures, since);
        let mut next = Some(tokio::spawn(self.clone().batch_after(Position::ZERO)));
        while let Some(reading) = next.take() {
            let (entries, events) = reading.await.map_err(join_failed)??;
            let last = entries.len() < BATCH as usize;
            if !last && let Some(through) = entries.last().map(|entry| entry.position) {
                next = Some(tokio::spawn(self.clone().batch_after(through)));
            }
            walk.push(entries, events);
            if let Some(broken) = walk.step(last) {
                return Ok(walk.finish(Some(broken)));
            }
        }
        Ok(walk.finish(None))
    }

    /// The entries after `after`, and every event up to the last of them.
    async fn batch_after(
        self,
        after: Position,
    ) -> Result<(Vec<Entry>, Vec<StoredEvent>), LogError> {
        let entries = self.entries_after(after, BATCH).await?;
        let events = match entries.last() {
            Some(last) => self.events_through(after, last.position).await?,
            None => Vec::new(),
        };
        Ok((entries, events))
    }

    async fn entries_after(&self, after: Position, limit: u32) -> Result<Vec<Entry>, LogError> {
        match self {
            EventLog::Sqlite(log) => sqlite::entries_after(log, after, limit).await,
            EventLog::Postgres(pool) => postgres::entries_after(pool, after, limit).await,
        }
    }

    async fn events_through(
        &self,
        after: Position,
        through: Position,
    ) -> Result<Vec<StoredEvent>, LogError> {
        match self {
            EventLog::Sqlite(log) => sqlite::events_through(log, after, through).await,
            EventLog::Postgres(pool) => postgres::events_through(pool, after, through).await,
        }
    }
}

/// A read task that panicked: its panic goes on here.
fn join_failed(error: tokio::task::JoinError) -> LogError {
    std::panic::resume_unwind(error.into_panic())
}
