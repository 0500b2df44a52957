//! Folding the `movie` aggregate's events into `movie` and `movie_genre`.

use bobine_domain::movies::{MovieDetails, MovieEvent};
use bobine_domain::slug::slugify;
use bobine_store::{Position, StoredEvent};
use rusqlite::{Connection, params};
use uuid::Uuid;

use crate::ProjectionError;
use crate::sql::{decode, execute};

pub(super) fn apply(db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let at = &event.recorded_at;
    let id = match decode::<MovieEvent>(event)? {
        MovieEvent::MovieAdded { id, details } => {
            upsert(db, id, &details, at, true)?;
            id
        }
        MovieEvent::MovieEdited { id, details } => {
            upsert(db, id, &details, at, false)?;
            id
        }
        MovieEvent::MovieDeleted { id, .. } => {
            let id_text = id.to_string();
            execute(
                db,
                "DELETE FROM movie_genre WHERE movie_id = ?",
                params![&id_text],
            )?;
            execute(db, "DELETE FROM movie WHERE id = ?", params![&id_text])?;
            id
        }
    };
    changed(db, &id.to_string(), event.position)
}

/// Marks the film `id` as changed by the event at `position` (schema.sql,
/// `movie_change`).
pub(super) fn changed(
    db: &Connection,
    id: &str,
    position: Position,
) -> Result<(), ProjectionError> {
    execute(
        db,
        "INSERT INTO movie_change (movie_id, tx, seq) VALUES (?1, ?2, ?3)
         ON CONFLICT (movie_id) DO UPDATE SET tx = ?2, seq = ?3",
        params![id, position.tx as i64, position.seq],
    )?;
    Ok(())
}

/// Links a title to its genres in `{title_table}_genre`, first dropping its old links
/// unless it was just added. Each link carries the title's `year_key` (see schema.sql).
pub(super) fn set_genre_links(
    db: &Connection,
    title_table: &str,
    id: &str,
    genre_ids: &[Uuid],
    year_key: i64,
    added: bool,
) -> Result<(), ProjectionError> {
    let (links, column) = (format!("{title_table}_genre"), format!("{title_table}_id"));
    if !added {
        execute(
            db,
            &format!("DELETE FROM {links} WHERE {column} = ?"),
            params![id],
        )?;
    }
    let insert =
        format!("INSERT OR IGNORE INTO {links} ({column}, genre_id, year_key) VALUES (?, ?, ?)");
    for genre in genre_ids {
        execute(db, &insert, params![id, genre.to_string(), year_key])?;
    }
    Ok(())
}

/// Text that sorting and searching compare: accents and case folded away.
pub(super) fn search_text(parts: &[Option<&str>]) -> String {
    parts
        .iter()
        .flatten()
        .map(|p| slugify(p).replace('-', " "))
        .collect::<Vec<_>>()
        .join(" | ")
}

fn upsert(
    db: &Connection,
    id: Uuid,
    d: &MovieDetails,
    at: &str,
    added: bool,
) -> Result<(), ProjectionError> {
    let id = id.to_string();
    let sort_title = slugify(&d.title).replace('-', " ");
    let search = search_text(&[
        Some(&d.title),
        d.original_title.as_deref(),
        d.director.as_deref(),
    ]);
    execute(db, "INSERT INTO movie (id, title, sort_title, search_text, original_title, synopsis, release_year,
             duration_minutes, director, director_key, country, language, quality, poster_url, trailer_url,
             video_url, video_url_vf, video_url_vostfr, rating, is_featured, is_new, budget, box_office,
             year_key, rating_key, duration_key, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET title = excluded.title, sort_title = excluded.sort_title,
             search_text = excluded.search_text, original_title = excluded.original_title,
             synopsis = excluded.synopsis, release_year = excluded.release_year,
             duration_minutes = excluded.duration_minutes, director = excluded.director,
             director_key = excluded.director_key, country = excluded.country, language = excluded.language,
             quality = excluded.quality, poster_url = excluded.poster_url, trailer_url = excluded.trailer_url,
             video_url = excluded.video_url, video_url_vf = excluded.video_url_vf,
             video_url_vostfr = excluded.video_url_vostfr, rating = excluded.rating,
             is_featured = excluded.is_featured, is_new = excluded.is_new, budget = excluded.budget,
             box_office = excluded.box_office, year_key = excluded.year_key, rating_key = excluded.rating_key,
             duration_key = excluded.duration_key, updated_at = excluded.updated_at", params![&id, &d.title, sort_title, search, &d.original_title, &d.synopsis, d.release_year, d.duration_minutes, &d.director, d.director.as_deref().map(slugify), &d.country, &d.language, d.quality.map(|q| q.label()), &d.poster_url, &d.trailer_url, &d.video_url, &d.video_url_vf, &d.video_url_vostfr, d.rating, d.is_featured, d.is_new, d.budget, d.box_office, d.release_year.unwrap_or(-1), d.rating.unwrap_or(-1.0), d.duration_minutes.unwrap_or(-1), at, at])?;
    let year_key = d.release_year.unwrap_or(-1);
    set_genre_links(db, "movie", &id, &d.genre_ids, year_key, added)
}
