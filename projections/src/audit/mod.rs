//! The `audit` projection: who did what to which target, when, with the values
//! before and after (docs/architecture.md, "Projections"; docs/adr/0020-audit-trail-and-history.md).
//!
//! Which events are admin actions, and how each reads, is the table in
//! [`readings`]; this module only folds: it keeps each target's last state to diff
//! the next action against, and members' addresses to name actors and targets. An
//! erased member's address leaves every row when the erasure arrives (and is blank
//! in the redacted log, so a replay agrees).

pub mod change;
pub mod fields;
pub mod french;
pub mod lookup;
pub mod queries;
pub mod readings;
pub mod sentence;
pub mod wording;

use bobine_store::StoredEvent;
use rusqlite::{Connection, OptionalExtension, params};
use uuid::Uuid;

use self::change::{Effect, State, diff};
use self::lookup::Lookup;
use self::readings::Reading;
use self::sentence::Context;
use crate::accounts::stamp::restamp;
use crate::sql::execute;
use crate::{ProjectionError, SqlProjection};

/// Fields that are personal data: they name a member, so the trail shows them in
/// no before/after (the member's address is the target's label instead, and goes
/// when they are erased).
const PERSONAL_FIELDS: &[&str] = &["email"];

pub struct Audit;

impl SqlProjection for Audit {
    fn name(&self) -> &'static str {
        "audit"
    }

    /// Raise it with every new row of [`readings::READINGS`].
    fn version(&self) -> u32 {
        // 5: an erasure blanks the member's report and request descriptions in
        // `audit_target` too (rebuilt so that past erasures do as well); 6: second
        // factors added and removed (docs/adr/0045-two-factors.md); 9: passkeys added and
        // removed (docs/adr/0050-passkeys.md); 10: ban appeals filed and decided
        // (docs/adr/0048-ban-appeals.md); 11: an admin's choice of the overdue digest
        // (docs/adr/0049-overdue-work-and-its-daily-digest.md).
        11
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["audit_entry", "audit_target", "audit_member", "audit_name"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        readings::aggregates()
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        let Some(reading) = readings::reading(&event.aggregate_type, &event.event_type) else {
            return Ok(());
        };
        fold(db, event, reading)?;
        if event.aggregate_type == "account" && event.event_type == "Erased" {
            forget_member(db, &event.aggregate_id)?;
        }
        Ok(())
    }
}

fn undecodable(event: &StoredEvent, reason: &str) -> ProjectionError {
    ProjectionError::Undecodable {
        position: event.position,
        event_type: event.event_type.clone(),
        reason: reason.to_string(),
    }
}

fn fold(db: &Connection, event: &StoredEvent, reading: &Reading) -> Result<(), ProjectionError> {
    if reading.keeps_nothing() {
        return Ok(());
    }
    let fields = readings::fields(event).ok_or_else(|| undecodable(event, "no payload"))?;
    let change = (reading.read)(&fields, event)
        .ok_or_else(|| undecodable(event, "fields the audit trail reads are missing"))?;
    if reading.action.is_none() && change.effect == Effect::Merge(State::new()) {
        return Ok(()); // a sign-in, a password changed: nothing the trail keeps
    }
    let kind = reading.target;
    if let Effect::Merge(set) = &change.effect
        && let Some(email) = set.get("email")
    {
        execute(
            db,
            "INSERT INTO audit_member (id, email) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET email = excluded.email",
            params![&change.target_id, email.as_str()],
        )?;
    }
    let (old_label, before) = target(db, kind, &change.target_id)?;
    let after = change.effect.apply(before.as_ref());
    let label = match kind {
        "user" => member_email(db, &change.target_id)?,
        _ => change.label.or(old_label),
    };
    if let (false, Some(name)) = (kind == "user", &label) {
        execute(
            db,
            "INSERT INTO audit_name (kind, id, name) VALUES (?, ?, ?)
             ON CONFLICT (kind, id) DO UPDATE SET name = excluded.name",
            params![kind, &change.target_id, name],
        )?;
    }
    if let Some(action) = reading.action {
        let at = restamp(&event.recorded_at)
            .ok_or_else(|| undecodable(event, "recorded_at is not a timestamp"))?;
        let actor = event.meta("actor").unwrap_or_else(|| "system".into());
        let actor_email = match Uuid::parse_str(&actor) {
            Ok(_) => member_email(db, &actor)?,
            Err(_) => None,
        };
        let tables = Tables(db);
        let wording = wording::wording(&event.aggregate_type, &event.event_type)
            .ok_or_else(|| undecodable(event, "no French wording (wording.rs)"))?;
        let context = Context {
            kind,
            fields: &fields,
            before: before.as_ref(),
            after: after.as_ref(),
            label: label.as_deref(),
            lookup: &tables,
        };
        let summary = sentence::compose(wording.template, &context)
            .map_err(|reason| undecodable(event, &reason))?;
        let differences = diff(
            before.map(impersonal).as_ref(),
            after.clone().map(impersonal).as_ref(),
        );
        let changes = fields::changes(kind, &differences, &tables);
        execute(
            db,
            "INSERT INTO audit_entry (at, actor_id, actor_email, action, target_kind, target_id,
                                      target_label, summary, changes)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            params![
                at,
                &actor,
                actor_email,
                action,
                kind,
                &change.target_id,
                &label,
                summary,
                serde_json::to_string(&changes).unwrap_or_else(|_| "[]".into())
            ],
        )?;
    }
    match after {
        Some(state) => {
            execute(db, "INSERT INTO audit_target (kind, id, label, state) VALUES (?, ?, ?, ?)
                 ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label, state = excluded.state", params![kind, &change.target_id, &label, serde_json::Value::Object(state).to_string()])?;
        }
        None => {
            execute(
                db,
                "DELETE FROM audit_target WHERE kind = ? AND id = ?",
                params![kind, &change.target_id],
            )?;
        }
    }
    Ok(())
}

/// The projection's own tables, read while folding: names of genres, series and
/// episodes (kept once they are deleted), targets' states.
struct Tables<'a>(&'a Connection);

impl Lookup for Tables<'_> {
    fn name(&self, kind: &str, id: &str) -> Option<String> {
        self.0
            .prepare_cached("SELECT name FROM audit_name WHERE kind = ? AND id = ?")
            .and_then(|mut query| query.query_row([kind, id], |row| row.get(0)).optional())
            .ok()
            .flatten()
    }

    fn state(&self, kind: &str, id: &str) -> Option<State> {
        target(self.0, kind, id).ok()?.1
    }
}

/// A target's label and last state, if it exists.
fn target(
    db: &Connection,
    kind: &str,
    id: &str,
) -> Result<(Option<String>, Option<State>), ProjectionError> {
    let row: Option<(Option<String>, String)> = db
        .prepare_cached("SELECT label, state FROM audit_target WHERE kind = ? AND id = ?")?
        .query_row([kind, id], |row| Ok((row.get(0)?, row.get(1)?)))
        .optional()?;
    Ok(match row {
        Some((label, state)) => (label, serde_json::from_str(&state).ok()),
        None => (None, None),
    })
}

fn member_email(db: &Connection, id: &str) -> Result<Option<String>, ProjectionError> {
    let email: Option<Option<String>> = db
        .prepare_cached("SELECT email FROM audit_member WHERE id = ?")?
        .query_row([id], |row| row.get(0))
        .optional()?;
    Ok(email.flatten())
}

fn impersonal(mut state: State) -> State {
    for field in PERSONAL_FIELDS {
        state.remove(*field);
    }
    state
}

/// An erased member's address leaves every row, as actor and as target, and the
/// descriptions they wrote leave the last states of their reports and requests (the
/// log blanks them as well, `crates/app/src/moderation/erase.rs`).
fn forget_member(db: &Connection, id: &str) -> Result<(), ProjectionError> {
    for sql in [
        "UPDATE audit_target SET state = json_set(state, '$.description', NULL)
          WHERE kind = 'report' AND json_extract(state, '$.reporter') = ?",
        "UPDATE audit_target SET state = json_set(state, '$.description', NULL)
          WHERE kind = 'request' AND json_extract(state, '$.requester') = ?",
        "UPDATE audit_member SET email = NULL WHERE id = ?",
        "UPDATE audit_entry SET actor_email = NULL WHERE actor_id = ?",
        "UPDATE audit_entry SET target_label = NULL WHERE target_kind = 'user' AND target_id = ?",
        // What an admin wrote to the member is theirs too (the log blanks it as well).
        "UPDATE audit_entry SET changes = '[]' WHERE action = 'member_mailed' AND target_id = ?",
    ] {
        execute(db, sql, params![id])?;
    }
    Ok(())
}
