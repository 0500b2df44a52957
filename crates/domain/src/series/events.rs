use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::EpisodeDetails;
use super::recorded::RecordedSeriesDetails;

/// completed (Terminée), ongoing (En cours), cancelled (Annulée).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeriesStatus {
    Completed,
    Ongoing,
    Cancelled,
}

/// A series' fields once validated. Read through `RecordedSeriesDetails`, so that
/// details recorded before `anime` existed get it by the rule of that time.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(from = "RecordedSeriesDetails")]
pub struct SeriesDetails {
    pub title: String,
    pub original_title: Option<String>,
    pub synopsis: Option<String>,
    pub release_year: Option<i64>,
    pub status: SeriesStatus,
    pub director: Option<String>,
    pub country: Option<String>,
    pub language: Option<String>,
    /// An anime: shown under ANIMÉS and on the admin's anime screen. Recorded since
    /// version 2 of `SeriesAdded` and `SeriesEdited`.
    pub anime: bool,
    pub poster_url: Option<String>,
    pub trailer_url: Option<String>,
    pub video_url_vf: Option<String>,
    pub video_url_vostfr: Option<String>,
    pub rating: Option<f64>,
    pub is_featured: bool,
    pub is_new: bool,
    pub genre_ids: Vec<Uuid>,
}

/// The series' totals after an episode change: distinct seasons, episodes.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    pub seasons: i64,
    pub episodes: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum SeriesEvent {
    SeriesAdded {
        id: Uuid,
        details: SeriesDetails,
    },
    SeriesEdited {
        id: Uuid,
        details: SeriesDetails,
    },
    /// The series and all its episodes are gone.
    SeriesDeleted {
        id: Uuid,
        title: String,
        episode_ids: Vec<Uuid>,
    },
    EpisodeAdded {
        series_id: Uuid,
        episode_id: Uuid,
        details: EpisodeDetails,
        totals: Totals,
    },
    EpisodeEdited {
        series_id: Uuid,
        episode_id: Uuid,
        details: EpisodeDetails,
        totals: Totals,
    },
    EpisodeRemoved {
        series_id: Uuid,
        episode_id: Uuid,
        totals: Totals,
    },
}

impl DomainEvent for SeriesEvent {
    fn event_type(&self) -> String {
        match self {
            SeriesEvent::SeriesAdded { .. } => "SeriesAdded",
            SeriesEvent::SeriesEdited { .. } => "SeriesEdited",
            SeriesEvent::SeriesDeleted { .. } => "SeriesDeleted",
            SeriesEvent::EpisodeAdded { .. } => "EpisodeAdded",
            SeriesEvent::EpisodeEdited { .. } => "EpisodeEdited",
            SeriesEvent::EpisodeRemoved { .. } => "EpisodeRemoved",
        }
        .to_string()
    }

    /// 2 for the series' details since they carry `anime`; 1 for the episodes'.
    fn event_version(&self) -> String {
        match self {
            SeriesEvent::SeriesAdded { .. } | SeriesEvent::SeriesEdited { .. } => "2",
            _ => "1",
        }
        .to_string()
    }
}
