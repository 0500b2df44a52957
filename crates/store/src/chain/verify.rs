//! Verifying: the chain walked from event 0, entries and events read side by side
//! in batches.

use super::walk::{Entry, Erasures, Walk};
use super::{Head, Verdict, postgres, sqlite};
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

    async fn walk(&self, since: Option<Head>, erasures: &Erasures) -> Result<Verdict, LogError> {
        let mut walk = Walk::new(erasures, since);
        let mut after = Position::ZERO;
        loop {
            let entries = self.entries_after(after, BATCH).await?;
            let last = entries.len() < BATCH as usize;
            if let Some(through) = entries.last().map(|entry| entry.position) {
                let events = self.events_through(after, through).await?;
                walk.push(entries, events);
                after = through;
            }
            if let Some(broken) = walk.step(last) {
                return Ok(walk.finish(Some(broken)));
            }
            if last {
                return Ok(walk.finish(None));
            }
        }
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
