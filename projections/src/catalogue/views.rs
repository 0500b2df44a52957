//! Folding view facts into the titles' `views_count`, so that every sort and filter
//! of a list reads one indexed table. (The `views` projection keeps the per-day
//! counts for analytics.)

use bobine_domain::titles::TitleKind;
use bobine_domain::views::ViewEvent;
use bobine_store::StoredEvent;
use rusqlite::{Connection, params};

use crate::ProjectionError;
use crate::sql::{decode, execute};

pub(super) fn apply(db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let ViewEvent::ViewCounted {
        content_type,
        content_id,
    } = decode::<ViewEvent>(event)?;
    let sql = match content_type {
        TitleKind::Movie => "UPDATE movie SET views_count = views_count + 1 WHERE id = ?",
        TitleKind::Series => "UPDATE series SET views_count = views_count + 1 WHERE id = ?",
    };
    execute(db, sql, params![content_id.to_string()])?;
    Ok(())
}
