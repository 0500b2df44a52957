//! Series details as any version of the log holds them.
//!
//! Version 1 of `SeriesAdded` and `SeriesEdited` did not record whether a series is
//! an anime: readers guessed it from its country and language. Reading such details
//! applies that guess once, here, so the aggregate, every projection and a replay of
//! an old log all see the `anime` the read models showed when the event was new;
//! nothing downstream guesses any more.

use serde::Deserialize;
use uuid::Uuid;

use super::{SeriesDetails, SeriesStatus};

/// How version 1 told an anime: a series from Japan, or in Japanese. Still the
/// default for a client that does not say (`SeriesForm::anime`).
pub fn anime_by_origin(country: Option<&str>, language: Option<&str>) -> bool {
    country == Some("Japon") || language == Some("Japonais")
}

/// `SeriesDetails` with `anime` optional: absent in version 1.
#[derive(Deserialize)]
pub(super) struct RecordedSeriesDetails {
    title: String,
    original_title: Option<String>,
    synopsis: Option<String>,
    release_year: Option<i64>,
    status: SeriesStatus,
    director: Option<String>,
    country: Option<String>,
    language: Option<String>,
    anime: Option<bool>,
    poster_url: Option<String>,
    trailer_url: Option<String>,
    video_url_vf: Option<String>,
    video_url_vostfr: Option<String>,
    rating: Option<f64>,
    is_featured: bool,
    is_new: bool,
    genre_ids: Vec<Uuid>,
}

impl From<RecordedSeriesDetails> for SeriesDetails {
    fn from(d: RecordedSeriesDetails) -> Self {
        let anime = d
            .anime
            .unwrap_or_else(|| anime_by_origin(d.country.as_deref(), d.language.as_deref()));
        SeriesDetails {
            title: d.title,
            original_title: d.original_title,
            synopsis: d.synopsis,
            release_year: d.release_year,
            status: d.status,
            director: d.director,
            country: d.country,
            language: d.language,
            anime,
            poster_url: d.poster_url,
            trailer_url: d.trailer_url,
            video_url_vf: d.video_url_vf,
            video_url_vostfr: d.video_url_vostfr,
            rating: d.rating,
            is_featured: d.is_featured,
            is_new: d.is_new,
            genre_ids: d.genre_ids,
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use crate::series::{SeriesDetails, SeriesEvent};

    /// A `SeriesAdded` payload as version 1 stored it (no `anime`).
    fn version_1(country: &str, language: &str) -> serde_json::Value {
        json!({"SeriesAdded": {"id": "0193a5c2-7d41-7b3e-9f7a-2c1d5e8b4a10", "details": {
            "title": "Naruto", "original_title": null, "synopsis": null, "release_year": 2002,
            "status": "completed", "director": null, "country": country, "language": language,
            "poster_url": null, "trailer_url": null, "video_url_vf": null,
            "video_url_vostfr": null, "rating": 4.5, "is_featured": false, "is_new": true,
            "genre_ids": []}}})
    }

    fn anime_of(payload: serde_json::Value) -> bool {
        match serde_json::from_value::<SeriesEvent>(payload).unwrap() {
            SeriesEvent::SeriesAdded { details, .. } => details.anime,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn version_1_details_are_animes_when_japanese_by_country_or_language() {
        assert!(anime_of(version_1("Japon", "Japonais")));
        assert!(anime_of(version_1("Japon", "Français")));
        assert!(anime_of(version_1("France", "Japonais")));
        assert!(!anime_of(version_1("Corée du Sud", "Coréen")));
    }

    #[test]
    fn recorded_anime_is_read_as_it_is_whatever_the_origin() {
        let mut korean = version_1("Corée du Sud", "Coréen");
        korean["SeriesAdded"]["details"]["anime"] = json!(true);
        assert!(anime_of(korean));
        let mut japanese = version_1("Japon", "Japonais");
        japanese["SeriesAdded"]["details"]["anime"] = json!(false);
        assert!(!anime_of(japanese));
    }

    #[test]
    fn details_written_now_read_back_the_same() {
        let mut payload = version_1("Corée du Sud", "Coréen");
        payload["SeriesAdded"]["details"]["anime"] = json!(true);
        let event: SeriesEvent = serde_json::from_value(payload.clone()).unwrap();
        assert_eq!(serde_json::to_value(&event).unwrap(), payload);
        let SeriesEvent::SeriesAdded { details, .. } = event else {
            unreachable!()
        };
        let again: SeriesDetails =
            serde_json::from_value(serde_json::to_value(&details).unwrap()).unwrap();
        assert_eq!(again, details);
    }
}
