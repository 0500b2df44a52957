//! `bobine import [--demo] [--movies PATH]`: loads the films of vega-datasets'
//! movies.json and, with `--demo`, generated series and animes, through the domain's
//! commands, so the log holds the events as if an admin had typed them (actor
//! `system`). Ids are derived from the source, so running it again adds only what
//! is missing. With `--demo`, the titles it adds get playable sources on the demo
//! clip, and the data directory is marked so that the node serves that clip.

mod demo;
mod media;
mod mojibake;
mod movies;

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, anyhow};
use bobine_app::catalogue::{self, episodes, genres};
use bobine_app::{Admin, AppError, ErrorKind, Node, Origin, Settings};
use bobine_domain::category::Category;
use bobine_domain::series::SeriesKind;
use indicatif::{ProgressBar, ProgressStyle};
use media::DemoMedia;
use uuid::Uuid;

/// The namespace of every id the import derives (UUID v5).
const NAMESPACE: Uuid = Uuid::from_u128(0x65a8b864_d2ad_4a92_ac8d_e0f5dd9f9243);

/// Where `npm ci` in web/ puts the films, from the repository root.
pub const DEFAULT_MOVIES: &str = "web/node_modules/vega-datasets/data/movies.json";

/// The demo's featured films are the best rated, its new films the most recent.
const FEATURED_FILMS: usize = 12;
const NEW_FILMS: usize = 20;

pub struct Options {
    /// Also the generated series, seasons, episodes and animes.
    pub demo: bool,
    /// The films' file; `DEFAULT_MOVIES` when `None`.
    pub movies: Option<PathBuf>,
}

#[derive(Default)]
struct Counts {
    films_added: u64,
    films_skipped: u64,
    films_refused: u64,
    series_added: u64,
    animes_added: u64,
    series_skipped: u64,
    episodes_added: u64,
    episodes_skipped: u64,
    genres_created: u64,
}

pub async fn run(settings: Settings, options: Options) -> anyhow::Result<()> {
    let started = Instant::now();
    let path = match options.movies {
        Some(path) => path,
        None => default_movies()?,
    };
    let json = std::fs::read_to_string(&path)
        .with_context(|| format!("cannot read the films at {}", path.display()))?;
    let films =
        movies::parse(&json).with_context(|| format!("{}: not a list of films", path.display()))?;
    let demo = if options.demo {
        demo::catalogue()
    } else {
        Vec::new()
    };
    let media = options.demo.then(DemoMedia::default);
    let data_dir = settings.data_dir.clone();

    let importer = Importer {
        node: Node::open(settings).await?,
        origin: Origin::system("import"),
        system: Admin {
            actor: "system".into(),
            user: None,
        },
    };
    let mut counts = Counts::default();

    let mut genre_ids = HashMap::new();
    for (_, name) in movies::GENRES {
        if films
            .iter()
            .any(|f| f.title.is_some() && f.genre == Some(name))
        {
            let id = importer.genre(Category::Films, name, &mut counts).await?;
            genre_ids.insert((Category::Films, name), id);
        }
    }
    for name in demo::GENRES {
        if demo.iter().any(|s| s.genres.contains(&name)) {
            let id = importer.genre(Category::Series, name, &mut counts).await?;
            genre_ids.insert((Category::Series, name), id);
        }
    }

    let episodes: usize = demo.iter().map(|s| s.episodes.len()).sum();
    let bar = bar((films.len() + demo.len() + episodes) as u64);

    let ids = movies::ids(&films);
    let featured = movies::best_rated(&films, FEATURED_FILMS);
    let new = movies::most_recent(&films, NEW_FILMS);
    for (film, id) in films.iter().zip(ids) {
        let genre = film
            .genre
            .and_then(|g| genre_ids.get(&(Category::Films, g)).copied());
        let mut form = film.form(
            genre,
            featured.contains(&film.index),
            new.contains(&film.index),
        );
        if let Some(media) = &media {
            media.film(film.index, &mut form);
        }
        let (node, origin, system) = (&importer.node, &importer.origin, &importer.system);
        match catalogue::movies::add_as(node, origin, system, id, form).await {
            Ok(_) => counts.films_added += 1,
            Err(error) if already_there(&error) => counts.films_skipped += 1,
            Err(error) if error.kind == ErrorKind::Invalid => {
                counts.films_refused += 1;
                let title = film.title.as_deref().unwrap_or("(sans titre)");
                bar.suspend(|| eprintln!("film #{} \"{title}\" refused: {error}", film.index + 1));
            }
            Err(error) => return Err(anyhow!("film #{}: {error}", film.index + 1)),
        }
        bar.inc(1);
    }

    for series in demo {
        let mut form = series.form;
        form.genre_ids = series
            .genres
            .iter()
            .filter_map(|g| genre_ids.get(&(Category::Series, *g)).copied())
            .collect();
        if let Some(media) = &media {
            media.series(&mut form);
        }
        let title = form.title.clone();
        let (node, origin, system) = (&importer.node, &importer.origin, &importer.system);
        match catalogue::series::add_as(node, origin, system, series.id, series.kind, form).await {
            Ok(_) if series.kind == SeriesKind::Anime => counts.animes_added += 1,
            Ok(_) => counts.series_added += 1,
            Err(error) if already_there(&error) => counts.series_skipped += 1,
            Err(error) => return Err(anyhow!("series \"{title}\": {error}")),
        }
        bar.inc(1);
        for (n, (episode_id, mut form)) in series.episodes.into_iter().enumerate() {
            if let Some(media) = &media {
                media.episode(n, &mut form);
            }
            match episodes::add_as(node, origin, system, series.id, episode_id, form).await {
                Ok(_) => counts.episodes_added += 1,
                // Already there, or the series was deleted since: leave it so.
                Err(error) if matches!(error.code, "duplicate_episode" | "series_not_found") => {
                    counts.episodes_skipped += 1
                }
                Err(error) => return Err(anyhow!("an episode of \"{title}\": {error}")),
            }
            bar.inc(1);
        }
    }
    bar.finish_and_clear();
    if options.demo {
        bobine_app::demo::mark_loaded(&data_dir)
            .with_context(|| format!("cannot mark {} as a demo", data_dir.display()))?;
    }

    let c = counts;
    println!(
        "import: {} films added, {} skipped, {} refused; {} series, {} animes, {} episodes added, {} skipped; {} genres created; {:.1} s",
        c.films_added,
        c.films_skipped,
        c.films_refused,
        c.series_added,
        c.animes_added,
        c.episodes_added,
        c.series_skipped + c.episodes_skipped,
        c.genres_created,
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// `DEFAULT_MOVIES` under the current directory or the nearest parent that has it.
fn default_movies() -> anyhow::Result<PathBuf> {
    let here = std::env::current_dir().context("the current directory")?;
    here.ancestors()
        .map(|dir| dir.join(DEFAULT_MOVIES))
        .find(|path| path.is_file())
        .ok_or_else(|| missing(&here.join(DEFAULT_MOVIES)))
}

fn missing(path: &Path) -> anyhow::Error {
    anyhow!(
        "the films are not at {}: run npm ci in web/ (it installs vega-datasets), run bobine from the repository root, or pass --movies PATH",
        path.display()
    )
}

/// The node the import writes through, as actor `system`.
struct Importer {
    node: Node,
    origin: Origin,
    system: Admin,
}

/// A title an earlier run (ids are derived from the source) already added.
fn already_there(error: &AppError) -> bool {
    error.code == "already_exists"
}

impl Importer {
    /// The id of genre `name` of `category`: the one that already exists by that
    /// name (an admin may have made it), else a new one.
    async fn genre(
        &self,
        category: Category,
        name: &str,
        counts: &mut Counts,
    ) -> anyhow::Result<Uuid> {
        let id = Uuid::new_v5(
            &NAMESPACE,
            format!("genre\u{1f}{}\u{1f}{name}", category.label()).as_bytes(),
        );
        let (id, created) =
            genres::find_or_create(&self.node, &self.origin, &self.system, category, name, id)
                .await
                .map_err(|error| anyhow!("genre \"{name}\" ({category}): {error}"))?;
        counts.genres_created += u64::from(created);
        Ok(id)
    }
}

/// The import's progress on standard error, hidden when it is not a terminal.
fn bar(total: u64) -> ProgressBar {
    let bar = ProgressBar::new(total);
    bar.set_style(
        ProgressStyle::with_template(
            "import {bar:40} {human_pos}/{human_len} titres et épisodes ({per_sec}, reste {eta})",
        )
        .expect("a valid template"),
    );
    bar
}
