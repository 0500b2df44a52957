//! Folding the `genres` aggregate's events into the `genre` table.

use bobine_domain::genres::GenreEvent;
use bobine_domain::slug::slugify;
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;

use crate::ProjectionError;
use crate::sql::decode;

pub(super) async fn apply(
    db: &mut SqliteConnection,
    event: &StoredEvent,
) -> Result<(), ProjectionError> {
    let at = &event.recorded_at;
    match decode::<GenreEvent>(event)? {
        GenreEvent::GenreCreated {
            id,
            name,
            slug,
            category,
        } => {
            sqlx::query(
                "INSERT INTO genre (id, name, sort_key, slug, category, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?, ?, ?)",
            )
            .bind(id.to_string())
            .bind(&name)
            .bind(slugify(&name))
            .bind(slug)
            .bind(category.label())
            .bind(at)
            .bind(at)
            .execute(db)
            .await?;
        }
        GenreEvent::GenreRenamed {
            id,
            name,
            slug,
            category,
        } => {
            sqlx::query("UPDATE genre SET name = ?, sort_key = ?, slug = ?, category = ?, updated_at = ? WHERE id = ?")
                .bind(&name)
                .bind(slugify(&name))
                .bind(slug)
                .bind(category.label())
                .bind(at)
                .bind(id.to_string())
                .execute(db)
                .await?;
        }
        GenreEvent::GenreDeleted { id, .. } => {
            for sql in [
                "DELETE FROM movie_genre WHERE genre_id = ?",
                "DELETE FROM series_genre WHERE genre_id = ?",
                "DELETE FROM genre WHERE id = ?",
            ] {
                sqlx::query(sql)
                    .bind(id.to_string())
                    .execute(&mut *db)
                    .await?;
            }
        }
    }
    Ok(())
}
