//! The `catalogue` projection: genres (and, as the catalogue grows, films, series,
//! episodes and their links), as members and admins read them.

mod genres;
pub mod queries;

use async_trait::async_trait;
use bobine_domain::genres::Genres;
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use sqlx::SqliteConnection;

use crate::{ProjectionError, SqlProjection};

pub struct Catalogue;

#[async_trait]
impl SqlProjection for Catalogue {
    fn name(&self) -> &'static str {
        "catalogue"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["genre", "movie_genre", "series_genre"]
    }

    async fn apply(
        &self,
        db: &mut SqliteConnection,
        event: &StoredEvent,
    ) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            Genres::TYPE => genres::apply(db, event).await,
            _ => Ok(()),
        }
    }
}
