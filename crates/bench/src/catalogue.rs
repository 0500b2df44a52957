//! Catalogue reads at scale: requests per second and latency percentiles through
//! HTTP on a catalogue of generated films, each beside `GET /healthz` (a static body
//! through the same middleware) measured in the same run.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bobine_domain::category::Category;
use bobine_domain::genres::GenreEvent;
use bobine_domain::movies::{MovieDetails, MovieEvent};
use bobine_domain::slug::genre_slug;
use cqrs_es::DomainEvent;
use uuid::Uuid;

use crate::fill::Row;
use crate::report::{Report, rate};

pub const GENRES: [&str; 12] = [
    "Action",
    "Aventure",
    "Comédie",
    "Drame",
    "Horreur",
    "Thriller",
    "Western",
    "Documentaire",
    "Romance",
    "Science-fiction",
    "Animation",
    "Policier",
];
/// Concurrent clients of each measurement.
pub const CLIENTS: usize = 64;

fn genre_id(n: usize) -> Uuid {
    Uuid::from_u128(0xB0B1_0000 + n as u128)
}

pub fn movie_id(n: u64) -> Uuid {
    Uuid::from_u128(0xF11_0000_0000 + u128::from(n))
}

pub fn film(n: u64) -> MovieDetails {
    MovieDetails {
        title: format!("Film numéro {n}"),
        original_title: None,
        synopsis: Some(format!(
            "L'histoire du film {n}, racontée en quelques lignes."
        )),
        release_year: Some(1920 + (n % 105) as i64),
        duration_minutes: Some(75 + (n % 100) as i64),
        director: Some(format!("Réalisatrice {}", n % 5_000)),
        country: Some("France".into()),
        language: Some("Français".into()),
        quality: None,
        poster_url: None,
        trailer_url: None,
        video_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: Some(((n * 7) % 51) as f64 / 10.0),
        is_featured: n.is_multiple_of(97),
        is_new: n.is_multiple_of(13),
        budget: None,
        box_office: None,
        genre_ids: vec![
            genre_id((n % 12) as usize),
            genre_id(((n / 12) % 12) as usize),
        ],
    }
}

/// The log of a catalogue of `films` generated films: 12 genres, then the films.
pub fn rows(films: u64) -> impl Iterator<Item = Row> {
    let genres = GENRES.iter().enumerate().map(|(i, name)| {
        let e = GenreEvent::GenreCreated {
            id: genre_id(i),
            name: (*name).into(),
            slug: genre_slug(Category::Films, name),
            category: Category::Films,
        };
        Row {
            aggregate_type: "genres",
            aggregate_id: "genres".into(),
            sequence: i as i64 + 1,
            event_type: e.event_type(),
            payload: serde_json::to_string(&e).unwrap_or_default(),
        }
    });
    let movies = (0..films).map(|n| {
        let e = MovieEvent::MovieAdded {
            id: movie_id(n),
            details: film(n),
        };
        Row {
            aggregate_type: "movie",
            aggregate_id: movie_id(n).to_string(),
            sequence: 1,
            event_type: e.event_type(),
            payload: serde_json::to_string(&e).unwrap_or_default(),
        }
    });
    genres.chain(movies)
}

pub async fn run(report: &mut Report, films: u64, seconds: u64) -> anyhow::Result<()> {
    println!("catalogue: writing {films} films...");
    let (_log, node) = crate::node::projected("catalogue", rows(films)).await?;
    let base = crate::node::serve(bobine_api::router(node.clone())).await?;
    let mut baseline = None;
    for (name, path) in requests(films) {
        let (per_second, p50, p99) = measure(&base, Arc::new(path), seconds).await?;
        let healthz = *baseline.get_or_insert(per_second);
        println!(
            "catalogue: {name}: {per_second:.0} requests/s, p50 {p50:.2} ms, p99 {p99:.2} ms, {:.3} of /healthz",
            per_second / healthz
        );
        report.catalogue.push([
            rate(films as f64),
            name.to_string(),
            rate(per_second),
            format!("{p50:.2}"),
            format!("{p99:.2}"),
            format!("{:.2}", per_second / healthz),
        ]);
    }
    drop(node);
    Ok(())
}

/// The requests measured on a catalogue of `films` films, `/healthz` (the baseline)
/// first; the node section replays them to load a node before reading its memory.
pub fn requests(films: u64) -> [(&'static str, PathFn); 9] {
    [
        (
            "static body: /healthz",
            Box::new(|_| "/healthz".to_string()),
        ),
        ("home page carousels", Box::new(|_| "/api/home".to_string())),
        (
            "list: newest, first page of 24",
            Box::new(|_| "/api/movies".to_string()),
        ),
        (
            "list: years 1990–2005, by rating",
            Box::new(|_| "/api/movies?year_min=1990&year_max=2005&sort=rating".to_string()),
        ),
        (
            "list: genre + year range, by rating",
            Box::new(|n| {
                format!(
                    "/api/movies?genre={}&year_min=1950&year_max=2000&sort=rating",
                    genre_slug(Category::Films, GENRES[(n % 12) as usize])
                )
            }),
        ),
        (
            "detail: one film with its genres",
            Box::new(move |n| format!("/api/movies/{}", movie_id(n * 7919 % films))),
        ),
        (
            "similar films of one film",
            Box::new(move |n| format!("/api/movies/{}/similar", movie_id(n * 7919 % films))),
        ),
        (
            "similar films of a few films (a popular page)",
            Box::new(move |n| format!("/api/movies/{}/similar", movie_id(n % 16))),
        ),
        (
            "suggestions for a title being typed",
            Box::new(move |n| {
                format!(
                    "/api/search/suggest?q=film+num%C3%A9ro+{}",
                    n * 7919 % films % 1000
                )
            }),
        ),
    ]
}

/// The path of the n-th request of a measurement.
pub type PathFn = Box<dyn Fn(u64) -> String + Send + Sync>;
type PathOf = Arc<PathFn>;

/// `CLIENTS` clients for `seconds`: requests per second, p50 and p99 in milliseconds.
async fn measure(base: &str, path: PathOf, seconds: u64) -> anyhow::Result<(f64, f64, f64)> {
    let client = reqwest::Client::new();
    let started = Instant::now();
    let deadline = started + Duration::from_secs(seconds);
    let tasks: Vec<_> = (0..CLIENTS as u64)
        .map(|c| {
            let (client, base, path) = (client.clone(), base.to_string(), path.clone());
            tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut n = c;
                while Instant::now() < deadline {
                    let sent = Instant::now();
                    let response = client.get(format!("{base}{}", path(n))).send().await?;
                    anyhow::ensure!(
                        response.status().is_success(),
                        "{} answered {}",
                        path(n),
                        response.status()
                    );
                    response.bytes().await?;
                    latencies.push(sent.elapsed().as_secs_f64() * 1000.0);
                    n += CLIENTS as u64;
                }
                Ok::<_, anyhow::Error>(latencies)
            })
        })
        .collect();
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await??);
    }
    let per_second = all.len() as f64 / started.elapsed().as_secs_f64();
    all.sort_by(f64::total_cmp);
    let at = |q: f64| {
        all.get(((all.len() as f64 - 1.0) * q) as usize)
            .copied()
            .unwrap_or_default()
    };
    Ok((per_second, at(0.50), at(0.99)))
}
