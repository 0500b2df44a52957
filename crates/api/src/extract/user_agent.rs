//! The browser's `User-Agent`, which names a session's device (docs/adr/0040).

use axum::extract::FromRequestParts;
use axum::http::header::USER_AGENT;
use axum::http::request::Parts;
use std::convert::Infallible;

/// The `User-Agent` header as text; empty when absent or not text.
pub struct UserAgent(pub String);

impl<S: Send + Sync> FromRequestParts<S> for UserAgent {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Infallible> {
        let agent = parts
            .headers
            .get(USER_AGENT)
            .and_then(|value| value.to_str().ok())
            .unwrap_or_default();
        Ok(UserAgent(agent.to_string()))
    }
}
