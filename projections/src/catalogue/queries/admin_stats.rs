//! The counters above the admin title lists (docs/product.md, admin area §2: the films
//! screen's counters, the series screen's stats cards, the anime screen's total,
//! featured, new and total episodes). One scan of one table each: admin screens only.

use serde::Serialize;
use sqlx::SqlitePool;

#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct MovieStats {
    pub total: i64,
    pub featured: i64,
    pub new: i64,
    pub views: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct SeriesStats {
    pub total: i64,
    pub featured: i64,
    pub new: i64,
    pub ongoing: i64,
    pub episodes: i64,
    pub views: i64,
}

pub async fn movie_stats(db: &SqlitePool) -> Result<MovieStats, sqlx::Error> {
    sqlx::query_as(
        "SELECT COUNT(*) AS total, COALESCE(SUM(is_featured), 0) AS featured,
                COALESCE(SUM(is_new), 0) AS new, COALESCE(SUM(views_count), 0) AS views
         FROM movie",
    )
    .fetch_one(db)
    .await
}

/// `anime`: `Some(true)` counts animes only, `Some(false)` the other series, `None` all.
pub async fn series_stats(
    db: &SqlitePool,
    anime: Option<bool>,
) -> Result<SeriesStats, sqlx::Error> {
    sqlx::query_as(
        "SELECT COUNT(*) AS total, COALESCE(SUM(is_featured), 0) AS featured,
                COALESCE(SUM(is_new), 0) AS new,
                COALESCE(SUM(status = 'ongoing'), 0) AS ongoing,
                COALESCE(SUM(total_episodes), 0) AS episodes,
                COALESCE(SUM(views_count), 0) AS views
         FROM series WHERE ?1 IS NULL OR is_anime = ?1",
    )
    .bind(anime)
    .fetch_one(db)
    .await
}
