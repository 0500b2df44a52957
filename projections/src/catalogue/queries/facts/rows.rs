//! The rows of a page, read by id on rusqlite with cached statements on the calling
//! thread, in one read transaction: a page's ids differ at each request, as a film's
//! detail does (docs/adr/0029-title-reads-on-rusqlite.md).

use rusqlite::{Connection, OptionalExtension};

use crate::catalogue::queries::rows::{GenreRef, MovieRow, SeriesRow};
use crate::{ProjectionError, ReadDb};

/// A title row a list answers, read by rusqlite.
pub trait Listed: Sized {
    /// Its table, and its genre link table and column.
    const TABLES: (&'static str, &'static str, &'static str);
    const COLUMNS: &'static str;
    fn read(row: &rusqlite::Row) -> rusqlite::Result<Self>;
    fn finish(self, genres: Vec<GenreRef>) -> Self;
}

impl Listed for MovieRow {
    const TABLES: (&'static str, &'static str, &'static str) = ("movie", "movie_genre", "movie_id");
    const COLUMNS: &'static str = MovieRow::COLUMNS;

    fn read(row: &rusqlite::Row) -> rusqlite::Result<Self> {
        MovieRow::read(row)
    }

    fn finish(self, genres: Vec<GenreRef>) -> Self {
        MovieRow::finish(self, genres)
    }
}

impl Listed for SeriesRow {
    const TABLES: (&'static str, &'static str, &'static str) =
        ("series", "series_genre", "series_id");
    const COLUMNS: &'static str = SeriesRow::COLUMNS;

    fn read(row: &rusqlite::Row) -> rusqlite::Result<Self> {
        SeriesRow::read(row)
    }

    fn finish(self, genres: Vec<GenreRef>) -> Self {
        SeriesRow::finish(self, genres)
    }
}

/// The rows of `ids` with their genres, in that order; a title deleted since the
/// index was read is left out, as the SQL path's `IN` leaves it.
pub(super) fn rows_of<T: Listed>(db: &ReadDb, ids: &[String]) -> Result<Vec<T>, ProjectionError> {
    db.read_by_key(|db| {
        ids.iter()
            .filter_map(|id| row(db, id).transpose())
            .collect()
    })
}

fn row<T: Listed>(db: &Connection, id: &str) -> rusqlite::Result<Option<T>> {
    let (table, link, column) = T::TABLES;
    let row = db
        .prepare_cached(&format!("SELECT {} FROM {table} WHERE id = ?1", T::COLUMNS))?
        .query_row([id], T::read)
        .optional()?;
    let Some(row) = row else {
        return Ok(None);
    };
    let genres = db
        .prepare_cached(&format!(
            "SELECT {} FROM {link} l JOIN genre g ON g.id = l.genre_id \
             WHERE l.{column} = ?1 ORDER BY g.sort_key",
            GenreRef::COLUMNS
        ))?
        .query_map([id], GenreRef::read)?
        .collect::<rusqlite::Result<Vec<_>>>()?;
    Ok(Some(row.finish(genres)))
}
