use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{MovieCommand, MovieDetails, MovieError, MovieEvent, MovieForm};
use crate::titles::details::{self as field, RELEASE_YEAR};
use crate::titles::{FieldError, IntField, Quality};

const DURATION: IntField = IntField {
    name: "duration_minutes",
    label: "La durée",
    min: 1,
    max: 10_000,
    out_of_range: "La durée doit être comprise entre 1 et 10000 minutes",
};

/// A film's state on the write side: whether it exists, and its current fields.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Movie {
    id: Option<Uuid>,
    details: Option<MovieDetails>,
    deleted: bool,
}

impl Movie {
    fn current(&self) -> Result<(Uuid, &MovieDetails), MovieError> {
        match (self.id, &self.details) {
            (Some(id), Some(details)) => Ok((id, details)),
            _ => Err(MovieError::NotFound),
        }
    }
}

/// Checks the admin's form (docs/product.md, admin area §5) and returns the stored fields.
pub fn validate(form: &MovieForm) -> Result<MovieDetails, FieldError> {
    Ok(MovieDetails {
        title: field::TITLE.required(&form.title)?,
        original_title: field::ORIGINAL_TITLE.optional(&form.original_title)?,
        synopsis: field::SYNOPSIS.optional(&form.synopsis)?,
        release_year: RELEASE_YEAR.optional(&form.release_year)?,
        duration_minutes: DURATION.optional(&form.duration_minutes)?,
        director: field::DIRECTOR.optional(&form.director)?,
        country: field::COUNTRY.optional(&form.country)?,
        language: field::LANGUAGE.optional(&form.language)?,
        quality: form.quality.trimmed().map(Quality::parse).transpose()?,
        poster_url: field::POSTER_URL.optional(&form.poster_url)?,
        trailer_url: field::TRAILER_URL.optional(&form.trailer_url)?,
        video_url: field::VIDEO_URL.optional(&form.video_url)?,
        video_url_vf: field::VIDEO_URL_VF.optional(&form.video_url_vf)?,
        video_url_vostfr: field::VIDEO_URL_VOSTFR.optional(&form.video_url_vostfr)?,
        rating: field::rating(&form.rating)?,
        is_featured: form.is_featured,
        is_new: form.is_new,
        budget: field::money(
            &form.budget,
            "budget",
            "Le budget",
            "Le budget ne peut pas être négatif",
        )?,
        box_office: field::money(
            &form.box_office,
            "box_office",
            "Le box-office",
            "Le box-office ne peut pas être négatif",
        )?,
        genre_ids: field::genre_ids(&form.genre_ids)?,
    })
}

impl Aggregate for Movie {
    const TYPE: &'static str = "movie";
    type Command = MovieCommand;
    type Event = MovieEvent;
    type Error = MovieError;
    type Services = ();

    async fn handle(
        &mut self,
        command: MovieCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), MovieError> {
        let event = match command {
            MovieCommand::Add { id, form } => {
                if self.details.is_some() || self.deleted {
                    return Err(MovieError::AlreadyExists);
                }
                MovieEvent::MovieAdded {
                    id,
                    details: validate(&form)?,
                }
            }
            MovieCommand::Edit { form } => {
                let (id, current) = self.current()?;
                let details = validate(&form)?;
                if &details == current {
                    return Ok(());
                }
                MovieEvent::MovieEdited { id, details }
            }
            MovieCommand::Delete => {
                let (id, current) = self.current()?;
                MovieEvent::MovieDeleted {
                    id,
                    title: current.title.clone(),
                }
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: MovieEvent) {
        match event {
            MovieEvent::MovieAdded { id, details } | MovieEvent::MovieEdited { id, details } => {
                self.id = Some(id);
                self.details = Some(details);
            }
            MovieEvent::MovieDeleted { .. } => {
                self.details = None;
                self.deleted = true;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;
    use crate::titles::Input;

    fn form(title: &str) -> MovieForm {
        MovieForm {
            title: title.into(),
            is_new: true,
            ..Default::default()
        }
    }

    fn id() -> Uuid {
        Uuid::from_u128(7)
    }

    #[test]
    fn a_film_is_added_with_empty_values_as_null() {
        let mut f = form("  Amélie ");
        f.release_year = Input::text("2001");
        f.rating = Input::text("4.2");
        f.budget = Input::text("");
        f.quality = Input::text("HD 1080p");
        let events = TestFramework::<Movie>::with(())
            .given_no_previous_events()
            .when(MovieCommand::Add { id: id(), form: f })
            .inspect_result()
            .unwrap();
        let MovieEvent::MovieAdded { details, .. } = &events[0] else {
            panic!("{events:?}")
        };
        assert_eq!(details.title, "Amélie");
        assert_eq!(
            (details.release_year, details.rating, details.budget),
            (Some(2001), Some(4.2), None)
        );
        assert_eq!(details.quality, Some(Quality::FullHd));
    }

    /// Breaks one field of a valid form.
    type Breaks = fn(&mut MovieForm);

    #[test]
    fn each_rule_of_the_film_form_has_its_message() {
        let cases: Vec<(Breaks, &str)> = vec![
            (|f| f.title = " ".into(), "Le titre est requis"),
            (
                |f| f.release_year = Input::text("1999.5"),
                "L'année doit être un nombre entier",
            ),
            (
                |f| f.release_year = Input::text("1850"),
                "L'année doit être comprise entre 1900 et 2030",
            ),
            (
                |f| f.duration_minutes = Input::text("0"),
                "La durée doit être comprise entre 1 et 10000 minutes",
            ),
            (
                |f| f.duration_minutes = Input::text("1h30"),
                "La durée doit être un nombre entier",
            ),
            (
                |f| f.rating = Input::text("6"),
                "La note doit être comprise entre 0 et 5",
            ),
            (
                |f| f.rating = Input::text("4.25"),
                "La note doit avoir au plus une décimale",
            ),
            (
                |f| f.budget = Input::text("-5"),
                "Le budget ne peut pas être négatif",
            ),
            (
                |f| f.box_office = Input::text("1e6"),
                "Le box-office doit être un nombre entier",
            ),
            (
                |f| f.quality = Input::text("8K"),
                "Qualité inconnue : « 8K ». Choisissez parmi : 4K, HD 1080p, HD 720p, SD",
            ),
            (
                |f| f.poster_url = Input::text("affiche.jpg"),
                "L'URL de l'affiche doit être une adresse web commençant par http:// ou https://",
            ),
            (
                |f| f.video_url_vf = Input::text("ftp://x/v.mp4"),
                "L'URL de la vidéo VF doit être une adresse web commençant par http:// ou https://",
            ),
            (
                |f| f.genre_ids = (0..21).map(Uuid::from_u128).collect(),
                "Un titre ne peut pas avoir plus de 20 genres",
            ),
        ];
        for (break_it, message) in cases {
            let mut f = form("Alien");
            break_it(&mut f);
            TestFramework::<Movie>::with(())
                .given_no_previous_events()
                .when(MovieCommand::Add { id: id(), form: f })
                .then_expect_error_message(message);
        }
    }

    #[test]
    fn editing_or_deleting_an_unknown_or_deleted_film_is_refused() {
        TestFramework::<Movie>::with(())
            .given_no_previous_events()
            .when(MovieCommand::Delete)
            .then_expect_error_message("Film non trouvé");
        let added = MovieEvent::MovieAdded {
            id: id(),
            details: validate(&form("Alien")).unwrap(),
        };
        let deleted = MovieEvent::MovieDeleted {
            id: id(),
            title: "Alien".into(),
        };
        TestFramework::<Movie>::with(())
            .given(vec![added.clone()])
            .when(MovieCommand::Delete)
            .then_expect_events(vec![deleted.clone()]);
        TestFramework::<Movie>::with(())
            .given(vec![added.clone(), deleted.clone()])
            .when(MovieCommand::Edit {
                form: form("Aliens"),
            })
            .then_expect_error_message("Film non trouvé");
        TestFramework::<Movie>::with(())
            .given(vec![added, deleted])
            .when(MovieCommand::Add {
                id: id(),
                form: form("Alien"),
            })
            .then_expect_error_message("Ce film existe déjà");
    }

    #[test]
    fn an_edit_that_changes_nothing_appends_nothing() {
        let added = MovieEvent::MovieAdded {
            id: id(),
            details: validate(&form("Alien")).unwrap(),
        };
        TestFramework::<Movie>::with(())
            .given(vec![added])
            .when(MovieCommand::Edit {
                form: form(" Alien"),
            })
            .then_expect_events(vec![]);
    }
}
