use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::titles::Quality;

/// A film's fields once validated: what readers store.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MovieDetails {
    pub title: String,
    pub original_title: Option<String>,
    pub synopsis: Option<String>,
    pub release_year: Option<i64>,
    pub duration_minutes: Option<i64>,
    pub director: Option<String>,
    pub country: Option<String>,
    pub language: Option<String>,
    pub quality: Option<Quality>,
    pub poster_url: Option<String>,
    pub trailer_url: Option<String>,
    pub video_url: Option<String>,
    pub video_url_vf: Option<String>,
    pub video_url_vostfr: Option<String>,
    pub rating: Option<f64>,
    pub is_featured: bool,
    pub is_new: bool,
    pub budget: Option<i64>,
    pub box_office: Option<i64>,
    pub genre_ids: Vec<Uuid>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum MovieEvent {
    MovieAdded {
        id: Uuid,
        details: MovieDetails,
    },
    MovieEdited {
        id: Uuid,
        details: MovieDetails,
    },
    /// Carries the title it had, so the audit trail reads without a lookup.
    MovieDeleted {
        id: Uuid,
        title: String,
    },
}

impl DomainEvent for MovieEvent {
    fn event_type(&self) -> String {
        match self {
            MovieEvent::MovieAdded { .. } => "MovieAdded",
            MovieEvent::MovieEdited { .. } => "MovieEdited",
            MovieEvent::MovieDeleted { .. } => "MovieDeleted",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
