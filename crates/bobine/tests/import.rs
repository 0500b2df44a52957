//! `bobine import` as an operator runs it: films of a small vega-datasets-shaped file
//! (mis-encoded accents, a numeric title, nulls, a bad year, repeats, invalid
//! titles), then the demo's series and animes, each imported twice; the demo's films
//! then play on a node reached at another address than the import's.

use std::collections::HashMap;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, Executor, Metadata, on_both_backends};
use serde_json::{Value, json};
use uuid::Uuid;

mod common;
use common::{bobine, export_events};

fn fixture() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/movies.json")
}

/// Where the demo import believes the site is: nothing answers there, and the node
/// below serves at another address.
const IMPORT_PUBLIC_URL: &str = "http://bobine-import.invalid:8080";

/// Runs `bobine import ARGS --movies <fixture>` and answers its summary line.
fn import(test: &TestLog, args: &[&str]) -> (String, String) {
    let output: Output = bobine(test.data_dir(), test.database_url.as_deref())
        .env("BOBINE_PUBLIC_URL", IMPORT_PUBLIC_URL)
        .arg("import")
        .args(args)
        .arg("--movies")
        .arg(fixture())
        .output()
        .expect("bobine runs");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(output.status.success(), "{stdout}\n{stderr}");
    (stdout, stderr)
}

/// `bobine events export`, once at least `count` events are visible (on PostgreSQL
/// other tests' transactions may hold the newest back for a moment).
fn export(test: &TestLog, count: usize) -> Vec<Value> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let lines = export_events(test.data_dir(), test.database_url.as_deref());
        if lines.len() >= count || Instant::now() > deadline {
            return lines;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The payloads of the events of one type.
fn payloads<'a>(events: &'a [Value], event_type: &str) -> Vec<&'a Value> {
    events
        .iter()
        .filter(|e| e["event_type"] == event_type)
        .map(|e| &e["payload"][event_type])
        .collect()
}

/// Genre id → (name, slug, category), from the log.
fn genres(events: &[Value]) -> HashMap<String, (String, String, String)> {
    payloads(events, "GenreCreated")
        .into_iter()
        .map(|g| {
            let text = |k: &str| g[k].as_str().unwrap().to_string();
            (text("id"), (text("name"), text("slug"), text("category")))
        })
        .collect()
}

fn genre_names(film: &Value, genres: &HashMap<String, (String, String, String)>) -> Vec<String> {
    film["genre_ids"]
        .as_array()
        .unwrap()
        .iter()
        .map(|id| genres[id.as_str().unwrap()].0.clone())
        .collect()
}

on_both_backends! {
    films_are_imported_repaired_and_mapped_then_not_again => films;
    the_demo_adds_series_and_animes_once => demo;
}

async fn films(backend: Backend) {
    let test = TestLog::new(backend).await;
    // An admin already made this genre: the import must reuse it, not refuse.
    let admin_drame = Uuid::new_v4();
    let executor = Executor::<Genres>::new(
        &Commits::start(test.log.clone()),
        (),
        Arc::new(tokio::sync::Notify::new()),
    );
    executor
        .execute(
            GENRES_ID,
            GenreCommand::Create {
                id: admin_drame,
                name: "DRAME".into(),
                category: "Films".into(),
            },
            &Metadata::system("test"),
        )
        .await
        .unwrap();

    let (summary, refusals) = import(&test, &[]);
    assert!(
        summary.contains("import: 11 films added, 0 skipped, 3 refused;"),
        "{summary}"
    );
    assert!(summary.contains("; 6 genres created;"), "{summary}");
    assert!(refusals.contains("Le titre est requis"), "{refusals}");
    assert!(
        refusals.contains("Le titre ne doit pas dépasser 200 caractères"),
        "{refusals}"
    );

    let events = export(&test, 1 + 6 + 11);
    assert_eq!(events.len(), 1 + 6 + 11);
    assert!(
        events[1..]
            .iter()
            .all(|e| e["metadata"]["actor"] == "system")
    );
    let genres = genres(&events);
    let films = payloads(&events, "MovieAdded");
    // Without --demo: no playable source, and the node serves no demo clip.
    assert!(films.iter().all(|f| f["details"]["video_url_vf"].is_null()));
    assert!(!bobine_app::demo::is_loaded(test.data_dir()));
    let by_title = |title: &str| -> Vec<&Value> {
        films
            .iter()
            .map(|f| &f["details"])
            .filter(|d| d["title"] == title)
            .collect()
    };
    let one = |title: &str| -> &Value {
        let found = by_title(title);
        assert_eq!(found.len(), 1, "{title}: {found:?}");
        found[0]
    };

    let amelie = one("Le Fabuleux destin d'Amélie Poulain");
    assert_eq!(amelie["rating"], 4.3);
    assert_eq!(amelie["release_year"], 2001);
    assert_eq!(amelie["duration_minutes"], 122);
    assert_eq!(amelie["director"], "Jean-Pierre Jeunet");
    assert_eq!(amelie["budget"], 10_000_000);
    assert_eq!(amelie["box_office"], 174_000_000);
    assert_eq!(genre_names(amelie, &genres), ["Comédie romantique"]);

    let deja_vu = one("Déjà Vu");
    assert_eq!(deja_vu["rating"], 3.6);
    assert_eq!(genre_names(deja_vu, &genres), ["Thriller"]);
    let numeric = one("1408");
    assert_eq!(numeric["rating"], 3.5);
    assert_eq!(genre_names(numeric, &genres), ["Horreur"]);
    let bronzes = one("Les Bronzés 3: amis pour la vie");
    assert_eq!(
        bronzes["budget"],
        Value::Null,
        "a negative budget is dropped"
    );
    assert_eq!(genre_names(bronzes, &genres), ["Comédie"]);
    assert_eq!(one("Alien³")["duration_minutes"], 114);
    let duel = one("Duel in the Sun");
    assert_eq!(duel["release_year"], 1946, "the source's 2046 is 1946");
    assert_eq!(genre_names(duel, &genres), ["Western"]);

    let nosferatu = one("Nosferatu");
    assert_eq!(
        nosferatu["release_year"],
        Value::Null,
        "1850 is out of bounds"
    );
    for field in [
        "rating",
        "budget",
        "box_office",
        "director",
        "duration_minutes",
    ] {
        assert_eq!(nosferatu[field], Value::Null, "{field}");
    }
    assert_eq!(nosferatu["genre_ids"], serde_json::json!([]));
    let opera = one("La Traviata");
    assert_eq!(
        opera["genre_ids"],
        serde_json::json!([]),
        "Opera maps to none"
    );
    assert_eq!(opera["rating"], 5.0);

    let crashes = by_title("Crash");
    assert_eq!(crashes.len(), 3, "repeated films are all kept");
    for crash in &crashes {
        assert_eq!(
            crash["genre_ids"],
            serde_json::json!([admin_drame.to_string()]),
            "the admin's DRAME is reused"
        );
    }
    let mut crash_ids: Vec<_> = films
        .iter()
        .filter(|f| f["details"]["title"] == "Crash")
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    crash_ids.sort_unstable();
    crash_ids.dedup();
    assert_eq!(crash_ids.len(), 3);
    assert!(films.iter().all(|f| {
        let title = f["details"]["title"].as_str().unwrap();
        !title.contains(['È', '‡', 'Ë'])
    }));
    let mut genre_list: Vec<_> = genres.values().map(|g| g.1.as_str()).collect();
    genre_list.sort_unstable();
    assert_eq!(
        genre_list,
        [
            "films-action",
            "films-comedie",
            "films-comedie-romantique",
            "films-drame",
            "films-horreur",
            "films-thriller",
            "films-western"
        ]
    );

    let (again, _) = import(&test, &[]);
    assert!(
        again.contains("import: 0 films added, 11 skipped, 3 refused;"),
        "{again}"
    );
    assert!(again.contains("; 0 genres created;"), "{again}");
    // The second import has exited: whatever it appended is committed, and a count
    // of the table sees every committed row (a reader of the log may not yet).
    assert_eq!(export(&test, events.len()).len(), events.len());
    assert_eq!(
        bobine_store::testing::count_all(&test.log).await,
        events.len() as i64
    );
}

async fn demo(backend: Backend) {
    let test = TestLog::new(backend).await;
    let (summary, _) = import(&test, &["--demo"]);
    assert!(summary.contains("; 60 series, 30 animes, "), "{summary}");
    let episodes: usize = summary
        .split("animes, ")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{summary}"));
    assert!((90 * 6..=90 * 48).contains(&episodes), "{summary}");
    assert!(summary.contains("; 14 genres created;"), "{summary}");

    let total = 14 + 11 + 90 + episodes;
    let events = export(&test, total);
    assert_eq!(events.len(), total);
    assert_eq!(payloads(&events, "EpisodeAdded").len(), episodes);
    let genres = genres(&events);
    let animes_genre = genres
        .iter()
        .find(|(_, g)| g.1 == "series-animes")
        .map(|(id, g)| {
            assert_eq!((g.0.as_str(), g.2.as_str()), ("Animés", "Séries"));
            id.clone()
        })
        .expect("the Animés genre");
    let series = payloads(&events, "SeriesAdded");
    assert_eq!(series.len(), 90);
    let animes: Vec<_> = series
        .iter()
        .map(|s| &s["details"])
        .filter(|d| d["country"] == "Japon")
        .collect();
    assert_eq!(animes.len(), 30);
    for anime in &animes {
        assert_eq!(anime["language"], "Japonais");
        assert!(
            anime["genre_ids"]
                .as_array()
                .unwrap()
                .contains(&Value::String(animes_genre.clone()))
        );
    }
    for s in &series {
        let rating = s["details"]["rating"].as_f64().unwrap();
        assert!((2.5..=4.9).contains(&rating), "{rating}");
    }
    let first = &payloads(&events, "EpisodeAdded")[0]["details"];
    assert_eq!(first["title"], "Épisode 1");
    assert!(first["air_date"].is_string());

    // The demo plays: sources on the clip the node now serves, in MP4 and HLS, some
    // versions missing so that '(Non dispo)' and the trailer fallback show. They are
    // paths on the node, not addresses after the public URL of the import.
    assert!(bobine_app::demo::is_loaded(test.data_dir()));
    let (mp4, hls) = (
        "/demo/media/bobine-demo.mp4",
        "/demo/media/hls/bobine-demo.m3u8",
    );
    assert_eq!(
        (&first["video_url_vf"], &first["video_url_vostfr"]),
        (&json!(mp4), &json!(hls))
    );
    assert_eq!(series[0]["details"]["trailer_url"], mp4);
    let films = payloads(&events, "MovieAdded");
    assert!(films.iter().all(|f| f["details"]["trailer_url"] == mp4));
    let versions = |f: &&Value| {
        (
            f["details"]["video_url_vf"].is_null(),
            f["details"]["video_url_vostfr"].is_null(),
        )
    };
    for missing in [(false, false), (false, true), (true, false), (true, true)] {
        assert!(films.iter().any(|f| versions(f) == missing), "{missing:?}");
    }
    the_demo_film_plays_on_a_node_at_another_address(&test, &films).await;

    let (again, _) = import(&test, &["--demo"]);
    assert!(
        again.contains(
            "import: 0 films added, 11 skipped, 3 refused; 0 series, 0 animes, 0 episodes added,"
        ),
        "{again}"
    );
    assert!(again.contains("; 0 genres created;"), "{again}");
    // The second import has exited, so whatever it appended is committed and counted.
    assert_eq!(
        bobine_store::testing::count_all(&test.log).await,
        total as i64
    );
}

/// `bobine serve` on a free port, with a public URL other than the import's: a demo
/// film's answer gives sources this node serves, at its own address.
async fn the_demo_film_plays_on_a_node_at_another_address(test: &TestLog, films: &[&Value]) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let base = format!("http://127.0.0.1:{port}");
    let mut server = bobine(test.data_dir(), test.database_url.as_deref())
        .arg("serve")
        .env("BOBINE_ADDR", format!("127.0.0.1:{port}"))
        .env("BOBINE_PUBLIC_URL", &base)
        .env("BOBINE_PUBLIC_CATALOGUE", "true")
        .stdout(Stdio::null())
        .spawn()
        .expect("bobine serves");
    let client = reqwest::Client::new();
    let deadline = Instant::now() + Duration::from_secs(30);
    while !client
        .get(format!("{base}/readyz"))
        .send()
        .await
        .is_ok_and(|r| r.status() == 200)
    {
        assert!(Instant::now() < deadline, "the node never became ready");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    let film = films
        .iter()
        .find(|f| {
            let vf = f["details"]["video_url_vf"].as_str().unwrap_or_default();
            vf.ends_with(".mp4") && !f["details"]["video_url_vostfr"].is_null()
        })
        .expect("a demo film in MP4 and HLS");
    let answer: Value = client
        .get(format!(
            "{base}/api/movies/{}",
            film["id"].as_str().unwrap()
        ))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    for (field, kind) in [
        ("video_url_vf", "video/mp4"),
        ("video_url_vostfr", "application/vnd.apple.mpegurl"),
        ("trailer_url", "video/mp4"),
    ] {
        let source = answer[field].as_str().unwrap_or_else(|| panic!("{answer}"));
        assert!(source.starts_with("/demo/media/"), "{field}: {source}");
        // What the browser does with a path: the page's address before it.
        let clip = client.get(format!("{base}{source}")).send().await.unwrap();
        assert_eq!(clip.status(), 200, "{field}: {source}");
        assert_eq!(clip.headers()["content-type"], kind, "{field}");
    }
    server.kill().unwrap();
    server.wait().unwrap();
}

#[test]
fn without_the_npm_package_the_error_says_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let output = bobine(dir.path(), None)
        .arg("import")
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("run npm ci in web/"), "{stderr}");
    assert!(
        stderr.contains("web/node_modules/vega-datasets/data/movies.json"),
        "{stderr}"
    );
    assert!(
        !dir.path().join("events.db").exists(),
        "nothing is opened before the source is read"
    );
}
