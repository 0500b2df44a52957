//! What the team decides about a report or a request (docs/product.md, admin area §2 and §4):
//! the actions an admin may take, from which statuses, and the notes they write.
//!
//! The transitions are decided here, on the write side, whatever a client sends: the
//! screens only offer the same ones. Every decision's event names the acting admin
//! and carries the status before and after, so the audit trail reads the log as is.

use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{ReportError, ReportStatus, RequestError, RequestStatus};
use crate::titles::{FieldError, Input, TextField};

/// The team's notes on a report or a request: shown to the member, mailed to them.
/// 2,000 characters, as a member's description: room for an explanation, not a file.
pub const ADMIN_NOTES: TextField = TextField {
    name: "admin_notes",
    label: "La note",
    max_chars: 2000,
};

/// What every moderation event carries (one payload shape for both aggregates).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Moderated<S> {
    /// The report's or the request's id.
    pub id: Uuid,
    /// The acting admin: their user id, or `operator` for the operator token.
    pub by: String,
    pub from: S,
    pub to: S,
    /// The notes as they stand after the decision (`None`: no notes). They replace
    /// the previous ones: the screen's modal starts from them.
    pub admin_notes: Option<String>,
}

/// What an admin may do to a report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ReportAction {
    /// 'Prendre en charge': pending only.
    Take,
    /// 'Marquer résolu': pending or in progress; notes optional.
    Resolve,
    /// 'Rejeter': pending or in progress; notes required.
    Reject,
}

impl ReportAction {
    /// The status it leads to, if `from` allows it.
    pub fn target(self, from: ReportStatus) -> Option<ReportStatus> {
        use ReportStatus::*;
        match (self, from) {
            (ReportAction::Take, Pending) => Some(InProgress),
            (ReportAction::Resolve, Pending | InProgress) => Some(Resolved),
            (ReportAction::Reject, Pending | InProgress) => Some(Rejected),
            _ => None,
        }
    }

    /// Checks `admin_notes` as the aggregate will (at most 2,000 characters, required
    /// to reject), before any report is loaded: a bulk decision refuses bad notes
    /// once, not once per report.
    pub fn check_notes(self, admin_notes: &Input) -> Result<(), ReportError> {
        notes(admin_notes, self == ReportAction::Reject)
            .map(drop)
            .map_err(ReportError::from)
    }

    /// "pris en charge", for the refusal's sentence.
    pub fn past_participle(self) -> &'static str {
        match self {
            ReportAction::Take => "pris en charge",
            ReportAction::Resolve => "marqué résolu",
            ReportAction::Reject => "rejeté",
        }
    }
}

/// What an admin may do to a content request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum RequestAction {
    /// pending → approved.
    Approve,
    /// pending → rejected; notes required.
    Reject,
    /// approved → completed ('Ajoutée').
    Complete,
    /// rejected or completed → pending ('Remettre en attente').
    Reopen,
    /// 'Ajouter note': any status, kept.
    Note,
}

impl RequestAction {
    /// The status it leads to, if `from` allows it.
    pub fn target(self, from: RequestStatus) -> Option<RequestStatus> {
        use RequestStatus::*;
        match (self, from) {
            (RequestAction::Approve, Pending) => Some(Approved),
            (RequestAction::Reject, Pending) => Some(Rejected),
            (RequestAction::Complete, Approved) => Some(Completed),
            (RequestAction::Reopen, Rejected | Completed) => Some(Pending),
            (RequestAction::Note, status) => Some(status),
            _ => None,
        }
    }

    /// Checks `admin_notes` as the aggregate will (at most 2,000 characters, required
    /// to reject), before any request is loaded (a bulk decision).
    pub fn check_notes(self, admin_notes: &Input) -> Result<(), RequestError> {
        notes(admin_notes, self == RequestAction::Reject)
            .map(drop)
            .map_err(RequestError::from)
    }

    /// "approuvée", for the refusal's sentence.
    pub fn past_participle(self) -> &'static str {
        match self {
            RequestAction::Approve => "approuvée",
            RequestAction::Reject => "rejetée",
            RequestAction::Complete => "marquée comme ajoutée",
            RequestAction::Reopen => "remise en attente",
            RequestAction::Note => "annotée",
        }
    }
}

/// Why a decision about a report or a request was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DecisionRefusal {
    /// The notes are too long or hold control characters.
    Invalid(FieldError),
    /// A rejection without notes.
    NotesRequired,
}

/// The notes of a decision, checked: at most [`ADMIN_NOTES`]' length, and required to
/// reject (docs/product.md, admin area §5).
pub fn notes(input: &Input, rejecting: bool) -> Result<Option<String>, DecisionRefusal> {
    let notes = ADMIN_NOTES
        .optional(input)
        .map_err(DecisionRefusal::Invalid)?;
    if rejecting && notes.is_none() {
        return Err(DecisionRefusal::NotesRequired);
    }
    Ok(notes)
}

/// The decision of admin `admin-1` on the report or request of id 1, as the tests of
/// both aggregates expect it.
#[cfg(test)]
pub(super) fn decided_by_admin_1<S>(from: S, to: S, notes: Option<&str>) -> Moderated<S> {
    Moderated {
        id: Uuid::from_u128(1),
        by: "admin-1".into(),
        from,
        to,
        admin_notes: notes.map(String::from),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_report_is_taken_from_pending_only_and_closed_from_pending_or_in_progress() {
        use ReportStatus::*;
        let table = [
            (ReportAction::Take, [Some(InProgress), None, None, None]),
            (
                ReportAction::Resolve,
                [Some(Resolved), Some(Resolved), None, None],
            ),
            (
                ReportAction::Reject,
                [Some(Rejected), Some(Rejected), None, None],
            ),
        ];
        for (action, targets) in table {
            for (from, target) in [Pending, InProgress, Resolved, Rejected]
                .into_iter()
                .zip(targets)
            {
                assert_eq!(action.target(from), target, "{action:?} from {from:?}");
            }
        }
    }

    #[test]
    fn a_request_follows_the_spec_transitions_and_a_note_keeps_the_status() {
        use RequestStatus::*;
        let all = [Pending, Approved, Rejected, Completed];
        let table = [
            (RequestAction::Approve, [Some(Approved), None, None, None]),
            (RequestAction::Reject, [Some(Rejected), None, None, None]),
            (RequestAction::Complete, [None, Some(Completed), None, None]),
            (
                RequestAction::Reopen,
                [None, None, Some(Pending), Some(Pending)],
            ),
            (
                RequestAction::Note,
                [
                    Some(Pending),
                    Some(Approved),
                    Some(Rejected),
                    Some(Completed),
                ],
            ),
        ];
        for (action, targets) in table {
            for (from, target) in all.into_iter().zip(targets) {
                assert_eq!(action.target(from), target, "{action:?} from {from:?}");
            }
        }
    }

    #[test]
    fn notes_are_required_only_to_reject_and_bounded() {
        assert_eq!(notes(&Input::text("  "), false), Ok(None));
        assert_eq!(
            notes(&Input::text(" "), true),
            Err(DecisionRefusal::NotesRequired)
        );
        assert_eq!(
            notes(&Input::text(" Doublon "), true),
            Ok(Some("Doublon".into()))
        );
        let Err(DecisionRefusal::Invalid(error)) = notes(&Input::text("n".repeat(2001)), false)
        else {
            panic!("2,001 characters are refused");
        };
        assert_eq!(
            error.to_string(),
            "La note ne doit pas dépasser 2000 caractères"
        );
        assert!(notes(&Input::text("n".repeat(2000)), false).is_ok());
    }

    #[test]
    fn a_bulk_decision_checks_its_notes_once_as_the_aggregates_will() {
        assert_eq!(
            ReportAction::Reject.check_notes(&Input::text(" ")),
            Err(ReportError::NotesRequired)
        );
        assert_eq!(ReportAction::Resolve.check_notes(&Input::none()), Ok(()));
        assert_eq!(
            RequestAction::Reject.check_notes(&Input::none()),
            Err(RequestError::NotesRequired)
        );
        assert!(
            RequestAction::Note
                .check_notes(&Input::text("n".repeat(2001)))
                .is_err()
        );
    }
}
