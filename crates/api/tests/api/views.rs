//! View counts over HTTP: anyone may count a view, a cookie client needs the CSRF
//! header, and the answer comes with the position to read it back.

use crate::helpers;

use bobine_domain::titles::TitleKind;
use bobine_domain::views::ViewEvent;
use bobine_projections::views::queries;
use bobine_store::testing::{Backend, read_visible};
use bobine_store::{Position, on_both_backends};
use helpers::{TestApp, error_of};
use std::time::Duration;
use uuid::Uuid;

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait ViewsApp {
    async fn title(&self, kind: &str) -> Uuid;
    async fn count_view(&self, kind: &str, id: &str) -> helpers::Answer;
}

impl ViewsApp for TestApp {
    /// Adds a film or a series through the admin API and answers its id.
    async fn title(&self, kind: &str) -> Uuid {
        let path = if kind == "movies" {
            "/api/admin/movies"
        } else {
            "/api/admin/series"
        };
        let answer = self
            .send(
                self.admin(reqwest::Method::POST, path)
                    .json(&serde_json::json!({"title": "Vu"})),
            )
            .await;
        assert_eq!(answer.status, 201, "{:?}", answer.body);
        answer.body["id"].as_str().unwrap().parse().unwrap()
    }

    async fn count_view(&self, kind: &str, id: &str) -> helpers::Answer {
        self.send(
            self.client
                .post(format!("{}/api/{kind}/{id}/views", self.base))
                .header("x-requested-with", "XMLHttpRequest"),
        )
        .await
    }
}

on_both_backends! {
    a_visitor_counts_views_of_films_and_series_and_reads_them_back => counted;
}

async fn counted(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (film, series) = (app.title("movies").await, app.title("series").await);
    let mut last = Position::ZERO;
    for _ in 0..3 {
        let answer = app.count_view("movies", &film.to_string()).await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        let position: Position = serde_json::from_value(answer.body["position"].clone()).unwrap();
        assert!(position > last);
        last = position;
        assert!(
            answer
                .set_cookie
                .iter()
                .any(|c| c.starts_with(&format!("bobine_pos={position}"))),
            "{:?}",
            answer.set_cookie
        );
    }
    let answer = app.count_view("series", &series.to_string()).await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    let position: Position = serde_json::from_value(answer.body["position"].clone()).unwrap();

    let statuses = &app.node.projections;
    assert!(statuses.wait_for(position, Duration::from_secs(10)).await);
    let reads = app.node.read.reads();
    assert_eq!(
        queries::total(reads, TitleKind::Movie, film).await.unwrap(),
        3
    );
    assert_eq!(
        queries::total(reads, TitleKind::Series, series)
            .await
            .unwrap(),
        1
    );
    assert_eq!(
        queries::total(reads, TitleKind::Movie, series)
            .await
            .unwrap(),
        0
    );

    // The film and the series were added first: the views are events 2 to 5.
    let events = read_visible(&app.node.log, 6).await;
    assert_eq!(
        events[5].decode::<ViewEvent>().unwrap(),
        ViewEvent::ViewCounted {
            content_type: TitleKind::Series,
            content_id: series
        }
    );
    assert_eq!(events[5].meta("actor").as_deref(), Some("anonymous"));
    assert!(events[5].meta("client").is_some());
    assert!(events[5].meta("request_id").is_some());
}

#[tokio::test]
async fn a_view_sent_with_cookies_needs_the_csrf_header_and_a_readable_id() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let id = Uuid::now_v7();
    let forged = app
        .send(
            app.client
                .post(format!("{}/api/movies/{id}/views", app.base)),
        )
        .await;
    assert_eq!(error_of(&forged).1, "csrf");
    assert_eq!(forged.status, 403);

    let bad = app.count_view("series", "pas-un-identifiant").await;
    assert_eq!(
        error_of(&bad),
        (
            400,
            "malformed".into(),
            "Requête invalide : identifiant mal formé".into()
        )
    );
    let unknown = app.count_view("movies", &id.to_string()).await;
    assert_eq!(
        error_of(&unknown),
        (404, "not_found".into(), "Film non trouvé".into())
    );
    let unknown = app.count_view("series", &id.to_string()).await;
    assert_eq!(
        error_of(&unknown),
        (404, "not_found".into(), "Série non trouvée".into())
    );
    assert_eq!(bobine_store::testing::count_all(&app.node.log).await, 0);

    let document = app.send(app.get("/api/openapi.json")).await.body;
    for path in ["/api/movies/{id}/views", "/api/series/{id}/views"] {
        assert!(document["paths"][path]["post"].is_object(), "{path}");
    }

    let film = app.title("movies").await;
    assert_eq!(
        app.count_view("movies", &film.to_string()).await.status,
        200
    );
    let metrics = app
        .send(app.get("/metrics").bearer_auth(helpers::TOKEN))
        .await
        .body;
    let metrics = metrics.as_str().unwrap();
    assert!(metrics.contains("bobine_facts_total"), "{metrics}");
    assert!(metrics.contains("bobine_fact_group_size"), "{metrics}");
}

/// One address past `BOBINE_VIEW_RATE_PER_MINUTE` is refused with 429 and
/// `Retry-After`, films and series sharing one budget, and the refused view is not
/// counted.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn views_past_the_per_address_limit_are_refused_and_not_counted() {
    let app = TestApp::spawn_with(Backend::Sqlite, |s| s.view_rate_per_minute = 3).await;
    let (film, series) = (app.title("movies").await, app.title("series").await);
    let mut last = Position::ZERO;
    for (kind, id) in [("movies", film), ("movies", film), ("series", series)] {
        let answer = app.count_view(kind, &id.to_string()).await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        last = serde_json::from_value(answer.body["position"].clone()).unwrap();
    }
    let refused = app
        .client
        .post(format!("{}/api/movies/{film}/views", app.base))
        .header("x-requested-with", "XMLHttpRequest")
        .send()
        .await
        .unwrap();
    assert_eq!(refused.status(), 429);
    assert!(refused.headers().get("retry-after").is_some());
    assert_eq!(
        app.count_view("series", &series.to_string()).await.status,
        429
    );

    let statuses = &app.node.projections;
    assert!(statuses.wait_for(last, Duration::from_secs(10)).await);
    let reads = app.node.read.reads();
    let total = |kind, id| queries::total(reads, kind, id);
    assert_eq!(total(TitleKind::Movie, film).await.unwrap(), 2);
    assert_eq!(total(TitleKind::Series, series).await.unwrap(), 1);
    // Nothing else was appended after the last counted view.
    let log = &app.node.log;
    assert_eq!(log.read_after(Position::ZERO, 100).await.unwrap().len(), 5);
    // The catalogue itself is not limited by it.
    let answer = app
        .send(app.admin(reqwest::Method::GET, &format!("/api/movies/{film}")))
        .await;
    assert_eq!(answer.status, 200);
}
