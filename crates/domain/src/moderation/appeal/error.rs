use super::{AppealAction, AppealStatus};
use crate::moderation::decision::DecisionRefusal;
use crate::titles::FieldError;
use crate::{DomainError, ErrorKind};

/// Why an appeal or a decision on it was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AppealError {
    /// Only a member under a ban may contest one.
    #[error("Votre compte n'est pas suspendu : il n'y a rien à contester")]
    NotBanned,
    /// The message is too short, too long, or holds control characters.
    #[error("{0}")]
    Invalid(FieldError),
    #[error("Vous avez déjà contesté cette suspension")]
    AppealExists,
    #[error("Contestation non trouvée")]
    NotFound,
    /// Another admin decided it first.
    #[error(
        "Cette contestation est désormais « {} » : elle ne peut pas être {}. Elle a peut-être été traitée entre-temps, rechargez la liste.",
        .from.label(),
        .action.past_participle()
    )]
    Transition {
        action: AppealAction,
        from: AppealStatus,
    },
    #[error("Veuillez indiquer dans la note pourquoi la contestation est refusée")]
    NotesRequired,
}

impl From<DecisionRefusal> for AppealError {
    fn from(refusal: DecisionRefusal) -> Self {
        match refusal {
            DecisionRefusal::Invalid(e) => AppealError::Invalid(e),
            DecisionRefusal::NotesRequired => AppealError::NotesRequired,
        }
    }
}

impl DomainError for AppealError {
    fn kind(&self) -> ErrorKind {
        match self {
            AppealError::NotBanned => ErrorKind::Forbidden,
            AppealError::AppealExists | AppealError::Transition { .. } => ErrorKind::Conflict,
            AppealError::NotFound => ErrorKind::NotFound,
            AppealError::Invalid(_) | AppealError::NotesRequired => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            AppealError::NotBanned => "not_banned",
            AppealError::Invalid(_) => "validation",
            AppealError::AppealExists => "appeal_exists",
            AppealError::NotFound => "appeal_not_found",
            AppealError::Transition { .. } => "status_changed",
            AppealError::NotesRequired => "notes_required",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            AppealError::Invalid(e) => Some(&e.field),
            AppealError::NotesRequired => Some("admin_notes"),
            _ => None,
        }
    }
}
