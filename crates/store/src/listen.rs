//! Being told of other nodes' commits on PostgreSQL (docs/adr/0041-appends-notified.md):
//! each commit that appends events notifies `bobine_appended`, and a listening node
//! wakes its projections as its own commands do, instead of at its next poll.

use std::sync::Arc;
use std::time::Duration;

use sqlx::PgPool;
use sqlx::postgres::PgListener;
use tokio::sync::Notify;
use tokio::task::JoinHandle;

use crate::backend::EventLog;

/// The channel the log's trigger notifies (migrations/postgres/0003_notify_appends.sql).
const CHANNEL: &str = "bobine_appended";

/// When readers are woken a second time after a notification: a commit is notified at
/// once, but readers only see it once every older transaction has ended.
const SEEN_AGAIN: Duration = Duration::from_millis(10);

/// How long the listener waits before connecting again after a failure.
const RETRY_AFTER: Duration = Duration::from_secs(1);

/// Listens until dropped.
pub struct Listening(JoinHandle<()>);

impl Drop for Listening {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl EventLog {
    /// On PostgreSQL, wakes `appended` at each commit that appends events, from any
    /// node or process; on SQLite, nothing to listen to (`None`).
    pub fn listen(&self, appended: Arc<Notify>) -> Option<Listening> {
        match self {
            EventLog::Sqlite(_) => None,
            EventLog::Postgres(pool) => {
                Some(Listening(tokio::spawn(listen(pool.clone(), appended))))
            }
        }
    }
}

async fn listen(pool: PgPool, appended: Arc<Notify>) {
    loop {
        if let Err(error) = relay(&pool, &appended).await {
            tracing::warn!(%error, "log notifications: listening again shortly; polling meanwhile");
        }
        tokio::time::sleep(RETRY_AFTER).await;
    }
}

/// Relays notifications until the connection fails.
async fn relay(pool: &PgPool, appended: &Arc<Notify>) -> Result<(), sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    // Whatever was committed before listening is found by this wake-up.
    appended.notify_waiters();
    loop {
        listener.recv().await?;
        appended.notify_waiters();
        let again = appended.clone();
        tokio::spawn(async move {
            tokio::time::sleep(SEEN_AGAIN).await;
            again.notify_waiters();
        });
    }
}
