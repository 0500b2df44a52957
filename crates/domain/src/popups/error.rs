use crate::titles::FieldError;
use crate::{DomainError, ErrorKind};

/// Why a login-message command was refused. `Display` is the French message shown.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PopupError {
    /// A field of the form (the title or the content is missing or too long).
    #[error("{0}")]
    Invalid(FieldError),
    #[error("Message non trouvé")]
    NotFound,
    #[error("Ce message existe déjà")]
    AlreadyExists,
}

impl DomainError for PopupError {
    fn kind(&self) -> ErrorKind {
        match self {
            PopupError::Invalid(_) => ErrorKind::Invalid,
            PopupError::NotFound => ErrorKind::NotFound,
            PopupError::AlreadyExists => ErrorKind::Conflict,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            PopupError::Invalid(_) => "validation",
            PopupError::NotFound => "popup_not_found",
            PopupError::AlreadyExists => "already_exists",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            PopupError::Invalid(e) => Some(&e.field),
            _ => None,
        }
    }
}

impl From<FieldError> for PopupError {
    fn from(error: FieldError) -> Self {
        PopupError::Invalid(error)
    }
}
