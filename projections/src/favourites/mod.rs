//! The `favourites` projection: each member's favourite films and series with the
//! time they were added (the /favorites page, the heart buttons), and the counts per
//! member (the admin user list) and per title.

pub mod queries;

use bobine_domain::library::LibraryEvent;
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use rusqlite::{Connection, params};

use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Favourites;

impl SqlProjection for Favourites {
    fn name(&self) -> &'static str {
        "favourites"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["favourite"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[bobine_domain::library::Library::TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type != bobine_domain::library::Library::TYPE {
            return Ok(());
        }
        let member = &event.aggregate_id;
        match decode(event)? {
            // A redacted stream may name the same (nil) title twice: keep the first.
            LibraryEvent::FavouriteAdded {
                content_type,
                content_id,
            } => execute(
                db,
                "INSERT INTO favourite (member_id, content_type, content_id, added_at)
                 VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
                params![
                    member,
                    content_type.as_str(),
                    content_id.to_string(),
                    &event.recorded_at
                ],
            ),
            LibraryEvent::FavouriteRemoved {
                content_type,
                content_id,
            } => execute(
                db,
                "DELETE FROM favourite WHERE member_id = ? AND content_type = ? AND content_id = ?",
                params![member, content_type.as_str(), content_id.to_string()],
            ),
            LibraryEvent::LibraryCleared => {
                execute(db, "DELETE FROM favourite WHERE member_id = ?", [member])
            }
        }?;
        Ok(())
    }
}
