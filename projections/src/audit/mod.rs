//! The `audit` projection: who did what to which target, when, with the values
//! before and after (ARCHITECTURE.md section 4; docs/adr/0020-audit-trail-and-history.md).
//!
//! Which events are admin actions, and how each reads, is the table in
//! [`readings`]; this module only folds: it keeps each target's last state to diff
//! the next action against, and members' addresses to name actors and targets. An
//! erased member's address leaves every row when the erasure arrives (and is blank
//! in the redacted log, so a replay agrees).

pub mod change;
pub mod queries;
pub mod readings;

use async_trait::async_trait;
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;
use uuid::Uuid;

use self::change::{Effect, State, diff};
use self::readings::Reading;
use crate::accounts::stamp::restamp;
use crate::{ProjectionError, SqlProjection};

/// Fields that are personal data: they name a member, so the trail shows them in
/// no before/after (the member's address is the target's label instead, and goes
/// when they are erased).
const PERSONAL_FIELDS: &[&str] = &["email"];

pub struct Audit;

#[async_trait]
impl SqlProjection for Audit {
    fn name(&self) -> &'static str {
        "audit"
    }

    /// Raise it with every new row of [`readings::READINGS`].
    fn version(&self) -> u32 {
        2
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["audit_entry", "audit_target", "audit_member"]
    }

    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        let Some(reading) = readings::reading(&event.aggregate_type, &event.event_type) else {
            return Ok(());
        };
        fold(db, event, reading).await?;
        if event.aggregate_type == "account" && event.event_type == "Erased" {
            forget_member(db, &event.aggregate_id).await?;
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

async fn fold(
    db: &mut SqliteConnection,
    event: &StoredEvent,
    reading: &Reading,
) -> Result<(), ProjectionError> {
    let fields = readings::fields(event).ok_or_else(|| undecodable(event, "no payload"))?;
    let change = (reading.read)(&fields, event)
        .ok_or_else(|| undecodable(event, "fields the audit trail reads are missing"))?;
    let kind = reading.target;
    if let Effect::Merge(set) = &change.effect
        && let Some(email) = set.get("email")
    {
        sqlx::query("INSERT INTO audit_member (id, email) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET email = excluded.email")
            .bind(&change.target_id)
            .bind(email.as_str())
            .execute(&mut *db)
            .await?;
    }
    let (old_label, before) = target(db, kind, &change.target_id).await?;
    let after = change.effect.apply(before.as_ref());
    let label = match kind {
        "user" => member_email(db, &change.target_id).await?,
        _ => change.label.or(old_label),
    };
    if let Some(action) = reading.action {
        let at = restamp(&event.recorded_at)
            .ok_or_else(|| undecodable(event, "recorded_at is not a timestamp"))?;
        let actor = event.meta("actor").unwrap_or_else(|| "system".into());
        let actor_email = match Uuid::parse_str(&actor) {
            Ok(_) => member_email(db, &actor).await?,
            Err(_) => None,
        };
        let changes = diff(
            before.map(impersonal).as_ref(),
            after.clone().map(impersonal).as_ref(),
        );
        sqlx::query(
            "INSERT INTO audit_entry (at, actor_id, actor_email, action, target_kind, target_id,
                                      target_label, changes)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(at)
        .bind(&actor)
        .bind(actor_email)
        .bind(action)
        .bind(kind)
        .bind(&change.target_id)
        .bind(&label)
        .bind(serde_json::to_string(&changes).unwrap_or_else(|_| "[]".into()))
        .execute(&mut *db)
        .await?;
    }
    match after {
        Some(state) => {
            sqlx::query(
                "INSERT INTO audit_target (kind, id, label, state) VALUES (?, ?, ?, ?)
                 ON CONFLICT (kind, id) DO UPDATE SET label = excluded.label, state = excluded.state",
            )
            .bind(kind)
            .bind(&change.target_id)
            .bind(&label)
            .bind(serde_json::Value::Object(state).to_string())
            .execute(&mut *db)
            .await?;
        }
        None => {
            sqlx::query("DELETE FROM audit_target WHERE kind = ? AND id = ?")
                .bind(kind)
                .bind(&change.target_id)
                .execute(&mut *db)
                .await?;
        }
    }
    Ok(())
}

/// A target's label and last state, if it exists.
async fn target(
    db: &mut SqliteConnection,
    kind: &str,
    id: &str,
) -> Result<(Option<String>, Option<State>), ProjectionError> {
    let row: Option<(Option<String>, String)> =
        sqlx::query_as("SELECT label, state FROM audit_target WHERE kind = ? AND id = ?")
            .bind(kind)
            .bind(id)
            .fetch_optional(&mut *db)
            .await?;
    Ok(match row {
        Some((label, state)) => (label, serde_json::from_str(&state).ok()),
        None => (None, None),
    })
}

async fn member_email(
    db: &mut SqliteConnection,
    id: &str,
) -> Result<Option<String>, ProjectionError> {
    let email: Option<Option<String>> =
        sqlx::query_scalar("SELECT email FROM audit_member WHERE id = ?")
            .bind(id)
            .fetch_optional(&mut *db)
            .await?;
    Ok(email.flatten())
}

fn impersonal(mut state: State) -> State {
    for field in PERSONAL_FIELDS {
        state.remove(*field);
    }
    state
}

/// An erased member's address leaves every row, as actor and as target.
async fn forget_member(db: &mut SqliteConnection, id: &str) -> Result<(), ProjectionError> {
    for sql in [
        "UPDATE audit_member SET email = NULL WHERE id = ?",
        "UPDATE audit_entry SET actor_email = NULL WHERE actor_id = ?",
        "UPDATE audit_entry SET target_label = NULL WHERE target_kind = 'user' AND target_id = ?",
        // What an admin wrote to the member is theirs too (the log blanks it as well).
        "UPDATE audit_entry SET changes = '[]' WHERE action = 'member_mailed' AND target_id = ?",
    ] {
        sqlx::query(sql).bind(id).execute(&mut *db).await?;
    }
    Ok(())
}
