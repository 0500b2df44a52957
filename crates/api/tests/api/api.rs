//! The HTTP contract of the foundation: genres, errors, roles, read-your-writes and
//! operations endpoints.

use crate::helpers;

use std::sync::Arc;
use std::time::{Duration, Instant};

use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_store::testing::{Backend, count_all};
use bobine_store::{Commits, Executor, Metadata, on_both_backends};
use helpers::{TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::json;

on_both_backends! {
    bad_input_gets_the_error_shape_and_appends_nothing => bad_input;
    a_created_genre_is_read_back_at_once_through_the_position_cookie => read_your_writes;
    events_appended_by_another_process_reach_the_node => appended_elsewhere;
    genres_are_renamed_and_deleted => rename_and_delete;
    a_position_beyond_the_log_answers_at_once_and_is_forgotten => far_position;
}

async fn bad_input(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    assert_eq!(app.create_genre("Action", "Films").await.status, 201);
    let action_id = app.genres().await[0]["id"].as_str().unwrap().to_string();
    let appended = count_all(&app.node.log).await;
    let post = || app.admin(Method::POST, "/api/admin/genres");
    let unknown = "/api/admin/genres/0195f2a0-0000-7000-8000-000000000000";
    let cases: Vec<(&str, reqwest::RequestBuilder, u16, &str, String)> = vec![
        ("malformed JSON", post().header("content-type", "application/json").body("{\"name\":"), 400, "malformed",
            "Requête invalide : JSON mal formé".into()),
        ("no JSON content type", post().body("{}"), 400, "malformed",
            "Requête invalide : le corps doit être du JSON (Content-Type: application/json)".into()),
        ("a number for a name", post().json(&json!({"name": 42, "category": "Films"})), 400, "malformed", String::new()),
        ("unknown category", post().json(&json!({"name": "Western", "category": "Opéras"})), 422, "unknown_category",
            "Catégorie inconnue : « Opéras ». Choisissez parmi : Films, Séries, Animés, Spectacles, Documentaires".into()),
        ("empty name", post().json(&json!({"name": "  ", "category": "Films"})), 422, "name_required",
            "Le nom du genre est requis".into()),
        ("missing fields", post().json(&json!({})), 422, "name_required", "Le nom du genre est requis".into()),
        ("missing category", post().json(&json!({"name": "Western"})), 422, "category_required",
            "La catégorie est requise".into()),
        ("duplicate name", post().json(&json!({"name": "ACTION", "category": "Films"})), 409, "duplicate_name",
            "Un genre avec le nom \"ACTION\" existe déjà dans la catégorie \"Films\"".into()),
        ("duplicate slug", post().json(&json!({"name": "Actîon", "category": "Films"})), 409, "duplicate_slug",
            "Un genre avec le slug \"films-action\" existe déjà dans la catégorie \"Films\". Veuillez choisir un nom différent.".into()),
        ("rename unknown", app.admin(Method::PUT, unknown).json(&json!({"name": "X", "category": "Films"})), 404,
            "genre_not_found", "Genre non trouvé".into()),
        ("rename to empty", app.admin(Method::PUT, &format!("/api/admin/genres/{action_id}")).json(&json!({"name": "", "category": "Films"})),
            422, "name_required", "Le nom du genre est requis".into()),
        ("delete unknown", app.admin(Method::DELETE, unknown), 404, "genre_not_found", "Genre non trouvé".into()),
        ("malformed id", app.admin(Method::DELETE, "/api/admin/genres/pas-un-id"), 400, "malformed",
            "Requête invalide : identifiant mal formé".into()),
    ];
    for (case, request, status, code, message) in cases {
        let (got_status, got_code, got_message) = error_of(&app.send(request).await);
        assert_eq!((got_status, got_code.as_str()), (status, code), "{case}");
        if message.is_empty() {
            assert!(
                got_message.starts_with("Requête invalide"),
                "{case}: {got_message}"
            );
        } else {
            assert_eq!(got_message, message, "{case}");
        }
    }
    assert_eq!(
        count_all(&app.node.log).await,
        appended,
        "bad input appended something"
    );
    assert_eq!(app.genres().await.len(), 1);
}

async fn read_your_writes(backend: Backend) {
    // Polling is slowed down (1 s against the usual 200 ms) so that the read is explained
    // by the wake-up and the wait. Not slower: on PostgreSQL the wake-up can come while
    // another database's transaction on the same server still hides the event from
    // readers, and only the next poll then finds it.
    let app = TestApp::spawn_with(backend, |s| s.poll_interval = Duration::from_secs(1)).await;
    let created = app.create_genre("Comédie dramatique", "Films").await;
    assert_eq!(created.status, 201);
    let position = created.body["position"].clone();
    assert!(position.is_number() || position.is_string(), "{position}");
    let cookie = created
        .set_cookie
        .iter()
        .find(|c| c.starts_with("bobine_pos="))
        .expect("the position cookie");
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    let genres = app.genres().await;
    assert_eq!(genres.len(), 1);
    assert_eq!(genres[0]["id"], created.body["id"]);
    assert_eq!(genres[0]["name"], "Comédie dramatique");
    assert_eq!(genres[0]["slug"], "films-comedie-dramatique");
    assert_eq!(genres[0]["category"], "Films");
}

async fn appended_elsewhere(backend: Backend) {
    let app = TestApp::spawn_with(backend, |s| s.poll_interval = Duration::from_millis(300)).await;
    // Another process: its own executor, which does not wake this node's runner.
    let other = Executor::<Genres>::new(
        &Commits::start(app.node.log.clone()),
        (),
        Arc::new(tokio::sync::Notify::new()),
    );
    let command = GenreCommand::Create {
        id: uuid::Uuid::now_v7(),
        name: "Policier".into(),
        category: "Séries".into(),
    };
    let position = other
        .execute(GENRES_ID, command, &Metadata::system("cli"))
        .await
        .unwrap();
    let answer = app
        .send(
            app.get("/api/genres")
                .bearer_auth(TOKEN)
                .header("x-bobine-position", position.to_string()),
        )
        .await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        answer.body.as_array().unwrap().len(),
        1,
        "{:?}",
        answer.body
    );
    assert_eq!(answer.body[0]["slug"], "series-policier");
}

async fn rename_and_delete(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let id = app.create_genre("Animation", "Films").await.body["id"]
        .as_str()
        .unwrap()
        .to_string();
    app.create_genre("Drame", "Films").await;
    let path = format!("/api/admin/genres/{id}");
    let renamed = app
        .send(
            app.admin(Method::PUT, &path)
                .json(&json!({"name": "Animés", "category": "Séries"})),
        )
        .await;
    assert_eq!(renamed.status, 200, "{:?}", renamed.body);
    let listed = app
        .send(app.admin(Method::GET, "/api/admin/genres"))
        .await
        .body;
    let row = listed
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str())
        .unwrap()
        .clone();
    assert_eq!(
        (
            row["name"].as_str(),
            row["slug"].as_str(),
            row["category"].as_str()
        ),
        (Some("Animés"), Some("series-animes"), Some("Séries"))
    );
    assert_eq!(
        (row["movie_count"].as_i64(), row["series_count"].as_i64()),
        (Some(0), Some(0))
    );
    let names: Vec<_> = listed
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(names, ["Animés", "Drame"], "French alphabetical order");

    assert_eq!(app.send(app.admin(Method::DELETE, &path)).await.status, 200);
    let left: Vec<_> = app
        .genres()
        .await
        .iter()
        .map(|g| g["name"].clone())
        .collect();
    assert_eq!(left, [json!("Drame")]);
    assert_eq!(
        error_of(&app.send(app.admin(Method::DELETE, &path)).await).0,
        404
    );
}

#[tokio::test]
async fn each_role_gets_the_status_it_should() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let admin_routes = [
        (Method::GET, "/api/admin/genres"),
        (Method::POST, "/api/admin/genres"),
        (Method::GET, "/api/admin/projections"),
    ];
    for (method, path) in admin_routes {
        let url = format!("{}{path}", app.base);
        let anonymous = app
            .send(
                app.client
                    .request(method.clone(), &url)
                    .header("x-requested-with", "t")
                    .json(&json!({})),
            )
            .await;
        assert_eq!(error_of(&anonymous).0, 401, "{method} {path}");
        let wrong = app
            .send(
                app.client
                    .request(method.clone(), &url)
                    .header("x-requested-with", "t")
                    .bearer_auth("faux")
                    .json(&json!({})),
            )
            .await;
        assert_eq!(
            error_of(&wrong),
            (
                403,
                "forbidden".into(),
                "Vous n'avez pas les permissions d'administrateur".into()
            )
        );
    }
    let anonymous_read = app.send(app.get("/api/genres")).await;
    assert_eq!(
        error_of(&anonymous_read),
        (
            401,
            "unauthenticated".into(),
            "Vous devez être connecté".into()
        )
    );

    let public = TestApp::spawn_with(Backend::Sqlite, |s| s.public_catalogue = true).await;
    assert_eq!(public.send(public.get("/api/genres")).await.status, 200);
    assert_eq!(
        public.send(public.get("/api/admin/genres")).await.status,
        401
    );
}

#[tokio::test]
async fn a_command_sent_with_cookies_needs_the_csrf_header() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let url = format!("{}/api/admin/genres", app.base);
    let forged = app
        .send(
            app.client
                .post(&url)
                .json(&json!({"name": "X", "category": "Films"})),
        )
        .await;
    assert_eq!(
        error_of(&forged),
        (
            403,
            "csrf".into(),
            "Requête refusée : l'en-tête X-Requested-With est requis".into()
        )
    );
    let with_header = app
        .send(
            app.client
                .post(&url)
                .header("x-requested-with", "XMLHttpRequest")
                .json(&json!({})),
        )
        .await;
    assert_eq!(
        error_of(&with_header).0,
        401,
        "past the CSRF check, the role check answers"
    );
}

/// A position no node handed out (beyond the log's newest event) costs no wait: an
/// anonymous client cannot slow requests down by writing one.
async fn far_position(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    app.create_genre("Drame", "Films").await;
    // The last is beyond the head on both backends (on PostgreSQL a position without
    // a transaction id sorts before every event: it is served at once too).
    for far in ["999999", "999999.999999", "18446744073709551615.1"] {
        let started = Instant::now();
        let answer = app
            .send(
                app.get("/api/genres")
                    .bearer_auth(TOKEN)
                    .header("x-bobine-position", far),
            )
            .await;
        let waited = started.elapsed();
        assert_eq!(answer.status, 200);
        assert!(waited < Duration::from_millis(500), "{far}: {waited:?}");
        let forgotten = answer
            .set_cookie
            .iter()
            .any(|c| c.starts_with("bobine_pos=;") && c.contains("Max-Age=0"));
        let beyond_on_both = far.starts_with("18446744073709551615.");
        assert!(
            forgotten || !beyond_on_both,
            "{far}: {:?}",
            answer.set_cookie
        );
        let started = Instant::now();
        let answer = app
            .send(
                app.get("/api/genres")
                    .header("cookie", format!("bobine_pos={far}")),
            )
            .await;
        assert!(answer.status < 500);
        assert!(
            started.elapsed() < Duration::from_millis(500),
            "cookie {far}"
        );
    }
    let garbage = app
        .send(
            app.get("/api/genres")
                .bearer_auth(TOKEN)
                .header("x-bobine-position", "n'importe quoi"),
        )
        .await;
    assert_eq!(garbage.status, 200);
}

#[tokio::test]
async fn operations_endpoints_answer() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    assert_eq!(app.send(app.get("/healthz")).await.body, json!("ok"));
    let deadline = Instant::now() + Duration::from_secs(5);
    while app.send(app.get("/readyz")).await.status != 200 {
        assert!(Instant::now() < deadline, "never ready");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    app.create_genre("Action", "Films").await;
    assert_eq!(app.send(app.get("/metrics")).await.status, 403);
    let metrics = app.send(app.get("/metrics").bearer_auth(TOKEN)).await.body;
    let metrics = metrics.as_str().unwrap();
    assert!(
        metrics.contains("bobine_commands_total") && metrics.contains("bobine_http_requests_total"),
        "{metrics}"
    );
    let document = app.send(app.get("/api/openapi.json")).await.body;
    for path in [
        "/api/genres",
        "/api/admin/genres",
        "/api/admin/genres/{id}",
        "/api/admin/projections",
        "/api/auth/login",
        "/api/admin/users",
        "/api/search/suggest",
    ] {
        assert!(
            document["paths"][path].is_object(),
            "{path} missing from the OpenAPI document"
        );
    }
    let projections = app
        .send(app.admin(Method::GET, "/api/admin/projections"))
        .await
        .body;
    let names: Vec<_> = projections["projections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(
        names,
        [
            "accounts",
            "sessions",
            "security",
            "catalogue",
            "views",
            "watch_history",
            "favourites",
            "visitors",
            "moderation",
            "appeals",
            "popups",
            "mail",
            "audit",
            "moderation_times",
            "search"
        ]
    );
    assert!(
        projections["projections"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["lag_events"] == 0)
    );
    assert_eq!(
        error_of(&app.send(app.get("/api/nulle-part")).await),
        (404, "not_found".into(), "Ressource introuvable".into())
    );
    let page = app.send(app.get("/genre/films-action")).await;
    assert_eq!(page.status, 200);
    assert!(
        page.body.as_str().unwrap().contains("<html"),
        "the web app answers every other path"
    );
}
