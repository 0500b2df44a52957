//! Nodes told of each other's commits on PostgreSQL, and of their own on both
//! backends (docs/adr/0043-appends-notified.md).

use std::sync::Arc;
use std::time::Duration;

use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, EventLog, Executor, Metadata, on_both_backends};
use tokio::sync::Notify;
use uuid::Uuid;

on_both_backends! {
    a_node_s_own_commit_wakes_its_readers => own_commit;
}

fn create(i: usize) -> GenreCommand {
    GenreCommand::Create {
        id: Uuid::now_v7(),
        name: format!("Genre {i}"),
        category: "Films".into(),
    }
}

async fn own_commit(backend: Backend) {
    let t = TestLog::new(backend).await;
    let (committed, appended) = (Arc::new(Notify::new()), Arc::new(Notify::new()));
    let _listening = t.log.listen(committed.clone(), appended.clone());
    let genres = Executor::<Genres>::new(&Commits::start(t.log.clone()), (), committed);
    for i in 0..3 {
        let wait = appended.notified();
        genres
            .execute(GENRES_ID, create(i), &Metadata::system("test"))
            .await
            .unwrap();
        tokio::time::timeout(Duration::from_secs(2), wait)
            .await
            .expect("the node's readers were woken by its commit");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_a_commit_on_one_node_wakes_the_other_at_once() {
    let t = TestLog::new(Backend::Postgres).await;
    let committed = Arc::new(Notify::new());
    let _here = t.log.listen(committed.clone(), Arc::new(Notify::new()));
    let other = EventLog::open(t.database_url.as_deref(), t.data_dir())
        .await
        .unwrap();
    let woken = Arc::new(Notify::new());
    let _there = other.listen(Arc::new(Notify::new()), woken.clone());
    let genres = Executor::<Genres>::new(&Commits::start(t.log.clone()), (), committed);
    // Each round: the other node waits, this one commits, the other is woken. The
    // first round may start before the other node listens: it is then woken when it
    // starts listening, which also ends the wait.
    for i in 0..5 {
        let wait = woken.notified();
        genres
            .execute(GENRES_ID, create(i), &Metadata::system("test"))
            .await
            .unwrap();
        tokio::time::timeout(Duration::from_secs(2), wait)
            .await
            .expect("the other node was told of the commit");
    }
}
