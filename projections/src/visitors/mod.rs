//! The `visitors` projection: unique visitors per Europe/Paris day (admin-area.md,
//! analytics: visitors in total, today, and per day over a period).

pub mod queries;

use async_trait::async_trait;
use bobine_domain::visits::{VISITS_TYPE, VisitEvent};
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;

use crate::sql::decode;
use crate::{ProjectionError, SqlProjection};

pub struct Visitors;

#[async_trait]
impl SqlProjection for Visitors {
    fn name(&self) -> &'static str {
        "visitors"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["visitor_day", "visitor"]
    }

    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        if event.aggregate_type != VISITS_TYPE {
            return Ok(());
        }
        let VisitEvent::VisitRecorded { visitor_id, day } = decode(event)?;
        let visitor_id = visitor_id.to_string();
        // Two nodes may record the same visitor's day: the second changes nothing.
        sqlx::query(
            "INSERT INTO visitor_day (visitor_id, day) VALUES (?, ?) ON CONFLICT DO NOTHING",
        )
        .bind(&visitor_id)
        .bind(&day)
        .execute(&mut *db)
        .await?;
        sqlx::query(
            "INSERT INTO visitor (visitor_id, first_day, last_day, last_visit) VALUES (?, ?, ?, ?)
             ON CONFLICT (visitor_id) DO UPDATE SET
               first_day = min(first_day, excluded.first_day),
               last_day = max(last_day, excluded.last_day),
               last_visit = max(last_visit, excluded.last_visit)",
        )
        .bind(&visitor_id)
        .bind(&day)
        .bind(&day)
        .bind(&event.recorded_at)
        .execute(&mut *db)
        .await?;
        Ok(())
    }
}
