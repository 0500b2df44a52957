//! The hash chain on both backends: sealing after commit, a walk that names the first
//! place where the log was altered and how, erasures that keep it whole, a log of the
//! previous version chained on upgrade, and sealers of several nodes at once.

use std::sync::Arc;

use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_store::testing::{Backend, TestLog, read_visible};
use bobine_store::{
    Breach, Commits, Erasures, EventLog, Executor, Head, Metadata, Position, StoredEvent,
    on_both_backends,
};
use tokio::sync::Notify;
use uuid::Uuid;

on_both_backends! {
    a_sealed_log_verifies_from_event_0_and_against_a_head_noted_before => sealed;
    a_changed_payload_is_found_at_its_position => changed_payload;
    changed_metadata_is_found_at_its_position => changed_metadata;
    a_deleted_row_is_found_at_its_position => deleted_row;
    an_inserted_row_is_found_at_its_position => inserted_row;
    two_rows_swapped_are_found_at_the_first => swapped_rows;
    the_chain_rewritten_consistently_passes_alone_and_fails_against_the_noted_head => rewritten_chain;
    a_redaction_named_after_an_erasure_keeps_the_chain_valid => redaction;
    a_log_of_the_previous_version_is_chained_on_upgrade => upgrade;
}

/// A log of ten genre events, sealed, with the events as read back.
async fn ten_events(backend: Backend) -> (TestLog, Vec<StoredEvent>) {
    let t = TestLog::new(backend).await;
    append(&t.log, 0..10).await;
    let events = read_visible(&t.log, 10).await;
    assert_eq!(t.log.seal().await.unwrap().count, 10);
    (t, events)
}

async fn append(log: &EventLog, names: std::ops::Range<usize>) {
    let genres = Executor::<Genres>::new(&Commits::start(log.clone()), (), Arc::new(Notify::new()));
    for i in names {
        let create = GenreCommand::Create {
            id: Uuid::now_v7(),
            name: format!("Genre {i}"),
            category: "Films".into(),
        };
        genres
            .execute(GENRES_ID, create, &Metadata::system("test"))
            .await
            .unwrap();
    }
}

/// Runs one statement written with `?` placeholders, bound to `binds`.
async fn sql(log: &EventLog, statement: &str, binds: &[&str]) {
    match log {
        EventLog::Sqlite(pools) => {
            let mut query = sqlx::query(statement);
            for bind in binds {
                query = query.bind(*bind);
            }
            query.execute(pools.writes()).await.unwrap();
        }
        EventLog::Postgres(pool) => {
            let mut numbered = String::new();
            for (i, part) in statement.split('?').enumerate() {
                if i > 0 {
                    numbered.push_str(&format!("${i}"));
                }
                numbered.push_str(part);
            }
            let mut query = sqlx::query(&numbered);
            for bind in binds {
                query = query.bind(*bind);
            }
            query.execute(pool).await.unwrap();
        }
    }
}

fn no_erasures() -> Erasures {
    Erasures::default()
}

async fn broken_at(log: &EventLog, since: Option<Head>) -> Option<(Position, Breach)> {
    let verdict = log.verify(since, &no_erasures()).await.unwrap();
    verdict.broken.map(|b| (b.position, b.reason))
}

/// An UPDATE replacing `from` by `to` in a JSON column of the event of one sequence.
fn replace(backend: Backend, column: &str, from: &str, to: &str) -> String {
    let text = format!("replace(CAST({column} AS TEXT), '{from}', '{to}')");
    let value = match backend {
        Backend::Sqlite => text,
        Backend::Postgres => format!("CAST({text} AS json)"),
    };
    format!("UPDATE events SET {column} = {value} WHERE sequence = CAST(? AS INTEGER)")
}

/// `sequence` of the genres stream, as a bind.
fn seq(event: &StoredEvent) -> String {
    event.sequence.to_string()
}

async fn sealed(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    let verdict = t.log.verify(None, &no_erasures()).await.unwrap();
    assert!(verdict.intact(), "{verdict:?}");
    assert_eq!(verdict.verified, 10);
    let head = verdict.head.unwrap();
    assert_eq!(head.position, events[9].position);
    assert_eq!(Some(head), t.log.chain_tail().await.unwrap());
    assert_eq!(head.to_string().parse::<Head>().unwrap(), head);
    // Nothing new: nothing sealed; new events: sealed after the head, which still holds.
    assert_eq!(t.log.seal().await.unwrap().count, 0);
    append(&t.log, 10..15).await;
    read_visible(&t.log, 15).await;
    let sealed = t.log.seal().await.unwrap();
    assert_eq!(sealed.count, 5);
    let verdict = t.log.verify(Some(head), &no_erasures()).await.unwrap();
    assert!(verdict.intact(), "{verdict:?}");
    assert_eq!(verdict.verified, 15);
    assert_eq!(verdict.head, sealed.head);
}

async fn changed_payload(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    sql(
        &t.log,
        &replace(backend, "payload", "Genre 3", "Genre X"),
        &[&seq(&events[3])],
    )
    .await;
    assert_eq!(
        broken_at(&t.log, None).await,
        Some((events[3].position, Breach::Changed))
    );
}

async fn changed_metadata(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    sql(
        &t.log,
        &replace(backend, "metadata", "system", "someone"),
        &[&seq(&events[6])],
    )
    .await;
    assert_eq!(
        broken_at(&t.log, None).await,
        Some((events[6].position, Breach::Changed))
    );
}

async fn deleted_row(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    sql(
        &t.log,
        "DELETE FROM events WHERE sequence = CAST(? AS INTEGER)",
        &[&seq(&events[4])],
    )
    .await;
    assert_eq!(
        broken_at(&t.log, None).await,
        Some((events[4].position, Breach::Removed))
    );
}

async fn inserted_row(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    let copy = "aggregate_type, aggregate_id, sequence + 100, event_type, event_version, payload, metadata";
    match backend {
        // Gapless positions: the later rows are moved one place down to make room.
        Backend::Sqlite => {
            let at = events[5].position.seq.to_string();
            sql(&t.log, "UPDATE events SET global_position = -global_position - 1 WHERE global_position >= CAST(? AS INTEGER)", &[&at]).await;
            sql(
                &t.log,
                "UPDATE events SET global_position = -global_position WHERE global_position < 0",
                &[],
            )
            .await;
            sql(
                &t.log,
                &format!("INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) SELECT {copy} FROM events WHERE global_position = 1"),
                &[],
            )
            .await;
            sql(
                &t.log,
                "UPDATE events SET global_position = CAST(? AS INTEGER) WHERE sequence = 101",
                &[&at],
            )
            .await;
        }
        // Positions have gaps: a row slips in between two sealed ones.
        Backend::Postgres => {
            let tx = events[4].position.tx.to_string();
            sql(
                &t.log,
                &format!("INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata, global_position, tx_id) OVERRIDING SYSTEM VALUE SELECT {copy}, 1000000000, CAST(? AS xid8) FROM events WHERE sequence = 1"),
                &[&tx],
            )
            .await;
        }
    }
    let (position, reason) = broken_at(&t.log, None).await.unwrap();
    assert_eq!(reason, Breach::Inserted);
    match backend {
        Backend::Sqlite => assert_eq!(position, events[5].position),
        Backend::Postgres => assert_eq!(
            position,
            Position::new(events[4].position.tx, 1_000_000_000)
        ),
    }
}

async fn swapped_rows(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    let (a, b) = (events[2].position, events[3].position);
    if backend == Backend::Postgres {
        // Whoever can write the database can also lift the identity's guard.
        sql(
            &t.log,
            "ALTER TABLE events ALTER COLUMN global_position SET GENERATED BY DEFAULT",
            &[],
        )
        .await;
    }
    let moves = [
        (a, Position::new(a.tx, -1)),
        (b, a),
        (Position::new(a.tx, -1), b),
    ];
    for (from, to) in moves {
        let binds = [to.tx.to_string(), to.seq.to_string(), from.seq.to_string()];
        let statement = match backend {
            Backend::Sqlite => {
                "UPDATE events SET global_position = CAST(?2 AS INTEGER) WHERE global_position = CAST(?3 AS INTEGER) AND ?1 IS NOT NULL"
            }
            Backend::Postgres => {
                "UPDATE events SET tx_id = CAST(? AS xid8), global_position = CAST(? AS bigint) WHERE global_position = CAST(? AS bigint)"
            }
        };
        sql(&t.log, statement, &[&binds[0], &binds[1], &binds[2]]).await;
    }
    assert_eq!(broken_at(&t.log, None).await, Some((a, Breach::Reordered)));
}

async fn rewritten_chain(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    let noted = t.log.chain_tail().await.unwrap().unwrap();
    sql(
        &t.log,
        &replace(backend, "payload", "Genre 4", "Genre X"),
        &[&seq(&events[4])],
    )
    .await;
    // The chain made again from there, by whoever could write the database.
    match backend {
        Backend::Sqlite => {
            let at = events[4].position.seq.to_string();
            sql(
                &t.log,
                "DELETE FROM event_chain WHERE global_position >= CAST(? AS INTEGER)",
                &[&at],
            )
            .await;
        }
        Backend::Postgres => {
            let (tx, at) = (
                events[4].position.tx.to_string(),
                events[4].position.seq.to_string(),
            );
            sql(&t.log, "DELETE FROM event_chain WHERE (tx_id, global_position) >= (CAST(? AS xid8), CAST(? AS bigint))", &[&tx, &at]).await;
        }
    }
    assert_eq!(t.log.seal().await.unwrap().count, 6);
    assert_eq!(broken_at(&t.log, None).await, None);
    assert_eq!(
        broken_at(&t.log, Some(noted)).await,
        Some((noted.position, Breach::HeadMismatch))
    );
}

async fn redaction(backend: Backend) {
    let (t, events) = ten_events(backend).await;
    let erasure = &events[9];
    let erasures = Erasures(vec![("genres", "GenreCreated")]);
    assert_eq!(erasure.event_type, "GenreCreated", "the test's erasure");
    let changed = t
        .log
        .redact::<serde_json::Value>("genres", GENRES_ID, erasure.position, |mut event| {
            if let Some(name) = event.pointer_mut("/GenreCreated/name")
                && name == "Genre 2"
            {
                *name = serde_json::json!("");
            }
            event
        })
        .await
        .unwrap();
    assert_eq!(changed, 1);
    let verdict = t.log.verify(None, &erasures).await.unwrap();
    assert!(verdict.intact(), "{verdict:?}");
    assert_eq!(verdict.verified, 10);
    // The same rewrite, named after an event that erases no one: tampering.
    assert_eq!(
        broken_at(&t.log, None).await,
        Some((events[2].position, Breach::Changed))
    );
}

async fn upgrade(backend: Backend) {
    let t = TestLog::new(backend).await;
    append(&t.log, 0..12).await;
    read_visible(&t.log, 12).await;
    // The database as the previous version left it: no chain, its migration not run.
    sql(&t.log, "DROP TABLE event_chain", &[]).await;
    sql(
        &t.log,
        "DELETE FROM _sqlx_migrations WHERE version = 2",
        &[],
    )
    .await;
    let log = EventLog::open(t.database_url.as_deref(), t.data_dir())
        .await
        .unwrap();
    assert_eq!(log.chain_tail().await.unwrap(), None);
    assert_eq!(log.seal().await.unwrap().count, 12);
    let verdict = log.verify(None, &no_erasures()).await.unwrap();
    assert!(verdict.intact(), "{verdict:?}");
    assert_eq!(verdict.verified, 12);
}

/// Two nodes seal at once while commands are appended: each event gets one entry.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn postgres_sealers_of_two_nodes_at_once_seal_each_event_once() {
    let t = TestLog::new(Backend::Postgres).await;
    let other = EventLog::open(t.database_url.as_deref(), t.data_dir())
        .await
        .unwrap();
    let writing = {
        let log = t.log.clone();
        tokio::spawn(async move { append(&log, 0..60).await })
    };
    let sealers: Vec<_> = [t.log.clone(), other.clone()]
        .into_iter()
        .map(|log| {
            tokio::spawn(async move {
                for _ in 0..40 {
                    log.seal().await.unwrap();
                    tokio::task::yield_now().await;
                }
            })
        })
        .collect();
    writing.await.unwrap();
    for sealer in sealers {
        sealer.await.unwrap();
    }
    read_visible(&t.log, 60).await;
    other.seal().await.unwrap();
    let verdict = t.log.verify(None, &no_erasures()).await.unwrap();
    assert!(verdict.intact(), "{verdict:?}");
    assert_eq!(verdict.verified, 60);
}

/// A sealing round commits without waiting for the disk, and the log's writer is
/// handed back durable: every command after it commits with `synchronous=FULL` (2).
#[tokio::test]
async fn on_sqlite_the_writer_is_durable_again_after_each_sealing_round() {
    let t = TestLog::new(Backend::Sqlite).await;
    let EventLog::Sqlite(pools) = &t.log else {
        unreachable!("a SQLite log")
    };
    let synchronous = || async {
        sqlx::query_scalar::<_, i64>("PRAGMA synchronous")
            .fetch_one(pools.writes())
            .await
            .unwrap()
    };
    assert_eq!(synchronous().await, 2);
    append(&t.log, 0..3).await;
    read_visible(&t.log, 3).await;
    assert_eq!(t.log.seal().await.unwrap().count, 3);
    assert_eq!(synchronous().await, 2);
}
