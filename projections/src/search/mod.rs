//! The `search` projection: a Tantivy index of films and series in
//! `<data dir>/search/`, its checkpoint in each commit's payload
//! (docs/adr/0008-search-index.md), and the queries that read it.

mod best;
mod directory;
mod fold;
mod index;
mod live;
mod matching;
mod normalise;
mod read;
mod recent;
mod request;
mod schema;
pub mod snapshot;
mod sorted;
mod terms;
#[cfg(test)]
mod tests;
mod typo;
mod unsynced;
mod view;

pub use index::{NotOpen, SearchIndex};
pub use read::{SUGGESTIONS_PER_KIND, SearchError, SearchPage, Suggestions, search, suggest};
pub use request::{SearchHit, SearchRequest, SearchSort};
