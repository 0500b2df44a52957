//! The audit projection, events in, rows out: who acted on what with which values,
//! an erasure blanking the member everywhere, and a replay of the redacted log
//! agreeing with the live trail.

use bobine_projections::audit::Audit;
use bobine_projections::audit::queries::{self, AuditFilter};
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::{Position, StoredEvent};
use serde_json::{Value, json};

const ADMIN: &str = "0195f2a0-0000-7000-8000-00000000000a";
const MEMBER: &str = "0195f2a0-0000-7000-8000-00000000000b";
const FILM: &str = "0195f2a0-0000-7000-8000-0000000000f1";

fn event(n: i64, stream: (&str, &str), sequence: i64, actor: &str, payload: Value) -> StoredEvent {
    let event_type = payload.as_object().unwrap().keys().next().unwrap().clone();
    StoredEvent {
        position: Position::new(0, n),
        aggregate_type: stream.0.into(),
        aggregate_id: stream.1.into(),
        sequence,
        event_type,
        event_version: "1".into(),
        payload: payload.to_string(),
        metadata: json!({"actor": actor, "request_id": "test"}).to_string(),
        recorded_at: format!("2026-11-24T10:00:{n:02}Z"),
    }
}

fn film(title: &str) -> Value {
    json!({"title": title, "original_title": null, "synopsis": null, "release_year": 1979,
           "duration_minutes": null, "director": null, "country": null, "language": null,
           "quality": null, "poster_url": null, "trailer_url": null, "video_url": null,
           "video_url_vf": null, "video_url_vostfr": null, "rating": null, "is_featured": false,
           "is_new": false, "budget": null, "box_office": null, "genre_ids": []})
}

/// The log of the story, with the member's address as given, or blank once redacted.
fn log(member_email: &str) -> Vec<StoredEvent> {
    let admin = ("account", ADMIN);
    let member = ("account", MEMBER);
    let movie = ("movie", FILM);
    let registered = |email: &str| json!({"Registered": {"email": email, "password_hash": "", "referred_by": null}});
    vec![
        event(1, admin, 1, "system", registered("chef@bobine.fr")),
        event(
            2,
            admin,
            2,
            "system",
            json!({"AdminGranted": {"by": "system"}}),
        ),
        event(3, member, 1, "anonymous", registered(member_email)),
        event(
            4,
            member,
            2,
            ADMIN,
            json!({"Banned": {"by": ADMIN, "reason": "Spam", "days": 7,
            "until": "2026-12-01T10:00:04Z", "at": "2026-11-24T10:00:04Z"}}),
        ),
        event(
            5,
            movie,
            1,
            ADMIN,
            json!({"MovieAdded": {"id": FILM, "details": film("Alien")}}),
        ),
        event(
            6,
            movie,
            2,
            ADMIN,
            json!({"MovieEdited": {"id": FILM, "details": film("Aliens")}}),
        ),
        event(
            7,
            member,
            3,
            "operator",
            json!({"Erased": {"by": "operator"}}),
        ),
    ]
}

async fn trail(events: &[StoredEvent]) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let db = ReadDb::open(dir.path()).await.unwrap();
    let audit = SqlProjector::new(db.clone(), Audit);
    let from = audit.prepare().await.unwrap();
    audit.apply_batch(from, events.into()).await.unwrap();
    let page = queries::page(db.reads(), &AuditFilter::default(), None, 100)
        .await
        .unwrap();
    page.items
        .iter()
        .map(|entry| serde_json::to_value(entry).unwrap())
        .collect()
}

#[tokio::test]
async fn each_admin_action_is_an_entry_with_its_actor_target_and_changes() {
    let entries = trail(&log("bob@bobine.fr")).await;
    let actions: Vec<&str> = entries
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "erased",
            "movie_edited",
            "movie_added",
            "banned",
            "admin_granted"
        ],
        "newest first; sign-ups are not admin actions"
    );
    assert_eq!(entries[4]["actor"]["label"], "Ligne de commande");
    assert_eq!(entries[0]["actor"]["label"], "Jeton opérateur");
    let edit = &entries[1];
    assert_eq!(edit["actor"]["label"], "chef@bobine.fr");
    assert_eq!(
        edit["target"],
        json!({"kind": "movie", "id": FILM, "label": "Aliens"})
    );
    assert_eq!(
        edit["changes"],
        json!([{"field": "title", "label": "Titre", "before": "Alien", "after": "Aliens"}])
    );
    let ban = &entries[3];
    assert_eq!(
        ban["target"]["label"], "Utilisateur inconnu",
        "erased since"
    );
    assert_eq!(
        ban["changes"][0],
        json!({"field": "ban_reason", "label": "Raison du bannissement", "before": null, "after": "Spam"})
    );
    // The erasure shows what went, never the address.
    let erased = entries[0].to_string();
    assert!(!erased.contains("bob@"), "{erased}");
    assert!(erased.contains("ban_reason"), "{erased}");
}

#[tokio::test]
async fn a_replay_of_the_redacted_log_gives_the_same_trail() {
    let live = trail(&log("bob@bobine.fr")).await;
    let replayed = trail(&log("")).await;
    assert_eq!(live, replayed);
    assert!(!serde_json::to_string(&live).unwrap().contains("bob@"));
}

const REPORT: &str = "0195f2a0-0000-7000-8000-0000000000e1";
const POPUP: &str = "0195f2a0-0000-7000-8000-0000000000c1";

/// The actions added with moderation, login messages and mails to members: each is
/// an entry naming its admin with the values before and after.
#[tokio::test]
async fn moderation_login_messages_and_mails_are_admin_actions_of_the_trail() {
    let admin = ("account", ADMIN);
    let member = ("account", MEMBER);
    let report = ("report", REPORT);
    let board = ("popup_board", "popup_board");
    let registered = |email: &str| json!({"Registered": {"email": email, "password_hash": "", "referred_by": null}});
    let mut events = vec![
        event(1, admin, 1, "system", registered("chef@bobine.fr")),
        event(2, member, 1, "anonymous", registered("bob@bobine.fr")),
        event(
            3,
            report,
            1,
            MEMBER,
            json!({"ReportFiled": {"id": REPORT, "reporter": MEMBER, "content_type": "movie",
                   "content_id": FILM, "content_title": "Alien", "problem_type": "audio_issue",
                   "description": null}}),
        ),
        event(
            4,
            report,
            2,
            ADMIN,
            json!({"ReportTakenInCharge": {"id": REPORT, "by": ADMIN, "from": "pending",
                   "to": "in_progress", "admin_notes": null}}),
        ),
        event(
            5,
            report,
            3,
            ADMIN,
            json!({"ReportResolved": {"id": REPORT, "by": ADMIN, "from": "in_progress",
                   "to": "resolved", "admin_notes": "Son réparé"}}),
        ),
        event(
            6,
            board,
            1,
            ADMIN,
            json!({"PopupCreated": {"id": POPUP, "title": "Bienvenue", "content": "Bonjour",
                   "by": ADMIN}}),
        ),
        event(
            7,
            board,
            2,
            ADMIN,
            json!({"PopupActivated": {"id": POPUP, "replaced": null, "by": ADMIN}}),
        ),
        event(
            8,
            member,
            2,
            ADMIN,
            json!({"MemberMailed": {"by": ADMIN, "subject": "Bonjour", "body": "Votre compte"}}),
        ),
    ];
    let entries = trail(&events).await;
    let actions: Vec<&str> = entries
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(
        actions,
        [
            "member_mailed",
            "popup_activated",
            "popup_created",
            "report_resolved",
            "report_taken"
        ]
    );
    assert!(
        entries
            .iter()
            .all(|e| e["actor"]["label"] == "chef@bobine.fr")
    );
    assert_eq!(
        entries[3]["changes"],
        json!([{"field": "status", "label": "Statut", "before": "En cours", "after": "Résolu"},
               {"field": "admin_notes", "label": "Notes de l'équipe", "before": null, "after": "Son réparé"}])
    );
    assert_eq!(
        entries[1]["changes"],
        json!([{"field": "is_active", "label": "Actif", "before": null, "after": "Oui"}])
    );
    assert_eq!(entries[0]["target"]["label"], "bob@bobine.fr");
    assert!(entries[0].to_string().contains("Votre compte"));

    // Once the member is erased, what the admin wrote to them leaves the trail too.
    events.push(event(
        9,
        member,
        3,
        "operator",
        json!({"Erased": {"by": "operator"}}),
    ));
    let entries = trail(&events).await;
    let mailed = entries
        .iter()
        .find(|e| e["action"] == "member_mailed")
        .unwrap();
    assert_eq!(mailed["changes"], json!([]));
    assert_eq!(mailed["target"]["label"], "Utilisateur inconnu");
}
