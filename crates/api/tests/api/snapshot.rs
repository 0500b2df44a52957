//! Snapshots (docs/adr/0047-snapshots.md): a node started from another node's
//! snapshot answers every screen as a node that replayed the whole log does, the
//! events after the snapshot included; a snapshot of another log, or one ahead of
//! the log, is refused with a French message and changes nothing.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use bobine_app::snapshot::{self, SnapshotError};
use bobine_app::{Node, Settings};
use bobine_store::testing::Backend;
use bobine_store::{EventLog, on_both_backends};
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TOKEN, TestApp};

on_both_backends! {
    a_node_started_from_a_snapshot_answers_as_one_that_replayed_the_log => joins;
    a_snapshot_of_another_log_is_refused_and_changes_nothing => other_log;
    a_snapshot_ahead_of_the_log_is_refused_and_changes_nothing => ahead;
}

const WAIT: Duration = Duration::from_secs(20);

/// A node on `data_dir` sharing `app`'s log (on SQLite, a copy of its file), with
/// `app`'s secret key so that its sessions hold; answers it and its address.
pub(crate) async fn node_beside(
    app: &TestApp,
    data_dir: &Path,
    from: Option<&Path>,
) -> (Arc<Node>, String) {
    let mut settings: Settings = app.node.settings.clone();
    settings.data_dir = data_dir.to_path_buf();
    std::fs::copy(
        app.node.settings.data_dir.join("secret.key"),
        data_dir.join("secret.key"),
    )
    .unwrap();
    if let Some(dir) = from {
        let joined = snapshot::join(&settings, dir).await.unwrap();
        assert!(joined.is_some(), "a new node starts from the snapshot");
        assert!(data_dir.join("read.db").exists() && data_dir.join("search/current").exists());
    }
    let node = Arc::new(Node::start(settings).await.expect("the node starts"));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let limits = bobine_api::ConnectionLimits::of(&node.settings);
    tokio::spawn(bobine_api::serve(
        listener,
        bobine_api::router(node.clone()),
        limits,
        std::future::pending(),
    ));
    (node, base)
}

/// On SQLite the log is a file of the data directory: a new node gets a copy of it,
/// as a restore of the log's backup would give it.
pub(crate) async fn copy_log(app: &TestApp, to: &Path) {
    if let EventLog::Sqlite(log) = &app.node.log {
        sqlx::query("VACUUM INTO ?")
            .bind(to.join("events.db").to_string_lossy().into_owned())
            .execute(log.reads())
            .await
            .unwrap();
    }
}

pub(crate) async fn admin_get(client: &reqwest::Client, base: &str, path: &str) -> Value {
    let answer = client
        .get(format!("{base}{path}"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200, "{base}{path}");
    answer.json().await.unwrap()
}

pub(crate) async fn member_get(client: &reqwest::Client, base: &str, path: &str) -> Value {
    let answer = client
        .get(format!("{base}{path}"))
        .header("x-requested-with", "XMLHttpRequest")
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200, "{base}{path}");
    answer.json().await.unwrap()
}

/// A film, once this node's read models hold it (a member's next request reads them);
/// answers its id.
pub(crate) async fn film(app: &TestApp, title: &str, year: i64) -> String {
    let answer = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": title, "release_year": year, "duration_minutes": 95})),
        )
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    let position = serde_json::from_value(answer.body["position"].clone()).unwrap();
    assert!(app.node.projections.wait_for(position, WAIT).await);
    answer.body["id"].as_str().unwrap().to_string()
}

async fn joins(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    assert_eq!(app.create_genre("Polar", "Films").await.status, 201);
    let phare = film(&app, "Le Phare", 1962).await;
    let (anne, _) = app.member("anne@exemple.fr").await;
    let liked = anne
        .call(Method::PUT, &format!("/api/favorites/movie/{phare}"), None)
        .await;
    assert_eq!(liked.status, 200, "{:?}", liked.body);
    let progress = json!({"content_type": "movie", "content_id": phare, "progress_seconds": 600});
    assert_eq!(
        anne.call(Method::PUT, "/api/progress", Some(progress))
            .await
            .status,
        200
    );
    let report = anne
        .post(
            "/api/reports",
            json!({"content_type": "movie", "content_id": phare,
                   "problem_type": "other", "description": "Le son saute"}),
        )
        .await;
    assert_eq!(report.status, 201, "{:?}", report.body);
    let report = report.body["id"].as_str().unwrap().to_string();
    let taken = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/reports/{report}/take"))
                .json(&json!({"admin_notes": "On regarde"})),
        )
        .await;
    assert_eq!(taken.status, 200, "{:?}", taken.body);
    let head = app.node.log.newest().await.unwrap();
    assert!(app.node.projections.wait_for(head, WAIT).await);

    let snap = tempfile::tempdir().unwrap();
    let dir = snap.path().join("instantane");
    let manifest = snapshot::create(&app.node.settings, &dir).await.unwrap();
    // Each copy holds its stored checkpoint, which a batch that changes nothing may
    // leave behind the log's head.
    assert!(
        manifest.position > bobine_store::Position::ZERO && manifest.position <= head,
        "{manifest:?}"
    );
    assert!(manifest.parts["catalogue"].is_some(), "{manifest:?}");
    assert!(manifest.chain.is_some());
    // A second snapshot is never written over a first one.
    assert!(matches!(
        snapshot::create(&app.node.settings, &dir).await,
        Err(SnapshotError::NotEmpty(_))
    ));

    // After the snapshot: another film, liked, and the report resolved.
    let jetee = film(&app, "La Jetée", 1962).await;
    let liked = anne
        .call(Method::PUT, &format!("/api/favorites/movie/{jetee}"), None)
        .await;
    assert_eq!(liked.status, 200);
    let resolved = app
        .send(
            app.admin(
                Method::POST,
                &format!("/api/admin/reports/{report}/resolve"),
            )
            .json(&json!({"admin_notes": "Corrigé"})),
        )
        .await;
    assert_eq!(resolved.status, 200, "{:?}", resolved.body);

    let (joined_dir, replayed_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    copy_log(&app, joined_dir.path()).await;
    copy_log(&app, replayed_dir.path()).await;
    let (joined, joined_base) = node_beside(&app, joined_dir.path(), Some(&dir)).await;
    let (replayed, replayed_base) = node_beside(&app, replayed_dir.path(), None).await;
    let head = app.node.log.newest().await.unwrap();
    for node in [&app.node, &joined, &replayed] {
        assert!(node.projections.wait_for(head, WAIT).await);
    }

    let operator = reqwest::Client::new();
    for path in [
        "/api/movies?sort=title&order=asc",
        "/api/genres",
        "/api/search?q=jetee",
        "/api/admin/reports",
        "/api/admin/audit?limit=100",
        "/api/admin/users",
    ] {
        let expected = admin_get(&operator, &replayed_base, path).await;
        assert_eq!(
            admin_get(&operator, &joined_base, path).await,
            expected,
            "{path}"
        );
        assert_eq!(
            admin_get(&operator, &app.base, path).await,
            expected,
            "{path}"
        );
    }
    for path in ["/api/favorites", "/api/progress"] {
        let expected = member_get(&anne.client, &replayed_base, path).await;
        assert_eq!(
            member_get(&anne.client, &joined_base, path).await,
            expected,
            "{path}"
        );
    }
    let favourites = member_get(&anne.client, &joined_base, "/api/favorites").await;
    assert!(
        favourites.to_string().contains("La Jetée"),
        "the event after the snapshot is folded: {favourites}"
    );
    // Started again with the setting left in place, the node keeps its read models.
    let settings = joined.settings.clone();
    assert!(snapshot::join(&settings, &dir).await.unwrap().is_none());
}

async fn other_log(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    assert_eq!(app.create_genre("Polar", "Films").await.status, 201);
    let head = app.node.log.newest().await.unwrap();
    assert!(app.node.projections.wait_for(head, WAIT).await);
    let snap = tempfile::tempdir().unwrap();
    snapshot::create(&app.node.settings, snap.path())
        .await
        .unwrap();

    let other = TestApp::spawn(backend).await;
    assert_eq!(other.create_genre("Western", "Films").await.status, 201);
    let pointer = other.node.settings.data_dir.join("search").join("current");
    let before = std::fs::read_to_string(&pointer).unwrap();
    let refused = snapshot::restore(&other.node.settings, snap.path()).await;
    let Err(error) = refused else {
        panic!("a snapshot of another log is refused")
    };
    assert!(matches!(error, SnapshotError::OtherLog { .. }), "{error}");
    assert!(
        error
            .to_string()
            .starts_with("cet instantané a été pris d'un autre journal"),
        "{error}"
    );
    assert_eq!(
        std::fs::read_to_string(&pointer).unwrap(),
        before,
        "nothing was copied"
    );
    let genres: Vec<String> = other
        .genres()
        .await
        .iter()
        .map(|genre| genre["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(genres, ["Western"], "the node's read models are its own");
    let empty = tempfile::tempdir().unwrap();
    let error = snapshot::restore(&other.node.settings, empty.path())
        .await
        .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("n'est pas un instantané de Bobine"),
        "{error}"
    );
}

/// A log restored from an older backup may hold fewer events than the snapshot
/// reflects: the node refuses it rather than serve read models ahead of its log. On
/// SQLite the older log is a copy of the file taken before the last events; on
/// PostgreSQL, the database without them, as a restore of an older dump leaves it.
async fn ahead(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    assert_eq!(app.create_genre("Polar", "Films").await.status, 201);
    let before = app.node.log.newest().await.unwrap();
    let older = tempfile::tempdir().unwrap();
    if backend == Backend::Sqlite {
        copy_log(&app, older.path()).await;
    }
    assert_eq!(app.create_genre("Western", "Films").await.status, 201);
    let head = app.node.log.newest().await.unwrap();
    assert!(head > before);
    assert!(app.node.projections.wait_for(head, WAIT).await);
    let snap = tempfile::tempdir().unwrap();
    snapshot::create(&app.node.settings, snap.path())
        .await
        .unwrap();
    if let EventLog::Postgres(pool) = &app.node.log {
        // Everything sealed first, so that no sealing round writes entries for the
        // events about to go.
        app.node.log.seal().await.unwrap();
        for table in ["events", "event_chain"] {
            sqlx::query(&format!("DELETE FROM {table} WHERE global_position > $1"))
                .bind(before.seq)
                .execute(pool)
                .await
                .unwrap();
        }
    }

    let mut settings = app.node.settings.clone();
    settings.data_dir = older.path().to_path_buf();
    let error = snapshot::restore(&settings, snap.path()).await.unwrap_err();
    assert!(matches!(error, SnapshotError::Ahead(_)), "{error}");
    assert!(
        error
            .to_string()
            .starts_with("cet instantané est en avance sur ce journal"),
        "{error}"
    );
    assert!(!older.path().join("read.db").exists(), "nothing was copied");
}
