//! The `views` projection: how many times each film and series page was visited,
//! in total and per Europe/Paris calendar day (top lists, analytics, the catalogue's
//! views sort and filter).

pub mod queries;

use std::sync::LazyLock;

use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use bobine_store::StoredEvent;
use jiff::civil::Date;
use jiff::tz::TimeZone;
use rusqlite::{Connection, params};

use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Views;

impl SqlProjection for Views {
    fn name(&self) -> &'static str {
        "views"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["view_total", "view_day"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[VIEWS_TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type != VIEWS_TYPE {
            return Ok(());
        }
        let ViewEvent::ViewCounted {
            content_type,
            content_id,
        } = decode(event)?;
        let day = paris_day(&event.recorded_at).ok_or_else(|| ProjectionError::Undecodable {
            position: event.position,
            event_type: event.event_type.clone(),
            reason: format!("recorded_at {:?} is not a timestamp", event.recorded_at),
        })?;
        let (content_type, content_id) = (content_type.as_str(), content_id.to_string());
        execute(
            db,
            "INSERT INTO view_total (content_type, content_id, views) VALUES (?, ?, 1)
             ON CONFLICT (content_type, content_id) DO UPDATE SET views = views + 1",
            params![content_type, &content_id],
        )?;
        execute(
            db,
            "INSERT INTO view_day (content_type, content_id, day, views) VALUES (?, ?, ?, 1)
             ON CONFLICT (content_type, content_id, day) DO UPDATE SET views = views + 1",
            params![content_type, &content_id, day.to_string()],
        )?;
        Ok(())
    }
}

/// Europe/Paris, from the time zone database compiled into the binary.
pub static PARIS: LazyLock<TimeZone> = LazyLock::new(|| {
    TimeZone::get("Europe/Paris").expect("the bundled time zone database has Europe/Paris")
});

/// The Europe/Paris calendar day of an RFC 3339 instant (the log's `recorded_at`).
pub fn paris_day(instant: &str) -> Option<Date> {
    let timestamp: jiff::Timestamp = instant.parse().ok()?;
    Some(timestamp.to_zoned(PARIS.clone()).date())
}

/// Today in Europe/Paris.
pub fn paris_today() -> Date {
    jiff::Timestamp::now().to_zoned(PARIS.clone()).date()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_counted_on_the_paris_calendar_across_both_clock_changes() {
        let day = |instant| paris_day(instant).unwrap().to_string();
        // Winter, UTC+1: 23:30 UTC is already the next day in Paris.
        assert_eq!(day("2026-01-14T22:59:59Z"), "2026-01-14");
        assert_eq!(day("2026-01-14T23:00:00.000Z"), "2026-01-15");
        // Summer, UTC+2, as PostgreSQL writes it (microseconds).
        assert_eq!(day("2026-07-14T21:59:59.999999Z"), "2026-07-14");
        assert_eq!(day("2026-07-14T22:00:00.000001Z"), "2026-07-15");
        // The night the clocks go forward (29 March 2026) and back (25 October 2026).
        assert_eq!(day("2026-03-29T22:30:00Z"), "2026-03-30");
        assert_eq!(day("2026-10-25T22:30:00Z"), "2026-10-25");
        assert_eq!(paris_day("hier"), None);
    }
}
