//! The contact form and the operator's links over HTTP: a message reaches the team's
//! address (or the outbox), a refused field sends nothing, one address is limited.

use crate::helpers;

use bobine_app::contact::OUTBOX_RECIPIENT;
use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{TestApp, error_of};
use serde_json::json;

/// The text of every mail in the outbox addressed to `to`.
fn mails_to(app: &TestApp, to: &str) -> Vec<String> {
    let outbox = app.node.settings.data_dir.join("outbox");
    std::fs::read_dir(outbox)
        .map(|dir| {
            dir.filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
                .map(|raw| raw.replace("=\r\n", "").replace("=3D", "="))
                .filter(|text| text.contains(&format!("To: {to}")))
                .collect()
        })
        .unwrap_or_default()
}

on_both_backends! {
    a_member_and_a_visitor_write_to_the_team => written;
}

async fn written(backend: Backend) {
    let app = TestApp::spawn_with(backend, |s| {
        s.contact_email = Some("equipe@bobine.fr".into());
    })
    .await;
    let (member, _) = app.member("marie@exemple.fr").await;
    let sent = member
        .post(
            "/api/contact",
            json!({"subject": "Lecture", "message": "La vidéo ne se lance pas sur mon téléphone."}),
        )
        .await;
    assert_eq!(sent.status, 200, "{:?}", sent.body);
    let visitor = app.browser();
    let sent = visitor
        .post(
            "/api/contact",
            json!({"subject": "Partenariat", "message": "Bonjour, parlons d'un partenariat.",
                "email": "Paul@Exemple.fr"}),
        )
        .await;
    assert_eq!(sent.status, 200, "{:?}", sent.body);
    let mails = mails_to(&app, "equipe@bobine.fr");
    assert_eq!(mails.len(), 2);
    assert!(mails.iter().any(|m| m.contains("De : marie@exemple.fr")));
    assert!(mails.iter().any(|m| m.contains("De : paul@exemple.fr")));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn without_a_team_address_messages_land_in_the_outbox() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let sent = app
        .browser()
        .post(
            "/api/contact",
            json!({"subject": "Compte", "message": "Je n'arrive plus à me connecter.",
                "email": "paul@exemple.fr"}),
        )
        .await;
    assert_eq!(sent.status, 200, "{:?}", sent.body);
    assert_eq!(mails_to(&app, OUTBOX_RECIPIENT).len(), 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn a_refused_field_gets_its_french_message_and_sends_nothing() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let visitor = app.browser();
    let cases = [
        (
            json!({"subject": "Sujet", "message": "Un message assez long"}),
            "required",
            "Veuillez remplir tous les champs",
        ),
        (
            json!({"subject": "Sujet", "message": "Un message assez long", "email": "paul"}),
            "invalid_email",
            "Veuillez saisir une adresse e-mail valide",
        ),
        (
            json!({"subject": "", "message": "Un message assez long", "email": "p@x.fr"}),
            "required",
            "Veuillez remplir tous les champs",
        ),
        (
            json!({"subject": "Sujet", "message": "court", "email": "p@x.fr"}),
            "too_short",
            "Le message doit contenir au moins 10 caractères",
        ),
        (
            json!({"subject": "Sujet", "message": "a".repeat(5001), "email": "p@x.fr"}),
            "too_long",
            "Le message ne doit pas dépasser 5000 caractères",
        ),
    ];
    for (body, code, message) in cases {
        let refused = visitor.post("/api/contact", body).await;
        assert_eq!(error_of(&refused), (422, code.into(), message.into()));
    }
    let malformed = visitor
        .request(reqwest::Method::POST, "/api/contact")
        .header("content-type", "application/json")
        .body("{pas du json")
        .send()
        .await
        .unwrap();
    assert_eq!(malformed.status(), 400);
    assert!(mails_to(&app, OUTBOX_RECIPIENT).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn one_address_may_send_only_a_few_messages_an_hour() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.contact_rate_per_hour = 2).await;
    let visitor = app.browser();
    let body = json!({"subject": "Sujet", "message": "Un message assez long", "email": "p@x.fr"});
    for _ in 0..2 {
        assert_eq!(visitor.post("/api/contact", body.clone()).await.status, 200);
    }
    let limited = visitor
        .request(reqwest::Method::POST, "/api/contact")
        .json(&body)
        .send()
        .await
        .unwrap();
    assert_eq!(limited.status(), 429);
    assert!(limited.headers().get("retry-after").is_some());
    assert_eq!(mails_to(&app, OUTBOX_RECIPIENT).len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn the_operator_links_are_public_and_null_when_unset() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let links = app.browser().get("/api/site").await;
    assert_eq!(links.status, 200);
    assert_eq!(
        links.body,
        json!({"donation_url": null, "community_url": null})
    );

    let app = TestApp::spawn_with(Backend::Sqlite, |s| {
        s.donation_url = Some("https://dons.exemple.fr/bobine".into());
        s.community_url = Some("https://chat.exemple.fr/bobine".into());
    })
    .await;
    let links = app.browser().get("/api/site").await;
    assert_eq!(
        links.body,
        json!({"donation_url": "https://dons.exemple.fr/bobine",
            "community_url": "https://chat.exemple.fr/bobine"})
    );
}
