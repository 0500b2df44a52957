//! Time travel: one target as it stood at an instant, folded from its own stream
//! with the audit trail's readings (`bobine_projections::audit::readings`), so the
//! history and the trail read every event alike, including events added later.

use bobine_projections::audit::change::{FieldChange, State, diff};
use bobine_projections::audit::queries::{self, ActorView};
use bobine_projections::audit::readings;
use jiff::Timestamp;
use serde::Serialize;
use uuid::Uuid;

use super::paris_time;
use crate::error::AppError;
use crate::node::Node;

/// The kinds of target a history covers, and the aggregate holding each one's
/// stream (its id is the target's id).
const KINDS: &[(&str, &str)] = &[
    ("user", "account"),
    ("movie", "movie"),
    ("series", "series"),
    ("report", "report"),
    ("request", "content_request"),
];

/// A target at an instant.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct History {
    pub kind: String,
    pub id: Uuid,
    /// The instant asked for (RFC 3339, UTC).
    pub at: String,
    /// False when the target had been deleted or erased by then.
    pub exists: bool,
    /// Its fields then (null once deleted).
    #[schema(value_type = Option<std::collections::HashMap<String, serde_json::Value>>)]
    pub state: Option<State>,
    /// Its events up to that instant, oldest first.
    pub events: Vec<HistoryEvent>,
}

/// One event of the target's stream.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct HistoryEvent {
    pub sequence: i64,
    pub event_type: String,
    pub recorded_at: String,
    pub actor: ActorView,
    /// The audit trail's action code, if it is an admin action.
    pub action: Option<String>,
    /// What it changed on the target (empty for events about a part of it, such as
    /// an episode of a series).
    pub changes: Vec<FieldChange>,
}

/// The kinds of target a history covers, as the path names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum HistoryKind {
    User,
    Movie,
    Series,
    Report,
    Request,
}

/// `kind` `id` as it stood at `at` (now when absent). 400 for an unknown kind, 422
/// for a malformed instant, 404 when the target did not exist yet.
pub async fn history(
    node: &Node,
    kind: &str,
    id: &str,
    at: Option<&str>,
) -> Result<History, AppError> {
    let (kind, aggregate_type) = KINDS
        .iter()
        .find(|(name, _)| *name == kind)
        .ok_or_else(|| {
            AppError::malformed(
                "Requête invalide : type de cible inconnu (user, movie, series, report, request)",
            )
        })?;
    // Without an instant, every event so far: the log's own time, not the node's
    // clock (which tests may set elsewhere).
    let at = match at.filter(|at| !at.trim().is_empty()) {
        Some(text) => paris_time::instant(text, "at")?,
        None => Timestamp::now(),
    };
    let not_found = || AppError::not_found("Aucun historique pour cette cible à cette date");
    let id = Uuid::parse_str(id).map_err(|_| not_found())?;
    let stream = node
        .log
        .read_stream(aggregate_type, &id.to_string())
        .await
        .map_err(AppError::internal)?;
    let mut state: Option<State> = None;
    let mut events = Vec::new();
    for event in stream {
        let recorded: Timestamp = event.recorded_at.parse().map_err(AppError::internal)?;
        if recorded > at {
            break;
        }
        let reading = readings::reading(&event.aggregate_type, &event.event_type);
        let change = reading
            .zip(readings::fields(&event))
            .and_then(|(reading, fields)| {
                let change = (reading.read)(&fields, &event)?;
                (reading.target == *kind && change.target_id == id.to_string()).then_some(change)
            });
        let mut changes = Vec::new();
        if let Some(change) = change {
            let after = change.effect.apply(state.as_ref());
            changes = diff(state.as_ref(), after.as_ref());
            state = after;
        }
        let actor = event.meta("actor").unwrap_or_else(|| "system".into());
        events.push(HistoryEvent {
            sequence: event.sequence,
            event_type: event.event_type.clone(),
            recorded_at: event.recorded_at.clone(),
            actor: queries::actor(node.read.reads(), &actor).await?,
            action: reading.and_then(|r| r.action).map(str::to_string),
            changes,
        });
    }
    if events.is_empty() {
        return Err(not_found());
    }
    Ok(History {
        kind: kind.to_string(),
        id,
        at: paris_time::stamp(at),
        exists: state.is_some(),
        state,
        events,
    })
}
