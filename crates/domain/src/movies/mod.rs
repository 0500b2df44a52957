//! The `movie` aggregate: one stream per film (docs/product.md, admin area §2, §3 and §5).
//! View counts are not here: they are hot-path facts (docs/architecture.md, "Aggregates and facts").

mod aggregate;
mod commands;
mod events;

pub use aggregate::Movie;
pub use commands::{MovieCommand, MovieForm};
pub use events::{MovieDetails, MovieEvent};

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

impl From<crate::titles::FieldError> for MovieError {
    fn from(error: crate::titles::FieldError) -> Self {
        MovieError::Invalid(error)
    }
}
