//! What the member routes and the erasure read from the moderation projection.

use serde::Serialize;
use sqlx::SqlitePool;

/// One of a member's content requests, as /request-content shows it.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct RequestRow {
    #[schema(format = Uuid)]
    pub id: String,
    /// `movie` or `series`.
    pub content_type: String,
    pub title: String,
    pub year: Option<i64>,
    pub description: Option<String>,
    /// The director of a film, the creator of a series.
    pub director: Option<String>,
    pub genre: Option<String>,
    /// `pending`, `approved`, `rejected` or `completed`.
    pub status: String,
    /// The team's notes, shown to the member.
    pub admin_notes: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

/// `user`'s requests, newest first.
pub async fn requests_of(db: &SqlitePool, user: &str) -> Result<Vec<RequestRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, content_type, title, year, description, director, genre, status,
                admin_notes, created_at, updated_at
           FROM content_request WHERE user_id = ? ORDER BY created_at DESC, rowid DESC",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

/// One of a member's problem reports, as the film or series page shows it.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct MyReportRow {
    #[schema(format = Uuid)]
    pub id: String,
    /// `movie`, `series` or `episode`.
    pub content_type: String,
    pub content_title: String,
    /// `video_not_working`, `audio_issue`, `subtitle_issue`, `quality_issue`,
    /// `wrong_content` or `other`.
    pub problem_type: String,
    /// `pending`, `in_progress`, `resolved` or `rejected`.
    pub status: String,
    /// The team's notes, shown to the member.
    pub admin_notes: Option<String>,
    pub created_at: String,
    pub updated_at: String,
}

/// `user`'s reports about `content` (that id exactly), newest first.
pub async fn reports_of(
    db: &SqlitePool,
    user: &str,
    content: &str,
) -> Result<Vec<MyReportRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, content_type, content_title, problem_type, status, admin_notes,
                created_at, updated_at
           FROM report WHERE reporter_id = ? AND content_id = ?
          ORDER BY created_at DESC, rowid DESC",
    )
    .bind(user)
    .bind(content)
    .fetch_all(db)
    .await
}

/// How many requests `user` made in `week` (`2026-W48`).
pub async fn quota_used(db: &SqlitePool, user: &str, week: &str) -> Result<i64, sqlx::Error> {
    let used: Option<i64> =
        sqlx::query_scalar("SELECT used FROM request_quota WHERE user_id = ? AND week = ?")
            .bind(user)
            .bind(week)
            .fetch_optional(db)
            .await?;
    Ok(used.unwrap_or(0))
}

/// The ids of `user`'s reports and of their requests (what erasure redacts).
pub async fn streams_of(
    db: &SqlitePool,
    user: &str,
) -> Result<(Vec<String>, Vec<String>), sqlx::Error> {
    let reports = sqlx::query_scalar("SELECT id FROM report WHERE reporter_id = ?")
        .bind(user)
        .fetch_all(db)
        .await?;
    let requests = sqlx::query_scalar("SELECT id FROM content_request WHERE user_id = ?")
        .bind(user)
        .fetch_all(db)
        .await?;
    Ok((reports, requests))
}

/// A report as the read model keeps it (tests read it; the screens read [`super::admin`]).
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow)]
pub struct ReportRow {
    pub id: String,
    pub reporter_id: String,
    pub content_type: String,
    pub content_id: String,
    pub content_title: String,
    pub problem_type: String,
    pub description: Option<String>,
    pub status: String,
    pub admin_notes: Option<String>,
}

pub async fn report(db: &SqlitePool, id: &str) -> Result<Option<ReportRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, reporter_id, content_type, content_id, content_title, problem_type,
                description, status, admin_notes
           FROM report WHERE id = ?",
    )
    .bind(id)
    .fetch_optional(db)
    .await
}
