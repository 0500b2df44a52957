//! Bobine's HTTP interface: JSON under `/api` (contract: docs/product.md, "HTTP contract", and the generated
//! `/api/openapi.json`), operations endpoints, and the web app for every other path.
//!
//! The workflows live in `bobine-app`: a handler extracts, calls one, and maps its
//! result. [`router`] serves a started [`bobine_app::Node`]; `bobine serve` and the
//! tests use the same function.
#![forbid(unsafe_code)]

mod accounts;
mod answers;
mod consistency;
mod csrf;
mod demo_media;
mod error;
mod extract;
mod http_metrics;
mod openapi;
mod openapi_refusals;
mod rate_limit;
mod request_id;
mod routes;
mod schema;
mod server;
mod spa;
mod state;

pub use error::ApiError;
pub use openapi::openapi;
pub use server::{ConnectionLimits, serve};
pub use state::AppState;

use axum::Router;
use axum::http::{HeaderName, StatusCode};
use bobine_app::Node;
use std::sync::Arc;
use std::time::Duration;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::request_id::{MakeRequestUuid, PropagateRequestIdLayer, SetRequestIdLayer};
use tower_http::timeout::TimeoutLayer;
use tower_http::trace::TraceLayer;

/// Largest request body accepted (JSON commands are small).
const BODY_LIMIT: usize = 1024 * 1024;
/// A request that takes longer than this is answered 408.
const REQUEST_TIMEOUT: Duration = Duration::from_secs(30);

/// Every route of `node`, with its middleware.
pub fn router(node: Arc<Node>) -> Router {
    routes_of(AppState::new(node))
}

/// [`router`] with every catalogue answer computed for its request, none kept in
/// memory: what the benchmarks measure beside the cached answers (docs/benchmarks.md).
pub fn router_without_answer_cache(node: Arc<Node>) -> Router {
    let mut state = AppState::new(node);
    state.answers = answers::cache::Answers::none();
    routes_of(state)
}

fn routes_of(state: AppState) -> Router {
    let request_id = HeaderName::from_static(request_id::HEADER);
    let (api, _) = openapi::split(&state.settings);
    api.merge(routes::ops::router())
        .merge(openapi::router())
        .merge(routes::posters::router())
        .merge(demo_media::router())
        .fallback(spa::serve)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            consistency::read_your_writes,
        ))
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            csrf::require_header,
        ))
        .layer(axum::middleware::from_fn(http_metrics::record))
        .layer(CompressionLayer::new())
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .layer(TraceLayer::new_for_http())
        .layer(PropagateRequestIdLayer::new(request_id.clone()))
        .layer(SetRequestIdLayer::new(request_id, MakeRequestUuid))
        .layer(axum::middleware::map_request(request_id::drop_unacceptable))
        .with_state(state)
}
