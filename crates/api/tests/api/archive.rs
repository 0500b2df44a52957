//! The member's archive over HTTP (issue 33, « Télécharger mes données »; docs/adr/0042):
//! each kind of fact is in it, nothing of another member is, the French page reads the
//! same, and a second download within the hour is a 429 with `Retry-After`.

use crate::helpers;

use bobine_store::testing::Backend;
use bobine_store::{Position, on_both_backends};
use helpers::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    the_archive_holds_every_kind_of_fact_and_nothing_of_anyone_else => archive;
}

/// The bytes of `name` in a ZIP of stored files.
fn unzipped(zip: &[u8], name: &str) -> Vec<u8> {
    let mut at = 0;
    while zip[at..].starts_with(&[0x50, 0x4b, 0x03, 0x04]) {
        let word = |o: usize| u16::from_le_bytes([zip[at + o], zip[at + o + 1]]) as usize;
        let size = u32::from_le_bytes(zip[at + 18..at + 22].try_into().unwrap()) as usize;
        let start = at + 30 + word(26) + word(28);
        if &zip[at + 30..at + 30 + word(26)] == name.as_bytes() {
            return zip[start..start + size].to_vec();
        }
        at = start + size;
    }
    panic!("{name} is not in the archive");
}

fn events(history: &Value) -> Vec<&str> {
    history
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["event"].as_str().unwrap())
        .collect()
}

async fn archive(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let answer = app
        .send(
            app.admin(Method::POST, "/api/admin/movies")
                .json(&json!({"title": "Le Phare", "duration_minutes": 90})),
        )
        .await;
    let film = answer.body["id"].as_str().unwrap().to_string();
    let position: Position = serde_json::from_value(answer.body["position"].clone()).unwrap();
    let wait = std::time::Duration::from_secs(10);
    assert!(app.node.projections.wait_for(position, wait).await);
    let (anne, anne_id) = app.member("anne@exemple.fr").await;
    let (chef, chef_id) = app.admin_member("chef@exemple.fr").await;

    // Anne sponsors Bruno, likes and watches the film, reports it, asks for a title.
    let key = anne.post("/api/account/referral", json!({})).await;
    let key = key.body["active_key"].as_str().unwrap().to_string();
    let bruno = app.browser();
    let signed_up = bruno
        .register(
            "bruno@exemple.fr",
            "motdepasse",
            json!({"referral_key": key}),
        )
        .await;
    assert_eq!(signed_up.status, 201, "{:?}", signed_up.body);
    let bruno_id = signed_up.body["user"]["id"].as_str().unwrap().to_string();
    assert_eq!(
        anne.call(Method::PUT, &format!("/api/favorites/movie/{film}"), None)
            .await
            .status,
        200
    );
    let progress = json!({"content_type": "movie", "content_id": film, "progress_seconds": 600});
    assert_eq!(
        anne.call(Method::PUT, "/api/progress", Some(progress))
            .await
            .status,
        200
    );
    let report = anne
        .post(
            "/api/reports",
            json!({"content_type": "movie", "content_id": film,
            "problem_type": "other", "description": "Le son saute"}),
        )
        .await;
    assert_eq!(report.status, 201, "{:?}", report.body);
    let report = report.body["id"].as_str().unwrap().to_string();
    let request = anne
        .post(
            "/api/requests",
            json!({"title": "La Jetée", "description": "Un classique"}),
        )
        .await;
    assert_eq!(request.status, 201, "{:?}", request.body);
    let preferences = anne
        .call(
            Method::PUT,
            "/api/account/preferences",
            Some(json!({"moderation_emails": false})),
        )
        .await;
    assert_eq!(preferences.status, 200, "{:?}", preferences.body);
    // The admin answers the report, mails Anne, bans her a day and lifts it.
    let taken = chef
        .post(
            &format!("/api/admin/reports/{report}/take"),
            json!({"admin_notes": "On regarde"}),
        )
        .await;
    assert_eq!(taken.status, 200, "{:?}", taken.body);
    let mailed = chef
        .post(
            &format!("/api/admin/users/{anne_id}/email"),
            json!({"subject": "Votre signalement", "body": "Merci !"}),
        )
        .await;
    assert_eq!(mailed.status, 200, "{:?}", mailed.body);
    let banned = chef
        .post(
            &format!("/api/admin/users/{anne_id}/ban"),
            json!({"reason": "Essai", "days": 1}),
        )
        .await;
    assert_eq!(banned.status, 200, "{:?}", banned.body);
    let lifted = chef
        .call(
            Method::DELETE,
            &format!("/api/admin/users/{anne_id}/ban"),
            None,
        )
        .await;
    assert_eq!(lifted.status, 200, "{:?}", lifted.body);
    let position: Position = serde_json::from_value(lifted.body["position"].clone()).unwrap();
    assert!(app.node.projections.wait_for(position, wait).await);

    let answer = anne
        .request(Method::GET, "/api/account/archive")
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.headers()["content-type"], "application/zip");
    let zip = answer.bytes().await.unwrap().to_vec();
    for stranger in ["chef@exemple.fr", "bruno@exemple.fr", &chef_id, &bruno_id] {
        let found = zip
            .windows(stranger.len())
            .any(|w| w == stranger.as_bytes());
        assert!(!found, "{stranger} is in Anne's archive");
    }
    let data: Value = serde_json::from_slice(&unzipped(&zip, "archive.json")).unwrap();
    assert_eq!(data["account"]["email"], "anne@exemple.fr");
    let history = events(&data["account_history"]);
    for kind in [
        "Registered",
        "SignedIn",
        "SessionStarted",
        "ReferralKeyGenerated",
        "ReferralKeyUsed",
        "PreferencesChanged",
        "MemberMailed",
        "Banned",
        "Unbanned",
        "ArchiveDownloaded",
    ] {
        assert!(history.contains(&kind), "{kind} missing: {history:?}");
    }
    let facts = data["account_history"].as_array().unwrap();
    let ban = facts.iter().find(|f| f["event"] == "Banned").unwrap();
    assert_eq!(ban["details"]["reason"], "Essai");
    assert_eq!(ban["details"]["by"], "l'équipe Bobine");
    assert!(ban["recorded_at"].is_string());
    let mail = facts.iter().find(|f| f["event"] == "MemberMailed").unwrap();
    assert_eq!(mail["details"]["body"], "Merci !");
    assert!(
        facts
            .iter()
            .all(|f| f["details"].get("password_hash").is_none())
    );
    assert_eq!(data["favourites"][0]["title"], "Le Phare");
    assert_eq!(data["watch_history"][0]["progress_seconds"], 600);
    let timeline = events(&data["reports"][0]["timeline"]);
    assert_eq!(timeline, ["ReportFiled", "ReportTakenInCharge"]);
    assert_eq!(
        data["reports"][0]["timeline"][0]["details"]["description"],
        "Le son saute"
    );
    assert_eq!(
        data["reports"][0]["timeline"][1]["details"]["admin_notes"],
        "On regarde"
    );
    assert_eq!(
        events(&data["requests"][0]["timeline"]),
        ["ContentRequested"]
    );
    let page = String::from_utf8(unzipped(&zip, "index.html")).unwrap();
    for text in [
        "Mes données Bobine",
        "anne@exemple.fr",
        "Le son saute",
        "Bannissement",
        "Le Phare",
    ] {
        assert!(page.contains(text), "{text} missing from index.html");
    }
    // Details under French names, dates in French: no internal key, no raw instant.
    assert!(page.contains("Note de l'équipe : On regarde"), "{page}");
    assert!(
        !page.contains("admin_notes") && !page.contains("T00:"),
        "{page}"
    );

    // Once an hour; the download is in the audit trail.
    let again = anne
        .request(Method::GET, "/api/account/archive")
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 429);
    assert_eq!(again.headers()["retry-after"], "3600");
    let body: Value = again.json().await.unwrap();
    assert_eq!(body["error"]["code"], "archive_too_soon");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("moins d'une heure")
    );
    let trail = app
        .send(app.admin(Method::GET, "/api/admin/audit?action=archive_downloaded"))
        .await;
    assert_eq!(trail.status, 200, "{:?}", trail.body);
    let entries = trail.body["items"]
        .as_array()
        .or(trail.body["entries"].as_array())
        .unwrap();
    assert_eq!(entries.len(), 1, "{:?}", trail.body);
    assert_eq!(app.browser().get("/api/account/archive").await.status, 401);
}
