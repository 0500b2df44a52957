//! Search (docs/product.md, HTTP contract "Catalogue" and member side §2, §5 and §9): suggestions as
//! the member types, and the search page's results.

use axum::extract::State;
use axum::http::HeaderMap;
use axum::response::Response;
use bobine_app::catalogue::list::Order;
use bobine_app::paging;
use bobine_domain::titles::TitleKind;
use bobine_projections::Projector;
use bobine_projections::catalogue::queries::sort::Sort;
use bobine_projections::search::{self, SearchPage, SearchRequest, SearchSort, Suggestions};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use super::catalogue::NOT_MODIFIED;
use crate::answers::{self, Answer};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::CatalogueReader;
use crate::extract::query::Query;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(suggest))
        .routes(routes!(search_page))
}

/// A query longer than any title is a client error, not a search.
const MAX_QUERY_CHARS: usize = 200;
const DEFAULT_LIMIT: u32 = 24;
/// Deeper pages are refused: a title is found by its name, not by paging.
const MAX_OFFSET: u32 = 10_000;

#[derive(Debug, Deserialize, IntoParams)]
pub struct SuggestParams {
    /// What the member typed; under 2 characters nothing is suggested.
    #[param(max_length = 200)]
    pub q: String,
}

#[derive(Debug, Deserialize, IntoParams)]
pub struct SearchParams {
    /// What the member searched for; under 2 characters nothing is found.
    #[param(max_length = 200)]
    pub q: String,
    /// Relevance by default; the other sorts are the lists'.
    #[serde(default)]
    #[param(value_type = Option<SearchSort>)]
    pub sort: SearchSort,
    /// Descending by default; relevance is always best first.
    #[serde(default)]
    #[param(value_type = Option<Order>)]
    pub order: Order,
    /// Films only, or series only.
    #[param(value_type = Option<TitleKind>)]
    pub kind: Option<TitleKind>,
    /// 1 to 100, 24 by default.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
    /// Results to skip (the previous page's `next_offset`), at most 10,000.
    #[param(maximum = 10_000)]
    pub offset: Option<u32>,
}

fn check_query(q: &str) -> Result<(), ApiError> {
    if q.chars().count() > MAX_QUERY_CHARS {
        return Err(ApiError::malformed(format!(
            "Requête invalide : la recherche ne peut pas dépasser {MAX_QUERY_CHARS} caractères"
        )));
    }
    Ok(())
}

/// Up to 4 films and 4 series whose title, original title or director start with
/// the words typed (case, accents, colons and dashes ignored). Computed once per
/// position of the search index (what members type on the way to a title repeats),
/// on the request's own thread, as the search page is.
#[utoipa::path(get, path = "/api/search/suggest", tag = "catalogue", params(SuggestParams),
    responses((status = 200, body = Suggestions), (status = 304, description = NOT_MODIFIED),
        (status = 400, body = ErrorBody)))]
async fn suggest(
    _: CatalogueReader,
    State(state): State<AppState>,
    Query(params): Query<SuggestParams>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    check_query(&params.q)?;
    let key = format!("suggest:{}", params.q);
    let answer = answers::of_projection(&state, state.search.name(), &key, || async {
        // Not on a blocking thread: the hand-off cost more than the query itself
        // (docs/adr/0056-suggestions-in-one-pass.md).
        Answer::json(&search::suggest(&state.search, &params.q)?)
    })
    .await?;
    Ok(answer.respond(&headers))
}

/// The search page: title, original title, director and synopsis, one typo
/// tolerated in words of 5 letters or more, by relevance or another sort.
#[utoipa::path(get, path = "/api/search", tag = "catalogue", params(SearchParams),
    responses((status = 200, body = SearchPage), (status = 400, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn search_page(
    _: CatalogueReader,
    State(state): State<AppState>,
    Query(params): Query<SearchParams>,
) -> Result<axum::Json<SearchPage>, ApiError> {
    check_query(&params.q)?;
    let limit = paging::limit(params.limit, DEFAULT_LIMIT)?;
    let offset = params.offset.unwrap_or(0);
    if offset > MAX_OFFSET {
        return Err(ApiError::malformed(format!(
            "Requête invalide : offset ne peut pas dépasser {MAX_OFFSET}"
        )));
    }
    if params.sort == SearchSort::List(Sort::Duration) && params.kind == Some(TitleKind::Series) {
        return Err(ApiError::malformed(
            "Requête invalide : les séries ne se trient pas par durée",
        ));
    }
    let request = SearchRequest {
        q: &params.q,
        kind: params.kind,
        sort: params.sort,
        ascending: matches!(params.order, Order::Asc),
        limit: limit as usize,
        offset: offset as usize,
    };
    Ok(axum::Json(
        search::search(&state.search, &state.read, &request).await?,
    ))
}
