//! Nodes on PostgreSQL telling each other of their commits (docs/adr/0043-appends-notified.md):
//! after each of its commits, a node sends `NOTIFY bobine_appended`, and every other
//! node listening wakes its projections as its own commands do, instead of at its next
//! poll. The notification is sent after the commit, outside the command's
//! transaction: a notifying transaction takes a lock that serialises every notifying
//! commit of the server, which would cost the commands half their rate.

use std::sync::Arc;
use std::time::Duration;

use sqlx::postgres::PgListener;
use sqlx::{Connection, PgConnection, PgPool};
use tokio::sync::Notify;
use tokio::task::JoinHandle;

use crate::backend::EventLog;

/// The channel the nodes notify and listen on.
const CHANNEL: &str = "bobine_appended";

/// When readers are woken a second time after a notification: a commit is notified at
/// once, but readers only see it once every older transaction has ended.
const SEEN_AGAIN: Duration = Duration::from_millis(10);

/// The least time between two notifications of one node.
const SPACING: Duration = Duration::from_millis(5);

/// How long the listener waits before connecting again after a failure.
const RETRY_AFTER: Duration = Duration::from_secs(1);

/// Relays and listens until dropped.
pub struct Listening {
    relay: JoinHandle<()>,
    listener: Option<JoinHandle<()>>,
}

impl Drop for Listening {
    fn drop(&mut self) {
        self.relay.abort();
        if let Some(listener) = &self.listener {
            listener.abort();
        }
    }
}

impl EventLog {
    /// Wakes `appended` (this node's readers) after each of this node's commits, which
    /// wake `committed`; on PostgreSQL also tells the other nodes of those commits, and
    /// wakes `appended` at theirs.
    pub fn listen(&self, committed: Arc<Notify>, appended: Arc<Notify>) -> Listening {
        let node = uuid::Uuid::new_v4().simple().to_string();
        let pool = match self {
            EventLog::Sqlite(_) => None,
            EventLog::Postgres(pool) => Some(pool.clone()),
        };
        Listening {
            relay: tokio::spawn(relay(
                committed,
                appended.clone(),
                pool.clone(),
                node.clone(),
            )),
            listener: pool.map(|pool| tokio::spawn(listen(pool, appended, node))),
        }
    }
}

/// This node's commits: its readers woken at once, and the other nodes told by
/// [`tell`]. Commits made while a notification is pending are told by it.
async fn relay(committed: Arc<Notify>, appended: Arc<Notify>, pool: Option<PgPool>, node: String) {
    let pending = Arc::new(Notify::new());
    let _teller = pool.map(|pool| Teller(tokio::spawn(tell(pool, pending.clone(), node))));
    let mut next = Box::pin(committed.notified());
    next.as_mut().enable();
    loop {
        next.as_mut().await;
        next.set(committed.notified());
        next.as_mut().enable();
        appended.notify_waiters();
        // One stored permit: a burst of commits is one notification.
        pending.notify_one();
    }
}

/// Ends [`tell`] with the relay.
struct Teller(JoinHandle<()>);

impl Drop for Teller {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// Tells the other nodes of this node's commits, at most once every [`SPACING`]:
/// each notification is a transaction of the server's, and one per commit costs the
/// commands a fifth of their rate (docs/benchmarks.md, "Hash chain"). The first commit
/// after a quiet spell is told at once.
async fn tell(pool: PgPool, pending: Arc<Notify>, node: String) {
    let mut notifier: Option<PgConnection> = None;
    loop {
        pending.notified().await;
        let spaced = tokio::time::sleep(SPACING);
        let sent = match notifier.as_mut() {
            Some(connection) => notify(connection, &node).await,
            None => match connect(&pool).await {
                Ok(connection) => notify(notifier.insert(connection), &node).await,
                Err(error) => Err(error),
            },
        };
        if let Err(error) = sent {
            notifier = None;
            tracing::warn!(%error, "log notifications: the other nodes will find this commit by polling");
        }
        spaced.await;
    }
}

/// The notifying connection: a notification's transaction is written to the server's
/// log like any other, and need not wait for its flush to the disk (a notification
/// lost with the server is made up for by polling), nor make the commands wait.
async fn connect(pool: &PgPool) -> Result<PgConnection, sqlx::Error> {
    let options = pool
        .connect_options()
        .as_ref()
        .clone()
        .options([("synchronous_commit", "off")]);
    PgConnection::connect_with(&options).await
}

async fn notify(connection: &mut PgConnection, node: &str) -> Result<(), sqlx::Error> {
    sqlx::query("SELECT pg_notify($1, $2)")
        .bind(CHANNEL)
        .bind(node)
        .execute(connection)
        .await
        .map(|_| ())
}

async fn listen(pool: PgPool, appended: Arc<Notify>, node: String) {
    loop {
        if let Err(error) = receive(&pool, &appended, &node).await {
            tracing::warn!(%error, "log notifications: listening again shortly; polling meanwhile");
        }
        tokio::time::sleep(RETRY_AFTER).await;
    }
}

/// Wakes `appended` at each other node's notification until the connection fails.
async fn receive(pool: &PgPool, appended: &Arc<Notify>, node: &str) -> Result<(), sqlx::Error> {
    let mut listener = PgListener::connect_with(pool).await?;
    listener.listen(CHANNEL).await?;
    // Whatever was committed before listening is found by this wake-up.
    appended.notify_waiters();
    loop {
        if listener.recv().await?.payload() == node {
            continue;
        }
        appended.notify_waiters();
        let again = appended.clone();
        tokio::spawn(async move {
            tokio::time::sleep(SEEN_AGAIN).await;
            again.notify_waiters();
        });
    }
}
