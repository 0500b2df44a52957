//! A genre page over HTTP: each section opens with a list's first page and goes on by
//! cursor, and the genre is the one the lists know (docs/adr/0059-genre-pages-open-with-a-page.md).

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

async fn read(app: &TestApp, path: &str) -> Value {
    let answer = app.send(app.get(path).bearer_auth(TOKEN)).await;
    assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
    answer.body
}

async fn add(app: &TestApp, path: &str, body: Value) -> String {
    let answer = app.send(app.admin(Method::POST, path).json(&body)).await;
    assert_eq!(answer.status, 201, "{path} {body}: {:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

fn titles(page: &Value) -> Vec<String> {
    page["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["title"].as_str().unwrap().to_string())
        .collect()
}

on_both_backends! {
    a_genre_page_opens_with_a_page_of_each_section => opens_with_a_page;
}

async fn opens_with_a_page(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let polar = add(
        &app,
        "/api/admin/genres",
        json!({"name": "Polar", "category": "Films"}),
    )
    .await;
    // 30 films and 26 series of the genre, a year each, and one film of none.
    for n in 0..30 {
        let film = json!({"title": format!("Film {n:02}"), "release_year": 1960 + n, "genre_ids": [&polar]});
        add(&app, "/api/admin/movies", film).await;
    }
    for n in 0..26 {
        let series = json!({"title": format!("Série {n:02}"), "release_year": 1960 + n, "genre_ids": [&polar]});
        add(&app, "/api/admin/series", series).await;
    }
    add(&app, "/api/admin/movies", json!({"title": "Hors genre"})).await;

    let page = read(&app, "/api/genres/films-polar?sort=year&order=asc").await;
    assert_eq!(page["genre"]["name"], "Polar");
    let films = titles(&page["movies"]);
    let expected: Vec<String> = (0..24).map(|n| format!("Film {n:02}")).collect();
    assert_eq!(films, expected);
    assert_eq!(page["movies"]["total"], 30);
    assert_eq!(titles(&page["series"]).len(), 24);
    assert_eq!(page["series"]["total"], 26);

    // "Charger plus" reads the rest through the film list, from the section's cursor.
    let cursor = page["movies"]["next_cursor"].as_str().unwrap();
    let rest = read(
        &app,
        &format!("/api/movies?genre=films-polar&sort=year&order=asc&cursor={cursor}"),
    )
    .await;
    let expected: Vec<String> = (24..30).map(|n| format!("Film {n:02}")).collect();
    assert_eq!(titles(&rest), expected);
    assert!(rest["next_cursor"].is_null());

    // A larger page is still there for whoever asks it.
    let whole = read(&app, "/api/genres/films-polar?limit=100").await;
    assert_eq!(titles(&whole["movies"]).len(), 30);
    assert!(whole["movies"]["next_cursor"].is_null());

    // Renamed, the genre has a new slug: the old one is unknown at once.
    let renamed = app
        .send(
            app.admin(Method::PUT, &format!("/api/admin/genres/{polar}"))
                .json(&json!({"name": "Policier", "category": "Films"})),
        )
        .await;
    assert_eq!(renamed.status, 200, "{:?}", renamed.body);
    let page = read(&app, "/api/genres/films-policier").await;
    assert_eq!(page["genre"]["name"], "Policier");
    assert_eq!(page["movies"]["total"], 30);
    let old = app
        .send(app.get("/api/genres/films-polar").bearer_auth(TOKEN))
        .await;
    assert_eq!(
        error_of(&old),
        (404, "not_found".into(), "Genre non trouvé".into())
    );
}
