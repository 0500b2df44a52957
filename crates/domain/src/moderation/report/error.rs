use super::ReportStatus;
use crate::moderation::ReportAction;
use crate::moderation::decision::DecisionRefusal;
use crate::titles::FieldError;
use crate::{DomainError, ErrorKind};

/// Why a report was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReportError {
    #[error("Veuillez sélectionner le type de problème")]
    NoProblemType,
    #[error("Type de problème inconnu")]
    UnknownProblemType,
    #[error("{0}")]
    Invalid(FieldError),
    #[error("Ce signalement existe déjà")]
    AlreadyFiled,
    #[error("Signalement non trouvé")]
    NotFound,
    /// The report is no longer where the action starts from: another admin moved it
    /// on, or the screen offered an action it should not have.
    #[error(
        "Ce signalement est désormais « {} » : il ne peut pas être {}. Il a peut-être été modifié entre-temps, rechargez la liste.",
        .from.label(),
        .action.past_participle()
    )]
    Transition {
        action: ReportAction,
        from: ReportStatus,
    },
    #[error("Veuillez indiquer dans les notes pourquoi le signalement est rejeté")]
    NotesRequired,
}

impl From<DecisionRefusal> for ReportError {
    fn from(refusal: DecisionRefusal) -> Self {
        match refusal {
            DecisionRefusal::Invalid(e) => ReportError::Invalid(e),
            DecisionRefusal::NotesRequired => ReportError::NotesRequired,
        }
    }
}

impl DomainError for ReportError {
    fn kind(&self) -> ErrorKind {
        match self {
            ReportError::AlreadyFiled | ReportError::Transition { .. } => ErrorKind::Conflict,
            ReportError::NotFound => ErrorKind::NotFound,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            ReportError::NoProblemType => "problem_type_required",
            ReportError::UnknownProblemType => "unknown_problem_type",
            ReportError::Invalid(_) => "validation",
            ReportError::AlreadyFiled => "already_exists",
            ReportError::NotFound => "report_not_found",
            ReportError::Transition { .. } => "status_changed",
            ReportError::NotesRequired => "notes_required",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            ReportError::NoProblemType | ReportError::UnknownProblemType => Some("problem_type"),
            ReportError::Invalid(e) => Some(&e.field),
            ReportError::NotesRequired => Some("admin_notes"),
            ReportError::AlreadyFiled | ReportError::NotFound | ReportError::Transition { .. } => {
                None
            }
        }
    }
}
