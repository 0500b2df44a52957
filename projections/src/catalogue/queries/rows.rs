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

/// A film as a list's card shows it: a public list answers these, read from memory
/// (docs/adr/0055-list-cards-from-memory.md); its page holds the rest.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct MovieCard {
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    pub release_year: Option<i64>,
    /// 4K, HD 1080p, HD 720p or SD.
    pub quality: Option<String>,
    /// The film's poster, or one the server draws from its title.
    pub poster_url: String,
    pub rating: Option<f64>,
    pub views_count: i64,
    pub is_featured: bool,
    pub is_new: bool,
}

/// A series (or anime) as a list's card shows it.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct SeriesCard {
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    pub release_year: Option<i64>,
    /// completed, ongoing or cancelled.
    pub status: String,
    pub total_seasons: i64,
    pub total_episodes: i64,
    pub is_anime: bool,
    /// The series' poster, or one the server draws from its title.
    pub poster_url: String,
    pub rating: Option<f64>,
    pub views_count: i64,
    pub is_featured: bool,
    pub is_new: bool,
}

impl From<MovieRow> for MovieCard {
    fn from(row: MovieRow) -> Self {
        let poster_url = row
            .poster_url
            .unwrap_or_else(|| drawn_poster("movie", &row.id));
        MovieCard {
            id: row.id,
            title: row.title,
            release_year: row.release_year,
            quality: row.quality,
            poster_url,
            rating: row.rating,
            views_count: row.views_count,
            is_featured: row.is_featured,
            is_new: row.is_new,
        }
    }
}

impl From<SeriesRow> for SeriesCard {
    fn from(row: SeriesRow) -> Self {
        let poster_url = row
            .poster_url
            .unwrap_or_else(|| drawn_poster("series", &row.id));
        SeriesCard {
            id: row.id,
            title: row.title,
            release_year: row.release_year,
            status: row.status,
            total_seasons: row.total_seasons,
            total_episodes: row.total_episodes,
            is_anime: row.is_anime,
            poster_url,
            rating: row.rating,
            views_count: row.views_count,
            is_featured: row.is_featured,
            is_new: row.is_new,
        }
    }
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

/// Where the server draws a poster for a title that has none. Written without the
/// formatting machinery: a list's cards write one a title (docs/benchmarks.md,
/// "Catalogue reads").
pub fn drawn_poster(kind: &str, id: &str) -> String {
    let mut path = String::with_capacity(18 + kind.len() + id.len());
    for part in ["/api/posters/", kind, "/", id, ".svg"] {
        path.push_str(part);
    }
    path
}

impl GenreRef {
    /// The columns [`GenreRef::read`] takes, in order, from the `genre` table `g`.
    pub(crate) const COLUMNS: &'static str = "g.id, g.name, g.slug, g.category";

    /// A row of [`GenreRef::COLUMNS`], read by rusqlite.
    pub(crate) fn read(row: &rusqlite::Row) -> rusqlite::Result<Self> {
        Ok(GenreRef {
            id: row.get(0)?,
            name: row.get(1)?,
            slug: row.get(2)?,
            category: row.get(3)?,
        })
    }
}

impl MovieRow {
    /// The columns [`MovieRow::read`] takes, in order, from the `movie` table.
    pub(crate) const COLUMNS: &'static str = "id, title, original_title, synopsis, \
        release_year, duration_minutes, director, country, language, quality, poster_url, \
        trailer_url, video_url, video_url_vf, video_url_vostfr, rating, views_count, \
        is_featured, is_new, budget, box_office, created_at, updated_at";

    /// A row of [`MovieRow::COLUMNS`], read by rusqlite, without its genres.
    pub(crate) fn read(row: &rusqlite::Row) -> rusqlite::Result<Self> {
        Ok(MovieRow {
            id: row.get(0)?,
            title: row.get(1)?,
            original_title: row.get(2)?,
            synopsis: row.get(3)?,
            release_year: row.get(4)?,
            duration_minutes: row.get(5)?,
            director: row.get(6)?,
            country: row.get(7)?,
            language: row.get(8)?,
            quality: row.get(9)?,
            poster_url: row.get(10)?,
            trailer_url: row.get(11)?,
            video_url: row.get(12)?,
            video_url_vf: row.get(13)?,
            video_url_vostfr: row.get(14)?,
            rating: row.get(15)?,
            views_count: row.get(16)?,
            is_featured: row.get(17)?,
            is_new: row.get(18)?,
            budget: row.get(19)?,
            box_office: row.get(20)?,
            created_at: row.get(21)?,
            updated_at: row.get(22)?,
            genres: Vec::new(),
        })
    }

    pub(crate) fn finish(mut self, genres: Vec<GenreRef>) -> Self {
        self.poster_url = self
            .poster_url
            .or_else(|| Some(drawn_poster("movie", &self.id)));
        self.genres = genres;
        self
    }
}

impl SeriesRow {
    /// The columns [`SeriesRow::read`] takes, in order, from the `series` table.
    pub(crate) const COLUMNS: &'static str = "id, title, original_title, synopsis, \
        release_year, status, total_seasons, total_episodes, director, country, language, \
        is_anime, poster_url, trailer_url, video_url_vf, video_url_vostfr, rating, \
        views_count, is_featured, is_new, created_at, updated_at";

    /// A row of [`SeriesRow::COLUMNS`], read by rusqlite, without its genres.
    pub(crate) fn read(row: &rusqlite::Row) -> rusqlite::Result<Self> {
        Ok(SeriesRow {
            id: row.get(0)?,
            title: row.get(1)?,
            original_title: row.get(2)?,
            synopsis: row.get(3)?,
            release_year: row.get(4)?,
            status: row.get(5)?,
            total_seasons: row.get(6)?,
            total_episodes: row.get(7)?,
            director: row.get(8)?,
            country: row.get(9)?,
            language: row.get(10)?,
            is_anime: row.get(11)?,
            poster_url: row.get(12)?,
            trailer_url: row.get(13)?,
            video_url_vf: row.get(14)?,
            video_url_vostfr: row.get(15)?,
            rating: row.get(16)?,
            views_count: row.get(17)?,
            is_featured: row.get(18)?,
            is_new: row.get(19)?,
            created_at: row.get(20)?,
            updated_at: row.get(21)?,
            genres: Vec::new(),
        })
    }

    pub(crate) fn finish(mut self, genres: Vec<GenreRef>) -> Self {
        self.poster_url = self
            .poster_url
            .or_else(|| Some(drawn_poster("series", &self.id)));
        self.genres = genres;
        self
    }
}
