//! The `popups` projection: the login messages (docs/product.md, admin area §2 "Login popup
//! messages"; docs/product.md, member side §4 "Login popup"). The admin screen lists them;
//! the login page reads the active one.
//!
//! A projection of its own rather than tables of `moderation`: it rebuilds alone,
//! and its fold stays a few lines (docs/adr/0019).

pub mod queries;

use bobine_domain::popups::PopupEvent;
use bobine_store::StoredEvent;
use rusqlite::{Connection, params};

use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct Popups;

impl SqlProjection for Popups {
    fn name(&self) -> &'static str {
        "popups"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["popup_message"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &["popup_board"]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type != "popup_board" {
            return Ok(());
        }
        let at = &event.recorded_at;
        match decode::<PopupEvent>(event)? {
            PopupEvent::PopupCreated {
                id, title, content, ..
            } => execute(
                db,
                "INSERT INTO popup_message (id, title, content, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?)",
                params![id.to_string(), title, content, at, at],
            )?,
            PopupEvent::PopupEdited {
                id, title, content, ..
            } => execute(
                db,
                "UPDATE popup_message SET title = ?, content = ?, updated_at = ? WHERE id = ?",
                params![title, content, at, id.to_string()],
            )?,
            PopupEvent::PopupActivated { id, replaced, .. } => {
                if let Some(replaced) = replaced {
                    set_active(db, &replaced.to_string(), false, at)?;
                }
                return set_active(db, &id.to_string(), true, at);
            }
            PopupEvent::PopupDeactivated { id, .. } => {
                return set_active(db, &id.to_string(), false, at);
            }
            PopupEvent::PopupDeleted { id, .. } => execute(
                db,
                "DELETE FROM popup_message WHERE id = ?",
                [id.to_string()],
            )?,
        };
        Ok(())
    }
}

fn set_active(db: &Connection, id: &str, active: bool, at: &str) -> Result<(), ProjectionError> {
    execute(
        db,
        "UPDATE popup_message SET is_active = ?, updated_at = ? WHERE id = ?",
        params![active, at, id],
    )?;
    Ok(())
}
