//! The `popups` projection: the login messages (admin-area.md section 2 "Login popup
//! messages"; member-side.md section 4 "Login popup"). The admin screen lists them;
//! the login page reads the active one.
//!
//! A projection of its own rather than tables of `moderation`: it rebuilds alone,
//! and its fold stays a few lines (docs/adr/0019).

pub mod queries;

use async_trait::async_trait;
use bobine_domain::popups::PopupEvent;
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;

use crate::sql::decode;
use crate::{ProjectionError, SqlProjection};

pub struct Popups;

#[async_trait]
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

    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        if event.aggregate_type != "popup_board" {
            return Ok(());
        }
        let at = &event.recorded_at;
        let query = match decode::<PopupEvent>(event)? {
            PopupEvent::PopupCreated {
                id, title, content, ..
            } => sqlx::query(
                "INSERT INTO popup_message (id, title, content, created_at, updated_at)
                 VALUES (?, ?, ?, ?, ?)",
            )
            .bind(id.to_string())
            .bind(title)
            .bind(content)
            .bind(at)
            .bind(at),
            PopupEvent::PopupEdited {
                id, title, content, ..
            } => sqlx::query(
                "UPDATE popup_message SET title = ?, content = ?, updated_at = ? WHERE id = ?",
            )
            .bind(title)
            .bind(content)
            .bind(at)
            .bind(id.to_string()),
            PopupEvent::PopupActivated { id, replaced, .. } => {
                if let Some(replaced) = replaced {
                    set_active(db, &replaced.to_string(), false, at).await?;
                }
                return set_active(db, &id.to_string(), true, at).await;
            }
            PopupEvent::PopupDeactivated { id, .. } => {
                return set_active(db, &id.to_string(), false, at).await;
            }
            PopupEvent::PopupDeleted { id, .. } => {
                sqlx::query("DELETE FROM popup_message WHERE id = ?").bind(id.to_string())
            }
        };
        query.execute(&mut *db).await?;
        Ok(())
    }
}

async fn set_active(
    db: &mut SqliteConnection,
    id: &str,
    active: bool,
    at: &str,
) -> Result<(), ProjectionError> {
    sqlx::query("UPDATE popup_message SET is_active = ?, updated_at = ? WHERE id = ?")
        .bind(active)
        .bind(at)
        .bind(id)
        .execute(&mut *db)
        .await?;
    Ok(())
}
