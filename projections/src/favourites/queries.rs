//! What the API reads from the favourites projection. Every query joins the
//! catalogue's tables (same read database): a favourite of a deleted title is
//! neither listed nor counted.

use std::collections::HashMap;

use bobine_domain::titles::TitleKind;
use serde::Serialize;
use sqlx::SqlitePool;
use uuid::Uuid;

use crate::catalogue::queries::rows::drawn_poster;

/// A favourite as its card shows it: the title's card fields and when it was added.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct FavouriteCard {
    /// `movie` or `series`.
    #[schema(value_type = TitleKind)]
    pub content_type: String,
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    /// The title's poster, or one the server draws from its title.
    pub poster_url: Option<String>,
    pub release_year: Option<i64>,
    pub rating: Option<f64>,
    /// Films only.
    pub duration_minutes: Option<i64>,
    /// Films only.
    pub quality: Option<String>,
    /// Series only.
    pub total_seasons: Option<i64>,
    /// Series only: an anime.
    pub is_anime: bool,
    /// When the member added it (RFC 3339).
    pub added_at: String,
}

/// The favourites that still exist, films and series together, with their rowid
/// (insertion order) to break ties of `added_at`.
const LISTED: &str = "
    SELECT f.member_id, f.rowid AS n, f.added_at, f.content_type, m.id, m.title, m.poster_url,
           m.release_year, m.rating, m.duration_minutes, m.quality,
           NULL AS total_seasons, 0 AS is_anime
      FROM favourite f JOIN movie m ON f.content_type = 'movie' AND m.id = f.content_id
    UNION ALL
    SELECT f.member_id, f.rowid, f.added_at, f.content_type, s.id, s.title, s.poster_url,
           s.release_year, s.rating, NULL, NULL, s.total_seasons, s.is_anime
      FROM favourite f JOIN series s ON f.content_type = 'series' AND s.id = f.content_id";

/// A member's favourites, newest first.
pub async fn list(db: &SqlitePool, member: Uuid) -> Result<Vec<FavouriteCard>, sqlx::Error> {
    let sql = format!(
        "SELECT content_type, id, title, poster_url, release_year, rating, duration_minutes,
                quality, total_seasons, is_anime, added_at
           FROM ({LISTED}) WHERE member_id = ? ORDER BY added_at DESC, n DESC"
    );
    let mut cards: Vec<FavouriteCard> = sqlx::query_as(&sql)
        .bind(member.to_string())
        .fetch_all(db)
        .await?;
    for card in &mut cards {
        if card.poster_url.is_none() {
            card.poster_url = Some(drawn_poster(&card.content_type, &card.id));
        }
    }
    Ok(cards)
}

/// How many favourites each of `members` has (a member missing from the answer has
/// none): one query for a page of the admin user list.
pub async fn member_counts(
    db: &SqlitePool,
    members: &[Uuid],
) -> Result<HashMap<Uuid, i64>, sqlx::Error> {
    let ids = serde_json::to_string(members).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let sql = format!(
        "SELECT member_id, COUNT(*) FROM ({LISTED})
          WHERE member_id IN (SELECT value FROM json_each(?)) GROUP BY member_id"
    );
    let rows: Vec<(String, i64)> = sqlx::query_as(&sql).bind(ids).fetch_all(db).await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, count)| Some((id.parse().ok()?, count)))
        .collect())
}

/// How many members keep a title as a favourite (0 once it is deleted).
pub async fn title_count(
    db: &SqlitePool,
    content_type: TitleKind,
    content_id: Uuid,
) -> Result<i64, sqlx::Error> {
    let sql = format!("SELECT COUNT(*) FROM ({LISTED}) WHERE content_type = ? AND id = ?");
    sqlx::query_scalar(&sql)
        .bind(content_type.as_str())
        .bind(content_id.to_string())
        .fetch_one(db)
        .await
}
