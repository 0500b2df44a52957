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
        3
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "report",
            "content_request",
            "request_quota",
            "moderation_step",
        ]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &["report", "content_request", "request_quota", "account"]
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
/// status and notes, and when; a step of the item's timeline. `waits_again`: the
/// decision puts the item back in the team's hands (a request reopened), so its
/// waiting starts again now.
fn decided<S>(
    db: &Connection,
    event: &StoredEvent,
    table: &'static str,
    to: &'static str,
    moderated: Moderated<S>,
    waits_again: bool,
) -> Result<(), ProjectionError> {
    let at = at(event)?;
    let id = moderated.id.to_string();
    execute(
        db,
        &format!(
            "UPDATE {table} SET status = ?, admin_notes = ?, updated_at = ?,
                    waiting_since = CASE WHEN ? THEN ? ELSE waiting_since END
              WHERE id = ?"
        ),
        params![to, moderated.admin_notes, &at, waits_again, &at, &id],
    )?;
    step(db, event, &id, &at, to, moderated.admin_notes.as_deref())
}

/// One step of an item's timeline.
fn step(
    db: &Connection,
    event: &StoredEvent,
    id: &str,
    at: &str,
    status: &str,
    admin_notes: Option<&str>,
) -> Result<(), ProjectionError> {
    execute(
        db,
        "INSERT OR REPLACE INTO moderation_step (item_id, sequence, at, status, admin_notes)
         VALUES (?, ?, ?, ?, ?)",
        params![id, event.sequence, at, status, admin_notes],
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
                                     problem_type, description, status, created_at, updated_at,
                                     waiting_since)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                    &at,
                    &at
                ],
            )?;
            let id = id.to_string();
            return step(db, event, &id, &at, ReportStatus::default().as_str(), None);
        }
    };
    decided(db, event, "report", decision.to.as_str(), decision, false)
}

fn request(
    db: &Connection,
    event: &StoredEvent,
    request: RequestEvent,
) -> Result<(), ProjectionError> {
    let (decision, waits_again) = match request {
        RequestEvent::ContentRequestReopened(m) => (m, true),
        RequestEvent::ContentRequestApproved(m)
        | RequestEvent::ContentRequestRejected(m)
        | RequestEvent::ContentRequestCompleted(m)
        | RequestEvent::ContentRequestNoted(m) => (m, false),
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
                                              director, genre, status, created_at, updated_at,
                                              waiting_since)
                 VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                    &at,
                    &at
                ],
            )?;
            let id = id.to_string();
            return step(db, event, &id, &at, RequestStatus::default().as_str(), None);
        }
    };
    let to = decision.to.as_str();
    decided(db, event, "content_request", to, decision, waits_again)
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
