//! The projection runner: replay equals live, and a crash loses nothing and applies
//! nothing twice.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_projections::search::SearchIndex;
use bobine_projections::{
    ProjectionError, Projector, ReadDb, RebuildProgress, Runner, Running, SqlProjection,
    SqlProjector,
};
use bobine_store::testing::{Backend, TestLog, read_visible};
use bobine_store::{
    Commits, EventLog, Executor, Metadata, Position, StoredEvent, on_both_backends,
};
use rusqlite::Connection;
use tokio::sync::Notify;
use uuid::Uuid;

const WAIT: Duration = Duration::from_secs(10);

async fn start(
    log: &EventLog,
    projectors: Vec<Arc<dyn Projector>>,
    appended: Arc<Notify>,
) -> Running {
    start_behind(log, projectors, appended, u64::MAX).await
}

async fn start_behind(
    log: &EventLog,
    projectors: Vec<Arc<dyn Projector>>,
    appended: Arc<Notify>,
    rebuild_behind: u64,
) -> Running {
    Runner {
        log: log.clone(),
        projectors,
        appended,
        poll: Duration::from_millis(50),
        batch: 100,
        rebuild_behind,
    }
    .start()
    .await
    .unwrap()
}

async fn genre_rows(db: &ReadDb) -> Vec<(String, String, String, String, String, String)> {
    sqlx::query_as("SELECT id, name, sort_key, slug, category, created_at || '|' || updated_at FROM genre ORDER BY id")
        .fetch_all(db.reads())
        .await
        .unwrap()
}

on_both_backends! {
    a_replayed_catalogue_has_exactly_the_rows_of_the_live_one => replay_equals_live;
    a_projection_far_behind_catches_up_through_its_rebuild_then_live => far_behind;
    a_crash_in_the_middle_of_a_batch_loses_nothing_and_applies_nothing_twice => crash_recovery;
}

async fn replay_equals_live(backend: Backend) {
    let t = TestLog::new(backend).await;
    let db = ReadDb::open(t.data_dir()).await.unwrap();
    let appended = Arc::new(Notify::new());
    let running = start(
        &t.log,
        bobine_projections::all(&db, &SearchIndex::new(t.data_dir())),
        appended.clone(),
    )
    .await;
    let genres = Executor::<Genres>::new(&Commits::start(t.log.clone()), (), appended);
    let meta = Metadata::system("test");
    let mut ids = Vec::new();
    for i in 0..120 {
        let id = Uuid::now_v7();
        let category = ["Films", "Séries", "Animés"][i % 3].to_string();
        genres
            .execute(
                GENRES_ID,
                GenreCommand::Create {
                    id,
                    name: format!("Genre n°{i}"),
                    category,
                },
                &meta,
            )
            .await
            .unwrap();
        ids.push(id);
    }
    for (i, id) in ids.iter().enumerate().take(40) {
        let command = GenreCommand::Rename {
            id: *id,
            name: format!("Été {i}"),
            category: "Documentaires".into(),
        };
        genres.execute(GENRES_ID, command, &meta).await.unwrap();
    }
    let mut last = Position::ZERO;
    for id in ids.iter().skip(100) {
        last = genres
            .execute(GENRES_ID, GenreCommand::Delete { id: *id }, &meta)
            .await
            .unwrap();
    }
    assert!(running.statuses.wait_for(last, WAIT).await);
    let live = genre_rows(&db).await;
    assert_eq!(live.len(), 100);

    let catalogue = SqlProjector::new(db.clone(), bobine_projections::catalogue::Catalogue);
    let read = ReadCount::default();
    let rebuilt_at = catalogue.rebuild(&t.log, &read).await.unwrap();
    assert_eq!(rebuilt_at, last);
    assert_eq!(genre_rows(&db).await, live);
    assert_eq!(
        read.0.load(Ordering::Relaxed),
        180,
        "every genre event read"
    );

    // The message board folds no genre: its rebuild reads none of them, and still
    // ends at the head rather than at event 0, from where it would fold them live.
    let popups = SqlProjector::new(db.clone(), bobine_projections::popups::Popups);
    let read = ReadCount::default();
    assert_eq!(popups.rebuild(&t.log, &read).await.unwrap(), last);
    assert_eq!(read.0.load(Ordering::Relaxed), 0);
    assert_eq!(popups.stored_position().await.unwrap(), Some(last));

    // The live runner carries on after the swap.
    let id = Uuid::now_v7();
    let after = genres
        .execute(
            GENRES_ID,
            GenreCommand::Create {
                id,
                name: "Après".into(),
                category: "Films".into(),
            },
            &meta,
        )
        .await
        .unwrap();
    assert!(running.statuses.wait_for(after, WAIT).await);
    assert_eq!(genre_rows(&db).await.len(), 101);
}

/// Counts the events it applies; each position may be recorded only once (primary
/// key), so an event applied twice would fail loudly. Optionally stalls in the
/// middle of its first batch, inside the open transaction, until told to stop there,
/// like a process that dies between an append and the projection's commit.
struct Counting {
    version: u32,
    stall_after: Option<Stall>,
    applied: Arc<AtomicUsize>,
}

/// After how many events to stall, whom to tell, and what to wait for.
struct Stall {
    after: usize,
    reached: Arc<Notify>,
    die: Arc<Notify>,
}

impl SqlProjection for Counting {
    fn name(&self) -> &'static str {
        "counting"
    }
    fn version(&self) -> u32 {
        self.version
    }
    fn schema(&self) -> &'static str {
        "CREATE TABLE seen (tx INTEGER NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (tx, seq));"
    }
    fn tables(&self) -> &'static [&'static str] {
        &["seen"]
    }
    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        db.execute(
            "INSERT INTO seen (tx, seq) VALUES (?, ?)",
            (event.position.tx as i64, event.position.seq),
        )?;
        let applied = self.applied.fetch_add(1, Ordering::SeqCst) + 1;
        if let Some(stall) = &self.stall_after
            && applied == stall.after
        {
            stall.reached.notify_one();
            futures::executor::block_on(stall.die.notified());
            return Err(std::io::Error::other("the process died").into());
        }
        Ok(())
    }
}

async fn seen(db: &ReadDb) -> i64 {
    sqlx::query_scalar("SELECT COUNT(*) FROM seen")
        .fetch_one(db.reads())
        .await
        .unwrap()
}

async fn crash_recovery(backend: Backend) {
    let t = TestLog::new(backend).await;
    let db = ReadDb::open(t.data_dir()).await.unwrap();
    let genres =
        Executor::<Genres>::new(&Commits::start(t.log.clone()), (), Arc::new(Notify::new()));
    let meta = Metadata::system("test");
    let mut last_of_thirty = Position::ZERO;
    for i in 0..30 {
        let command = GenreCommand::Create {
            id: Uuid::now_v7(),
            name: format!("G{i}"),
            category: "Films".into(),
        };
        last_of_thirty = genres.execute(GENRES_ID, command, &meta).await.unwrap();
    }

    // All thirty visible, so that the first batch holds them all.
    assert_eq!(read_visible(&t.log, 30).await.len(), 30);
    let (reached, die) = (Arc::new(Notify::new()), Arc::new(Notify::new()));
    let stalling = Counting {
        version: 1,
        stall_after: Some(Stall {
            after: 12,
            reached: reached.clone(),
            die: die.clone(),
        }),
        applied: Default::default(),
    };
    let crashed = start(
        &t.log,
        vec![Arc::new(SqlProjector::new(db.clone(), stalling))],
        Arc::new(Notify::new()),
    )
    .await;
    tokio::time::timeout(WAIT, reached.notified())
        .await
        .expect("the projection reached the stall");
    drop(crashed); // the task dies with its transaction open
    die.notify_one();

    // The restarted projection writes once the dead batch's transaction has ended
    // (projection writes queue on one connection).
    let appended = Arc::new(Notify::new());
    let applied = Arc::new(AtomicUsize::new(0));
    let counting = Counting {
        version: 1,
        stall_after: None,
        applied: applied.clone(),
    };
    let restarted = start(
        &t.log,
        vec![Arc::new(SqlProjector::new(db.clone(), counting))],
        appended.clone(),
    )
    .await;
    assert!(restarted.statuses.wait_for(last_of_thirty, WAIT).await);
    assert_eq!(seen(&db).await, 30);
    assert_eq!(
        applied.load(Ordering::SeqCst),
        30,
        "nothing of the unfinished batch was committed: its checkpoint stayed at zero"
    );

    let genres = Executor::<Genres>::new(&Commits::start(t.log.clone()), (), appended);
    let command = GenreCommand::Create {
        id: Uuid::now_v7(),
        name: "Dernier".into(),
        category: "Films".into(),
    };
    let last = genres.execute(GENRES_ID, command, &meta).await.unwrap();
    assert!(restarted.statuses.wait_for(last, WAIT).await);
    assert_eq!(seen(&db).await, 31);
    // Ready once a read finds nothing more: the last event may have come in the same
    // read as the thirty before it, before the runner ever found the log's end.
    let deadline = std::time::Instant::now() + WAIT;
    while !restarted.statuses.ready() && std::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(restarted.statuses.ready());
}

#[tokio::test]
async fn a_new_projection_version_starts_again_from_zero_and_an_old_checkpoint_is_refused() {
    let t = TestLog::new(Backend::Sqlite).await;
    let db = ReadDb::open(t.data_dir()).await.unwrap();
    let genres =
        Executor::<Genres>::new(&Commits::start(t.log.clone()), (), Arc::new(Notify::new()));
    let command = GenreCommand::Create {
        id: Uuid::now_v7(),
        name: "Action".into(),
        category: "Films".into(),
    };
    genres
        .execute(GENRES_ID, command, &Metadata::system("test"))
        .await
        .unwrap();
    let events = t.log.read_after(Position::ZERO, 10).await.unwrap();

    let v1 = SqlProjector::new(
        db.clone(),
        Counting {
            version: 1,
            stall_after: None,
            applied: Default::default(),
        },
    );
    assert_eq!(v1.prepare().await.unwrap(), Position::ZERO);
    let at = v1
        .apply_batch(Position::ZERO, events.as_slice().into())
        .await
        .unwrap();
    assert_eq!(
        v1.prepare().await.unwrap(),
        at,
        "same version: resume where it stood"
    );
    assert!(
        matches!(v1.apply_batch(Position::ZERO, events.as_slice().into()).await, Err(ProjectionError::Moved(p)) if p == at)
    );
    assert_eq!(seen(&db).await, 1);

    let v2 = SqlProjector::new(
        db.clone(),
        Counting {
            version: 2,
            stall_after: None,
            applied: Default::default(),
        },
    );
    assert_eq!(
        v2.prepare().await.unwrap(),
        Position::ZERO,
        "new version: from zero"
    );
    assert_eq!(seen(&db).await, 0, "its tables were dropped and made anew");
}

/// Three genres created, and their events as the log holds them.
async fn three_genres(t: &TestLog) -> Arc<[StoredEvent]> {
    let genres =
        Executor::<Genres>::new(&Commits::start(t.log.clone()), (), Arc::new(Notify::new()));
    for name in ["Drame", "Comédie", "Western"] {
        let create = GenreCommand::Create {
            id: Uuid::now_v7(),
            name: name.into(),
            category: "Films".into(),
        };
        genres
            .execute(GENRES_ID, create, &Metadata::system("test"))
            .await
            .unwrap();
    }
    read_visible(&t.log, 3).await.into()
}

/// A batch a projection ignores writes nothing: its stored checkpoint stays where it
/// was, while the position it answers moves on; a batch that changes rows writes
/// its checkpoint with them.
#[tokio::test]
async fn a_batch_that_changes_nothing_leaves_the_stored_checkpoint() {
    let t = TestLog::new(Backend::Sqlite).await;
    let db = ReadDb::open(t.data_dir()).await.unwrap();
    let popups = SqlProjector::new(db.clone(), bobine_projections::popups::Popups);
    let catalogue = SqlProjector::new(db.clone(), bobine_projections::catalogue::Catalogue);
    let start = popups.prepare().await.unwrap();
    assert_eq!(catalogue.prepare().await.unwrap(), start);

    let events = three_genres(&t).await;
    let last = events[2].position;

    // The message board ignores genres, batch after batch: the second batch it
    // ignores follows the first, though neither moved the stored checkpoint (a node
    // freshly started refused it as moved by a replay, and went back to the stored
    // checkpoint again and again until a thousand events had passed).
    let first = events[0].position;
    assert_eq!(
        popups.apply_batch(start, events[..1].into()).await.unwrap(),
        first
    );
    assert_eq!(
        popups.apply_batch(first, events[1..].into()).await.unwrap(),
        last
    );
    assert_eq!(popups.stored_position().await.unwrap(), Some(start));
    // The catalogue lists them.
    assert_eq!(catalogue.apply_batch(start, events).await.unwrap(), last);
    assert_eq!(catalogue.stored_position().await.unwrap(), Some(last));
}

/// A batch with no event of the aggregates a projection folds moves it on without
/// waiting for `read.db`'s writer: while another connection holds the write lock, the
/// message board passes three genre events, and its stored checkpoint stays.
#[tokio::test]
async fn a_batch_of_aggregates_a_projection_does_not_fold_waits_for_no_writer() {
    let t = TestLog::new(Backend::Sqlite).await;
    let db = ReadDb::open(t.data_dir()).await.unwrap();
    let popups = SqlProjector::new(db.clone(), bobine_projections::popups::Popups);
    let start = popups.prepare().await.unwrap();
    let events = three_genres(&t).await;
    let last = events[2].position;

    let holder = Connection::open(t.data_dir().join("read.db")).unwrap();
    holder.execute_batch("BEGIN IMMEDIATE").unwrap();
    // Half of `read.db`'s busy timeout (10 s): a turn of the writer would not end
    // before it.
    let passed = tokio::time::timeout(WAIT / 2, popups.apply_batch(start, events)).await;
    holder.execute_batch("ROLLBACK").unwrap();
    assert_eq!(passed.expect("waited for the writer").unwrap(), last);
    assert_eq!(popups.stored_position().await.unwrap(), Some(start));
}

/// Counts the events a rebuild reports read.
#[derive(Default)]
struct ReadCount(AtomicUsize);

impl RebuildProgress for ReadCount {
    fn advanced(&self, events: u64) {
        self.0.fetch_add(events as usize, Ordering::Relaxed);
    }
}

/// A projection whose rebuilds and live batches are counted.
struct Observed {
    inner: Arc<dyn Projector>,
    rebuilds: AtomicUsize,
    batches: AtomicUsize,
}

#[async_trait::async_trait]
impl Projector for Observed {
    fn name(&self) -> &'static str {
        self.inner.name()
    }
    fn version(&self) -> u32 {
        self.inner.version()
    }
    async fn prepare(&self) -> Result<Position, ProjectionError> {
        self.inner.prepare().await
    }
    async fn apply_batch(
        &self,
        from: Position,
        events: Arc<[StoredEvent]>,
    ) -> Result<Position, ProjectionError> {
        self.batches.fetch_add(1, Ordering::SeqCst);
        self.inner.apply_batch(from, events).await
    }
    async fn stored_position(&self) -> Result<Option<Position>, ProjectionError> {
        self.inner.stored_position().await
    }
    async fn rebuild(
        &self,
        log: &EventLog,
        progress: &dyn RebuildProgress,
    ) -> Result<Position, ProjectionError> {
        self.rebuilds.fetch_add(1, Ordering::SeqCst);
        self.inner.rebuild(log, progress).await
    }
}

fn observed_catalogue(db: &ReadDb) -> Arc<Observed> {
    Arc::new(Observed {
        inner: Arc::new(SqlProjector::new(
            db.clone(),
            bobine_projections::catalogue::Catalogue,
        )),
        rebuilds: AtomicUsize::new(0),
        batches: AtomicUsize::new(0),
    })
}

/// A projection starting further behind the head than the runner's bound catches up
/// through one rebuild, with the rows a live fold gives, then folds what follows
/// live; one within the bound folds live from the start.
async fn far_behind(backend: Backend) {
    let t = TestLog::new(backend).await;
    let appended = Arc::new(Notify::new());
    let genres = Executor::<Genres>::new(&Commits::start(t.log.clone()), (), appended.clone());
    let meta = Metadata::system("test");
    for i in 0..50 {
        let create = GenreCommand::Create {
            id: Uuid::now_v7(),
            name: format!("Genre n°{i}"),
            category: "Films".into(),
        };
        genres.execute(GENRES_ID, create, &meta).await.unwrap();
    }
    let visible = read_visible(&t.log, 50).await;
    let last = visible.last().unwrap().position;

    let (near_dir, far_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let near_db = ReadDb::open(near_dir.path()).await.unwrap();
    let far_db = ReadDb::open(far_dir.path()).await.unwrap();
    let (near, far) = (observed_catalogue(&near_db), observed_catalogue(&far_db));
    let near_running = start_behind(&t.log, vec![near.clone()], appended.clone(), 1_000).await;
    let far_running = start_behind(&t.log, vec![far.clone()], appended.clone(), 10).await;
    assert!(near_running.statuses.wait_for(last, WAIT).await);
    assert!(far_running.statuses.wait_for(last, WAIT).await);
    assert_eq!(near.rebuilds.load(Ordering::SeqCst), 0);
    assert_eq!(far.rebuilds.load(Ordering::SeqCst), 1);
    assert_eq!(
        far.batches.load(Ordering::SeqCst),
        0,
        "nothing folded live yet"
    );
    assert_eq!(genre_rows(&far_db).await, genre_rows(&near_db).await);

    let create = GenreCommand::Create {
        id: Uuid::now_v7(),
        name: "Après".into(),
        category: "Films".into(),
    };
    let after = genres.execute(GENRES_ID, create, &meta).await.unwrap();
    assert!(far_running.statuses.wait_for(after, WAIT).await);
    assert_eq!(genre_rows(&far_db).await.len(), 51);
    assert_eq!(far.rebuilds.load(Ordering::SeqCst), 1);
}
