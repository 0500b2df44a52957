//! The most watched titles of the analytics screen (docs/product.md, admin area §3 "Top
//! content item" and §9): by the views folded into the catalogue's `views_count`.

use serde::Serialize;
use sqlx::SqlitePool;

use super::rows::drawn_poster;

/// Which titles a top list ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TopKind {
    Movies,
    /// Series that are not animes.
    Series,
    Animes,
}

/// A title of a top list.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct TopTitle {
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    pub views_count: i64,
    /// The title's poster, or one the server draws from its title.
    pub poster_url: Option<String>,
    pub rating: Option<f64>,
    pub is_featured: bool,
    pub is_new: bool,
    /// `movie`, `series` or `anime`.
    #[serde(rename = "type")]
    pub kind: String,
}

/// The `limit` most viewed titles of `kind` that were viewed at least once, most
/// viewed first (ties: by title, then id).
pub async fn top(db: &SqlitePool, kind: TopKind, limit: u32) -> Result<Vec<TopTitle>, sqlx::Error> {
    let (table, condition, label) = match kind {
        TopKind::Movies => ("movie", "1", "movie"),
        TopKind::Series => ("series", "NOT is_anime", "series"),
        TopKind::Animes => ("series", "is_anime", "anime"),
    };
    let sql = format!(
        "SELECT id, title, views_count, poster_url, rating, is_featured, is_new, ? AS kind
           FROM {table} WHERE views_count > 0 AND {condition}
          ORDER BY views_count DESC, sort_title, id LIMIT ?"
    );
    let rows: Vec<TopTitle> = sqlx::query_as(&sql)
        .bind(label)
        .bind(limit)
        .fetch_all(db)
        .await?;
    let poster_kind = if table == "movie" { "movie" } else { "series" };
    Ok(rows
        .into_iter()
        .map(|mut row| {
            row.poster_url = row
                .poster_url
                .or_else(|| Some(drawn_poster(poster_kind, &row.id)));
            row
        })
        .collect())
}
