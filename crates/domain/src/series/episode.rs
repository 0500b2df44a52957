use serde::{Deserialize, Serialize};

use crate::titles::details::{self as field};
use crate::titles::{FieldError, Input, IntField, TextField};

const SEASON: IntField = IntField {
    name: "season_number",
    label: "Le numéro de saison",
    min: 1,
    max: 100,
    out_of_range: "Le numéro de saison doit être compris entre 1 et 100",
};
const EPISODE: IntField = IntField {
    name: "episode_number",
    label: "Le numéro d'épisode",
    min: 1,
    max: 5000,
    out_of_range: "Le numéro d'épisode doit être compris entre 1 et 5000",
};
const DURATION: IntField = IntField {
    name: "duration_minutes",
    label: "La durée",
    min: 1,
    max: 1000,
    out_of_range: "La durée doit être comprise entre 1 et 1000 minutes",
};
const TITLE: TextField = TextField {
    name: "title",
    label: "Le titre de l'épisode",
    max_chars: 200,
};
/// The default episode length (docs/product.md, member side §9).
pub const DEFAULT_DURATION: i64 = 45;

/// The admin episode form, as sent.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EpisodeForm {
    pub season_number: Input,
    pub episode_number: Input,
    pub title: String,
    pub synopsis: Input,
    pub duration_minutes: Input,
    pub air_date: Input,
    pub video_url: Input,
    pub video_url_vf: Input,
    pub video_url_vostfr: Input,
    pub thumbnail_url: Input,
}

/// An episode's fields once validated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EpisodeDetails {
    pub season_number: i64,
    pub episode_number: i64,
    pub title: String,
    pub synopsis: Option<String>,
    pub duration_minutes: i64,
    /// `YYYY-MM-DD`.
    pub air_date: Option<String>,
    pub video_url: Option<String>,
    pub video_url_vf: Option<String>,
    pub video_url_vostfr: Option<String>,
    pub thumbnail_url: Option<String>,
}

impl EpisodeForm {
    /// Checks the form (docs/product.md, admin area §5, "Episode form").
    pub fn validate(&self) -> Result<EpisodeDetails, FieldError> {
        Ok(EpisodeDetails {
            season_number: SEASON.required(&self.season_number)?,
            episode_number: EPISODE.required(&self.episode_number)?,
            title: TITLE.required(&self.title)?,
            synopsis: field::SYNOPSIS.optional(&self.synopsis)?,
            duration_minutes: DURATION
                .optional(&self.duration_minutes)?
                .unwrap_or(DEFAULT_DURATION),
            air_date: air_date(&self.air_date)?,
            video_url: field::VIDEO_URL.optional(&self.video_url)?,
            video_url_vf: field::VIDEO_URL_VF.optional(&self.video_url_vf)?,
            video_url_vostfr: field::VIDEO_URL_VOSTFR.optional(&self.video_url_vostfr)?,
            thumbnail_url: field::THUMBNAIL_URL.optional(&self.thumbnail_url)?,
        })
    }
}

/// A calendar date `YYYY-MM-DD`; an empty one becomes `None`.
fn air_date(input: &Input) -> Result<Option<String>, FieldError> {
    let Some(text) = input.trimmed() else {
        return Ok(None);
    };
    let bad = || {
        FieldError::new(
            "air_date",
            "La date de diffusion doit être une date valide (AAAA-MM-JJ)",
        )
    };
    let parts: Vec<&str> = text.split('-').collect();
    let [y, m, d] = parts.as_slice() else {
        return Err(bad());
    };
    if y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return Err(bad());
    }
    let (y, m, d): (u32, u32, u32) = (
        y.parse().map_err(|_| bad())?,
        m.parse().map_err(|_| bad())?,
        d.parse().map_err(|_| bad())?,
    );
    let leap = y % 4 == 0 && (y % 100 != 0 || y % 400 == 0);
    let days = match m {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        2 => 28,
        _ => return Err(bad()),
    };
    if !(1..=days).contains(&d) || !(1900..=2100).contains(&y) {
        return Err(bad());
    }
    Ok(Some(text.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> EpisodeForm {
        EpisodeForm {
            season_number: "1".into(),
            episode_number: "2".into(),
            title: "Pilote".into(),
            ..Default::default()
        }
    }

    #[test]
    fn an_episode_defaults_to_45_minutes_and_a_null_air_date() {
        let details = form().validate().unwrap();
        assert_eq!((details.duration_minutes, details.air_date), (45, None));
    }

    /// Breaks one field of a valid form.
    type Breaks = fn(&mut EpisodeForm);

    #[test]
    fn each_rule_of_the_episode_form_has_its_message() {
        let cases: Vec<(Breaks, &str)> = vec![
            (
                |f| f.season_number = Input::none(),
                "Le numéro de saison est requis",
            ),
            (
                |f| f.season_number = "0".into(),
                "Le numéro de saison doit être compris entre 1 et 100",
            ),
            (
                |f| f.episode_number = "".into(),
                "Le numéro d'épisode est requis",
            ),
            (
                |f| f.episode_number = "0".into(),
                "Le numéro d'épisode doit être compris entre 1 et 5000",
            ),
            (|f| f.title = "".into(), "Le titre de l'épisode est requis"),
            (
                |f| f.duration_minutes = "0".into(),
                "La durée doit être comprise entre 1 et 1000 minutes",
            ),
            (
                |f| f.air_date = "2023-02-30".into(),
                "La date de diffusion doit être une date valide (AAAA-MM-JJ)",
            ),
            (
                |f| f.air_date = "12/03/2023".into(),
                "La date de diffusion doit être une date valide (AAAA-MM-JJ)",
            ),
            (
                |f| f.thumbnail_url = "image.png".into(),
                "L'URL de la miniature doit être une adresse web commençant par http:// ou https://",
            ),
        ];
        for (break_it, message) in cases {
            let mut f = form();
            break_it(&mut f);
            assert_eq!(f.validate().unwrap_err().message, message);
        }
        let mut leap = form();
        leap.air_date = "2024-02-29".into();
        assert_eq!(
            leap.validate().unwrap().air_date.as_deref(),
            Some("2024-02-29")
        );
    }
}
