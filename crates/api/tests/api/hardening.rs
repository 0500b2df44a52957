//! What an anonymous or hostile client cannot do to a node: hold its connections,
//! crash it with crafted input, grow its log or memory without bound, slow it down.

use crate::helpers;

use std::time::{Duration, Instant};

use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, read_visible};
use helpers::{TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

on_both_backends! {
    malformed_cursors_are_a_400_on_every_listed_route => malformed_cursors;
    a_long_or_odd_request_id_never_reaches_the_log => request_ids;
    concurrent_commands_and_erasures_never_answer_5xx => concurrent_writes;
}

/// A connection that sent part of a request head and then nothing.
async fn half_sent(base: &str) -> TcpStream {
    let mut stream = TcpStream::connect(base.trim_start_matches("http://"))
        .await
        .unwrap();
    stream
        .write_all(b"GET /api/genres HTTP/1.1\r\nHost: bobine\r\nX-Slow: ")
        .await
        .unwrap();
    stream
}

/// Whether the server closed `stream` (end of file or reset) within `wait`.
async fn closed_within(stream: &mut TcpStream, wait: Duration) -> bool {
    let mut buffer = [0u8; 1024];
    loop {
        match tokio::time::timeout(wait, stream.read(&mut buffer)).await {
            Err(_) => return false,
            Ok(Ok(0) | Err(_)) => return true,
            // A 408 answer, say: read on until the close.
            Ok(Ok(_)) => continue,
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn half_sent_requests_are_closed_after_the_header_timeout() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| {
        s.header_timeout = Duration::from_secs(1);
    })
    .await;
    let mut slow = Vec::new();
    for _ in 0..20 {
        slow.push(half_sent(&app.base).await);
    }
    let mut idle = TcpStream::connect(app.base.trim_start_matches("http://"))
        .await
        .unwrap();
    let healthz = app.send(app.get("/healthz")).await;
    assert_eq!(healthz.status, 200, "served beside half-sent requests");
    let started = Instant::now();
    for stream in &mut slow {
        assert!(closed_within(stream, Duration::from_secs(3)).await);
    }
    assert!(
        closed_within(&mut idle, Duration::from_secs(3)).await,
        "an idle connection too"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn at_the_connection_cap_the_node_still_answers() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| {
        s.max_connections = 50;
        s.header_timeout = Duration::from_secs(30);
    })
    .await;
    let mut slow = Vec::new();
    for _ in 0..200 {
        slow.push(half_sent(&app.base).await);
    }
    for _ in 0..5 {
        let started = Instant::now();
        let client = reqwest::Client::new();
        let healthz = client
            .get(format!("{}/healthz", app.base))
            .timeout(Duration::from_secs(5))
            .send()
            .await
            .expect("answered at the cap");
        assert_eq!(healthz.status(), 200);
        assert!(started.elapsed() < Duration::from_secs(1));
        slow.push(half_sent(&app.base).await);
    }
    let mut closed = 0;
    for stream in &mut slow {
        if closed_within(stream, Duration::from_millis(20)).await {
            closed += 1;
        }
    }
    assert!(
        closed >= slow.len() - 50,
        "no more than the cap stay open: {closed} of {} closed",
        slow.len()
    );
}

async fn malformed_cursors(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let genre = app.create_genre("Drame", "Films").await;
    assert_eq!(genre.status, 201, "{:?}", genre.body);
    let slug = app.genres().await[0]["slug"].as_str().unwrap().to_string();
    let routes = [
        "/api/movies".to_string(),
        "/api/series".to_string(),
        "/api/admin/movies".to_string(),
        "/api/admin/series".to_string(),
        format!("/api/genres/{slug}"),
    ];
    let cursors = [
        "0%C2%800",
        "%C3%A9%C3%A9",
        "%F0%9F%98%80",
        "zz",
        "abc",
        "7b7d",
        "+1+1",
        "%00%00",
        "7b226b6579223a317d",
    ];
    for route in &routes {
        for cursor in cursors {
            let answer = app
                .send(
                    app.get(&format!("{route}?cursor={cursor}"))
                        .bearer_auth(TOKEN),
                )
                .await;
            let (status, code, message) = error_of(&answer);
            assert_eq!(
                (status, code.as_str()),
                (400, "malformed"),
                "{route}?cursor={cursor}: {:?}",
                answer.body
            );
            assert_eq!(message, "Requête invalide : curseur illisible");
        }
        let long = "0".repeat(5000);
        let answer = app
            .send(
                app.get(&format!("{route}?cursor={long}"))
                    .bearer_auth(TOKEN),
            )
            .await;
        assert_eq!(answer.status, 400, "{route}: a long cursor");
    }
    assert_eq!(app.send(app.get("/healthz")).await.status, 200);
    // An empty cursor is the first page, on every list (the document says so).
    for route in routes.iter().map(String::as_str).chain([
        "/api/admin/users",
        "/api/admin/reports",
        "/api/admin/audit",
    ]) {
        let answer = app
            .send(app.get(&format!("{route}?cursor=")).bearer_auth(TOKEN))
            .await;
        assert_eq!(answer.status, 200, "{route}?cursor=: {:?}", answer.body);
    }
}

#[tokio::test]
async fn filters_take_the_document_s_values_exactly() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    for query in [
        "/api/admin/reports?status=",
        "/api/admin/reports?status=%20pending",
        "/api/admin/requests?content_type=Movie",
        "/api/admin/users?filter=",
        "/api/admin/users?filter=admin%20",
        "/api/admin/analytics/visitors?period=%207days",
    ] {
        let answer = app.send(app.get(query).bearer_auth(TOKEN)).await;
        assert_eq!(answer.status, 400, "{query}: {:?}", answer.body);
    }
    for query in [
        "/api/admin/reports?status=all&content_type=episode",
        "/api/admin/requests?status=pending",
        "/api/admin/users?filter=all",
        "/api/admin/analytics/visitors?period=7days",
    ] {
        let answer = app.send(app.get(query).bearer_auth(TOKEN)).await;
        assert_eq!(answer.status, 200, "{query}: {:?}", answer.body);
    }
}

#[tokio::test]
async fn a_ban_s_days_are_a_whole_number_written_either_way() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (_, id) = app.member("membre@exemple.fr").await;
    let ban = |days: Value| {
        app.send(
            app.admin(Method::POST, &format!("/api/admin/users/{id}/ban"))
                .json(&json!({"reason": "Spam", "days": days})),
        )
    };
    assert_eq!(ban(json!(7.0)).await.status, 200);
    assert_eq!(error_of(&ban(json!(7.5)).await).0, 400);
    assert_eq!(error_of(&ban(json!(5)).await).1, "invalid_duration");
    let document = serde_json::to_value(bobine_api::openapi()).unwrap();
    assert_eq!(
        document["components"]["schemas"]["BanForm"]["required"],
        json!(["reason", "days"])
    );
}

async fn request_ids(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let huge = "a".repeat(300 * 1024);
    for (sent, kept) in [
        (huge.as_str(), false),
        ("id avec espaces", false),
        ("trace-0123456789abcdef.9_x", true),
    ] {
        let response = app
            .admin(Method::POST, "/api/admin/genres")
            .header("x-request-id", sent)
            .json(&json!({"name": format!("Genre {}", sent.len()), "category": "Films"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 201);
        let echoed = response.headers()["x-request-id"].to_str().unwrap();
        assert_eq!(echoed == sent, kept, "{echoed:.80}");
        assert!(echoed.len() <= 64);
    }
    let events = read_visible(&app.node.log, 3).await;
    assert_eq!(events.len(), 3);
    for event in events {
        let metadata: serde_json::Value = serde_json::from_str(&event.metadata).unwrap();
        let id = metadata["request_id"].as_str().unwrap();
        assert!(
            id.len() <= 64 && !id.contains(' '),
            "stored request id {id:.80}"
        );
    }
}

/// Twenty clients at once: sign-ups, genres, views and erasures of members, with no
/// answer 5xx (SQLite's lock never surfaces as an error).
async fn concurrent_writes(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let mut members = Vec::new();
    for n in 0..10 {
        members.push(app.member(&format!("membre{n}@exemple.fr")).await.1);
    }
    let movie = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": "Amélie"})),
        )
        .await;
    let movie = movie.body["id"].as_str().unwrap().to_string();
    let app = &app;
    let streams = (0..20).map(|n| {
        let member = members.get(n % 10).cloned();
        let movie = movie.clone();
        async move {
            let mut statuses = Vec::new();
            for round in 0..5 {
                let request = match (n % 4, round) {
                    (0, 0) => app.admin(
                        Method::DELETE,
                        &format!("/api/admin/users/{}", member.clone().unwrap()),
                    ),
                    (1, _) => app
                        .admin(Method::POST, "/api/admin/genres")
                        .json(&json!({"name": format!("Genre {n} {round}"), "category": "Films"})),
                    (2, _) => app.admin(Method::POST, &format!("/api/movies/{movie}/views")),
                    _ => app.admin(
                        Method::PUT,
                        &format!("/api/admin/users/{}/admin", member.clone().unwrap()),
                    ),
                };
                statuses.push(app.send(request).await.status);
            }
            statuses
        }
    });
    let statuses: Vec<u16> = futures::future::join_all(streams)
        .await
        .into_iter()
        .flatten()
        .collect();
    assert!(statuses.iter().all(|s| *s < 500), "{statuses:?}");
    // Granting rights to a member erased in the same stream is a 404, 20 in all; a
    // genre created while four other streams create theirs on the one `genres`
    // stream may still lose every retry (409, "try again"). Nothing else is refused.
    let erased = statuses.iter().filter(|s| **s == 404).count();
    let conflicts = statuses.iter().filter(|s| **s == 409).count();
    let succeeded = statuses.iter().filter(|s| **s < 300).count();
    assert_eq!(erased, 20, "{statuses:?}");
    assert_eq!(succeeded + erased + conflicts, 100, "{statuses:?}");
    assert!(conflicts <= 5, "most commands succeed: {statuses:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn only_the_operator_token_itself_skips_the_csrf_check() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (member, _) = app.member("membre@exemple.fr").await;
    let forged = app
        .send(
            member
                .client
                .post(format!("{}/api/auth/logout", app.base))
                .bearer_auth("pas-le-jeton"),
        )
        .await;
    assert_eq!(error_of(&forged).1, "csrf", "{:?}", forged.body);
    assert!(member.who().await.is_some(), "the session is untouched");
    let operator = app
        .send(
            app.admin(Method::POST, "/api/admin/genres")
                .json(&json!({"name": "Drame", "category": "Films"})),
        )
        .await;
    assert_eq!(operator.status, 201);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn control_characters_are_refused_in_titles_names_and_reasons() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let title = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": "Amé\u{0}lie"})),
        )
        .await;
    assert_eq!(
        error_of(&title),
        (
            422,
            "validation".into(),
            "Le titre contient des caractères non autorisés".into()
        )
    );
    let genre = app.create_genre("Dra\u{1b}[31mme", "Films").await;
    assert_eq!(
        error_of(&genre),
        (
            422,
            "forbidden_characters".into(),
            "Le nom du genre contient des caractères non autorisés".into()
        )
    );
    let synopsis = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": "Amélie", "synopsis": "Ligne 1\nLigne 2"})),
        )
        .await;
    assert_eq!(synopsis.status, 201, "line breaks are text");
}

async fn banned_events(app: &TestApp) -> usize {
    recorded(app, "Banned").await
}

/// How many events of `event_type` the log holds.
async fn recorded(app: &TestApp, event_type: &str) -> usize {
    let events = app
        .node
        .log
        .read_after(bobine_store::Position::ZERO, 10_000)
        .await
        .unwrap();
    events.iter().filter(|e| e.event_type == event_type).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_same_ban_twenty_times_records_one_event() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (_, id) = app.member("membre@exemple.fr").await;
    let bans = (0..20).map(|_| {
        app.send(
            app.admin(Method::POST, &format!("/api/admin/users/{id}/ban"))
                .json(&json!({"reason": "Spam", "days": 7})),
        )
    });
    for answer in futures::future::join_all(bans).await {
        assert_eq!(answer.status, 200, "{:?}", answer.body);
    }
    assert_eq!(banned_events(&app).await, 1);
    let long = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/users/{id}/ban"))
                .json(&json!({"reason": "x".repeat(501), "days": 7})),
        )
        .await;
    assert_eq!(error_of(&long).1, "reason_too_long");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn posters_follow_the_catalogue_visibility() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let movie = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": "Amélie"})),
        )
        .await;
    let id = movie.body["id"].as_str().unwrap();
    let path = format!("/api/posters/movie/{id}.svg");
    let anonymous = app
        .send(app.get(&path).header("x-bobine-position", "0"))
        .await;
    assert_eq!(
        anonymous.status, 401,
        "a private catalogue's posters are private"
    );
    let (member, _) = app.member("membre@exemple.fr").await;
    let mut seen = 0;
    for _ in 0..50 {
        seen = member.get(&path).await.status;
        if seen == 200 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(seen, 200);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn retry_after_is_never_too_short() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.view_rate_per_minute = 30).await;
    let movie = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": "Amélie"})),
        )
        .await;
    let path = format!("/api/movies/{}/views", movie.body["id"].as_str().unwrap());
    let view = || app.admin(Method::POST, &path).send();
    let mut refused = None;
    for _ in 0..40 {
        let response = view().await.unwrap();
        if response.status() == 429 {
            refused = Some(response);
            break;
        }
    }
    let refused = refused.expect("the limit is reached");
    let wait: u64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    tokio::time::sleep(Duration::from_secs(wait)).await;
    assert_ne!(
        view().await.unwrap().status(),
        429,
        "after Retry-After ({wait} s)"
    );
}

#[tokio::test]
async fn the_openapi_document_declares_its_security_and_refusals() {
    let document = serde_json::to_value(bobine_api::openapi()).unwrap();
    let schemes = &document["components"]["securitySchemes"];
    assert_eq!(schemes["session"]["in"], "cookie");
    assert_eq!(schemes["operator"]["scheme"], "bearer");
    let position = &document["components"]["schemas"]["ProjectionReport"]["properties"]["position"];
    let text = position.to_string();
    assert!(text.contains("LogPosition"), "{text}");
    let log_position = document["components"]["schemas"]["LogPosition"].to_string();
    assert!(
        log_position.contains("integer") && log_position.contains("string"),
        "{log_position}"
    );
    for name in ["Order", "Sort", "SearchSort"] {
        assert!(
            document["components"]["schemas"].get(name).is_some(),
            "query parameters refer to {name}"
        );
    }
    let genres = &document["paths"]["/api/admin/genres"]["post"]["responses"];
    assert!(
        genres.get("400").is_some() && genres.get("422").is_some(),
        "{genres}"
    );
}

/// Two admins revoking each other at the same moment: at least one stays admin.
async fn mutual_revocations(backend: Backend) {
    for _ in 0..5 {
        let app = TestApp::spawn(backend).await;
        let (first, first_id) = app.admin_member("premier@exemple.fr").await;
        let (second, second_id) = app.admin_member("second@exemple.fr").await;
        let revoke_second = format!("/api/admin/users/{second_id}/admin");
        let revoke_first = format!("/api/admin/users/{first_id}/admin");
        let (a, b) = tokio::join!(
            first.call(Method::DELETE, &revoke_second, None),
            second.call(Method::DELETE, &revoke_first, None),
        );
        assert!(
            a.status < 500 && b.status < 500,
            "{:?} {:?}",
            a.body,
            b.body
        );
        assert!(
            a.status != 200 || b.status != 200,
            "both revocations succeeded"
        );
        let removals = recorded(&app, "AdminRemoved").await;
        assert!(removals < 2, "both admins lost their rights");
    }
}

on_both_backends! {
    two_admins_revoking_each_other_leave_one_admin => mutual_revocations;
}

/// The `GET` operations of the document, with a path to call for each: a genre's
/// slug and the analysts' history filled in, and a search term where one is required.
fn get_operations(document: &serde_json::Value, slug: &str) -> Vec<(String, serde_json::Value)> {
    let mut operations = Vec::new();
    for (path, item) in document["paths"].as_object().unwrap() {
        let Some(get) = item.get("get") else { continue };
        if path.contains('{') && !path.contains("{slug}") {
            continue;
        }
        let mut called = path.replace("{slug}", slug);
        if path.starts_with("/api/search") {
            called.push_str("?q=dune");
        }
        operations.push((called, get.clone()));
    }
    operations
}

/// `path` with `name=value` added to its query string.
fn with_param(path: &str, name: &str, value: &str) -> String {
    let joint = if path.contains('?') { '&' } else { '?' };
    format!("{path}{joint}{name}={value}")
}

/// The named schema a parameter's schema refers to (directly or as the non-null
/// branch of an optional one).
fn referred<'a>(
    document: &'a serde_json::Value,
    schema: &serde_json::Value,
) -> Option<&'a serde_json::Value> {
    if let Some(reference) = schema["$ref"].as_str() {
        let name = reference.rsplit('/').next()?;
        return document["components"]["schemas"].get(name);
    }
    ["oneOf", "anyOf"]
        .iter()
        .filter_map(|key| schema[key].as_array())
        .flatten()
        .find_map(|branch| referred(document, branch))
}

#[tokio::test]
async fn a_limit_outside_its_documented_bounds_is_a_422_with_its_french_message() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    assert_eq!(app.create_genre("Drame", "Films").await.status, 201);
    let slug = app.genres().await[0]["slug"].as_str().unwrap().to_string();
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let document = serde_json::to_value(bobine_api::openapi()).unwrap();
    let mut checked = Vec::new();
    for (path, get) in get_operations(&document, &slug) {
        let Some(limit) = get["parameters"]
            .as_array()
            .and_then(|parameters| parameters.iter().find(|p| p["name"] == "limit"))
        else {
            continue;
        };
        let Some(max) = limit["schema"]["maximum"].as_u64() else {
            continue;
        };
        assert_eq!(limit["schema"]["minimum"], 1, "{path}");
        for wrong in [0, max + 1] {
            let answer = admin
                .get(&with_param(&path, "limit", &wrong.to_string()))
                .await;
            // The raw event stream counts events, not results, and says so.
            let message = if path.starts_with("/api/admin/events") {
                format!(
                    "Nombre d'événements illisible : « {wrong} » (un entier de 1 à {max} est attendu)"
                )
            } else {
                format!("Nombre de résultats invalide : choisissez entre 1 et {max}")
            };
            assert_eq!(
                error_of(&answer),
                (422, "invalid_limit".to_string(), message),
                "{path}?limit={wrong}"
            );
            assert_eq!(answer.body["error"]["field"], "limit", "{path}");
        }
        let largest = admin
            .get(&with_param(&path, "limit", &max.to_string()))
            .await;
        assert_eq!(largest.status, 200, "{path}: {:?}", largest.body);
        checked.push(path);
    }
    for listed in [
        "/api/movies",
        "/api/admin/users",
        "/api/admin/reports",
        "/api/admin/audit",
        "/api/history",
    ] {
        assert!(
            checked.iter().any(|path| path == listed),
            "{listed} in {checked:?}"
        );
    }
}

#[tokio::test]
async fn every_value_of_a_documented_enum_is_accepted() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    assert_eq!(app.create_genre("Drame", "Films").await.status, 201);
    let slug = app.genres().await[0]["slug"].as_str().unwrap().to_string();
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let document = serde_json::to_value(bobine_api::openapi()).unwrap();
    let mut checked = 0;
    for (path, get) in get_operations(&document, &slug) {
        for parameter in get["parameters"].as_array().into_iter().flatten() {
            let name = parameter["name"].as_str().unwrap();
            let Some(values) = referred(&document, &parameter["schema"])
                .and_then(|schema| schema["enum"].as_array())
            else {
                continue;
            };
            for value in values {
                let value = value.as_str().unwrap();
                let answer = admin.get(&with_param(&path, name, value)).await;
                assert_eq!(
                    answer.status, 200,
                    "{path} {name}={value}: {:?}",
                    answer.body
                );
                checked += 1;
            }
        }
    }
    // Sorts and orders of five lists, the analytics tabs and periods, the moderation
    // filters, the user filters and the audit's export formats.
    assert!(checked >= 50, "{checked} values checked");
}
