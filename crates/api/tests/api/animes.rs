//! Whether a series is an anime is what the admin says (the `anime` field of the
//! series form); a client that does not say keeps the old behaviour.

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{TOKEN, TestApp};
use reqwest::Method;
use serde_json::{Value, json};

async fn add(app: &TestApp, path: &str, body: Value) -> String {
    let answer = app.send(app.admin(Method::POST, path).json(&body)).await;
    assert_eq!(answer.status, 201, "{path} {body}: {:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

/// The admin list's titles, animes or not, by title.
async fn titles(app: &TestApp, anime: bool) -> Vec<String> {
    let path = format!("/api/admin/series?anime={anime}&sort=title&order=asc");
    let page = app.send(app.admin(Method::GET, &path)).await.body;
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["title"].as_str().unwrap().to_string())
        .collect()
}

on_both_backends! {
    a_series_is_an_anime_when_the_admin_says_so => said;
}

async fn said(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let korean = json!({"title": "Lames de Busan", "country": "Corée du Sud",
                        "language": "Coréen", "anime": true});
    let busan = add(&app, "/api/admin/series?anime=true", korean.clone()).await;
    let drama = json!({"title": "Voyage à Tokyo", "country": "Japon",
                       "language": "Japonais", "anime": false});
    add(&app, "/api/admin/series", drama).await;
    // Clients that do not say: the anime form means an anime; from the series form,
    // a Japanese country or language does.
    let chinese = json!({"title": "Ciel de Jade", "country": "Chine", "language": "Chinois"});
    add(&app, "/api/admin/series?anime=true", chinese).await;
    add(
        &app,
        "/api/admin/series",
        json!({"title": "Doublé", "language": "Japonais"}),
    )
    .await;
    add(&app, "/api/admin/series", json!({"title": "Dark"})).await;

    assert_eq!(
        titles(&app, true).await,
        ["Ciel de Jade", "Doublé", "Lames de Busan"]
    );
    assert_eq!(titles(&app, false).await, ["Dark", "Voyage à Tokyo"]);
    let detail = app
        .send(app.get(&format!("/api/series/{busan}")).bearer_auth(TOKEN))
        .await
        .body;
    assert_eq!(detail["is_anime"], true);

    let mut not_any_more = korean;
    not_any_more["anime"] = json!(false);
    let edited = app
        .send(
            app.admin(
                Method::PUT,
                &format!("/api/admin/series/{busan}?anime=true"),
            )
            .json(&not_any_more),
        )
        .await;
    assert_eq!(edited.status, 200, "{:?}", edited.body);
    assert_eq!(titles(&app, true).await, ["Ciel de Jade", "Doublé"]);
    let stats = app
        .send(app.admin(Method::GET, "/api/admin/series/stats?anime=true"))
        .await
        .body;
    assert_eq!(stats["total"], 2, "{stats}");
}
