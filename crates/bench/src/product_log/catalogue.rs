//! The demo-shaped catalogue the members of the log watch.

use super::*;

pub(super) struct Film {
    pub(super) id: Uuid,
    pub(super) title: String,
    pub(super) minutes: u32,
}

pub(super) struct Show {
    pub(super) id: Uuid,
    pub(super) title: String,
    /// Its episodes, in `Catalogue::episodes`.
    pub(super) episodes: std::ops::Range<usize>,
    /// Its `SeriesAdded` among the import's series events.
    pub(super) first_event: usize,
}

pub(super) struct Episode {
    pub(super) series: usize,
    pub(super) id: Uuid,
    pub(super) season: u32,
    pub(super) number: u32,
    pub(super) minutes: u32,
    pub(super) air_date: String,
}

/// The demo catalogue, sized to the log: ids and what the year's events name.
pub(super) struct Catalogue {
    pub(super) genres: Vec<(Uuid, Category, &'static str)>,
    pub(super) films: Vec<Film>,
    pub(super) shows: Vec<Show>,
    pub(super) episodes: Vec<Episode>,
}

impl Catalogue {
    /// `films` films, then series of 1 to 4 seasons of 6 to 12 episodes until
    /// `series_events` events (the last series may stop early).
    pub(super) fn new(rng: &mut SplitMix64, films: u64, series_events: u64) -> Catalogue {
        let genres = FILM_GENRES
            .iter()
            .map(|name| (Category::Films, *name))
            .chain(SERIES_GENRES.iter().map(|name| (Category::Series, *name)))
            .map(|(category, name)| (rng.uuid_v4(), category, name))
            .collect();
        let films = (0..films as usize)
            .map(|n| Film {
                id: rng.uuid_v4(),
                title: title(n),
                minutes: 80 + rng.below(91) as u32,
            })
            .collect();
        let (mut shows, mut episodes) = (Vec::new(), Vec::new());
        let mut left = series_events;
        while left > 0 {
            let series = shows.len();
            let anime = series % 3 == 2;
            let first_year = 1995 + rng.below(30) as i32;
            let mut planned: u64 = 0;
            let seasons = 1 + rng.below(4) as u32;
            let start = episodes.len();
            'seasons: for season in 1..=seasons {
                let count = 6 + rng.below(7) as u32;
                let first = Date::from_calendar_date(
                    first_year + season as i32 - 1,
                    Month::try_from(1 + rng.below(9) as u8).expect("a month from 1 to 9"),
                    1 + rng.below(28) as u8,
                )
                .expect("a day from 1 to 28");
                for number in 1..=count {
                    if planned + 1 >= left {
                        break 'seasons;
                    }
                    planned += 1;
                    episodes.push(Episode {
                        series,
                        id: rng.uuid_v4(),
                        season,
                        number,
                        minutes: if anime { 24 } else { 45 },
                        air_date: (first + Duration::weeks(i64::from(number) - 1)).to_string(),
                    });
                }
            }
            left -= planned + 1;
            shows.push(Show {
                id: rng.uuid_v4(),
                title: title(series * 7 + 3),
                episodes: start..episodes.len(),
                first_event: series + start,
            });
        }
        Catalogue {
            genres,
            films,
            shows,
            episodes,
        }
    }

    pub(super) fn genre_id(&self, category: Category, name: &str) -> Option<Uuid> {
        self.genres
            .iter()
            .find(|(_, c, n)| *c == category && *n == name)
            .map(|(id, _, _)| *id)
    }

    pub(super) fn film_details(&self, n: usize, rng: &mut SplitMix64) -> MovieDetails {
        let film = &self.films[n];
        let (genre_id, _, _) = self.genres[n % FILM_GENRES.len()];
        let (mp4, hls) = (demo::path(demo::MP4), demo::path(demo::HLS));
        let (vf, vostfr) = match n % 5 {
            0 => (Some(mp4.clone()), Some(hls)),
            1 => (Some(hls), Some(mp4.clone())),
            2 => (Some(mp4.clone()), None),
            3 => (None, Some(hls)),
            _ => (None, None),
        };
        let rating = 20 + rng.below(70) as i64;
        MovieDetails {
            title: film.title.clone(),
            original_title: None,
            synopsis: Some(rng.pick(&SYNOPSES).to_string()),
            release_year: Some(1950 + rng.below(62) as i64),
            duration_minutes: Some(i64::from(film.minutes)),
            director: Some(rng.pick(&DIRECTORS).to_string()),
            country: None,
            language: None,
            quality: Some(Quality::FullHd),
            poster_url: None,
            trailer_url: Some(mp4),
            video_url: None,
            video_url_vf: vf,
            video_url_vostfr: vostfr,
            rating: Some(rating as f64 / 10.0),
            is_featured: n.is_multiple_of(50),
            is_new: n % 40 == 1,
            budget: rng
                .chance(60)
                .then(|| 1_000_000 * (1 + rng.below(150) as i64)),
            box_office: rng
                .chance(60)
                .then(|| 1_000_000 * (1 + rng.below(400) as i64)),
            genre_ids: vec![genre_id],
        }
    }

    pub(super) fn series_details(&self, s: usize, rng: &mut SplitMix64) -> SeriesDetails {
        let show = &self.shows[s];
        let anime = s % 3 == 2;
        let genre = SERIES_GENRES[s % (SERIES_GENRES.len() - 1)];
        let mut genres = vec![genre];
        if anime {
            genres.insert(0, "Animés");
        }
        let (country, language, director) = if anime {
            ("Japon", "Japonais", rng.pick(&STUDIOS))
        } else {
            ("France", "Français", rng.pick(&DIRECTORS))
        };
        let rating = 25 + rng.below(25) as i64;
        SeriesDetails {
            title: show.title.clone(),
            original_title: None,
            synopsis: Some(rng.pick(&SYNOPSES).to_string()),
            release_year: Some(1995 + rng.below(30) as i64),
            status: [
                SeriesStatus::Ongoing,
                SeriesStatus::Completed,
                SeriesStatus::Cancelled,
            ][rng.below(3) as usize],
            director: Some(director.to_string()),
            country: Some(country.to_string()),
            language: Some(language.to_string()),
            anime,
            poster_url: None,
            trailer_url: Some(demo::path(demo::MP4)),
            video_url_vf: None,
            video_url_vostfr: None,
            rating: Some(rating as f64 / 10.0),
            is_featured: s.is_multiple_of(7),
            is_new: s.is_multiple_of(5),
            genre_ids: genres
                .iter()
                .filter_map(|g| self.genre_id(Category::Series, g))
                .collect(),
        }
    }

    pub(super) fn episode_details(&self, e: usize) -> EpisodeDetails {
        let episode = &self.episodes[e];
        let (mp4, hls) = (demo::path(demo::MP4), demo::path(demo::HLS));
        let (vf, vostfr) = match e % 5 {
            0 => (Some(mp4), Some(hls)),
            1 => (Some(hls), Some(mp4)),
            2 => (Some(mp4), None),
            3 => (None, Some(hls)),
            _ => (None, None),
        };
        EpisodeDetails {
            season_number: i64::from(episode.season),
            episode_number: i64::from(episode.number),
            title: format!("Épisode {}", episode.number),
            synopsis: None,
            duration_minutes: i64::from(episode.minutes),
            air_date: Some(episode.air_date.clone()),
            video_url: None,
            video_url_vf: vf,
            video_url_vostfr: vostfr,
            thumbnail_url: None,
        }
    }

    /// A title a member may point at, popular ones more often.
    pub(super) fn title(&self, rng: &mut SplitMix64) -> Option<(TitleKind, Uuid)> {
        let series = !self.shows.is_empty() && (self.films.is_empty() || rng.below(3) == 0);
        if series {
            Some((
                TitleKind::Series,
                self.shows[rng.skewed(self.shows.len())].id,
            ))
        } else if !self.films.is_empty() {
            Some((
                TitleKind::Movie,
                self.films[rng.skewed(self.films.len())].id,
            ))
        } else {
            None
        }
    }
}

/// A title of the catalogue: head and tail, then a number past the combinations.
pub(super) fn title(n: usize) -> String {
    let head = TITLE_HEADS[n % TITLE_HEADS.len()];
    let tail = TITLE_TAILS[(n / TITLE_HEADS.len()) % TITLE_TAILS.len()];
    match n / (TITLE_HEADS.len() * TITLE_TAILS.len()) {
        0 => format!("{head} {tail}"),
        k => format!("{head} {tail} {}", k + 1),
    }
}

pub(super) fn email(n: usize) -> String {
    let first = FIRST_NAMES[n % FIRST_NAMES.len()];
    let last = LAST_NAMES[(n / FIRST_NAMES.len()) % LAST_NAMES.len()];
    format!("{first}.{last}{n}@{}", DOMAINS[n % DOMAINS.len()])
}
