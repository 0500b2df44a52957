//! Sealing: each committed event gets its entry in the chain, in commit order,
//! after its commit, so that appends never wait on the chain.

use super::link::entries;
use super::{Digest, Head, Sealed, postgres, sqlite};
use crate::backend::EventLog;
use crate::error::LogError;
use crate::position::Position;

/// Events sealed per transaction.
const BATCH: u32 = 2_000;

impl EventLog {
    /// Seals every event readers can see that has no entry yet. Another sealer at
    /// work (another node on PostgreSQL, another process on SQLite) makes this round
    /// stop early: it seals the rest.
    pub async fn seal(&self) -> Result<Sealed, LogError> {
        let mut count = 0;
        let mut tail = self.chain_tail().await?;
        loop {
            let after = tail.map_or(Position::ZERO, |head| head.position);
            let events = self.read_after(after, BATCH).await?;
            let Some(last) = events.last() else {
                return Ok(Sealed { count, head: tail });
            };
            let entries = entries(tail.map_or(Digest::GENESIS, |head| head.hash), &events);
            let hash = entries.last().map_or(Digest::GENESIS, |entry| entry.hash);
            let appended = match self {
                EventLog::Sqlite(log) => sqlite::append(log, tail, &entries).await?,
                EventLog::Postgres(pool) => postgres::append(pool, tail, &entries).await?,
            };
            if !appended {
                return Ok(Sealed {
                    count,
                    head: self.chain_tail().await?,
                });
            }
            count += entries.len() as u64;
            tail = Some(Head {
                position: last.position,
                hash,
            });
            if events.len() < BATCH as usize {
                return Ok(Sealed { count, head: tail });
            }
        }
    }

    /// The last sealed event and the chain's hash there.
    pub async fn chain_tail(&self) -> Result<Option<Head>, LogError> {
        match self {
            EventLog::Sqlite(log) => sqlite::tail(log).await,
            EventLog::Postgres(pool) => postgres::tail(pool).await,
        }
    }
}
