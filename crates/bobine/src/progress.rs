//! Progress bars for long work on a terminal (drawn on standard error, hidden when it
//! is not a terminal).

use indicatif::{ProgressBar, ProgressStyle};

pub fn bar(total: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template(
            "{msg} {bar:40} {human_pos}/{human_len} événements ({per_sec}, reste {eta})",
        )
        .expect("a valid template"),
    );
    bar.set_message(what.to_string());
    bar
}

/// Lets the projections crate report a rebuild's progress on a bar.
pub struct BarProgress(pub ProgressBar);

impl bobine_projections::RebuildProgress for BarProgress {
    fn advanced(&self, events: u64) {
        self.0.inc(events);
    }
}
