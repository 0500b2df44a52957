//! Playable sources for the demo (`bobine import --demo`): every demo film, series and
//! episode points at the sample clip the binary serves under `/demo/media/`
//! (`bobine_app::demo`), in MP4 or HLS, by a fixed rotation that leaves some titles
//! without a version, or without any, so that '(Non dispo)' and the trailer fallback
//! show too. The sources are paths on the node, whatever `BOBINE_PUBLIC_URL` is at
//! import (docs/adr/0035).

use bobine_app::demo;
use bobine_domain::movies::MovieForm;
use bobine_domain::series::{EpisodeForm, SeriesForm};
use bobine_domain::titles::Input;

/// The clip's paths on the node that serves the page.
pub struct DemoMedia {
    mp4: String,
    hls: String,
}

impl Default for DemoMedia {
    fn default() -> Self {
        DemoMedia {
            mp4: demo::path(demo::MP4),
            hls: demo::path(demo::HLS),
        }
    }
}

impl DemoMedia {
    /// The (vf, vostfr) sources of the `n`-th title, in a rotation of five: MP4 and
    /// HLS, HLS and MP4, vf only, vostfr only, none (the trailer plays).
    fn versions(&self, n: usize) -> (Input, Input) {
        let (mp4, hls) = (Input::text(&self.mp4), Input::text(&self.hls));
        match n % 5 {
            0 => (mp4, hls),
            1 => (hls, mp4),
            2 => (mp4, Input::none()),
            3 => (Input::none(), hls),
            _ => (Input::none(), Input::none()),
        }
    }

    pub fn film(&self, n: usize, form: &mut MovieForm) {
        (form.video_url_vf, form.video_url_vostfr) = self.versions(n);
        form.trailer_url = Input::text(&self.mp4);
    }

    /// A series plays its episodes; its own trailer is the clip.
    pub fn series(&self, form: &mut SeriesForm) {
        form.trailer_url = Input::text(&self.mp4);
    }

    pub fn episode(&self, n: usize, form: &mut EpisodeForm) {
        (form.video_url_vf, form.video_url_vostfr) = self.versions(n);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn films_rotate_through_both_formats_a_missing_version_and_none() {
        let media = DemoMedia::default();
        let versions: Vec<(Option<String>, Option<String>)> = (0..5)
            .map(|n| {
                let mut form = MovieForm::default();
                media.film(n, &mut form);
                assert_eq!(
                    form.trailer_url.trimmed(),
                    Some("/demo/media/bobine-demo.mp4")
                );
                (form.video_url_vf.0, form.video_url_vostfr.0)
            })
            .collect();
        let mp4 = Some("/demo/media/bobine-demo.mp4".to_string());
        let hls = Some("/demo/media/hls/bobine-demo.m3u8".to_string());
        assert_eq!(
            versions,
            vec![
                (mp4.clone(), hls.clone()),
                (hls.clone(), mp4.clone()),
                (mp4, None),
                (None, hls),
                (None, None),
            ]
        );
    }
}
