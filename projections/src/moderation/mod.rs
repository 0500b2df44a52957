//! The `moderation` projection: problem reports, content requests and the weekly
//! request counts (ARCHITECTURE.md section 4). Members read their own requests and
//! their quota here; the moderation screens will read the same tables.
//!
//! An erased member's descriptions leave these tables when the erasure event arrives;
//! the log's copies are redacted by the erasure workflow, so a replay agrees.

pub mod queries;

use async_trait::async_trait;
use bobine_domain::moderation::{
    QuotaEvent, ReportEvent, ReportStatus, RequestEvent, RequestStatus,
};
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;

use crate::sql::decode;
use crate::{ProjectionError, SqlProjection};

pub struct Moderation;

#[async_trait]
impl SqlProjection for Moderation {
    fn name(&self) -> &'static str {
        "moderation"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["report", "content_request", "request_quota"]
    }

    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            "report" => report(db, event, decode(event)?).await,
            "content_request" => request(db, event, decode(event)?).await,
            "request_quota" => {
                let QuotaEvent::RequestQuotaConsumed { user, week, .. } = decode(event)?;
                sqlx::query(
                    "INSERT INTO request_quota (user_id, week, used) VALUES (?, ?, 1)
                     ON CONFLICT (user_id, week) DO UPDATE SET used = used + 1",
                )
                .bind(user.to_string())
                .bind(week)
                .execute(&mut *db)
                .await?;
                Ok(())
            }
            "account" if event.event_type == "Erased" => {
                forget_free_text(db, &event.aggregate_id).await
            }
            _ => Ok(()),
        }
    }
}

async fn report(
    db: &mut SqliteConnection,
    event: &StoredEvent,
    report: ReportEvent,
) -> Result<(), ProjectionError> {
    let ReportEvent::ReportFiled {
        id,
        reporter,
        content_type,
        content_id,
        content_title,
        problem_type,
        description,
    } = report;
    sqlx::query(
        "INSERT INTO report (id, reporter_id, content_type, content_id, content_title,
                             problem_type, description, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(id.to_string())
    .bind(reporter.to_string())
    .bind(content_type.as_str())
    .bind(content_id.to_string())
    .bind(content_title)
    .bind(problem_type.as_str())
    .bind(description)
    .bind(ReportStatus::default().as_str())
    .bind(&event.recorded_at)
    .bind(&event.recorded_at)
    .execute(&mut *db)
    .await?;
    Ok(())
}

async fn request(
    db: &mut SqliteConnection,
    event: &StoredEvent,
    request: RequestEvent,
) -> Result<(), ProjectionError> {
    let RequestEvent::ContentRequested {
        id,
        requester,
        details,
        ..
    } = request;
    sqlx::query(
        "INSERT INTO content_request (id, user_id, content_type, title, year, description,
                                      director, genre, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(id.to_string())
    .bind(requester.to_string())
    .bind(details.content_type.as_str())
    .bind(details.title)
    .bind(details.year)
    .bind(details.description)
    .bind(details.director)
    .bind(details.genre)
    .bind(RequestStatus::default().as_str())
    .bind(&event.recorded_at)
    .bind(&event.recorded_at)
    .execute(&mut *db)
    .await?;
    Ok(())
}

/// An erased member's descriptions go; their reports and requests stay.
async fn forget_free_text(db: &mut SqliteConnection, user: &str) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE report SET description = NULL WHERE reporter_id = ?")
        .bind(user)
        .execute(&mut *db)
        .await?;
    sqlx::query("UPDATE content_request SET description = NULL WHERE user_id = ?")
        .bind(user)
        .execute(&mut *db)
        .await?;
    Ok(())
}
