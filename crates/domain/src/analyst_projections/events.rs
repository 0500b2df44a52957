use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};

/// What happened to an analyst projection. Each event names who acted (`by`, also the
/// metadata's actor), so that the audit trail reads without the metadata.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AnalystProjectionEvent {
    /// A definition (`version` 1) or a new version of it: the whole SQL text, which
    /// every node folds from event 0 into the projection's own file.
    AnalystProjectionDefined {
        name: String,
        version: u32,
        sql: String,
        by: String,
    },
    /// Retired: every node removes its file; a later definition may reuse the name.
    AnalystProjectionRetired { name: String, by: String },
}

impl DomainEvent for AnalystProjectionEvent {
    fn event_type(&self) -> String {
        match self {
            AnalystProjectionEvent::AnalystProjectionDefined { .. } => "AnalystProjectionDefined",
            AnalystProjectionEvent::AnalystProjectionRetired { .. } => "AnalystProjectionRetired",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
