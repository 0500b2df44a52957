//! The `favourites` projection: each member's favourite films and series with the
//! time they were added (the /favorites page, the heart buttons), and the counts per
//! member (the admin user list) and per title.

pub mod queries;

use async_trait::async_trait;
use bobine_domain::library::LibraryEvent;
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use sqlx::SqliteConnection;

use crate::sql::decode;
use crate::{ProjectionError, SqlProjection};

pub struct Favourites;

#[async_trait]
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

    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        if event.aggregate_type != bobine_domain::library::Library::TYPE {
            return Ok(());
        }
        let member = &event.aggregate_id;
        match decode(event)? {
            // A redacted stream may name the same (nil) title twice: keep the first.
            LibraryEvent::FavouriteAdded {
                content_type,
                content_id,
            } => sqlx::query(
                "INSERT INTO favourite (member_id, content_type, content_id, added_at)
                 VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
            )
            .bind(member)
            .bind(content_type.as_str())
            .bind(content_id.to_string())
            .bind(&event.recorded_at),
            LibraryEvent::FavouriteRemoved {
                content_type,
                content_id,
            } => sqlx::query(
                "DELETE FROM favourite WHERE member_id = ? AND content_type = ? AND content_id = ?",
            )
            .bind(member)
            .bind(content_type.as_str())
            .bind(content_id.to_string()),
            LibraryEvent::LibraryCleared => {
                sqlx::query("DELETE FROM favourite WHERE member_id = ?").bind(member)
            }
        }
        .execute(&mut *db)
        .await?;
        Ok(())
    }
}
