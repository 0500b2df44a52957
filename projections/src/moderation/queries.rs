//! What the member routes and the erasure read from the moderation projection.

use std::collections::HashMap;

use serde::Serialize;
use sqlx::SqlitePool;

/// One step of a report's or a request's timeline, as its member reads it: the
/// filing (`pending`, no notes), then each decision of the team, oldest first.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct TimelineStep {
    pub at: String,
    /// The status the step left the item in (a note keeps it).
    pub status: String,
    /// The team's notes as the step left them.
    pub admin_notes: Option<String>,
}

#[derive(sqlx::FromRow)]
struct OwnedStep {
    item_id: String,
    #[sqlx(flatten)]
    step: TimelineStep,
}

/// Every step of the items `owned` selects (`item_id` of `moderation_step s`, bound to
/// `binds`), by item, oldest first.
async fn steps(
    db: &SqlitePool,
    owned: &str,
    binds: &[&str],
) -> Result<HashMap<String, Vec<TimelineStep>>, sqlx::Error> {
    let sql = format!(
        "SELECT s.item_id, s.at, s.status, s.admin_notes FROM moderation_step s
          WHERE s.item_id IN ({owned}) ORDER BY s.item_id, s.sequence"
    );
    let mut query = sqlx::query_as::<_, OwnedStep>(&sql);
    for bind in binds {
        query = query.bind(*bind);
    }
    let mut by_item: HashMap<String, Vec<TimelineStep>> = HashMap::new();
    for owned in query.fetch_all(db).await? {
        by_item.entry(owned.item_id).or_default().push(owned.step);
    }
    Ok(by_item)
}

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
    /// Each status with its date and the team's notes, oldest first.
    #[sqlx(skip)]
    pub timeline: Vec<TimelineStep>,
}

/// `user`'s requests, newest first, each with its timeline.
pub async fn requests_of(db: &SqlitePool, user: &str) -> Result<Vec<RequestRow>, sqlx::Error> {
    let mut rows: Vec<RequestRow> = sqlx::query_as(
        "SELECT id, content_type, title, year, description, director, genre, status,
                admin_notes, created_at, updated_at
           FROM content_request WHERE user_id = ? ORDER BY created_at DESC, rowid DESC",
    )
    .bind(user)
    .fetch_all(db)
    .await?;
    let mut steps = steps(
        db,
        "SELECT id FROM content_request WHERE user_id = ?",
        &[user],
    )
    .await?;
    for row in &mut rows {
        row.timeline = steps.remove(&row.id).unwrap_or_default();
    }
    Ok(rows)
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
    /// Each status with its date and the team's notes, oldest first.
    #[sqlx(skip)]
    pub timeline: Vec<TimelineStep>,
}

/// `user`'s reports about `content` (that id exactly), newest first, each with its
/// timeline.
pub async fn reports_of(
    db: &SqlitePool,
    user: &str,
    content: &str,
) -> Result<Vec<MyReportRow>, sqlx::Error> {
    let mut rows: Vec<MyReportRow> = sqlx::query_as(
        "SELECT id, content_type, content_title, problem_type, status, admin_notes,
                created_at, updated_at
           FROM report WHERE reporter_id = ? AND content_id = ?
          ORDER BY created_at DESC, rowid DESC",
    )
    .bind(user)
    .bind(content)
    .fetch_all(db)
    .await?;
    let owned = "SELECT id FROM report WHERE reporter_id = ? AND content_id = ?";
    let mut steps = steps(db, owned, &[user, content]).await?;
    for row in &mut rows {
        row.timeline = steps.remove(&row.id).unwrap_or_default();
    }
    Ok(rows)
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
