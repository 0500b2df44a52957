//! The `movie` aggregate: one stream per film (docs/product.md, admin area §2, §3 and §5).
//! View counts are not here: they are hot-path facts (docs/architecture.md, "Aggregates and facts").

mod aggregate;
mod commands;
mod events;

pub use aggregate::Movie;
pub use commands::{MovieCommand, MovieForm};
pub use events::{MovieDetails, MovieEvent};

use crate::{DomainError, ErrorKind};

/// Why a film command was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum MovieError {
    #[error("{0}")]
    Invalid(crate::titles::FieldError),
    #[error("Film non trouvé")]
    NotFound,
    #[error("Ce film existe déjà")]
    AlreadyExists,
}

impl DomainError for MovieError {
    fn kind(&self) -> ErrorKind {
        match self {
            MovieError::Invalid(_) => ErrorKind::Invalid,
            MovieError::NotFound => ErrorKind::NotFound,
            MovieError::AlreadyExists => ErrorKind::Conflict,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            MovieError::Invalid(_) => "validation",
            MovieError::NotFound => "movie_not_found",
            MovieError::AlreadyExists => "already_exists",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            MovieError::Invalid(e) => Some(&e.field),
            _ => None,
        }
    }
}

impl From<crate::titles::FieldError> for MovieError {
    fn from(error: crate::titles::FieldError) -> Self {
        MovieError::Invalid(error)
    }
}
