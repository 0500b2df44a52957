use std::collections::BTreeMap;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    EpisodeDetails, MAX_EPISODES, SeriesCommand, SeriesDetails, SeriesError, SeriesEvent,
    SeriesForm, SeriesKind, SeriesStatus, Totals, anime_by_origin,
};
use crate::titles::FieldError;
use crate::titles::details::{self as field, ANIME_RELEASE_YEAR, RELEASE_YEAR};

/// A series on the write side: its fields and its episodes.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Series {
    id: Option<Uuid>,
    details: Option<SeriesDetails>,
    deleted: bool,
    episodes: BTreeMap<Uuid, EpisodeDetails>,
}

/// Checks the series or anime form (docs/product.md, admin area §5).
pub fn validate(kind: SeriesKind, form: &SeriesForm) -> Result<SeriesDetails, FieldError> {
    let year = match kind {
        SeriesKind::Series => RELEASE_YEAR,
        SeriesKind::Anime => ANIME_RELEASE_YEAR,
    };
    let country = field::COUNTRY.optional(&form.country)?;
    let language = field::LANGUAGE.optional(&form.language)?;
    let anime = form.anime.unwrap_or_else(|| {
        kind == SeriesKind::Anime || anime_by_origin(country.as_deref(), language.as_deref())
    });
    Ok(SeriesDetails {
        title: field::TITLE.required(&form.title)?,
        original_title: field::ORIGINAL_TITLE.optional(&form.original_title)?,
        synopsis: field::SYNOPSIS.optional(&form.synopsis)?,
        release_year: year.optional(&form.release_year)?,
        status: status(form.status.trimmed().unwrap_or(kind.defaults().status))?,
        director: field::DIRECTOR.optional(&form.director)?,
        country,
        language,
        anime,
        poster_url: field::POSTER_URL.optional(&form.poster_url)?,
        trailer_url: field::TRAILER_URL.optional(&form.trailer_url)?,
        video_url_vf: field::VIDEO_URL_VF.optional(&form.video_url_vf)?,
        video_url_vostfr: field::VIDEO_URL_VOSTFR.optional(&form.video_url_vostfr)?,
        rating: field::rating(&form.rating)?,
        is_featured: form.is_featured,
        is_new: form.is_new,
        genre_ids: field::genre_ids(&form.genre_ids)?,
    })
}

/// Reads a status; a blank one has taken the form's default before (completed for
/// an anime, the spec's default; ongoing for a series).
fn status(text: &str) -> Result<SeriesStatus, FieldError> {
    match text {
        "completed" => Ok(SeriesStatus::Completed),
        "ongoing" => Ok(SeriesStatus::Ongoing),
        "cancelled" => Ok(SeriesStatus::Cancelled),
        other => Err(FieldError::new(
            "status",
            format!(
                "Statut inconnu : « {other} ». Choisissez parmi : completed, ongoing, cancelled"
            ),
        )),
    }
}

impl Series {
    fn current(&self) -> Result<(Uuid, &SeriesDetails), SeriesError> {
        match (self.id, &self.details) {
            (Some(id), Some(details)) => Ok((id, details)),
            _ => Err(SeriesError::NotFound),
        }
    }

    /// Refuses a season/episode pair another episode already has.
    fn check_numbers(
        &self,
        details: &EpisodeDetails,
        except: Option<Uuid>,
    ) -> Result<(), SeriesError> {
        let taken = self.episodes.iter().any(|(id, e)| {
            Some(*id) != except
                && e.season_number == details.season_number
                && e.episode_number == details.episode_number
        });
        if taken {
            return Err(SeriesError::DuplicateEpisode {
                season: details.season_number,
                episode: details.episode_number,
            });
        }
        Ok(())
    }

    /// The totals the episodes give once `change` is made.
    fn totals_with(&self, change: Option<(Uuid, Option<&EpisodeDetails>)>) -> Totals {
        let mut episodes: BTreeMap<Uuid, i64> = self
            .episodes
            .iter()
            .map(|(id, e)| (*id, e.season_number))
            .collect();
        match change {
            Some((id, Some(details))) => {
                episodes.insert(id, details.season_number);
            }
            Some((id, None)) => {
                episodes.remove(&id);
            }
            None => {}
        }
        let mut seasons: Vec<i64> = episodes.values().copied().collect();
        seasons.sort_unstable();
        seasons.dedup();
        Totals {
            seasons: seasons.len() as i64,
            episodes: episodes.len() as i64,
        }
    }
}

impl Aggregate for Series {
    const TYPE: &'static str = "series";
    type Command = SeriesCommand;
    type Event = SeriesEvent;
    type Error = SeriesError;
    type Services = ();

    async fn handle(
        &mut self,
        command: SeriesCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), SeriesError> {
        let event = match command {
            SeriesCommand::Add { id, kind, form } => {
                if self.details.is_some() || self.deleted {
                    return Err(SeriesError::AlreadyExists);
                }
                SeriesEvent::SeriesAdded {
                    id,
                    details: validate(kind, &form)?,
                }
            }
            SeriesCommand::Edit { kind, form } => {
                let (id, current) = self.current()?;
                let details = validate(kind, &form)?;
                if &details == current {
                    return Ok(());
                }
                SeriesEvent::SeriesEdited { id, details }
            }
            SeriesCommand::Delete => {
                let (id, current) = self.current()?;
                let episode_ids = self.episodes.keys().copied().collect();
                SeriesEvent::SeriesDeleted {
                    id,
                    title: current.title.clone(),
                    episode_ids,
                }
            }
            SeriesCommand::AddEpisode { episode_id, form } => {
                let (series_id, _) = self.current()?;
                if self.episodes.len() >= MAX_EPISODES {
                    return Err(SeriesError::TooManyEpisodes);
                }
                let details = form.validate()?;
                self.check_numbers(&details, None)?;
                let totals = self.totals_with(Some((episode_id, Some(&details))));
                SeriesEvent::EpisodeAdded {
                    series_id,
                    episode_id,
                    details,
                    totals,
                }
            }
            SeriesCommand::EditEpisode { episode_id, form } => {
                let (series_id, _) = self.current()?;
                let current = self
                    .episodes
                    .get(&episode_id)
                    .ok_or(SeriesError::EpisodeNotFound)?;
                let details = form.validate()?;
                if &details == current {
                    return Ok(());
                }
                self.check_numbers(&details, Some(episode_id))?;
                let totals = self.totals_with(Some((episode_id, Some(&details))));
                SeriesEvent::EpisodeEdited {
                    series_id,
                    episode_id,
                    details,
                    totals,
                }
            }
            SeriesCommand::RemoveEpisode { episode_id } => {
                let (series_id, _) = self.current()?;
                if !self.episodes.contains_key(&episode_id) {
                    return Err(SeriesError::EpisodeNotFound);
                }
                let totals = self.totals_with(Some((episode_id, None)));
                SeriesEvent::EpisodeRemoved {
                    series_id,
                    episode_id,
                    totals,
                }
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: SeriesEvent) {
        match event {
            SeriesEvent::SeriesAdded { id, details }
            | SeriesEvent::SeriesEdited { id, details } => {
                self.id = Some(id);
                self.details = Some(details);
            }
            SeriesEvent::SeriesDeleted { .. } => {
                self.details = None;
                self.deleted = true;
                self.episodes.clear();
            }
            SeriesEvent::EpisodeAdded {
                episode_id,
                details,
                ..
            }
            | SeriesEvent::EpisodeEdited {
                episode_id,
                details,
                ..
            } => {
                self.episodes.insert(episode_id, details);
            }
            SeriesEvent::EpisodeRemoved { episode_id, .. } => {
                self.episodes.remove(&episode_id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;
    use crate::series::EpisodeForm;
    use crate::titles::Input;

    fn id(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    fn form(title: &str) -> SeriesForm {
        SeriesForm {
            title: title.into(),
            ..Default::default()
        }
    }

    fn episode(season: i64, number: i64) -> EpisodeForm {
        EpisodeForm {
            season_number: season.into(),
            episode_number: number.into(),
            title: format!("S{season}E{number}"),
            ..Default::default()
        }
    }

    fn added() -> SeriesEvent {
        SeriesEvent::SeriesAdded {
            id: id(1),
            details: validate(SeriesKind::Series, &form("Dark")).unwrap(),
        }
    }

    /// Episode 1 of season 1 (id 10) added to the series.
    fn first_episode_added() -> SeriesEvent {
        SeriesEvent::EpisodeAdded {
            series_id: id(1),
            episode_id: id(10),
            details: episode(1, 1).validate().unwrap(),
            totals: Totals {
                seasons: 1,
                episodes: 1,
            },
        }
    }

    /// Runs commands one after another, each against the events before it, and
    /// answers the totals of the last episode event.
    fn totals_after(commands: Vec<SeriesCommand>) -> Totals {
        let mut events = vec![added()];
        for command in commands {
            let new = TestFramework::<Series>::with(())
                .given(events.clone())
                .when(command)
                .inspect_result()
                .unwrap();
            events.extend(new);
        }
        match events.last().unwrap() {
            SeriesEvent::EpisodeAdded { totals, .. }
            | SeriesEvent::EpisodeEdited { totals, .. }
            | SeriesEvent::EpisodeRemoved { totals, .. } => *totals,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn totals_follow_episodes_added_moved_and_removed() {
        use SeriesCommand::*;
        let add = |n: u128, s, e| AddEpisode {
            episode_id: id(n),
            form: episode(s, e),
        };
        assert_eq!(
            totals_after(vec![add(10, 1, 1)]),
            Totals {
                seasons: 1,
                episodes: 1
            }
        );
        assert_eq!(
            totals_after(vec![add(10, 1, 1), add(11, 1, 2), add(12, 2, 1)]),
            Totals {
                seasons: 2,
                episodes: 3
            }
        );
        let moved = EditEpisode {
            episode_id: id(12),
            form: episode(1, 3),
        };
        assert_eq!(
            totals_after(vec![add(10, 1, 1), add(11, 1, 2), add(12, 2, 1), moved]),
            Totals {
                seasons: 1,
                episodes: 3
            }
        );
        let removed = RemoveEpisode { episode_id: id(12) };
        assert_eq!(
            totals_after(vec![add(10, 1, 1), add(12, 2, 1), removed]),
            Totals {
                seasons: 1,
                episodes: 1
            }
        );
    }

    #[test]
    fn an_episode_number_is_unique_within_its_season() {
        TestFramework::<Series>::with(())
            .given(vec![added(), first_episode_added()])
            .when(SeriesCommand::AddEpisode {
                episode_id: id(11),
                form: episode(1, 1),
            })
            .then_expect_error_message("L'épisode 1 de la saison 1 existe déjà");
    }

    #[test]
    fn deleting_a_series_takes_its_episodes_with_it() {
        TestFramework::<Series>::with(())
            .given(vec![added(), first_episode_added()])
            .when(SeriesCommand::Delete)
            .then_expect_events(vec![SeriesEvent::SeriesDeleted {
                id: id(1),
                title: "Dark".into(),
                episode_ids: vec![id(10)],
            }]);
    }

    #[test]
    fn the_anime_form_has_its_own_year_bounds_and_default_status() {
        let mut anime = form("Akira");
        anime.release_year = Input::text("1950");
        TestFramework::<Series>::with(())
            .given_no_previous_events()
            .when(SeriesCommand::Add {
                id: id(1),
                kind: SeriesKind::Anime,
                form: anime.clone(),
            })
            .then_expect_error_message("L'année doit être comprise entre 1960 et 2030");
        anime.release_year = Input::text("1988");
        let details = validate(SeriesKind::Anime, &anime).unwrap();
        assert_eq!(details.status, SeriesStatus::Completed);
        assert_eq!(
            validate(SeriesKind::Series, &form("Dark")).unwrap().status,
            SeriesStatus::Ongoing
        );
        let mut bad = form("Dark");
        bad.status = Input::text("paused");
        assert_eq!(
            validate(SeriesKind::Series, &bad).unwrap_err().message,
            "Statut inconnu : « paused ». Choisissez parmi : completed, ongoing, cancelled"
        );
    }

    #[test]
    fn episodes_of_an_unknown_series_are_refused() {
        TestFramework::<Series>::with(())
            .given_no_previous_events()
            .when(SeriesCommand::AddEpisode {
                episode_id: id(2),
                form: episode(1, 1),
            })
            .then_expect_error_message("Série non trouvée");
        TestFramework::<Series>::with(())
            .given(vec![added()])
            .when(SeriesCommand::RemoveEpisode { episode_id: id(2) })
            .then_expect_error_message("Épisode non trouvé");
    }
}
