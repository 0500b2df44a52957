//! Folding the `series` aggregate's events into `series`, `episode` and
//! `series_genre`. Totals come from the events, never recounted here.

use bobine_domain::series::{EpisodeDetails, SeriesDetails, SeriesEvent, SeriesStatus, Totals};
use bobine_domain::slug::slugify;
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;
use uuid::Uuid;

use super::movies::{search_text, set_genre_links};
use crate::ProjectionError;
use crate::sql::decode;

pub(super) async fn apply(
    db: &mut SqliteConnection,
    event: &StoredEvent,
) -> Result<(), ProjectionError> {
    let at = &event.recorded_at;
    match decode::<SeriesEvent>(event)? {
        SeriesEvent::SeriesAdded { id, details } => upsert(db, id, &details, at, true).await,
        SeriesEvent::SeriesEdited { id, details } => upsert(db, id, &details, at, false).await,
        SeriesEvent::SeriesDeleted { id, .. } => {
            let id = id.to_string();
            for sql in [
                "DELETE FROM episode WHERE series_id = ?",
                "DELETE FROM series_genre WHERE series_id = ?",
                "DELETE FROM series WHERE id = ?",
            ] {
                sqlx::query(sql).bind(&id).execute(&mut *db).await?;
            }
            Ok(())
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
            upsert_episode(db, series_id, episode_id, &details, at).await?;
            set_totals(db, series_id, totals, at).await
        }
        SeriesEvent::EpisodeRemoved {
            series_id,
            episode_id,
            totals,
        } => {
            sqlx::query("DELETE FROM episode WHERE id = ?")
                .bind(episode_id.to_string())
                .execute(&mut *db)
                .await?;
            set_totals(db, series_id, totals, at).await
        }
    }
}

/// The French name of a status, as stored: completed, ongoing, cancelled.
fn status(status: SeriesStatus) -> &'static str {
    match status {
        SeriesStatus::Completed => "completed",
        SeriesStatus::Ongoing => "ongoing",
        SeriesStatus::Cancelled => "cancelled",
    }
}

async fn upsert(
    db: &mut SqliteConnection,
    id: Uuid,
    d: &SeriesDetails,
    at: &str,
    added: bool,
) -> Result<(), ProjectionError> {
    let id = id.to_string();
    sqlx::query(
        "INSERT INTO series (id, title, sort_title, search_text, original_title, synopsis, release_year, status,
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
             year_key = excluded.year_key, rating_key = excluded.rating_key, updated_at = excluded.updated_at",
    )
    .bind(&id)
    .bind(&d.title)
    .bind(slugify(&d.title).replace('-', " "))
    .bind(search_text(&[Some(&d.title), d.original_title.as_deref(), d.director.as_deref()]))
    .bind(&d.original_title)
    .bind(&d.synopsis)
    .bind(d.release_year)
    .bind(status(d.status))
    .bind(&d.director)
    .bind(&d.country)
    .bind(&d.language)
    .bind(d.anime)
    .bind(&d.poster_url)
    .bind(&d.trailer_url)
    .bind(&d.video_url_vf)
    .bind(&d.video_url_vostfr)
    .bind(d.rating)
    .bind(d.is_featured)
    .bind(d.is_new)
    .bind(d.release_year.unwrap_or(-1))
    .bind(d.rating.unwrap_or(-1.0))
    .bind(at)
    .bind(at)
    .execute(&mut *db)
    .await?;
    let year_key = d.release_year.unwrap_or(-1);
    set_genre_links(db, "series", &id, &d.genre_ids, year_key, added).await
}

async fn upsert_episode(
    db: &mut SqliteConnection,
    series_id: Uuid,
    id: Uuid,
    e: &EpisodeDetails,
    at: &str,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "INSERT INTO episode (id, series_id, season_number, episode_number, title, synopsis, duration_minutes,
             air_date, video_url, video_url_vf, video_url_vostfr, thumbnail_url, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET season_number = excluded.season_number,
             episode_number = excluded.episode_number, title = excluded.title, synopsis = excluded.synopsis,
             duration_minutes = excluded.duration_minutes, air_date = excluded.air_date,
             video_url = excluded.video_url, video_url_vf = excluded.video_url_vf,
             video_url_vostfr = excluded.video_url_vostfr, thumbnail_url = excluded.thumbnail_url,
             updated_at = excluded.updated_at",
    )
    .bind(id.to_string())
    .bind(series_id.to_string())
    .bind(e.season_number)
    .bind(e.episode_number)
    .bind(&e.title)
    .bind(&e.synopsis)
    .bind(e.duration_minutes)
    .bind(&e.air_date)
    .bind(&e.video_url)
    .bind(&e.video_url_vf)
    .bind(&e.video_url_vostfr)
    .bind(&e.thumbnail_url)
    .bind(at)
    .bind(at)
    .execute(db)
    .await?;
    Ok(())
}

async fn set_totals(
    db: &mut SqliteConnection,
    series_id: Uuid,
    totals: Totals,
    at: &str,
) -> Result<(), ProjectionError> {
    sqlx::query(
        "UPDATE series SET total_seasons = ?, total_episodes = ?, updated_at = ? WHERE id = ?",
    )
    .bind(totals.seasons)
    .bind(totals.episodes)
    .bind(at)
    .bind(series_id.to_string())
    .execute(db)
    .await?;
    Ok(())
}
