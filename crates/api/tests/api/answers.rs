//! Catalogue answers kept per catalogue position (docs/adr/0022): an edit is seen by
//! the next read of its author, a client's copy is confirmed with a 304, and a
//! member's home keeps their own row.

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{TOKEN, TestApp};
use reqwest::Method;
use reqwest::header::{ETAG, IF_NONE_MATCH};
use serde_json::{Value, json};

on_both_backends! {
    an_edit_is_seen_by_every_cached_answer => edit_seen;
    a_matching_tag_is_answered_not_modified => not_modified;
}

async fn added(app: &TestApp, path: &str, body: Value) -> String {
    let answer = app.send(app.admin(Method::POST, path).json(&body)).await;
    assert_eq!(answer.status, 201, "{path} {body}: {:?}", answer.body);
    answer.body["id"].as_str().unwrap().to_string()
}

/// GET `path` as the test's client (its cookie carries its last command's position).
async fn read(app: &TestApp, path: &str) -> Value {
    let answer = app.send(app.get(path).bearer_auth(TOKEN)).await;
    assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
    answer.body
}

fn titles(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|t| t["title"].as_str().unwrap().to_string())
        .collect()
}

/// Home carousels, lists, a genre's page, a film and its similar films, each read
/// twice (the second from memory), then one film renamed: the author's next read
/// of each sees the new title at once.
async fn edit_seen(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let drame = added(
        &app,
        "/api/admin/genres",
        json!({"name": "Drame", "category": "Films"}),
    )
    .await;
    let film = |title: &str| {
        json!({"title": title, "release_year": 2001, "rating": 4.5, "is_featured": true,
               "genre_ids": [&drame], "director": "Ana Dupont"})
    };
    let alpha = added(&app, "/api/admin/movies", film("Alpha")).await;
    let bravo = added(&app, "/api/admin/movies", film("Bravo")).await;

    let paths = [
        "/api/home".to_string(),
        "/api/movies".to_string(),
        "/api/movies?genre=films-drame&sort=rating".to_string(),
        "/api/genres/films-drame".to_string(),
        format!("/api/movies/{alpha}"),
        format!("/api/movies/{bravo}/similar"),
    ];
    let seen = |answer: &Value| {
        let all = [
            answer.get("newest_movies").map(titles),
            answer.get("items").map(titles),
            answer.get("movies").map(|m| titles(&m["items"])),
            answer
                .get("title")
                .map(|t| vec![t.as_str().unwrap().to_string()]),
            answer.as_array().map(|_| titles(answer)),
        ];
        all.into_iter().flatten().flatten().collect::<Vec<_>>()
    };
    for path in &paths {
        let first = read(&app, path).await;
        assert_eq!(read(&app, path).await, first, "{path}");
        assert!(
            seen(&first).contains(&"Alpha".to_string()),
            "{path}: {first}"
        );
    }

    let renamed = app
        .send(
            app.admin(Method::PUT, &format!("/api/admin/movies/{alpha}"))
                .json(&film("Alpha, la suite")),
        )
        .await;
    assert_eq!(renamed.status, 200, "{:?}", renamed.body);
    for path in &paths {
        let now = seen(&read(&app, path).await);
        assert!(
            now.contains(&"Alpha, la suite".to_string()),
            "{path}: {now:?}"
        );
        assert!(!now.contains(&"Alpha".to_string()), "{path}: {now:?}");
    }
}

/// The ETag of an answer, and what the same request with it in `If-None-Match` gets.
async fn tagged(app: &TestApp, path: &str, tag: Option<&str>) -> (u16, String, String) {
    let mut request = app.get(path).bearer_auth(TOKEN);
    if let Some(tag) = tag {
        request = request.header(IF_NONE_MATCH, tag);
    }
    let response = request.send().await.unwrap();
    let status = response.status().as_u16();
    let etag = response
        .headers()
        .get(ETAG)
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default();
    (status, etag, response.text().await.unwrap())
}

/// A client that sends back the tag it got is answered 304 with no body until the
/// answer changes; then 200 with the new answer and a new tag. A member's home,
/// which holds their own row, carries no tag.
async fn not_modified(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    added(&app, "/api/admin/movies", json!({"title": "Alpha"})).await;
    for path in ["/api/movies", "/api/home"] {
        let (status, etag, _) = tagged(&app, path, None).await;
        assert_eq!(status, 200, "{path}");
        assert!(etag.starts_with("W/\""), "{path}: {etag:?}");
        let (status, again, body) = tagged(&app, path, Some(&etag)).await;
        assert_eq!((status, again, body), (304, etag.clone(), String::new()));
        let (status, _, _) = tagged(&app, path, Some("\"autre\"")).await;
        assert_eq!(status, 200, "{path}");
    }
    let (_, before, _) = tagged(&app, "/api/movies", None).await;
    added(&app, "/api/admin/movies", json!({"title": "Bravo"})).await;
    let (status, after, body) = tagged(&app, "/api/movies", Some(&before)).await;
    assert_eq!(status, 200);
    assert_ne!(after, before);
    assert!(body.contains("Bravo"), "{body}");

    let (member, _) = app.member("membre@example.fr").await;
    let home = member.get("/api/home").await;
    assert_eq!(home.status, 200, "{:?}", home.body);
    assert_eq!(home.body["continue_watching"], json!([]));
    assert_eq!(titles(&home.body["newest_movies"]), ["Bravo", "Alpha"]);
    let response = member
        .request(Method::GET, "/api/home")
        .header(IF_NONE_MATCH, &after)
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers().get(ETAG).is_none());
}
