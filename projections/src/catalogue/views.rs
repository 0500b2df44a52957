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
    let id = content_id.to_string();
    match content_type {
        TitleKind::Movie => {
            let counted = execute(
                db,
                "UPDATE movie SET views_count = views_count + 1 WHERE id = ?",
                params![&id],
            )?;
            // A view counts in the similar-films score (and breaks its ties) and in the
            // lists' views sort and filter.
            if counted == 1 {
                super::movies::changed(db, &id, event.position)?;
            }
        }
        TitleKind::Series => {
            let counted = execute(
                db,
                "UPDATE series SET views_count = views_count + 1 WHERE id = ?",
                params![&id],
            )?;
            // A view counts in the lists' views sort and filter.
            if counted == 1 {
                super::series::changed(db, &id, event.position)?;
            }
        }
    }
    Ok(())
}
