use uuid::Uuid;

use super::EpisodeForm;
use crate::titles::Input;
use crate::titles::defaults::{self, SeriesDefaults};

/// Which admin form sent the series: animes have their own year bounds and
/// defaults. (Whether the series *is* an anime is the form's `anime` fact.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeriesKind {
    Series,
    Anime,
}

impl SeriesKind {
    /// The form's first values (docs/product.md, admin area §5).
    pub fn defaults(self) -> SeriesDefaults {
        match self {
            SeriesKind::Series => defaults::SERIES,
            SeriesKind::Anime => defaults::ANIME,
        }
    }
}

/// The admin series (or anime) form, as sent. No totals: they are derived.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct SeriesForm {
    pub title: String,
    pub original_title: Input,
    pub synopsis: Input,
    pub release_year: Input,
    pub status: Input,
    pub director: Input,
    pub country: Input,
    pub language: Input,
    pub poster_url: Input,
    pub trailer_url: Input,
    pub video_url_vf: Input,
    pub video_url_vostfr: Input,
    pub rating: Input,
    pub is_featured: bool,
    pub is_new: bool,
    pub genre_ids: Vec<Uuid>,
    /// Whether the series is an anime, as the admin or the importer said. `None`
    /// (a client that does not send it): an anime if it came from the anime form,
    /// else by the rule of `anime_by_origin`.
    pub anime: Option<bool>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum SeriesCommand {
    Add {
        id: Uuid,
        kind: SeriesKind,
        form: SeriesForm,
    },
    Edit {
        kind: SeriesKind,
        form: SeriesForm,
    },
    /// Deletes the series and every episode of it.
    Delete,
    AddEpisode {
        episode_id: Uuid,
        form: EpisodeForm,
    },
    EditEpisode {
        episode_id: Uuid,
        form: EpisodeForm,
    },
    RemoveEpisode {
        episode_id: Uuid,
    },
}
