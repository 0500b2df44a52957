//! What members read about titles (API.md "Catalogue"; member-side.md section 9).

use axum::extract::State;
use bobine_projections::catalogue::queries::home::{self, Home};
use bobine_projections::catalogue::queries::list::{self, Filters, Page, PageRequest};
use bobine_projections::catalogue::queries::rows::{MovieRow, SeriesRow};
use bobine_projections::catalogue::queries::similar::{self, SimilarMovie};
use bobine_projections::catalogue::queries::sort::Sort;
use bobine_projections::catalogue::queries::titles::{self, GenrePage, SeriesDetail, Stats};
use bobine_projections::watch_history::{self, queries::WatchEntry};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::{CatalogueReader, Viewer};
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(stats))
        .routes(routes!(home_page))
        .routes(routes!(genre_page))
        .routes(routes!(list_movies))
        .routes(routes!(movie))
        .routes(routes!(similar_movies))
        .routes(routes!(list_series))
        .routes(routes!(series))
}

/// Default and largest page sizes of member lists.
const DEFAULT_LIMIT: u32 = 24;
pub const MAX_LIMIT: u32 = 100;

#[derive(Debug, Clone, Copy, Default, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Order {
    #[default]
    Desc,
    Asc,
}

/// Every filter, sort and page parameter of the lists.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct ListParams {
    /// A genre's slug.
    pub genre: Option<String>,
    pub year_min: Option<i64>,
    pub year_max: Option<i64>,
    pub rating_min: Option<f64>,
    pub views_min: Option<i64>,
    /// 4K, HD 1080p, HD 720p or SD (films).
    pub quality: Option<String>,
    pub featured: Option<bool>,
    pub new: Option<bool>,
    /// completed, ongoing or cancelled (series).
    pub status: Option<String>,
    /// Animes only, or no animes (series).
    pub anime: Option<bool>,
    /// Title, original title, director or id (admin lists).
    pub q: Option<String>,
    #[param(value_type = Option<Sort>)]
    pub sort: Sort,
    #[param(value_type = Option<Order>)]
    pub order: Order,
    pub limit: Option<u32>,
    pub cursor: Option<String>,
}

impl ListParams {
    pub fn filters(&self) -> Filters {
        Filters {
            genre: self.genre.clone(),
            year_min: self.year_min,
            year_max: self.year_max,
            rating_min: self.rating_min,
            views_min: self.views_min,
            quality: self.quality.clone(),
            featured: self.featured,
            new: self.new,
            status: self.status.clone(),
            anime: self.anime,
            search: self.q.clone().filter(|q| !q.trim().is_empty()),
            except: None,
        }
    }

    pub fn page(&self, default_limit: u32) -> PageRequest<'_> {
        PageRequest {
            sort: self.sort,
            ascending: matches!(self.order, Order::Asc),
            limit: self.limit.unwrap_or(default_limit).clamp(1, MAX_LIMIT),
            cursor: self.cursor.as_deref(),
        }
    }

    /// The page of films these parameters ask for.
    pub(crate) async fn movies(
        &self,
        state: &AppState,
        default_limit: u32,
    ) -> Result<Page<MovieRow>, ApiError> {
        let (filters, page) = (self.filters(), self.page(default_limit));
        Ok(list::movies(state.read.reads(), &filters, page).await?)
    }

    /// The page of series these parameters ask for; series have no duration to sort by.
    pub(crate) async fn series(
        &self,
        state: &AppState,
        default_limit: u32,
    ) -> Result<Page<SeriesRow>, ApiError> {
        if self.sort == Sort::Duration {
            return Err(ApiError::malformed(
                "Requête invalide : les séries ne se trient pas par durée",
            ));
        }
        let (filters, page) = (self.filters(), self.page(default_limit));
        Ok(list::series(state.read.reads(), &filters, page).await?)
    }
}

/// Counts of films and series (the header's).
#[utoipa::path(get, path = "/api/stats", tag = "catalogue", responses((status = 200, body = Stats)))]
async fn stats(
    _: CatalogueReader,
    State(state): State<AppState>,
) -> Result<axum::Json<Stats>, ApiError> {
    Ok(axum::Json(titles::stats(state.read.reads()).await?))
}

/// Continue-watching entries on the home page ("Reprendre").
const HOME_CONTINUE_WATCHING: u32 = 12;

/// The home page: the catalogue's carousels and, for a signed-in member, what they
/// were watching.
#[derive(Debug, Serialize, ToSchema)]
pub struct HomePage {
    #[serde(flatten)]
    home: Home,
    /// Films started and not completed and each series' next unfinished episode,
    /// most recent first (empty for a visitor).
    continue_watching: Vec<WatchEntry>,
}

/// Every home carousel in one answer: featured, top (20, to shuffle), newest (12),
/// and the member's continue-watching row (12).
#[utoipa::path(get, path = "/api/home", tag = "catalogue", responses((status = 200, body = HomePage)))]
async fn home_page(
    _: CatalogueReader,
    Viewer(viewer): Viewer,
    State(state): State<AppState>,
) -> Result<axum::Json<HomePage>, ApiError> {
    let db = state.read.reads();
    let continue_watching = match viewer.filter(|v| v.ban.is_none()) {
        Some(member) => {
            watch_history::queries::continue_watching(db, member.id, HOME_CONTINUE_WATCHING).await?
        }
        None => Vec::new(),
    };
    Ok(axum::Json(HomePage {
        home: home::home(db).await?,
        continue_watching,
    }))
}

/// A genre, its films and its series, sorted.
#[utoipa::path(get, path = "/api/genres/{slug}", tag = "catalogue", params(("slug" = String, Path), ListParams),
    responses((status = 200, body = GenrePage), (status = 404, body = ErrorBody)))]
async fn genre_page(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(slug): Path<String>,
    Query(params): Query<ListParams>,
) -> Result<axum::Json<GenrePage>, ApiError> {
    titles::genre_page(state.read.reads(), &slug, params.page(MAX_LIMIT))
        .await?
        .map(axum::Json)
        .ok_or_else(|| ApiError::not_found("Genre non trouvé"))
}

/// Films, filtered and sorted, by cursor pages.
#[utoipa::path(get, path = "/api/movies", tag = "catalogue", params(ListParams),
    responses((status = 200, body = Page<MovieRow>), (status = 400, body = ErrorBody)))]
async fn list_movies(
    _: CatalogueReader,
    State(state): State<AppState>,
    Query(params): Query<ListParams>,
) -> Result<axum::Json<Page<MovieRow>>, ApiError> {
    Ok(axum::Json(params.movies(&state, DEFAULT_LIMIT).await?))
}

/// One film with its genres.
#[utoipa::path(get, path = "/api/movies/{id}", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = MovieRow), (status = 404, body = ErrorBody)))]
async fn movie(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<axum::Json<MovieRow>, ApiError> {
    titles::movie(state.read.reads(), &id.to_string())
        .await?
        .map(axum::Json)
        .ok_or_else(|| ApiError::not_found("Film non trouvé"))
}

/// At most 12 films like this one, scored, each with its badge.
#[utoipa::path(get, path = "/api/movies/{id}/similar", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = Vec<SimilarMovie>), (status = 404, body = ErrorBody)))]
async fn similar_movies(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<axum::Json<Vec<SimilarMovie>>, ApiError> {
    let id = id.to_string();
    if titles::movie(state.read.reads(), &id).await?.is_none() {
        return Err(ApiError::not_found("Film non trouvé"));
    }
    Ok(axum::Json(similar::similar(state.read.reads(), &id).await?))
}

/// Series (and animes), filtered and sorted, by cursor pages.
#[utoipa::path(get, path = "/api/series", tag = "catalogue", params(ListParams),
    responses((status = 200, body = Page<SeriesRow>), (status = 400, body = ErrorBody)))]
async fn list_series(
    _: CatalogueReader,
    State(state): State<AppState>,
    Query(params): Query<ListParams>,
) -> Result<axum::Json<Page<SeriesRow>>, ApiError> {
    Ok(axum::Json(params.series(&state, DEFAULT_LIMIT).await?))
}

/// One series with its seasons and episodes.
#[utoipa::path(get, path = "/api/series/{id}", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = SeriesDetail), (status = 404, body = ErrorBody)))]
async fn series(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<axum::Json<SeriesDetail>, ApiError> {
    titles::series(state.read.reads(), &id.to_string())
        .await?
        .map(axum::Json)
        .ok_or_else(|| ApiError::not_found("Série non trouvée"))
}
