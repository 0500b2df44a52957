//! Time travel: one target as it stood at an instant, folded from its own stream
//! with the audit trail's readings (`bobine_projections::audit::readings`), so the
//! history and the trail read every event alike, including events added later; each
//! event told in French with the trail's wording, fields labelled as the forms label
//! them (`bobine_projections::audit::fields`).

use bobine_projections::audit::change::{State, diff};
use bobine_projections::audit::fields::{self, FieldChange, StateField};
use bobine_projections::audit::lookup::Known;
use bobine_projections::audit::queries::{self, ActorView};
use bobine_projections::audit::sentence::{self, Context};
use bobine_projections::audit::{readings, wording};
use bobine_store::StoredEvent;
use jiff::Timestamp;
use serde::Serialize;
use serde_json::Value;
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
    /// Its fields then, labelled and written as the admin forms show them, in the
    /// forms' order (null once deleted).
    pub state: Option<Vec<StateField>>,
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
    /// What happened, in French (« Bannissement », « Connexion »).
    pub label: String,
    /// One French sentence naming who did what to which target.
    pub summary: String,
    /// What it changed on the target (empty for events about a part of it, such as
    /// an episode of a series), labelled as the forms label it.
    pub changes: Vec<FieldChange>,
    /// « effacé le … par … » when a member's erasure rewrote this event's personal
    /// data since (the hash chain keeps what was first written; docs/adr/0037).
    pub redacted: Option<String>,
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
    let stream: Vec<StoredEvent> = stream
        .into_iter()
        .take_while(|event| {
            event
                .recorded_at
                .parse::<Timestamp>()
                .is_ok_and(|recorded| recorded <= at)
        })
        .collect();
    let mut known = Known {
        names: queries::names(node.read.reads(), &mentioned(&stream)).await?,
        ..Known::default()
    };
    let mut redacted = super::erased::notes(node, aggregate_type, &id.to_string()).await?;
    let own = (kind.to_string(), id.to_string());
    let mut state: Option<State> = None;
    let mut label: Option<String> = None;
    let mut events = Vec::new();
    for event in &stream {
        let actor = event.meta("actor").unwrap_or_else(|| "system".into());
        let actor = queries::actor(node.read.reads(), &actor).await?;
        let reading = readings::reading(&event.aggregate_type, &event.event_type);
        let fields = readings::fields(event).unwrap_or(Value::Null);
        let change = reading.and_then(|reading| Some((reading, (reading.read)(&fields, event)?)));
        let mut told = Told::default();
        let mut changes = Vec::new();
        if let Some((reading, change)) = change {
            let ours = reading.target == *kind && change.target_id == id.to_string();
            let (before, after) = if ours {
                let after = change.effect.apply(state.as_ref());
                label = change.label.clone().or(label);
                (state.clone(), after)
            } else {
                (None, None)
            };
            let context = Context {
                kind: reading.target,
                fields: &fields,
                before: before.as_ref(),
                after: after.as_ref(),
                label: if ours {
                    label.as_deref()
                } else {
                    change.label.as_deref()
                },
                lookup: &known,
            };
            told = tell(event, &context, &actor);
            if ours {
                changes = fields::changes(kind, &diff(before.as_ref(), after.as_ref()), &known);
                state = after;
                match &state {
                    Some(now) => known.states.insert(own.clone(), now.clone()),
                    None => known.states.remove(&own),
                };
            }
        }
        events.push(HistoryEvent {
            sequence: event.sequence,
            event_type: event.event_type.clone(),
            recorded_at: event.recorded_at.clone(),
            actor,
            action: reading.and_then(|r| r.action).map(str::to_string),
            label: told.label,
            summary: told.summary,
            changes,
            redacted: redacted.remove(&event.sequence),
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
        state: state.map(|state| fields::state(kind, &state, &known)),
        events,
    })
}

/// An event's French label and sentence.
struct Told {
    label: String,
    summary: String,
}

impl Default for Told {
    /// What an event no wording knows reads as (never its internal name).
    fn default() -> Self {
        Told {
            label: "Autre événement".into(),
            summary: "Un événement a été enregistré".into(),
        }
    }
}

fn tell(event: &StoredEvent, context: &Context, actor: &ActorView) -> Told {
    let Some(wording) = wording::wording(&event.aggregate_type, &event.event_type) else {
        return Told::default();
    };
    let Ok(composed) = sentence::compose(wording.template, context) else {
        return Told::default();
    };
    let member = context
        .after
        .or(context.before)
        .and_then(|state| state.get("email"))
        .and_then(Value::as_str);
    Told {
        label: wording.label.into(),
        summary: sentence::finish(
            &composed,
            &queries::actor_name(actor),
            &sentence::member_name(member),
        ),
    }
}

/// The ids a stream's events name (genres, series, episodes), whose names the
/// history reads beforehand.
fn mentioned(stream: &[StoredEvent]) -> Vec<String> {
    fn walk(value: &Value, ids: &mut Vec<String>) {
        match value {
            Value::String(text) if Uuid::parse_str(text).is_ok() => ids.push(text.clone()),
            Value::Array(items) => items.iter().for_each(|item| walk(item, ids)),
            Value::Object(map) => map.values().for_each(|item| walk(item, ids)),
            _ => {}
        }
    }
    let mut ids = Vec::new();
    for event in stream {
        if let Some(fields) = readings::fields(event) {
            walk(&fields, &mut ids);
        }
    }
    ids.sort();
    ids.dedup();
    ids
}
