use super::RequestStatus;
use crate::moderation::RequestAction;
use crate::moderation::decision::DecisionRefusal;
use crate::titles::FieldError;
use crate::{DomainError, ErrorKind};

/// Why a request was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RequestError {
    #[error("Type de contenu inconnu : choisissez film ou série")]
    UnknownContentType,
    #[error("{0}")]
    Invalid(FieldError),
    #[error("Cette demande existe déjà")]
    AlreadySubmitted,
    #[error("Demande non trouvée")]
    NotFound,
    /// The request is no longer where the action starts from: another admin moved it
    /// on, or the screen offered an action it should not have.
    #[error(
        "Cette demande est désormais « {} » : elle ne peut pas être {}. Elle a peut-être été modifiée entre-temps, rechargez la liste.",
        .from.label(),
        .action.past_participle()
    )]
    Transition {
        action: RequestAction,
        from: RequestStatus,
    },
    #[error("Veuillez indiquer dans les notes pourquoi la demande est rejetée")]
    NotesRequired,
}

impl From<DecisionRefusal> for RequestError {
    fn from(refusal: DecisionRefusal) -> Self {
        match refusal {
            DecisionRefusal::Invalid(e) => RequestError::Invalid(e),
            DecisionRefusal::NotesRequired => RequestError::NotesRequired,
        }
    }
}

impl DomainError for RequestError {
    fn kind(&self) -> ErrorKind {
        match self {
            RequestError::AlreadySubmitted | RequestError::Transition { .. } => ErrorKind::Conflict,
            RequestError::NotFound => ErrorKind::NotFound,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            RequestError::UnknownContentType => "unknown_content_type",
            RequestError::Invalid(_) => "validation",
            RequestError::AlreadySubmitted => "already_exists",
            RequestError::NotFound => "request_not_found",
            RequestError::Transition { .. } => "status_changed",
            RequestError::NotesRequired => "notes_required",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            RequestError::UnknownContentType => Some("content_type"),
            RequestError::Invalid(e) => Some(&e.field),
            RequestError::NotesRequired => Some("admin_notes"),
            RequestError::AlreadySubmitted
            | RequestError::NotFound
            | RequestError::Transition { .. } => None,
        }
    }
}
