//! Folding the `genres` aggregate's events into the `genre` table.

use bobine_domain::genres::GenreEvent;
use bobine_domain::slug::slugify;
use bobine_store::StoredEvent;
use rusqlite::{Connection, params};

use crate::ProjectionError;
use crate::sql::{decode, execute};

pub(super) fn apply(db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let at = &event.recorded_at;
    match decode::<GenreEvent>(event)? {
        GenreEvent::GenreCreated {
            id,
            name,
            slug,
            category,
        } => {
            execute(
                db,
                "INSERT INTO genre (id, name, sort_key, slug, category, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?)",
                params![
                    id.to_string(),
                    &name,
                    slugify(&name),
                    slug,
                    category.label(),
                    at,
                    at
                ],
            )?;
        }
        GenreEvent::GenreRenamed {
            id,
            name,
            slug,
            category,
        } => {
            execute(
                db,
                "UPDATE genre SET name = ?, sort_key = ?, slug = ?, category = ?, updated_at = ? WHERE id = ?",
                params![
                    &name,
                    slugify(&name),
                    slug,
                    category.label(),
                    at,
                    id.to_string()
                ],
            )?;
        }
        GenreEvent::GenreDeleted { id, .. } => {
            // The titles that lose this genre change for the in-memory indexes.
            let position = params![id.to_string(), event.position.tx as i64, event.position.seq];
            execute(
                db,
                "INSERT INTO movie_change (movie_id, tx, seq)
                 SELECT movie_id, ?2, ?3 FROM movie_genre WHERE genre_id = ?1
                 ON CONFLICT (movie_id) DO UPDATE SET tx = excluded.tx, seq = excluded.seq",
                position,
            )?;
            execute(
                db,
                "INSERT INTO series_change (series_id, tx, seq)
                 SELECT series_id, ?2, ?3 FROM series_genre WHERE genre_id = ?1
                 ON CONFLICT (series_id) DO UPDATE SET tx = excluded.tx, seq = excluded.seq",
                position,
            )?;
            for sql in [
                "DELETE FROM movie_genre WHERE genre_id = ?",
                "DELETE FROM series_genre WHERE genre_id = ?",
                "DELETE FROM genre WHERE id = ?",
            ] {
                execute(db, sql, params![id.to_string()])?;
            }
        }
    }
    Ok(())
}
