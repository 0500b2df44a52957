//! What members read about titles (docs/product.md, HTTP contract "Catalogue" and member side §9).

use axum::body::Bytes;
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use bobine_app::catalogue::list::{self, PageQuery, SeriesPageQuery};
use bobine_projections::SqlProjection;
use bobine_projections::catalogue::Catalogue;
use bobine_projections::catalogue::queries::facts::GenrePage;
use bobine_projections::catalogue::queries::home::{self, Home};
use bobine_projections::catalogue::queries::list::{Filters, Page};
use bobine_projections::catalogue::queries::rows::{MovieCard, MovieRow, SeriesCard};
use bobine_projections::catalogue::queries::similar::{self, SimilarMovie};
use bobine_projections::catalogue::queries::titles::{self, SeriesDetail, Stats};
use bobine_projections::watch_history::{self, queries::WatchEntry};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::answers::{self, Answer};
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

/// What a 304 answer means, in the document.
pub(super) const NOT_MODIFIED: &str = "Unchanged since the `ETag` sent in `If-None-Match`";

/// The page size of member lists, and of each section of a genre page: it opens
/// with a list's first page, "Charger plus" reading the next ones
/// (docs/adr/0059-genre-pages-open-with-a-page.md).
const DEFAULT_LIMIT: u32 = 24;

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
#[cfg_attr(not(test), allow(dead_code))] // Describes the answer; `home_body` writes it.
pub struct HomePage {
    #[serde(flatten)]
    home: Home,
    /// Films started and not completed and each series' next unfinished episode,
    /// most recent first (empty for a visitor).
    continue_watching: Vec<WatchEntry>,
}

/// Every home carousel in one answer: featured, top (20, to shuffle), newest (12),
/// and the member's continue-watching row (12). The carousels are the same for
/// everyone: they are computed once per catalogue position; a visitor's answer
/// carries their `ETag`, a member's (their own row added) none.
#[utoipa::path(get, path = "/api/home", tag = "catalogue", responses((status = 200, body = HomePage),
    (status = 304, description = "Unchanged since the `ETag` sent in `If-None-Match` (visitors)")))]
async fn home_page(
    _: CatalogueReader,
    Viewer(viewer): Viewer,
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let db = state.read.reads();
    let carousels = answers::catalogue(&state, "/api/home", || async {
        Answer::json(&home::home(db).await?)
    })
    .await?;
    let Some(member) = viewer.filter(|v| v.ban.is_none()) else {
        let visitor = home_body(&carousels.body, &[])?;
        return Ok(Answer {
            body: visitor,
            etag: carousels.etag,
        }
        .respond(&headers));
    };
    let continue_watching =
        watch_history::queries::continue_watching(db, member.id, HOME_CONTINUE_WATCHING).await?;
    let body = home_body(&carousels.body, &continue_watching)?;
    let json = HeaderValue::from_static("application/json");
    Ok(([(header::CONTENT_TYPE, json)], body).into_response())
}

/// A [`HomePage`] written from the carousels' JSON object, as serde writes it
/// (the flattened carousels, then `continue_watching`), without decoding them again.
fn home_body(carousels: &[u8], continue_watching: &[WatchEntry]) -> Result<Bytes, ApiError> {
    let open = carousels
        .strip_suffix(b"}")
        .ok_or_else(|| ApiError::internal("the home carousels are not a JSON object"))?;
    let mut body = Vec::with_capacity(carousels.len() + 64);
    body.extend_from_slice(open);
    body.extend_from_slice(b",\"continue_watching\":");
    serde_json::to_writer(&mut body, continue_watching).map_err(ApiError::internal)?;
    body.push(b'}');
    Ok(Bytes::from(body))
}

/// A genre, the first page of its films and of its series, sorted.
#[utoipa::path(get, path = "/api/genres/{slug}", tag = "catalogue", params(("slug" = String, Path), PageQuery),
    responses((status = 200, body = GenrePage), (status = 304, description = NOT_MODIFIED),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn genre_page(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(slug): Path<String>,
    Query(page): Query<PageQuery>,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let answer = answers::catalogue(&state, &key(&uri), || async {
        let request = page.request(DEFAULT_LIMIT)?;
        let at = list::catalogue_at(&state);
        let page = state
            .lists
            .genre_page(&state.read, at, &slug, request)
            .await?;
        Answer::json(&page.ok_or_else(|| ApiError::not_found("Genre non trouvé"))?)
    })
    .await?;
    Ok(answer.respond(&headers))
}

/// Films, filtered and sorted, by cursor pages.
#[utoipa::path(get, path = "/api/movies", tag = "catalogue", params(Filters, PageQuery),
    responses((status = 200, body = Page<MovieCard>), (status = 304, description = NOT_MODIFIED),
        (status = 400, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_movies(
    _: CatalogueReader,
    State(state): State<AppState>,
    Query(filters): Query<Filters>,
    Query(page): Query<PageQuery>,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let answer = answers::catalogue(&state, &key(&uri), || async {
        Answer::json(&list::movie_cards(&state, &filters, &page, DEFAULT_LIMIT).await?)
    })
    .await?;
    Ok(answer.respond(&headers))
}

/// One film with its genres.
#[utoipa::path(get, path = "/api/movies/{id}", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = MovieRow), (status = 304, description = NOT_MODIFIED),
        (status = 404, body = ErrorBody)))]
async fn movie(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let answer = answers::catalogue(&state, &key(&uri), || async {
        let movie = titles::movie(&state.read, &id.to_string())?;
        Answer::json(&movie.ok_or_else(|| ApiError::not_found("Film non trouvé"))?)
    })
    .await?;
    Ok(answer.respond(&headers))
}

/// At most 12 films like this one, scored, each with its badge.
#[utoipa::path(get, path = "/api/movies/{id}/similar", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = Vec<SimilarMovie>), (status = 304, description = NOT_MODIFIED),
        (status = 404, body = ErrorBody)))]
async fn similar_movies(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let answer = answers::catalogue(&state, &key(&uri), || async {
        let at = state
            .projections
            .position(Catalogue.name())
            .unwrap_or_default();
        let similar = similar::similar(&state.read, &state.similar, at, &id).await?;
        Answer::json(&similar.ok_or_else(|| ApiError::not_found("Film non trouvé"))?)
    })
    .await?;
    Ok(answer.respond(&headers))
}

/// Series (and animes), filtered and sorted, by cursor pages.
#[utoipa::path(get, path = "/api/series", tag = "catalogue", params(Filters, SeriesPageQuery),
    responses((status = 200, body = Page<SeriesCard>), (status = 304, description = NOT_MODIFIED),
        (status = 400, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn list_series(
    _: CatalogueReader,
    State(state): State<AppState>,
    Query(filters): Query<Filters>,
    Query(page): Query<SeriesPageQuery>,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let answer = answers::catalogue(&state, &key(&uri), || async {
        Answer::json(&list::series_cards(&state, &filters, &page, DEFAULT_LIMIT).await?)
    })
    .await?;
    Ok(answer.respond(&headers))
}

/// One series with its seasons and episodes.
#[utoipa::path(get, path = "/api/series/{id}", tag = "catalogue", params(("id" = Uuid, Path)),
    responses((status = 200, body = SeriesDetail), (status = 304, description = NOT_MODIFIED),
        (status = 404, body = ErrorBody)))]
async fn series(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let answer = answers::catalogue(&state, &key(&uri), || async {
        let series = titles::series(state.read.reads(), &id.to_string()).await?;
        Answer::json(&series.ok_or_else(|| ApiError::not_found("Série non trouvée"))?)
    })
    .await?;
    Ok(answer.respond(&headers))
}

/// The key of a catalogue answer: its path and query, as the client wrote them.
fn key(uri: &axum::http::Uri) -> String {
    uri.path_and_query()
        .map_or_else(|| uri.path().to_string(), |pq| pq.as_str().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `home_body` writes what serde would write for the [`HomePage`] it describes.
    #[test]
    fn the_home_body_is_the_home_page_serde_writes() {
        let home = Home {
            featured_movies: Vec::new(),
            featured_series: Vec::new(),
            top_movies: Vec::new(),
            top_series: Vec::new(),
            top_animes: Vec::new(),
            newest_movies: Vec::new(),
            newest_series: Vec::new(),
        };
        let carousels = serde_json::to_vec(&home).unwrap();
        let page = HomePage {
            home,
            continue_watching: Vec::new(),
        };
        assert_eq!(
            &home_body(&carousels, &[]).unwrap()[..],
            &serde_json::to_vec(&page).unwrap()[..]
        );
    }
}
