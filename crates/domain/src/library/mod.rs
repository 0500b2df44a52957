//! The `library` aggregate: one stream per member (its id is the member's id)
//! holding the films and series they keep as favourites (docs/product.md, member side
//! §2 "Favourites"; docs/architecture.md, "Aggregates and facts").
//!
//! Adding a title already there, or removing one that is not, changes nothing and
//! records nothing, so a double click or a retried request leaves one event. Whether
//! the title exists is the workflow's check (the catalogue is another aggregate); a
//! favourite of a title deleted later simply stops being listed.

mod aggregate;

pub use aggregate::{Library, LibraryCommand, LibraryEvent};
