//! The audit trail and the admin history read in French over HTTP (docs/messages.md,
//! "Audit trail and history: events"): a film's genres before and after its edit by
//! name, also once a genre and the film are deleted; a member's history told in
//! sentences with the forms' labels and no internal event name; an erased member
//! « un membre effacé ».

use crate::helpers;

use std::time::Duration;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::TestApp;
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    a_film_s_genres_read_as_names_before_and_after_also_once_deleted => genres_by_name;
    a_member_s_history_is_told_in_french_sentences_with_the_forms_labels => member_history;
    an_erased_member_is_un_membre_efface_in_the_sentences => erased_member;
}

/// Waits until this node's read models hold every commit made so far: the newest,
/// not the visible head, which on PostgreSQL may trail a commit the test just made
/// while another database's transaction is open on the same server.
async fn settle(app: &TestApp) {
    let head = app.node.log.newest().await.unwrap();
    assert!(
        app.node
            .projections
            .wait_for(head, Duration::from_secs(10))
            .await
    );
}

async fn read(app: &TestApp, path: &str) -> Value {
    settle(app).await;
    let answer = app.send(app.admin(Method::GET, path)).await;
    assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
    answer.body
}

fn change<'a>(entry: &'a Value, label: &str) -> &'a Value {
    entry["changes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["label"] == label)
        .unwrap_or_else(|| panic!("no {label} in {entry}"))
}

async fn genre(admin: &helpers::Browser<'_>, name: &str) -> String {
    let answer = admin
        .post(
            "/api/admin/genres",
            json!({"name": name, "category": "Films"}),
        )
        .await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

async fn genres_by_name(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("chef@bobine.fr").await;
    let drame = genre(&admin, "Drame").await;
    let comedie = genre(&admin, "Comédie").await;
    let added = admin
        .post(
            "/api/admin/movies",
            json!({"title": "Amélie", "release_year": 2001, "genre_ids": [&drame], "is_new": true}),
        )
        .await;
    assert_eq!(added.status, 201, "{:?}", added.body);
    let film = added.body["id"].as_str().unwrap().to_string();
    let edited = admin
        .call(
            Method::PUT,
            &format!("/api/admin/movies/{film}"),
            Some(json!({"title": "Amélie", "release_year": 2001, "genre_ids": [&drame, &comedie], "is_new": false})),
        )
        .await;
    assert_eq!(edited.status, 200, "{:?}", edited.body);

    let edit = &read(&app, "/api/admin/audit?action=movie_edited").await["items"][0];
    assert_eq!(
        edit["summary"],
        "chef@bobine.fr a modifié le film « Amélie »"
    );
    assert_eq!(change(edit, "Genres")["before"], "Drame");
    assert_eq!(change(edit, "Genres")["after"], "Drame, Comédie");
    assert_eq!(change(edit, "Nouveau")["before"], "Oui");
    assert_eq!(change(edit, "Nouveau")["after"], "Non");

    for path in [
        format!("/api/admin/genres/{drame}"),
        format!("/api/admin/movies/{film}"),
    ] {
        let answer = admin.call(Method::DELETE, &path, None).await;
        assert!(answer.status < 300, "{path}: {:?}", answer.body);
    }
    let deleted = &read(&app, "/api/admin/audit?action=movie_deleted").await["items"][0];
    assert_eq!(
        deleted["summary"],
        "chef@bobine.fr a supprimé le film « Amélie »"
    );
    // The deleted genre is still named, with the name it had.
    assert_eq!(
        change(deleted, "Genres")["before"],
        "Drame, Comédie",
        "{deleted}"
    );
    let genre_gone = &read(&app, "/api/admin/audit?action=genre_deleted").await["items"][0];
    assert_eq!(
        genre_gone["summary"],
        "chef@bobine.fr a supprimé le genre « Drame »"
    );
    // The film's history: its genres by name, every field by the form's label.
    let history = read(&app, &format!("/api/admin/history/movie/{film}")).await;
    let summaries: Vec<&str> = history["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["summary"].as_str().unwrap())
        .collect();
    assert_eq!(
        summaries,
        [
            "chef@bobine.fr a ajouté le film « Amélie »",
            "chef@bobine.fr a modifié le film « Amélie »",
            "chef@bobine.fr a supprimé le film « Amélie »"
        ]
    );
    let edit_changes = &history["events"][1]["changes"];
    assert!(
        edit_changes.to_string().contains("Drame, Comédie"),
        "{edit_changes}"
    );
    // The CSV export has the sentence in its last column.
    settle(&app).await;
    let csv = app
        .client
        .get(format!(
            "{}/api/admin/audit?format=csv&action=movie_edited",
            app.base
        ))
        .bearer_auth(helpers::TOKEN)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(
        csv.lines().next().unwrap().ends_with(",changes,résumé"),
        "{csv}"
    );
    assert!(
        csv.contains("chef@bobine.fr a modifié le film « Amélie »"),
        "{csv}"
    );
}

async fn member_history(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("chef@bobine.fr").await;
    let (member, bob) = app.member("bob@bobine.fr").await;
    let forgot = app
        .browser()
        .post(
            "/api/auth/forgot-password",
            json!({"email": "bob@bobine.fr"}),
        )
        .await;
    assert!(forgot.status < 300, "{:?}", forgot.body);
    // The reset is run after the answer (its timing tells nothing of the address); its
    // mail is queued once its event is committed, so the mail is what to wait for.
    assert!(
        app.mailed_token("bob@bobine.fr", "access_token=")
            .await
            .is_some(),
        "a reset link is mailed"
    );
    let logout = member.post("/api/auth/logout", json!({})).await;
    assert!(logout.status < 300, "{:?}", logout.body);
    let ban = admin
        .post(
            &format!("/api/admin/users/{bob}/ban"),
            json!({"reason": "Spam", "days": 7}),
        )
        .await;
    assert_eq!(ban.status, 200, "{:?}", ban.body);

    let history = read(&app, &format!("/api/admin/history/user/{bob}")).await;
    let events = history["events"].as_array().unwrap();
    assert!(events.len() >= 4, "{history}");
    for event in events {
        let (label, summary) = (
            event["label"].as_str().unwrap(),
            event["summary"].as_str().unwrap(),
        );
        let event_type = event["event_type"].as_str().unwrap();
        for english in [
            event_type,
            "Registered",
            "EmailConfirmationSent",
            "PasswordResetRequested",
        ] {
            assert!(
                !label.contains(english) && !summary.contains(english),
                "{event}"
            );
        }
        assert!(!summary.contains(&bob), "{summary}");
    }
    let said: Vec<&str> = events
        .iter()
        .map(|e| e["summary"].as_str().unwrap())
        .collect();
    for sentence in [
        "bob@bobine.fr a créé son compte",
        "Un lien de réinitialisation du mot de passe a été demandé pour bob@bobine.fr",
        "chef@bobine.fr a banni bob@bobine.fr pour 7 jours : Spam",
    ] {
        assert!(said.contains(&sentence), "{sentence} not in {said:?}");
    }
    let fields = history["state"].as_array().unwrap();
    let labelled: Vec<(&str, &str)> = fields
        .iter()
        .map(|f| {
            (
                f["label"].as_str().unwrap(),
                f["value"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert!(
        labelled.contains(&("Raison du bannissement", "Spam")),
        "{labelled:?}"
    );
    assert!(
        labelled.contains(&("Durée du bannissement", "7 jours")),
        "{labelled:?}"
    );
    assert!(
        fields.iter().all(|f| f["label"] != f["field"]),
        "{labelled:?}"
    );
    // The trail tells the ban alike.
    let entry = &read(&app, "/api/admin/audit?action=banned").await["items"][0];
    assert_eq!(
        entry["summary"],
        "chef@bobine.fr a banni bob@bobine.fr pour 7 jours : Spam"
    );
}

async fn erased_member(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (admin, _) = app.admin_member("chef@bobine.fr").await;
    let (_, bob) = app.member("bob@bobine.fr").await;
    let ban = admin
        .post(
            &format!("/api/admin/users/{bob}/ban"),
            json!({"reason": "Spam", "days": 0}),
        )
        .await;
    assert_eq!(ban.status, 200, "{:?}", ban.body);
    let erased = admin
        .call(Method::DELETE, &format!("/api/admin/users/{bob}"), None)
        .await;
    assert!(erased.status < 300, "{:?}", erased.body);

    let entry = &read(&app, "/api/admin/audit?action=banned").await["items"][0];
    assert_eq!(
        entry["summary"],
        "chef@bobine.fr a banni un membre effacé définitivement : Spam"
    );
    let history = read(&app, &format!("/api/admin/history/user/{bob}")).await;
    let text = history.to_string();
    assert!(!text.contains("bob@"), "{text}");
    assert!(
        text.contains("Un membre effacé a créé son compte"),
        "{text}"
    );
    assert!(
        text.contains("chef@bobine.fr a effacé le compte et les données personnelles d'un membre"),
        "{text}"
    );
}
