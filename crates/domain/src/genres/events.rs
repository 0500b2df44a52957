use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::category::Category;

/// What happened to the genre list. Events carry the derived slug so that readers
/// never compute it again.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum GenreEvent {
    GenreCreated {
        id: Uuid,
        name: String,
        slug: String,
        category: Category,
    },
    GenreRenamed {
        id: Uuid,
        name: String,
        slug: String,
        category: Category,
    },
    /// Carries the name the genre had, so the audit trail reads without a lookup.
    GenreDeleted {
        id: Uuid,
        name: String,
        category: Category,
    },
}

impl DomainEvent for GenreEvent {
    fn event_type(&self) -> String {
        match self {
            GenreEvent::GenreCreated { .. } => "GenreCreated",
            GenreEvent::GenreRenamed { .. } => "GenreRenamed",
            GenreEvent::GenreDeleted { .. } => "GenreDeleted",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
