//! The admin forms' JSON bodies, turned into domain forms with each form's defaults
//! (docs/product.md, admin area §5). A field left out or null takes the default; a field
//! sent empty is empty (and so null once validated).

use bobine_domain::movies::MovieForm;
use bobine_domain::series::{EpisodeForm, SeriesForm, SeriesKind};
use bobine_domain::titles::Input;
use bobine_domain::titles::defaults::MOVIE;
use serde::Deserialize;
use utoipa::ToSchema;
use uuid::Uuid;

/// The film form. Numbers may be sent as numbers or as text.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct MovieBody {
    pub title: String,
    #[schema(value_type = Option<String>)]
    pub original_title: Input,
    #[schema(value_type = Option<String>)]
    pub synopsis: Input,
    #[schema(value_type = Option<i64>)]
    pub release_year: Input,
    #[schema(value_type = Option<i64>)]
    pub duration_minutes: Input,
    #[schema(value_type = Option<String>)]
    pub director: Input,
    /// Default "France".
    #[schema(value_type = Option<String>)]
    pub country: Option<Input>,
    /// Default "Français".
    #[schema(value_type = Option<String>)]
    pub language: Option<Input>,
    /// 4K, HD 1080p (default), HD 720p or SD.
    #[schema(value_type = Option<String>)]
    pub quality: Option<Input>,
    #[schema(value_type = Option<String>)]
    pub poster_url: Input,
    #[schema(value_type = Option<String>)]
    pub trailer_url: Input,
    #[schema(value_type = Option<String>)]
    pub video_url: Input,
    #[schema(value_type = Option<String>)]
    pub video_url_vf: Input,
    #[schema(value_type = Option<String>)]
    pub video_url_vostfr: Input,
    /// 0 to 5, by tenths.
    #[schema(value_type = Option<f64>)]
    pub rating: Input,
    pub is_featured: bool,
    /// Default true.
    pub is_new: Option<bool>,
    #[schema(value_type = Option<i64>)]
    pub budget: Input,
    #[schema(value_type = Option<i64>)]
    pub box_office: Input,
    pub genre_ids: Vec<Uuid>,
}

fn or(value: Option<Input>, default: &str) -> Input {
    value.unwrap_or_else(|| Input::text(default))
}

impl MovieBody {
    pub fn into_form(self) -> MovieForm {
        MovieForm {
            title: self.title,
            original_title: self.original_title,
            synopsis: self.synopsis,
            release_year: self.release_year,
            duration_minutes: self.duration_minutes,
            director: self.director,
            country: or(self.country, MOVIE.country),
            language: or(self.language, MOVIE.language),
            quality: or(self.quality, MOVIE.quality),
            poster_url: self.poster_url,
            trailer_url: self.trailer_url,
            video_url: self.video_url,
            video_url_vf: self.video_url_vf,
            video_url_vostfr: self.video_url_vostfr,
            rating: self.rating,
            is_featured: self.is_featured,
            is_new: self.is_new.unwrap_or(MOVIE.is_new),
            budget: self.budget,
            box_office: self.box_office,
            genre_ids: self.genre_ids,
        }
    }
}

/// The series and anime form. No totals: they come from the episodes.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct SeriesBody {
    pub title: String,
    #[schema(value_type = Option<String>)]
    pub original_title: Input,
    #[schema(value_type = Option<String>)]
    pub synopsis: Input,
    #[schema(value_type = Option<i64>)]
    pub release_year: Input,
    /// completed, ongoing or cancelled; default ongoing (completed for an anime).
    #[schema(value_type = Option<String>)]
    pub status: Input,
    #[schema(value_type = Option<String>)]
    pub director: Input,
    /// Default "États-Unis" ("Japon" for an anime).
    #[schema(value_type = Option<String>)]
    pub country: Option<Input>,
    /// Default "Anglais" ("Japonais" for an anime).
    #[schema(value_type = Option<String>)]
    pub language: Option<Input>,
    #[schema(value_type = Option<String>)]
    pub poster_url: Input,
    #[schema(value_type = Option<String>)]
    pub trailer_url: Input,
    #[schema(value_type = Option<String>)]
    pub video_url_vf: Input,
    #[schema(value_type = Option<String>)]
    pub video_url_vostfr: Input,
    #[schema(value_type = Option<f64>)]
    pub rating: Input,
    pub is_featured: bool,
    /// Default true for an anime, false for a series.
    pub is_new: Option<bool>,
    pub genre_ids: Vec<Uuid>,
    /// Whether it is an anime (listed under ANIMÉS). When left out: yes from the
    /// anime form (`?anime=true`), else yes if its country is Japon or its language
    /// Japonais.
    pub anime: Option<bool>,
}

impl SeriesBody {
    pub fn into_form(self, kind: SeriesKind) -> SeriesForm {
        let defaults = kind.defaults();
        SeriesForm {
            title: self.title,
            original_title: self.original_title,
            synopsis: self.synopsis,
            release_year: self.release_year,
            status: self.status,
            director: self.director,
            country: or(self.country, defaults.country),
            language: or(self.language, defaults.language),
            poster_url: self.poster_url,
            trailer_url: self.trailer_url,
            video_url_vf: self.video_url_vf,
            video_url_vostfr: self.video_url_vostfr,
            rating: self.rating,
            is_featured: self.is_featured,
            is_new: self.is_new.unwrap_or(defaults.is_new),
            genre_ids: self.genre_ids,
            anime: self.anime,
        }
    }
}

/// The episode form.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(default)]
pub struct EpisodeBody {
    #[schema(value_type = i64)]
    pub season_number: Input,
    #[schema(value_type = i64)]
    pub episode_number: Input,
    pub title: String,
    #[schema(value_type = Option<String>)]
    pub synopsis: Input,
    /// Default 45.
    #[schema(value_type = Option<i64>)]
    pub duration_minutes: Input,
    /// YYYY-MM-DD; empty is null.
    #[schema(value_type = Option<String>)]
    pub air_date: Input,
    #[schema(value_type = Option<String>)]
    pub video_url: Input,
    #[schema(value_type = Option<String>)]
    pub video_url_vf: Input,
    #[schema(value_type = Option<String>)]
    pub video_url_vostfr: Input,
    #[schema(value_type = Option<String>)]
    pub thumbnail_url: Input,
}

impl EpisodeBody {
    pub fn into_form(self) -> EpisodeForm {
        EpisodeForm {
            season_number: self.season_number,
            episode_number: self.episode_number,
            title: self.title,
            synopsis: self.synopsis,
            duration_minutes: self.duration_minutes,
            air_date: self.air_date,
            video_url: self.video_url,
            video_url_vf: self.video_url_vf,
            video_url_vostfr: self.video_url_vostfr,
            thumbnail_url: self.thumbnail_url,
        }
    }
}
