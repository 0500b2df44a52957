//! The `moderation_times` projection: how long problem reports wait for the decision
//! that closes them (resolved or rejected), and ban appeals for theirs (accepted or
//! rejected), per admin and per Europe/Paris ISO week, each kind apart.
//!
//! It is the worked example of docs/operations.md ("A projection nobody planned"):
//! written long after the events it reads, it knows nothing the log does not say.
//! `ReportFiled` opens a report with its commit time; `ReportResolved` or
//! `ReportRejected` closes it, naming the admin (`by`) and, by its own commit time,
//! the week and the delay. Taking a report in charge is not an answer to the member,
//! so it does not stop the clock. `AppealFiled` opens an appeal, `AppealAccepted` or
//! `AppealRejected` closes it the same way. `bobine replay moderation_times`
//! backfills it from the first event, and the same fold keeps it current afterwards.

pub mod queries;

use bobine_domain::moderation::{AppealEvent, ReportEvent};
use bobine_store::StoredEvent;
use rusqlite::{Connection, OptionalExtension, params};

use crate::accounts::stamp::{parse, restamp};
use crate::sql::{decode, execute};
use crate::views::PARIS;
use crate::{ProjectionError, SqlProjection};

pub struct ModerationTimes;

impl SqlProjection for ModerationTimes {
    fn name(&self) -> &'static str {
        "moderation_times"
    }

    /// 2: ban appeals beside reports (docs/adr/0048-ban-appeals.md).
    fn version(&self) -> u32 {
        2
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["response_open", "response_time"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &["report", "appeal"]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let (kind, closing) = match event.aggregate_type.as_str() {
            "report" => ("report", report(decode(event)?)),
            "appeal" => ("appeal", appeal(decode(event)?)),
            _ => return Ok(()),
        };
        match closing {
            Moment::Opened(id) => {
                execute(
                    db,
                    "INSERT INTO response_open (report_id, filed_at, kind) VALUES (?, ?, ?)",
                    params![id, stamp_of(event)?, kind],
                )?;
                Ok(())
            }
            Moment::Closed { id, by, outcome } => close(db, event, kind, &id, &by, outcome),
            Moment::Neither => Ok(()),
        }
    }
}

/// What an event does to the clock of the report or appeal it is about.
enum Moment {
    /// Filed: the clock starts.
    Opened(String),
    /// Decided for good by `by`: the clock stops.
    Closed {
        id: String,
        by: String,
        outcome: &'static str,
    },
    /// Neither (a report taken in charge).
    Neither,
}

fn report(event: ReportEvent) -> Moment {
    let (decision, outcome) = match event {
        ReportEvent::ReportFiled { id, .. } => return Moment::Opened(id.to_string()),
        ReportEvent::ReportTakenInCharge(_) => return Moment::Neither,
        ReportEvent::ReportResolved(decision) => (decision, "resolved"),
        ReportEvent::ReportRejected(decision) => (decision, "rejected"),
    };
    Moment::Closed {
        id: decision.id.to_string(),
        by: decision.by,
        outcome,
    }
}

fn appeal(event: AppealEvent) -> Moment {
    let (decided, outcome) = match event {
        AppealEvent::AppealFiled { id, .. } => return Moment::Opened(id.to_string()),
        AppealEvent::AppealAccepted(decided) => (decided, "accepted"),
        AppealEvent::AppealRejected(decided) => (decided, "rejected"),
    };
    Moment::Closed {
        id: decided.id.to_string(),
        by: decided.by,
        outcome,
    }
}

/// Stops the clock of `id`, decided by `by` at the event's commit time.
fn close(
    db: &Connection,
    event: &StoredEvent,
    kind: &str,
    id: &str,
    by: &str,
    outcome: &str,
) -> Result<(), ProjectionError> {
    let filed: Option<String> = db
        .prepare_cached("DELETE FROM response_open WHERE report_id = ? RETURNING filed_at")?
        .query_row([id], |row| row.get(0))
        .optional()?;
    // A report or an appeal closes once (closed is final); a decision without its
    // filing would be a log this projection cannot time, so it is left out.
    let Some(filed) = filed else { return Ok(()) };
    let closed = stamp_of(event)?;
    let seconds = match (parse(&filed), parse(&closed)) {
        (Some(filed), Some(closed)) => (closed - filed).whole_seconds().max(0),
        _ => return Err(unreadable(event, &closed)),
    };
    execute(
        db,
        "INSERT INTO response_time (report_id, admin_id, week, outcome, seconds, closed_at, kind)
         VALUES (?, ?, ?, ?, ?, ?, ?)",
        params![
            id,
            by,
            paris_week(&closed).ok_or_else(|| unreadable(event, &closed))?,
            outcome,
            seconds,
            &closed,
            kind
        ],
    )?;
    Ok(())
}

/// The event's commit time as a stamp (one text form on both backends).
fn stamp_of(event: &StoredEvent) -> Result<String, ProjectionError> {
    restamp(&event.recorded_at).ok_or_else(|| unreadable(event, &event.recorded_at))
}

fn unreadable(event: &StoredEvent, instant: &str) -> ProjectionError {
    ProjectionError::Undecodable {
        position: event.position,
        event_type: event.event_type.clone(),
        reason: format!("recorded_at {instant:?} is not a timestamp"),
    }
}

/// The Europe/Paris ISO week of an RFC 3339 instant: `2026-W48` (ISO week-numbering
/// year, so Monday 29 December 2025 is in `2026-W01`). Such texts sort as weeks.
pub fn paris_week(instant: &str) -> Option<String> {
    let timestamp: jiff::Timestamp = instant.parse().ok()?;
    let iso = timestamp.to_zoned(PARIS.clone()).date().iso_week_date();
    Some(format!("{}-W{:02}", iso.year(), iso.week()))
}

#[cfg(test)]
mod tests {
    use super::paris_week;

    #[test]
    fn weeks_are_paris_iso_weeks() {
        let week = |instant| paris_week(instant).unwrap();
        // Sunday 23:30 UTC is already Monday in Paris (UTC+1 in winter).
        assert_eq!(week("2026-11-22T22:30:00Z"), "2026-W47");
        assert_eq!(week("2026-11-22T23:30:00Z"), "2026-W48");
        // Summer time: UTC+2.
        assert_eq!(week("2026-06-28T21:59:59Z"), "2026-W26");
        assert_eq!(week("2026-06-28T22:00:00Z"), "2026-W27");
        // The ISO year: the last days of December 2025 belong to 2026's first week.
        assert_eq!(week("2025-12-29T12:00:00Z"), "2026-W01");
        assert_eq!(week("2027-01-01T12:00:00Z"), "2026-W53");
    }
}
