//! Problem reports and content requests over HTTP: each rule and message,
//! the weekly limit across a Paris Monday with a manual clock, simultaneous requests,
//! privacy between members, and what erasure removes.

use crate::helpers;

use std::time::Duration;

use bobine_app::Clock;
use bobine_projections::moderation::queries;
use bobine_store::testing::Backend;
use bobine_store::{Position, on_both_backends};
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use time::macros::datetime;

const LIMIT: &str = "Vous avez atteint la limite de 3 demandes par semaine";

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait ModerationApp {
    async fn add_title(&self, kind: &str, title: &str) -> String;
    async fn settled(&self, answer: &Answer);
}

impl ModerationApp for TestApp {
    /// Adds a film or a series (`movies`, `series`) and answers its id.
    async fn add_title(&self, kind: &str, title: &str) -> String {
        let path = format!("/api/admin/{kind}");
        let answer = self
            .send(
                self.admin(Method::POST, &path)
                    .json(&json!({"title": title})),
            )
            .await;
        assert_eq!(answer.status, 201, "{:?}", answer.body);
        answer.body["id"].as_str().unwrap().to_string()
    }

    /// Waits until this node's read models show `answer`'s command.
    async fn settled(&self, answer: &Answer) {
        let position: Position = serde_json::from_value(answer.body["position"].clone()).unwrap();
        assert!(
            self.node
                .projections
                .wait_for(position, Duration::from_secs(10))
                .await
        );
    }
}

async fn request(member: &Browser<'_>, title: &str) -> Answer {
    member.post("/api/requests", json!({"title": title})).await
}

on_both_backends! {
    a_member_reports_a_title_named_by_the_catalogue_and_each_refusal_has_its_message => reports;
    requests_are_limited_to_three_per_paris_week_and_the_limit_resets_on_monday => weekly;
    ten_simultaneous_fourth_requests_are_all_refused => simultaneous;
    a_member_reads_only_their_own_requests => privacy;
    erasure_removes_the_descriptions_but_keeps_the_reports_and_requests => erasure;
}

async fn reports(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Alien").await;
    let (member, id) = app.member("rapporteur@exemple.fr").await;
    let body = |problem: &str, description: &str| {
        json!({"content_type": "movie", "content_id": film, "content_title": "Faux titre",
               "problem_type": problem, "description": description})
    };
    let signed_out = app.browser().post("/api/reports", body("other", "")).await;
    assert_eq!(signed_out.status, 401);
    let refusals = [
        (
            body("", ""),
            422,
            "Veuillez sélectionner le type de problème",
        ),
        (body("casse", ""), 422, "Type de problème inconnu"),
        (
            body("other", &"a".repeat(2001)),
            422,
            "La description ne doit pas dépasser 2000 caractères",
        ),
        (
            json!({"content_type": "anime", "content_id": film, "problem_type": "other"}),
            422,
            "Type de contenu inconnu : choisissez film, série ou épisode",
        ),
        (
            json!({"content_type": "movie", "content_id": uuid::Uuid::nil(), "problem_type": "other"}),
            404,
            "Film non trouvé",
        ),
        (
            json!({"content_type": "series", "content_id": film, "problem_type": "other"}),
            404,
            "Série non trouvée",
        ),
        (
            json!({"content_type": "episode", "content_id": film, "problem_type": "other"}),
            404,
            "Épisode non trouvé",
        ),
    ];
    for (body, status, message) in refusals {
        let answer = member.post("/api/reports", body).await;
        let (got_status, _, got_message) = error_of(&answer);
        assert_eq!(
            (got_status, got_message.as_str()),
            (status, message),
            "{:?}",
            answer.body
        );
    }
    let filed = member
        .post("/api/reports", body("video_not_working", "  "))
        .await;
    assert_eq!(filed.status, 201, "{:?}", filed.body);
    app.settled(&filed).await;
    let report = queries::report(app.node.read.reads(), filed.body["id"].as_str().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        report.content_title, "Alien",
        "the catalogue's title, not the client's"
    );
    assert_eq!(report.reporter_id, id);
    assert_eq!(
        (report.status.as_str(), report.description),
        ("pending", None)
    );
    assert_eq!(report.problem_type, "video_not_working");
}

async fn weekly(backend: Backend) {
    // Sunday 29 November 2026, 23:00 in Paris.
    let clock = Clock::manual(datetime!(2026-11-29 22:00 UTC));
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (member, _) = app.member("demandeur@exemple.fr").await;
    let refusals = [
        (json!({"title": "  "}), "Le titre est requis"),
        (
            json!({"title": "Dune", "year": 1899}),
            "L'année doit être comprise entre 1900 et 2030",
        ),
        (
            json!({"title": "Dune", "year": "2031"}),
            "L'année doit être comprise entre 1900 et 2030",
        ),
        (
            json!({"title": "Dune", "content_type": "anime"}),
            "Type de contenu inconnu : choisissez film ou série",
        ),
        (
            json!({"title": "Dune", "genre": "g".repeat(101)}),
            "Le genre ne doit pas dépasser 100 caractères",
        ),
    ];
    for (body, message) in refusals {
        let answer = member.post("/api/requests", body).await;
        assert_eq!(
            error_of(&answer),
            (422, error_of(&answer).1, message.to_string())
        );
    }
    let series = json!({"title": "Dark", "content_type": "series", "year": 2017,
        "director": "Baran bo Odar", "genre": "Science-fiction", "description": "En VOSTFR"});
    assert_eq!(member.post("/api/requests", series).await.status, 201);
    for title in ["Dune", "Alien"] {
        assert_eq!(request(&member, title).await.status, 201);
    }
    let quota = member.get("/api/requests/quota").await;
    assert_eq!(
        quota.body,
        json!({"used": 3, "limit": 3, "resets_at": "2026-11-30T00:00:00+01:00"})
    );
    let fourth = request(&member, "Heat").await;
    assert_eq!(
        error_of(&fourth),
        (429, "weekly_limit".into(), LIMIT.into())
    );

    // 23:59:59 in Paris: still Sunday.
    clock.advance(time::Duration::seconds(3599));
    assert_eq!(request(&member, "Heat").await.status, 429);
    // Monday 00:00 in Paris (23:00 UTC, still Sunday in UTC): a new week.
    clock.advance(time::Duration::seconds(1));
    let quota = member.get("/api/requests/quota").await;
    assert_eq!(
        quota.body,
        json!({"used": 0, "limit": 3, "resets_at": "2026-12-07T00:00:00+01:00"})
    );
    let heat = request(&member, "Heat").await;
    assert_eq!(heat.status, 201, "{:?}", heat.body);

    let mine = member.get("/api/requests").await;
    let titles: Vec<&str> = mine
        .body
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["title"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Heat", "Alien", "Dune", "Dark"], "newest first");
    let dark = &mine.body[3];
    assert_eq!(
        (
            &dark["content_type"],
            &dark["year"],
            &dark["director"],
            &dark["status"],
            &dark["admin_notes"]
        ),
        (
            &json!("series"),
            &json!(2017),
            &json!("Baran bo Odar"),
            &json!("pending"),
            &Value::Null
        )
    );
}

/// Sends `n` requests of `member` at once; answers their statuses.
async fn at_once(member: &Browser<'_>, n: usize) -> Vec<u16> {
    let tasks: Vec<_> = (0..n)
        .map(|i| {
            let request = member
                .request(Method::POST, "/api/requests")
                .json(&json!({"title": format!("Film {i}")}));
            tokio::spawn(async move { request.send().await.unwrap().status().as_u16() })
        })
        .collect();
    let mut statuses = Vec::new();
    for task in tasks {
        statuses.push(task.await.unwrap());
    }
    statuses
}

async fn simultaneous(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, id) = app.member("presse@exemple.fr").await;
    // From two used, ten at once: exactly one more gets through.
    for title in ["Un", "Deux"] {
        assert_eq!(request(&member, title).await.status, 201);
    }
    let statuses = at_once(&member, 10).await;
    assert_eq!(
        statuses.iter().filter(|s| **s == 201).count(),
        1,
        "{statuses:?}"
    );
    assert!(
        statuses.iter().all(|s| *s == 201 || *s == 429),
        "{statuses:?}"
    );
    // Then ten simultaneous fourth requests: all refused.
    let statuses = at_once(&member, 10).await;
    assert_eq!(statuses, vec![429; 10]);
    let last = request(&member, "Encore").await;
    assert_eq!(last.status, 429);
    let mine = member.get("/api/requests").await;
    assert_eq!(mine.body.as_array().unwrap().len(), 3);
    assert_eq!(member.get("/api/requests/quota").await.body["used"], 3);
    let _ = id;
}

async fn privacy(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (alice, _) = app.member("alice@exemple.fr").await;
    let (bruno, _) = app.member("bruno@exemple.fr").await;
    assert_eq!(request(&alice, "Amélie").await.status, 201);
    assert_eq!(
        alice
            .get("/api/requests")
            .await
            .body
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(bruno.get("/api/requests").await.body, json!([]));
    assert_eq!(bruno.get("/api/requests/quota").await.body["used"], 0);
    for path in ["/api/requests", "/api/requests/quota"] {
        assert_eq!(app.browser().get(path).await.status, 401, "{path}");
    }
}

async fn erasure(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Alien").await;
    let (member, id) = app.member("oublie@exemple.fr").await;
    let report = member
        .post(
            "/api/reports",
            json!({"content_type": "movie", "content_id": film,
            "problem_type": "other", "description": "texte secret du signalement"}),
        )
        .await;
    assert_eq!(report.status, 201, "{:?}", report.body);
    let requested = member
        .post(
            "/api/requests",
            json!({"title": "Dune", "description": "texte secret de la demande"}),
        )
        .await;
    assert_eq!(requested.status, 201, "{:?}", requested.body);
    let erased = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/users/{id}")))
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    app.settled(&erased).await;

    let report = queries::report(app.node.read.reads(), report.body["id"].as_str().unwrap())
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        (report.description, report.reporter_id.as_str()),
        (None, id.as_str())
    );
    let requests = queries::requests_of(app.node.read.reads(), &id)
        .await
        .unwrap();
    assert_eq!((requests.len(), requests[0].description.clone()), (1, None));
    let events = app
        .node
        .log
        .read_after(Position::ZERO, 10_000)
        .await
        .unwrap();
    assert!(events.iter().any(|e| e.event_type == "ReportFiled"));
    assert!(events.iter().any(|e| e.event_type == "ContentRequested"));
    assert!(
        events.iter().all(|e| !e.payload.contains("texte secret")),
        "no description of an erased member stays in the log"
    );
}
