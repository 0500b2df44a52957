//! The event log: the only shared state of a Bobine deployment.
//!
//! One interface over two backends, SQLite (embedded, one node) and PostgreSQL
//! (several nodes). cqrs-es writes the log through sqlite-es or postgres-es; this
//! crate adds what they lack: one total commit order ([`Position`]), a reader that
//! returns events in that order after a checkpoint ([`EventLog::read_after`]), and a
//! command executor that retries conflicts and answers with the command's position,
//! commands of every aggregate appended in group commits ([`Commits`]), and, for the
//! hot path, a [`FactAppender`] that appends facts in group commits with no aggregate
//! to load. Every event is sealed into a hash chain after its commit ([`EventLog::seal`])
//! and the chain can be walked to show the log was not altered ([`EventLog::verify`]).
#![forbid(unsafe_code)]

mod archive;
mod backend;
mod chain;
mod commits;
mod error;
mod executor;
mod facts;
mod filter;
mod journal;
mod lease;
mod listen;
mod metadata;
mod position;
mod postgres;
mod reader;
mod redact;
mod repository;
mod rows;
mod sqlite;
mod stream;
#[cfg(feature = "testing")]
pub mod testing;

pub use archive::Superseded;
pub use backend::EventLog;
pub use chain::{BadHead, Breach, Broken, Digest, Erasures, Head, Sealed, Verdict};
pub use commits::Commits;
pub use error::LogError;
pub use executor::{CommandError, Executor};
pub use facts::{FactAppender, FactError};
pub use filter::LogFilter;
pub use journal::truncate_until_done;
pub use lease::Lease;
pub use listen::Listening;
pub use metadata::Metadata;
pub use position::Position;
pub use reader::{StoredEvent, Window};
pub use repository::LogRepository;
pub use sqlite::{SqliteLog, connect_writer as sqlite_writer, durable_options as sqlite_options};
