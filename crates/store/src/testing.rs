//! Logs for tests: a SQLite file in a temporary directory, or a PostgreSQL database
//! of the test's own on the machine's server.

use std::path::Path;

use sqlx::Connection;
use tempfile::TempDir;

use crate::backend::EventLog;

/// The server tests use: `BOBINE_TEST_DATABASE_URL`, else the local trust-auth one.
pub fn postgres_admin_url() -> String {
    std::env::var("BOBINE_TEST_DATABASE_URL")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".to_string())
}

/// Which backend a test runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A fresh, empty log and the data directory beside it (removed on drop).
pub struct TestLog {
    pub log: EventLog,
    /// `postgres://...` of the test's own database, on PostgreSQL.
    pub database_url: Option<String>,
    pub dir: TempDir,
}

impl TestLog {
    pub async fn new(backend: Backend) -> TestLog {
        let dir = tempfile::tempdir().expect("a temporary directory");
        let database_url = match backend {
            Backend::Sqlite => None,
            Backend::Postgres => Some(create_database().await),
        };
        let log = EventLog::open(database_url.as_deref(), dir.path())
            .await
            .expect("the log opens");
        TestLog {
            log,
            database_url,
            dir,
        }
    }

    pub fn data_dir(&self) -> &Path {
        self.dir.path()
    }
}

/// Creates an empty database named `bobine_t_<uuid>` and returns its URL. The test
/// scripts drop these databases before and after a run.
pub async fn create_database() -> String {
    let admin = postgres_admin_url();
    let mut connection = sqlx::PgConnection::connect(&admin).await.unwrap_or_else(|e| {
        panic!("PostgreSQL must answer at {admin} for the PostgreSQL tests (scripts/test starts it): {e}")
    });
    let name = format!("bobine_t_{}", uuid::Uuid::new_v4().simple());
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut connection)
        .await
        .expect("CREATE DATABASE");
    let base = admin
        .rsplit_once('/')
        .map(|(base, _)| base)
        .unwrap_or(&admin);
    format!("{base}/{name}")
}

/// Declares a test that runs once on each backend: `fn_name::on_sqlite` and
/// `fn_name::on_postgres`, each calling `body(Backend)`.
#[macro_export]
macro_rules! on_both_backends {
    ($($name:ident => $body:ident;)+) => {$(
        mod $name {
            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn on_sqlite() {
                super::$body($crate::testing::Backend::Sqlite).await
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 4)]
            async fn on_postgres() {
                super::$body($crate::testing::Backend::Postgres).await
            }
        }
    )+};
}

/// Every row of the log, visible to readers yet or not, but the mail outbox's: for
/// asserting that a refused request appended nothing. Mail events are left out
/// because the dispatcher appends them on its own schedule (a registration's mail
/// may be delivered while the test counts), not in answer to the request.
pub async fn count_all(log: &EventLog) -> i64 {
    let sql = "SELECT COUNT(*) FROM events WHERE aggregate_type <> 'mail'";
    match log {
        EventLog::Sqlite(pools) => sqlx::query_scalar(sql).fetch_one(pools.reads()).await,
        EventLog::Postgres(pool) => sqlx::query_scalar(sql).fetch_one(pool).await,
    }
    .expect("count the log")
}

/// Reads the whole log once `count` events are visible. On PostgreSQL a committed
/// event stays invisible while any older transaction of the server runs (other
/// tests' included): readers wait for it rather than skip it.
pub async fn read_visible(log: &EventLog, count: usize) -> Vec<crate::StoredEvent> {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    loop {
        let events = log
            .read_after(crate::Position::ZERO, 10_000)
            .await
            .expect("read the log");
        if events.len() >= count || std::time::Instant::now() > deadline {
            return events;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
}
