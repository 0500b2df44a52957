//! The catalogue's lists as many visitors ask for them: films, series, animes and
//! genre pages, each request with its own filters, sort, way and, one time in
//! three, a later page (issue 32, goal 1). The generator is seeded ([`SEED`]), so
//! that every run asks the same requests; its mix is in [`filters`] and the report.

use bobine_domain::category::Category;
use bobine_domain::series::{SeriesDetails, SeriesEvent, SeriesStatus};
use bobine_domain::slug::genre_slug;
use bobine_domain::titles::{Quality, TitleKind};
use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use cqrs_es::DomainEvent;
use sqlx::SqlitePool;
use uuid::Uuid;

use crate::fill::Row;
use crate::generated::{GENRES, genre_id, movie_id};

/// The generator's seed.
pub const SEED: u64 = 0xB0B1_0032;
/// Distinct requests generated per list (wrk goes through them in turn).
pub const VARIED: usize = 20_000;
/// One series for this many films.
const FILMS_PER_SERIES: u64 = 10;

pub fn series_id(n: u64) -> Uuid {
    Uuid::from_u128(0x5E0_0000_0000 + u128::from(n))
}

/// The n-th generated series: one in three an anime.
fn show(n: u64) -> SeriesDetails {
    SeriesDetails {
        title: format!("Série numéro {n}"),
        original_title: None,
        synopsis: Some(format!("La série {n}, en quelques lignes.")),
        release_year: Some(1950 + (n % 75) as i64),
        status: [
            SeriesStatus::Completed,
            SeriesStatus::Ongoing,
            SeriesStatus::Cancelled,
        ][(n % 3) as usize],
        director: None,
        country: Some("Japon".into()),
        language: Some("Japonais".into()),
        anime: n.is_multiple_of(3),
        poster_url: None,
        trailer_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: Some(((n * 3) % 51) as f64 / 10.0),
        is_featured: n.is_multiple_of(89),
        is_new: n.is_multiple_of(11),
        genre_ids: vec![
            genre_id((n % 12) as usize),
            genre_id(((n / 12) % 12) as usize),
        ],
    }
}

fn series_count(films: u64) -> u64 {
    films / FILMS_PER_SERIES
}

/// After the films (`catalogue::rows`): one series per ten films, then views (one film
/// in four and one series in four seen 0 to 3 times), so that the views filter and
/// sort have something to sort.
pub fn rows(films: u64) -> impl Iterator<Item = Row> {
    let shows = series_count(films);
    let series = (0..shows).map(|n| {
        let e = SeriesEvent::SeriesAdded {
            id: series_id(n),
            details: show(n),
        };
        Row {
            aggregate_type: "series",
            aggregate_id: series_id(n).to_string(),
            sequence: 1,
            event_type: e.event_type(),
            payload: serde_json::to_string(&e).unwrap_or_default(),
        }
    });
    let seen = |kind: TitleKind, id: fn(u64) -> Uuid, count: u64| {
        (0..count)
            .filter(|n| n.is_multiple_of(4))
            .flat_map(move |n| (0..(n / 4) % 4).map(move |_| (kind, id(n))))
    };
    let views = seen(TitleKind::Movie, movie_id, films)
        .chain(seen(TitleKind::Series, series_id, shows))
        .enumerate()
        .map(|(i, (content_type, content_id))| {
            let e = ViewEvent::ViewCounted {
                content_type,
                content_id,
            };
            Row {
                aggregate_type: VIEWS_TYPE,
                aggregate_id: Uuid::nil().to_string(),
                sequence: i as i64 + 1,
                event_type: e.event_type(),
                payload: serde_json::to_string(&e).unwrap_or_default(),
            }
        });
    series.chain(views)
}

/// The lists measured.
#[derive(Debug, Clone, Copy)]
pub enum List {
    Films,
    Series,
    Animes,
    Genres,
}

impl List {
    pub const ALL: [List; 4] = [List::Films, List::Series, List::Animes, List::Genres];

    pub fn name(self) -> &'static str {
        match self {
            List::Films => "films list",
            List::Series => "series list",
            List::Animes => "animes list",
            List::Genres => "genre page",
        }
    }

    /// The one request of the repeated mode: a first page as the menu opens it.
    pub fn repeated(self) -> String {
        match self {
            List::Films => "/api/movies?year_min=1990&year_max=2005&sort=rating".into(),
            List::Series => "/api/series?anime=false".into(),
            List::Animes => "/api/series?anime=true&sort=rating".into(),
            List::Genres => format!("/api/genres/{}?sort=year", slug(3)),
        }
    }
}

pub fn slug(genre: u64) -> String {
    genre_slug(Category::Films, GENRES[genre as usize % GENRES.len()])
}

/// A small deterministic generator (xorshift).
pub struct Draw(pub u64);

impl Draw {
    pub fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }

    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

pub const SORTS: [&str; 6] = ["recent", "year", "rating", "views", "title", "duration"];

/// One request's query string of filters: a year range 60% of the time (one bound
/// alone in a third of those), a genre 30%, a minimum rating 25%, a minimum of views
/// 15%, a quality 15% (films), the featured and new flags 10% each, a status 20%
/// (series).
pub fn filters(d: &mut Draw, list: List) -> Vec<String> {
    let mut query = Vec::new();
    if d.chance(60) {
        let (min, span) = (1920 + d.below(105), d.below(31));
        match d.below(6) {
            0 => query.push(format!("year_min={min}")),
            1 => query.push(format!("year_max={min}")),
            _ => query.push(format!("year_min={min}&year_max={}", min + span)),
        }
    }
    if d.chance(30) {
        query.push(format!("genre={}", slug(d.below(12))));
    }
    if d.chance(25) {
        query.push(format!("rating_min={}", (1 + d.below(9)) as f64 / 2.0));
    }
    if d.chance(15) {
        query.push(format!("views_min={}", 1 + d.below(3)));
    }
    if matches!(list, List::Films) && d.chance(15) {
        let quality = Quality::ALL[d.below(4) as usize].label();
        query.push(format!("quality={}", encode(quality)));
    }
    if d.chance(10) {
        query.push(format!("featured={}", d.chance(50)));
    }
    if d.chance(10) {
        query.push(format!("new={}", d.chance(50)));
    }
    if !matches!(list, List::Films) && d.chance(20) {
        query.push(format!(
            "status={}",
            ["completed", "ongoing", "cancelled"][d.below(3) as usize]
        ));
    }
    query
}

/// [`VARIED`] requests of `list` on the generated catalogue of `films` films, no
/// two in a row alike; a later page's cursor is that of a title drawn at random,
/// read from the node's catalogue (any place in the list, as deep as it goes).
pub async fn varied(list: List, films: u64, db: &SqlitePool) -> anyhow::Result<Vec<String>> {
    let mut d = Draw(SEED ^ (list as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut paths: Vec<String> = Vec::with_capacity(VARIED);
    while paths.len() < VARIED {
        let sorts = match list {
            List::Series | List::Animes => &SORTS[..5],
            _ => &SORTS[..],
        };
        let sort = sorts[d.below(sorts.len() as u64) as usize];
        let mut query = match list {
            List::Genres => Vec::new(),
            List::Animes => vec!["anime=true".to_string()],
            List::Series if d.chance(70) => vec!["anime=false".to_string()],
            _ => Vec::new(),
        };
        if !matches!(list, List::Genres) {
            query.extend(filters(&mut d, list));
        }
        query.push(format!("sort={sort}"));
        query.push(format!(
            "order={}",
            if d.chance(50) { "asc" } else { "desc" }
        ));
        if d.chance(30) {
            query.push(format!(
                "cursor={}",
                encode(&cursor(&mut d, list, films, sort, db).await?)
            ));
        }
        let path = match list {
            List::Films => format!("/api/movies?{}", query.join("&")),
            List::Series | List::Animes => format!("/api/series?{}", query.join("&")),
            List::Genres => format!("/api/genres/{}?{}", slug(d.below(12)), query.join("&")),
        };
        if paths.last() != Some(&path) {
            paths.push(path);
        }
    }
    Ok(paths)
}

/// The cursor of a title of `list` drawn at random, in `sort`'s order.
async fn cursor(
    d: &mut Draw,
    list: List,
    films: u64,
    sort: &str,
    db: &SqlitePool,
) -> anyhow::Result<String> {
    let shows = series_count(films).max(1);
    let (table, id, duration) = match list {
        List::Films | List::Genres => ("movie", movie_id(d.below(films.max(1))), "duration_key"),
        // Animes are the series whose number is a multiple of 3.
        List::Animes => ("series", series_id(d.below(shows.div_ceil(3)) * 3), "-1"),
        List::Series => ("series", series_id(d.below(shows)), "-1"),
    };
    let (created, year, rating, views, title, duration): (String, i64, f64, i64, String, i64) =
        sqlx::query_as(&format!(
            "SELECT created_at, year_key, rating_key, views_count, sort_title, {duration} \
             FROM {table} WHERE id = ?"
        ))
        .bind(id.to_string())
        .fetch_one(db)
        .await?;
    let key = match sort {
        "recent" => format!("t:{created}"),
        "year" => format!("i:{year}"),
        "rating" => format!("r:{rating}"),
        "views" => format!("i:{views}"),
        "title" => format!("t:{title}"),
        _ => format!("i:{duration}"),
    };
    Ok(format!("{key}~{id}"))
}

/// `text` for a query string: every byte but ASCII letters, digits and `-._~`
/// percent-encoded.
pub fn encode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
