//! Suggestion latency at two catalogue sizes, server-side and through HTTP, beside
//! the original's approach (fetch 1,000 rows per table as JSON, filter them in the
//! client); and the search index's build rate during a replay.

use std::time::Instant;

use anyhow::ensure;
use axum::extract::State;
use bobine_domain::movies::{MovieDetails, MovieEvent};
use bobine_domain::series::{SeriesDetails, SeriesEvent, SeriesStatus};
use bobine_domain::slug::slugify;
use bobine_projections::Projector;
use bobine_projections::catalogue::queries::rows::{MovieRow, SeriesRow};
use bobine_projections::search;
use cqrs_es::DomainEvent;
use uuid::Uuid;

use crate::fill::Row;
use crate::report::{Report, rate};

/// The sizes measured: the demo catalogue's 3,201 films, and a large catalogue.
pub const SIZES: [u64; 2] = [3_201, 100_000];
/// Suggestion requests timed per method (one client, one request at a time).
const QUERIES: u64 = 2_000;
/// Rows the original fetched per table before filtering (docs/product.md, member side §9).
const ORIGINAL_FETCH: i64 = 1_000;

const WORDS: [&str; 48] = [
    "amour",
    "nuit",
    "été",
    "dernier",
    "voyage",
    "guerre",
    "étoile",
    "cœur",
    "rivière",
    "secret",
    "ombre",
    "lumière",
    "retour",
    "empire",
    "mémoire",
    "château",
    "océan",
    "silence",
    "tempête",
    "jardin",
    "frontière",
    "légende",
    "piège",
    "rêve",
    "miroir",
    "hiver",
    "soleil",
    "ville",
    "forêt",
    "chasseur",
    "reine",
    "roi",
    "dragon",
    "star",
    "wars",
    "spider",
    "man",
    "matrix",
    "alien",
    "parrain",
    "vertige",
    "destin",
    "espion",
    "fantôme",
    "planète",
    "détective",
    "odyssée",
    "mission",
];
const LINKS: [&str; 6] = ["le", "la", "les", "de", "du", "et"];
const FIRST: [&str; 12] = [
    "Jean",
    "Agnès",
    "François",
    "Claire",
    "Luc",
    "Céline",
    "Jacques",
    "Éric",
    "Sofia",
    "Ridley",
    "Akira",
    "Hélène",
];
const LAST: [&str; 12] = [
    "Dupont",
    "Varda",
    "Truffaut",
    "Denis",
    "Besson",
    "Sciamma",
    "Demy",
    "Rohmer",
    "Coppola",
    "Scott",
    "Kurosawa",
    "Fillières",
];

/// A deterministic pick for title `n`, slot `k`.
fn pick(n: u64, k: u64, len: usize) -> usize {
    let x = (n.wrapping_mul(6_364_136_223_846_793_005) ^ k.wrapping_mul(1_442_695_040_888_963_407))
        .rotate_left(17)
        .wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (x >> 33) as usize % len
}

/// "Le Dernier Voyage : Étoile 42": two to four words, a link word, a number.
fn title(n: u64) -> String {
    let mut words = vec![LINKS[pick(n, 0, LINKS.len())].to_string()];
    for k in 0..2 + pick(n, 1, 3) as u64 {
        words.push(WORDS[pick(n, k + 2, WORDS.len())].to_string());
    }
    let mut title = words.join(" ");
    title.replace_range(..1, &title[..1].to_uppercase());
    format!("{title} : {} {n}", WORDS[pick(n, 9, WORDS.len())])
}

fn director(n: u64) -> String {
    format!(
        "{} {}",
        FIRST[pick(n, 10, FIRST.len())],
        LAST[pick(n, 11, LAST.len())]
    )
}

/// One title in ten is a series.
fn is_series(n: u64) -> bool {
    n.is_multiple_of(10)
}

fn rows(titles: u64) -> impl Iterator<Item = Row> {
    (0..titles).map(|n| {
        let id = Uuid::from_u128(0x5EA_0000_0000 + u128::from(n));
        let (aggregate_type, event_type, payload) = if is_series(n) {
            let e = SeriesEvent::SeriesAdded {
                id,
                details: series(n),
            };
            ("series", e.event_type(), serde_json::to_string(&e))
        } else {
            let e = MovieEvent::MovieAdded {
                id,
                details: movie(n),
            };
            ("movie", e.event_type(), serde_json::to_string(&e))
        };
        Row {
            aggregate_type,
            aggregate_id: id.to_string(),
            sequence: 1,
            event_type,
            payload: payload.unwrap_or_default(),
        }
    })
}

fn synopsis(n: u64) -> Option<String> {
    Some(format!(
        "Une histoire de {} et de {}.",
        WORDS[pick(n, 12, 48)],
        WORDS[pick(n, 13, 48)]
    ))
}

fn movie(n: u64) -> MovieDetails {
    MovieDetails {
        title: title(n),
        original_title: None,
        synopsis: synopsis(n),
        release_year: Some(1930 + (n % 95) as i64),
        duration_minutes: Some(80 + (n % 90) as i64),
        director: Some(director(n)),
        country: None,
        language: None,
        quality: None,
        poster_url: None,
        trailer_url: None,
        video_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: Some(((n * 7) % 51) as f64 / 10.0),
        is_featured: false,
        is_new: false,
        budget: None,
        box_office: None,
        genre_ids: Vec::new(),
    }
}

fn series(n: u64) -> SeriesDetails {
    SeriesDetails {
        title: title(n),
        original_title: None,
        synopsis: synopsis(n),
        release_year: Some(1960 + (n % 65) as i64),
        status: SeriesStatus::Completed,
        director: Some(director(n)),
        country: None,
        language: None,
        anime: false,
        poster_url: None,
        trailer_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: Some(((n * 3) % 51) as f64 / 10.0),
        is_featured: false,
        is_new: false,
        genre_ids: Vec::new(),
    }
}

/// What a member types on the way to title `n`: its first words, the last one cut
/// after 2 to 6 letters ("le de", "la nuit ete").
fn typed(i: u64, titles: u64) -> String {
    let n = i.wrapping_mul(7_919) % titles;
    let words: Vec<String> = slugify(&title(n)).split('-').map(str::to_string).collect();
    let count = 1 + (i % 3) as usize;
    let mut typed: Vec<String> = words.iter().take(count).cloned().collect();
    if let Some(last) = typed.last_mut() {
        last.truncate(2 + (i % 5) as usize);
    }
    typed.join(" ")
}

pub async fn run(report: &mut Report) -> anyhow::Result<()> {
    for titles in SIZES {
        measure_size(report, titles).await?;
    }
    Ok(())
}

async fn measure_size(report: &mut Report, titles: u64) -> anyhow::Result<()> {
    println!("search: writing {titles} titles...");
    let (t, node) = crate::node::projected("search", rows(titles)).await?;
    let base = crate::node::serve(
        bobine_api::router(node.clone()).merge(original_routes(node.read.reads().clone())),
    )
    .await?;
    let client = reqwest::Client::new();

    let index = node.search.clone();
    let direct = time(|i| {
        let index = index.clone();
        async move {
            let found = search::suggest(&index, &typed(i, titles))?;
            Ok(found.movies.len() + found.series.len())
        }
    })
    .await?;
    let http = time(|i| {
        let (client, base) = (client.clone(), base.clone());
        async move {
            let url = format!("{base}/api/search/suggest");
            let body: serde_json::Value = client
                .get(url)
                .query(&[("q", typed(i, titles))])
                .send()
                .await?
                .error_for_status()?
                .json()
                .await?;
            Ok(body["movies"].as_array().map_or(0, Vec::len)
                + body["series"].as_array().map_or(0, Vec::len))
        }
    })
    .await?;
    let original = time(|i| {
        let (client, base) = (client.clone(), base.clone());
        async move { original_suggest(&client, &base, &typed(i, titles)).await }
    })
    .await?;
    for (method, figures) in [
        ("index, in process", direct),
        ("index, through HTTP", http),
        (
            "original: 1,000 rows per table as JSON, filtered in the client",
            original,
        ),
    ] {
        push(report, titles, method, figures);
    }

    let started = Instant::now();
    let at = node.search.rebuild(&t.log, &()).await?;
    let seconds = started.elapsed().as_secs_f64();
    ensure!(at.seq as u64 == titles, "the replay stopped at {at}");
    println!("search: replay of {titles} titles in {seconds:.1} s");
    report.search_build.push([
        rate(titles as f64),
        format!("{seconds:.1}"),
        rate(titles as f64 / seconds),
    ]);

    // The replayed index is merged: the same queries once no merge runs beside them.
    let merged = time(|i| {
        let index = index.clone();
        async move {
            let found = search::suggest(&index, &typed(i, titles))?;
            Ok(found.movies.len() + found.series.len())
        }
    })
    .await?;
    push(
        report,
        titles,
        "index, in process, after a replay (merged)",
        merged,
    );
    Ok(())
}

fn push(report: &mut Report, titles: u64, method: &str, (p50, p99, found): (f64, f64, f64)) {
    println!(
        "search: {titles} titles, {method}: p50 {p50:.3} ms, p99 {p99:.3} ms, {found:.1} found"
    );
    report.search.push([
        rate(titles as f64),
        method.to_string(),
        format!("{p50:.3}"),
        format!("{p99:.3}"),
        format!("{found:.1}"),
    ]);
}

/// Times `QUERIES` calls, one at a time: p50 and p99 in milliseconds, and the mean
/// number of titles found (the methods must find something to be compared).
async fn time<F, Fut>(call: F) -> anyhow::Result<(f64, f64, f64)>
where
    F: Fn(u64) -> Fut,
    Fut: Future<Output = anyhow::Result<usize>>,
{
    let mut latencies = Vec::with_capacity(QUERIES as usize);
    let mut found = 0;
    for i in 0..QUERIES {
        let sent = Instant::now();
        found += call(i).await?;
        latencies.push(sent.elapsed().as_secs_f64() * 1000.0);
    }
    latencies.sort_by(f64::total_cmp);
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    Ok((at(0.50), at(0.99), found as f64 / QUERIES as f64))
}

/// The original's fetch: the first 1,000 rows of a table, whole, as JSON.
fn original_routes(db: sqlx::SqlitePool) -> axum::Router {
    async fn movies(State(db): State<sqlx::SqlitePool>) -> axum::Json<Vec<MovieRow>> {
        let sql = "SELECT * FROM movie ORDER BY created_at DESC LIMIT ?";
        axum::Json(
            sqlx::query_as(sql)
                .bind(ORIGINAL_FETCH)
                .fetch_all(&db)
                .await
                .unwrap_or_default(),
        )
    }
    async fn series(State(db): State<sqlx::SqlitePool>) -> axum::Json<Vec<SeriesRow>> {
        let sql = "SELECT * FROM series ORDER BY created_at DESC LIMIT ?";
        axum::Json(
            sqlx::query_as(sql)
                .bind(ORIGINAL_FETCH)
                .fetch_all(&db)
                .await
                .unwrap_or_default(),
        )
    }
    axum::Router::new()
        .route("/original/movies", axum::routing::get(movies))
        .route("/original/series", axum::routing::get(series))
        .with_state(db)
}

/// The original's client: both tables fetched, every row's title, original title
/// and director folded and searched for the folded query, 4 kept per table.
async fn original_suggest(client: &reqwest::Client, base: &str, q: &str) -> anyhow::Result<usize> {
    let fold = |text: &str| slugify(text).replace('-', " ");
    let q = fold(q);
    let mut found = 0;
    for table in ["movies", "series"] {
        let rows: Vec<serde_json::Value> = client
            .get(format!("{base}/original/{table}"))
            .send()
            .await?
            .json()
            .await?;
        found += rows
            .iter()
            .filter(|row| {
                ["title", "original_title", "director"]
                    .iter()
                    .filter_map(|field| row[field].as_str())
                    .any(|text| fold(text).contains(&q))
            })
            .take(4)
            .count();
    }
    Ok(found)
}
