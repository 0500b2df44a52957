//! Cross-site request forgery: a command sent with the browser's cookies must carry
//! `X-Requested-With`, which a cross-site form cannot set and a cross-site script
//! cannot send without the CORS preflight this server never grants.

use axum::extract::Request;
use axum::http::{Method, header};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use bobine_app::ErrorKind;

use crate::error::ApiError;

pub async fn require_header(request: Request, next: Next) -> Response {
    let safe = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    let headers = request.headers();
    let api = request.uri().path().starts_with("/api/");
    // A bearer token is never sent by a browser on its own: no forgery to fear.
    let bearer = headers.contains_key(header::AUTHORIZATION);
    if safe || !api || bearer || headers.contains_key("x-requested-with") {
        return next.run(request).await;
    }
    ApiError::new(
        ErrorKind::Forbidden,
        "csrf",
        "Requête refusée : l'en-tête X-Requested-With est requis",
    )
    .into_response()
}
