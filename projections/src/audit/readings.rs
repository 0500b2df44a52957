//! THE table of the audit trail: which events it shows, under which action, about
//! which target, and how each event changes that target.
//!
//! Adding an event to the trail (or to the admin history) is one row of [`READINGS`]:
//! the event's aggregate and type, the action code the trail shows (`None` for an
//! event that only shapes a target's state, such as a sign-up), the target kind, and
//! a function reading the payload's fields into a [`Change`]. Raise
//! `Audit::version` in `mod.rs` with it, so the trail is rebuilt with the new rows.
//! Its French label and sentence are a row of `wording.rs` (the tests fail without
//! it); the web screen names each action code in `web/src/features/admin-audit/texts.ts`.

use std::sync::LazyLock;

use bobine_domain::moderation::ProblemType;
use bobine_domain::series::{EpisodeDetails, SeriesDetails};
use bobine_store::StoredEvent;
use serde_json::{Map, Value, json};

use super::change::{Change, Effect, State};

/// How the trail reads one kind of event.
pub struct Reading {
    pub aggregate_type: &'static str,
    pub event_type: &'static str,
    /// The action code shown in the trail; `None`: not an admin action, it only
    /// shapes the target's state for the history (a sign-up, a report filed).
    pub action: Option<&'static str>,
    /// user, movie, series, episode, genre, report, request, popup, projection or
    /// analyst_projection.
    pub target: &'static str,
    /// The payload's fields (the object inside the event's tag) as a change; `None`
    /// when they cannot be read.
    pub read: fn(&Value, &StoredEvent) -> Option<Change>,
}

impl Reading {
    /// Whether folding the event changes nothing the trail keeps: what a member does
    /// on their own account (a sign-in, a session) is listed in their history straight
    /// from the log, so the fold need not even read its payload.
    pub fn keeps_nothing(&self) -> bool {
        self.action.is_none()
            && std::ptr::fn_addr_eq(
                self.read,
                unchanged as fn(&Value, &StoredEvent) -> Option<Change>,
            )
    }
}

/// The reading of an event, if the trail or the history knows it.
pub fn reading(aggregate_type: &str, event_type: &str) -> Option<&'static Reading> {
    READINGS
        .iter()
        .find(|r| r.aggregate_type == aggregate_type && r.event_type == event_type)
}

/// The aggregates of [`READINGS`], each once: all the trail folds.
pub(crate) fn aggregates() -> &'static [&'static str] {
    static AGGREGATES: LazyLock<Vec<&'static str>> = LazyLock::new(|| {
        let mut aggregates: Vec<_> = READINGS.iter().map(|r| r.aggregate_type).collect();
        aggregates.sort_unstable();
        aggregates.dedup();
        aggregates
    });
    &AGGREGATES
}

/// The payload's fields: the object inside the externally tagged event.
pub fn fields(event: &StoredEvent) -> Option<Value> {
    let payload: Value = serde_json::from_str(&event.payload).ok()?;
    payload.get(&event.event_type).cloned()
}

/// Every event the trail or the history reads, one row each (a table: rustfmt leaves
/// it as written).
#[rustfmt::skip]
pub static READINGS: &[Reading] = &[
    // Members (aggregate `account`, the target is the stream's user).
    row("account", "Registered", None, "user", registered),
    row("account", "EmailConfirmed", None, "user", registered),
    // What a member does on their own account: listed in their history, no field.
    row("account", "SignedIn", None, "user", unchanged),
    row("account", "SignInFailed", None, "user", unchanged),
    row("account", "TotpStarted", None, "user", unchanged),
    row("account", "TotpEnabled", Some("two_factor_added"), "user", unchanged),
    row("account", "TotpCodeUsed", None, "user", unchanged),
    row("account", "RecoveryCodeUsed", None, "user", unchanged),
    row("account", "TwoFactorRemoved", Some("two_factor_removed"), "user", unchanged),
    row("account", "TwoFactorRequired", Some("two_factor_required"), "user", unchanged),
    row("account", "PasskeyAdded", Some("passkey_added"), "user", unchanged),
    row("account", "PasskeyUsed", None, "user", unchanged),
    row("account", "PasskeyRemoved", Some("passkey_removed"), "user", unchanged),
    row("account", "SessionsEnded", None, "user", unchanged),
    row("account", "SessionStarted", None, "user", unchanged),
    row("account", "SessionSeen", None, "user", unchanged),
    row("account", "SessionEnded", None, "user", unchanged),
    row("account", "ArchiveDownloaded", Some("archive_downloaded"), "user", unchanged),
    row("account", "EmailConfirmationSent", None, "user", unchanged),
    row("account", "PasswordChanged", None, "user", unchanged),
    row("account", "PasswordResetRequested", None, "user", unchanged),
    row("account", "PasswordReset", None, "user", unchanged),
    row("account", "ReferralKeyGenerated", None, "user", unchanged),
    row("account", "ReferralKeyUsed", None, "user", unchanged),
    row("account", "PreferencesChanged", None, "user", unchanged),
    row("account", "DigestPreferenceChanged", None, "user", unchanged),
    row("account", "Banned", Some("banned"), "user", banned),
    row("account", "Unbanned", Some("unbanned"), "user", unbanned),
    row("account", "AdminGranted", Some("admin_granted"), "user", |_, e| member(e, json!({"is_admin": true}))),
    row("account", "AdminRevoked", Some("admin_revoked"), "user", |_, e| member(e, json!({"is_admin": false}))),
    row("account", "Erased", Some("erased"), "user", |_, e| removed(&e.aggregate_id)),
    row("account", "AnalystGranted", Some("analyst_granted"), "user", |_, e| member(e, json!({"is_analyst": true}))),
    row("account", "AnalystRevoked", Some("analyst_revoked"), "user", |_, e| member(e, json!({"is_analyst": false}))),
    row("account", "MemberMailed", Some("member_mailed"), "user", |f, e| {
        member(e, json!({"mail_subject": f.get("subject")?, "mail_body": f.get("body")?}))
    }),
    // Films.
    row("movie", "MovieAdded", Some("movie_added"), "movie", details),
    row("movie", "MovieEdited", Some("movie_edited"), "movie", details),
    row("movie", "MovieDeleted", Some("movie_deleted"), "movie", deleted),
    // Series and animes, and their episodes.
    row("series", "SeriesAdded", Some("series_added"), "series", series),
    row("series", "SeriesEdited", Some("series_edited"), "series", series),
    row("series", "SeriesDeleted", Some("series_deleted"), "series", deleted),
    row("series", "EpisodeAdded", Some("episode_added"), "episode", episode),
    row("series", "EpisodeEdited", Some("episode_edited"), "episode", episode),
    row("series", "EpisodeRemoved", Some("episode_removed"), "episode", |f, _| removed(f.get("episode_id")?.as_str()?)),
    // Genres (one stream holds them all: the target is the payload's genre).
    row("genres", "GenreCreated", Some("genre_created"), "genre", genre),
    row("genres", "GenreRenamed", Some("genre_renamed"), "genre", genre),
    row("genres", "GenreDeleted", Some("genre_deleted"), "genre", |f, _| {
        Some(Change { label: text(f, "name"), ..removed(f.get("id")?.as_str()?)? })
    }),
    // Reports and content requests: filed by members, then decided by admins.
    row("report", "ReportFiled", None, "report", report),
    row("report", "ReportTakenInCharge", Some("report_taken"), "report", decision),
    row("report", "ReportResolved", Some("report_resolved"), "report", decision),
    row("report", "ReportRejected", Some("report_rejected"), "report", decision),
    row("content_request", "ContentRequested", None, "request", request),
    row("content_request", "ContentRequestApproved", Some("request_approved"), "request", decision),
    row("content_request", "ContentRequestRejected", Some("request_rejected"), "request", decision),
    row("content_request", "ContentRequestCompleted", Some("request_completed"), "request", decision),
    row("content_request", "ContentRequestReopened", Some("request_reopened"), "request", decision),
    row("content_request", "ContentRequestNoted", Some("request_noted"), "request", decision),
    // Ban appeals: filed by the banned member, decided by an admin; the target is the
    // member, so their history shows the appeal beside the ban.
    row("appeal", "AppealFiled", Some("appeal_filed"), "user", |f, _| {
        appeal(f, json!({"appeal_status": "pending", "appeal_notes": null}))
    }),
    row("appeal", "AppealAccepted", Some("appeal_accepted"), "user", appeal_decision),
    row("appeal", "AppealRejected", Some("appeal_rejected"), "user", appeal_decision),
    // Login messages (one stream holds them all: the target is the payload's message).
    row("popup_board", "PopupCreated", Some("popup_created"), "popup", popup),
    row("popup_board", "PopupEdited", Some("popup_edited"), "popup", popup),
    row("popup_board", "PopupActivated", Some("popup_activated"), "popup", |f, _| {
        merged(f.get("id")?.as_str()?, json!({"is_active": true}))
    }),
    row("popup_board", "PopupDeactivated", Some("popup_deactivated"), "popup", |f, _| {
        merged(f.get("id")?.as_str()?, json!({"is_active": false}))
    }),
    row("popup_board", "PopupDeleted", Some("popup_deleted"), "popup", |f, _| {
        Some(Change { label: text(f, "title"), ..removed(f.get("id")?.as_str()?)? })
    }),
    // Read models rebuilt from the projections screen.
    row("projection_rebuild", "ProjectionRebuildStarted", Some("projection_rebuilt"), "projection", |f, _| {
        let name = f.get("projection")?.as_str()?;
        Some(Change { label: Some(name.to_string()), ..merged(name, json!({"rebuilding": true}))? })
    }),
    // Analysts' projections: each definition and version with its whole SQL text.
    row("analyst_projection", "AnalystProjectionDefined", Some("analyst_projection_defined"), "analyst_projection", |f, _| {
        let state = json!({"version": f.get("version")?, "sql": f.get("sql")?});
        replaced(f.get("name")?.as_str()?, text(f, "name"), object(state))
    }),
    row("analyst_projection", "AnalystProjectionRetired", Some("analyst_projection_retired"), "analyst_projection", |f, _| {
        Some(Change { label: text(f, "name"), ..removed(f.get("name")?.as_str()?)? })
    }),
];

const fn row(
    aggregate_type: &'static str,
    event_type: &'static str,
    action: Option<&'static str>,
    target: &'static str,
    read: fn(&Value, &StoredEvent) -> Option<Change>,
) -> Reading {
    Reading {
        aggregate_type,
        event_type,
        action,
        target,
        read,
    }
}

fn text(fields: &Value, name: &str) -> Option<String> {
    fields.get(name)?.as_str().map(str::to_string)
}

fn object(value: Value) -> State {
    match value {
        Value::Object(map) => map,
        _ => Map::new(),
    }
}

fn replaced(id: &str, label: Option<String>, state: State) -> Option<Change> {
    Some(Change {
        target_id: id.to_string(),
        label,
        effect: Effect::Replace(state),
    })
}

fn removed(id: &str) -> Option<Change> {
    Some(Change {
        target_id: id.to_string(),
        label: None,
        effect: Effect::Remove,
    })
}

fn merged(id: &str, fields: Value) -> Option<Change> {
    Some(Change {
        target_id: id.to_string(),
        label: None,
        effect: Effect::Merge(object(fields)),
    })
}

/// A moderation decision: the status it leads to and the team's notes.
fn decision(fields: &Value, event: &StoredEvent) -> Option<Change> {
    merged(
        &event.aggregate_id,
        json!({"status": fields.get("to")?, "admin_notes": fields.get("admin_notes")?}),
    )
}

/// An appeal's state on its member: `fields` merged into the member `member` names.
fn appeal(fields: &Value, state: Value) -> Option<Change> {
    merged(fields.get("member")?.as_str()?, state)
}

/// A decision on an appeal: its status and the team's note.
fn appeal_decision(fields: &Value, _: &StoredEvent) -> Option<Change> {
    appeal(
        fields,
        json!({"appeal_status": fields.get("to")?, "appeal_notes": fields.get("admin_notes")?}),
    )
}

/// A login message as written: its title and its text.
fn popup(fields: &Value, _: &StoredEvent) -> Option<Change> {
    let state = json!({"title": fields.get("title")?, "content": fields.get("content")?});
    replaced(
        fields.get("id")?.as_str()?,
        text(fields, "title"),
        object(state),
    )
}

fn member(event: &StoredEvent, fields: Value) -> Option<Change> {
    Some(Change {
        target_id: event.aggregate_id.clone(),
        label: None,
        effect: Effect::Merge(object(fields)),
    })
}

/// A sign-up or a confirmed address: the member's address (blank once erased).
fn registered(fields: &Value, event: &StoredEvent) -> Option<Change> {
    let email = text(fields, "email").filter(|e| !e.is_empty());
    member(event, json!({"email": email}))
}

/// An event that changes none of the fields the trail shows.
fn unchanged(_: &Value, event: &StoredEvent) -> Option<Change> {
    member(event, json!({}))
}

/// A report as filed, named by its problem and the title it is about: « Problème de
/// son » sur « Amélie ».
fn report(fields: &Value, event: &StoredEvent) -> Option<Change> {
    let problem: ProblemType = serde_json::from_value(fields.get("problem_type")?.clone()).ok()?;
    let title = text(fields, "content_title")?;
    let label = format!("« {} » sur « {title} »", problem.label());
    replaced(
        &event.aggregate_id,
        Some(label),
        fields.as_object()?.clone(),
    )
}

fn banned(fields: &Value, event: &StoredEvent) -> Option<Change> {
    member(
        event,
        json!({"ban_reason": fields.get("reason")?, "ban_days": fields.get("days")?,
               "banned_until": fields.get("until")?}),
    )
}

fn unbanned(_: &Value, event: &StoredEvent) -> Option<Change> {
    member(
        event,
        json!({"ban_reason": null, "ban_days": null, "banned_until": null}),
    )
}

/// A film's details, whole.
fn details(fields: &Value, _: &StoredEvent) -> Option<Change> {
    let details = fields.get("details")?.clone();
    replaced(
        fields.get("id")?.as_str()?,
        text(&details, "title"),
        object(details),
    )
}

/// A series' details, read as the domain reads them (older versions had no `anime`).
fn series(fields: &Value, _: &StoredEvent) -> Option<Change> {
    let details: SeriesDetails = serde_json::from_value(fields.get("details")?.clone()).ok()?;
    let details = serde_json::to_value(details).ok()?;
    replaced(
        fields.get("id")?.as_str()?,
        text(&details, "title"),
        object(details),
    )
}

/// Deleted, with the title it had.
fn deleted(fields: &Value, _: &StoredEvent) -> Option<Change> {
    Some(Change {
        label: text(fields, "title"),
        ..removed(fields.get("id")?.as_str()?)?
    })
}

fn episode(fields: &Value, _: &StoredEvent) -> Option<Change> {
    let details: EpisodeDetails = serde_json::from_value(fields.get("details")?.clone()).ok()?;
    let mut label = format!(
        "Saison {}, épisode {}",
        details.season_number, details.episode_number
    );
    if !details.title.is_empty() {
        label = format!("{label} · {}", details.title);
    }
    let mut state = object(serde_json::to_value(details).ok()?);
    state.insert("series_id".into(), fields.get("series_id")?.clone());
    replaced(fields.get("episode_id")?.as_str()?, Some(label), state)
}

fn genre(fields: &Value, _: &StoredEvent) -> Option<Change> {
    let state = json!({"name": fields.get("name")?, "slug": fields.get("slug")?,
                       "category": fields.get("category")?});
    replaced(
        fields.get("id")?.as_str()?,
        text(fields, "name"),
        object(state),
    )
}

/// A content request: its details, flat, beside who asked and in which week.
fn request(fields: &Value, event: &StoredEvent) -> Option<Change> {
    let mut state = fields.as_object()?.clone();
    if let Some(Value::Object(details)) = state.remove("details") {
        state.extend(details);
    }
    let label = text(&Value::Object(state.clone()), "title");
    replaced(&event.aggregate_id, label, state)
}
