//! What the similar-films score reads of every film, kept in memory and brought up
//! to date from the catalogue's `movie_change` table (docs/adr/0026-similar-films-index.md).
//!
//! Scoring reads a film's genres, director, year, rating, views and featured flag,
//! and the answer shows its title, poster, quality and whether it is new: a few
//! dozen bytes a film. Held in memory, grouped by genre set and ordered by
//! year, the candidates that can still make a film's list are a range or two of a
//! few groups, read without a query. The index follows the read model: when the
//! catalogue projection has moved past the index's position, the films whose rows or
//! links changed since (the only ones, by `movie_change`) are read again.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BTreeSet, HashMap};

use rustc_hash::FxHashMap;
use std::sync::Arc;

use bobine_store::Position;
use futures::TryStreamExt;
use sqlx::SqlitePool;
use tokio::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};
use uuid::Uuid;

use super::merit;

/// One film as the score sees it.
#[derive(Debug, Clone, Copy)]
pub(super) struct Film {
    pub director: Option<u32>,
    pub year: Option<i64>,
    pub rating: Option<f64>,
    pub views: i64,
    pub featured: bool,
    /// Index of its genre set in [`Films::sets`].
    pub set: usize,
}

/// Films with one same set of genres, by year (unknown years first), and by merit.
#[derive(Debug, Default)]
pub(super) struct GenreSet {
    /// Interned genre ids, sorted.
    pub genres: Vec<u32>,
    /// Each with its facts, so that a scan of years reads no other map.
    pub by_year: BTreeMap<(i64, Uuid), Film>,
    /// Highest [`merit`] first, each with its year key: past the years around a
    /// film, merit is all a candidate scores beyond its genres, so a scan in this
    /// order stops at the first film that can no longer make the list.
    pub by_merit: BTreeSet<(Reverse<i64>, i64, Uuid)>,
}

impl Film {
    pub(super) fn merit(&self) -> i64 {
        merit(self.rating, self.views, self.featured)
    }
}

/// The year key of a film in its set: unknown years sort before every year.
fn year_key(year: Option<i64>) -> i64 {
    year.unwrap_or(i64::MIN)
}

/// Every film's similarity facts, as of the catalogue position `at`.
#[derive(Debug, Default)]
pub(super) struct Films {
    /// None until first loaded.
    at: Option<Position>,
    /// By id, hashed with Fx: every candidate of every ranking is looked up here,
    /// and ids are not chosen by clients (they come from the log).
    pub by_id: FxHashMap<Uuid, Film>,
    pub sets: Vec<GenreSet>,
    set_of: HashMap<Vec<u32>, usize>,
    genre_of: HashMap<String, u32>,
    director_of: HashMap<String, u32>,
    pub by_director: FxHashMap<u32, BTreeSet<Uuid>>,
    /// What the answer shows of each film, so that it reads no row: a few dozen
    /// bytes a film (docs/adr/0032-similar-films-from-memory.md).
    pub cards: FxHashMap<Uuid, Card>,
}

/// What a similar-films card shows of a film beyond its scored facts.
#[derive(Debug, Clone)]
pub(super) struct Card {
    pub title: Box<str>,
    /// None: the server draws one.
    pub poster_url: Option<Box<str>>,
    pub quality: Option<Box<str>>,
    pub is_new: bool,
}

/// A changed film as read; every column but the id is NULL when it was deleted.
#[derive(sqlx::FromRow)]
struct Changed {
    movie_id: String,
    director_key: Option<String>,
    release_year: Option<i64>,
    rating: Option<f64>,
    views_count: Option<i64>,
    is_featured: Option<bool>,
    /// Its genre ids, joined by commas.
    genres: Option<String>,
    title: Option<String>,
    poster_url: Option<String>,
    quality: Option<String>,
    is_new: Option<bool>,
}

/// The films changed after `(?1, ?2)`, deleted ones included.
const CHANGED: &str = "SELECT c.movie_id, m.director_key, m.release_year, m.rating, m.views_count,
        m.is_featured,
        (SELECT group_concat(l.genre_id) FROM movie_genre l WHERE l.movie_id = c.movie_id)
          AS genres,
        m.title, m.poster_url, m.quality, m.is_new
      FROM movie_change c LEFT JOIN movie m ON m.id = c.movie_id
     WHERE (c.tx, c.seq) > (?1, ?2)";

impl Films {
    /// Reads what changed since `self.at`, in one snapshot of the read database, which
    /// holds every change up to the catalogue's position `at` (its stored checkpoint
    /// may be behind it: a batch that changes nothing is not written).
    async fn refresh(&mut self, db: &SqlitePool, at: Position) -> Result<(), sqlx::Error> {
        let since = self.at.unwrap_or(Position::ZERO);
        let mut snapshot = db.begin().await?;
        let stored: Option<(i64, i64)> =
            sqlx::query_as("SELECT tx, seq FROM projection_checkpoint WHERE name = 'catalogue'")
                .fetch_optional(&mut *snapshot)
                .await?;
        // Applied as read, not gathered first: see the lists' index (`facts::Lists`).
        let mut rows = sqlx::query_as::<_, Changed>(CHANGED)
            .bind(since.tx as i64)
            .bind(since.seq)
            .fetch(&mut *snapshot);
        while let Some(row) = rows.try_next().await? {
            self.apply(row);
        }
        drop(rows);
        snapshot.commit().await?;
        let stored = stored.map_or(Position::ZERO, |(tx, seq)| Position::new(tx as u64, seq));
        self.at = Some(stored.max(at));
        Ok(())
    }

    fn apply(&mut self, row: Changed) {
        let Ok(id) = Uuid::parse_str(&row.movie_id) else {
            return;
        };
        self.remove(&id);
        // A deleted film: its row is gone, its change stays.
        let (Some(views), Some(featured), Some(title)) =
            (row.views_count, row.is_featured, row.title)
        else {
            return;
        };
        let mut genre_ids: Vec<u32> = row
            .genres
            .iter()
            .flat_map(|g| g.split(','))
            .map(|g| intern(&mut self.genre_of, g))
            .collect();
        genre_ids.sort_unstable();
        genre_ids.dedup();
        let set = match self.set_of.get(&genre_ids) {
            Some(set) => *set,
            None => {
                self.sets.push(GenreSet {
                    genres: genre_ids.clone(),
                    ..GenreSet::default()
                });
                self.set_of.insert(genre_ids, self.sets.len() - 1);
                self.sets.len() - 1
            }
        };
        let director = row.director_key.map(|d| intern(&mut self.director_of, &d));
        let year = row.release_year;
        let film = Film {
            director,
            year,
            rating: row.rating,
            views,
            featured,
            set,
        };
        let group = &mut self.sets[set];
        group.by_year.insert((year_key(year), id), film);
        group
            .by_merit
            .insert((Reverse(film.merit()), year_key(year), id));
        if let Some(director) = director {
            self.by_director.entry(director).or_default().insert(id);
        }
        self.by_id.insert(id, film);
        self.cards.insert(
            id,
            Card {
                title: title.into(),
                poster_url: row.poster_url.map(Into::into),
                quality: row.quality.map(Into::into),
                is_new: row.is_new.unwrap_or(false),
            },
        );
    }

    fn remove(&mut self, id: &Uuid) {
        self.cards.remove(id);
        let Some(film) = self.by_id.remove(id) else {
            return;
        };
        let group = &mut self.sets[film.set];
        group.by_year.remove(&(year_key(film.year), *id));
        group
            .by_merit
            .remove(&(Reverse(film.merit()), year_key(film.year), *id));
        if let Some(director) = film.director
            && let Some(films) = self.by_director.get_mut(&director)
        {
            films.remove(id);
            if films.is_empty() {
                self.by_director.remove(&director);
            }
        }
    }
}

/// The number standing for `key`, given on first sight.
fn intern(numbers: &mut HashMap<String, u32>, key: &str) -> u32 {
    if let Some(n) = numbers.get(key) {
        return *n;
    }
    let n = numbers.len() as u32;
    numbers.insert(key.to_string(), n);
    n
}

/// The node's similar-films index: loaded on first use, then brought up to the
/// catalogue's position by the first request that finds it behind.
/// Cheap to clone: clones share the index.
#[derive(Debug, Default, Clone)]
pub struct SimilarIndex {
    films: Arc<RwLock<Films>>,
}

impl SimilarIndex {
    /// Brings the index up to the catalogue position `at`: the node does it once its
    /// projections are ready, so that no member waits for the first load.
    pub async fn load(&self, db: &SqlitePool, at: Position) -> Result<(), sqlx::Error> {
        self.at(db, at).await.map(drop)
    }

    /// The films as of the catalogue position `at` or later. Readers share the
    /// index; one of them reads the changes when it is behind.
    pub(super) async fn at(
        &self,
        db: &SqlitePool,
        at: Position,
    ) -> Result<RwLockReadGuard<'_, Films>, sqlx::Error> {
        let films = self.films.read().await;
        if films.at.is_some_and(|had| had >= at) {
            return Ok(films);
        }
        drop(films);
        let mut films = self.films.write().await;
        // Another request may have brought it up meanwhile.
        if films.at.is_none_or(|had| had < at) {
            films.refresh(db, at).await?;
        }
        Ok(RwLockWriteGuard::downgrade(films))
    }
}
