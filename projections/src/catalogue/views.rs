//! Folding view facts into the titles' `views_count`, so that every sort and filter
//! of a list reads one indexed table. (The `views` projection keeps the per-day
//! counts for analytics.)

use bobine_domain::titles::TitleKind;
use bobine_domain::views::ViewEvent;
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;

use crate::ProjectionError;
use crate::sql::decode;

pub(super) async fn apply(
    db: &mut SqliteConnection,
    event: &StoredEvent,
) -> Result<(), ProjectionError> {
    let ViewEvent::ViewCounted {
        content_type,
        content_id,
    } = decode::<ViewEvent>(event)?;
    let sql = match content_type {
        TitleKind::Movie => "UPDATE movie SET views_count = views_count + 1 WHERE id = ?",
        TitleKind::Series => "UPDATE series SET views_count = views_count + 1 WHERE id = ?",
    };
    sqlx::query(sql)
        .bind(content_id.to_string())
        .execute(db)
        .await?;
    Ok(())
}
