//! A member's own history over HTTP (issue 33, "History"): one title removed from
//! "Reprendre" and the history with its progress (a film, or a series' episodes),
//! the whole history cleared, and the refusals in French.

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Answer, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use uuid::Uuid;

on_both_backends! {
    a_member_removes_one_title_then_clears_the_rest => removed_then_cleared;
}

/// Adds a title (or an episode) through the admin API and answers its id, once this
/// node's projections hold it.
async fn add(app: &TestApp, path: &str, body: Value) -> String {
    let answer = app.send(app.admin(Method::POST, path).json(&body)).await;
    assert_eq!(answer.status, 201, "{:?}", answer.body);
    let position = serde_json::from_value(answer.body["position"].clone()).unwrap();
    let wait = std::time::Duration::from_secs(10);
    assert!(app.node.projections.wait_for(position, wait).await);
    answer.body["id"].as_str().unwrap().to_string()
}

fn ids(answer: &Answer) -> Vec<String> {
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    let items = answer.body["items"].as_array().unwrap();
    items
        .iter()
        .map(|e| e["content_id"].as_str().unwrap().to_string())
        .collect()
}

async fn removed_then_cleared(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = add(
        &app,
        "/api/admin/movies",
        json!({"title": "Heat", "duration_minutes": 100}),
    )
    .await;
    let other = add(
        &app,
        "/api/admin/movies",
        json!({"title": "Ronin", "duration_minutes": 100}),
    )
    .await;
    let series = add(&app, "/api/admin/series", json!({"title": "Dark"})).await;
    let episode = add(
        &app,
        &format!("/api/admin/series/{series}/episodes"),
        json!({"season_number": 1, "episode_number": 1, "title": "Secrets"}),
    )
    .await;
    let (member, _) = app.member("membre@exemple.fr").await;
    let (neighbour, _) = app.member("voisin@exemple.fr").await;
    for browser in [&member, &neighbour] {
        for (kind, id) in [("movie", &film), ("movie", &other), ("episode", &episode)] {
            let body = json!({"content_type": kind, "content_id": id, "progress_seconds": 60});
            let saved = browser.call(Method::PUT, "/api/progress", Some(body)).await;
            assert_eq!(saved.status, 200, "{:?}", saved.body);
        }
    }

    let removed = member
        .call(Method::DELETE, &format!("/api/history/movie/{film}"), None)
        .await;
    assert_eq!(removed.status, 200, "{:?}", removed.body);
    assert_eq!(
        ids(&member.get("/api/progress").await),
        [episode.clone(), other.clone()]
    );
    assert_eq!(
        ids(&member.get("/api/history").await),
        [episode.clone(), other.clone()]
    );
    let resume = member
        .get(&format!("/api/progress?content_id={film}"))
        .await;
    assert_eq!(
        ids(&resume),
        Vec::<String>::new(),
        "its progress went with it"
    );
    // A series goes with every episode of it the member started.
    let removed = member
        .call(
            Method::DELETE,
            &format!("/api/history/series/{series}"),
            None,
        )
        .await;
    assert_eq!(removed.status, 200, "{:?}", removed.body);
    assert_eq!(ids(&member.get("/api/history").await), [other]);

    // Refusals, in French, with nothing written.
    let again = member
        .call(Method::DELETE, &format!("/api/history/movie/{film}"), None)
        .await;
    let (status, _, message) = error_of(&again);
    assert_eq!(
        (status, message.as_str()),
        (404, "Ce titre n'est pas dans votre historique")
    );
    let unknown = Uuid::now_v7();
    let absent = member
        .call(
            Method::DELETE,
            &format!("/api/history/episode/{unknown}"),
            None,
        )
        .await;
    assert_eq!(absent.status, 404);
    let bad_kind = member
        .call(Method::DELETE, &format!("/api/history/album/{film}"), None)
        .await;
    assert_eq!(bad_kind.status, 400, "{:?}", bad_kind.body);
    let bad_id = member
        .call(Method::DELETE, "/api/history/movie/xyz", None)
        .await;
    assert_eq!(bad_id.status, 400, "{:?}", bad_id.body);
    let visitor = app.browser();
    assert_eq!(
        visitor
            .call(Method::DELETE, "/api/history", None)
            .await
            .status,
        401
    );

    let cleared = member.call(Method::DELETE, "/api/history", None).await;
    assert_eq!(cleared.status, 200, "{:?}", cleared.body);
    assert_eq!(ids(&member.get("/api/history").await), Vec::<String>::new());
    assert_eq!(
        ids(&member.get("/api/progress").await),
        Vec::<String>::new()
    );
    // Clearing an empty history answers the same, and the neighbour kept theirs.
    assert_eq!(
        member
            .call(Method::DELETE, "/api/history", None)
            .await
            .status,
        200
    );
    assert_eq!(ids(&neighbour.get("/api/history").await).len(), 3);
}
