//! What the API reads from the catalogue projection.

pub mod admin_stats;
pub(crate) mod cursor;
pub mod facts;
pub mod genres;
pub mod home;
pub mod list;
pub mod rows;
pub mod similar;
pub mod sort;
pub mod titles;
pub mod top;

pub(crate) use cursor::is_uuid;
pub use cursor::{CURSOR_PATTERN, TitleCursor, pattern_schema};
pub use genres::{AdminGenreRow, GenreRow, admin_genres, genres};
