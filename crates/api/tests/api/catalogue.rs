//! The catalogue over HTTP: what admins write about titles and what members read.

use crate::helpers;

use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{TOKEN, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait CatalogueApp {
    async fn add(&self, path: &str, body: Value) -> String;
    async fn genre(&self, name: &str, category: &str) -> String;
    async fn read(&self, path: &str) -> Value;
    async fn count_view(&self, id: &str);
    async fn titles(&self, path: &str) -> Vec<String>;
}

impl CatalogueApp for TestApp {
    async fn add(&self, path: &str, body: Value) -> String {
        let answer = self.send(self.admin(Method::POST, path).json(&body)).await;
        assert_eq!(answer.status, 201, "{path} {body}: {:?}", answer.body);
        answer.body["id"].as_str().unwrap().to_string()
    }

    async fn genre(&self, name: &str, category: &str) -> String {
        self.add(
            "/api/admin/genres",
            json!({"name": name, "category": category}),
        )
        .await
    }

    async fn read(&self, path: &str) -> Value {
        let answer = self.send(self.get(path).bearer_auth(TOKEN)).await;
        assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
        answer.body
    }

    /// One view of the film `id`, as its page counts it.
    async fn count_view(&self, id: &str) {
        let url = format!("{}/api/movies/{id}/views", self.base);
        let answer = self
            .send(
                self.client
                    .post(url)
                    .header("x-requested-with", "XMLHttpRequest"),
            )
            .await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
    }

    async fn titles(&self, path: &str) -> Vec<String> {
        let page = self.read(path).await;
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["title"].as_str().unwrap().to_string())
            .collect()
    }
}

/// Six films with known genres, years, ratings, durations and flags.
async fn hand_built(app: &TestApp) -> (String, String) {
    let drame = app.genre("Drame", "Films").await;
    let action = app.genre("Action", "Films").await;
    let films = [
        (
            "Alpha",
            2001,
            4.5,
            120,
            "4K",
            true,
            false,
            vec![&drame],
            "Ana Dupont",
        ),
        (
            "Bravo",
            1995,
            3.2,
            95,
            "HD 1080p",
            false,
            true,
            vec![&action],
            "Ana Dupont",
        ),
        (
            "Charlie",
            2003,
            2.1,
            150,
            "SD",
            false,
            false,
            vec![&drame, &action],
            "Bob Martin",
        ),
        (
            "Delta",
            2010,
            4.9,
            88,
            "HD 720p",
            true,
            true,
            vec![&action],
            "Chloé Petit",
        ),
        (
            "Écho",
            1970,
            3.8,
            101,
            "HD 1080p",
            false,
            false,
            vec![&drame],
            "Chloé Petit",
        ),
        (
            "Foxtrot",
            2002,
            1.0,
            60,
            "4K",
            false,
            false,
            vec![],
            "Denis Roux",
        ),
    ];
    for (title, year, rating, duration, quality, featured, new, genres, director) in films {
        app.add(
            "/api/admin/movies",
            json!({"title": title, "release_year": year, "rating": rating, "duration_minutes": duration,
                   "quality": quality, "is_featured": featured, "is_new": new, "genre_ids": genres,
                   "director": director}),
        )
        .await;
    }
    (drame, action)
}

/// A visitor's lists and genre pages answer cards, what a card shows and no more
/// (docs/adr/0055-list-cards-from-memory.md); the admin's lists answer whole rows,
/// which their edit form is filled from.
#[tokio::test]
async fn public_lists_answer_cards_and_the_admins_lists_whole_rows() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let drame = app.genre("Drame", "Films").await;
    app.add(
        "/api/admin/movies",
        json!({"title": "Orage", "synopsis": "Un été.", "quality": "4K", "release_year": 1999, "genre_ids": [drame]}),
    )
    .await;
    let poster = "https://images.example/veilleurs.jpg";
    app.add(
        "/api/admin/series",
        json!({"title": "Les Veilleurs", "synopsis": "Une ville.", "poster_url": poster}),
    )
    .await;
    let keys = |v: &Value| {
        let mut keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        keys.sort();
        keys
    };
    let film = app.read("/api/movies").await["items"][0].clone();
    assert_eq!(
        keys(&film),
        [
            "id",
            "is_featured",
            "is_new",
            "poster_url",
            "quality",
            "rating",
            "release_year",
            "title",
            "views_count"
        ]
    );
    assert_eq!(
        (&film["title"], &film["quality"], &film["release_year"]),
        (&json!("Orage"), &json!("4K"), &json!(1999))
    );
    let id = film["id"].as_str().unwrap();
    assert_eq!(
        film["poster_url"],
        json!(format!("/api/posters/movie/{id}.svg")),
        "a poster drawn by the server"
    );
    let series = app.read("/api/series").await["items"][0].clone();
    assert_eq!(
        keys(&series),
        [
            "id",
            "is_anime",
            "is_featured",
            "is_new",
            "poster_url",
            "rating",
            "release_year",
            "status",
            "title",
            "total_episodes",
            "total_seasons",
            "views_count"
        ]
    );
    assert_eq!(series["poster_url"], json!(poster));
    let genre = app.read("/api/genres/films-drame").await;
    assert_eq!(genre["movies"]["items"][0], film);

    let admin = app.send(app.admin(Method::GET, "/api/admin/movies")).await;
    assert_eq!(admin.status, 200);
    assert_eq!(admin.body["items"][0]["synopsis"], json!("Un été."));
    assert_eq!(admin.body["items"][0]["genres"][0]["name"], json!("Drame"));
}

on_both_backends! {
    films_are_filtered_sorted_and_paged => filters_and_sorts;
    series_totals_follow_their_episodes => series_totals;
}

async fn filters_and_sorts(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    hand_built(&app).await;
    let t = |q: &'static str| {
        let app = &app;
        async move { app.titles(&format!("/api/movies?{q}")).await }
    };
    assert_eq!(
        t("").await,
        ["Foxtrot", "Écho", "Delta", "Charlie", "Bravo", "Alpha"],
        "newest first"
    );
    assert_eq!(
        t("sort=title&order=asc").await,
        ["Alpha", "Bravo", "Charlie", "Delta", "Écho", "Foxtrot"]
    );
    assert_eq!(
        t("sort=year").await,
        ["Delta", "Charlie", "Foxtrot", "Alpha", "Bravo", "Écho"]
    );
    assert_eq!(
        t("sort=rating").await,
        ["Delta", "Alpha", "Écho", "Bravo", "Charlie", "Foxtrot"]
    );
    assert_eq!(
        t("sort=duration&order=asc").await,
        ["Foxtrot", "Delta", "Bravo", "Écho", "Alpha", "Charlie"]
    );
    assert_eq!(
        t("genre=films-drame&sort=title&order=asc").await,
        ["Alpha", "Charlie", "Écho"]
    );
    assert_eq!(
        t("year_min=2001&year_max=2003&sort=year&order=asc").await,
        ["Alpha", "Foxtrot", "Charlie"]
    );
    assert_eq!(
        t("rating_min=3.5&sort=rating").await,
        ["Delta", "Alpha", "Écho"]
    );
    assert_eq!(
        t("quality=4K&sort=title&order=asc").await,
        ["Alpha", "Foxtrot"]
    );
    assert_eq!(
        t("featured=true&sort=title&order=asc").await,
        ["Alpha", "Delta"]
    );
    assert_eq!(
        t("new=false&featured=false&sort=title&order=asc").await,
        ["Charlie", "Écho", "Foxtrot"]
    );
    assert_eq!(t("views_min=1").await, Vec::<String>::new());
    let admin_search = app
        .send(app.admin(
            Method::GET,
            "/api/admin/movies?q=chloe%20PETIT&sort=title&order=asc",
        ))
        .await;
    let found: Vec<_> = admin_search.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].clone())
        .collect();
    assert_eq!(
        found,
        [json!("Delta"), json!("Écho")],
        "search ignores case and accents"
    );

    // Cursor pages of 2 walk the whole list once, with the total on every page.
    let mut walked = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/api/movies?sort=rating&limit=2&cursor={c}"),
            None => "/api/movies?sort=rating&limit=2".to_string(),
        };
        let page = app.read(&path).await;
        assert_eq!(page["total"], 6);
        walked.extend(
            page["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["title"].as_str().unwrap().to_string()),
        );
        match page["next_cursor"].as_str() {
            Some(next) => cursor = Some(next.to_string()),
            None => break,
        }
    }
    assert_eq!(walked, t("sort=rating").await);

    let bad = app
        .send(app.get("/api/movies?cursor=zz").bearer_auth(TOKEN))
        .await;
    assert_eq!(error_of(&bad).0, 400);
    let bad = app
        .send(app.get("/api/movies?year_min=deux").bearer_auth(TOKEN))
        .await;
    assert_eq!(error_of(&bad).1, "malformed");
    let bad = app
        .send(app.get("/api/series?sort=duration").bearer_auth(TOKEN))
        .await;
    assert_eq!(error_of(&bad).0, 400);
    assert_eq!(
        app.read("/api/stats").await,
        json!({"movies": 6, "series": 0})
    );
}

async fn series_totals(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let id = app.add("/api/admin/series", json!({"title": "Dark"})).await;
    let episode = |s: i64, e: i64| json!({"season_number": s, "episode_number": e, "title": format!("S{s}E{e}")});
    let path = format!("/api/admin/series/{id}/episodes");
    let first = app.add(&path, episode(1, 1)).await;
    app.add(&path, episode(1, 2)).await;
    let third = app.add(&path, episode(2, 1)).await;
    let totals = |v: &Value| (v["total_seasons"].clone(), v["total_episodes"].clone());
    let detail = app.read(&format!("/api/series/{id}")).await;
    assert_eq!(totals(&detail), (json!(2), json!(3)));
    // The list's card, written from memory, follows the episodes too.
    let card = || async { app.read("/api/series").await["items"][0].clone() };
    assert_eq!(totals(&card().await), (json!(2), json!(3)));
    assert_eq!(
        detail["seasons"][1]["episodes"][0]["duration_minutes"], 45,
        "default duration"
    );
    assert_eq!(
        (detail["country"].as_str(), detail["language"].as_str()),
        (Some("États-Unis"), Some("Anglais"))
    );

    let duplicate = app
        .send(app.admin(Method::POST, &path).json(&episode(1, 2)))
        .await;
    assert_eq!(
        error_of(&duplicate),
        (
            409,
            "duplicate_episode".into(),
            "L'épisode 2 de la saison 1 existe déjà".into()
        )
    );

    let moved = app
        .send(
            app.admin(Method::PUT, &format!("/api/admin/episodes/{third}"))
                .json(&episode(1, 3)),
        )
        .await;
    assert_eq!(moved.status, 200, "{:?}", moved.body);
    assert_eq!(
        totals(&app.read(&format!("/api/series/{id}")).await),
        (json!(1), json!(3))
    );
    let removed = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/episodes/{first}")))
        .await;
    assert_eq!(removed.status, 200);
    assert_eq!(
        totals(&app.read(&format!("/api/series/{id}")).await),
        (json!(1), json!(2))
    );
    assert_eq!(totals(&card().await), (json!(1), json!(2)));

    assert_eq!(
        app.send(app.admin(Method::DELETE, &format!("/api/admin/series/{id}")))
            .await
            .status,
        200
    );
    let gone = app
        .send(app.get(&format!("/api/series/{id}")).bearer_auth(TOKEN))
        .await;
    assert_eq!(
        error_of(&gone),
        (404, "not_found".into(), "Série non trouvée".into())
    );
    let orphan = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/episodes/{third}")))
        .await;
    assert_eq!(
        error_of(&orphan),
        (404, "episode_not_found".into(), "Épisode non trouvé".into())
    );
}

#[tokio::test]
async fn the_film_form_refuses_bad_input_with_its_message_and_field() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let cases = [
        (json!({"title": " "}), "title", "Le titre est requis"),
        (
            json!({"title": "A", "rating": 5.5}),
            "rating",
            "La note doit être comprise entre 0 et 5",
        ),
        (
            json!({"title": "A", "rating": "4.25"}),
            "rating",
            "La note doit avoir au plus une décimale",
        ),
        (
            json!({"title": "A", "release_year": "2001.5"}),
            "release_year",
            "L'année doit être un nombre entier",
        ),
        (
            json!({"title": "A", "budget": -1}),
            "budget",
            "Le budget ne peut pas être négatif",
        ),
        (
            json!({"title": "A", "video_url_vf": "www.exemple.fr/v.mp4"}),
            "video_url_vf",
            "L'URL de la vidéo VF doit être une adresse web commençant par http:// ou https://",
        ),
    ];
    for (body, field, message) in cases {
        let answer = app
            .send(app.admin(Method::POST, "/api/admin/movies").json(&body))
            .await;
        assert_eq!(
            error_of(&answer),
            (422, "validation".into(), message.into()),
            "{body}"
        );
        assert_eq!(answer.body["error"]["field"], field);
    }
    // A well-formed id of no genre: the reference is missing, not the body malformed.
    let body = json!({"title": "A", "genre_ids": ["0195f2a0-0000-7000-8000-000000000000"]});
    let answer = app
        .send(app.admin(Method::POST, "/api/admin/movies").json(&body))
        .await;
    assert_eq!(
        error_of(&answer),
        (
            404,
            "genre_not_found".into(),
            "Un des genres choisis n'existe pas".into()
        )
    );
    assert_eq!(answer.body["error"]["field"], "genre_ids");
    assert_eq!(app.read("/api/stats").await["movies"], 0);

    let id = app
        .add(
            "/api/admin/movies",
            json!({"title": "Amélie", "release_year": "2001", "budget": ""}),
        )
        .await;
    let film = app.read(&format!("/api/movies/{id}")).await;
    assert_eq!(
        (
            film["country"].as_str(),
            film["language"].as_str(),
            film["quality"].as_str()
        ),
        (Some("France"), Some("Français"), Some("HD 1080p")),
        "the new film's defaults"
    );
    assert_eq!(
        (film["is_new"].clone(), film["budget"].clone()),
        (json!(true), Value::Null)
    );
    assert_eq!(film["poster_url"], format!("/api/posters/movie/{id}.svg"));
    let poster = app
        .send(
            app.get(&format!("/api/posters/movie/{id}.svg"))
                .bearer_auth(TOKEN),
        )
        .await;
    assert!(poster.body.as_str().unwrap().contains("Amélie"));

    let unknown = app
        .send(
            app.get("/api/movies/0195f2a0-0000-7000-8000-000000000000")
                .bearer_auth(TOKEN),
        )
        .await;
    assert_eq!(
        error_of(&unknown),
        (404, "not_found".into(), "Film non trouvé".into())
    );
    let edit = app
        .send(
            app.admin(
                Method::PUT,
                "/api/admin/movies/0195f2a0-0000-7000-8000-000000000000",
            )
            .json(&json!({"title": "X"})),
        )
        .await;
    assert_eq!(
        error_of(&edit),
        (404, "movie_not_found".into(), "Film non trouvé".into())
    );
}

#[tokio::test]
async fn similar_films_are_scored_with_their_badges() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    hand_built(&app).await;
    let page = app.read("/api/movies?sort=title&order=asc").await;
    let alpha = page["items"][0]["id"].as_str().unwrap().to_string();
    let similar = app.read(&format!("/api/movies/{alpha}/similar")).await;
    let got: Vec<(String, i64, Value)> = similar
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["title"].as_str().unwrap().to_string(),
                m["score"].as_i64().unwrap(),
                m["badge"].clone(),
            )
        })
        .collect();
    // Alpha: Drame, 2001, Ana Dupont.
    assert_eq!(
        got,
        vec![
            ("Charlie".to_string(), 10 + 3, json!("Même époque")), // shared genre, 2 years apart, rated 2.1
            ("Écho".to_string(), 10 + 2, Value::Null),             // shared genre, rated 3.8
            ("Bravo".to_string(), 8 + 1, json!("Même réalisateur")), // same director, 6 years apart, rated 3.2
            ("Foxtrot".to_string(), 4, json!("Même époque")),        // a year apart
        ]
    );
}

#[tokio::test]
async fn genre_pages_and_the_home_show_what_the_spec_asks() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let (drame, _) = hand_built(&app).await;
    let anime_genre = app.genre("Animés", "Séries").await;
    let add_series = |title: &'static str, rating: f64, anime: bool, genres: Vec<String>| {
        let app = &app;
        async move {
            let path = if anime {
                "/api/admin/series?anime=true"
            } else {
                "/api/admin/series"
            };
            app.add(path, json!({"title": title, "rating": rating, "genre_ids": genres, "is_featured": rating > 4.5})).await
        }
    };
    add_series("Akira", 4.8, true, vec![anime_genre.clone()]).await;
    add_series("Dark", 4.2, false, vec![]).await;
    add_series("Moyenne", 3.0, false, vec![]).await;

    let page = app
        .read("/api/genres/films-drame?sort=year&order=asc")
        .await;
    assert_eq!(page["genre"]["id"], drame.as_str());
    let titles: Vec<_> = page["movies"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].clone())
        .collect();
    assert_eq!(titles, [json!("Écho"), json!("Alpha"), json!("Charlie")]);
    let missing = app
        .send(app.get("/api/genres/films-nulle-part").bearer_auth(TOKEN))
        .await;
    assert_eq!(
        error_of(&missing),
        (404, "not_found".into(), "Genre non trouvé".into())
    );

    let home = app.read("/api/home").await;
    let names = |key: &str| -> Vec<String> {
        home[key]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m["title"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(names("featured_movies"), ["Delta", "Alpha"]);
    assert_eq!(names("featured_series"), ["Akira"]);
    assert_eq!(
        names("top_series"),
        ["Dark"],
        "top series are rated 4 or more, animes aside"
    );
    let ratings: Vec<f64> = home["top_movies"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["rating"].as_f64().unwrap_or(0.0))
        .collect();
    assert!(
        ratings.windows(2).all(|pair| pair[0] >= pair[1]),
        "top films are the best rated first: {ratings:?}"
    );
    assert_eq!(names("top_animes"), ["Akira"]);
    assert_eq!(names("newest_movies").len(), 6);

    let animes = app
        .send(app.admin(Method::GET, "/api/admin/series?anime=true"))
        .await
        .body;
    let akira = &animes["items"][0];
    assert_eq!(
        (
            akira["title"].as_str(),
            akira["country"].as_str(),
            akira["language"].as_str(),
            akira["status"].as_str()
        ),
        (
            Some("Akira"),
            Some("Japon"),
            Some("Japonais"),
            Some("completed")
        )
    );
    assert_eq!(animes["total"], 1);
}

#[tokio::test]
async fn films_sort_and_filter_by_their_counted_views() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    hand_built(&app).await;
    let page = app.read("/api/movies?sort=title&order=asc").await;
    let id_of = |title: &str| {
        page["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["title"] == title)
            .unwrap()["id"]
            .as_str()
            .unwrap()
            .to_string()
    };
    for (title, views) in [("Charlie", 3), ("Écho", 1), ("Alpha", 2)] {
        let id = id_of(title);
        for _ in 0..views {
            app.count_view(&id).await;
        }
    }
    // The client's cookie carries the last view's position: reads wait for it.
    let by_views = app.titles("/api/movies?sort=views&limit=3").await;
    assert_eq!(by_views, ["Charlie", "Alpha", "Écho"]);
    assert_eq!(
        app.titles("/api/movies?views_min=2&sort=views&order=asc")
            .await,
        ["Alpha", "Charlie"]
    );
    let charlie = app.read(&format!("/api/movies/{}", id_of("Charlie"))).await;
    assert_eq!(charlie["views_count"], 3);
}

#[tokio::test]
async fn a_film_without_director_or_genre_still_gets_films_of_its_years() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    hand_built(&app).await;
    let golf = app
        .add(
            "/api/admin/movies",
            json!({"title": "Golf", "release_year": 2002}),
        )
        .await;
    let similar = app.read(&format!("/api/movies/{golf}/similar")).await;
    let titles: Vec<_> = similar
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap().to_string())
        .collect();
    // Within five years of 2002: Foxtrot (2002), Alpha (2001), Charlie (2003); nothing shares a genre.
    assert_eq!(titles, ["Alpha", "Foxtrot", "Charlie"]);
    assert!(
        similar
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["badge"] == "Même époque")
    );
}

/// The pruned search for similar films gives exactly what scoring every film would,
/// on a catalogue where many films share genres, directors and years; and still
/// after films are edited, viewed and deleted and a genre goes (the in-memory index
/// follows the read model).
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn similar_films_match_a_brute_force_scoring_of_every_film() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let mut genres = Vec::new();
    for name in ["Drame", "Comédie", "Action", "Horreur"] {
        genres.push(app.genre(name, "Films").await);
    }
    let mut ids = Vec::new();
    for n in 0..120u64 {
        let film_genres: Vec<&String> = genres
            .iter()
            .enumerate()
            .filter(|(g, _)| (n >> g) & 1 == 1 || n % 4 == *g as u64)
            .map(|(_, id)| id)
            .collect();
        let id = app
            .add(
                "/api/admin/movies",
                // Some films have no year (every 17th) or no director (every 13th).
                json!({"title": format!("Film {n}"),
                    "release_year": (n % 17 != 5).then_some(1990 + (n * 7) % 23),
                    "director": (n % 13 != 3).then(|| format!("Réalisateur {}", n % 9)),
                    "rating": ((n * 13) % 51) as f64 / 10.0,
                    "is_featured": n % 11 == 0, "genre_ids": film_genres}),
            )
            .await;
        ids.push(id);
    }
    assert_similar_films_match_scoring_every_film(&app, 120).await;

    // Edits move films across genres, years and directors; views break ties; two
    // films go.
    for n in (0..120).step_by(7) {
        let edited = app
            .send(
                app.admin(Method::PUT, &format!("/api/admin/movies/{}", ids[n]))
                    .json(&json!({"title": format!("Film {n} revu"),
                        "release_year": 1995 + n % 4, "director": format!("Réalisateur {}", n % 4),
                        "rating": 4.5, "genre_ids": [&genres[n % 4]]})),
            )
            .await;
        assert_eq!(edited.status, 200, "{:?}", edited.body);
    }
    for (n, views) in [(1, 3), (2, 1), (9, 2), (30, 4)] {
        for _ in 0..views {
            app.count_view(&ids[n]).await;
        }
    }
    for n in [4, 50] {
        let deleted = app
            .send(app.admin(Method::DELETE, &format!("/api/admin/movies/{}", ids[n])))
            .await;
        assert!(deleted.status < 300, "{:?}", deleted.body);
    }
    assert_similar_films_match_scoring_every_film(&app, 118).await;
    // A deleted film has no similar films to show.
    let gone = app
        .send(
            app.get(&format!("/api/movies/{}/similar", ids[4]))
                .bearer_auth(TOKEN),
        )
        .await;
    assert_eq!(
        (gone.status, gone.body["error"]["message"].as_str()),
        (404, Some("Film non trouvé"))
    );

    let deleted = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/genres/{}", genres[2])))
        .await;
    assert!(deleted.status < 300, "{:?}", deleted.body);
    assert_similar_films_match_scoring_every_film(&app, 118).await;
}

/// Asks for the similar films of every third of the catalogue's `count` films and
/// compares each list with one computed by scoring every other film.
async fn assert_similar_films_match_scoring_every_film(app: &TestApp, count: usize) {
    use bobine_projections::catalogue::queries::similar::{Candidate, score};
    let mut films = Vec::new();
    let mut path = "/api/movies?limit=100".to_string();
    loop {
        let page = app.read(&path).await;
        // A list's cards: each film's page has its genres and director.
        for card in page["items"].as_array().unwrap() {
            let id = card["id"].as_str().unwrap();
            films.push(app.read(&format!("/api/movies/{id}")).await);
        }
        match page["next_cursor"].as_str() {
            Some(next) => path = format!("/api/movies?limit=100&cursor={next}"),
            None => break,
        }
    }
    assert_eq!(films.len(), count);
    let genre_ids = |f: &Value| -> Vec<String> {
        f["genres"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g["id"].as_str().unwrap().to_string())
            .collect()
    };
    for target in films.iter().step_by(3) {
        let mut expected: Vec<(i64, i64, String)> = films
            .iter()
            .filter(|f| f["id"] != target["id"])
            .filter_map(|f| {
                let shared = genre_ids(f)
                    .iter()
                    .filter(|g| genre_ids(target).contains(g))
                    .count() as i64;
                let same_director =
                    !target["director"].is_null() && f["director"] == target["director"];
                let gap = f["release_year"]
                    .as_i64()
                    .zip(target["release_year"].as_i64())
                    .map(|(a, b)| (a - b).abs());
                let candidate = Candidate {
                    shared_genres: shared,
                    same_director,
                    year_gap: gap,
                    rating: f["rating"].as_f64(),
                    views: f["views_count"].as_i64().unwrap(),
                    is_featured: f["is_featured"].as_bool().unwrap(),
                };
                (shared > 0 || same_director || gap.is_some_and(|g| g <= 5)).then(|| {
                    (
                        score(&candidate),
                        candidate.views,
                        f["id"].as_str().unwrap().to_string(),
                    )
                })
            })
            .collect();
        expected.sort_by(|a, b| b.0.cmp(&a.0).then(b.1.cmp(&a.1)).then(a.2.cmp(&b.2)));
        expected.truncate(12);
        let got: Vec<(i64, i64, String)> = app
            .read(&format!(
                "/api/movies/{}/similar",
                target["id"].as_str().unwrap()
            ))
            .await
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                (
                    m["score"].as_i64().unwrap(),
                    m["views_count"].as_i64().unwrap(),
                    m["id"].as_str().unwrap().to_string(),
                )
            })
            .collect();
        assert_eq!(got, expected, "similar films of {}", target["title"]);
    }
}

/// Every total matches the titles listed, whichever way it is counted (a genre with
/// years is counted on its links), including titles with no year and after an edit.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn totals_match_the_titles_listed() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let drame = app.genre("Drame", "Films").await;
    let comedie = app.genre("Comédie", "Films").await;
    let mut ids = Vec::new();
    for (title, year, genres) in [
        ("Un", Some(1995), vec![&drame]),
        ("Deux", Some(2000), vec![&drame, &comedie]),
        ("Trois", None, vec![&drame]),
        ("Quatre", Some(2010), vec![&comedie]),
        ("Cinq", Some(2005), vec![&drame]),
    ] {
        ids.push(
            app.add(
                "/api/admin/movies",
                json!({"title": title, "release_year": year, "rating": 3.0, "genre_ids": genres}),
            )
            .await,
        );
    }
    let check = |expected: Vec<(&'static str, i64)>| {
        let app = &app;
        async move {
            for (query, want) in expected {
                let page = app.read(&format!("/api/movies?limit=100&{query}")).await;
                let listed = page["items"].as_array().unwrap().len() as i64;
                assert_eq!(
                    (page["total"].as_i64().unwrap(), listed),
                    (want, want),
                    "{query}"
                );
            }
        }
    };
    check(vec![
        ("genre=films-drame", 4),
        ("genre=films-drame&year_min=2000", 2),
        ("genre=films-drame&year_max=2000", 2),
        ("genre=films-drame&year_min=1996&year_max=2004", 1),
        ("genre=films-drame&year_max=2000&rating_min=3", 2),
        ("genre=films-comedie&year_min=1900", 2),
    ])
    .await;
    let edited = app
        .send(
            app.admin(Method::PUT, &format!("/api/admin/movies/{}", ids[2]))
                .json(&json!({"title": "Trois", "release_year": 1998, "genre_ids": [&drame]})),
        )
        .await;
    assert_eq!(edited.status, 200, "{:?}", edited.body);
    check(vec![
        ("genre=films-drame&year_max=2000", 3),
        ("genre=films-drame&year_min=1996&year_max=2004", 2),
    ])
    .await;
}

/// The admin screens' counters follow adds, flags, episodes and deletes.
#[tokio::test]
async fn admin_counters_count_films_series_animes_and_episodes() {
    let app = TestApp::spawn(Backend::Sqlite).await;
    let stats = |path: &'static str| {
        let app = &app;
        async move {
            let answer = app.send(app.admin(Method::GET, path)).await;
            assert_eq!(answer.status, 200, "{path}: {:?}", answer.body);
            answer.body
        }
    };
    assert_eq!(
        stats("/api/admin/movies/stats").await,
        json!({"total": 0, "featured": 0, "new": 0, "views": 0})
    );
    app.add(
        "/api/admin/movies",
        json!({"title": "Une", "is_featured": true}),
    )
    .await;
    let old = app
        .add(
            "/api/admin/movies",
            json!({"title": "Ancien", "is_new": false}),
        )
        .await;
    let view = app
        .client
        .post(format!("{}/api/movies/{old}/views", app.base));
    let answer = app
        .send(view.header("x-requested-with", "XMLHttpRequest"))
        .await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    assert_eq!(
        stats("/api/admin/movies/stats").await,
        json!({"total": 2, "featured": 1, "new": 1, "views": 1})
    );

    let dark = app
        .add(
            "/api/admin/series",
            json!({"title": "Dark", "status": "ongoing"}),
        )
        .await;
    let akira = app
        .add(
            "/api/admin/series?anime=true",
            json!({"title": "Akira", "is_featured": true}),
        )
        .await;
    for (series, season, episode) in [(&dark, 1, 1), (&dark, 1, 2), (&akira, 1, 1)] {
        app.add(
            &format!("/api/admin/series/{series}/episodes"),
            json!({"season_number": season, "episode_number": episode, "title": "Épisode"}),
        )
        .await;
    }
    assert_eq!(
        stats("/api/admin/series/stats").await,
        // A series is not new by default; an anime is (docs/product.md, admin area §5).
        json!({"total": 2, "featured": 1, "new": 1, "ongoing": 1, "episodes": 3, "views": 0})
    );
    assert_eq!(
        stats("/api/admin/series/stats?anime=true").await,
        json!({"total": 1, "featured": 1, "new": 1, "ongoing": 0, "episodes": 1, "views": 0})
    );
    let answer = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/series/{dark}")))
        .await;
    assert_eq!(answer.status, 200);
    assert_eq!(
        stats("/api/admin/series/stats?anime=false").await,
        json!({"total": 0, "featured": 0, "new": 0, "ongoing": 0, "episodes": 0, "views": 0})
    );
    let member = app.send(app.get("/api/admin/movies/stats")).await;
    assert_eq!(member.status, 401);
}
