//! Posters drawn by the server, for titles without one (no image host is reachable
//! from here, and a card without a picture reads badly).

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use bobine_projections::catalogue::queries::titles;

use crate::error::ApiError;
use crate::extract::auth::CatalogueReader;
use crate::extract::path::Path;
use crate::state::AppState;

pub fn router() -> Router<AppState> {
    Router::new().route("/api/posters/{kind}/{file}", get(poster))
}

/// An SVG of 2:3 with the title, its year and a colour of its own.
async fn poster(
    _: CatalogueReader,
    State(state): State<AppState>,
    Path((kind, file)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let not_found = || ApiError::not_found("Affiche introuvable");
    let id = file.strip_suffix(".svg").ok_or_else(not_found)?;
    let (title, year) = match kind.as_str() {
        "movie" => titles::movie(&state.read, id)?.map(|m| (m.title, m.release_year)),
        "series" => titles::series(state.read.reads(), id)
            .await?
            .map(|s| (s.series.title, s.series.release_year)),
        _ => None,
    }
    .ok_or_else(not_found)?;
    let svg = draw(&title, year, id);
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml"),
            // Only the browser caches a private catalogue's posters.
            (
                header::CACHE_CONTROL,
                cache_control(state.settings.public_catalogue),
            ),
        ],
        svg,
    )
        .into_response())
}

fn cache_control(public_catalogue: bool) -> &'static str {
    if public_catalogue {
        "public, max-age=3600"
    } else {
        "private, max-age=3600"
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Breaks a title into lines of about 16 characters, at most 5 lines.
fn lines(title: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in title.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= 16 => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines.truncate(5);
    lines
}

pub fn draw(title: &str, year: Option<i64>, seed: &str) -> String {
    let hue = seed
        .bytes()
        .fold(7u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b)))
        % 360;
    let mut text = String::new();
    for (i, line) in lines(title).iter().enumerate() {
        text.push_str(&format!(
            "<text x=\"150\" y=\"{}\" text-anchor=\"middle\" font-size=\"26\" font-weight=\"700\">{}</text>",
            170 + i * 34,
            escape(line)
        ));
    }
    let year = year.map(|y| format!("<text x=\"150\" y=\"400\" text-anchor=\"middle\" font-size=\"20\" opacity=\"0.8\">{y}</text>")).unwrap_or_default();
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"450\" viewBox=\"0 0 300 450\" role=\"img\" aria-label=\"{}\">\
<defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\"><stop offset=\"0\" stop-color=\"hsl({hue},55%,38%)\"/>\
<stop offset=\"1\" stop-color=\"hsl({},60%,14%)\"/></linearGradient></defs>\
<rect width=\"300\" height=\"450\" fill=\"url(#g)\"/><g fill=\"#fff\" font-family=\"Georgia, serif\">{text}{year}</g>\
<text x=\"150\" y=\"436\" text-anchor=\"middle\" font-size=\"12\" fill=\"#fff\" opacity=\"0.6\" font-family=\"sans-serif\">BOBINE</text></svg>",
        escape(title),
        (hue + 40) % 360
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_poster_shows_the_escaped_title_on_lines_and_the_year() {
        let svg = draw(
            "Tom & Jerry <le film> : la grande aventure",
            Some(1992),
            "abc",
        );
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert!(svg.contains("Tom &amp; Jerry") && !svg.contains("<le film>"));
        assert!(svg.contains(">1992<"));
        assert_eq!(
            lines("Le Seigneur des anneaux : la communauté de l'anneau").len(),
            4
        );
    }
}
