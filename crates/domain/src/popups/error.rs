use crate::titles::FieldError;

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

impl PopupError {
    /// The stable machine-readable code of the API's error shape.
    pub fn code(&self) -> &'static str {
        match self {
            PopupError::Invalid(_) => "validation",
            PopupError::NotFound => "popup_not_found",
            PopupError::AlreadyExists => "already_exists",
        }
    }

    /// The form field at fault, for validation errors.
    pub fn field(&self) -> Option<String> {
        match self {
            PopupError::Invalid(e) => Some(e.field.to_string()),
            _ => None,
        }
    }
}

impl From<FieldError> for PopupError {
    fn from(error: FieldError) -> Self {
        PopupError::Invalid(error)
    }
}
