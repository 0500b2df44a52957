//! Bulk decisions, overdue work and members' timelines over HTTP (issue 35): fifty
//! reports rejected in one call, three of them decided already (47 events, 3 errors,
//! 47 mails); the call's bounds; the overdue flag, filter and counts as a manual clock
//! moves forward; the daily digest queued once per admin and day by two nodes on one
//! log; the member's timeline of a report and of a request.

use std::sync::Arc;
use std::time::Duration;

use crate::helpers;

use bobine_app::moderation::overdue::send_digest;
use bobine_app::{Clock, Node, Settings};
use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use time::OffsetDateTime;
use uuid::Uuid;

on_both_backends! {
    a_bulk_of_fifty_with_three_decided_decides_forty_seven_and_reports_three => bulk_of_fifty;
    a_bulk_call_is_bounded_and_its_notes_checked_before_anything_moves => bulk_bounds;
    the_overdue_flag_filter_and_counts_follow_the_clock => overdue;
    two_nodes_queue_each_admin_s_digest_once_a_day => digest;
    the_member_reads_each_step_of_their_report_and_request => timelines;
}

/// A film in the catalogue; answers its id.
async fn film(app: &TestApp, title: &str) -> String {
    let answer = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": title})),
        )
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

async fn file(member: &Browser<'_>, film: &str) -> String {
    let answer = member
        .post(
            "/api/reports",
            json!({"content_type": "movie", "content_id": film, "problem_type": "audio_issue"}),
        )
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

async fn ask(member: &Browser<'_>, title: &str) -> String {
    let answer = member.post("/api/requests", json!({"title": title})).await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

/// An operator's decision on one item (`reports` or `requests`).
async fn decide(app: &TestApp, list: &str, id: &str, action: &str, notes: &str) {
    let answer = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/{list}/{id}/{action}"))
                .json(&json!({"admin_notes": notes})),
        )
        .await;
    assert_eq!(answer.status, 200, "{list} {action}: {:?}", answer.body);
}

async fn bulk(app: &TestApp, list: &str, body: Value) -> helpers::Answer {
    app.send(
        app.admin(Method::POST, &format!("/api/admin/{list}/bulk"))
            .json(&body),
    )
    .await
}

async fn get(app: &TestApp, path: &str) -> Value {
    let answer = app.send(app.admin(Method::GET, path)).await;
    assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
    answer.body
}

/// Every event of `event_type` in the log, as `(payload, metadata)`.
/// Every event of the log, once the node's projections have applied the newest (on
/// PostgreSQL, once every event up to it is visible).
async fn all_events(node: &Node) -> Vec<bobine_store::StoredEvent> {
    let head = node.log.newest().await.unwrap();
    assert!(
        node.projections
            .wait_for(head, Duration::from_secs(10))
            .await
    );
    bobine_store::testing::read_visible(&node.log, 0).await
}

async fn events_of(node: &Node, event_type: &str) -> Vec<(Value, Value)> {
    all_events(node)
        .await
        .iter()
        .filter(|e| e.event_type == event_type)
        .map(|e| {
            let payload: Value = serde_json::from_str(&e.payload).unwrap();
            let metadata: Value = serde_json::from_str(&e.metadata).unwrap();
            (payload[event_type].clone(), metadata)
        })
        .collect()
}

/// The mails of `kind` queued so far.
async fn queued(node: &Node, kind: &str) -> Vec<Value> {
    events_of(node, "MailQueued")
        .await
        .into_iter()
        .map(|(payload, _)| payload)
        .filter(|payload| payload["kind"] == kind)
        .collect()
}

async fn bulk_of_fifty(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let alien = film(&app, "Alien").await;
    let (marie, _) = app.member("marie@exemple.fr").await;
    let mut ids = Vec::new();
    for _ in 0..50 {
        ids.push(file(&marie, &alien).await);
    }
    for id in &ids[10..13] {
        decide(&app, "reports", id, "resolve", "Déjà corrigé").await;
    }
    let rejected_before = events_of(&app.node, "ReportRejected").await.len();
    assert_eq!(rejected_before, 0);
    let decisions_before = queued(&app.node, "report_decision").await.len();
    assert_eq!(decisions_before, 3);

    let answer = bulk(
        &app,
        "reports",
        json!({"ids": ids, "action": "reject", "admin_notes": "Doublon du signalement principal"}),
    )
    .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    let results = answer.body["results"].as_array().unwrap();
    assert_eq!(results.len(), 50);
    for (result, id) in results.iter().zip(&ids) {
        assert_eq!(result["id"], json!(id), "in the order sent");
    }
    let refused: Vec<&Value> = results.iter().filter(|r| r["ok"] == false).collect();
    assert_eq!(refused.len(), 3, "{refused:?}");
    for (result, id) in refused.iter().zip(&ids[10..13]) {
        assert_eq!(result["id"], json!(id));
        assert_eq!(result["error"]["code"], "status_changed");
        assert_eq!(
            result["error"]["message"],
            "Ce signalement est désormais « Résolu » : il ne peut pas être rejeté. Il a peut-être été modifié entre-temps, rechargez la liste."
        );
        assert!(result.get("position").is_none());
    }
    assert!(
        results
            .iter()
            .filter(|r| r["ok"] == true)
            .all(|r| r["position"].is_string() && r.get("error").is_none())
    );

    // 47 decisions of their own, each with its mail; the three stay resolved.
    let rejected = events_of(&app.node, "ReportRejected").await;
    assert_eq!(rejected.len(), 47);
    assert!(rejected.iter().all(|(payload, _)| payload["admin_notes"]
        == "Doublon du signalement principal"
        && payload["from"] == "pending"));
    assert_eq!(queued(&app.node, "report_decision").await.len(), 3 + 47);
    // The sign-up link, three resolutions, 47 rejections.
    assert_eq!(app.mail_count("marie@exemple.fr").await, 1 + 3 + 47);
    let list = get(&app, "/api/admin/reports?limit=100").await;
    assert_eq!(list["counters"]["rejected"], 47);
    assert_eq!(list["counters"]["resolved"], 3);

    // An unknown id is that row's 404; the known one is decided.
    let pending = file(&marie, &alien).await;
    let unknown = Uuid::now_v7().to_string();
    let answer = bulk(
        &app,
        "reports",
        json!({"ids": [unknown, pending], "action": "take", "admin_notes": ""}),
    )
    .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    let results = &answer.body["results"];
    assert_eq!(results[0]["ok"], false);
    assert_eq!(results[0]["error"]["code"], "report_not_found");
    assert_eq!(results[0]["error"]["message"], "Signalement non trouvé");
    assert_eq!(results[1]["ok"], true);

    // Requests likewise: one approved already is refused, the others approved.
    let (luc, _) = app.member("luc@exemple.fr").await;
    let requests = [ask(&luc, "Dune").await, ask(&luc, "Heat").await];
    decide(&app, "requests", &requests[0], "approve", "").await;
    let answer = bulk(
        &app,
        "requests",
        json!({"ids": requests, "action": "approve", "admin_notes": "Bientôt en ligne"}),
    )
    .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    let results = &answer.body["results"];
    assert_eq!(
        (&results[0]["ok"], &results[0]["error"]["code"]),
        (&json!(false), &json!("status_changed"))
    );
    assert_eq!(results[1]["ok"], true);
}

async fn bulk_bounds(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let alien = film(&app, "Alien").await;
    let (marie, _) = app.member("marie@exemple.fr").await;
    let id = file(&marie, &alien).await;
    let before = all_events(&app.node)
        .await
        .iter()
        .filter(|e| e.aggregate_type == "report")
        .count();

    let many: Vec<String> = (0..201).map(|_| Uuid::now_v7().to_string()).collect();
    let answer = bulk(
        &app,
        "reports",
        json!({"ids": many, "action": "resolve", "admin_notes": ""}),
    )
    .await;
    let (status, code, message) = error_of(&answer);
    assert_eq!(
        (status, code.as_str(), message.as_str()),
        (422, "bulk_size", "Sélectionnez entre 1 et 200 éléments")
    );
    assert_eq!(
        error_of(
            &bulk(
                &app,
                "requests",
                json!({"ids": [], "action": "approve", "admin_notes": ""})
            )
            .await
        )
        .0,
        422
    );
    // Rejecting needs a note: refused once for the whole call, nothing decided.
    let answer = bulk(
        &app,
        "reports",
        json!({"ids": [id], "action": "reject", "admin_notes": "  "}),
    )
    .await;
    assert_eq!(
        error_of(&answer),
        (
            422,
            "notes_required".into(),
            "Veuillez indiquer dans les notes pourquoi le signalement est rejeté".into()
        )
    );
    // An action the list does not know is a 422 of the body's shape; a member, 403.
    let answer = bulk(
        &app,
        "reports",
        json!({"ids": [id], "action": "approve", "admin_notes": ""}),
    )
    .await;
    assert!(
        [400, 422].contains(&answer.status),
        "{}: {:?}",
        answer.status,
        answer.body
    );
    let refused = marie
        .post(
            "/api/admin/reports/bulk",
            json!({"ids": [id], "action": "resolve"}),
        )
        .await;
    assert_eq!(refused.status, 403);
    let after = all_events(&app.node)
        .await
        .iter()
        .filter(|e| e.aggregate_type == "report")
        .count();
    assert_eq!(after, before, "nothing was decided");

    // 200 is allowed: each unknown id is its own 404.
    let two_hundred: Vec<String> = (0..200).map(|_| Uuid::now_v7().to_string()).collect();
    let answer = bulk(
        &app,
        "requests",
        json!({"ids": two_hundred, "action": "note", "admin_notes": "Vu"}),
    )
    .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    let results = answer.body["results"].as_array().unwrap();
    assert_eq!(results.len(), 200);
    assert!(
        results
            .iter()
            .all(|r| r["ok"] == false && r["error"]["code"] == "request_not_found")
    );
}

fn overdue_ids(list: &Value) -> Vec<&str> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["overdue"] == true)
        .map(|item| item["id"].as_str().unwrap())
        .collect()
}

fn ids(list: &Value) -> Vec<&str> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["id"].as_str().unwrap())
        .collect()
}

async fn overdue(backend: Backend) {
    // The log stamps events with the real time: the clock starts there.
    let clock = Clock::manual(OffsetDateTime::now_utc());
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let alien = film(&app, "Alien").await;
    let (marie, _) = app.member("marie@exemple.fr").await;
    let waiting = file(&marie, &alien).await;
    let taken = file(&marie, &alien).await;
    let resolved = file(&marie, &alien).await;
    decide(&app, "reports", &taken, "take", "").await;
    decide(&app, "reports", &resolved, "resolve", "").await;
    let pending = ask(&marie, "Dune").await;
    let approved = ask(&marie, "Heat").await;
    let rejected = ask(&marie, "Ran").await;
    decide(&app, "requests", &approved, "approve", "").await;
    decide(&app, "requests", &rejected, "reject", "Indisponible").await;

    let reports = get(&app, "/api/admin/reports").await;
    assert!(overdue_ids(&reports).is_empty());
    assert_eq!(reports["counters"]["overdue"], 0);
    let dashboard = get(&app, "/api/admin/dashboard").await;
    assert_eq!(
        (
            &dashboard["overdue_reports"],
            &dashboard["overdue_requests"]
        ),
        (&json!(0), &json!(0))
    );

    // 71 hours: not yet (72 by default).
    clock.advance(time::Duration::hours(71));
    assert!(overdue_ids(&get(&app, "/api/admin/reports").await).is_empty());

    // 73 hours: what still waits for the team is overdue, what is closed is not.
    clock.advance(time::Duration::hours(2));
    let reports = get(&app, "/api/admin/reports").await;
    let mut late = overdue_ids(&reports);
    late.sort_unstable();
    let mut expected = vec![waiting.as_str(), taken.as_str()];
    expected.sort_unstable();
    assert_eq!(late, expected);
    assert_eq!(reports["counters"]["overdue"], 2);
    let only = get(&app, "/api/admin/reports?overdue=true").await;
    assert_eq!(only["total"], 2);
    assert_eq!(
        ids(&only),
        [taken.as_str(), waiting.as_str()],
        "newest first"
    );
    let others = get(&app, "/api/admin/reports?overdue=false").await;
    assert_eq!(ids(&others), [resolved.as_str()]);
    let pending_only = get(&app, "/api/admin/reports?overdue=true&status=pending").await;
    assert_eq!(ids(&pending_only), [waiting.as_str()]);

    let requests = get(&app, "/api/admin/requests?overdue=true").await;
    assert_eq!(ids(&requests), [approved.as_str(), pending.as_str()]);
    assert_eq!(requests["counters"]["overdue"], 2);
    let dashboard = get(&app, "/api/admin/dashboard").await;
    assert_eq!(
        (
            &dashboard["overdue_reports"],
            &dashboard["overdue_requests"]
        ),
        (&json!(2), &json!(2))
    );

    // Deciding ends the wait (the log's clock, which stamps a reopening, cannot be
    // moved here: projections/tests/moderation_overdue.rs folds one).
    decide(&app, "reports", &taken, "resolve", "Corrigé").await;
    let dashboard = get(&app, "/api/admin/dashboard").await;
    assert_eq!(
        (
            &dashboard["overdue_reports"],
            &dashboard["overdue_requests"]
        ),
        (&json!(1), &json!(2))
    );
    let bad = app
        .send(app.admin(Method::GET, "/api/admin/reports?overdue=peut-etre"))
        .await;
    assert_eq!(error_of(&bad).0, 400);
}

/// A second node on the first one's log, on the same clock: on PostgreSQL a serving
/// node of its own; on SQLite, whose log one serving node holds, a node of the command
/// line on the same data directory.
async fn second_node(app: &TestApp, backend: Backend, clock: Clock) -> (Node, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    match backend {
        Backend::Postgres => {
            std::fs::copy(
                app._log.data_dir().join("secret.key"),
                dir.path().join("secret.key"),
            )
            .unwrap();
            let mut settings = Settings::for_data_dir(dir.path());
            settings.database_url = app._log.database_url.clone();
            settings.poll_interval = Duration::from_millis(50);
            settings.read_wait = Duration::from_secs(10);
            let node = Node::start_with(settings, clock).await.unwrap();
            (node, dir)
        }
        Backend::Sqlite => {
            let mut settings = app.node.settings.clone();
            settings.data_dir = app._log.data_dir().to_path_buf();
            (Node::open_with(settings, clock).await.unwrap(), dir)
        }
    }
}

async fn digest(backend: Backend) {
    let clock = Clock::manual(OffsetDateTime::now_utc());
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (_, chef) = app.admin_member("chef@exemple.fr").await;
    let (discret, _) = app.admin_member("discret@exemple.fr").await;
    let off = discret
        .call(
            Method::PUT,
            "/api/account/preferences",
            Some(json!({"moderation_emails": true, "overdue_digest": false})),
        )
        .await;
    assert_eq!(off.status, 200, "{:?}", off.body);
    assert_eq!(off.body["overdue_digest"], false);
    let alien = film(&app, "Alien").await;
    let (marie, _) = app.member("marie@exemple.fr").await;
    file(&marie, &alien).await;
    ask(&marie, "Dune").await;

    // Nothing overdue yet: no digest.
    let early = send_digest(&app.node).await.unwrap();
    assert_eq!((early.queued, early.already_queued), (0, 0));
    assert!(queued(&app.node, "overdue_digest").await.is_empty());

    clock.advance(time::Duration::hours(73));
    let (other, _dir) = second_node(&app, backend, clock.clone()).await;
    let first: Arc<Node> = app.node.clone();
    let (a, b) = tokio::join!(send_digest(&first), send_digest(&other));
    let (a, b) = (a.unwrap(), b.unwrap());
    for outcome in [&a, &b] {
        assert_eq!(
            (outcome.overdue_reports, outcome.overdue_requests),
            (1, 1),
            "{outcome:?}"
        );
        // The nodes' own tasks may have been first: each call finds the digest
        // queued, by itself or before it.
        assert_eq!(outcome.queued + outcome.already_queued, 1, "{outcome:?}");
        assert_eq!(outcome.opted_out, 1, "{outcome:?}");
    }
    let digests = queued(&app.node, "overdue_digest").await;
    assert_eq!(
        digests.len(),
        1,
        "one digest, to the one admin who wants it"
    );
    let mail = &digests[0];
    assert_eq!(mail["to"], "chef@exemple.fr");
    assert_eq!(mail["member"], json!(chef));
    assert_eq!(
        mail["content"]["subject"],
        "Modération : 1 signalement et 1 demande en retard"
    );
    let text = mail["content"]["text"].as_str().unwrap();
    assert!(
        text.contains("« Alien » · Problème de son · En attente · attend depuis le"),
        "{text}"
    );
    assert!(
        text.contains("« Dune » · Film · En attente · attend depuis le"),
        "{text}"
    );
    assert!(text.contains("/admin/reports?overdue=true"), "{text}");
    assert!(text.contains("/profile"), "{text}");
    assert_eq!(
        app.mail_count("discret@exemple.fr").await,
        1,
        "the sign-up link only"
    );

    // Again the same day, on either node: refused as queued already.
    let again = send_digest(&other).await.unwrap();
    assert_eq!((again.queued, again.already_queued), (0, 1));
    assert_eq!(queued(&app.node, "overdue_digest").await.len(), 1);

    // The next day, a new digest.
    clock.advance(time::Duration::hours(24));
    let next = send_digest(&app.node).await.unwrap();
    assert_eq!(next.queued + next.already_queued, 1, "{next:?}");
    assert_eq!(queued(&app.node, "overdue_digest").await.len(), 2);
    let sent = events_of(&app.node, "MailQueued").await;
    assert!(
        sent.iter()
            .filter(|(payload, _)| payload["kind"] == "overdue_digest")
            .all(|(_, metadata)| metadata["actor"] == "system")
    );
}

async fn timelines(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let alien = film(&app, "Alien").await;
    let (marie, _) = app.member("marie@exemple.fr").await;
    let report = file(&marie, &alien).await;
    decide(&app, "reports", &report, "take", "On regarde").await;
    decide(&app, "reports", &report, "resolve", "Piste audio remplacée").await;
    let request = ask(&marie, "Dune").await;
    decide(
        &app,
        "requests",
        &request,
        "reject",
        "Pas de version française",
    )
    .await;
    decide(&app, "requests", &request, "reopen", "").await;
    decide(&app, "requests", &request, "note", "Trouvée en VF").await;

    let mine = marie.get(&format!("/api/reports?content_id={alien}")).await;
    assert_eq!(mine.status, 200, "{:?}", mine.body);
    let steps: Vec<(&str, &Value)> = mine.body[0]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["status"].as_str().unwrap(), &s["admin_notes"]))
        .collect();
    assert_eq!(
        steps,
        [
            ("pending", &Value::Null),
            ("in_progress", &json!("On regarde")),
            ("resolved", &json!("Piste audio remplacée")),
        ]
    );
    let times: Vec<&str> = mine.body[0]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["at"].as_str().unwrap())
        .collect();
    assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
    assert_eq!(times[0], mine.body[0]["created_at"]);

    let mine = marie.get("/api/requests").await;
    let steps: Vec<(&str, &Value)> = mine.body[0]["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["status"].as_str().unwrap(), &s["admin_notes"]))
        .collect();
    assert_eq!(
        steps,
        [
            ("pending", &Value::Null),
            ("rejected", &json!("Pas de version française")),
            ("pending", &Value::Null),
            ("pending", &json!("Trouvée en VF")),
        ]
    );
    // Nobody else's steps, and the acting admin is not named.
    let (luc, _) = app.member("luc@exemple.fr").await;
    assert_eq!(luc.get("/api/requests").await.body, json!([]));
    assert!(mine.body[0]["timeline"][1].get("by").is_none());
}
