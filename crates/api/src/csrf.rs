//! Cross-site request forgery: a command sent with the browser's cookies must carry
//! `X-Requested-With`, which a cross-site form cannot set and a cross-site script
//! cannot send without the CORS preflight this server never grants. Only the operator
//! token itself exempts a request (a browser never sends it on its own); any other
//! `Authorization` header does not, since the cookie would still count.

use axum::extract::{Request, State};
use axum::http::Method;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use bobine_app::ErrorKind;

use crate::error::ApiError;
use crate::extract::auth::carries_operator_token;
use crate::state::AppState;

pub async fn require_header(
    State(state): State<AppState>,
    request: Request,
    next: Next,
) -> Response {
    let safe = matches!(
        *request.method(),
        Method::GET | Method::HEAD | Method::OPTIONS
    );
    let headers = request.headers();
    let api = request.uri().path().starts_with("/api/");
    let operator = carries_operator_token(headers, state.settings.admin_token.as_deref());
    if safe || !api || operator || headers.contains_key("x-requested-with") {
        return next.run(request).await;
    }
    ApiError::new(
        ErrorKind::Forbidden,
        "csrf",
        "Requête refusée : l'en-tête X-Requested-With est requis",
    )
    .into_response()
}
