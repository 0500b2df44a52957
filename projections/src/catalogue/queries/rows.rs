//! The rows the API answers: a film, a series, an episode, with their genres.

use serde::Serialize;

/// A genre as a title lists it.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct GenreRef {
    #[schema(format = Uuid)]
    pub id: String,
    pub name: String,
    pub slug: String,
    pub category: String,
}

/// A film with everything the cards, the detail page and the admin form show.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct MovieRow {
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    pub original_title: Option<String>,
    pub synopsis: Option<String>,
    pub release_year: Option<i64>,
    pub duration_minutes: Option<i64>,
    pub director: Option<String>,
    pub country: Option<String>,
    pub language: Option<String>,
    pub quality: Option<String>,
    /// The film's poster, or one the server draws from its title.
    pub poster_url: Option<String>,
    pub trailer_url: Option<String>,
    pub video_url: Option<String>,
    pub video_url_vf: Option<String>,
    pub video_url_vostfr: Option<String>,
    pub rating: Option<f64>,
    pub views_count: i64,
    pub is_featured: bool,
    pub is_new: bool,
    pub budget: Option<i64>,
    pub box_office: Option<i64>,
    pub created_at: String,
    pub updated_at: String,
    #[sqlx(skip)]
    pub genres: Vec<GenreRef>,
}

/// A series (or anime) with its derived totals.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct SeriesRow {
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    pub original_title: Option<String>,
    pub synopsis: Option<String>,
    pub release_year: Option<i64>,
    /// completed, ongoing or cancelled.
    pub status: String,
    pub total_seasons: i64,
    pub total_episodes: i64,
    pub director: Option<String>,
    pub country: Option<String>,
    pub language: Option<String>,
    pub is_anime: bool,
    pub poster_url: Option<String>,
    pub trailer_url: Option<String>,
    pub video_url_vf: Option<String>,
    pub video_url_vostfr: Option<String>,
    pub rating: Option<f64>,
    pub views_count: i64,
    pub is_featured: bool,
    pub is_new: bool,
    pub created_at: String,
    pub updated_at: String,
    #[sqlx(skip)]
    pub genres: Vec<GenreRef>,
}

#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct EpisodeRow {
    #[schema(format = Uuid)]
    pub id: String,
    #[schema(format = Uuid)]
    pub series_id: String,
    pub season_number: i64,
    pub episode_number: i64,
    pub title: String,
    pub synopsis: Option<String>,
    pub duration_minutes: i64,
    pub air_date: Option<String>,
    pub video_url: Option<String>,
    pub video_url_vf: Option<String>,
    pub video_url_vostfr: Option<String>,
    pub thumbnail_url: Option<String>,
}

/// Where the server draws a poster for a title that has none.
pub fn drawn_poster(kind: &str, id: &str) -> String {
    format!("/api/posters/{kind}/{id}.svg")
}

impl MovieRow {
    pub(crate) fn finish(mut self, genres: Vec<GenreRef>) -> Self {
        self.poster_url = self
            .poster_url
            .or_else(|| Some(drawn_poster("movie", &self.id)));
        self.genres = genres;
        self
    }
}

impl SeriesRow {
    pub(crate) fn finish(mut self, genres: Vec<GenreRef>) -> Self {
        self.poster_url = self
            .poster_url
            .or_else(|| Some(drawn_poster("series", &self.id)));
        self.genres = genres;
        self
    }
}
