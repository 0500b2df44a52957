//! The `moderation` projection: problem reports, content requests and the weekly
//! request counts (docs/architecture.md, "Projections"). Members read their own requests and
//! their quota here; the moderation screens read the same tables ([`admin`]), the
//! reporter's address joined from the `accounts` projection's table at read time.
//!
//! An erased member's descriptions leave these tables when the erasure event arrives;
//! the log's copies are redacted by the erasure workflow, so a replay agrees.

pub mod admin;
pub mod queries;

use bobine_domain::moderation::{
    Moderated, QuotaEvent, ReportEvent, ReportStatus, RequestEvent, RequestStatus,
};
use bobine_store::StoredEvent;
use rusqlite::{Connection, params};

use crate::accounts::stamp::restamp;
use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Moderation;

impl SqlProjection for Moderation {
    fn name(&self) -> &'static str {
        "moderation"
    }

    fn version(&self) -> u32 {
        2
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["report", "content_request", "request_quota"]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            "report" => report(db, event, decode(event)?),
            "content_request" => request(db, event, decode(event)?),
            "request_quota" => {
                let QuotaEvent::RequestQuotaConsumed { user, week, .. } = decode(event)?;
                execute(
                    db,
                    "INSERT INTO request_quota (user_id, week, used) VALUES (?, ?, 1)
                     ON CONFLICT (user_id, week) DO UPDATE SET used = used + 1",
                    params![user.to_string(), week],
                )?;
                Ok(())
            }
            "account" if event.event_type == "Erased" => forget_free_text(db, &event.aggregate_id),
            _ => Ok(()),
        }
    }
}

/// The event's time in one text form for both backends, so that text order is time
/// order (the lists page by it).
fn at(event: &StoredEvent) -> Result<String, ProjectionError> {
    restamp(&event.recorded_at).ok_or_else(|| ProjectionError::Undecodable {
        position: event.position,
        event_type: event.event_type.clone(),
        reason: format!("recorded_at {:?} is not a timestamp", event.recorded_at),
    })
}

/// A decision of the team on a row of `table` (`report` or `content_request`): the new
/// status and notes, and when.
fn decided<S>(
    db: &Connection,
    event: &StoredEvent,
    table: &'static str,
    to: &'static str,
    moderated: Moderated<S>,
) -> Result<(), ProjectionError> {
    execute(
        db,
        &format!("UPDATE {table} SET status = ?, admin_notes = ?, updated_at = ? WHERE id = ?"),
        params![
            to,
            moderated.admin_notes,
            at(event)?,
            moderated.id.to_string()
        ],
    )?;
    Ok(())
}

fn report(
    db: &Connection,
    event: &StoredEvent,
    report: ReportEvent,
) -> Result<(), ProjectionError> {
    let decision = match report {
        ReportEvent::ReportTakenInCharge(m)
        | ReportEvent::ReportResolved(m)
        | ReportEvent::ReportRejected(m) => m,
        ReportEvent::ReportFiled {
            id,
            reporter,
            content_type,
            content_id,
            content_title,
            problem_type,
            description,
        } => {
            let at = at(event)?;
            execute(
                db,
                "INSERT INTO report (id, reporter_id, content_type, content_id, content_title,
                                     problem_type, description, status, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                params![
                    id.to_string(),
                    reporter.to_string(),
                    content_type.as_str(),
                    content_id.to_string(),
                    content_title,
                    problem_type.as_str(),
                    description,
                    ReportStatus::default().as_str(),
                    &at,
                    &at
                ],
            )?;
            return Ok(());
        }
    };
    decided(db, event, "report", decision.to.as_str(), decision)
}

fn request(
    db: &Connection,
    event: &StoredEvent,
    request: RequestEvent,
) -> Result<(), ProjectionError> {
    let decision = match request {
        RequestEvent::ContentRequestApproved(m)
        | RequestEvent::ContentRequestRejected(m)
        | RequestEvent::ContentRequestCompleted(m)
        | RequestEvent::ContentRequestReopened(m)
        | RequestEvent::ContentRequestNoted(m) => m,
        RequestEvent::ContentRequested {
            id,
            requester,
            details,
            ..
        } => {
            let at = at(event)?;
            execute(
                db,
                "INSERT INTO content_request (id, user_id, content_type, title, year, description,
                                              director, genre, status, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                params![
                    id.to_string(),
                    requester.to_string(),
                    details.content_type.as_str(),
                    details.title,
                    details.year,
                    details.description,
                    details.director,
                    details.genre,
                    RequestStatus::default().as_str(),
                    &at,
                    &at
                ],
            )?;
            return Ok(());
        }
    };
    decided(db, event, "content_request", decision.to.as_str(), decision)
}

/// An erased member's descriptions go; their reports and requests stay.
fn forget_free_text(db: &Connection, user: &str) -> Result<(), ProjectionError> {
    execute(
        db,
        "UPDATE report SET description = NULL WHERE reporter_id = ?",
        params![user],
    )?;
    execute(
        db,
        "UPDATE content_request SET description = NULL WHERE user_id = ?",
        params![user],
    )?;
    Ok(())
}
