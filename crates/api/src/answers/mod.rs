//! Catalogue answers computed once per position of the catalogue projection (and
//! suggestions, once per position of the search index) and served from memory with
//! an `ETag` (docs/adr/0022-answers-cached-per-position.md).
//!
//! An answer that depends only on the catalogue read model (home carousels, lists,
//! a genre's page, a title, similar films) is the same for every reader while the
//! projection stands still. The first request at a position computes it; concurrent
//! requests for the same key wait for that one computation instead of repeating it.
//! An entry records the position it was computed at and is served only while the
//! projection is still there, so read-your-writes holds: the consistency middleware
//! waits for the reader's position first, and an answer computed at `p` was read from
//! a model at `p` or later (the projection publishes a position after committing it).
//!
//! The answers themselves are kept in [`cache`], which the node's state holds; this
//! file picks the position each answer is kept for.

pub(crate) mod cache;

use std::future::Future;

use bobine_projections::SqlProjection;
use bobine_projections::catalogue::Catalogue;

pub use cache::Answer;

use crate::error::ApiError;
use crate::state::AppState;

/// The catalogue's answer for `key` (a request's path and query) at the catalogue
/// projection's current position, computed by `compute` when not in memory.
pub async fn catalogue<F, Fut>(state: &AppState, key: &str, compute: F) -> Result<Answer, ApiError>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<Answer, ApiError>>,
{
    of_projection(state, Catalogue.name(), key, compute).await
}

/// The answer for `key` that depends only on the `projection` read model, at that
/// projection's current position (suggestions read the search index alone).
pub async fn of_projection<F, Fut>(
    state: &AppState,
    projection: &str,
    key: &str,
    compute: F,
) -> Result<Answer, ApiError>
where
    F: FnOnce() -> Fut,
    Fut: Future<Output = Result<Answer, ApiError>>,
{
    match state.projections.position(projection) {
        Some(position) => state.answers.get(key, position, compute).await,
        // A node without that projection has nothing to key answers on.
        None => compute().await,
    }
}
