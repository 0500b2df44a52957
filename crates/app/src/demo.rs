//! The demo that plays: `bobine import --demo` gives demo films and episodes sources
//! on a sample clip that the binary carries and serves under [`MEDIA_PATH`], only
//! once the demo catalogue is loaded. The import says so with a marker file in the
//! data directory, which the serving node reads at each request (so a node started
//! before the import serves the clip without a restart). A production node, never
//! given `--demo`, serves nothing there. The sources are paths on the node, not
//! addresses, so the demo plays at whatever address the node is reached
//! (docs/adr/0035).

use std::path::Path;

/// Where the clip is served.
pub const MEDIA_PATH: &str = "/demo/media";
/// The clip in MP4 (played in `<video>`).
pub const MP4: &str = "bobine-demo.mp4";
/// The clip in HLS (played through hls.js).
pub const HLS: &str = "hls/bobine-demo.m3u8";
/// The marker file `bobine import --demo` writes in the data directory.
const MARKER: &str = "demo-catalogue";

/// Whether the demo catalogue was imported with this data directory.
pub fn is_loaded(data_dir: &Path) -> bool {
    data_dir.join(MARKER).is_file()
}

/// Records that the demo catalogue is loaded.
pub fn mark_loaded(data_dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(data_dir)?;
    std::fs::write(
        data_dir.join(MARKER),
        "Written by `bobine import --demo`: this node serves the demo clip under /demo/media/.\n",
    )
}

/// The source of one of the clip's files: its path on the node, which a playable
/// link may be (`bobine_domain::titles::NODE_MEDIA_PATH`), resolved by the browser
/// against the page's own address.
pub fn path(file: &str) -> String {
    format!("{MEDIA_PATH}/{file}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use bobine_domain::titles::{Input, details};

    #[test]
    fn the_clips_paths_are_links_a_title_may_play() {
        for file in [MP4, HLS] {
            let path = path(file);
            assert!(path.starts_with(bobine_domain::titles::NODE_MEDIA_PATH));
            for field in [details::VIDEO_URL_VF, details::TRAILER_URL] {
                assert_eq!(field.optional(&Input::text(&path)), Ok(Some(path.clone())));
            }
        }
    }
}
