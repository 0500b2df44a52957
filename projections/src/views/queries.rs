//! What the API and the catalogue read from the views projection.

use std::collections::HashMap;

use bobine_domain::titles::TitleKind;
use jiff::civil::Date;
use serde::Serialize;
use sqlx::SqlitePool;
use uuid::Uuid;

/// A title and its views since the first one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct TitleViews {
    /// `movie` or `series`.
    pub content_type: String,
    #[schema(format = Uuid)]
    pub content_id: String,
    pub views: i64,
}

/// The views of one Europe/Paris calendar day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct DayViews {
    /// YYYY-MM-DD, Europe/Paris.
    pub day: String,
    pub views: i64,
}

/// The views of one title (0 if it was never viewed).
pub async fn total(
    db: &SqlitePool,
    content_type: TitleKind,
    content_id: Uuid,
) -> Result<i64, sqlx::Error> {
    let views: Option<i64> = sqlx::query_scalar(
        "SELECT views FROM view_total WHERE content_type = ? AND content_id = ?",
    )
    .bind(content_type.as_str())
    .bind(content_id.to_string())
    .fetch_optional(db)
    .await?;
    Ok(views.unwrap_or(0))
}

/// The views of each of `ids` that was viewed at least once (one query for a page of
/// cards; a title missing from the answer has 0 views).
pub async fn totals(
    db: &SqlitePool,
    content_type: TitleKind,
    ids: &[Uuid],
) -> Result<HashMap<Uuid, i64>, sqlx::Error> {
    let ids = serde_json::to_string(ids).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT content_id, views FROM view_total
          WHERE content_type = ? AND content_id IN (SELECT value FROM json_each(?))",
    )
    .bind(content_type.as_str())
    .bind(ids)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, views)| Some((id.parse().ok()?, views)))
        .collect())
}

/// The `limit` most viewed titles of a type, most viewed first (ties: by id).
pub async fn top(
    db: &SqlitePool,
    content_type: TitleKind,
    limit: u32,
) -> Result<Vec<TitleViews>, sqlx::Error> {
    sqlx::query_as(
        "SELECT content_type, content_id, views FROM view_total
          WHERE content_type = ? ORDER BY views DESC, content_id LIMIT ?",
    )
    .bind(content_type.as_str())
    .bind(limit)
    .fetch_all(db)
    .await
}

/// Views per day of one title from `first` to `last` (both included), oldest first.
/// Days without a view are absent.
pub async fn title_days(
    db: &SqlitePool,
    content_type: TitleKind,
    content_id: Uuid,
    first: Date,
    last: Date,
) -> Result<Vec<DayViews>, sqlx::Error> {
    sqlx::query_as(
        "SELECT day, views FROM view_day
          WHERE content_type = ? AND content_id = ? AND day BETWEEN ? AND ? ORDER BY day",
    )
    .bind(content_type.as_str())
    .bind(content_id.to_string())
    .bind(first.to_string())
    .bind(last.to_string())
    .fetch_all(db)
    .await
}

/// Views per day of every title from `first` to `last` (both included), oldest
/// first. Days without a view are absent.
pub async fn days(db: &SqlitePool, first: Date, last: Date) -> Result<Vec<DayViews>, sqlx::Error> {
    sqlx::query_as(
        "SELECT day, SUM(views) AS views FROM view_day
          WHERE day BETWEEN ? AND ? GROUP BY day ORDER BY day",
    )
    .bind(first.to_string())
    .bind(last.to_string())
    .fetch_all(db)
    .await
}
