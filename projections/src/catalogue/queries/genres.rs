//! What the API reads from the catalogue projection.

use serde::Serialize;
use sqlx::SqlitePool;

/// A genre as members see it.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct GenreRow {
    #[schema(format = Uuid)]
    pub id: String,
    pub name: String,
    pub slug: String,
    /// Films, Séries, Animés, Spectacles or Documentaires.
    pub category: String,
}

/// A genre as admins manage it, with how many titles use it.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct AdminGenreRow {
    #[schema(format = Uuid)]
    pub id: String,
    pub name: String,
    pub slug: String,
    pub category: String,
    pub movie_count: i64,
    pub series_count: i64,
    pub created_at: String,
    pub updated_at: String,
}

/// Every genre, in French alphabetical order of name.
pub async fn genres(db: &SqlitePool) -> Result<Vec<GenreRow>, sqlx::Error> {
    sqlx::query_as("SELECT id, name, slug, category FROM genre ORDER BY sort_key, name")
        .fetch_all(db)
        .await
}

/// Every genre with its usage counts, in French alphabetical order of name.
pub async fn admin_genres(db: &SqlitePool) -> Result<Vec<AdminGenreRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT g.id, g.name, g.slug, g.category,
                (SELECT COUNT(*) FROM movie_genre m WHERE m.genre_id = g.id) AS movie_count,
                (SELECT COUNT(*) FROM series_genre s WHERE s.genre_id = g.id) AS series_count,
                g.created_at, g.updated_at
           FROM genre g
          ORDER BY g.sort_key, g.name",
    )
    .fetch_all(db)
    .await
}
