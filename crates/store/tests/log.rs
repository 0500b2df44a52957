//! The event log: commit order, conflicts and atomic commands, on both backends.

use std::sync::Arc;

use bobine_domain::genres::{GENRES_ID, GenreCommand, GenreError, Genres};
use bobine_store::testing::{Backend, TestLog, count_all, create_database, read_visible};
use bobine_store::{
    CommandError, Commits, EventLog, Executor, Metadata, Position, on_both_backends,
};
use sqlx::Connection;
use tokio::sync::Notify;
use uuid::Uuid;

fn executor(log: &EventLog) -> Arc<Executor<Genres>> {
    Arc::new(Executor::new(
        &Commits::start(log.clone()),
        (),
        Arc::new(Notify::new()),
    ))
}

fn create(name: &str) -> GenreCommand {
    GenreCommand::Create {
        id: Uuid::now_v7(),
        name: name.into(),
        category: "Films".into(),
    }
}

fn meta() -> Metadata {
    Metadata::system("test")
}

on_both_backends! {
    the_reader_returns_events_in_commit_order_with_their_metadata => commit_order;
    different_genres_created_at_once_all_succeed => concurrent_different_names;
    the_same_name_sent_at_once_succeeds_exactly_once => concurrent_same_name;
    a_refused_command_appends_nothing => refused_command;
    a_command_creating_an_aggregate_that_exists_is_decided_on_the_stored_one => create_existing;
}

async fn commit_order(backend: Backend) {
    let t = TestLog::new(backend).await;
    let genres = executor(&t.log);
    let mut positions = Vec::new();
    for name in ["Action", "Drame", "Comédie"] {
        positions.push(
            genres
                .execute(GENRES_ID, create(name), &meta())
                .await
                .unwrap(),
        );
    }
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "{positions:?}");
    let events = read_visible(&t.log, 3).await;
    assert_eq!(
        events.iter().map(|e| e.position).collect::<Vec<_>>(),
        positions
    );
    assert_eq!(
        events.iter().map(|e| e.sequence).collect::<Vec<_>>(),
        [1, 2, 3]
    );
    assert_eq!(events[0].meta("actor").as_deref(), Some("system"));
    assert!(events[0].meta("recorded_at").is_some());
    assert_eq!(t.log.read_after(positions[1], 100).await.unwrap().len(), 1);
    assert_eq!(t.log.head().await.unwrap(), positions[2]);
    assert_eq!(t.log.count_after(positions[0]).await.unwrap(), 2);
}

async fn concurrent_different_names(backend: Backend) {
    let t = TestLog::new(backend).await;
    let genres = executor(&t.log);
    let tasks: Vec<_> = (0..16)
        .map(|i| {
            let genres = genres.clone();
            tokio::spawn(async move {
                genres
                    .execute(GENRES_ID, create(&format!("Genre {i}")), &meta())
                    .await
            })
        })
        .collect();
    for task in tasks {
        task.await
            .unwrap()
            .expect("every distinct genre is created");
    }
    let events = read_visible(&t.log, 16).await;
    assert_eq!(events.len(), 16);
    assert_eq!(
        events.iter().map(|e| e.sequence).collect::<Vec<_>>(),
        (1..=16).collect::<Vec<_>>()
    );
}

async fn concurrent_same_name(backend: Backend) {
    let t = TestLog::new(backend).await;
    let genres = executor(&t.log);
    for round in 0..5 {
        let name = format!("Thriller {round}");
        let tasks: Vec<_> = (0..2)
            .map(|_| {
                let (genres, name) = (genres.clone(), name.clone());
                tokio::spawn(async move { genres.execute(GENRES_ID, create(&name), &meta()).await })
            })
            .collect();
        let mut results = Vec::new();
        for task in tasks {
            results.push(task.await.unwrap());
        }
        assert_eq!(
            results.iter().filter(|r| r.is_ok()).count(),
            1,
            "{results:?}"
        );
        assert!(
            results.iter().any(|r| matches!(
                r,
                Err(CommandError::Rejected(GenreError::DuplicateName { .. }))
            )),
            "{results:?}"
        );
    }
    assert_eq!(read_visible(&t.log, 5).await.len(), 5);
    assert_eq!(count_all(&t.log).await, 5);
}

async fn refused_command(backend: Backend) {
    let t = TestLog::new(backend).await;
    let genres = executor(&t.log);
    genres
        .execute(GENRES_ID, create("Action"), &meta())
        .await
        .unwrap();
    let refused = genres.execute(GENRES_ID, create("action"), &meta()).await;
    assert!(matches!(
        refused,
        Err(CommandError::Rejected(GenreError::DuplicateName { .. }))
    ));
    assert_eq!(count_all(&t.log).await, 1);
}

/// `create` skips the load only while the aggregate is new: on one that exists, the
/// append conflicts and the command is decided on the state the log holds.
async fn create_existing(backend: Backend) {
    let t = TestLog::new(backend).await;
    let genres = executor(&t.log);
    let first = genres
        .create(GENRES_ID, create("Action"), &meta())
        .await
        .unwrap();
    let second = genres
        .create(GENRES_ID, create("Drame"), &meta())
        .await
        .unwrap();
    assert!(first < second);
    let refused = genres.create(GENRES_ID, create("action"), &meta()).await;
    assert!(
        matches!(
            refused,
            Err(CommandError::Rejected(GenreError::DuplicateName { .. }))
        ),
        "{refused:?}"
    );
    let events = read_visible(&t.log, 2).await;
    assert_eq!(
        events.iter().map(|e| e.sequence).collect::<Vec<_>>(),
        [1, 2]
    );
    assert_eq!(count_all(&t.log).await, 2);
}

/// The PostgreSQL pitfall: identity values are taken before commit, so a reader of
/// "global_position > checkpoint" would skip a transaction that commits late.
#[tokio::test]
async fn postgres_reader_waits_for_an_open_earlier_transaction_and_skips_nothing() {
    let url = create_database().await;
    let dir = tempfile::tempdir().unwrap();
    let log = EventLog::open(Some(&url), dir.path()).await.unwrap();
    let insert = "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata)
                  VALUES ('test', $1, 1, 'Happened', '1', '{}', '{}')";

    let mut a = sqlx::PgConnection::connect(&url).await.unwrap();
    let mut b = sqlx::PgConnection::connect(&url).await.unwrap();
    let mut tx_a = a.begin().await.unwrap();
    sqlx::query(insert)
        .bind("a")
        .execute(&mut *tx_a)
        .await
        .unwrap();
    let mut tx_b = b.begin().await.unwrap();
    sqlx::query(insert)
        .bind("b")
        .execute(&mut *tx_b)
        .await
        .unwrap();
    tx_b.commit().await.unwrap();

    assert!(
        log.read_after(Position::ZERO, 10).await.unwrap().is_empty(),
        "B must wait for A"
    );
    assert_eq!(log.head().await.unwrap(), Position::ZERO);

    tx_a.commit().await.unwrap();
    let events = read_visible(&log, 2).await;
    let ids: Vec<_> = events.iter().map(|e| e.aggregate_id.as_str()).collect();
    assert_eq!(ids, ["a", "b"]);
    assert!(events[0].position < events[1].position);
    assert!(
        log.read_after(events[1].position, 10)
            .await
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        log.read_after(events[0].position, 10).await.unwrap()[0].aggregate_id,
        "b"
    );
}

/// On SQLite the position is gapless and given inside the writing transaction.
#[tokio::test]
async fn sqlite_positions_are_gapless_even_after_a_refused_append() {
    let t = TestLog::new(Backend::Sqlite).await;
    let genres = executor(&t.log);
    genres
        .execute(GENRES_ID, create("Action"), &meta())
        .await
        .unwrap();
    let _ = genres.execute(GENRES_ID, create("ACTION"), &meta()).await;
    genres
        .execute(GENRES_ID, create("Drame"), &meta())
        .await
        .unwrap();
    let events = t.log.read_after(Position::ZERO, 10).await.unwrap();
    assert_eq!(
        events.iter().map(|e| e.position.seq).collect::<Vec<_>>(),
        [1, 2]
    );
}

/// Transaction ids are compared as numbers, not as text ("99" before "100").
#[tokio::test]
async fn postgres_orders_transaction_ids_as_numbers() {
    let url = create_database().await;
    let dir = tempfile::tempdir().unwrap();
    let log = EventLog::open(Some(&url), dir.path()).await.unwrap();
    let EventLog::Postgres(pool) = &log else {
        unreachable!()
    };
    for (id, tx) in [("later", 100), ("earlier", 99)] {
        sqlx::query(
            "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata, tx_id)
             VALUES ('test', $1, 1, 'Happened', '1', '{}', '{}', $2::text::xid8)",
        )
        .bind(id)
        .bind(tx.to_string())
        .execute(pool)
        .await
        .unwrap();
    }
    let events = log.read_after(Position::ZERO, 10).await.unwrap();
    let ids: Vec<_> = events.iter().map(|e| e.aggregate_id.as_str()).collect();
    assert_eq!(ids, ["earlier", "later"]);
    assert_eq!(log.head().await.unwrap().tx, 100);
}

/// The reader sends each column as the server stores it and formats in Rust: the
/// events must read as `to_char` and the casts gave them, `recorded_at` in UTC to
/// the microsecond, payload and metadata as the text stored, transaction ids past
/// 32 bits (one aggregate's stream has no visibility bound, so it can show them).
#[tokio::test]
async fn postgres_reader_gives_columns_as_the_server_formats_them() {
    let url = create_database().await;
    let dir = tempfile::tempdir().unwrap();
    let log = EventLog::open(Some(&url), dir.path()).await.unwrap();
    let EventLog::Postgres(pool) = &log else {
        unreachable!()
    };
    let rows = [
        ("a", "2026-11-24 12:30:05.000001+01", 90u64),
        ("b", "1999-12-31 23:59:59.5-08", 91),
        ("c", "2026-01-01 00:00:00+00", 5_000_000_000),
    ];
    for (i, (id, at, tx)) in rows.into_iter().enumerate() {
        sqlx::query(
            "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata, tx_id, recorded_at)
             VALUES ('test', 'one', $1, $2, '1', '{\"a\" : [1,  2]}', '{\"actor\":\"système\"}', $3::text::xid8, $4::timestamptz)",
        )
        .bind(i as i64 + 1)
        .bind(id)
        .bind(tx.to_string())
        .bind(at)
        .execute(pool)
        .await
        .unwrap();
    }
    let expected: Vec<(String, String, String, String)> = sqlx::query_as(
        "SELECT tx_id::text, payload::text, metadata::text,
                to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')
           FROM events ORDER BY sequence",
    )
    .fetch_all(pool)
    .await
    .unwrap();
    let read: Vec<_> = log
        .read_stream("test", "one")
        .await
        .unwrap()
        .into_iter()
        .map(|e| {
            (
                e.position.tx.to_string(),
                e.payload,
                e.metadata,
                e.recorded_at,
            )
        })
        .collect();
    assert_eq!(read, expected);
    assert_eq!(read[0].3, "2026-11-24T11:30:05.000001Z");
    let visible = log.read_after(Position::ZERO, 10).await.unwrap();
    assert_eq!(
        visible.iter().map(|e| &e.recorded_at).collect::<Vec<_>>(),
        [&expected[0].3, &expected[1].3]
    );
}
