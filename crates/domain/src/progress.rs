//! Watch progress: where a member stopped in a film or an episode (docs/product.md, member side
//! §7, `user_watch_history`).
//!
//! Like views, a position belongs to no aggregate: the player saves one every 30 s of
//! playback, and nothing must be loaded to accept it (docs/architecture.md, "Aggregates and facts",
//! docs/adr/0005). The store's fact appender writes these facts in group commits;
//! the `watch_history` projection keeps each member's latest position per title.

use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The `aggregate_type` of the streams progress facts are appended to (one stream
/// per node process, never loaded).
pub const PROGRESS_TYPE: &str = "watch_progress";

/// Completed above this share of the duration (docs/product.md, member side §9: "completed
/// above 90 %").
pub const COMPLETED_SHARE: f64 = 0.9;

/// What a member watches: a film or one episode of a series. Stored and sent as
/// `movie` or `episode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum WatchedKind {
    Movie,
    Episode,
}

impl WatchedKind {
    /// The stored name: `movie` or `episode`.
    pub fn as_str(self) -> &'static str {
        match self {
            WatchedKind::Movie => "movie",
            WatchedKind::Episode => "episode",
        }
    }
}

/// What a member removes from their history: a film, an episode, or a series (every
/// episode of it they started). Sent as `movie`, `episode` or `series`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum HistoryEntryKind {
    Movie,
    Episode,
    Series,
}

/// Whether a position counts as watched: the client says playback ended, or the
/// position is above 90 % of a known duration.
pub fn is_completed(progress_seconds: u32, duration_seconds: Option<u32>, ended: bool) -> bool {
    ended
        || duration_seconds
            .is_some_and(|d| d > 0 && f64::from(progress_seconds) > COMPLETED_SHARE * f64::from(d))
}

/// A fact of the watch-progress hot path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ProgressEvent {
    /// A member's player reported a position (every 30 s of playback and at the end).
    /// `member` is the account's id: an erased member's facts keep it, and the
    /// projection forgets their history at the erasure (docs/events.md).
    ProgressSaved {
        member: Uuid,
        content_type: WatchedKind,
        content_id: Uuid,
        progress_seconds: u32,
        completed: bool,
    },
    /// A member removed titles from their history and "Reprendre": a film, an
    /// episode, or every episode of a series they started (`content_ids`, resolved
    /// when the member asked, so that a replay removes exactly those).
    HistoryEntriesRemoved {
        member: Uuid,
        content_ids: Vec<Uuid>,
    },
    /// A member cleared their whole history.
    HistoryCleared { member: Uuid },
}

impl DomainEvent for ProgressEvent {
    fn event_type(&self) -> String {
        match self {
            ProgressEvent::ProgressSaved { .. } => "ProgressSaved",
            ProgressEvent::HistoryEntriesRemoved { .. } => "HistoryEntriesRemoved",
            ProgressEvent::HistoryCleared { .. } => "HistoryCleared",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_stored_externally_tagged_with_a_lowercase_content_type() {
        let (member, id) = (Uuid::from_u128(1), Uuid::from_u128(7));
        let event = ProgressEvent::ProgressSaved {
            member,
            content_type: WatchedKind::Episode,
            content_id: id,
            progress_seconds: 90,
            completed: false,
        };
        let json = serde_json::to_value(&event).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"ProgressSaved": {"member": member, "content_type": "episode",
                "content_id": id, "progress_seconds": 90, "completed": false}})
        );
        assert_eq!(
            serde_json::from_value::<ProgressEvent>(json).unwrap(),
            event
        );
        assert_eq!(event.event_type(), "ProgressSaved");
    }

    #[test]
    fn completed_above_ninety_percent_or_at_the_end() {
        assert!(!is_completed(5400, Some(6000), false));
        assert!(is_completed(5401, Some(6000), false));
        assert!(is_completed(10, Some(6000), true));
        assert!(!is_completed(10, None, false));
        assert!(is_completed(10, None, true));
    }
}
