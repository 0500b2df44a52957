use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::moderation::{Moderated, RequestAction};
use crate::titles::TitleKind;

/// A request's fields once validated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RequestDetails {
    pub content_type: TitleKind,
    pub title: String,
    pub year: Option<i64>,
    /// `None` when blank, and once the member is erased.
    pub description: Option<String>,
    pub director: Option<String>,
    pub genre: Option<String>,
}

/// Where a request stands (labels En attente, Approuvée, Rejetée, Ajoutée).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RequestStatus {
    #[default]
    Pending,
    Approved,
    Rejected,
    Completed,
}

impl RequestStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RequestStatus::Pending => "pending",
            RequestStatus::Approved => "approved",
            RequestStatus::Rejected => "rejected",
            RequestStatus::Completed => "completed",
        }
    }

    /// The screens' label (docs/product.md, admin area §4).
    pub fn label(self) -> &'static str {
        match self {
            RequestStatus::Pending => "En attente",
            RequestStatus::Approved => "Approuvée",
            RequestStatus::Rejected => "Rejetée",
            RequestStatus::Completed => "Ajoutée",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum RequestEvent {
    /// A member asked for a title; the request is pending.
    ContentRequested {
        id: Uuid,
        requester: Uuid,
        week: String,
        details: RequestDetails,
    },
    /// pending → approved.
    ContentRequestApproved(Moderated<RequestStatus>),
    /// pending → rejected, with the reason in the notes.
    ContentRequestRejected(Moderated<RequestStatus>),
    /// approved → completed: the title is in the catalogue ('Ajoutée').
    ContentRequestCompleted(Moderated<RequestStatus>),
    /// rejected or completed → pending ('Remettre en attente').
    ContentRequestReopened(Moderated<RequestStatus>),
    /// New notes; the status stays (`from` = `to`).
    ContentRequestNoted(Moderated<RequestStatus>),
}

impl RequestEvent {
    /// The same event without the member's description (erasure; the fact stays).
    pub fn redacted(self) -> RequestEvent {
        match self {
            RequestEvent::ContentRequested {
                id,
                requester,
                week,
                mut details,
            } => {
                details.description = None;
                RequestEvent::ContentRequested {
                    id,
                    requester,
                    week,
                    details,
                }
            }
            // The team's notes are not the member's words: they stay.
            moderated => moderated,
        }
    }

    pub(super) fn of(action: RequestAction, moderated: Moderated<RequestStatus>) -> RequestEvent {
        match action {
            RequestAction::Approve => RequestEvent::ContentRequestApproved(moderated),
            RequestAction::Reject => RequestEvent::ContentRequestRejected(moderated),
            RequestAction::Complete => RequestEvent::ContentRequestCompleted(moderated),
            RequestAction::Reopen => RequestEvent::ContentRequestReopened(moderated),
            RequestAction::Note => RequestEvent::ContentRequestNoted(moderated),
        }
    }
}

impl DomainEvent for RequestEvent {
    fn event_type(&self) -> String {
        match self {
            RequestEvent::ContentRequested { .. } => "ContentRequested",
            RequestEvent::ContentRequestApproved(_) => "ContentRequestApproved",
            RequestEvent::ContentRequestRejected(_) => "ContentRequestRejected",
            RequestEvent::ContentRequestCompleted(_) => "ContentRequestCompleted",
            RequestEvent::ContentRequestReopened(_) => "ContentRequestReopened",
            RequestEvent::ContentRequestNoted(_) => "ContentRequestNoted",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
