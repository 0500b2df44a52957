//! The home page's carousels, in one answer (docs/product.md, member side §9).

use serde::Serialize;
use sqlx::SqlitePool;

use super::list::{self, Filters, ListError, PageRequest};
use super::rows::{MovieRow, SeriesRow};
use super::sort::Sort;

/// The genre whose series are animes on the home page ("anime is separated by genre slug").
pub const ANIME_GENRE_SLUG: &str = "series-animes";
/// Top lists (the best rated, as their labels say) hold 20; the page shows 8 of
/// them, shuffled.
pub const TOP: u32 = 20;
/// Newest lists hold 12; the page shows 8.
pub const NEWEST: u32 = 12;
/// Top series need at least this rating.
pub const TOP_SERIES_MIN_RATING: f64 = 4.0;

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Home {
    pub featured_movies: Vec<MovieRow>,
    pub featured_series: Vec<SeriesRow>,
    pub top_movies: Vec<MovieRow>,
    pub top_series: Vec<SeriesRow>,
    pub top_animes: Vec<SeriesRow>,
    pub newest_movies: Vec<MovieRow>,
    pub newest_series: Vec<SeriesRow>,
}

fn first(sort: Sort, limit: u32) -> PageRequest<'static> {
    PageRequest {
        sort,
        ascending: false,
        limit,
        cursor: None,
    }
}

pub async fn home(db: &SqlitePool) -> Result<Home, ListError> {
    let featured = Filters {
        featured: Some(true),
        ..Default::default()
    };
    // Animes have their own top list.
    let top_series = Filters {
        rating_min: Some(TOP_SERIES_MIN_RATING),
        anime: Some(false),
        ..Default::default()
    };
    let animes = Filters {
        genre: Some(ANIME_GENRE_SLUG.into()),
        ..Default::default()
    };
    let all = Filters::default();
    Ok(Home {
        featured_movies: list::first_movies(db, &featured, first(Sort::Recent, NEWEST)).await?,
        featured_series: list::first_series(db, &featured, first(Sort::Recent, NEWEST)).await?,
        top_movies: list::first_movies(db, &all, first(Sort::Rating, TOP)).await?,
        top_series: list::first_series(db, &top_series, first(Sort::Rating, TOP)).await?,
        top_animes: list::first_series(db, &animes, first(Sort::Rating, TOP)).await?,
        newest_movies: list::first_movies(db, &all, first(Sort::Recent, NEWEST)).await?,
        newest_series: list::first_series(db, &all, first(Sort::Recent, NEWEST)).await?,
    })
}
