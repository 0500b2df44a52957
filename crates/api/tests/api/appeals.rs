//! Ban appeals over HTTP: a banned member contests their ban from the ban screen's
//! routes, once per ban; an admin accepts (the ban is lifted: the member is back in)
//! or rejects with a note; the member is mailed either way; every step is in the
//! audit trail, the admin home's counter and the response times; of two admins
//! deciding one appeal at once, exactly one wins. On PostgreSQL, a second node on the
//! same log lets the member back in as soon as the first does.

use std::time::Duration;

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use reqwest::header::COOKIE;
use serde_json::{Value, json};

on_both_backends! {
    an_accepted_appeal_lifts_the_ban_and_the_member_is_back_in => accepted;
    a_rejected_appeal_keeps_the_ban_and_a_new_ban_allows_a_new_appeal => rejected;
    bad_appeals_are_refused_with_their_message => refusals;
    of_two_admins_deciding_one_appeal_at_once_exactly_one_wins => simultaneous;
}

const MESSAGE: &str = "Mon compte a été piraté : je n'ai jamais envoyé ces messages.";

/// Bans `member` with the operator token.
async fn ban(app: &TestApp, member: &str, reason: &str, days: u32) {
    let answer = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/users/{member}/ban"))
                .json(&json!({"reason": reason, "days": days})),
        )
        .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
}

async fn appeal(member: &Browser<'_>, message: &str) -> Answer {
    member
        .post("/api/appeals", json!({"message": message}))
        .await
}

/// Waits until this node's read models hold every commit made so far.
async fn settle(app: &TestApp) {
    let head = app.node.log.newest().await.unwrap();
    assert!(
        app.node
            .projections
            .wait_for(head, Duration::from_secs(10))
            .await
    );
}

async fn admin_get(app: &TestApp, path: &str) -> Value {
    settle(app).await;
    let answer = app.send(app.admin(Method::GET, path)).await;
    assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
    answer.body
}

async fn summaries(app: &TestApp, action: &str) -> Vec<String> {
    admin_get(app, &format!("/api/admin/audit?action={action}")).await["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["summary"].as_str().unwrap().to_string())
        .collect()
}

/// The text of the mails sent to `to` (quoted-printable soft breaks joined).
fn mails_to(app: &TestApp, to: &str) -> Vec<String> {
    let outbox = app.node.settings.data_dir.join("outbox");
    std::fs::read_dir(outbox)
        .map(|dir| {
            dir.filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
                .map(|raw| raw.replace("=\r\n", ""))
                .filter(|text| text.contains(&format!("To: {to}")))
                .collect()
        })
        .unwrap_or_default()
}

/// The `bobine_session=…` pair a sign-in sets.
fn session_cookie(answer: &Answer) -> String {
    let set = answer
        .set_cookie
        .iter()
        .find(|c| c.starts_with("bobine_session="))
        .expect("a session cookie");
    set.split(';').next().unwrap().to_string()
}

/// The status of `GET /api/favorites` at `base` with `cookie` (403 while banned).
async fn favourites_status(base: &str, cookie: &str) -> u16 {
    reqwest::Client::new()
        .get(format!("{base}/api/favorites"))
        .header(COOKIE, cookie)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

async fn accepted(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (chef, chef_id) = app.admin_member("chef@exemple.fr").await;
    let (bob, bob_id) = app.member("bob@exemple.fr").await;
    ban(&app, &bob_id, "Spam dans les signalements", 7).await;
    assert_eq!(error_of(&bob.get("/api/favorites").await).1, "banned");
    // The member's session as another node of the same log sees it (PostgreSQL).
    let other = match backend {
        Backend::Postgres => Some(app.second_node().await),
        Backend::Sqlite => None,
    };
    let cookie = session_cookie(&app.browser().login("bob@exemple.fr", "motdepasse").await);
    if let Some((base, _)) = &other {
        let mut banned = false;
        for _ in 0..100 {
            if favourites_status(base, &cookie).await == 403 {
                banned = true;
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        assert!(banned, "the other node refuses the banned member");
    }

    // The ban screen's routes answer a banned member.
    let mine = bob.get("/api/appeals/mine").await;
    assert_eq!(mine.status, 200, "{:?}", mine.body);
    assert_eq!(mine.body, json!({"items": []}));
    let filed = appeal(&bob, &format!("  {MESSAGE}  ")).await;
    assert_eq!(filed.status, 201, "{:?}", filed.body);
    let id = filed.body["id"].as_str().unwrap().to_string();
    let mine = bob.get("/api/appeals/mine").await.body;
    let item = &mine["items"][0];
    assert_eq!(
        (
            &item["id"],
            &item["status"],
            &item["message"],
            &item["current"]
        ),
        (&json!(id), &json!("pending"), &json!(MESSAGE), &json!(true))
    );
    assert_eq!(item["ban_reason"], "Spam dans les signalements");

    // The team sees it with the ban, and counts it on the admin home.
    let list = admin_get(&app, "/api/admin/appeals?status=pending").await;
    assert_eq!(list["total"], 1);
    assert_eq!(
        list["counters"],
        json!({"total": 1, "pending": 1, "accepted": 0, "rejected": 0})
    );
    let row = &list["items"][0];
    assert_eq!(row["user_id"], json!(bob_id));
    assert_eq!(row["user_email"], "bob@exemple.fr");
    assert_eq!(row["ban_reason"], "Spam dans les signalements");
    assert!(row["banned_until"].is_string(), "{row}");
    assert_eq!(row["ban_lifted"], false);
    assert_eq!(
        admin_get(&app, "/api/admin/appeals?q=PIRAT").await["total"],
        1
    );
    assert_eq!(
        admin_get(&app, "/api/admin/appeals?q=nulle").await["total"],
        0
    );
    assert_eq!(
        admin_get(&app, "/api/admin/dashboard").await["pending_appeals"],
        1
    );

    // Accepting lifts the ban: the very next request of the member passes.
    let decided = chef
        .post(
            &format!("/api/admin/appeals/{id}/accept"),
            json!({"admin_notes": ""}),
        )
        .await;
    assert_eq!(decided.status, 200, "{:?}", decided.body);
    assert_eq!(bob.get("/api/favorites").await.status, 200);
    let session = bob.get("/api/auth/session").await.body;
    assert_eq!(session["ban"], Value::Null);
    let again = app.browser();
    assert_eq!(
        again.login("bob@exemple.fr", "motdepasse").await.status,
        200
    );
    assert_eq!(again.get("/api/favorites").await.status, 200);
    let mine = bob.get("/api/appeals/mine").await.body;
    assert_eq!(mine["items"][0]["status"], "accepted");
    assert_eq!(mine["items"][0]["current"], false, "the ban is gone");
    let row = &admin_get(&app, "/api/admin/appeals").await["items"][0];
    assert_eq!(
        (&row["status"], &row["ban_lifted"], &row["decided_by_email"]),
        (&json!("accepted"), &json!(true), &json!("chef@exemple.fr"))
    );
    assert_eq!(
        admin_get(&app, "/api/admin/dashboard").await["pending_appeals"],
        0
    );

    // Mailed, audited, timed.
    app.mail_count("bob@exemple.fr").await;
    let mails = mails_to(&app, "bob@exemple.fr");
    assert!(
        mails
            .iter()
            .any(|m| m.contains("votre contestation") && m.contains("Vous pouvez de nouveau")),
        "{mails:?}"
    );
    assert_eq!(
        summaries(&app, "appeal_filed").await,
        ["bob@exemple.fr a contesté son bannissement"]
    );
    assert_eq!(
        summaries(&app, "appeal_accepted").await,
        ["chef@exemple.fr a accepté la contestation de bob@exemple.fr : son bannissement est levé"]
    );
    assert_eq!(
        summaries(&app, "unbanned").await,
        ["chef@exemple.fr a débanni bob@exemple.fr"]
    );
    let times = admin_get(&app, "/api/admin/analytics/moderation-times").await;
    let weeks = times["appeals"]["weeks"].as_array().unwrap();
    assert_eq!(weeks.len(), 1, "{times}");
    assert_eq!(weeks[0]["team"]["count"], 1);
    assert_eq!(weeks[0]["admins"][0]["admin"]["id"], json!(chef_id));
    assert_eq!(times["appeals"]["waiting"]["count"], 0);
    assert_eq!(times["weeks"], json!([]), "the reports' weeks stay apart");

    // Accepted is final.
    let twice = chef
        .post(
            &format!("/api/admin/appeals/{id}/reject"),
            json!({"admin_notes": "Non"}),
        )
        .await;
    assert_eq!(error_of(&twice).0, 409);
    assert_eq!(error_of(&twice).1, "status_changed");
}

async fn rejected(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (bob, bob_id) = app.member("bob@exemple.fr").await;
    ban(&app, &bob_id, "Spam", 0).await;
    let first = appeal(&bob, MESSAGE).await;
    assert_eq!(first.status, 201, "{:?}", first.body);
    let first = first.body["id"].as_str().unwrap().to_string();
    let path = format!("/api/admin/appeals/{first}/reject");
    let without = app
        .send(
            app.admin(Method::POST, &path)
                .json(&json!({"admin_notes": "  "})),
        )
        .await;
    assert_eq!(
        error_of(&without),
        (
            422,
            "notes_required".into(),
            "Veuillez indiquer dans la note pourquoi la contestation est refusée".into()
        )
    );
    let decided = app
        .send(
            app.admin(Method::POST, &path)
                .json(&json!({"admin_notes": "Les messages viennent bien de votre compte."})),
        )
        .await;
    assert_eq!(decided.status, 200, "{:?}", decided.body);
    assert_eq!(error_of(&bob.get("/api/favorites").await).1, "banned");
    let mine = bob.get("/api/appeals/mine").await.body;
    assert_eq!(mine["items"][0]["status"], "rejected");
    assert_eq!(
        mine["items"][0]["admin_notes"],
        "Les messages viennent bien de votre compte."
    );
    assert_eq!(mine["items"][0]["current"], true, "the ban stays");
    app.mail_count("bob@exemple.fr").await;
    let mails = mails_to(&app, "bob@exemple.fr");
    assert!(
        mails
            .iter()
            .any(|m| m.contains("maintient la suspension")
                && m.contains("Les messages viennent bien")),
        "{mails:?}"
    );
    assert_eq!(
        summaries(&app, "appeal_rejected").await,
        ["Le jeton opérateur a refusé la contestation de bob@exemple.fr"]
    );

    // The same ban cannot be contested twice, a new one can.
    assert_eq!(error_of(&appeal(&bob, MESSAGE).await).1, "appeal_exists");
    ban(&app, &bob_id, "Récidive", 30).await;
    let second = appeal(&bob, MESSAGE).await;
    assert_eq!(second.status, 201, "{:?}", second.body);
    assert_ne!(second.body["id"], json!(first));
    let mine = bob.get("/api/appeals/mine").await.body;
    let items = mine["items"].as_array().unwrap();
    assert_eq!(items.len(), 2);
    assert_eq!(
        (
            &items[0]["ban_reason"],
            &items[0]["current"],
            &items[1]["current"]
        ),
        (&json!("Récidive"), &json!(true), &json!(false))
    );
    let list = admin_get(&app, "/api/admin/appeals").await;
    assert_eq!(
        list["counters"],
        json!({"total": 2, "pending": 1, "accepted": 0, "rejected": 1})
    );
    let page = admin_get(&app, "/api/admin/appeals?limit=1").await;
    let cursor = page["next_cursor"].as_str().unwrap();
    let next = admin_get(&app, &format!("/api/admin/appeals?limit=1&cursor={cursor}")).await;
    assert_eq!(
        next["items"][0]["id"],
        json!(first),
        "cursor pages, newest first"
    );
    assert_eq!(next["next_cursor"], Value::Null);
}

async fn refusals(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (free, _) = app.member("libre@exemple.fr").await;
    assert_eq!(
        error_of(&appeal(&free, MESSAGE).await),
        (
            403,
            "not_banned".into(),
            "Votre compte n'est pas suspendu : il n'y a rien à contester".into()
        )
    );
    assert_eq!(free.get("/api/appeals/mine").await.status, 200);
    let visitor = app.browser();
    assert_eq!(appeal(&visitor, MESSAGE).await.status, 401);
    assert_eq!(visitor.get("/api/appeals/mine").await.status, 401);

    let (bob, bob_id) = app.member("bob@exemple.fr").await;
    ban(&app, &bob_id, "Spam", 3).await;
    for (message, expected) in [
        ("", "Le message doit contenir au moins 20 caractères"),
        (
            "Pas juste !        ",
            "Le message doit contenir au moins 20 caractères",
        ),
        (
            &"x".repeat(2001),
            "Le message ne doit pas dépasser 2000 caractères",
        ),
    ] {
        assert_eq!(
            error_of(&appeal(&bob, message).await),
            (422, "validation".into(), expected.into())
        );
    }
    assert_eq!(appeal(&bob, &"é".repeat(2000)).await.status, 201);
    assert_eq!(
        error_of(&appeal(&bob, MESSAGE).await),
        (
            409,
            "appeal_exists".into(),
            "Vous avez déjà contesté cette suspension".into()
        )
    );
    // Members are not admins; unknown appeals and actions are said so.
    let id = bob.get("/api/appeals/mine").await.body["items"][0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(
        free.post(&format!("/api/admin/appeals/{id}/accept"), json!({}))
            .await
            .status,
        403
    );
    assert_eq!(free.get("/api/admin/appeals").await.status, 403);
    let unknown = app
        .send(
            app.admin(
                Method::POST,
                "/api/admin/appeals/0195f2a0-0000-7000-8000-000000000000/accept",
            )
            .json(&json!({})),
        )
        .await;
    assert_eq!(error_of(&unknown).1, "appeal_not_found");
    let bad = app
        .send(
            app.admin(Method::POST, &format!("/api/admin/appeals/{id}/forgive"))
                .json(&json!({})),
        )
        .await;
    assert_eq!(bad.status, 400, "{:?}", bad.body);
    assert_eq!(
        app.send(app.admin(Method::GET, "/api/admin/appeals?status=lost"))
            .await
            .status,
        400
    );
}

async fn simultaneous(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (ann, _) = app.admin_member("ann@exemple.fr").await;
    let (luc, _) = app.admin_member("luc@exemple.fr").await;
    let (bob, bob_id) = app.member("bob@exemple.fr").await;
    ban(&app, &bob_id, "Spam", 14).await;
    let filed = appeal(&bob, MESSAGE).await;
    let id = filed.body["id"].as_str().unwrap().to_string();
    let (accept, reject) = (
        format!("/api/admin/appeals/{id}/accept"),
        format!("/api/admin/appeals/{id}/reject"),
    );
    let (a, b) = tokio::join!(
        ann.post(&accept, json!({})),
        luc.post(&reject, json!({"admin_notes": "Spam avéré"})),
    );
    let mut statuses = [a.status, b.status];
    statuses.sort_unstable();
    assert_eq!(statuses, [200, 409], "{:?} {:?}", a.body, b.body);
    let loser = if a.status == 409 { &a } else { &b };
    assert_eq!(error_of(loser).1, "status_changed");
    // The ban follows the winner's decision.
    let status = bob.get("/api/appeals/mine").await.body["items"][0]["status"].clone();
    let banned = bob.get("/api/favorites").await.status == 403;
    assert_eq!(
        (status.as_str().unwrap(), banned),
        if a.status == 200 {
            ("accepted", false)
        } else {
            ("rejected", true)
        }
    );
    app.mail_count("bob@exemple.fr").await;
    let decisions = mails_to(&app, "bob@exemple.fr")
        .into_iter()
        .filter(|m| m.contains("contestation"))
        .count();
    assert_eq!(decisions, 1, "one decision, one mail");
}
