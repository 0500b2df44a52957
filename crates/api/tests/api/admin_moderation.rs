//! Moderation over HTTP: the report and request lists (filters, search, pages,
//! counters, an erased member's address), each decision's status code and message,
//! ten admins deciding one report at once, the member reading the decision at once,
//! the preference that stops the mail, and the response times (the `moderation_times`
//! projection) built live and replayed.

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    the_report_list_filters_searches_pages_and_counts => report_list;
    each_report_decision_has_its_status_and_message => report_decisions;
    of_ten_simultaneous_decisions_on_one_report_exactly_one_wins => simultaneous;
    the_member_sees_a_decision_on_their_request_at_once => request_decisions;
    the_request_list_searches_director_genre_and_member => request_list;
    a_member_who_turns_mails_off_gets_none => preferences;
    the_member_sees_a_decision_on_their_report_at_once => my_reports;
    response_times_built_live_equal_a_replay_from_event_zero => response_times;
}

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait AdminModerationApp {
    async fn film(&self, title: &str) -> String;
    async fn decide(&self, list: &str, id: &str, action: &str, notes: &str) -> Answer;
    async fn list(&self, path: &str) -> Value;
}

impl AdminModerationApp for TestApp {
    /// A film in the catalogue; answers its id.
    async fn film(&self, title: &str) -> String {
        let answer = self
            .send(
                self.admin(Method::POST, "/api/admin/movies")
                    .json(&json!({"title": title})),
            )
            .await;
        assert_eq!(answer.status, 201, "{:?}", answer.body);
        answer.body["id"].as_str().unwrap().to_string()
    }

    /// An operator's decision (`reports` or `requests`, its id, the action).
    async fn decide(&self, list: &str, id: &str, action: &str, notes: &str) -> Answer {
        let path = format!("/api/admin/{list}/{id}/{action}");
        self.send(
            self.admin(Method::POST, &path)
                .json(&json!({"admin_notes": notes})),
        )
        .await
    }

    /// A moderation list as the operator reads it.
    async fn list(&self, path: &str) -> Value {
        let answer = self.send(self.admin(Method::GET, path)).await;
        assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
        answer.body
    }
}

async fn file(member: &Browser<'_>, film: &str, problem: &str, description: &str) -> String {
    let answer = member
        .post(
            "/api/reports",
            json!({"content_type": "movie", "content_id": film, "problem_type": problem,
                   "description": description}),
        )
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

async fn ask(member: &Browser<'_>, body: Value) -> String {
    let answer = member.post("/api/requests", body).await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

fn field<'a>(list: &'a Value, key: &str) -> Vec<&'a str> {
    list["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item[key].as_str().unwrap_or("Utilisateur inconnu"))
        .collect()
}

async fn report_list(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let alien = app.film("Alien").await;
    let heat = app.film("Heat").await;
    let (marie, marie_id) = app.member("marie@exemple.fr").await;
    let (luc, _) = app.member("luc@exemple.fr").await;
    let first = file(&marie, &alien, "audio_issue", "").await;
    let second = file(&luc, &heat, "video_not_working", "écran noir").await;
    let third = file(&marie, &heat, "other", "").await;
    assert_eq!(app.decide("reports", &second, "take", "").await.status, 200);
    assert_eq!(
        app.decide("reports", &third, "reject", "Doublon")
            .await
            .status,
        200
    );

    let all = app.list("/api/admin/reports").await;
    assert_eq!(
        field(&all, "id"),
        [third.as_str(), &second, &first],
        "newest first"
    );
    assert_eq!(
        all["counters"],
        json!({"total": 3, "pending": 1, "in_progress": 1, "resolved": 0, "rejected": 1,
               "overdue": 0})
    );
    let card = &all["items"][0];
    assert_eq!(
        (
            &card["status"],
            &card["admin_notes"],
            &card["reporter_email"],
            &card["content_title"]
        ),
        (
            &json!("rejected"),
            &json!("Doublon"),
            &json!("marie@exemple.fr"),
            &json!("Heat")
        )
    );
    for (query, expected) in [
        ("status=pending", vec![first.as_str()]),
        ("status=in_progress", vec![&second]),
        (
            "status=all&content_type=movie",
            vec![&third, &second, &first],
        ),
        ("content_type=episode", vec![]),
        ("q=ALIEN", vec![&first]),
        ("q=luc@", vec![&second]),
        ("q=son", vec![&first]),
        ("q=noir", vec![&second]),
        ("q=50%25", vec![]),
    ] {
        let list = app.list(&format!("/api/admin/reports?{query}")).await;
        assert_eq!(field(&list, "id"), expected, "{query}");
        assert_eq!(list["total"], json!(expected.len()), "{query}");
        assert_eq!(
            list["counters"]["total"], 3,
            "{query}: counters ignore filters"
        );
    }
    let page = app.list("/api/admin/reports?limit=2").await;
    assert_eq!(field(&page, "id"), [third.as_str(), &second]);
    let cursor = page["next_cursor"].as_str().unwrap();
    let rest = app
        .list(&format!(
            "/api/admin/reports?limit=2&cursor={}",
            urlencode(cursor)
        ))
        .await;
    assert_eq!(field(&rest, "id"), [first.as_str()]);
    assert_eq!(rest["next_cursor"], Value::Null);
    for bad in ["status=closed", "content_type=anime", "cursor=nope"] {
        let answer = app
            .send(app.admin(Method::GET, &format!("/api/admin/reports?{bad}")))
            .await;
        assert_eq!(error_of(&answer).0, 400, "{bad}");
    }

    // An erased reporter reads as unknown; the report stays.
    let erased = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/users/{marie_id}")))
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    let after = app.list("/api/admin/reports").await;
    assert_eq!(after["items"][0]["reporter_email"], Value::Null);
    assert_eq!(after["counters"]["total"], 3);
    assert!(app.list("/api/admin/reports?q=marie").await["items"] == json!([]));
}

fn urlencode(text: &str) -> String {
    text.replace('%', "%25")
        .replace('+', "%2B")
        .replace(':', "%3A")
        .replace('~', "%7E")
}

async fn report_decisions(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.film("Alien").await;
    let (member, _) = app.member("marie@exemple.fr").await;
    let (admin, _) = app.admin_member("chef@exemple.fr").await;
    let id = file(&member, &film, "audio_issue", "").await;
    let path = format!("/api/admin/reports/{id}/take");

    let signed_out = app.browser().post(&path, json!({})).await;
    assert_eq!(signed_out.status, 401);
    let not_admin = member.post(&path, json!({})).await;
    assert_eq!(error_of(&not_admin).0, 403);
    let unknown = admin
        .post(
            &format!("/api/admin/reports/{}/take", uuid::Uuid::now_v7()),
            json!({}),
        )
        .await;
    assert_eq!(
        error_of(&unknown),
        (
            404,
            "report_not_found".into(),
            "Signalement non trouvé".into()
        )
    );
    let no_such_action = admin
        .post(&format!("/api/admin/reports/{id}/delete"), json!({}))
        .await;
    assert_eq!(error_of(&no_such_action).0, 400);
    let blank = admin
        .post(
            &format!("/api/admin/reports/{id}/reject"),
            json!({"admin_notes": "  "}),
        )
        .await;
    assert_eq!(
        error_of(&blank),
        (
            422,
            "notes_required".into(),
            "Veuillez indiquer dans les notes pourquoi le signalement est rejeté".into()
        )
    );
    let long = admin
        .post(
            &format!("/api/admin/reports/{id}/resolve"),
            json!({"admin_notes": "n".repeat(2001)}),
        )
        .await;
    assert_eq!(
        error_of(&long),
        (
            422,
            "validation".into(),
            "La note ne doit pas dépasser 2000 caractères".into()
        )
    );
    let taken = admin.post(&path, json!({})).await;
    assert_eq!(taken.status, 200, "{:?}", taken.body);
    assert!(taken.body["position"].is_number() || taken.body["position"].is_string());
    let again = admin.post(&path, json!({})).await;
    assert_eq!(
        error_of(&again),
        (
            409,
            "status_changed".into(),
            "Ce signalement est désormais « En cours » : il ne peut pas être pris en charge. Il a peut-être été modifié entre-temps, rechargez la liste.".into()
        )
    );
    let resolved = admin
        .post(
            &format!("/api/admin/reports/{id}/resolve"),
            json!({"admin_notes": "Lien remplacé"}),
        )
        .await;
    assert_eq!(resolved.status, 200, "{:?}", resolved.body);
    let list = admin.get("/api/admin/reports").await;
    assert_eq!(
        (
            &list.body["items"][0]["status"],
            &list.body["items"][0]["admin_notes"]
        ),
        (&json!("resolved"), &json!("Lien remplacé"))
    );
}

async fn simultaneous(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.film("Alien").await;
    let (member, _) = app.member("marie@exemple.fr").await;
    let id = file(&member, &film, "audio_issue", "").await;
    let tasks: Vec<_> = (0..10)
        .map(|i| {
            let action = if i % 2 == 0 { "resolve" } else { "reject" };
            let request = app
                .admin(Method::POST, &format!("/api/admin/reports/{id}/{action}"))
                .json(&json!({"admin_notes": format!("Décision {i}")}));
            tokio::spawn(async move {
                let response = request.send().await.unwrap();
                let status = response.status().as_u16();
                let body: Value = response.json().await.unwrap();
                (status, body)
            })
        })
        .collect();
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.unwrap());
    }
    let won: Vec<_> = answers.iter().filter(|(s, _)| *s == 200).collect();
    assert_eq!(won.len(), 1, "{answers:?}");
    for (status, body) in answers.iter().filter(|(s, _)| *s != 200) {
        assert_eq!(*status, 409, "{body:?}");
        assert_eq!(body["error"]["code"], "status_changed", "{body:?}");
    }
    let list = app.list("/api/admin/reports").await;
    let status = list["items"][0]["status"].as_str().unwrap();
    assert!(status == "resolved" || status == "rejected", "{status}");
    assert_eq!(
        app.mail_count("marie@exemple.fr").await,
        2,
        "the sign-up link and one decision"
    );
}

async fn request_decisions(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, _) = app.member("luc@exemple.fr").await;
    let id = ask(&member, json!({"title": "Dune", "year": 2021})).await;
    let mine = |answer: Answer| {
        let row = &answer.body[0];
        (
            row["status"].as_str().unwrap().to_string(),
            row["admin_notes"].clone(),
        )
    };
    let complete_early = app.decide("requests", &id, "complete", "").await;
    assert_eq!(error_of(&complete_early).0, 409);
    let reject_blank = app.decide("requests", &id, "reject", "").await;
    assert_eq!(error_of(&reject_blank).1, "notes_required");
    assert_eq!(
        app.decide("requests", &id, "approve", "Bientôt")
            .await
            .status,
        200
    );
    // The member's next read, without any position of theirs, shows it.
    assert_eq!(
        mine(member.get("/api/requests").await),
        ("approved".into(), json!("Bientôt"))
    );
    assert_eq!(
        app.decide("requests", &id, "complete", "En ligne")
            .await
            .status,
        200
    );
    assert_eq!(
        mine(member.get("/api/requests").await),
        ("completed".into(), json!("En ligne"))
    );
    assert_eq!(app.decide("requests", &id, "reopen", "").await.status, 200);
    assert_eq!(
        app.decide("requests", &id, "note", "À revoir").await.status,
        200
    );
    assert_eq!(
        mine(member.get("/api/requests").await),
        ("pending".into(), json!("À revoir"))
    );
    let unknown = app
        .decide("requests", &uuid::Uuid::now_v7().to_string(), "approve", "")
        .await;
    assert_eq!(
        error_of(&unknown),
        (
            404,
            "request_not_found".into(),
            "Demande non trouvée".into()
        )
    );
    // Approved, then added: two mails besides the sign-up link.
    assert_eq!(app.mail_count("luc@exemple.fr").await, 3);
}

async fn request_list(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (luc, _) = app.member("luc@exemple.fr").await;
    let (ines, _) = app.member("ines@exemple.fr").await;
    let dune = ask(
        &luc,
        json!({"title": "Dune", "director": "Denis Villeneuve", "genre": "SF"}),
    )
    .await;
    let dark = ask(
        &ines,
        json!({"title": "Dark", "content_type": "series", "genre": "Thriller"}),
    )
    .await;
    assert_eq!(
        app.decide("requests", &dune, "approve", "").await.status,
        200
    );
    let all = app.list("/api/admin/requests").await;
    assert_eq!(field(&all, "id"), [dark.as_str(), &dune]);
    assert_eq!(
        all["counters"],
        json!({"total": 2, "pending": 1, "approved": 1, "completed": 0, "rejected": 0,
               "overdue": 0})
    );
    assert_eq!(all["items"][1]["user_email"], "luc@exemple.fr");
    for (query, expected) in [
        ("q=villeneuve", vec![dune.as_str()]),
        ("q=thriller", vec![&dark]),
        ("q=ines", vec![&dark]),
        ("content_type=series", vec![&dark]),
        ("status=approved", vec![&dune]),
        ("status=completed", vec![]),
    ] {
        let list = app.list(&format!("/api/admin/requests?{query}")).await;
        assert_eq!(field(&list, "id"), expected, "{query}");
    }
    let bad = app
        .send(app.admin(Method::GET, "/api/admin/requests?content_type=episode"))
        .await;
    assert_eq!(error_of(&bad).0, 400);
}

async fn preferences(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, _) = app.member("discret@exemple.fr").await;
    assert_eq!(
        app.browser().get("/api/account/preferences").await.status,
        401
    );
    let shown = member.get("/api/account/preferences").await;
    assert_eq!(
        shown.body,
        json!({"moderation_emails": true, "overdue_digest": true})
    );
    let saved = member
        .call(
            Method::PUT,
            "/api/account/preferences",
            Some(json!({"moderation_emails": false})),
        )
        .await;
    assert_eq!(saved.status, 200, "{:?}", saved.body);
    assert_eq!(saved.body["moderation_emails"], false);
    let shown = member.get("/api/account/preferences").await;
    assert_eq!(
        shown.body,
        json!({"moderation_emails": false, "overdue_digest": true}),
        "a PUT without the digest keeps it"
    );
    let malformed = member
        .call(Method::PUT, "/api/account/preferences", Some(json!({})))
        .await;
    assert_eq!(error_of(&malformed).0, 400);

    let id = ask(&member, json!({"title": "Dune"})).await;
    assert_eq!(
        app.decide("requests", &id, "reject", "Indisponible")
            .await
            .status,
        200
    );
    assert_eq!(
        app.mail_count("discret@exemple.fr").await,
        1,
        "only the sign-up link"
    );
}

async fn my_reports(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.film("Alien").await;
    let other_film = app.film("Brazil").await;
    let (member, _) = app.member("ana@exemple.fr").await;
    let (other, _) = app.member("bob@exemple.fr").await;
    let path = format!("/api/reports?content_id={film}");
    let first = file(&member, &film, "audio_issue", "Pas de son").await;
    let second = file(&member, &film, "subtitle_issue", "").await;
    file(&member, &other_film, "other", "Autre").await;
    file(&other, &film, "video_not_working", "Noir").await;
    assert_eq!(
        app.decide("reports", &first, "resolve", "Corrigé")
            .await
            .status,
        200
    );
    // The member's next read, without any position of theirs, shows it.
    let mine = member.get(&path).await;
    assert_eq!(mine.status, 200, "{:?}", mine.body);
    let rows = mine.body.as_array().unwrap();
    assert_eq!(rows.len(), 2, "{rows:?}");
    assert_eq!(rows[0]["id"], json!(second));
    assert_eq!(rows[0]["status"], json!("pending"));
    assert_eq!(rows[0]["admin_notes"], Value::Null);
    assert_eq!(rows[1]["id"], json!(first));
    assert_eq!(rows[1]["status"], json!("resolved"));
    assert_eq!(rows[1]["admin_notes"], json!("Corrigé"));
    assert_eq!(rows[1]["problem_type"], json!("audio_issue"));
    assert_eq!(rows[1]["content_type"], json!("movie"));
    assert_eq!(rows[1]["content_title"], json!("Alien"));
    // Another member sees only their own report; a third sees none.
    let theirs = other.get(&path).await;
    assert_eq!(theirs.body.as_array().unwrap().len(), 1);
    let (third, _) = app.member("cyd@exemple.fr").await;
    assert_eq!(third.get(&path).await.body, json!([]));
    // A visitor is refused; a malformed id is a 400.
    assert_eq!(app.browser().get(&path).await.status, 401);
    let malformed = member.get("/api/reports?content_id=abc").await;
    assert_eq!(error_of(&malformed).0, 400);
    assert_eq!(member.get("/api/reports").await.status, 400);
}

/// Rebuilds a projection from event 0 through the projections screen's route, and
/// waits for the swap.
async fn rebuild(admin: &Browser<'_>, projection: &str) {
    let started = admin
        .post(
            &format!("/api/admin/projections/{projection}/rebuild"),
            json!({}),
        )
        .await;
    assert_eq!(started.status, 200, "{:?}", started.body);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let status = admin.get("/api/admin/projections").await;
        let entry = status.body["projections"]
            .as_array()
            .unwrap()
            .iter()
            .find(|p| p["name"] == projection)
            .unwrap()
            .clone();
        if entry["rebuild"]["running"] == false {
            assert_eq!(entry["rebuild"]["error"], Value::Null, "{entry:?}");
            return;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the rebuild never ended"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

async fn response_times(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let films = [
        app.film("Alien").await,
        app.film("Brazil").await,
        app.film("Heat").await,
    ];
    let (member, _) = app.member("ana@exemple.fr").await;
    let (chef, chef_id) = app.admin_member("chef@exemple.fr").await;
    let (analyst, _) = app.analyst_member("analyste@exemple.fr").await;
    let mut reports = Vec::new();
    for film in &films {
        reports.push(file(&member, film, "audio_issue", "Pas de son").await);
    }
    let path = "/api/admin/reports";
    for (report, action, notes) in [
        (&reports[0], "take", ""),
        (&reports[0], "resolve", "Corrigé"),
        (&reports[1], "reject", "Doublon"),
    ] {
        let decided = chef
            .post(
                &format!("{path}/{report}/{action}"),
                json!({"admin_notes": notes}),
            )
            .await;
        assert_eq!(decided.status, 200, "{action}: {:?}", decided.body);
    }

    let live = chef.get("/api/admin/analytics/moderation-times").await;
    assert_eq!(live.status, 200, "{:?}", live.body);
    let weeks = live.body["weeks"].as_array().unwrap();
    assert_eq!(weeks.len(), 1, "{weeks:?}");
    assert_eq!(weeks[0]["team"]["count"], 2);
    let admins = weeks[0]["admins"].as_array().unwrap();
    assert_eq!(admins.len(), 1, "{admins:?}");
    assert_eq!(admins[0]["admin"]["id"], json!(chef_id));
    assert_eq!(admins[0]["admin"]["label"], "chef@exemple.fr");
    assert_eq!(admins[0]["count"], 2);
    let max = admins[0]["max_seconds"].as_i64().unwrap();
    assert!((0..60).contains(&max), "{max}");
    assert_eq!(live.body["waiting"]["count"], 1, "the third report waits");

    // The projection replayed from the first event answers exactly what the live
    // one answered.
    rebuild(&chef, "moderation_times").await;
    let replayed = chef.get("/api/admin/analytics/moderation-times").await;
    assert_eq!(replayed.body, live.body);

    // Analysts read it; members and visitors do not; a bad range is refused.
    let read = analyst
        .get("/api/admin/analytics/moderation-times?weeks=52")
        .await;
    assert_eq!(read.body, live.body);
    assert_eq!(
        member
            .get("/api/admin/analytics/moderation-times")
            .await
            .status,
        403
    );
    let visitor = app.browser();
    assert_eq!(
        visitor
            .get("/api/admin/analytics/moderation-times")
            .await
            .status,
        401
    );
    for weeks in ["0", "53", "huit"] {
        let refused = chef
            .get(&format!(
                "/api/admin/analytics/moderation-times?weeks={weeks}"
            ))
            .await;
        assert_eq!(
            error_of(&refused),
            (
                422,
                "invalid_weeks".into(),
                "Nombre de semaines invalide : choisissez entre 1 et 52".into()
            )
        );
    }
}
