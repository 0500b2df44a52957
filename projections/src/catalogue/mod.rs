//! The `catalogue` projection: genres, films, series, episodes and their links, as
//! members and admins read them, with each title's view count folded in.

mod genres;
mod movies;
pub mod queries;
mod series;
mod views;

use bobine_domain::genres::Genres;
use bobine_domain::movies::Movie;
use bobine_domain::series::Series;
use bobine_domain::views::VIEWS_TYPE;
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use rusqlite::Connection;

use crate::{ProjectionError, SqlProjection};

pub struct Catalogue;

impl SqlProjection for Catalogue {
    fn name(&self) -> &'static str {
        "catalogue"
    }

    fn version(&self) -> u32 {
        7
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &[
            "genre",
            "movie",
            "series",
            "episode",
            "movie_genre",
            "series_genre",
            "movie_change",
            "series_change",
        ]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[Genres::TYPE, Movie::TYPE, Series::TYPE, VIEWS_TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            Genres::TYPE => genres::apply(db, event),
            Movie::TYPE => movies::apply(db, event),
            Series::TYPE => series::apply(db, event),
            VIEWS_TYPE => views::apply(db, event),
            _ => Ok(()),
        }
    }
}
