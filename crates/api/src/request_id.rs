//! The request id: a client's own `X-Request-Id` is kept (it ties our logs and
//! events to theirs) only when it is short and plain; any other is replaced by a
//! fresh one before anything logs or stores it.

use axum::extract::Request;
use axum::http::HeaderValue;

pub const HEADER: &str = "x-request-id";
/// Longest client id kept: room for a UUID or a trace id, not for a payload.
pub const MAX_LEN: usize = 64;

/// Whether a client's id may be kept: at most [`MAX_LEN`] characters of
/// `[A-Za-z0-9-_.]`.
pub fn acceptable(id: &[u8]) -> bool {
    !id.is_empty()
        && id.len() <= MAX_LEN
        && id
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// Middleware, outside the layer that sets missing ids: drops unacceptable ones, so
/// that they are replaced.
pub async fn drop_unacceptable(mut request: Request) -> Request {
    let keep = request
        .headers()
        .get_all(HEADER)
        .iter()
        .map(HeaderValue::as_bytes)
        .collect::<Vec<_>>();
    if keep.len() != 1 || !acceptable(keep[0]) {
        request.headers_mut().remove(HEADER);
    }
    request
}
