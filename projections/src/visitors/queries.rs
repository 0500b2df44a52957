//! What the visit workflow and the analytics screen read from the visitors
//! projection. Days are Europe/Paris calendar days.

use jiff::civil::Date;
use serde::Serialize;
use sqlx::SqlitePool;

/// The unique visitors of one day.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct DayVisitors {
    /// YYYY-MM-DD, Europe/Paris.
    pub day: String,
    pub visitors: i64,
}

/// Whether this node has already counted `visitor` on `day` (the visit workflow
/// then records nothing more).
pub async fn visited_on(db: &SqlitePool, visitor: &str, day: Date) -> Result<bool, sqlx::Error> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM visitor_day WHERE visitor_id = ? AND day = ?")
            .bind(visitor)
            .bind(day.to_string())
            .fetch_optional(db)
            .await?;
    Ok(found.is_some())
}

/// Unique visitors in total as the analytics screen counts them: one per visitor
/// and day (docs/product.md, admin area §2 "Analytics": the count of all tracking rows).
pub async fn total(db: &SqlitePool) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM visitor_day")
        .fetch_one(db)
        .await
}

/// Distinct visitors ever seen, whatever the day: since docs/adr/0039 a visitor is
/// one browser on one day.
pub async fn distinct_visitors(db: &SqlitePool) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM visitor")
        .fetch_one(db)
        .await
}

/// Unique visitors of one day (today, for the analytics summary).
pub async fn on_day(db: &SqlitePool, day: Date) -> Result<i64, sqlx::Error> {
    sqlx::query_scalar("SELECT COUNT(*) FROM visitor_day WHERE day = ?")
        .bind(day.to_string())
        .fetch_one(db)
        .await
}

/// Unique visitors per day from `first` to `last` (both included), oldest first.
/// Days without a visitor are absent (the screen fills them with zeros).
pub async fn days(
    db: &SqlitePool,
    first: Date,
    last: Date,
) -> Result<Vec<DayVisitors>, sqlx::Error> {
    sqlx::query_as(
        "SELECT day, COUNT(*) AS visitors FROM visitor_day
          WHERE day BETWEEN ? AND ? GROUP BY day ORDER BY day",
    )
    .bind(first.to_string())
    .bind(last.to_string())
    .fetch_all(db)
    .await
}
