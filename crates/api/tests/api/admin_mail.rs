//! The admin's mail screen over HTTP, against a real SMTP server: the counts and the
//! list, `status=` and paging, an undeliverable mail put back, and who may see it.

use crate::helpers;

use std::time::Duration;

use bobine_smtp_sink::SmtpSink;
use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    the_admin_sees_an_undeliverable_mail_and_puts_it_back => undeliverable;
    the_list_refuses_an_unknown_status_and_a_page_size_out_of_bounds => refusals;
}

async fn mail(app: &TestApp, query: &str) -> Value {
    let answer = app
        .send(app.admin(Method::GET, &format!("/api/admin/mail{query}")))
        .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    answer.body
}

async fn undeliverable(backend: Backend) {
    let sink = SmtpSink::start().await.unwrap();
    sink.refuse("inconnu@exemple.fr");
    let url = sink.url();
    let app = TestApp::spawn_with(backend, |settings| settings.smtp_url = Some(url)).await;
    let (member, _) = app.member("inconnu@exemple.fr").await;
    app.member("marie@exemple.fr").await;
    assert!(
        bobine_app::mail::drained(&app.node, Duration::from_secs(20))
            .await
            .unwrap()
    );
    assert_eq!(sink.received_by("marie@exemple.fr").len(), 1);

    let all = mail(&app, "").await;
    assert_eq!(
        (&all["waiting"], &all["failed"], &all["undeliverable"]),
        (&json!(0), &json!(0), &json!(1))
    );
    assert_eq!(all["items"].as_array().unwrap().len(), 2);
    let given_up = mail(&app, "?status=undeliverable").await;
    let item = &given_up["items"][0];
    assert_eq!(given_up["items"].as_array().unwrap().len(), 1);
    assert_eq!(
        (&item["to"], &item["kind"], &item["attempts"]),
        (
            &json!("inconnu@exemple.fr"),
            &json!("confirmation"),
            &json!(1)
        )
    );
    assert!(
        item["last_error"].as_str().unwrap().contains("550"),
        "{item}"
    );
    let first = mail(&app, "?limit=1").await;
    assert_eq!(first["items"].as_array().unwrap().len(), 1);
    let cursor = first["next_cursor"].as_str().unwrap();
    let second = mail(&app, &format!("?limit=1&cursor={cursor}")).await;
    assert_eq!(second["items"].as_array().unwrap().len(), 1);
    assert_ne!(first["items"][0]["id"], second["items"][0]["id"]);
    assert_eq!(second["next_cursor"], Value::Null);

    let id = item["id"].as_str().unwrap();
    let path = format!("/api/admin/mail/{id}/retry");
    assert_eq!(member.post(&path, json!({})).await.status, 403);
    let retried = app.send(app.admin(Method::POST, &path)).await;
    assert_eq!(retried.status, 200, "{:?}", retried.body);
    let sent = mail(&app, "?status=sent").await;
    let sent_path = format!(
        "/api/admin/mail/{}/retry",
        sent["items"][0]["id"].as_str().unwrap()
    );
    let (status, code, _) = error_of(&app.send(app.admin(Method::POST, &sent_path)).await);
    assert_eq!((status, code.as_str()), (409, "not_undeliverable"));
    let unknown = app
        .send(app.admin(Method::POST, "/api/admin/mail/pas-un-mail/retry"))
        .await;
    assert_eq!(unknown.status, 404);

    let metrics = app.send(app.get("/metrics").bearer_auth(TOKEN)).await.body;
    assert!(
        metrics.as_str().unwrap().contains("bobine_mail_total"),
        "{metrics}"
    );
}

async fn refusals(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, _) = app.member("marie@exemple.fr").await;
    assert_eq!(member.get("/api/admin/mail").await.status, 403);
    for (query, code) in [
        ("?limit=0", "invalid_limit"),
        ("?limit=101", "invalid_limit"),
        ("?status=perdu", "invalid_status"),
    ] {
        let answer = app
            .send(app.admin(Method::GET, &format!("/api/admin/mail{query}")))
            .await;
        let (status, got, _) = error_of(&answer);
        assert_eq!((status, got.as_str()), (422, code), "{query}");
    }
    let bad_cursor = app
        .send(app.admin(Method::GET, "/api/admin/mail?cursor=abc"))
        .await;
    assert_eq!(bad_cursor.status, 400);
}
