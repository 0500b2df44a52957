//! The `visitors` projection: unique visitors per Europe/Paris day (docs/product.md, admin area
//! §2 "Analytics": visitors in total, today, and per day over a period).

pub mod queries;

use bobine_domain::visits::{VISITS_TYPE, VisitEvent};
use bobine_store::StoredEvent;
use rusqlite::{Connection, params};

use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Visitors;

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

    fn aggregates(&self) -> &'static [&'static str] {
        &[VISITS_TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type != VISITS_TYPE {
            return Ok(());
        }
        // Before docs/adr/0039 a visitor was the browser's id; since, that day's hash.
        let (visitor_id, day) = match decode(event)? {
            VisitEvent::VisitRecorded { visitor_id, day } => (visitor_id.to_string(), day),
            VisitEvent::VisitCounted { visitor, day } => (visitor, day),
        };
        // Two nodes may record the same visitor's day: the second changes nothing.
        execute(
            db,
            "INSERT INTO visitor_day (visitor_id, day) VALUES (?, ?) ON CONFLICT DO NOTHING",
            params![&visitor_id, &day],
        )?;
        execute(
            db,
            "INSERT INTO visitor (visitor_id, first_day, last_day, last_visit) VALUES (?, ?, ?, ?)
             ON CONFLICT (visitor_id) DO UPDATE SET
               first_day = min(first_day, excluded.first_day),
               last_day = max(last_day, excluded.last_day),
               last_visit = max(last_visit, excluded.last_visit)",
            params![&visitor_id, &day, &day, &event.recorded_at],
        )?;
        Ok(())
    }
}
