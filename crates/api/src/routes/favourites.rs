//! A member's favourite films and series (docs/product.md, member side §2 "Favourites", and the heart
//! button of the film and series pages; the workflows are `bobine_app::favourites`).

use axum::extract::State;
use bobine_app::favourites;
use bobine_domain::titles::TitleKind;
use bobine_projections::favourites::queries::FavouriteCard;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::path::Path;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(add, remove))
}

/// The member's favourites, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct FavouriteList {
    items: Vec<FavouriteCard>,
}

/// The member's favourite films and series that still exist, newest first.
#[utoipa::path(get, path = "/api/favorites", tag = "member",
    responses((status = 200, body = FavouriteList), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn list(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<FavouriteList>, ApiError> {
    let items = favourites::list(&state, member.id()).await?;
    Ok(axum::Json(FavouriteList { items }))
}

/// Adds a film or a series to the member's favourites; adding it again changes
/// nothing.
#[utoipa::path(put, path = "/api/favorites/{kind}/{id}", tag = "member",
    params(("kind" = TitleKind, Path), ("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn add(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Path((kind, id)): Path<(TitleKind, Uuid)>,
) -> Result<Committed<Done>, ApiError> {
    let position = favourites::add(&state, &context.origin(), member.id(), kind, id).await?;
    Ok(Committed::done(position))
}

/// Removes a film or a series from the member's favourites; removing it again
/// changes nothing.
#[utoipa::path(delete, path = "/api/favorites/{kind}/{id}", tag = "member",
    params(("kind" = TitleKind, Path), ("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody)))]
async fn remove(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Path((kind, id)): Path<(TitleKind, Uuid)>,
) -> Result<Committed<Done>, ApiError> {
    let position = favourites::remove(&state, &context.origin(), member.id(), kind, id).await?;
    Ok(Committed::done(position))
}
