//! What each admin form holds before the admin types anything (docs/product.md, admin area
//! §5), in one place: the API gives these values to fields a client leaves
//! out, the series validation to a blank status, and the importer starts from them.
//! The web forms' first values mirror them in
//! `web/src/features/admin-titles/utils/defaults.ts` (a test below compares the two).
//!
//! Values are the form's text, as an admin would type it; validation reads them like
//! any other input.

/// The film form's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MovieDefaults {
    pub country: &'static str,
    pub language: &'static str,
    pub quality: &'static str,
    pub is_new: bool,
    pub is_featured: bool,
}

/// The series form's defaults, or the anime form's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeriesDefaults {
    pub status: &'static str,
    pub country: &'static str,
    pub language: &'static str,
    pub is_new: bool,
    pub is_featured: bool,
}

pub const MOVIE: MovieDefaults = MovieDefaults {
    country: "France",
    language: "Français",
    quality: "HD 1080p",
    is_new: true,
    is_featured: false,
};

pub const SERIES: SeriesDefaults = SeriesDefaults {
    status: "ongoing",
    country: "États-Unis",
    language: "Anglais",
    is_new: false,
    is_featured: false,
};

pub const ANIME: SeriesDefaults = SeriesDefaults {
    status: "completed",
    country: "Japon",
    language: "Japonais",
    is_new: true,
    is_featured: false,
};

#[cfg(test)]
mod tests {
    use super::*;

    const WEB: &str = include_str!("../../../../web/src/features/admin-titles/utils/defaults.ts");

    /// The lines of the web file's block that starts with `opening`, up to the
    /// block's closing brace.
    fn web_block(opening: &str) -> String {
        let start = WEB
            .find(opening)
            .unwrap_or_else(|| panic!("{opening} in defaults.ts"));
        let block = &WEB[start..];
        block[..block.find('}').unwrap()].to_string()
    }

    fn assert_mirrors(block: &str, pairs: &[(&str, String)]) {
        for (key, value) in pairs {
            let line = format!("{key}: {value},");
            assert!(
                block.contains(&line),
                "defaults.ts lacks `{line}` in:\n{block}"
            );
        }
    }

    fn series_pairs(d: SeriesDefaults) -> Vec<(&'static str, String)> {
        vec![
            ("status", format!("'{}'", d.status)),
            ("country", format!("'{}'", d.country)),
            ("language", format!("'{}'", d.language)),
            ("is_new", d.is_new.to_string()),
            ("is_featured", d.is_featured.to_string()),
        ]
    }

    #[test]
    fn the_web_forms_start_from_the_same_values() {
        assert_mirrors(
            &web_block("export const MOVIE_DEFAULTS"),
            &[
                ("country", format!("'{}'", MOVIE.country)),
                ("language", format!("'{}'", MOVIE.language)),
                ("quality", format!("'{}'", MOVIE.quality)),
                ("is_new", MOVIE.is_new.to_string()),
                ("is_featured", MOVIE.is_featured.to_string()),
            ],
        );
        assert_mirrors(&web_block("  series: {"), &series_pairs(SERIES));
        assert_mirrors(&web_block("  anime: {"), &series_pairs(ANIME));
    }
}
