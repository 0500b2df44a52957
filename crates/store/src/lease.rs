//! One holder at a time across the nodes of one database, for work that must not run
//! twice at once (the mail dispatcher, docs/adr/0044-mail-dispatcher.md).
//!
//! On PostgreSQL the lease is a session-level advisory lock on a connection of its
//! own, kept out of any transaction (so `idle_in_transaction_session_timeout` never
//! ends it) for as long as the holder lives: a node that dies drops its connection,
//! and the server releases the lock at once for another node to take. On SQLite the
//! log has one serving node, which always holds it.

use sqlx::{Connection, PgConnection, PgPool};

use crate::backend::EventLog;
use crate::error::LogError;

/// A lease on `key`; released when dropped.
pub struct Lease {
    pool: Option<PgPool>,
    key: i64,
    /// The connection that holds the lock (or tries to), and whether it does.
    connection: Option<(PgConnection, bool)>,
}

impl EventLog {
    /// A lease on `key`, not held until [`Lease::hold`] succeeds.
    pub fn lease(&self, key: i64) -> Lease {
        Lease {
            pool: match self {
                EventLog::Sqlite(_) => None,
                EventLog::Postgres(pool) => Some(pool.clone()),
            },
            key,
            connection: None,
        }
    }
}

impl Lease {
    /// Whether this holder has the lease now: takes it if it is free, checks the
    /// connection is alive if it is already held (a lost connection lost the lock).
    pub async fn hold(&mut self) -> Result<bool, LogError> {
        let Some(pool) = &self.pool else {
            return Ok(true);
        };
        if let Some((connection, held)) = &mut self.connection {
            let alive = if *held {
                connection.ping().await.is_ok()
            } else {
                try_lock(connection, self.key)
                    .await
                    .map(|got| *held = got)
                    .is_ok()
            };
            if alive {
                return Ok(*held);
            }
            self.connection = None;
        }
        let mut connection = pool.acquire().await?.detach();
        let held = try_lock(&mut connection, self.key).await?;
        self.connection = Some((connection, held));
        Ok(held)
    }
}

async fn try_lock(connection: &mut PgConnection, key: i64) -> Result<bool, sqlx::Error> {
    sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
        .bind(key)
        .fetch_one(connection)
        .await
}
