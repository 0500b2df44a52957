//! The `genres` aggregate: one singleton stream holding every genre, so that
//! "name and slug unique per category" is checked atomically against one state.
//! The list stays small (dozens of genres), so loading it per command is cheap.

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{Genre, Genres};
pub use commands::GenreCommand;
pub use error::GenreError;
pub use events::GenreEvent;

/// The id of the one `genres` stream.
pub const GENRES_ID: &str = "genres";

/// A genre name may not be longer than this (it must fit a menu and a chip).
pub const NAME_MAX_CHARS: usize = 50;
