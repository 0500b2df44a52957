//! What the dispatcher and the admin's mail screen read.

use serde::Serialize;
use sqlx::SqlitePool;

use crate::accounts::stamp::stamp;

/// One mail, as the admin's list shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct MailRow {
    /// Its stream id (`POST /api/admin/mail/{id}/retry`).
    pub id: String,
    /// Empty once its member is erased.
    pub to: String,
    /// confirmation, password_reset, report_decision, request_decision, appeal_decision,
    /// admin_message, farewell, overdue_digest or security_notice.
    pub kind: String,
    /// waiting, sent, failed, undeliverable or cancelled.
    pub status: String,
    pub attempts: i64,
    pub last_error: Option<String>,
    pub created_at: String,
    pub sent_at: Option<String>,
    #[serde(skip)]
    #[schema(ignore)]
    pub seq: i64,
}

/// How many mails wait, failed (a retry is due later) and were given up.
#[derive(
    Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema,
)]
pub struct MailCounts {
    pub waiting: i64,
    pub failed: i64,
    pub undeliverable: i64,
}

/// A page of the list, newest first, and the cursor of the next one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailPage {
    pub items: Vec<MailRow>,
    pub next: Option<i64>,
}

pub async fn counts(db: &SqlitePool) -> Result<MailCounts, sqlx::Error> {
    sqlx::query_as(
        "SELECT coalesce(sum(status = 'waiting'), 0) AS waiting,
                coalesce(sum(status = 'failed'), 0) AS failed,
                coalesce(sum(status = 'undeliverable'), 0) AS undeliverable
           FROM mail",
    )
    .fetch_one(db)
    .await
}

/// Up to `limit` mails after `after` (a `seq`), newest first, of `status` if given.
pub async fn page(
    db: &SqlitePool,
    status: Option<&str>,
    after: Option<i64>,
    limit: u32,
) -> Result<MailPage, sqlx::Error> {
    let mut items: Vec<MailRow> = sqlx::query_as(
        "SELECT id, recipient AS \"to\", kind, status, attempts, last_error, created_at, sent_at, seq
           FROM mail
          WHERE (?1 IS NULL OR status = ?1) AND (?2 IS NULL OR seq < ?2)
          ORDER BY seq DESC LIMIT ?3",
    )
    .bind(status)
    .bind(after)
    .bind(i64::from(limit) + 1)
    .fetch_all(db)
    .await?;
    let next = (items.len() > limit as usize).then(|| {
        items.truncate(limit as usize);
        items.last().map(|row| row.seq).unwrap_or_default()
    });
    Ok(MailPage { items, next })
}

/// The mails whose attempt is due at `now`, the longest waiting first.
pub async fn due(
    db: &SqlitePool,
    now: time::OffsetDateTime,
    limit: u32,
) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar(
        "SELECT id FROM mail WHERE due_at IS NOT NULL AND due_at <= ? ORDER BY due_at, seq LIMIT ?",
    )
    .bind(stamp(now))
    .bind(i64::from(limit))
    .fetch_all(db)
    .await
}

/// When the next attempt is due, if any mail waits.
pub async fn next_due(db: &SqlitePool) -> Result<Option<time::OffsetDateTime>, sqlx::Error> {
    let next: Option<String> =
        sqlx::query_scalar("SELECT min(due_at) FROM mail WHERE due_at IS NOT NULL")
            .fetch_one(db)
            .await?;
    Ok(next.as_deref().and_then(crate::accounts::stamp::parse))
}

/// `member`'s mails (the erasure cancels those not sent and blanks them all).
pub async fn of_member(db: &SqlitePool, member: &str) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM mail WHERE member = ? ORDER BY seq")
        .bind(member)
        .fetch_all(db)
        .await
}
