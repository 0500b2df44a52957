//! Analysts over HTTP: the read-only role an admin grants, the raw log streamed as
//! NDJSON with its filters, and the projections' status and rebuild (docs/product.md, HTTP contract "Admin").

use crate::helpers;

use std::time::{Duration, Instant};

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    an_analyst_reads_the_log_and_the_projections_and_changes_nothing => analyst_reads_only;
    after_a_position_the_stream_returns_exactly_the_later_events_in_order => stream_after;
    the_stream_filters_by_type_and_commit_time_and_stops_at_its_limit => stream_filters;
    unreadable_stream_parameters_are_refused_in_french => stream_refusals;
    a_rebuild_while_reads_continue_gives_the_same_tables_as_before => rebuild_while_serving;
}

/// The log through the route, as the operator: its lines, parsed.
async fn stream(app: &TestApp, query: &str) -> Vec<Value> {
    let response = app
        .get(&format!("/api/admin/events{query}"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200, "{query}");
    assert_eq!(
        response.headers()["content-type"],
        "application/x-ndjson",
        "{query}"
    );
    let text = response.text().await.unwrap();
    text.lines()
        .map(|line| serde_json::from_str(line).expect("each line is one JSON event"))
        .collect()
}

/// A position as a query parameter: a number on SQLite, `tx.seq` on PostgreSQL.
fn param(position: &Value) -> String {
    match position {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

async fn analyst_reads_only(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, admin_id) = app.admin_member("admin@exemple.fr").await;
    let (analyst, analyst_id) = app.member("analyste@exemple.fr").await;
    assert_eq!(analyst.get("/api/admin/projections").await.status, 403);

    let granted = admin
        .call(
            Method::PUT,
            &format!("/api/admin/users/{analyst_id}/analyst"),
            None,
        )
        .await;
    assert_eq!(granted.status, 200, "{:?}", granted.body);
    let session = analyst.get("/api/auth/session").await;
    assert_eq!(session.body["user"]["is_analyst"], true);
    assert_eq!(session.body["user"]["is_admin"], false);
    let users = admin.get("/api/admin/users?q=analyste").await;
    assert_eq!(
        users.body["items"][0]["is_analyst"], true,
        "{:?}",
        users.body
    );

    let projections = analyst.get("/api/admin/projections").await;
    assert_eq!(projections.status, 200, "{:?}", projections.body);
    let names: Vec<&str> = projections.body["projections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert!(
        names.contains(&"accounts") && names.contains(&"search"),
        "{names:?}"
    );
    let accounts = &projections.body["projections"][0];
    assert_eq!(accounts["version"], 4);
    assert!(accounts["lag_events"].is_u64() && accounts["rate"].is_number());
    assert_eq!(analyst.get("/api/admin/events?limit=1").await.status, 200);

    // Every write stays the admins'.
    for (method, path) in [
        (
            Method::POST,
            "/api/admin/projections/accounts/rebuild".to_string(),
        ),
        (
            Method::PUT,
            format!("/api/admin/users/{analyst_id}/analyst"),
        ),
        (Method::DELETE, format!("/api/admin/users/{admin_id}/admin")),
    ] {
        let refused = analyst.call(method.clone(), &path, None).await;
        assert_eq!(error_of(&refused).0, 403, "{method} {path}");
    }
    assert_eq!(analyst.get("/api/admin/users").await.status, 403);

    let revoked = admin
        .call(
            Method::DELETE,
            &format!("/api/admin/users/{analyst_id}/analyst"),
            None,
        )
        .await;
    assert_eq!(revoked.status, 200, "{:?}", revoked.body);
    assert_eq!(analyst.get("/api/admin/projections").await.status, 403);

    // Both changes name the admin who made them.
    let roles = stream(&app, "?type=AnalystGranted,AnalystRevoked").await;
    let by: Vec<(&str, &str, &str)> = roles
        .iter()
        .map(|line| {
            (
                line["event_type"].as_str().unwrap(),
                line["payload"][line["event_type"].as_str().unwrap()]["by"]
                    .as_str()
                    .unwrap(),
                line["metadata"]["actor"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        by,
        [
            ("AnalystGranted", admin_id.as_str(), admin_id.as_str()),
            ("AnalystRevoked", admin_id.as_str(), admin_id.as_str())
        ]
    );
    let unknown = admin
        .call(
            Method::PUT,
            "/api/admin/users/0195f2a0-0000-7000-8000-000000000000/analyst",
            None,
        )
        .await;
    assert_eq!(error_of(&unknown).0, 404);
}

/// A few members and genres: a log of some forty events of several types.
async fn some_history(app: &TestApp) {
    for n in 0..4 {
        app.member(&format!("membre{n}@exemple.fr")).await;
        let genre = app.create_genre(&format!("Genre {n}"), "Films").await;
        assert_eq!(genre.status, 201, "{:?}", genre.body);
    }
    // The sign-ups' mails are recorded sent by the dispatcher: the log is still then.
    assert!(
        bobine_app::mail::drained(&app.node, std::time::Duration::from_secs(10))
            .await
            .unwrap()
    );
}

async fn stream_after(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    some_history(&app).await;
    let all = stream(&app, "").await;
    assert!(all.len() > 10, "{} events", all.len());
    for pair in all.windows(2) {
        assert_ne!(pair[0]["position"], pair[1]["position"]);
    }
    for k in [0, all.len() / 2, all.len() - 1] {
        let after = param(&all[k]["position"]);
        let later = stream(&app, &format!("?after={after}")).await;
        assert_eq!(later, all[k + 1..], "after {after}");
    }
    assert_eq!(stream(&app, "?after=0").await, all);
}

async fn stream_filters(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    some_history(&app).await;
    let all = stream(&app, "").await;
    let of_types = |types: &[&str]| -> Vec<Value> {
        all.iter()
            .filter(|e| types.contains(&e["event_type"].as_str().unwrap()))
            .cloned()
            .collect()
    };
    let expected = of_types(&["Registered", "GenreCreated"]);
    assert!(!expected.is_empty());
    assert_eq!(
        stream(&app, "?type=Registered&type=GenreCreated").await,
        expected
    );
    assert_eq!(
        stream(&app, "?type=Registered,GenreCreated").await,
        expected
    );
    assert_eq!(stream(&app, "?type=NoSuchEvent").await, Vec::<Value>::new());

    // From an event's own commit time (included) to another's (excluded).
    let stamp = |k: usize| all[k]["recorded_at"].as_str().unwrap().to_string();
    let (from, to) = (stamp(all.len() / 3), stamp(2 * all.len() / 3));
    let between: Vec<Value> = all
        .iter()
        .filter(|e| {
            let at = e["recorded_at"].as_str().unwrap();
            at >= from.as_str() && at < to.as_str()
        })
        .cloned()
        .collect();
    let query = format!("?from={from}&to={to}");
    assert_eq!(stream(&app, &query).await, between, "{query}");
    // Paris days: the whole log is after 2000, none of it before.
    assert_eq!(stream(&app, "?from=2000-01-01").await, all);
    assert!(stream(&app, "?to=2000-01-01").await.is_empty());
    // Bounds in the wrong order: an empty range, not an error; blank bounds are absent.
    assert!(
        stream(&app, &format!("?from={to}&to={from}"))
            .await
            .is_empty()
    );
    assert_eq!(stream(&app, "?from=&to=").await, all);

    assert_eq!(stream(&app, "?limit=3").await, all[..3]);
    let after = param(&all[1]["position"]);
    assert_eq!(
        stream(&app, &format!("?after={after}&limit=2")).await,
        all[2..4]
    );
}

async fn stream_refusals(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let cases = [
        ("?after=douze", "after", "Position illisible : « douze »"),
        ("?after=-3", "after", "Position illisible : « -3 »"),
        (
            "?limit=0",
            "limit",
            "Nombre d'événements illisible : « 0 » (un entier de 1 à 1000000000 est attendu)",
        ),
        (
            "?from=24/11/2026",
            "from",
            "Date illisible : « 24/11/2026 » (attendu : AAAA-MM-JJ ou RFC 3339)",
        ),
        (
            "?type=Movie;Added",
            "type",
            "Type d'événement illisible : « Movie;Added »",
        ),
    ];
    for (query, field, message) in cases {
        let answer = app
            .send(app.admin(Method::GET, &format!("/api/admin/events{query}")))
            .await;
        assert_eq!(answer.status, 422, "{query}: {:?}", answer.body);
        assert_eq!(answer.body["error"]["message"], message, "{query}");
        assert_eq!(answer.body["error"]["field"], field, "{query}");
    }
}

/// Every row of the `accounts` projection's tables, in a stable order.
async fn accounts_tables(app: &TestApp) -> Vec<String> {
    let mut rows = Vec::new();
    for table in ["account", "referral_key"] {
        let columns: Vec<String> = sqlx::query_scalar(&format!(
            "SELECT name FROM pragma_table_info('{table}') ORDER BY cid"
        ))
        .fetch_all(app.node.read.reads())
        .await
        .unwrap();
        let sql = format!(
            "SELECT '{table}' || json_array({}) AS row FROM {table} ORDER BY row",
            columns.join(", ")
        );
        rows.extend(
            sqlx::query_scalar::<_, String>(&sql)
                .fetch_all(app.node.read.reads())
                .await
                .unwrap(),
        );
    }
    rows
}

async fn rebuild_while_serving(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, admin_id) = app.admin_member("admin@exemple.fr").await;
    let (analyst, _) = app.analyst_member("analyste@exemple.fr").await;
    some_history(&app).await;
    let referral = admin.post("/api/account/referral", json!({})).await;
    assert!(referral.status < 300, "{:?}", referral.body);
    let before = accounts_tables(&app).await;
    assert!(before.len() >= 7, "{before:?}");

    let started = admin
        .post("/api/admin/projections/accounts/rebuild", json!({}))
        .await;
    assert_eq!(started.status, 200, "{:?}", started.body);
    // Every request reads the accounts table (the session check) while it is rebuilt.
    let deadline = Instant::now() + Duration::from_secs(30);
    let rebuild = loop {
        let status = analyst.get("/api/admin/projections").await;
        assert_eq!(status.status, 200, "{:?}", status.body);
        let accounts = status.body["projections"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == "accounts")
            .unwrap()
            .clone();
        if accounts["rebuild"]["running"] == false {
            break accounts["rebuild"].clone();
        }
        assert!(Instant::now() < deadline, "the rebuild never ended");
        tokio::time::sleep(Duration::from_millis(20)).await;
    };
    assert_eq!(rebuild["error"], Value::Null, "{rebuild:?}");
    assert_eq!(rebuild["by"], admin_id.as_str());
    assert_eq!(rebuild["done"], rebuild["total"], "{rebuild:?}");
    assert_eq!(accounts_tables(&app).await, before);

    let unknown = admin
        .post("/api/admin/projections/inconnue/rebuild", json!({}))
        .await;
    assert_eq!(
        error_of(&unknown),
        (404, "not_found".into(), "Projection inconnue".into())
    );
    let records = stream(
        &app,
        "?type=ProjectionRebuildStarted,ProjectionRebuildFinished",
    )
    .await;
    let started = &records[0]["payload"]["ProjectionRebuildStarted"];
    assert_eq!(*started, json!({"projection": "accounts", "by": admin_id}));
    let finished = &records[1]["payload"]["ProjectionRebuildFinished"];
    assert_eq!(finished["error"], Value::Null);
    assert_eq!(finished["events"], rebuild["done"]);
}
