//! View counts: one fact per page visit of a film or a series.
//!
//! Views belong to no aggregate: there is no rule to check before counting one, and
//! an aggregate would be reloaded on every visit and conflict with every concurrent
//! visit of the same title (docs/architecture.md, "Aggregates and facts", docs/adr/0005). The store's
//! fact appender writes these events in group commits; the `views` projection folds
//! them into totals and counts per day.

use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::titles::TitleKind;

/// The `aggregate_type` of the streams view facts are appended to (one stream per
/// node process, never loaded).
pub const VIEWS_TYPE: &str = "views";

/// A fact of the view-count hot path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ViewEvent {
    /// Someone opened the page of a film or a series (once per page visit).
    ViewCounted {
        content_type: TitleKind,
        content_id: Uuid,
    },
}

impl DomainEvent for ViewEvent {
    fn event_type(&self) -> String {
        match self {
            ViewEvent::ViewCounted { .. } => "ViewCounted",
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
    fn a_view_is_stored_externally_tagged_with_a_lowercase_content_type() {
        let id = Uuid::from_u128(7);
        let event = ViewEvent::ViewCounted {
            content_type: TitleKind::Series,
            content_id: id,
        };
        let json = serde_json::to_value(&event).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"ViewCounted": {"content_type": "series", "content_id": id}})
        );
        assert_eq!(serde_json::from_value::<ViewEvent>(json).unwrap(), event);
        assert_eq!(event.event_type(), "ViewCounted");
        assert_eq!(event.event_version(), "1");
    }
}
