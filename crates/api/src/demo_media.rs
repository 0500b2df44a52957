//! The demo's sample clip (crates/api/demo-media/, made by `scripts/demo-media`),
//! carried by the binary and served under `/demo/media/` only when the demo
//! catalogue is loaded (`bobine_app::demo`); otherwise the path answers 404. Anyone
//! may read it: a cast receiver fetches without cookies.

use axum::Router;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use bobine_app::demo;

use crate::error::ApiError;
use crate::state::AppState;

/// One HLS segment of the clip, `hls/segment-N.ts`.
macro_rules! segment {
    ($n:literal) => {
        (
            concat!("hls/segment-", $n, ".ts"),
            "video/mp2t",
            include_bytes!(concat!("../demo-media/hls/segment-", $n, ".ts")),
        )
    };
}

/// Every file of the clip: its path under `/demo/media/`, type and bytes (60 s, the
/// playlist in 6 s segments: `scripts/demo-media`).
const FILES: [(&str, &str, &[u8]); 12] = [
    (
        demo::MP4,
        "video/mp4",
        include_bytes!("../demo-media/bobine-demo.mp4"),
    ),
    (
        demo::HLS,
        "application/vnd.apple.mpegurl",
        include_bytes!("../demo-media/hls/bobine-demo.m3u8"),
    ),
    segment!("0"),
    segment!("1"),
    segment!("2"),
    segment!("3"),
    segment!("4"),
    segment!("5"),
    segment!("6"),
    segment!("7"),
    segment!("8"),
    segment!("9"),
];

pub fn router() -> Router<AppState> {
    Router::new().route(&format!("{}/{{*file}}", demo::MEDIA_PATH), get(serve))
}

async fn serve(
    State(state): State<AppState>,
    Path(file): Path<String>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let not_found = || ApiError::not_found("Fichier introuvable");
    if !demo::is_loaded(&state.settings.data_dir) {
        return Err(not_found());
    }
    let (_, content_type, bytes) = FILES
        .iter()
        .find(|(name, _, _)| *name == file)
        .ok_or_else(not_found)?;
    let common = [
        (header::CONTENT_TYPE, *content_type),
        (header::ACCEPT_RANGES, "bytes"),
        (header::CACHE_CONTROL, "public, max-age=3600"),
        // Already compressed: the compression layer leaves it as it is.
        (header::CONTENT_ENCODING, "identity"),
    ];
    let range = headers
        .get(header::RANGE)
        .and_then(|v| v.to_str().ok())
        .map(|v| byte_range(v, bytes.len()));
    Ok(match range {
        None => (common, *bytes).into_response(),
        Some(Some((first, last))) => (
            StatusCode::PARTIAL_CONTENT,
            common,
            [(
                header::CONTENT_RANGE,
                format!("bytes {first}-{last}/{}", bytes.len()),
            )],
            &bytes[first..=last],
        )
            .into_response(),
        Some(None) => (
            StatusCode::RANGE_NOT_SATISFIABLE,
            [(header::CONTENT_RANGE, format!("bytes */{}", bytes.len()))],
        )
            .into_response(),
    })
}

/// The one range of `bytes=first-last`, `bytes=first-` or `bytes=-suffix` within
/// `len` bytes (what `<video>` asks for); `None` when it cannot be served.
fn byte_range(value: &str, len: usize) -> Option<(usize, usize)> {
    let (first, last) = value.strip_prefix("bytes=")?.split_once('-')?;
    let (first, last) = match (first.trim(), last.trim()) {
        ("", suffix) => (
            len.checked_sub(suffix.parse::<usize>().ok()?.min(len))?,
            len - 1,
        ),
        (first, "") => (first.parse().ok()?, len.checked_sub(1)?),
        (first, last) => (
            first.parse().ok()?,
            last.parse::<usize>().ok()?.min(len - 1),
        ),
    };
    (first <= last && last < len).then_some((first, last))
}

#[cfg(test)]
mod tests {
    use super::byte_range;

    #[test]
    fn ranges_as_video_elements_ask_for_them() {
        assert_eq!(byte_range("bytes=0-", 100), Some((0, 99)));
        assert_eq!(byte_range("bytes=10-19", 100), Some((10, 19)));
        assert_eq!(byte_range("bytes=90-200", 100), Some((90, 99)));
        assert_eq!(byte_range("bytes=-10", 100), Some((90, 99)));
        assert_eq!(byte_range("bytes=100-", 100), None);
        assert_eq!(byte_range("bytes=5-1", 100), None);
        assert_eq!(byte_range("items=0-1", 100), None);
        assert_eq!(byte_range("bytes=0-1,4-5", 100), None);
    }
}
