//! Visits: one fact per visitor and Europe/Paris day (docs/product.md, member side §3;
//! the analytics screen, admin area §2 "Analytics", counts them).
//!
//! Like views, visits belong to no aggregate (docs/architecture.md, "Aggregates and facts"): they are
//! appended to a per-node stream in group commits. A visitor is a random id the
//! browser keeps; no address and no member is recorded with it, so a visit says
//! nothing about who made it (docs/adr/0012).

use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

/// The `aggregate_type` of the streams visit facts are appended to (one stream per
/// node process, never loaded).
pub const VISITS_TYPE: &str = "visits";

/// A fact of the visitor-tracking hot path.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum VisitEvent {
    /// The browser `visitor_id` loaded the app on `day` (YYYY-MM-DD, Europe/Paris,
    /// by the node's clock). A node records a visitor's first load of a day; two
    /// nodes may both record it, and the projection counts it once.
    VisitRecorded { visitor_id: Uuid, day: String },
    /// A visitor loaded the app on `day`, known only by `visitor`: a keyed hash of
    /// the browser's id under a key of that Paris day alone, so that no two days of
    /// one browser can be linked through the log (docs/adr/0039). Replaces
    /// `VisitRecorded`, whose facts stay as they were.
    VisitCounted { visitor: String, day: String },
}

impl DomainEvent for VisitEvent {
    fn event_type(&self) -> String {
        match self {
            VisitEvent::VisitRecorded { .. } => "VisitRecorded",
            VisitEvent::VisitCounted { .. } => "VisitCounted",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
