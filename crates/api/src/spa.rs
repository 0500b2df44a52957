//! The web app, embedded in the binary: its files, and `index.html` for every other
//! path so that the browser's router takes over.

use axum::http::{StatusCode, Uri, header};
use axum::response::{Html, IntoResponse, Response};
use rust_embed::RustEmbed;

use crate::error::ApiError;

/// `web/dist`, built by `npm run build` (scripts/run does it). A binary built without
/// it still runs and says so on its home page.
#[derive(RustEmbed)]
#[folder = "../../web/dist"]
#[allow_missing = true]
struct Assets;

const NOT_BUILT: &str = "<!doctype html><html lang=\"fr\"><meta charset=\"utf-8\"><title>Bobine</title>\
<p>L'application web n'est pas construite : lancez <code>scripts/run</code>.</p></html>";

pub async fn serve(uri: Uri) -> Response {
    let path = uri.path();
    if path.starts_with("/api/") || path == "/api" {
        return ApiError::not_found("Ressource introuvable").into_response();
    }
    let file = path.trim_start_matches('/');
    if let Some(asset) = Assets::get(file).filter(|_| !file.is_empty()) {
        // Vite fingerprints everything under assets/: it never changes.
        let cache = if file.starts_with("assets/") {
            "public, max-age=31536000, immutable"
        } else {
            "no-cache"
        };
        let mime = mime_guess::from_path(file).first_or_octet_stream();
        return (
            [
                (header::CONTENT_TYPE, mime.as_ref()),
                (header::CACHE_CONTROL, cache),
            ],
            asset.data,
        )
            .into_response();
    }
    match Assets::get("index.html") {
        Some(index) => (
            [
                (header::CONTENT_TYPE, "text/html; charset=utf-8"),
                (header::CACHE_CONTROL, "no-cache"),
            ],
            index.data,
        )
            .into_response(),
        None => (StatusCode::OK, Html(NOT_BUILT)).into_response(),
    }
}
