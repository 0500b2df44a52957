//! The `series` aggregate: a series (or anime) and its episodes, one stream per
//! series. Its season and episode totals are derived from the episodes, never typed,
//! and carried in every episode event so readers never recount them.

mod aggregate;
mod commands;
mod episode;
mod events;
mod recorded;

pub use aggregate::Series;
pub use commands::{SeriesCommand, SeriesForm, SeriesKind};
pub use episode::{DEFAULT_DURATION as DEFAULT_EPISODE_MINUTES, EpisodeDetails, EpisodeForm};
pub use events::{SeriesDetails, SeriesEvent, SeriesStatus, Totals};
pub use recorded::anime_by_origin;

use crate::{DomainError, ErrorKind};

/// An episode list longer than this is refused (docs/product.md, admin area §9).
pub const MAX_EPISODES: usize = 2000;

/// Why a series command was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SeriesError {
    #[error("{0}")]
    Invalid(crate::titles::FieldError),
    #[error("Série non trouvée")]
    NotFound,
    #[error("Cette série existe déjà")]
    AlreadyExists,
    #[error("Épisode non trouvé")]
    EpisodeNotFound,
    #[error("L'épisode {episode} de la saison {season} existe déjà")]
    DuplicateEpisode { season: i64, episode: i64 },
    #[error("Une série ne peut pas avoir plus de {MAX_EPISODES} épisodes")]
    TooManyEpisodes,
}

impl DomainError for SeriesError {
    fn kind(&self) -> ErrorKind {
        match self {
            SeriesError::Invalid(_) | SeriesError::TooManyEpisodes => ErrorKind::Invalid,
            SeriesError::NotFound | SeriesError::EpisodeNotFound => ErrorKind::NotFound,
            SeriesError::AlreadyExists | SeriesError::DuplicateEpisode { .. } => {
                ErrorKind::Conflict
            }
        }
    }

    fn code(&self) -> &'static str {
        match self {
            SeriesError::Invalid(_) => "validation",
            SeriesError::NotFound => "series_not_found",
            SeriesError::AlreadyExists => "already_exists",
            SeriesError::EpisodeNotFound => "episode_not_found",
            SeriesError::DuplicateEpisode { .. } => "duplicate_episode",
            SeriesError::TooManyEpisodes => "too_many_episodes",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            SeriesError::Invalid(e) => Some(&e.field),
            _ => None,
        }
    }
}

impl From<crate::titles::FieldError> for SeriesError {
    fn from(error: crate::titles::FieldError) -> Self {
        SeriesError::Invalid(error)
    }
}
