//! Watch history over HTTP: positions saved and read back on any device, completion
//! above 90 %, bad input refused with nothing written, the continue-watching list
//! (a series' next unfinished episode across a season boundary), cursor pages, each
//! member's history their own, the admin list's counts and the erasure.

use crate::helpers;

use bobine_projections::watch_history::queries;
use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use helpers::{Answer, Browser, TestApp, error_of};
use reqwest::Method;
use serde_json::{Value, json};
use uuid::Uuid;

/// The calls these tests make, under the names they use (a trait: other files of
/// the binary give the same names to other calls).
trait ProgressApp {
    async fn add(&self, path: &str, body: Value) -> String;
    async fn settled(&self, answer: &Answer);
    async fn film(&self, title: &str, minutes: i64) -> String;
}

impl ProgressApp for TestApp {
    /// Adds a title (or an episode) through the admin API and answers its id.
    async fn add(&self, path: &str, body: Value) -> String {
        let answer = self.send(self.admin(Method::POST, path).json(&body)).await;
        assert_eq!(answer.status, 201, "{:?}", answer.body);
        self.settled(&answer).await;
        answer.body["id"].as_str().unwrap().to_string()
    }

    /// Waits until this node's projections have applied a command's position: the
    /// member's browser does not carry the admin's position cookie, nor another
    /// device's.
    async fn settled(&self, answer: &Answer) {
        let position = serde_json::from_value(answer.body["position"].clone()).unwrap();
        assert!(
            self.node
                .projections
                .wait_for(position, std::time::Duration::from_secs(10))
                .await
        );
    }

    async fn film(&self, title: &str, minutes: i64) -> String {
        self.add(
            "/api/admin/movies",
            json!({"title": title, "duration_minutes": minutes}),
        )
        .await
    }
}

async fn save(browser: &Browser<'_>, kind: &str, id: &str, seconds: i64, ended: bool) -> Answer {
    browser
        .call(
            Method::PUT,
            "/api/progress",
            Some(json!({"content_type": kind, "content_id": id,
                "progress_seconds": seconds, "completed": ended})),
        )
        .await
}

async fn saved(browser: &Browser<'_>, kind: &str, id: &str, seconds: i64, ended: bool) -> bool {
    let answer = save(browser, kind, id, seconds, ended).await;
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    browser.app.settled(&answer).await;
    answer.body["completed"].as_bool().unwrap()
}

/// The content ids and positions of a list answer.
fn entries(answer: &Answer) -> Vec<(String, i64)> {
    assert_eq!(answer.status, 200, "{:?}", answer.body);
    answer.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["content_id"].as_str().unwrap().to_string(),
                e["progress_seconds"].as_i64().unwrap(),
            )
        })
        .collect()
}

on_both_backends! {
    a_position_is_saved_read_back_on_another_device_and_completed_above_ninety_percent => read_back;
    bad_positions_are_refused_and_nothing_is_written => refused;
    continue_watching_is_newest_first_with_a_series_next_episode_across_seasons => next_up;
    the_history_pages_newest_first_and_each_member_sees_only_their_own => pages;
    the_admin_list_counts_watched_titles_and_an_erasure_forgets_them => counted_then_erased;
    every_entry_has_a_poster_its_own_its_series_or_a_drawn_one => posters;
}

async fn read_back(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.film("Heat", 100).await;
    let (phone, _) = app.member("membre@exemple.fr").await;
    assert!(!saved(&phone, "movie", &film, 600, false).await);

    // Another device of the same member finds the resume point.
    let laptop = app.browser();
    assert_eq!(
        laptop.login("membre@exemple.fr", "motdepasse").await.status,
        200
    );
    let resume = laptop
        .get(&format!("/api/progress?content_id={film}"))
        .await;
    assert_eq!(entries(&resume), vec![(film.clone(), 600)]);
    let entry = &resume.body["items"][0];
    assert_eq!(entry["content_type"], "movie");
    assert_eq!(entry["title"], "Heat");
    assert_eq!(entry["duration_seconds"], 6000);
    assert_eq!(entry["completed"], false);
    assert_eq!(
        entries(&laptop.get("/api/progress").await),
        vec![(film.clone(), 600)]
    );

    // 90 % is not yet completed; above it is, and the film leaves the list.
    assert!(!saved(&laptop, "movie", &film, 5400, false).await);
    assert!(saved(&laptop, "movie", &film, 5401, false).await);
    let resume = phone.get(&format!("/api/progress?content_id={film}")).await;
    assert_eq!(resume.body["items"][0]["completed"], true);
    assert_eq!(entries(&phone.get("/api/progress").await), vec![]);
    // The end of playback completes whatever the position.
    let short = app.film("Court", 10).await;
    assert!(saved(&phone, "movie", &short, 30, true).await);
    let history = phone.get("/api/history").await;
    assert_eq!(entries(&history), vec![(short, 30), (film, 5401)]);
}

async fn refused(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let film = app.film("Heat", 100).await;
    let series = app.add("/api/admin/series", json!({"title": "Dark"})).await;
    let episode = app
        .add(
            &format!("/api/admin/series/{series}/episodes"),
            json!({"season_number": 1, "episode_number": 1, "title": "Secrets"}),
        )
        .await;
    let (member, _) = app.member("membre@exemple.fr").await;
    let unknown = Uuid::now_v7().to_string();
    let cases = [
        (
            save(&member, "movie", &film, -1, false).await,
            422,
            "La position de lecture ne peut pas être négative",
        ),
        (
            save(&member, "movie", &film, 6001, false).await,
            422,
            "La position de lecture dépasse la durée du titre",
        ),
        // An episode without a duration lasts 45 minutes.
        (
            save(&member, "episode", &episode, 2701, false).await,
            422,
            "La position de lecture dépasse la durée du titre",
        ),
        (
            save(&member, "movie", &unknown, 10, false).await,
            404,
            "Film non trouvé",
        ),
        (
            save(&member, "episode", &unknown, 10, false).await,
            404,
            "Épisode non trouvé",
        ),
        // A film's id is no episode.
        (
            save(&member, "episode", &film, 10, false).await,
            404,
            "Épisode non trouvé",
        ),
    ];
    for (answer, status, message) in cases {
        let (got, _, text) = error_of(&answer);
        assert_eq!((got, text.as_str()), (status, message), "{:?}", answer.body);
    }
    let series_kind = save(&member, "series", &series, 10, false).await;
    assert_eq!(series_kind.status, 400, "{:?}", series_kind.body);
    let missing = member
        .call(
            Method::PUT,
            "/api/progress",
            Some(json!({"content_type": "movie"})),
        )
        .await;
    assert_eq!(missing.status, 400, "{:?}", missing.body);
    // A visitor is not a member.
    let visitor = app.browser();
    assert_eq!(save(&visitor, "movie", &film, 10, false).await.status, 401);

    // Nothing was written: once a good save is read back, it is the only entry.
    assert!(!saved(&member, "episode", &episode, 2700 - 300, false).await);
    assert_eq!(
        entries(&member.get("/api/history").await),
        vec![(episode, 2400)]
    );
}

async fn posters(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let painted = app
        .add(
            "/api/admin/movies",
            json!({"title": "Affiche", "poster_url": "https://img.example/affiche.jpg"}),
        )
        .await;
    let bare = app.film("Sans affiche", 90).await;
    let series = app
        .add(
            "/api/admin/series",
            json!({"title": "Dark", "poster_url": "https://img.example/dark.jpg"}),
        )
        .await;
    let bare_series = app.add("/api/admin/series", json!({"title": "Nue"})).await;
    let pilot = json!({"season_number": 1, "episode_number": 1, "title": "Pilote"});
    let episode = app
        .add(
            &format!("/api/admin/series/{series}/episodes"),
            pilot.clone(),
        )
        .await;
    let bare_episode = app
        .add(&format!("/api/admin/series/{bare_series}/episodes"), pilot)
        .await;
    let (member, _) = app.member("membre@exemple.fr").await;
    for (kind, id) in [
        ("movie", &painted),
        ("movie", &bare),
        ("episode", &episode),
        ("episode", &bare_episode),
    ] {
        saved(&member, kind, id, 60, false).await;
    }

    let expected = [
        (
            &bare_episode,
            format!("/api/posters/series/{bare_series}.svg"),
        ),
        (&episode, "https://img.example/dark.jpg".to_string()),
        (&bare, format!("/api/posters/movie/{bare}.svg")),
        (&painted, "https://img.example/affiche.jpg".to_string()),
    ];
    let posters = |items: &Value| -> Vec<(String, String)> {
        items
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                let poster = e["poster_url"].as_str().unwrap_or_else(|| panic!("{e}"));
                (e["content_id"].as_str().unwrap().into(), poster.into())
            })
            .collect()
    };
    let want: Vec<(String, String)> = expected
        .iter()
        .map(|(id, poster)| ((*id).clone(), poster.clone()))
        .collect();
    assert_eq!(
        posters(&member.get("/api/progress").await.body["items"]),
        want
    );
    assert_eq!(
        posters(&member.get("/api/history").await.body["items"]),
        want
    );
    assert_eq!(
        posters(&member.get("/api/home").await.body["continue_watching"]),
        want
    );
    let one = member
        .get(&format!("/api/progress?content_id={bare}"))
        .await;
    assert_eq!(posters(&one.body["items"]), want[2..3]);
}

async fn next_up(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (first, second) = (app.film("Premier", 90).await, app.film("Second", 90).await);
    let series = app.add("/api/admin/series", json!({"title": "Dark"})).await;
    let path = format!("/api/admin/series/{series}/episodes");
    let episode = |s: i64, e: i64| json!({"season_number": s, "episode_number": e, "title": format!("S{s}E{e}"), "duration_minutes": 50});
    // Added out of order: the order is the season's and the episode's numbers.
    let s2e1 = app.add(&path, episode(2, 1)).await;
    let s1e1 = app.add(&path, episode(1, 1)).await;
    let s1e2 = app.add(&path, episode(1, 2)).await;
    let (member, _) = app.member("membre@exemple.fr").await;

    saved(&member, "movie", &first, 60, false).await;
    saved(&member, "episode", &s1e1, 3000, true).await;
    saved(&member, "episode", &s1e2, 600, false).await;
    saved(&member, "movie", &second, 120, false).await;
    assert_eq!(
        entries(&member.get("/api/progress").await),
        vec![
            (second.clone(), 120),
            (s1e2.clone(), 600),
            (first.clone(), 60)
        ]
    );

    // The last episode of season 1 ends: next up is season 2's first, not started.
    assert!(saved(&member, "episode", &s1e2, 2990, true).await);
    let list = member.get("/api/progress").await;
    assert_eq!(
        entries(&list),
        vec![
            (s2e1.clone(), 0),
            (second.clone(), 120),
            (first.clone(), 60)
        ]
    );
    let next = &list.body["items"][0];
    assert_eq!(
        (
            &next["series_id"],
            &next["series_title"],
            &next["season_number"],
            &next["episode_number"]
        ),
        (&json!(series), &json!("Dark"), &json!(2), &json!(1))
    );
    assert_eq!(next["completed"], false);

    // The series page reads that series' episodes alone, however long the history.
    let episodes = member
        .get(&format!("/api/history?series_id={series}&limit=100"))
        .await;
    assert_eq!(
        entries(&episodes),
        vec![(s1e2.clone(), 2990), (s1e1.clone(), 3000)]
    );

    // The home page carries the same row.
    let home = member.get("/api/home").await;
    assert_eq!(home.status, 200, "{:?}", home.body);
    assert_eq!(home.body["continue_watching"][0]["content_id"], json!(s2e1));
    assert!(home.body["newest_movies"].is_array());

    // The series' last episode ends: the series leaves the list.
    saved(&member, "episode", &s2e1, 50 * 60, false).await;
    assert_eq!(
        entries(&member.get("/api/progress").await),
        vec![(second, 120), (first, 60)]
    );
}

async fn pages(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, _) = app.member("membre@exemple.fr").await;
    let (other, _) = app.member("autre@exemple.fr").await;
    let mut films = Vec::new();
    for (n, title) in ["Un", "Deux", "Trois"].iter().enumerate() {
        let film = app.film(title, 90).await;
        saved(&member, "movie", &film, 10 * (n as i64 + 1), false).await;
        films.push(film);
    }
    // Watching the first again brings it to the top.
    saved(&member, "movie", &films[0], 40, false).await;
    let first = member.get("/api/history?limit=2").await;
    assert_eq!(
        entries(&first),
        vec![(films[0].clone(), 40), (films[2].clone(), 30)]
    );
    let cursor = first.body["next_cursor"].as_str().unwrap();
    let second = member
        .get(&format!("/api/history?limit=2&cursor={cursor}"))
        .await;
    assert_eq!(entries(&second), vec![(films[1].clone(), 20)]);
    assert_eq!(second.body["next_cursor"], Value::Null);
    let bad = member.get("/api/history?cursor=abc").await;
    assert_eq!(error_of(&bad).0, 400);

    // Another member sees none of it, not even by asking for the title.
    assert_eq!(entries(&other.get("/api/history").await), vec![]);
    assert_eq!(entries(&other.get("/api/progress").await), vec![]);
    let asked = other
        .get(&format!("/api/progress?content_id={}", films[0]))
        .await;
    assert_eq!(entries(&asked), vec![]);
}

async fn counted_then_erased(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let (member, id) = app.member("membre@exemple.fr").await;
    let (film, other) = (app.film("Heat", 100).await, app.film("Ran", 160).await);
    saved(&member, "movie", &film, 60, false).await;
    saved(&member, "movie", &film, 120, false).await;
    saved(&member, "movie", &other, 60, true).await;
    let list = app
        .send(
            app.admin(Method::GET, "/api/admin/users")
                .header("x-bobine-position", "0"),
        )
        .await;
    assert_eq!(list.status, 200, "{:?}", list.body);
    let row = list.body["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["id"] == json!(id))
        .unwrap()
        .clone();
    assert_eq!(row["watch_history_count"], 2, "{row:?}");

    let erased = app
        .send(app.admin(Method::DELETE, &format!("/api/admin/users/{id}")))
        .await;
    assert_eq!(erased.status, 200, "{:?}", erased.body);
    app.settled(&erased).await;
    let member_id: Uuid = id.parse().unwrap();
    let reads = app.node.read.reads();
    assert_eq!(queries::counts(reads, &[member_id]).await.unwrap().len(), 0);
    let history = queries::history(reads, member_id, None, None, 10)
        .await
        .unwrap();
    assert!(history.items.is_empty());
}
