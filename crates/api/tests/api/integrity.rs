//! The log's integrity over HTTP: `GET /api/admin/integrity` after the node's walk,
//! intact with the head to note down; the first altered event named with what
//! happened to it; an erasure that leaves the chain whole; a chain rewritten
//! consistently caught against the head the node noted.

use crate::helpers;

use std::time::Duration;

use bobine_store::testing::Backend;
use bobine_store::{EventLog, Position, on_both_backends};
use helpers::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    an_untouched_log_is_intact_up_to_its_head => intact;
    an_altered_event_is_named_with_its_position_and_reason => altered;
    an_erasure_leaves_the_chain_whole => erasure;
    a_chain_rewritten_consistently_is_caught_against_the_head_the_node_noted => rewritten;
}

/// Walks the chain once everything appended so far is sealed, and answers what
/// `GET /api/admin/integrity` then says.
async fn walk(app: &TestApp) -> Value {
    let newest = app.node.log.newest().await.unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    loop {
        let report = app.node.check_integrity().await.unwrap();
        let sealed = report.head.as_ref().map_or(Position::ZERO, |h| h.position);
        if sealed >= newest || report.broken_at.is_some() {
            break;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "never sealed up to {newest}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let answer = app
        .send(app.admin(Method::GET, "/api/admin/integrity"))
        .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    answer.body
}

/// Runs one statement written with `?` placeholders on the log's database, as
/// whoever can write it would.
async fn tamper(log: &EventLog, statement: &str, bind: &str) {
    match log {
        EventLog::Sqlite(pools) => {
            sqlx::query(statement)
                .bind(bind)
                .execute(pools.writes())
                .await
                .unwrap();
        }
        EventLog::Postgres(pool) => {
            sqlx::query(&statement.replace('?', "$1"))
                .bind(bind)
                .execute(pool)
                .await
                .unwrap();
        }
    }
}

/// The position of the newest genre created, as the log numbers it.
async fn genre_position(app: &TestApp, name: &str) -> Position {
    let events = app
        .node
        .log
        .read_after(Position::ZERO, 10_000)
        .await
        .unwrap();
    events
        .iter()
        .rev()
        .find(|e| e.payload.contains(name))
        .map(|e| e.position)
        .unwrap()
}

async fn intact(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for name in ["Action", "Drame", "Comédie"] {
        assert_eq!(app.create_genre(name, "Films").await.status, 201);
    }
    let report = walk(&app).await;
    assert_eq!(report["status"], "intact", "{report}");
    assert!(report["broken_at"].is_null());
    assert!(report["checked_at"].is_string());
    let tail = app.node.log.chain_tail().await.unwrap().unwrap();
    assert_eq!(report["head"]["hash"], tail.hash.to_string());
    assert_eq!(report["head"]["position"], json!(tail.position));
    assert!(report["verified_through"].as_u64().unwrap() >= 3);
    // An analyst reads it too; a member does not.
    let (analyst, _) = app.analyst_member("analyste@bobine.fr").await;
    assert_eq!(analyst.get("/api/admin/integrity").await.status, 200);
    let (member, _) = app.member("membre@bobine.fr").await;
    assert_eq!(member.get("/api/admin/integrity").await.status, 403);
}

async fn altered(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for name in ["Action", "Drame", "Comédie"] {
        app.create_genre(name, "Films").await;
    }
    assert_eq!(walk(&app).await["status"], "intact");
    let drame = genre_position(&app, "Drame").await;
    let rename = match backend {
        Backend::Sqlite => {
            "UPDATE events SET payload = replace(payload, 'Drame', 'Farce') WHERE global_position = CAST(? AS INTEGER)"
        }
        Backend::Postgres => {
            "UPDATE events SET payload = CAST(replace(CAST(payload AS text), 'Drame', 'Farce') AS json) WHERE global_position = CAST(? AS bigint)"
        }
    };
    tamper(&app.node.log, rename, &drame.seq.to_string()).await;
    let report = walk(&app).await;
    assert_eq!(report["status"], "broken", "{report}");
    assert_eq!(report["broken_at"]["position"], json!(drame));
    assert_eq!(report["broken_at"]["reason"], "changed");
    assert_eq!(
        report["broken_at"]["message"],
        "l'événement a été modifié depuis son scellement"
    );
    // The node goes on serving.
    assert_eq!(app.genres().await.len(), 3);
}

async fn erasure(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, id) = app.member("partante@bobine.fr").await;
    let asked = member
        .post("/api/requests", json!({"title": "Dune", "year": 2021}))
        .await;
    assert_eq!(asked.status, 201, "{:?}", asked.body);
    assert_eq!(walk(&app).await["status"], "intact");
    let erased = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/users/{id}")))
        .await;
    assert!(erased.status < 300, "{:?}", erased.body);
    let report = walk(&app).await;
    assert_eq!(report["status"], "intact", "{report}");
    // The redacted events are in the chain, their address gone from the log.
    let events = app
        .node
        .log
        .read_after(Position::ZERO, 10_000)
        .await
        .unwrap();
    assert!(events.iter().all(|e| !e.payload.contains("partante@")));
    let redacted: i64 = match &app.node.log {
        EventLog::Sqlite(pools) => {
            sqlx::query_scalar("SELECT COUNT(*) FROM event_chain WHERE redacted_by IS NOT NULL")
                .fetch_one(pools.reads())
                .await
        }
        EventLog::Postgres(pool) => {
            sqlx::query_scalar("SELECT COUNT(*) FROM event_chain WHERE redacted_by IS NOT NULL")
                .fetch_one(pool)
                .await
        }
    }
    .unwrap();
    assert!(redacted >= 2, "{redacted} entries redacted");
    // The admin history says which events the erasure rewrote, when and by whom.
    let history = app
        .send(app.admin(Method::GET, &format!("/api/admin/history/user/{id}")))
        .await;
    assert_eq!(history.status, 200, "{:?}", history.body);
    let notes: Vec<&str> = history.body["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|event| event["redacted"].as_str())
        .collect();
    assert!(!notes.is_empty(), "{}", history.body);
    assert!(
        notes.iter().all(|note| note.starts_with("effacé le ") && note.ends_with(" par le jeton opérateur")),
        "{notes:?}"
    );
}

async fn rewritten(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    for name in ["Action", "Drame", "Comédie", "Western"] {
        app.create_genre(name, "Films").await;
    }
    let noted = walk(&app).await["head"]["position"].clone();
    let drame = genre_position(&app, "Drame").await;
    // The event changed, and the chain from there made again by the node's own
    // sealer: whoever did it could write the database, not the node's data directory.
    let (rename, forget) = match backend {
        Backend::Sqlite => (
            "UPDATE events SET payload = replace(payload, 'Drame', 'Farce') WHERE global_position = CAST(? AS INTEGER)",
            "DELETE FROM event_chain WHERE global_position >= CAST(? AS INTEGER)",
        ),
        Backend::Postgres => (
            "UPDATE events SET payload = CAST(replace(CAST(payload AS text), 'Drame', 'Farce') AS json) WHERE global_position = CAST(? AS bigint)",
            "DELETE FROM event_chain WHERE global_position >= CAST(? AS bigint)",
        ),
    };
    tamper(&app.node.log, rename, &drame.seq.to_string()).await;
    tamper(&app.node.log, forget, &drame.seq.to_string()).await;
    app.node.log.seal().await.unwrap();
    assert!(
        app.node
            .log
            .verify(None, &bobine_app::integrity::erasures())
            .await
            .unwrap()
            .intact(),
        "the rewritten chain holds on its own"
    );
    let report = walk(&app).await;
    assert_eq!(report["status"], "broken", "{report}");
    assert_eq!(report["broken_at"]["position"], noted);
    assert_eq!(report["broken_at"]["reason"], "head_mismatch");
}
