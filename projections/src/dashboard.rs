//! The counters of the admin home's cards (docs/product.md, admin area §2, "Admin home"):
//! one read across the tables of several projections, all in the node's read
//! database (catalogue: `series`, `genre`; accounts: `account`; moderation: `report`,
//! `content_request`; appeals: `appeal`; popups: `popup_message`; visitors: `visitor_day`).

use jiff::civil::Date;
use serde::Serialize;
use sqlx::SqlitePool;

/// What each card of the admin home counts.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct DashboardCounts {
    /// Series that are not animes (the series screen).
    pub series: i64,
    pub animes: i64,
    pub genres: i64,
    /// Accounts that can sign in.
    pub users: i64,
    /// Content requests waiting for a decision.
    pub pending_requests: i64,
    /// Problem reports nobody has taken yet.
    pub pending_reports: i64,
    /// Ban appeals waiting for a decision.
    pub pending_appeals: i64,
    /// Reports pending or in progress for longer than
    /// `BOBINE_MODERATION_OVERDUE_HOURS` (docs/adr/0049).
    pub overdue_reports: i64,
    /// Requests pending or approved for longer than `BOBINE_MODERATION_OVERDUE_HOURS`.
    pub overdue_requests: i64,
    /// Unique visitors of today (Paris time).
    pub visitors_today: i64,
    /// Login messages written, and whether one shows on the login page.
    pub popups: i64,
    pub popup_active: bool,
}

/// The counters, with `today` the Paris day of the visitors' counter and
/// `overdue_before` the cutoff of the overdue counts (`accounts::stamp`).
pub async fn counts(
    db: &SqlitePool,
    today: Date,
    overdue_before: &str,
) -> Result<DashboardCounts, sqlx::Error> {
    sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM series WHERE NOT is_anime) AS series,
                (SELECT COUNT(*) FROM series WHERE is_anime) AS animes,
                (SELECT COUNT(*) FROM genre) AS genres,
                (SELECT COUNT(*) FROM account) AS users,
                (SELECT COUNT(*) FROM content_request WHERE status = 'pending') AS pending_requests,
                (SELECT COUNT(*) FROM report WHERE status = 'pending') AS pending_reports,
                (SELECT COUNT(*) FROM appeal WHERE status = 'pending') AS pending_appeals,
                (SELECT COUNT(*) FROM report WHERE status IN ('pending', 'in_progress')
                    AND waiting_since < ?2) AS overdue_reports,
                (SELECT COUNT(*) FROM content_request WHERE status IN ('pending', 'approved')
                    AND waiting_since < ?2) AS overdue_requests,
                (SELECT COUNT(*) FROM visitor_day WHERE day = ?1) AS visitors_today,
                (SELECT COUNT(*) FROM popup_message) AS popups,
                EXISTS (SELECT 1 FROM popup_message WHERE is_active) AS popup_active",
    )
    .bind(today.to_string())
    .bind(overdue_before)
    .fetch_one(db)
    .await
}
