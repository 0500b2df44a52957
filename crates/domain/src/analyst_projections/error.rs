use crate::error::{DomainError, ErrorKind};

/// Why a command on an analyst projection was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnalystProjectionError {
    #[error(
        "Nom de projection invalide : de 3 à 40 caractères, lettres minuscules, chiffres et « _ », en commençant par une lettre"
    )]
    InvalidName,
    #[error("La définition est vide")]
    EmptySql,
    #[error("La définition dépasse {} caractères", super::MAX_SQL_BYTES)]
    TooLong,
    #[error("Une projection porte déjà ce nom")]
    AlreadyExists,
    #[error("Projection non trouvée")]
    NotFound,
}

impl DomainError for AnalystProjectionError {
    fn kind(&self) -> ErrorKind {
        match self {
            AnalystProjectionError::NotFound => ErrorKind::NotFound,
            AnalystProjectionError::AlreadyExists => ErrorKind::Conflict,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            AnalystProjectionError::InvalidName => "invalid_name",
            AnalystProjectionError::EmptySql | AnalystProjectionError::TooLong => {
                "invalid_projection"
            }
            AnalystProjectionError::AlreadyExists => "projection_exists",
            AnalystProjectionError::NotFound => "projection_not_found",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            AnalystProjectionError::InvalidName => Some("name"),
            AnalystProjectionError::EmptySql | AnalystProjectionError::TooLong => Some("sql"),
            _ => None,
        }
    }
}
