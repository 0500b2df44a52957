//! Opening the log on one backend or the other, and what both answer alike.

use std::path::Path;

use sqlx::PgPool;

use crate::error::LogError;
use crate::filter::LogFilter;
use crate::position::Position;
use crate::reader::{StoredEvent, Window};
use crate::sqlite::SqliteLog;
use crate::{postgres, sqlite};

/// The event log, on SQLite (`<data dir>/events.db`) or on PostgreSQL.
/// Cheap to clone: it holds a connection pool.
#[derive(Clone, Debug)]
pub enum EventLog {
    Sqlite(SqliteLog),
    Postgres(PgPool),
}

impl EventLog {
    /// Opens the log: PostgreSQL when `database_url` is given, else the SQLite file
    /// `events.db` in `data_dir`; creates or migrates its tables.
    pub async fn open(database_url: Option<&str>, data_dir: &Path) -> Result<EventLog, LogError> {
        let log = match database_url {
            Some(url) => EventLog::Postgres(postgres::connect(url).await?),
            None => EventLog::Sqlite(sqlite::connect(&data_dir.join("events.db")).await?),
        };
        log.migrate().await?;
        Ok(log)
    }

    async fn migrate(&self) -> Result<(), LogError> {
        match self {
            EventLog::Sqlite(pools) => {
                sqlx::migrate!("../../migrations/sqlite")
                    .run(pools.writes())
                    .await?
            }
            EventLog::Postgres(pool) => {
                sqlx::migrate!("../../migrations/postgres")
                    .run(pool)
                    .await?
            }
        }
        Ok(())
    }

    /// "sqlite" or "postgres", for logs, metrics and benchmarks.
    pub fn backend(&self) -> &'static str {
        match self {
            EventLog::Sqlite(_) => "sqlite",
            EventLog::Postgres(_) => "postgres",
        }
    }

    /// Up to `limit` events after `after`, in commit order. On PostgreSQL, stops below
    /// the oldest transaction still running, so that no event is ever skipped.
    pub async fn read_after(
        &self,
        after: Position,
        limit: u32,
    ) -> Result<Vec<StoredEvent>, LogError> {
        self.read_matching(after, &LogFilter::default(), limit)
            .await
    }

    /// Up to `limit` events after `after` that `filter` keeps, in commit order (the
    /// same visibility rule as [`EventLog::read_after`]).
    pub async fn read_matching(
        &self,
        after: Position,
        filter: &LogFilter,
        limit: u32,
    ) -> Result<Vec<StoredEvent>, LogError> {
        match self {
            EventLog::Sqlite(pools) => sqlite::read_after(pools, after, filter, limit).await,
            EventLog::Postgres(pool) => postgres::read_after(pool, after, filter, limit).await,
        }
    }

    /// As [`EventLog::read_matching`], with where the next read starts: after the last
    /// event read, or, when fewer than `limit` came back, at the head as it stood
    /// before the read (every event up to it that `filter` keeps was read then), so
    /// that a reader of a narrow filter is not left far behind by the events it skips.
    pub async fn read_matching_to_head(
        &self,
        after: Position,
        filter: &LogFilter,
        limit: u32,
    ) -> Result<(Vec<StoredEvent>, Position), LogError> {
        let head = self.head().await?;
        let events = self.read_matching(after, filter, limit).await?;
        let next = match events.last() {
            Some(last) if events.len() == limit as usize => last.position,
            Some(last) => last.position.max(head),
            None => head.max(after),
        };
        Ok((events, next))
    }

    /// The next `limit` events after `after` in commit order, of which only those of
    /// `aggregates` are read (every one when it is empty): a projection's rebuild
    /// reads what it folds (docs/adr/0054-rebuilds-read-what-they-fold.md). Each
    /// window costs the database a walk of `limit` entries, whatever it keeps.
    pub async fn read_window(
        &self,
        after: Position,
        aggregates: &[String],
        limit: u32,
    ) -> Result<Window, LogError> {
        let (mut events, length) = match self {
            _ if aggregates.is_empty() => {
                let events = self.read_after(after, limit).await?;
                let length = events.len() as i64;
                (events, length)
            }
            EventLog::Sqlite(pools) => {
                return sqlite::read_window(pools, after, aggregates, limit).await;
            }
            EventLog::Postgres(pool) => {
                postgres::read_window(pool, after, aggregates, limit).await?
            }
        };
        let end = events.last().map_or(after, |last| last.position);
        // PostgreSQL's window sends its last event back to say where it ends, kept or not.
        if events.last().is_some_and(|last| {
            !aggregates.is_empty() && !aggregates.contains(&last.aggregate_type)
        }) {
            events.pop();
        }
        Ok(Window {
            events,
            end,
            full: length >= i64::from(limit),
        })
    }

    /// The position of the newest event a reader can see now (ZERO on an empty log).
    pub async fn head(&self) -> Result<Position, LogError> {
        match self {
            EventLog::Sqlite(pools) => sqlite::head(pools.reads()).await,
            EventLog::Postgres(pool) => postgres::head(pool).await,
        }
    }

    /// Copies SQLite's write-ahead log into the file and truncates it: the page images
    /// it held from before a redaction (an erased member's address) leave the disk
    /// too; the file's own freed pages are zeroed by `secure_delete`
    /// (docs/adr/0041-erasure-down-to-the-disk.md). PostgreSQL: nothing to do here.
    /// A truncation kept busy is tried again ([`crate::truncate_until_done`]).
    pub async fn truncate_journal(&self) -> Result<(), LogError> {
        let EventLog::Sqlite(pools) = self else {
            return Ok(());
        };
        let done = crate::truncate_until_done(|| async {
            let busy: i64 = sqlx::query_scalar("PRAGMA wal_checkpoint(TRUNCATE)")
                .fetch_one(pools.writes())
                .await?;
            Ok::<_, LogError>(busy == 0)
        })
        .await?;
        if done {
            Ok(())
        } else {
            Err(LogError::JournalBusy)
        }
    }

    /// The position of the newest committed event, visible to readers yet or not
    /// (ZERO on an empty log): no client can hold a position beyond it.
    pub async fn newest(&self) -> Result<Position, LogError> {
        match self {
            EventLog::Sqlite(pools) => sqlite::head(pools.reads()).await,
            EventLog::Postgres(pool) => postgres::newest(pool).await,
        }
    }

    /// How many events stand after `after` (progress bars of export and replay).
    pub async fn count_after(&self, after: Position) -> Result<u64, LogError> {
        self.count_after_of(after, &[]).await
    }

    /// How many events of `aggregates` (empty: of any) stand after `after`: what a
    /// projection's rebuild will read.
    pub async fn count_after_of(
        &self,
        after: Position,
        aggregates: &[String],
    ) -> Result<u64, LogError> {
        match self {
            EventLog::Sqlite(pools) => sqlite::count_after(pools.reads(), after, aggregates).await,
            EventLog::Postgres(pool) => postgres::count_after(pool, after, aggregates).await,
        }
    }

    /// Every committed event of one aggregate, in its own order (the time travel of
    /// the admin history: one target's stream, never the whole log).
    pub async fn read_stream(
        &self,
        aggregate_type: &str,
        aggregate_id: &str,
    ) -> Result<Vec<StoredEvent>, LogError> {
        match self {
            EventLog::Sqlite(pools) => {
                sqlite::read_stream(pools, aggregate_type, aggregate_id).await
            }
            EventLog::Postgres(pool) => {
                postgres::read_stream(pool, aggregate_type, aggregate_id).await
            }
        }
    }

    /// The position of one committed event of an aggregate.
    pub async fn position_of(
        &self,
        aggregate_type: &str,
        aggregate_id: &str,
        sequence: i64,
    ) -> Result<Position, LogError> {
        let found = match self {
            EventLog::Sqlite(pools) => {
                sqlite::position_of(pools.reads(), aggregate_type, aggregate_id, sequence).await?
            }
            EventLog::Postgres(pool) => {
                postgres::position_of(pool, aggregate_type, aggregate_id, sequence).await?
            }
        };
        found.ok_or_else(|| LogError::Missing {
            aggregate_type: aggregate_type.to_string(),
            aggregate_id: aggregate_id.to_string(),
            sequence,
        })
    }
}
