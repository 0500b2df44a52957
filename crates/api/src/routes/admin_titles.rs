//! What admins write about titles: films, series, animes and episodes
//! (admin-area.md sections 2 and 5). Lists come by cursor pages of 50.

use axum::extract::State;
use axum::http::StatusCode;
use bobine_domain::movies::MovieCommand;
use bobine_domain::series::{SeriesCommand, SeriesKind};
use bobine_projections::catalogue::queries::admin_stats::{self, MovieStats, SeriesStats};
use bobine_projections::catalogue::queries::list::{self, Page};
use bobine_projections::catalogue::queries::rows::{MovieRow, SeriesRow};
use bobine_projections::catalogue::queries::titles;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use super::catalogue::{ListParams, no_duration_for_series as refuse_duration_sort};
use super::forms::{EpisodeBody, MovieBody, SeriesBody};
use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Admin;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::extract::path::Path;
use crate::extract::query::Query;
use crate::state::AppState;

/// The admin lists' page size (admin-area.md section 9).
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

/// Refuses genre ids that name no genre.
async fn check_genres(state: &AppState, ids: &[Uuid]) -> Result<(), ApiError> {
    if titles::unknown_genres(state.read.reads(), ids)
        .await?
        .is_empty()
    {
        return Ok(());
    }
    let mut error = ApiError::new(
        StatusCode::UNPROCESSABLE_ENTITY,
        "validation",
        "Un des genres choisis n'existe pas",
    );
    error.field = Some("genre_ids".into());
    Err(error)
}

/// Films, with search (title, original title, director, id) and every filter.
#[utoipa::path(get, path = "/api/admin/movies", tag = "admin", params(ListParams),
    responses((status = 200, body = Page<MovieRow>), (status = 401, body = ErrorBody)))]
async fn admin_movies(
    _: Admin,
    State(state): State<AppState>,
    Query(params): Query<ListParams>,
) -> Result<axum::Json<Page<MovieRow>>, ApiError> {
    Ok(axum::Json(
        list::movies(
            state.read.reads(),
            &params.filters(),
            params.page(ADMIN_PAGE),
        )
        .await?,
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
    responses((status = 201, body = Created), (status = 422, body = ErrorBody)))]
async fn add_movie(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<MovieBody>,
) -> Result<Committed<Created>, ApiError> {
    check_genres(&state, &body.genre_ids).await?;
    let id = Uuid::now_v7();
    let command = MovieCommand::Add {
        id,
        form: body.into_form(),
    };
    let position = state
        .movies
        .execute(&id.to_string(), command, &context.metadata(&admin.actor))
        .await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position,
        body: Created { id },
    })
}

/// Replaces a film's fields and genres.
#[utoipa::path(put, path = "/api/admin/movies/{id}", tag = "admin", request_body = MovieBody,
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn edit_movie(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Json(body): Json<MovieBody>,
) -> Result<Committed<Done>, ApiError> {
    check_genres(&state, &body.genre_ids).await?;
    let command = MovieCommand::Edit {
        form: body.into_form(),
    };
    let position = state
        .movies
        .execute(&id.to_string(), command, &context.metadata(&admin.actor))
        .await?;
    Ok(Committed::done(position))
}

#[utoipa::path(delete, path = "/api/admin/movies/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody)))]
async fn delete_movie(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = state
        .movies
        .execute(
            &id.to_string(),
            MovieCommand::Delete,
            &context.metadata(&admin.actor),
        )
        .await?;
    Ok(Committed::done(position))
}

/// Series; `anime=true` lists animes only.
#[utoipa::path(get, path = "/api/admin/series", tag = "admin", params(ListParams),
    responses((status = 200, body = Page<SeriesRow>), (status = 401, body = ErrorBody)))]
async fn admin_series(
    _: Admin,
    State(state): State<AppState>,
    Query(params): Query<ListParams>,
) -> Result<axum::Json<Page<SeriesRow>>, ApiError> {
    refuse_duration_sort(&params)?;
    Ok(axum::Json(
        list::series(
            state.read.reads(),
            &params.filters(),
            params.page(ADMIN_PAGE),
        )
        .await?,
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
    responses((status = 201, body = Created), (status = 422, body = ErrorBody)))]
async fn add_series(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Query(anime): Query<AnimeParam>,
    Json(body): Json<SeriesBody>,
) -> Result<Committed<Created>, ApiError> {
    check_genres(&state, &body.genre_ids).await?;
    let id = Uuid::now_v7();
    let command = SeriesCommand::Add {
        id,
        kind: anime.kind(),
        form: body.into_form(anime.kind()),
    };
    let position = state
        .series
        .execute(&id.to_string(), command, &context.metadata(&admin.actor))
        .await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position,
        body: Created { id },
    })
}

/// Replaces a series' fields and genres (never its totals).
#[utoipa::path(put, path = "/api/admin/series/{id}", tag = "admin", request_body = SeriesBody,
    params(("id" = Uuid, Path), AnimeParam),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn edit_series(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    Query(anime): Query<AnimeParam>,
    Json(body): Json<SeriesBody>,
) -> Result<Committed<Done>, ApiError> {
    check_genres(&state, &body.genre_ids).await?;
    let command = SeriesCommand::Edit {
        kind: anime.kind(),
        form: body.into_form(anime.kind()),
    };
    let position = state
        .series
        .execute(&id.to_string(), command, &context.metadata(&admin.actor))
        .await?;
    Ok(Committed::done(position))
}

/// Deletes a series and all its episodes.
#[utoipa::path(delete, path = "/api/admin/series/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody)))]
async fn delete_series(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let position = state
        .series
        .execute(
            &id.to_string(),
            SeriesCommand::Delete,
            &context.metadata(&admin.actor),
        )
        .await?;
    Ok(Committed::done(position))
}

/// Adds an episode; the series' totals follow.
#[utoipa::path(post, path = "/api/admin/series/{id}/episodes", tag = "admin", request_body = EpisodeBody,
    params(("id" = Uuid, Path)),
    responses((status = 201, body = Created), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn add_episode(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(series_id): Path<Uuid>,
    Json(body): Json<EpisodeBody>,
) -> Result<Committed<Created>, ApiError> {
    let episode_id = Uuid::now_v7();
    let command = SeriesCommand::AddEpisode {
        episode_id,
        form: body.into_form(),
    };
    let position = state
        .series
        .execute(
            &series_id.to_string(),
            command,
            &context.metadata(&admin.actor),
        )
        .await?;
    Ok(Committed {
        status: StatusCode::CREATED,
        position,
        body: Created { id: episode_id },
    })
}

async fn series_of(state: &AppState, episode_id: Uuid) -> Result<String, ApiError> {
    titles::series_of_episode(state.read.reads(), &episode_id.to_string())
        .await?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::NOT_FOUND,
                "episode_not_found",
                "Épisode non trouvé",
            )
        })
}

#[utoipa::path(put, path = "/api/admin/episodes/{id}", tag = "admin", request_body = EpisodeBody,
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
async fn edit_episode(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(episode_id): Path<Uuid>,
    Json(body): Json<EpisodeBody>,
) -> Result<Committed<Done>, ApiError> {
    let series_id = series_of(&state, episode_id).await?;
    let command = SeriesCommand::EditEpisode {
        episode_id,
        form: body.into_form(),
    };
    let position = state
        .series
        .execute(&series_id, command, &context.metadata(&admin.actor))
        .await?;
    Ok(Committed::done(position))
}

#[utoipa::path(delete, path = "/api/admin/episodes/{id}", tag = "admin", params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 404, body = ErrorBody)))]
async fn remove_episode(
    admin: Admin,
    context: RequestContext,
    State(state): State<AppState>,
    Path(episode_id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let series_id = series_of(&state, episode_id).await?;
    let command = SeriesCommand::RemoveEpisode { episode_id };
    let position = state
        .series
        .execute(&series_id, command, &context.metadata(&admin.actor))
        .await?;
    Ok(Committed::done(position))
}
