//! The lists of films and series read from memory: every title's list facts (year,
//! rating, views, quality, flags, status, genres, each sort's key), kept beside the
//! read model and brought up to date from its `movie_change` and `series_change`
//! tables, as the similar films' index is (docs/adr/0046-catalogue-lists-from-memory.md).
//!
//! A page is one pass over the titles a filter may admit, counting those it does and
//! keeping the few after the cursor; a public list's cards are then written from
//! memory (docs/adr/0055-list-cards-from-memory.md), an admin's rows read by id on
//! rusqlite. Answers are those of the SQL path of `list.rs` (same cursors, same ties),
//! which stays for the free-text search.

mod cards;
mod columns;
mod genre_page;
mod order;
mod page;
mod rows;
mod scan;
mod titles;

use std::collections::HashMap;
use std::sync::Arc;

use bobine_domain::titles::TitleKind;
use bobine_store::Position;
use futures::TryStreamExt;
use sqlx::SqlitePool;
use tokio::sync::{RwLock, RwLockReadGuard, RwLockWriteGuard};
use uuid::Uuid;

use super::cursor::Cursor;
use super::genres::GenreRow;
use super::list::{self, Filters, ListError, Page, PageRequest};
use super::rows::{MovieCard, MovieRow, SeriesCard, SeriesRow};
use crate::ReadDb;
use cards::Carded;
use order::Order;
use page::{Found, Wanted};
use titles::{Read, ReadTitle, Titles};

pub use genre_page::GenrePage;

/// The titles of one kind and each sort's order of them.
#[derive(Debug, Default)]
struct Listing {
    titles: Titles,
    /// One per [`Sort::ALL`](super::sort::Sort::ALL), in that order.
    orders: [Order; 6],
}

impl Listing {
    fn apply(&mut self, read: Read) {
        let (slot, moved) = self.titles.apply(read);
        for (place, order) in self.orders.iter_mut().enumerate() {
            if moved & (1 << place) != 0 {
                order.moved(slot);
            }
        }
    }

    /// Brings each sort's order up to the titles applied since the last call.
    fn settle(&mut self) {
        let sorts = super::sort::Sort::ALL;
        for (order, sort) in self.orders.iter_mut().zip(sorts) {
            order.settle(&self.titles.slots, sort);
        }
    }
}

/// Every title's list facts, as of the catalogue position `at`.
#[derive(Debug, Default)]
struct Lists {
    /// None until first loaded.
    at: Option<Position>,
    movies: Listing,
    series: Listing,
    /// Each genre by its slug (the first genre of a slug, as the SQL path reads).
    genres: HashMap<String, GenreRow>,
}

/// A changed title as read; its columns are NULL when it was deleted.
#[derive(sqlx::FromRow)]
struct Changed {
    id: String,
    created_at: Option<String>,
    sort_title: Option<String>,
    release_year: Option<i64>,
    rating: Option<f64>,
    views_count: Option<i64>,
    duration_key: Option<i64>,
    quality: Option<String>,
    status: Option<String>,
    is_featured: Option<bool>,
    is_new: Option<bool>,
    is_anime: Option<bool>,
    /// Its genre ids, joined by commas.
    genres: Option<String>,
    title: Option<String>,
    poster_url: Option<String>,
    total_seasons: Option<i64>,
    total_episodes: Option<i64>,
}

/// The films changed after `(?1, ?2)`, deleted ones included.
const CHANGED_MOVIES: &str = "SELECT c.movie_id AS id, m.created_at, m.sort_title,
        m.release_year, m.rating, m.views_count, m.duration_key, m.quality,
        NULL AS status, m.is_featured, m.is_new, 0 AS is_anime,
        (SELECT group_concat(l.genre_id) FROM movie_genre l WHERE l.movie_id = c.movie_id)
          AS genres, m.title, m.poster_url, 0 AS total_seasons, 0 AS total_episodes
      FROM movie_change c LEFT JOIN movie m ON m.id = c.movie_id
     WHERE (c.tx, c.seq) > (?1, ?2)";

/// The series changed after `(?1, ?2)`, deleted ones included.
const CHANGED_SERIES: &str = "SELECT c.series_id AS id, s.created_at, s.sort_title,
        s.release_year, s.rating, s.views_count, -1 AS duration_key, NULL AS quality,
        s.status, s.is_featured, s.is_new, s.is_anime,
        (SELECT group_concat(l.genre_id) FROM series_genre l WHERE l.series_id = c.series_id)
          AS genres, s.title, s.poster_url, s.total_seasons, s.total_episodes
      FROM series_change c LEFT JOIN series s ON s.id = c.series_id
     WHERE (c.tx, c.seq) > (?1, ?2)";

impl Changed {
    fn read(self) -> Option<Read> {
        let id = Uuid::parse_str(&self.id).ok()?;
        let title = match (self.created_at, self.sort_title, self.title) {
            (Some(created_at), Some(sort_title), Some(title)) => Some(ReadTitle {
                created_at,
                sort_title,
                year: self.release_year,
                rating: self.rating,
                views: self.views_count.unwrap_or_default(),
                duration_key: self.duration_key.unwrap_or(-1),
                quality: self.quality,
                status: self.status,
                featured: self.is_featured.unwrap_or_default(),
                new: self.is_new.unwrap_or_default(),
                anime: self.is_anime.unwrap_or_default(),
                genres: self
                    .genres
                    .map(|g| g.split(',').map(str::to_string).collect())
                    .unwrap_or_default(),
                title,
                poster_url: self.poster_url,
                seasons: self.total_seasons.unwrap_or_default(),
                episodes: self.total_episodes.unwrap_or_default(),
            }),
            // A deleted title: its row is gone, its change stays.
            _ => None,
        };
        Some(Read { id, title })
    }
}

impl Lists {
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
        let changed = |sql| {
            sqlx::query_as::<_, Changed>(sql)
                .bind(since.tx as i64)
                .bind(since.seq)
        };
        // Each row is applied as it is read: a first load of 200,000 films gathered
        // first cost some 190 MB at its peak, which the allocator kept afterwards
        // (docs/benchmarks.md, "Node").
        for (listing, sql) in [
            (&mut self.movies, CHANGED_MOVIES),
            (&mut self.series, CHANGED_SERIES),
        ] {
            let mut rows = changed(sql).fetch(&mut *snapshot);
            while let Some(row) = rows.try_next().await? {
                if let Some(read) = row.read() {
                    listing.apply(read);
                }
            }
            drop(rows);
            listing.settle();
        }
        let genres: Vec<GenreRow> =
            sqlx::query_as("SELECT id, name, slug, category FROM genre ORDER BY rowid")
                .fetch_all(&mut *snapshot)
                .await?;
        snapshot.commit().await?;
        self.genres.clear();
        for genre in genres {
            self.genres.entry(genre.slug.clone()).or_insert(genre);
        }
        let stored = stored.map_or(Position::ZERO, |(tx, seq)| Position::new(tx as u64, seq));
        self.at = Some(stored.max(at));
        Ok(())
    }

    fn listing(&self, kind: TitleKind) -> &Listing {
        match kind {
            TitleKind::Movie => &self.movies,
            TitleKind::Series => &self.series,
        }
    }

    /// The cards of a page `find` found among `kind`'s titles.
    fn cards<T: Carded>(&self, kind: TitleKind, found: Found) -> Page<T> {
        Page {
            items: cards::cards_of(&self.listing(kind).titles, &found.slots),
            total: found.total,
            next_cursor: found.next,
        }
    }

    /// The page of `kind` under `filters`, or a bad cursor.
    fn find(
        &self,
        kind: TitleKind,
        filters: &Filters,
        request: PageRequest<'_>,
    ) -> Result<Found, ListError> {
        // An empty cursor is the first page, as on every list.
        let cursor = request
            .cursor
            .filter(|text| !text.is_empty())
            .map(Cursor::decode)
            .transpose()?;
        let listing = self.listing(kind);
        let titles = &listing.titles;
        let genre = filters
            .genre
            .as_ref()
            .map(|slug| self.genres.get(slug).map(|genre| genre.id.as_str()));
        Ok(match Wanted::of(titles, kind, filters, genre) {
            Some(wanted) => page::page(titles, &listing.orders, &wanted, request, cursor.as_ref()),
            None => Found::default(),
        })
    }
}

/// The node's lists index: loaded once its projections are ready, then brought up to
/// the catalogue's position by the first request that finds it behind.
/// Cheap to clone: clones share the index.
#[derive(Debug, Default, Clone)]
pub struct ListIndex {
    lists: Arc<RwLock<Lists>>,
}

impl ListIndex {
    /// Brings the index up to the catalogue position `at`: the node does it once its
    /// projections are ready, so that no visitor waits for the first load.
    pub async fn load(&self, db: &SqlitePool, at: Position) -> Result<(), sqlx::Error> {
        self.at(db, at).await.map(drop)
    }

    /// The lists as of the catalogue position `at` or later. Readers share the index;
    /// one of them reads the changes when it is behind.
    async fn at(
        &self,
        db: &SqlitePool,
        at: Position,
    ) -> Result<RwLockReadGuard<'_, Lists>, sqlx::Error> {
        let lists = self.lists.read().await;
        if lists.at.is_some_and(|had| had >= at) {
            return Ok(lists);
        }
        drop(lists);
        let mut lists = self.lists.write().await;
        // Another request may have brought it up meanwhile.
        if lists.at.is_none_or(|had| had < at) {
            lists.refresh(db, at).await?;
        }
        Ok(RwLockWriteGuard::downgrade(lists))
    }

    /// One page of `kind` with its total, from memory; the rows read by id.
    async fn page_of<T: rows::Listed>(
        &self,
        db: &ReadDb,
        at: Position,
        kind: TitleKind,
        filters: &Filters,
        request: PageRequest<'_>,
    ) -> Result<Page<T>, ListError> {
        let lists = self.at(db.reads(), at).await?;
        let found = lists.find(kind, filters, request)?;
        let titles = &lists.listing(kind).titles;
        let ids: Vec<String> = found
            .slots
            .iter()
            .filter_map(|slot| titles.slots[*slot as usize].as_ref())
            .map(|title| title.id.to_string())
            .collect();
        drop(lists);
        Ok(Page {
            items: rows::rows_of(db, &ids)?,
            total: found.total,
            next_cursor: found.next,
        })
    }

    /// One page of `kind`'s cards with its total, all from memory.
    async fn cards_of<T: Carded>(
        &self,
        db: &ReadDb,
        at: Position,
        kind: TitleKind,
        filters: &Filters,
        request: PageRequest<'_>,
    ) -> Result<Page<T>, ListError> {
        let lists = self.at(db.reads(), at).await?;
        let found = lists.find(kind, filters, request)?;
        Ok(lists.cards(kind, found))
    }

    /// One page of film cards as of the catalogue position `at` or later, as a
    /// public list answers it; a free-text search (`q`) is read by the SQL path.
    pub async fn movie_cards(
        &self,
        db: &ReadDb,
        at: Position,
        filters: &Filters,
        request: PageRequest<'_>,
    ) -> Result<Page<MovieCard>, ListError> {
        if filters.search.is_some() {
            return Ok(list::movies(db.reads(), filters, request).await?.into());
        }
        self.cards_of(db, at, TitleKind::Movie, filters, request)
            .await
    }

    /// One page of series cards as of the catalogue position `at` or later.
    pub async fn series_cards(
        &self,
        db: &ReadDb,
        at: Position,
        filters: &Filters,
        request: PageRequest<'_>,
    ) -> Result<Page<SeriesCard>, ListError> {
        if filters.search.is_some() {
            return Ok(list::series(db.reads(), filters, request).await?.into());
        }
        self.cards_of(db, at, TitleKind::Series, filters, request)
            .await
    }

    /// One page of films as of the catalogue position `at` or later; a free-text
    /// search (`q`) is read by the SQL path.
    pub async fn movies(
        &self,
        db: &ReadDb,
        at: Position,
        filters: &Filters,
        request: PageRequest<'_>,
    ) -> Result<Page<MovieRow>, ListError> {
        if filters.search.is_some() {
            return list::movies(db.reads(), filters, request).await;
        }
        self.page_of(db, at, TitleKind::Movie, filters, request)
            .await
    }

    /// One page of series as of the catalogue position `at` or later; a free-text
    /// search (`q`) is read by the SQL path.
    pub async fn series(
        &self,
        db: &ReadDb,
        at: Position,
        filters: &Filters,
        request: PageRequest<'_>,
    ) -> Result<Page<SeriesRow>, ListError> {
        if filters.search.is_some() {
            return list::series(db.reads(), filters, request).await;
        }
        self.page_of(db, at, TitleKind::Series, filters, request)
            .await
    }
}
