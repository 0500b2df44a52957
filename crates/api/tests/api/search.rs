//! Search over HTTP: suggestions and the search page, their parameters and errors.

use crate::helpers;

use bobine_store::testing::Backend;
use helpers::{TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait SearchApp {
    async fn add_title(&self, path: &str, body: Value) -> String;
    async fn search(&self, path: &str) -> Value;
}

impl SearchApp for TestApp {
    async fn add_title(&self, path: &str, body: Value) -> String {
        let answer = self.send(self.admin(Method::POST, path).json(&body)).await;
        assert_eq!(answer.status, 201, "{path} {body}: {:?}", answer.body);
        answer.body["id"].as_str().unwrap().to_string()
    }

    async fn search(&self, path: &str) -> Value {
        let answer = self.send(self.get(path).bearer_auth(TOKEN)).await;
        assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
        answer.body
    }
}

fn titles(items: &Value) -> Vec<&str> {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["title"].as_str().unwrap())
        .collect()
}

#[tokio::test]
async fn a_title_is_suggested_as_soon_as_its_command_answers() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let id = app
        .add_title(
            "/api/admin/movies",
            json!({"title": "Amélie", "original_title": "Le Fabuleux Destin d'Amélie Poulain",
                   "director": "Jean-Pierre Jeunet", "release_year": 2001, "rating": 4.2}),
        )
        .await;
    app.add_title(
        "/api/admin/series",
        json!({"title": "Amélie et les autres", "status": "ongoing"}),
    )
    .await;

    // The command's position cookie makes this read wait for the index.
    let body = app.search("/api/search/suggest?q=amel").await;
    assert_eq!(titles(&body["movies"]), ["Amélie"]);
    assert_eq!(titles(&body["series"]), ["Amélie et les autres"]);
    let card = &body["movies"][0];
    assert_eq!(card["id"], id.as_str());
    assert_eq!(card["kind"], "movie");
    assert_eq!(
        card["original_title"],
        "Le Fabuleux Destin d'Amélie Poulain"
    );
    assert_eq!(card["director"], "Jean-Pierre Jeunet");
    assert_eq!(card["release_year"], 2001);
    assert_eq!(card["rating"], 4.2);
    assert_eq!(card["poster_url"], format!("/api/posters/movie/{id}.svg"));

    let short = app.search("/api/search/suggest?q=a").await;
    assert_eq!(short, json!({"movies": [], "series": []}));
}

#[tokio::test]
async fn the_search_page_pages_and_sorts_its_results() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    for (title, year) in [
        ("Le Parrain", 1972),
        ("Le Parrain II", 1974),
        ("Le Parrain III", 1990),
    ] {
        app.add_title(
            "/api/admin/movies",
            json!({"title": title, "release_year": year, "director": "Francis Ford Coppola"}),
        )
        .await;
    }
    let first = app.search("/api/search?q=parrain&limit=2").await;
    assert_eq!(first["total"], 3);
    assert_eq!(first["items"].as_array().unwrap().len(), 2);
    assert_eq!(first["next_offset"], 2);
    let rest = app.search("/api/search?q=parrain&limit=2&offset=2").await;
    assert_eq!(rest["items"].as_array().unwrap().len(), 1);
    assert_eq!(rest["next_offset"], Value::Null);

    let by_year = app.search("/api/search?q=coppola&sort=year").await;
    assert_eq!(
        titles(&by_year["items"]),
        ["Le Parrain III", "Le Parrain II", "Le Parrain"]
    );
    let oldest = app
        .search("/api/search?q=coppola&sort=year&order=asc")
        .await;
    assert_eq!(
        titles(&oldest["items"]),
        ["Le Parrain", "Le Parrain II", "Le Parrain III"]
    );
    let exact_first = app.search("/api/search?q=le%20parrain").await;
    assert_eq!(titles(&exact_first["items"])[0], "Le Parrain");
}

#[tokio::test]
async fn bad_search_parameters_are_refused_with_a_clear_400() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let long = "a".repeat(201);
    let cases = [
        "/api/search/suggest".to_string(),
        "/api/search".to_string(),
        format!("/api/search/suggest?q={long}"),
        "/api/search?q=dune&sort=popularity".to_string(),
        "/api/search?q=dune&limit=-1".to_string(),
        "/api/search?q=dune&offset=10001".to_string(),
        "/api/search?q=dune&kind=episode".to_string(),
        "/api/search?q=dune&kind=series&sort=duration".to_string(),
    ];
    for path in cases {
        let answer = app.send(app.get(&path).bearer_auth(TOKEN)).await;
        let (status, code, message) = error_of(&answer);
        assert_eq!(
            (status, code.as_str()),
            (400, "malformed"),
            "{path}: {:?}",
            answer.body
        );
        assert!(message.starts_with("Requête invalide"), "{path}: {message}");
    }
    // Odd text is a search like any other, never a server error.
    for q in [
        "%3A%3A%3A",
        "%E2%80%94%20%F0%9F%8E%AC",
        "*%20OR%20title%3A*",
        "%22%5C",
    ] {
        let body = app.search(&format!("/api/search?q={q}")).await;
        assert_eq!(body["total"], 0, "{q}");
        app.search(&format!("/api/search/suggest?q={q}")).await;
    }
}

#[tokio::test]
async fn search_follows_the_catalogue_access_rule() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    for path in ["/api/search/suggest?q=dune", "/api/search?q=dune"] {
        let answer = app.send(app.get(path)).await;
        assert_eq!(answer.status, 401, "{path}");
    }
    let public = TestApp::spawn_with(Backend::Sqlite, |s| s.public_catalogue = true).await;
    let answer = public.send(public.get("/api/search?q=dune")).await;
    assert_eq!(answer.status, 200);
}

#[tokio::test]
async fn the_openapi_document_describes_both_search_routes() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let doc = app.send(app.get("/api/openapi.json")).await.body;
    for path in ["/api/search/suggest", "/api/search"] {
        assert!(doc["paths"][path]["get"].is_object(), "{path}");
    }
}
