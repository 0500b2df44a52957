//! Nodes on one PostgreSQL told of each other's commits (docs/adr/0041-appends-notified.md).

use std::sync::Arc;
use std::time::Duration;

use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, EventLog, Executor, Metadata};
use tokio::sync::Notify;
use uuid::Uuid;

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_commit_on_one_node_wakes_the_other_at_once() {
    let t = TestLog::new(Backend::Postgres).await;
    let other = EventLog::open(t.database_url.as_deref(), t.data_dir())
        .await
        .unwrap();
    let woken = Arc::new(Notify::new());
    let _listening = other.listen(woken.clone()).expect("PostgreSQL listens");
    let genres =
        Executor::<Genres>::new(&Commits::start(t.log.clone()), (), Arc::new(Notify::new()));
    // Each round: the other node waits, this one commits, the other is woken. The
    // first rounds may start before the listener has connected: it then wakes at once
    // when it does, which also ends the wait.
    for i in 0..5 {
        let wait = woken.notified();
        let create = GenreCommand::Create {
            id: Uuid::now_v7(),
            name: format!("Genre {i}"),
            category: "Films".into(),
        };
        genres
            .execute(GENRES_ID, create, &Metadata::system("test"))
            .await
            .unwrap();
        tokio::time::timeout(Duration::from_secs(2), wait)
            .await
            .expect("the other node was told of the commit");
    }
}

#[tokio::test]
async fn sqlite_has_nothing_to_listen_to() {
    let t = TestLog::new(Backend::Sqlite).await;
    assert!(t.log.listen(Arc::new(Notify::new())).is_none());
}
