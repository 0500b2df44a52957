//! Folding the `series` aggregate's events into `series`, `episode` and
//! `series_genre`. Totals come from the events, never recounted here.

use bobine_domain::series::{EpisodeDetails, SeriesDetails, SeriesEvent, SeriesStatus, Totals};
use bobine_domain::slug::slugify;
use bobine_store::{Position, StoredEvent};
use rusqlite::{Connection, params};
use uuid::Uuid;

use super::movies::{search_text, set_genre_links};
use crate::ProjectionError;
use crate::sql::{decode, execute};

pub(super) fn apply(db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let at = &event.recorded_at;
    match decode::<SeriesEvent>(event)? {
        SeriesEvent::SeriesAdded { id, details } => {
            upsert(db, id, &details, at, true)?;
            changed(db, &id.to_string(), event.position)
        }
        SeriesEvent::SeriesEdited { id, details } => {
            upsert(db, id, &details, at, false)?;
            changed(db, &id.to_string(), event.position)
        }
        SeriesEvent::SeriesDeleted { id, .. } => {
            let id = id.to_string();
            for sql in [
                "DELETE FROM episode WHERE series_id = ?",
                "DELETE FROM series_genre WHERE series_id = ?",
                "DELETE FROM series WHERE id = ?",
            ] {
                execute(db, sql, params![&id])?;
            }
            changed(db, &id, event.position)
        }
        SeriesEvent::EpisodeAdded {
            series_id,
            episode_id,
            details,
            totals,
        }
        | SeriesEvent::EpisodeEdited {
            series_id,
            episode_id,
            details,
            totals,
        } => {
            upsert_episode(db, series_id, episode_id, &details, at)?;
            set_totals(db, series_id, totals, at)?;
            changed(db, &series_id.to_string(), event.position)
        }
        SeriesEvent::EpisodeRemoved {
            series_id,
            episode_id,
            totals,
        } => {
            execute(
                db,
                "DELETE FROM episode WHERE id = ?",
                params![episode_id.to_string()],
            )?;
            set_totals(db, series_id, totals, at)?;
            changed(db, &series_id.to_string(), event.position)
        }
    }
}

/// Marks the series `id` as changed by the event at `position` (schema.sql,
/// `series_change`): its facts or its card (an episode changes its totals).
pub(super) fn changed(
    db: &Connection,
    id: &str,
    position: Position,
) -> Result<(), ProjectionError> {
    execute(
        db,
        "INSERT INTO series_change (series_id, tx, seq) VALUES (?1, ?2, ?3)
         ON CONFLICT (series_id) DO UPDATE SET tx = ?2, seq = ?3",
        params![id, position.tx as i64, position.seq],
    )?;
    Ok(())
}

/// The French name of a status, as stored: completed, ongoing, cancelled.
fn status(status: SeriesStatus) -> &'static str {
    match status {
        SeriesStatus::Completed => "completed",
        SeriesStatus::Ongoing => "ongoing",
        SeriesStatus::Cancelled => "cancelled",
    }
}

fn upsert(
    db: &Connection,
    id: Uuid,
    d: &SeriesDetails,
    at: &str,
    added: bool,
) -> Result<(), ProjectionError> {
    let id = id.to_string();
    execute(db, "INSERT INTO series (id, title, sort_title, search_text, original_title, synopsis, release_year, status,
             director, country, language, is_anime, poster_url, trailer_url, video_url_vf, video_url_vostfr,
             rating, is_featured, is_new, year_key, rating_key, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET title = excluded.title, sort_title = excluded.sort_title,
             search_text = excluded.search_text, original_title = excluded.original_title,
             synopsis = excluded.synopsis, release_year = excluded.release_year, status = excluded.status,
             director = excluded.director, country = excluded.country, language = excluded.language,
             is_anime = excluded.is_anime, poster_url = excluded.poster_url, trailer_url = excluded.trailer_url,
             video_url_vf = excluded.video_url_vf, video_url_vostfr = excluded.video_url_vostfr,
             rating = excluded.rating, is_featured = excluded.is_featured, is_new = excluded.is_new,
             year_key = excluded.year_key, rating_key = excluded.rating_key, updated_at = excluded.updated_at", params![&id, &d.title, slugify(&d.title).replace('-', " "), search_text(&[Some(&d.title), d.original_title.as_deref(), d.director.as_deref()]), &d.original_title, &d.synopsis, d.release_year, status(d.status), &d.director, &d.country, &d.language, d.anime, &d.poster_url, &d.trailer_url, &d.video_url_vf, &d.video_url_vostfr, d.rating, d.is_featured, d.is_new, d.release_year.unwrap_or(-1), d.rating.unwrap_or(-1.0), at, at])?;
    let year_key = d.release_year.unwrap_or(-1);
    set_genre_links(db, "series", &id, &d.genre_ids, year_key, added)
}

fn upsert_episode(
    db: &Connection,
    series_id: Uuid,
    id: Uuid,
    e: &EpisodeDetails,
    at: &str,
) -> Result<(), ProjectionError> {
    execute(db, "INSERT INTO episode (id, series_id, season_number, episode_number, title, synopsis, duration_minutes,
             air_date, video_url, video_url_vf, video_url_vostfr, thumbnail_url, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET season_number = excluded.season_number,
             episode_number = excluded.episode_number, title = excluded.title, synopsis = excluded.synopsis,
             duration_minutes = excluded.duration_minutes, air_date = excluded.air_date,
             video_url = excluded.video_url, video_url_vf = excluded.video_url_vf,
             video_url_vostfr = excluded.video_url_vostfr, thumbnail_url = excluded.thumbnail_url,
             updated_at = excluded.updated_at", params![id.to_string(), series_id.to_string(), e.season_number, e.episode_number, &e.title, &e.synopsis, e.duration_minutes, &e.air_date, &e.video_url, &e.video_url_vf, &e.video_url_vostfr, &e.thumbnail_url, at, at])?;
    Ok(())
}

fn set_totals(
    db: &Connection,
    series_id: Uuid,
    totals: Totals,
    at: &str,
) -> Result<(), ProjectionError> {
    execute(
        db,
        "UPDATE series SET total_seasons = ?, total_episodes = ?, updated_at = ? WHERE id = ?",
        params![totals.seasons, totals.episodes, at, series_id.to_string()],
    )?;
    Ok(())
}
