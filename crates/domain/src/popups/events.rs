use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// What happened to the login messages. Each event names the admin who acted (`by`,
/// also the metadata's actor) so that the audit trail reads without the metadata.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum PopupEvent {
    /// A new message, inactive until a `PopupActivated` follows.
    PopupCreated {
        id: Uuid,
        title: String,
        content: String,
        by: String,
    },
    /// The message's new title and content.
    PopupEdited {
        id: Uuid,
        title: String,
        content: String,
        by: String,
    },
    /// The message became the active one; `replaced` is the one that was active
    /// until then (now inactive), if any.
    PopupActivated {
        id: Uuid,
        replaced: Option<Uuid>,
        by: String,
    },
    /// The active message was switched off: none is active now.
    PopupDeactivated { id: Uuid, by: String },
    /// Carries the title the message had, so the audit trail reads without a lookup.
    PopupDeleted { id: Uuid, title: String, by: String },
}

impl DomainEvent for PopupEvent {
    fn event_type(&self) -> String {
        match self {
            PopupEvent::PopupCreated { .. } => "PopupCreated",
            PopupEvent::PopupEdited { .. } => "PopupEdited",
            PopupEvent::PopupActivated { .. } => "PopupActivated",
            PopupEvent::PopupDeactivated { .. } => "PopupDeactivated",
            PopupEvent::PopupDeleted { .. } => "PopupDeleted",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
