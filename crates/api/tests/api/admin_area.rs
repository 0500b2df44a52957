//! The login messages, the analytics screen, the admin home's counters and a mail to
//! a member, over HTTP: each rule and refusal, the events naming the admin, visitor
//! days across a Paris clock change on a manual clock, and what erasure blanks.

use crate::helpers;

use std::time::Duration;

use bobine_app::Clock;
use bobine_store::testing::Backend;
use bobine_store::{Position, on_both_backends};
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use time::macros::datetime;
use uuid::Uuid;

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait AdminAreaApp {
    async fn settle(&self, answer: &Answer);
    async fn events_of(&self, event_type: &str) -> Vec<(Value, Value)>;
}

impl AdminAreaApp for TestApp {
    /// Waits until this node's read models show `answer`'s command (for readers that
    /// do not carry its position).
    async fn settle(&self, answer: &Answer) {
        let position: Position = serde_json::from_value(answer.body["position"].clone()).unwrap();
        let wait = Duration::from_secs(10);
        assert!(self.node.projections.wait_for(position, wait).await);
    }

    /// The payloads and metadata of every event of `event_type` in the log.
    async fn events_of(&self, event_type: &str) -> Vec<(Value, Value)> {
        let events = self
            .node
            .log
            .read_after(Position::ZERO, 10_000)
            .await
            .unwrap();
        events
            .iter()
            .filter(|e| e.event_type == event_type)
            .map(|e| {
                let payload: Value = serde_json::from_str(&e.payload).unwrap();
                let metadata: Value = serde_json::from_str(&e.metadata).unwrap();
                (payload[event_type].clone(), metadata)
            })
            .collect()
    }
}

fn popup(title: &str, active: bool) -> Value {
    json!({"title": title, "content": "Ligne 1\nLigne 2", "is_active": active})
}

async fn create_popup(admin: &Browser<'_>, title: &str, active: bool) -> String {
    let answer = admin.post("/api/admin/popups", popup(title, active)).await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

/// The titles of the messages, newest first, and the title of the active one.
async fn board(admin: &Browser<'_>) -> (Vec<String>, Option<String>) {
    let list = admin.get("/api/admin/popups").await;
    assert_eq!(list.status, 200, "{:?}", list.body);
    let rows = list.body.as_array().unwrap();
    let titles = rows
        .iter()
        .map(|r| r["title"].as_str().unwrap().to_string());
    let active = rows
        .iter()
        .filter(|r| r["is_active"] == true)
        .map(|r| r["title"].as_str().unwrap().to_string());
    let active: Vec<_> = active.collect();
    assert!(active.len() <= 1, "{active:?}");
    (titles.collect(), active.into_iter().next())
}

on_both_backends! {
    one_login_message_at_most_is_active_and_the_login_page_shows_it => popups;
    login_message_refusals_have_their_messages_and_statuses => popup_refusals;
    visitor_days_are_paris_days_zero_filled_across_the_spring_clock_change => visitors;
    the_most_watched_are_ten_per_type_and_merged_by_views => most_watched;
    the_admin_home_counts_what_each_card_opens => dashboard;
    an_admin_mails_a_member_and_erasure_blanks_the_words => mail;
}

async fn popups(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, admin_id) = app.admin_member("admin@exemple.fr").await;
    let visitor = app.browser();
    assert_eq!(visitor.get("/api/popup").await.body, Value::Null);

    let first = create_popup(&admin, "Bienvenue", true).await;
    let second = create_popup(&admin, "Maintenance", false).await;
    assert_eq!(
        board(&admin).await,
        (
            vec!["Maintenance".into(), "Bienvenue".into()],
            Some("Bienvenue".into())
        )
    );
    let third = admin
        .post("/api/admin/popups", popup("Nouveautés", true))
        .await;
    app.settle(&third).await;
    let shown = visitor.get("/api/popup").await;
    assert_eq!(shown.status, 200);
    assert_eq!(shown.body["title"], "Nouveautés");
    assert_eq!(shown.body["content"], "Ligne 1\nLigne 2");
    assert_eq!(board(&admin).await.1, Some("Nouveautés".into()));

    let activated = admin
        .post(&format!("/api/admin/popups/{second}/activate"), json!({}))
        .await;
    assert_eq!(activated.status, 200, "{:?}", activated.body);
    assert_eq!(board(&admin).await.1, Some("Maintenance".into()));

    // Editing with the box checked activates; unchecked, it switches the message off.
    let edited = admin
        .call(
            Method::PUT,
            &format!("/api/admin/popups/{first}"),
            Some(popup("Bienvenue à tous", true)),
        )
        .await;
    assert_eq!(edited.status, 200, "{:?}", edited.body);
    assert_eq!(board(&admin).await.1, Some("Bienvenue à tous".into()));
    let off = admin
        .call(
            Method::PUT,
            &format!("/api/admin/popups/{first}"),
            Some(popup("Bienvenue à tous", false)),
        )
        .await;
    assert_eq!(off.status, 200);
    assert_eq!(board(&admin).await.1, None);
    app.settle(&off).await;
    assert_eq!(visitor.get("/api/popup").await.body, Value::Null);

    let again = admin
        .post(&format!("/api/admin/popups/{first}/activate"), json!({}))
        .await;
    assert_eq!(again.status, 200);
    let deleted = admin
        .call(Method::DELETE, &format!("/api/admin/popups/{first}"), None)
        .await;
    assert_eq!(deleted.status, 200);
    app.settle(&deleted).await;
    assert_eq!(visitor.get("/api/popup").await.body, Value::Null);
    assert_eq!(board(&admin).await.0.len(), 2);

    // Every event names the admin, in its payload and as the metadata's actor.
    for kind in [
        "PopupCreated",
        "PopupActivated",
        "PopupDeactivated",
        "PopupDeleted",
    ] {
        let events = app.events_of(kind).await;
        assert!(!events.is_empty(), "{kind}");
        for (payload, metadata) in events {
            assert_eq!(payload["by"], admin_id.as_str(), "{kind}");
            assert_eq!(metadata["actor"], admin_id.as_str(), "{kind}");
        }
    }
    let replaced = app.events_of("PopupActivated").await;
    assert_eq!(replaced[1].0["replaced"], first.as_str());
}

async fn popup_refusals(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let (member, _) = app.member("membre@exemple.fr").await;
    let unknown = Uuid::now_v7();
    let cases = [
        (json!({"content": "Texte"}), "title", "Le titre est requis"),
        (
            json!({"title": "Titre", "content": "  "}),
            "content",
            "Le contenu est requis",
        ),
        (
            json!({"title": "t".repeat(101), "content": "Texte"}),
            "title",
            "Le titre ne doit pas dépasser 100 caractères",
        ),
        (
            json!({"title": "Titre", "content": "c".repeat(2001)}),
            "content",
            "Le contenu ne doit pas dépasser 2000 caractères",
        ),
    ];
    for (body, field, message) in cases {
        let answer = admin.post("/api/admin/popups", body).await;
        assert_eq!(
            error_of(&answer),
            (422, "validation".into(), message.into())
        );
        assert_eq!(answer.body["error"]["field"], field);
    }
    assert_eq!(board(&admin).await.0.len(), 0, "nothing half-applied");
    let not_found = (404, "popup_not_found".into(), "Message non trouvé".into());
    let path = format!("/api/admin/popups/{unknown}");
    let activate = admin.post(&format!("{path}/activate"), json!({})).await;
    assert_eq!(error_of(&activate), not_found);
    let edit = admin.call(Method::PUT, &path, Some(popup("T", true))).await;
    assert_eq!(error_of(&edit), not_found);
    let delete = admin.call(Method::DELETE, &path, None).await;
    assert_eq!(error_of(&delete), not_found);
    let unreadable = admin
        .post("/api/admin/popups/123/activate", json!({}))
        .await;
    assert_eq!(unreadable.status, 400);

    let as_member = member.post("/api/admin/popups", popup("T", true)).await;
    assert_eq!(as_member.status, 403);
    assert_eq!(member.get("/api/admin/popups").await.status, 403);
    assert_eq!(app.browser().get("/api/admin/popups").await.status, 401);
    assert_eq!(member.get("/api/popup").await.status, 200);
}

async fn visit(app: &TestApp, visitor: Uuid) {
    let answer = app
        .browser()
        .post("/api/visits", json!({"visitor_id": visitor}))
        .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    app.settle(&answer).await;
}

async fn visitors(backend: Backend) {
    // Friday 27 March 2026, noon in Paris (winter time, UTC+1).
    let clock = Clock::manual(datetime!(2026-03-27 11:00 UTC));
    let app = TestApp::spawn_clocked(backend, clock.clone(), |_| {}).await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let (anne, bruno, chloe) = (Uuid::new_v4(), Uuid::new_v4(), Uuid::new_v4());
    visit(&app, anne).await;
    // Saturday 23:30 in Paris: still the 28th, though the clocks change that night.
    clock.advance(time::Duration::hours(35) + time::Duration::minutes(30));
    visit(&app, anne).await;
    visit(&app, bruno).await;
    // Monday 30 March, 00:30 in Paris (summer time, UTC+2): Sunday 22:30 in UTC.
    clock.advance(time::Duration::hours(24));
    visit(&app, anne).await;
    visit(&app, bruno).await;
    visit(&app, chloe).await;
    visit(&app, chloe).await;

    let summary = admin.get("/api/admin/analytics/summary").await;
    assert_eq!(summary.status, 200, "{:?}", summary.body);
    assert_eq!(summary.body, json!({"total": 6, "today": 3}));

    let week = admin
        .get("/api/admin/analytics/visitors?period=7days")
        .await;
    assert_eq!(week.status, 200, "{:?}", week.body);
    let days: Vec<(String, i64)> = week.body["days"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["day"].as_str().unwrap().into(),
                d["visitors"].as_i64().unwrap(),
            )
        })
        .collect();
    let expected = [
        ("2026-03-24", 0),
        ("2026-03-25", 0),
        ("2026-03-26", 0),
        ("2026-03-27", 1),
        ("2026-03-28", 2),
        ("2026-03-29", 0),
        ("2026-03-30", 3),
    ];
    let expected: Vec<(String, i64)> = expected.iter().map(|(d, v)| (d.to_string(), *v)).collect();
    assert_eq!(days, expected);
    // First half 0, 0, 0; second half 1, 2, 0, 3: up, with no percentage from zero.
    assert_eq!(week.body["trend"], "up");
    assert_eq!(week.body["change_percent"], Value::Null);

    for (period, length) in [("30days", 30), ("1year", 365)] {
        let chart = admin
            .get(&format!("/api/admin/analytics/visitors?period={period}"))
            .await;
        assert_eq!(chart.body["days"].as_array().unwrap().len(), length);
        assert_eq!(chart.body["days"][length - 1]["day"], "2026-03-30");
    }
    let bad = admin
        .get("/api/admin/analytics/visitors?period=2weeks")
        .await;
    assert_eq!(
        error_of(&bad),
        (
            400,
            "malformed".into(),
            "Requête invalide : période inconnue (7days, 30days ou 1year)".into()
        )
    );
}

/// Adds a title through the admin API (`movies` or `series`) and counts `views` views.
async fn watched(app: &TestApp, kind: &str, body: Value, views: usize) -> String {
    let answer = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/{kind}"))
                .json(&body),
        )
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    let id = answer.body["id"].as_str().unwrap().to_string();
    // Views count titles this node's catalogue already shows.
    app.settle(&answer).await;
    let mut last = answer;
    for _ in 0..views {
        last = app
            .browser()
            .post(&format!("/api/{kind}/{id}/views"), json!({}))
            .await;
        assert_eq!(last.status, 200, "{:?}", last.body);
    }
    app.settle(&last).await;
    id
}

async fn most_watched(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let empty = admin.get("/api/admin/analytics/top?type=all").await;
    assert_eq!(empty.body, json!([]), "no view yet: the empty state");
    for n in 0..11 {
        watched(
            &app,
            "movies",
            json!({"title": format!("Film {n:02}")}),
            n + 1,
        )
        .await;
    }
    watched(&app, "series", json!({"title": "Série", "anime": false}), 3).await;
    let anime =
        json!({"title": "Animé", "country": "Japon", "language": "Japonais", "anime": true});
    watched(&app, "series", anime, 20).await;
    watched(&app, "movies", json!({"title": "Jamais vu"}), 0).await;

    let titles = |answer: &Answer| -> Vec<String> {
        answer
            .body
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["title"].as_str().unwrap().into())
            .collect()
    };
    let movies = admin.get("/api/admin/analytics/top?type=movies").await;
    assert_eq!(movies.status, 200, "{:?}", movies.body);
    let expected: Vec<String> = (1..11).rev().map(|n| format!("Film {n:02}")).collect();
    assert_eq!(titles(&movies), expected);
    assert_eq!(movies.body[0]["views_count"], 11);
    assert_eq!(movies.body[0]["type"], "movie");
    assert!(
        movies.body[0]["poster_url"]
            .as_str()
            .unwrap()
            .starts_with("/api/posters/movie/")
    );
    let series = admin.get("/api/admin/analytics/top?type=series").await;
    assert_eq!(titles(&series), ["Série"]);
    let animes = admin.get("/api/admin/analytics/top?type=animes").await;
    assert_eq!(titles(&animes), ["Animé"]);
    assert_eq!(animes.body[0]["type"], "anime");
    let all = admin.get("/api/admin/analytics/top?type=all").await;
    let all = titles(&all);
    assert_eq!(all.len(), 10);
    assert_eq!(all[..3], ["Animé", "Film 10", "Film 09"]);
    assert!(
        !all.contains(&"Série".to_string()),
        "3 views do not make the top 10"
    );
    let bad = admin.get("/api/admin/analytics/top?type=films").await;
    assert_eq!(bad.status, 400);
    assert_eq!(
        bad.body["error"]["message"],
        "Requête invalide : type inconnu (all, movies, series ou animes)"
    );
}

async fn dashboard(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("admin@exemple.fr").await;
    let (member, _) = app.member("membre@exemple.fr").await;
    let film = watched(&app, "movies", json!({"title": "Alien"}), 0).await;
    watched(&app, "series", json!({"title": "Dark", "anime": false}), 0).await;
    let anime = json!({"title": "Naruto", "country": "Japon", "anime": true});
    watched(&app, "series", anime, 0).await;
    assert_eq!(app.create_genre("Action", "Films").await.status, 201);
    let report = member
        .post(
            "/api/reports",
            json!({"content_type": "movie", "content_id": film, "content_title": "Alien",
                   "problem_type": "other"}),
        )
        .await;
    assert_eq!(report.status, 201, "{:?}", report.body);
    let request = member.post("/api/requests", json!({"title": "Heat"})).await;
    assert_eq!(request.status, 201, "{:?}", request.body);
    app.settle(&request).await;
    create_popup(&admin, "Bienvenue", true).await;
    visit(&app, Uuid::new_v4()).await;

    let counts = admin.get("/api/admin/dashboard").await;
    assert_eq!(counts.status, 200, "{:?}", counts.body);
    assert_eq!(
        counts.body,
        json!({"series": 1, "animes": 1, "genres": 1, "users": 2, "pending_requests": 1,
               "pending_reports": 1, "pending_appeals": 0, "overdue_reports": 0,
               "overdue_requests": 0, "visitors_today": 1, "popups": 1, "popup_active": true})
    );
    assert_eq!(member.get("/api/admin/dashboard").await.status, 403);
    assert_eq!(app.browser().get("/api/admin/dashboard").await.status, 401);
}

async fn mail(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, admin_id) = app.admin_member("admin@exemple.fr").await;
    let (member, member_id) = app.member("lecteur@exemple.fr").await;
    let path = format!("/api/admin/users/{member_id}/email");
    let before = app.mail_count("lecteur@exemple.fr").await;
    let sent = admin
        .post(
            &path,
            json!({"subject": "Votre demande", "body": "Bonjour,\nHeat est en ligne."}),
        )
        .await;
    assert_eq!(sent.status, 200, "{:?}", sent.body);
    assert_eq!(app.mail_count("lecteur@exemple.fr").await, before + 1);
    app.settle(&sent).await;
    let recorded = app.events_of("MemberMailed").await;
    assert_eq!(recorded.len(), 1);
    let (payload, metadata) = &recorded[0];
    assert_eq!(payload["by"], admin_id.as_str());
    assert_eq!(payload["subject"], "Votre demande");
    assert_eq!(payload["body"], "Bonjour,\nHeat est en ligne.");
    assert_eq!(metadata["actor"], admin_id.as_str());

    let refusals = [
        (json!({"body": "Texte"}), "L'objet est requis"),
        (
            json!({"subject": "Objet", "body": ""}),
            "Le message est requis",
        ),
        (
            json!({"subject": "o".repeat(201), "body": "Texte"}),
            "L'objet ne doit pas dépasser 200 caractères",
        ),
    ];
    for (body, message) in refusals {
        let refused = admin.post(&path, body).await;
        assert_eq!(
            error_of(&refused),
            (422, "validation".into(), message.into())
        );
    }
    let unknown = admin
        .post(
            &format!("/api/admin/users/{}/email", Uuid::now_v7()),
            json!({"subject": "Objet", "body": "Texte"}),
        )
        .await;
    assert_eq!(
        error_of(&unknown),
        (404, "not_found".into(), "Utilisateur non trouvé".into())
    );
    let as_member = member
        .post(&path, json!({"subject": "Objet", "body": "Texte"}))
        .await;
    assert_eq!(as_member.status, 403);
    assert_eq!(
        app.mail_count("lecteur@exemple.fr").await,
        before + 1,
        "refusals send nothing"
    );

    let erased = admin
        .call(
            Method::DELETE,
            &format!("/api/admin/users/{member_id}"),
            None,
        )
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    let after = admin
        .post(&path, json!({"subject": "Objet", "body": "Texte"}))
        .await;
    assert_eq!(after.status, 404);
    let redacted = app.events_of("MemberMailed").await;
    assert_eq!(redacted.len(), 1);
    assert_eq!(redacted[0].0["by"], admin_id.as_str());
    assert_eq!(redacted[0].0["subject"], "");
    assert_eq!(redacted[0].0["body"], "");
}
