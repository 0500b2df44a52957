//! What admins write about titles: films, series, animes and episodes
//! (docs/product.md, admin area §2 and §5). Lists come by cursor pages of 50.

use axum::extract::State;
use axum::http::StatusCode;
use bobine_app::catalogue::list::{self, PageQuery, SeriesPageQuery};
use bobine_app::catalogue::{self, episodes, movies, series};
use bobine_domain::series::SeriesKind;
use bobine_projections::catalogue::queries::admin_stats::{self, MovieStats, SeriesStats};
use bobine_projections::catalogue::queries::list::{Filters, Page};
use bobine_projections::catalogue::queries::rows::{MovieRow, SeriesRow};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use super::forms::{EpisodeBody, MovieBody, SeriesBody};
use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Admin;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

/// The admin lists' page size (docs/product.md, admin area §9).
const ADMIN_PAGE: u32 = 50;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(admin_movies, add_movie))
        .routes(routes!(movie_stats))
        .routes(routes!(edit_movie, delete_movie))
        .routes(routes!(admin_series, add_series))
        .routes(routes!(series_stats))
        .routes(routes!(edit_series, delete_series))
        .routes(routes!(add_episode))
        .routes(routes!(edit_episode, remove_episode))
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Created {
    #[schema(format = Uuid)]
    id: Uuid,
}

/// `?anime=true`: the anime screen's form and list.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct AnimeParam {
    anime: bool,
}

impl AnimeParam {
    fn kind(&self) -> SeriesKind {
        if self.anime {
            SeriesKind::Anime
        } else {
            SeriesKind::Series
        }
    }
}

impl Created {
    /// A creation's answer: 201, its position and the new id.
    fn committed(created: catalogue::Created) -> Committed<Created> {
        Created::at(created.id, created.position)
    }

    /// The answer of any command that creates something with a new id.
    pub(crate) fn at(id: Uuid, position: bobine_store::Position) -> Committed<Created> {
        Committed {
            status: StatusCode::CREATED,
            position,
            body: Created { id },
        }
    }
}

/// Films, with search (title, original title, director, id) and every filter.
#[utoipa::path(get, path = "/api/admin/movies", tag = "admin", params(Filters, PageQuery),
    responses((status = 200, body = Page<MovieRow>), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn admin_movies(
    _: Admin,
    State(state): State<AppState>,
    Query(filters): Query<Filters>,
    Query(page): Query<PageQuery>,
) -> Result<axum::Json<Page<MovieRow>>, ApiError> {
    Ok(axum::Json(
        list::movies(&state, &filters, &page, ADMIN_PAGE).await?,
    ))
}

/// The films screen's counters: total, featured, new, views.
#[utoipa::path(get, path = "/api/admin/movies/stats", tag = "admin",
    responses((status = 200, body = MovieStats), (status = 401, body = ErrorBody)))]
async fn movie_stats(
    _: Admin,
    State(state): State<AppState>,
) -> Result<axum::Json<MovieStats>, ApiError> {
    Ok(axum::Json(
        admin_stats::movie_stats(state.read.reads()).await?,
    ))
}

/// Adds a film (defaults: France, Français, HD 1080p, new).
#[utoipa::path(post, path = "/api/admin/movies", tag = "admin", request_body = MovieBody,
    responses((status = 201, body = Created), (status = 404, body = ErrorBody, description = "A genre of `genre_ids` does not exist"), (status = 422, body = ErrorBody)))]
async fn add_movie(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<MovieBody>,
) -> Result<Committed<Created>, ApiError> {
    let created = movies::add(&state, &context.origin(), &admin, body.into_form()).await?;
    Ok(Created::committed(created))
}

/// Replaces a film's fields and genres.
#[utoipa::path(put, path = "/api/admin/movies/{id}", tag = "admin", request_body = MovieBody,
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn edit_movie(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(body): Json<MovieBody>,
) -> Result<Committed<Done>, ApiError> {
    let form = body.into_form();
    let position = movies::edit(&state, &context.origin(), &admin, id, form).await?;
    Ok(Committed::done(position))
}

#[utoipa::path(delete, path = "/api/admin/movies/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody)))]
async fn delete_movie(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = movies::delete(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// Series; `anime=true` lists animes only.
#[utoipa::path(get, path = "/api/admin/series", tag = "admin", params(Filters, SeriesPageQuery),
    responses((status = 200, body = Page<SeriesRow>), (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn admin_series(
    _: Admin,
    State(state): State<AppState>,
    Query(filters): Query<Filters>,
    Query(page): Query<SeriesPageQuery>,
) -> Result<axum::Json<Page<SeriesRow>>, ApiError> {
    Ok(axum::Json(
        list::series(&state, &filters, &page, ADMIN_PAGE).await?,
    ))
}

/// `?anime=true`, `?anime=false` or neither (every series).
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(default)]
pub struct StatsParams {
    anime: Option<bool>,
}

/// The series and anime screens' cards: total, featured, new, ongoing, episodes, views.
#[utoipa::path(get, path = "/api/admin/series/stats", tag = "admin", params(StatsParams),
    responses((status = 200, body = SeriesStats), (status = 401, body = ErrorBody)))]
async fn series_stats(
    _: Admin,
    State(state): State<AppState>,
    Query(params): Query<StatsParams>,
) -> Result<axum::Json<SeriesStats>, ApiError> {
    Ok(axum::Json(
        admin_stats::series_stats(state.read.reads(), params.anime).await?,
    ))
}

/// Adds a series, or with `anime=true` an anime (its defaults and year bounds).
#[utoipa::path(post, path = "/api/admin/series", tag = "admin", request_body = SeriesBody, params(AnimeParam),
    responses((status = 201, body = Created), (status = 404, body = ErrorBody, description = "A genre of `genre_ids` does not exist"), (status = 422, body = ErrorBody)))]
async fn add_series(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Query(anime): Query<AnimeParam>,
    Json(body): Json<SeriesBody>,
) -> Result<Committed<Created>, ApiError> {
    let (kind, form) = (anime.kind(), body.into_form(anime.kind()));
    let created = series::add(&state, &context.origin(), &admin, kind, form).await?;
    Ok(Created::committed(created))
}

/// Replaces a series' fields and genres (never its totals).
#[utoipa::path(put, path = "/api/admin/series/{id}", tag = "admin", request_body = SeriesBody,
    params(("id" = Uuid, Path), AnimeParam),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn edit_series(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Query(anime): Query<AnimeParam>,
    Json(body): Json<SeriesBody>,
) -> Result<Committed<Done>, ApiError> {
    let (kind, form) = (anime.kind(), body.into_form(anime.kind()));
    let position = series::edit(&state, &context.origin(), &admin, id, kind, form).await?;
    Ok(Committed::done(position))
}

/// Deletes a series and all its episodes.
#[utoipa::path(delete, path = "/api/admin/series/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody)))]
async fn delete_series(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = series::delete(&state, &context.origin(), &admin, id).await?;
    Ok(Committed::done(position))
}

/// Adds an episode; the series' totals follow.
#[utoipa::path(post, path = "/api/admin/series/{id}/episodes", tag = "admin", request_body = EpisodeBody,
    params(("id" = Uuid, Path)),
    responses((status = 201, body = Created), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn add_episode(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(series_id): Path<Uuid>,
    Json(body): Json<EpisodeBody>,
) -> Result<Committed<Created>, ApiError> {
    let form = body.into_form();
    let created = episodes::add(&state, &context.origin(), &admin, series_id, form).await?;
    Ok(Created::committed(created))
}

#[utoipa::path(put, path = "/api/admin/episodes/{id}", tag = "admin", request_body = EpisodeBody,
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn edit_episode(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(episode_id): Path<Uuid>,
    Json(body): Json<EpisodeBody>,
) -> Result<Committed<Done>, ApiError> {
    let form = body.into_form();
    let position = episodes::edit(&state, &context.origin(), &admin, episode_id, form).await?;
    Ok(Committed::done(position))
}

#[utoipa::path(delete, path = "/api/admin/episodes/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody)))]
async fn remove_episode(
    Admin(admin): Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(episode_id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = episodes::remove(&state, &context.origin(), &admin, episode_id).await?;
    Ok(Committed::done(position))
}
