use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use super::Input;

/// A refused form field: which one, and the French message to show beside it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldError {
    pub field: Cow<'static, str>,
    pub message: String,
}

impl FieldError {
    pub fn new(field: impl Into<Cow<'static, str>>, message: impl Into<String>) -> Self {
        FieldError {
            field: field.into(),
            message: message.into(),
        }
    }
}

impl std::fmt::Display for FieldError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A free-text field: its name and how it reads in a message.
pub struct TextField {
    pub name: &'static str,
    /// "Le titre", "Le réalisateur"...
    pub label: &'static str,
    pub max_chars: usize,
}

impl TextField {
    /// Required text: trimmed, inner runs of spaces kept (synopses have line breaks).
    pub fn required(&self, input: &str) -> Result<String, FieldError> {
        self.optional(&Input::text(input))?
            .ok_or_else(|| FieldError::new(self.name, format!("{} est requis", self.label)))
    }

    /// Optional text: blank becomes `None`.
    pub fn optional(&self, input: &Input) -> Result<Option<String>, FieldError> {
        let Some(text) = input.trimmed() else {
            return Ok(None);
        };
        if crate::text::has_forbidden_characters(text) {
            return Err(FieldError::new(
                self.name,
                format!("{} {}", self.label, crate::text::FORBIDDEN_CHARACTERS),
            ));
        }
        if text.chars().count() > self.max_chars {
            return Err(FieldError::new(
                self.name,
                format!(
                    "{} ne doit pas dépasser {} caractères",
                    self.label, self.max_chars
                ),
            ));
        }
        Ok(Some(text.to_string()))
    }
}

/// Where every node serves its own demo clip (`bobine_app::demo`): a playable link may be
/// a path under it, which the browser resolves against the address the site is reached
/// at, so that the demo plays wherever the node is (docs/adr/0035).
pub const NODE_MEDIA_PATH: &str = "/demo/media/";

/// A link field; playable and image links must start with http(s) (docs/product.md, admin area
/// §5). A playable link may also be a path under [`NODE_MEDIA_PATH`].
pub struct UrlField {
    pub name: &'static str,
    /// "de l'affiche", "de la vidéo VF"...
    pub of: &'static str,
    /// A video or a trailer, rather than an image.
    pub playable: bool,
}

/// A path under [`NODE_MEDIA_PATH`] of plain segments (letters, digits, `-`, `_`, `.`).
fn is_node_media(url: &str) -> bool {
    url.strip_prefix(NODE_MEDIA_PATH).is_some_and(|rest| {
        rest.split('/').all(|segment| {
            !segment.is_empty()
                && !segment.starts_with('.')
                && segment
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
        })
    })
}

impl UrlField {
    pub fn optional(&self, input: &Input) -> Result<Option<String>, FieldError> {
        let Some(url) = input.trimmed() else {
            return Ok(None);
        };
        if self.playable && url.len() <= 2048 && is_node_media(url) {
            return Ok(Some(url.to_string()));
        }
        let rest = url
            .strip_prefix("https://")
            .or_else(|| url.strip_prefix("http://"));
        let host = rest.map(|r| r.split(['/', '?', '#']).next().unwrap_or_default());
        match host {
            Some(host)
                if !host.is_empty() && !url.contains(char::is_whitespace) && url.len() <= 2048 =>
            {
                Ok(Some(url.to_string()))
            }
            _ => Err(FieldError::new(
                self.name,
                format!(
                    "L'URL {} doit être une adresse web commençant par http:// ou https://",
                    self.of
                ),
            )),
        }
    }
}

/// An integer field and its bounds, with its own wording (French agrees the
/// adjective with the field: "comprise" for l'année, "compris" for le numéro).
pub struct IntField {
    pub name: &'static str,
    /// "L'année", "La durée"...
    pub label: &'static str,
    pub min: i64,
    pub max: i64,
    /// Shown when the value is out of bounds.
    pub out_of_range: &'static str,
}

impl IntField {
    /// An integer within bounds; blank becomes `None`.
    pub fn optional(&self, input: &Input) -> Result<Option<i64>, FieldError> {
        let Some(text) = input.trimmed() else {
            return Ok(None);
        };
        let value: i64 = text.parse().map_err(|_| {
            FieldError::new(
                self.name,
                format!("{} doit être un nombre entier", self.label),
            )
        })?;
        if value < self.min || value > self.max {
            return Err(FieldError::new(self.name, self.out_of_range));
        }
        Ok(Some(value))
    }

    /// An integer that must be given (labels are masculine: "Le numéro ... est requis").
    pub fn required(&self, input: &Input) -> Result<i64, FieldError> {
        self.optional(input)?
            .ok_or_else(|| FieldError::new(self.name, format!("{} est requis", self.label)))
    }
}

/// Numeric rules shared by films and series.
pub struct Limits;

impl Limits {
    /// A rating from 0 to 5 in steps of 0.1; blank becomes `None`.
    pub fn rating(input: &Input) -> Result<Option<f64>, FieldError> {
        let Some(text) = input.trimmed() else {
            return Ok(None);
        };
        let value: f64 = text
            .replace(',', ".")
            .parse()
            .map_err(|_| FieldError::new("rating", "La note doit être un nombre"))?;
        if !(0.0..=5.0).contains(&value) {
            return Err(FieldError::new(
                "rating",
                "La note doit être comprise entre 0 et 5",
            ));
        }
        let tenths = (value * 10.0).round();
        if (value * 10.0 - tenths).abs() > 1e-6 {
            return Err(FieldError::new(
                "rating",
                "La note doit avoir au plus une décimale",
            ));
        }
        Ok(Some(tenths / 10.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const YEAR: IntField = IntField {
        name: "release_year",
        label: "L'année",
        min: 1900,
        max: 2030,
        out_of_range: "L'année doit être comprise entre 1900 et 2030",
    };

    fn year(text: &str) -> Result<Option<i64>, FieldError> {
        YEAR.optional(&Input::text(text))
    }

    #[test]
    fn integers_empty_values_and_bounds() {
        assert_eq!(year("2001"), Ok(Some(2001)));
        assert_eq!(year(" "), Ok(None));
        assert_eq!(YEAR.optional(&Input::none()), Ok(None));
        let season = IntField {
            name: "season_number",
            label: "Le numéro de saison",
            min: 1,
            max: 100,
            out_of_range: "Le numéro de saison doit être compris entre 1 et 100",
        };
        assert_eq!(
            season.required(&Input::none()).unwrap_err().message,
            "Le numéro de saison est requis"
        );
        assert_eq!(
            season.required(&Input::text("0")).unwrap_err().message,
            "Le numéro de saison doit être compris entre 1 et 100"
        );
        assert_eq!(
            year("2001.5").unwrap_err().message,
            "L'année doit être un nombre entier"
        );
        assert_eq!(
            year("deux mille").unwrap_err().message,
            "L'année doit être un nombre entier"
        );
        assert_eq!(
            year("1899").unwrap_err().message,
            "L'année doit être comprise entre 1900 et 2030"
        );
    }

    #[test]
    fn ratings_are_decimals_from_0_to_5_by_tenths() {
        let rating = |t: &str| Limits::rating(&Input::text(t));
        assert_eq!(rating("4.5"), Ok(Some(4.5)));
        assert_eq!(rating("3,7"), Ok(Some(3.7)));
        assert_eq!(rating("0"), Ok(Some(0.0)));
        assert_eq!(rating(""), Ok(None));
        assert_eq!(
            rating("5.1").unwrap_err().message,
            "La note doit être comprise entre 0 et 5"
        );
        assert_eq!(
            rating("-1").unwrap_err().message,
            "La note doit être comprise entre 0 et 5"
        );
        assert_eq!(
            rating("4.55").unwrap_err().message,
            "La note doit avoir au plus une décimale"
        );
        assert_eq!(
            rating("bien").unwrap_err().message,
            "La note doit être un nombre"
        );
    }

    #[test]
    fn urls_must_be_web_addresses() {
        let poster = UrlField {
            name: "poster_url",
            of: "de l'affiche",
            playable: false,
        };
        assert_eq!(
            poster.optional(&Input::text(" https://img.example/a.jpg ")),
            Ok(Some("https://img.example/a.jpg".into()))
        );
        assert_eq!(poster.optional(&Input::text("")), Ok(None));
        for bad in [
            "ftp://x/a.jpg",
            "img.example/a.jpg",
            "http://",
            "https:// a",
        ] {
            assert_eq!(
                poster.optional(&Input::text(bad)).unwrap_err().message,
                "L'URL de l'affiche doit être une adresse web commençant par http:// ou https://",
                "{bad}"
            );
        }
    }

    #[test]
    fn a_playable_link_may_be_a_path_to_the_nodes_own_demo_clip() {
        let video = UrlField {
            name: "video_url_vf",
            of: "de la vidéo VF",
            playable: true,
        };
        for path in [
            "/demo/media/bobine-demo.mp4",
            "/demo/media/hls/bobine-demo.m3u8",
        ] {
            assert_eq!(video.optional(&Input::text(path)), Ok(Some(path.into())));
        }
        for bad in [
            "/demo/media/",
            "/demo/media/../secret.mp4",
            "/demo/media//a.mp4",
            "/demo/media/a b.mp4",
            "/videos/a.mp4",
            "//evil.example/demo/media/a.mp4",
        ] {
            assert_eq!(
                video.optional(&Input::text(bad)).unwrap_err().message,
                "L'URL de la vidéo VF doit être une adresse web commençant par http:// ou https://",
                "{bad}"
            );
        }
        // An image is not played: only a web address.
        let poster = UrlField {
            name: "poster_url",
            of: "de l'affiche",
            playable: false,
        };
        assert!(
            poster
                .optional(&Input::text("/demo/media/bobine-demo.mp4"))
                .is_err()
        );
    }

    #[test]
    fn text_is_trimmed_required_and_bounded() {
        let title = TextField {
            name: "title",
            label: "Le titre",
            max_chars: 5,
        };
        assert_eq!(title.required("  Alien "), Ok("Alien".into()));
        assert_eq!(
            title.required("  ").unwrap_err().message,
            "Le titre est requis"
        );
        assert_eq!(
            title.required("Amélie").unwrap_err().message,
            "Le titre ne doit pas dépasser 5 caractères"
        );
    }
}
