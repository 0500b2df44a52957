//! Favourites and visits over HTTP, on both backends: a member keeps films and
//! series, adds and removes idempotently, sees them newest first, loses a deleted
//! title, never sees another member's; the admin list counts them and an erasure
//! clears them. A visit needs a well-formed visitor id.

use crate::helpers;

use bobine_store::testing::Backend;
use bobine_store::{Position, on_both_backends};
use helpers::{Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

on_both_backends! {
    a_member_keeps_films_and_series_newest_first_and_repeats_change_nothing => kept;
    an_unknown_title_is_refused_with_the_page_message => unknown;
    a_deleted_title_leaves_the_list_and_the_counts => deleted;
    one_member_never_sees_or_changes_another_members_favourites => private;
    the_admin_list_counts_favourites_and_an_erasure_clears_them => counted_and_erased;
    a_visit_needs_a_well_formed_visitor_id => visit_ids;
    ten_simultaneous_adds_of_one_title_record_one_favourite => simultaneous;
}

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait FavouritesApp {
    async fn add_title(&self, kind: &str, title: &str) -> String;
    async fn settled(&self, answer: &helpers::Answer);
}

impl FavouritesApp for TestApp {
    /// Adds a film (`movies`) or a series (`series`) with the admin API; its id.
    async fn add_title(&self, kind: &str, title: &str) -> String {
        let answer = self
            .send(
                self.admin(Method::POST, &format!("/api/admin/{kind}"))
                    .json(&json!({"title": title})),
            )
            .await;
        assert_eq!(answer.status, 201, "{:?}", answer.body);
        answer.body["id"].as_str().unwrap().to_string()
    }

    /// Waits until this node's projections show the command that answered `answer`
    /// (a client other than the one that sent it carries no position cookie).
    async fn settled(&self, answer: &helpers::Answer) {
        let position: Position = serde_json::from_value(answer.body["position"].clone()).unwrap();
        let wait = std::time::Duration::from_secs(10);
        assert!(self.node.projections.wait_for(position, wait).await);
    }
}

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait FavouritesBrowser {
    async fn favourite(&self, method: Method, kind: &str, id: &str) -> helpers::Answer;
    async fn favourite_titles(&self) -> Vec<String>;
}

impl FavouritesBrowser for Browser<'_> {
    async fn favourite(&self, method: Method, kind: &str, id: &str) -> helpers::Answer {
        self.call(method, &format!("/api/favorites/{kind}/{id}"), None)
            .await
    }

    /// The titles of the member's favourites, in the order listed.
    async fn favourite_titles(&self) -> Vec<String> {
        let answer = self.get("/api/favorites").await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        answer.body["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["title"].as_str().unwrap().to_string())
            .collect()
    }
}

async fn kept(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Amélie").await;
    let series = app.add_title("series", "Dark").await;
    let (marie, _) = app.member("marie@exemple.fr").await;

    let first = marie.favourite(Method::PUT, "movie", &film).await;
    assert_eq!(first.status, 200, "{:?}", first.body);
    let again = marie.favourite(Method::PUT, "movie", &film).await;
    assert_eq!(again.status, 200);
    assert_eq!(
        again.body["position"], first.body["position"],
        "no new event"
    );
    assert_eq!(
        marie.favourite(Method::PUT, "series", &series).await.status,
        200
    );
    assert_eq!(marie.favourite_titles().await, ["Dark", "Amélie"]);

    let list = marie.get("/api/favorites").await.body;
    let dark = &list["items"][0];
    assert_eq!(dark["content_type"], "series");
    assert_eq!(dark["id"], series.as_str());
    assert!(dark["poster_url"].as_str().is_some());
    assert!(dark["added_at"].as_str().is_some());

    let removed = marie.favourite(Method::DELETE, "series", &series).await;
    assert_eq!(removed.status, 200);
    let removed_again = marie.favourite(Method::DELETE, "series", &series).await;
    assert_eq!(removed_again.status, 200);
    assert_eq!(removed_again.body["position"], removed.body["position"]);
    assert_eq!(marie.favourite_titles().await, ["Amélie"]);
}

async fn unknown(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Amélie").await;
    let (marie, _) = app.member("marie@exemple.fr").await;
    let nobody = uuid::Uuid::new_v4().to_string();
    for method in [Method::PUT, Method::DELETE] {
        let answer = marie.favourite(method.clone(), "movie", &nobody).await;
        assert_eq!(error_of(&answer).0, 404);
        assert_eq!(error_of(&answer).2, "Film non trouvé");
        // A film's id is no series.
        let answer = marie.favourite(method, "series", &film).await;
        assert_eq!(error_of(&answer).2, "Série non trouvée");
    }
    let answer = marie.favourite(Method::PUT, "anime", &film).await;
    assert_eq!(answer.status, 400);
    let answer = marie.favourite(Method::PUT, "movie", "pas-un-id").await;
    assert_eq!(answer.status, 400);
    // Signed out: 401, nothing kept.
    let answer = app.browser().favourite(Method::PUT, "movie", &film).await;
    assert_eq!(answer.status, 401);
    assert_eq!(app.browser().get("/api/favorites").await.status, 401);
    assert!(marie.favourite_titles().await.is_empty());
}

async fn deleted(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Amélie").await;
    let other = app.add_title("movies", "Brazil").await;
    let (marie, id) = app.member("marie@exemple.fr").await;
    marie.favourite(Method::PUT, "movie", &film).await;
    app.settled(&marie.favourite(Method::PUT, "movie", &other).await)
        .await;
    let gone = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/movies/{film}")))
        .await;
    assert_eq!(gone.status, 200, "{:?}", gone.body);
    app.settled(&gone).await;
    assert_eq!(marie.favourite_titles().await, ["Brazil"]);
    assert_eq!(favourites_count(&app, &id).await, 1);
    let reads = app.node.read.reads();
    let title = |id: &str| id.parse().unwrap();
    use bobine_domain::titles::TitleKind::Movie;
    use bobine_projections::favourites::queries::title_count;
    assert_eq!(title_count(reads, Movie, title(&film)).await.unwrap(), 0);
    assert_eq!(title_count(reads, Movie, title(&other)).await.unwrap(), 1);
}

async fn private(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Amélie").await;
    let (marie, _) = app.member("marie@exemple.fr").await;
    let (luc, _) = app.member("luc@exemple.fr").await;
    marie.favourite(Method::PUT, "movie", &film).await;
    assert!(luc.favourite_titles().await.is_empty());
    // Luc's removal is about Luc's favourites only.
    assert_eq!(
        luc.favourite(Method::DELETE, "movie", &film).await.status,
        200
    );
    assert_eq!(marie.favourite_titles().await, ["Amélie"]);
}

/// The admin list's `favorites_count` of member `id`.
async fn favourites_count(app: &TestApp, id: &str) -> i64 {
    let answer = app.send(app.admin(Method::GET, "/api/admin/users")).await;
    let users: &Vec<Value> = answer.body["items"].as_array().unwrap();
    let user = users.iter().find(|u| u["id"] == id).unwrap();
    user["favorites_count"].as_i64().unwrap()
}

async fn counted_and_erased(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Amélie").await;
    let series = app.add_title("series", "Dark").await;
    let (marie, marie_id) = app.member("marie@exemple.fr").await;
    let (luc, luc_id) = app.member("luc@exemple.fr").await;
    marie.favourite(Method::PUT, "movie", &film).await;
    marie.favourite(Method::PUT, "series", &series).await;
    app.settled(&luc.favourite(Method::PUT, "series", &series).await)
        .await;
    assert_eq!(favourites_count(&app, &marie_id).await, 2);
    assert_eq!(favourites_count(&app, &luc_id).await, 1);

    let erased = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/users/{marie_id}")))
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    app.settled(&erased).await;
    let reads = app.node.read.reads();
    let marie_uuid = marie_id.parse().unwrap();
    let listed = bobine_projections::favourites::queries::list(reads, marie_uuid);
    assert!(listed.await.unwrap().is_empty());
    // The log no longer says which titles she liked.
    let events = app
        .node
        .log
        .read_after(Position::ZERO, 10_000)
        .await
        .unwrap();
    let payloads: Vec<&String> = events
        .iter()
        .filter(|e| e.aggregate_type == "library" && e.aggregate_id == marie_id)
        .map(|e| &e.payload)
        .collect();
    assert_eq!(payloads.len(), 3, "two adds and the clearing");
    assert!(
        payloads
            .iter()
            .all(|p| !p.contains(&film) && !p.contains(&series))
    );
    assert_eq!(favourites_count(&app, &luc_id).await, 1);
    assert_eq!(luc.favourite_titles().await, ["Dark"]);
}

async fn visit_ids(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let browser = app.browser();
    for bad in [
        json!({"visitor_id": "pas-un-id"}),
        json!({"visitor_id": ""}),
        json!({}),
    ] {
        let answer = browser.post("/api/visits", bad).await;
        assert_eq!(error_of(&answer).0, 422, "{:?}", answer.body);
        assert_eq!(error_of(&answer).2, "Identifiant de visiteur invalide");
    }
    let id = uuid::Uuid::new_v4().to_string();
    let answer = browser.post("/api/visits", json!({"visitor_id": id})).await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    assert!(answer.body["position"].is_number() || answer.body["position"].is_string());
}

async fn simultaneous(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.add_title("movies", "Amélie").await;
    let (marie, marie_id) = app.member("marie@exemple.fr").await;
    let adds = (0..10).map(|_| marie.favourite(Method::PUT, "movie", &film));
    let answers = futures::future::join_all(adds).await;
    let statuses: Vec<u16> = answers.iter().map(|a| a.status).collect();
    assert_eq!(statuses, [200; 10]);
    assert_eq!(marie.favourite_titles().await, ["Amélie"]);
    let events = app
        .node
        .log
        .read_after(Position::ZERO, 10_000)
        .await
        .unwrap();
    let added = events
        .iter()
        .filter(|e| e.aggregate_id == marie_id && e.event_type == "FavouriteAdded");
    assert_eq!(added.count(), 1);
}

/// One address past `BOBINE_VISIT_RATE_PER_MINUTE` is refused with 429 and
/// `Retry-After`, and the refused visit is not recorded.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn visits_past_the_per_address_limit_are_refused_and_not_recorded() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.visit_rate_per_minute = 2).await;
    let browser = app.browser();
    let visit = || browser.post("/api/visits", json!({"visitor_id": uuid::Uuid::new_v4()}));
    assert_eq!(visit().await.status, 200);
    assert_eq!(visit().await.status, 200);
    let refused = visit().await;
    assert_eq!(error_of(&refused).0, 429);
    let events = app
        .node
        .log
        .read_after(Position::ZERO, 10_000)
        .await
        .unwrap();
    let visits = events.iter().filter(|e| e.event_type == "VisitCounted");
    assert_eq!(visits.count(), 2);
}
