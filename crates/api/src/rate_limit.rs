//! Per-address rate limits on the routes that guess or send (login, sign-up and
//! forgot-password), on the public view counts and on the contact form (tower_governor, a token bucket per
//! client address). Past the limit: 429 `rate_limited` with `Retry-After`, and
//! nothing is written.

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use axum::body::Body;
use axum::http::header::RETRY_AFTER;
use axum::http::{HeaderValue, Request, Response};
use axum::response::IntoResponse;
use bobine_app::ErrorKind;
use governor::middleware::NoOpMiddleware;
use tower_governor::GovernorError;
use tower_governor::GovernorLayer;
use tower_governor::governor::GovernorConfigBuilder;
use tower_governor::key_extractor::KeyExtractor;

use crate::accounts::client_ip::client_ip;
use crate::error::ApiError;

/// The message of a refused attempt.
pub const RATE_LIMITED: &str = "Trop de tentatives. Veuillez réessayer dans quelques instants.";

/// Keys the buckets by client address ([`client_ip`]).
#[derive(Debug, Clone, Copy)]
pub struct ClientKey {
    behind_proxy: bool,
}

impl KeyExtractor for ClientKey {
    type Key = IpAddr;

    fn extract<T>(&self, req: &Request<T>) -> Result<IpAddr, GovernorError> {
        // Without a known address (an in-process call), every such caller shares one
        // bucket rather than escaping the limit.
        Ok(
            client_ip(req.headers(), req.extensions(), self.behind_proxy)
                .unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED)),
        )
    }
}

pub type RateLimit = GovernorLayer<ClientKey, NoOpMiddleware<governor::clock::QuantaInstant>, Body>;

/// A limit of `count` requests per `window` and address (a burst of that many, then
/// one more every `window / count`); `None` when `count` is 0 (no limit).
pub fn per_window(count: u32, window: Duration, behind_proxy: bool) -> Option<RateLimit> {
    let period = window / count.max(1);
    let config = GovernorConfigBuilder::default()
        .key_extractor(ClientKey { behind_proxy })
        .period(period)
        .burst_size(count.max(1))
        .finish()?;
    (count > 0).then(|| GovernorLayer::new(config).error_handler(refusal))
}

/// `router` behind a limit of `per_minute` requests per client address (unchanged
/// when it is 0).
pub fn limited<S: Clone + Send + Sync + 'static>(
    router: utoipa_axum::router::OpenApiRouter<S>,
    per_minute_limit: u32,
    settings: &bobine_app::Settings,
) -> utoipa_axum::router::OpenApiRouter<S> {
    limited_per(router, per_minute_limit, Duration::from_secs(60), settings)
}

/// `router` behind a limit of `count` requests per `window` and client address
/// (unchanged when `count` is 0).
pub fn limited_per<S: Clone + Send + Sync + 'static>(
    router: utoipa_axum::router::OpenApiRouter<S>,
    count: u32,
    window: Duration,
    settings: &bobine_app::Settings,
) -> utoipa_axum::router::OpenApiRouter<S> {
    match per_window(count, window, settings.behind_proxy) {
        Some(layer) => router.layer(layer),
        None => router,
    }
}

fn refusal(error: GovernorError) -> Response<Body> {
    // The limiter gives the wait in whole seconds, rounded down: one more second, so
    // that a client retrying after `Retry-After` is never refused again.
    let wait = match error {
        GovernorError::TooManyRequests { wait_time, .. } => wait_time + 1,
        _ => 1,
    };
    metrics::counter!("bobine_rate_limited_total").increment(1);
    let mut response =
        ApiError::new(ErrorKind::RateLimited, "rate_limited", RATE_LIMITED).into_response();
    if let Ok(value) = HeaderValue::from_str(&wait.to_string()) {
        response.headers_mut().insert(RETRY_AFTER, value);
    }
    response
}
