use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::ProblemType;
use crate::moderation::{Moderated, ReportAction};
use crate::titles::TargetKind;

/// Where a report stands (docs/product.md, member side §4).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ReportStatus {
    #[default]
    Pending,
    InProgress,
    Resolved,
    Rejected,
}

impl ReportStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ReportStatus::Pending => "pending",
            ReportStatus::InProgress => "in_progress",
            ReportStatus::Resolved => "resolved",
            ReportStatus::Rejected => "rejected",
        }
    }

    /// The screen's label (docs/product.md, admin area §4).
    pub fn label(self) -> &'static str {
        match self {
            ReportStatus::Pending => "En attente",
            ReportStatus::InProgress => "En cours",
            ReportStatus::Resolved => "Résolu",
            ReportStatus::Rejected => "Rejeté",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ReportEvent {
    /// A member reported a problem; the report is pending.
    ReportFiled {
        id: Uuid,
        reporter: Uuid,
        content_type: TargetKind,
        content_id: Uuid,
        content_title: String,
        problem_type: ProblemType,
        /// What the member wrote; `None` when they wrote nothing, and once they are
        /// erased.
        description: Option<String>,
    },
    /// An admin took the report in charge (pending → in_progress).
    ReportTakenInCharge(Moderated<ReportStatus>),
    /// An admin marked it resolved (from pending or in_progress).
    ReportResolved(Moderated<ReportStatus>),
    /// An admin rejected it, saying why in the notes.
    ReportRejected(Moderated<ReportStatus>),
}

impl ReportEvent {
    /// The same event without what the member wrote: what the log keeps once they
    /// are erased (the fact and the reporter's id stay).
    pub fn redacted(self) -> ReportEvent {
        match self {
            ReportEvent::ReportFiled {
                description: _,
                id,
                reporter,
                content_type,
                content_id,
                content_title,
                problem_type,
            } => ReportEvent::ReportFiled {
                id,
                reporter,
                content_type,
                content_id,
                content_title,
                problem_type,
                description: None,
            },
            // The team's notes are not the member's words: they stay.
            moderated => moderated,
        }
    }

    pub(super) fn of(action: ReportAction, moderated: Moderated<ReportStatus>) -> ReportEvent {
        match action {
            ReportAction::Take => ReportEvent::ReportTakenInCharge(moderated),
            ReportAction::Resolve => ReportEvent::ReportResolved(moderated),
            ReportAction::Reject => ReportEvent::ReportRejected(moderated),
        }
    }
}

impl DomainEvent for ReportEvent {
    fn event_type(&self) -> String {
        match self {
            ReportEvent::ReportFiled { .. } => "ReportFiled",
            ReportEvent::ReportTakenInCharge(_) => "ReportTakenInCharge",
            ReportEvent::ReportResolved(_) => "ReportResolved",
            ReportEvent::ReportRejected(_) => "ReportRejected",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
