//! The lists read from memory (queries/facts) answer what the SQL path answers: for
//! many random filters, sorts, ways and cursors over a catalogue of films and series
//! with unknown years and ratings, ties on every key and genres, the same pages,
//! totals and next cursors, before and after edits, deletions, views, episodes and
//! a genre's deletion, and with values no form accepts; and the cards a public list writes from memory are those of
//! the SQL path's rows.

use std::sync::Arc;

use bobine_domain::category::Category;
use bobine_domain::genres::GenreEvent;
use bobine_domain::movies::{MovieDetails, MovieEvent};
use bobine_domain::series::{EpisodeDetails, SeriesDetails, SeriesEvent, SeriesStatus, Totals};
use bobine_domain::titles::{Quality, TitleKind};
use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use bobine_projections::catalogue::Catalogue;
use bobine_projections::catalogue::queries::facts::ListIndex;
use bobine_projections::catalogue::queries::list::{self, Filters, PageRequest};
use bobine_projections::catalogue::queries::rows::{MovieCard, SeriesCard};
use bobine_projections::catalogue::queries::sort::Sort;
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::{Position, StoredEvent};
use cqrs_es::DomainEvent;
use serde_json::Value;
use uuid::Uuid;

/// A small deterministic generator (xorshift), so that a failure replays.
struct Draw(u64);

impl Draw {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    fn maybe<T>(&mut self, percent: u64, value: impl FnOnce(&mut Draw) -> T) -> Option<T> {
        if self.chance(percent) {
            Some(value(self))
        } else {
            None
        }
    }
}

const GENRES: [&str; 6] = [
    "Action", "Drame", "Comédie", "Horreur", "Western", "Policier",
];
const NAMES: [&str; 7] = [
    "Le Parrain",
    "Amélie",
    "zorro",
    "Éclipse",
    "2046",
    "Alien",
    "Brazil",
];

fn genre_id(n: u64) -> Uuid {
    Uuid::from_u128(0xAA00 + u128::from(n))
}

fn movie_id(n: u64) -> Uuid {
    Uuid::from_u128(0x1000_0000 + u128::from(n) * 0x1_0000_0001)
}

fn series_id(n: u64) -> Uuid {
    Uuid::from_u128(0x9000_0000 + u128::from(n) * 0x3_0000_0007)
}

fn genres(d: &mut Draw) -> Vec<Uuid> {
    (0..d.below(4)).map(|_| genre_id(d.below(6))).collect()
}

fn year(d: &mut Draw) -> Option<i64> {
    d.maybe(85, |d| 1990 + d.below(12) as i64)
}

fn rating(d: &mut Draw) -> Option<f64> {
    d.maybe(80, |d| [2.5, 3.0, 3.5, 4.0, 4.5, 4.7][d.below(6) as usize])
}

fn film(d: &mut Draw) -> MovieDetails {
    MovieDetails {
        title: NAMES[d.below(7) as usize].into(),
        original_title: None,
        synopsis: None,
        release_year: year(d),
        duration_minutes: d.maybe(80, |d| 80 + 10 * d.below(5) as i64),
        director: None,
        country: None,
        language: None,
        quality: d.maybe(70, |d| Quality::ALL[d.below(4) as usize]),
        poster_url: d.maybe(50, |d| {
            format!("https://images.example/{}.jpg", d.below(1000))
        }),
        trailer_url: None,
        video_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: rating(d),
        is_featured: d.chance(20),
        is_new: d.chance(30),
        budget: None,
        box_office: None,
        genre_ids: genres(d),
    }
}

fn show(d: &mut Draw) -> SeriesDetails {
    SeriesDetails {
        title: NAMES[d.below(7) as usize].into(),
        original_title: None,
        synopsis: None,
        release_year: year(d),
        status: [
            SeriesStatus::Completed,
            SeriesStatus::Ongoing,
            SeriesStatus::Cancelled,
        ][d.below(3) as usize],
        director: None,
        country: None,
        language: None,
        anime: d.chance(40),
        poster_url: d.maybe(50, |d| {
            format!("https://images.example/{}.jpg", d.below(1000))
        }),
        trailer_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: rating(d),
        is_featured: d.chance(20),
        is_new: d.chance(30),
        genre_ids: genres(d),
    }
}

/// Events in the order given, each at the next position, recorded within a few
/// seconds of each other (so that `created_at` ties too).
struct Log {
    events: Vec<StoredEvent>,
    next: i64,
    /// Where the projection stands.
    at: Position,
}

impl Log {
    fn push<E: DomainEvent>(&mut self, aggregate_type: &str, aggregate_id: String, event: E) {
        self.next += 1;
        self.events.push(StoredEvent {
            position: Position::new(1, self.next),
            aggregate_type: aggregate_type.into(),
            aggregate_id,
            sequence: self.next,
            event_type: event.event_type(),
            event_version: event.event_version(),
            payload: serde_json::to_string(&event).unwrap(),
            metadata: "{}".into(),
            recorded_at: format!("2026-11-27T10:00:{:02}Z", self.next / 40),
        });
    }

    async fn apply(&mut self, catalogue: &SqlProjector<Catalogue>) -> Position {
        let events: Arc<[StoredEvent]> = self.events.drain(..).collect();
        self.at = catalogue.apply_batch(self.at, events).await.unwrap();
        self.at
    }
}

fn random_filters(d: &mut Draw) -> Filters {
    let slug = |n: u64| bobine_domain::slug::genre_slug(Category::Films, GENRES[n as usize]);
    let year_min = d.maybe(30, |d| 1988 + d.below(14) as i64);
    Filters {
        genre: d.maybe(35, |d| {
            if d.chance(10) {
                "inconnu".into()
            } else {
                slug(d.below(6))
            }
        }),
        year_min,
        year_max: d.maybe(30, |d| year_min.unwrap_or(1990) + d.below(8) as i64),
        rating_min: d.maybe(25, |d| [0.0, 3.0, 3.5, 4.2, 5.0][d.below(5) as usize]),
        views_min: d.maybe(15, |d| d.below(4) as i64),
        quality: d.maybe(20, |d| match d.below(5) {
            4 => "8K".into(),
            q => Quality::ALL[q as usize].label().into(),
        }),
        featured: d.maybe(20, |d| d.chance(50)),
        new: d.maybe(20, |d| d.chance(50)),
        status: d.maybe(20, |d| {
            ["completed", "ongoing", "cancelled"][d.below(3) as usize].into()
        }),
        anime: d.maybe(20, |d| d.chance(50)),
        search: None,
    }
}

/// A cursor no page gave: a key of another type, or a place between titles.
fn odd_cursor(d: &mut Draw) -> String {
    let id = Uuid::from_u128(u128::from(d.below(u64::MAX)) << 32);
    let key: &str = match d.below(8) {
        0 => "i:1995",
        1 => "r:3.5",
        2 => "t:Amelie",
        3 => "t:1996",
        4 => "i:-1",
        5 => "t:2026-11-27T10:00:03Z",
        6 => "r:4.5",
        _ => "t:le parrain",
    };
    format!("{key}~{id}")
}

/// Lists every page of many random lists both ways, and asserts they agree.
async fn agree(db: &ReadDb, index: &ListIndex, at: Position, d: &mut Draw, lists: usize) {
    // Pages with titles, and later pages: the lists are not all empty.
    let (mut filled, mut later) = (0, 0);
    for _ in 0..lists {
        let filters = random_filters(d);
        let kind = if d.chance(50) {
            TitleKind::Movie
        } else {
            TitleKind::Series
        };
        let sorts: &[Sort] = match kind {
            TitleKind::Movie => &Sort::ALL,
            TitleKind::Series => &Sort::ALL[..5],
        };
        let sort = sorts[d.below(sorts.len() as u64) as usize];
        let (ascending, limit) = (d.chance(50), 1 + d.below(40) as u32);
        let mut cursor = d.maybe(15, odd_cursor);
        for _ in 0..30 {
            let page = PageRequest {
                sort,
                ascending,
                limit,
                cursor: cursor.as_deref(),
            };
            let (sql, memory, sql_cards, cards) = match kind {
                TitleKind::Movie => {
                    let sql = list::movies(db.reads(), &filters, page).await.unwrap();
                    (
                        to_json(&sql),
                        to_json(index.movies(db, at, &filters, page).await.unwrap()),
                        to_json(sql.into::<MovieCard>()),
                        to_json(index.movie_cards(db, at, &filters, page).await.unwrap()),
                    )
                }
                TitleKind::Series => {
                    let sql = list::series(db.reads(), &filters, page).await.unwrap();
                    (
                        to_json(&sql),
                        to_json(index.series(db, at, &filters, page).await.unwrap()),
                        to_json(sql.into::<SeriesCard>()),
                        to_json(index.series_cards(db, at, &filters, page).await.unwrap()),
                    )
                }
            };
            let asked = format!("{kind:?} {filters:?} {sort:?} asc={ascending} {limit} {cursor:?}");
            assert_eq!(memory, sql, "{asked}");
            assert_eq!(cards, sql_cards, "cards: {asked}");
            filled += usize::from(sql["items"].as_array().is_some_and(|i| !i.is_empty()));
            later += usize::from(cursor.is_some());
            cursor = sql["next_cursor"].as_str().map(str::to_string);
            if cursor.is_none() {
                break;
            }
        }
    }
    assert!(
        filled > lists && later > lists,
        "{filled} filled, {later} later pages"
    );
}

fn to_json(page: impl serde::Serialize) -> Value {
    serde_json::to_value(page).unwrap()
}

#[tokio::test]
async fn lists_from_memory_answer_what_the_sql_path_answers() {
    let dir = tempfile::tempdir().unwrap();
    let db = ReadDb::open(dir.path()).await.unwrap();
    let catalogue = SqlProjector::new(db.clone(), Catalogue);
    catalogue.prepare().await.unwrap();
    let mut d = Draw(0x5EED_B0B1);
    let mut log = Log {
        events: Vec::new(),
        next: 0,
        at: Position::ZERO,
    };
    for (n, name) in GENRES.iter().enumerate() {
        let event = GenreEvent::GenreCreated {
            id: genre_id(n as u64),
            name: (*name).into(),
            slug: bobine_domain::slug::genre_slug(Category::Films, name),
            category: Category::Films,
        };
        log.push("genres", "genres".into(), event);
    }
    let (films, shows) = (300u64, 200u64);
    for n in 0..films {
        let event = MovieEvent::MovieAdded {
            id: movie_id(n),
            details: film(&mut d),
        };
        log.push("movie", movie_id(n).to_string(), event);
    }
    for n in 0..shows {
        let event = SeriesEvent::SeriesAdded {
            id: series_id(n),
            details: show(&mut d),
        };
        log.push("series", series_id(n).to_string(), event);
    }
    let at = log.apply(&catalogue).await;
    let index = ListIndex::default();
    index.load(db.reads(), at).await.unwrap();
    agree(&db, &index, at, &mut d, 150).await;

    // Edits, deletions, views and a genre's deletion, read by the next request.
    for _ in 0..60 {
        let n = d.below(films);
        let event = MovieEvent::MovieEdited {
            id: movie_id(n),
            details: film(&mut d),
        };
        log.push("movie", movie_id(n).to_string(), event);
        let n = d.below(shows);
        let event = SeriesEvent::SeriesEdited {
            id: series_id(n),
            details: show(&mut d),
        };
        log.push("series", series_id(n).to_string(), event);
    }
    for n in (0..films).step_by(17) {
        let event = MovieEvent::MovieDeleted {
            id: movie_id(n),
            title: String::new(),
        };
        log.push("movie", movie_id(n).to_string(), event);
    }
    for n in (0..shows).step_by(13) {
        let event = SeriesEvent::SeriesDeleted {
            id: series_id(n),
            title: String::new(),
            episode_ids: Vec::new(),
        };
        log.push("series", series_id(n).to_string(), event);
    }
    for _ in 0..400 {
        let (content_type, content_id) = match d.below(2) {
            0 => (TitleKind::Movie, movie_id(d.below(films))),
            _ => (TitleKind::Series, series_id(d.below(shows))),
        };
        let event = ViewEvent::ViewCounted {
            content_type,
            content_id,
        };
        log.push(VIEWS_TYPE, content_id.to_string(), event);
    }
    // Episodes change a series' card (its seasons and episodes), not its facts.
    for n in (1..shows).step_by(7) {
        let (seasons, episodes) = (1 + d.below(3) as i64, 1 + d.below(20) as i64);
        let event = SeriesEvent::EpisodeAdded {
            series_id: series_id(n),
            episode_id: Uuid::from_u128(0xE000 + u128::from(n)),
            details: EpisodeDetails {
                season_number: seasons,
                episode_number: episodes,
                title: "Épisode".into(),
                synopsis: None,
                duration_minutes: 40,
                air_date: None,
                video_url: None,
                video_url_vf: None,
                video_url_vostfr: None,
                thumbnail_url: None,
            },
            totals: Totals { seasons, episodes },
        };
        log.push("series", series_id(n).to_string(), event);
    }
    let event = GenreEvent::GenreDeleted {
        id: genre_id(1),
        name: GENRES[1].into(),
        category: Category::Films,
    };
    log.push("genres", "genres".into(), event);
    // Films added again under new ids take the slots deleted ones left.
    for n in films..films + 20 {
        let event = MovieEvent::MovieAdded {
            id: movie_id(n),
            details: film(&mut d),
        };
        log.push("movie", movie_id(n).to_string(), event);
    }
    let at = log.apply(&catalogue).await;
    agree(&db, &index, at, &mut d, 150).await;

    // Values no form accepts but an older log may hold (a rating between tenths, a
    // year past what the lists' narrow columns keep), then the same films edited
    // back: the lists answer the same throughout.
    let odd = |d: &mut Draw, n: u64| MovieDetails {
        rating: Some([4.75, 2.55][(n % 2) as usize]),
        release_year: Some([40_000, 1995][(n % 2) as usize]),
        ..film(d)
    };
    for n in [3, 4] {
        let event = MovieEvent::MovieEdited {
            id: movie_id(n),
            details: odd(&mut d, n),
        };
        log.push("movie", movie_id(n).to_string(), event);
    }
    let at = log.apply(&catalogue).await;
    agree(&db, &index, at, &mut d, 100).await;
    for n in [3, 4] {
        let event = MovieEvent::MovieEdited {
            id: movie_id(n),
            details: film(&mut d),
        };
        log.push("movie", movie_id(n).to_string(), event);
    }
    let at = log.apply(&catalogue).await;
    agree(&db, &index, at, &mut d, 100).await;
}
