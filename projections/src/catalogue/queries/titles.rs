//! One title at a time: detail pages, episodes, counts.

use bobine_domain::titles::{TargetKind, TitleKind};
use rusqlite::OptionalExtension;
use serde::Serialize;
use sqlx::SqlitePool;

use super::list::genres_of;
use super::rows::{EpisodeRow, GenreRef, MovieRow, SeriesRow};
use crate::{ProjectionError, ReadDb};

/// A film with its genres and view count, or `None`: one of the reads asked for a
/// different film each time, so it runs on rusqlite (docs/adr/0029-title-reads-on-rusqlite.md).
pub fn movie(db: &ReadDb, id: &str) -> Result<Option<MovieRow>, ProjectionError> {
    db.read_by_key(|db| movie_with_genres(db, id))
}

/// The film `id` with its genres, or `None`, on a read connection.
pub(crate) fn movie_with_genres(
    db: &rusqlite::Connection,
    id: &str,
) -> rusqlite::Result<Option<MovieRow>> {
    let row = db
        .prepare_cached(&format!(
            "SELECT {} FROM movie WHERE id = ?1",
            MovieRow::COLUMNS
        ))?
        .query_row([id], MovieRow::read)
        .optional()?;
    let Some(row) = row else {
        return Ok(None);
    };
    let genres = db
        .prepare_cached(&format!(
            "SELECT {} FROM movie_genre l JOIN genre g ON g.id = l.genre_id \
             WHERE l.movie_id = ?1 ORDER BY g.sort_key",
            GenreRef::COLUMNS
        ))?
        .query_map([id], GenreRef::read)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(Some(row.finish(genres)))
}

/// One season of a series and its episodes, in order.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Season {
    pub season_number: i64,
    pub episodes: Vec<EpisodeRow>,
}

/// A series with its genres, view count, seasons and episodes.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct SeriesDetail {
    #[serde(flatten)]
    pub series: SeriesRow,
    pub seasons: Vec<Season>,
}

pub async fn series(db: &SqlitePool, id: &str) -> Result<Option<SeriesDetail>, sqlx::Error> {
    let row: Option<SeriesRow> = sqlx::query_as("SELECT * FROM series WHERE id = ?")
        .bind(id)
        .fetch_optional(db)
        .await?;
    let Some(row) = row else { return Ok(None) };
    let genres = genres_of(db, TitleKind::Series, std::slice::from_ref(&row.id))
        .await?
        .remove(&row.id);
    let episodes = episodes(db, id).await?;
    let mut seasons: Vec<Season> = Vec::new();
    for episode in episodes {
        match seasons.last_mut() {
            Some(season) if season.season_number == episode.season_number => {
                season.episodes.push(episode)
            }
            _ => seasons.push(Season {
                season_number: episode.season_number,
                episodes: vec![episode],
            }),
        }
    }
    Ok(Some(SeriesDetail {
        series: row.finish(genres.unwrap_or_default()),
        seasons,
    }))
}

/// A series' episodes by season then number (at most 2000, the spec's limit).
pub async fn episodes(db: &SqlitePool, series_id: &str) -> Result<Vec<EpisodeRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, series_id, season_number, episode_number, title, synopsis, duration_minutes, air_date,
                video_url, video_url_vf, video_url_vostfr, thumbnail_url
           FROM episode WHERE series_id = ? ORDER BY season_number, episode_number LIMIT 2000",
    )
    .bind(series_id)
    .fetch_all(db)
    .await
}

/// Whether a film (`movie`) or a series (`series`) of this id exists.
pub async fn exists(db: &SqlitePool, kind: TitleKind, id: &str) -> Result<bool, sqlx::Error> {
    let sql = match kind {
        TitleKind::Movie => "SELECT 1 FROM movie WHERE id = ?",
        TitleKind::Series => "SELECT 1 FROM series WHERE id = ?",
    };
    Ok(sqlx::query_scalar::<_, i64>(sql)
        .bind(id)
        .fetch_optional(db)
        .await?
        .is_some())
}

/// The catalogue's name of what a member points at, or `None` if it does not exist:
/// a film's or a series' title, an episode as "Série · Saison 1, épisode 2".
pub async fn target_title(
    db: &SqlitePool,
    kind: TargetKind,
    id: &str,
) -> Result<Option<String>, sqlx::Error> {
    match kind {
        TargetKind::Movie => sqlx::query_scalar("SELECT title FROM movie WHERE id = ?"),
        TargetKind::Series => sqlx::query_scalar("SELECT title FROM series WHERE id = ?"),
        TargetKind::Episode => sqlx::query_scalar(
            "SELECT s.title || ' · Saison ' || e.season_number || ', épisode ' || e.episode_number
               FROM episode e JOIN series s ON s.id = e.series_id WHERE e.id = ?",
        ),
    }
    .bind(id)
    .fetch_optional(db)
    .await
}

/// The series an episode belongs to.
pub async fn series_of_episode(
    db: &SqlitePool,
    episode_id: &str,
) -> Result<Option<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT series_id FROM episode WHERE id = ?")
        .bind(episode_id)
        .fetch_optional(db)
        .await
}

/// The header's counts of films and series.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct Stats {
    pub movies: i64,
    pub series: i64,
}

pub async fn stats(db: &SqlitePool) -> Result<Stats, sqlx::Error> {
    let (movies, series): (i64, i64) =
        sqlx::query_as("SELECT (SELECT COUNT(*) FROM movie), (SELECT COUNT(*) FROM series)")
            .fetch_one(db)
            .await?;
    Ok(Stats { movies, series })
}
