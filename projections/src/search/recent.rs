//! The titles folded since the index's last commit, searchable at once.
//!
//! A Tantivy commit costs a new segment, about 6 ms of fixed work, more under load;
//! every read-your-writes search would wait for it (docs/benchmarks.md). So the live
//! projection folds each title into this map and answers from it beside the
//! committed index, and a committer thread writes the map into the index in the
//! background (docs/adr/0034-recent-titles.md). A title here shadows the committed
//! one of the same id, which is older; a deleted title shadows it with nothing.
//!
//! The map stays small: the committer empties it up to ten times a second, and the
//! fold waits for it beyond a few thousand titles.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use bobine_store::Position;
use tantivy::TantivyDocument;
use tantivy::schema::Schema;

use super::fold::Change;
use super::matching::Match;
use super::terms::Terms;

/// One title as last folded: its document (what the committer writes), or nothing
/// once deleted.
pub(super) struct RecentTitle {
    /// The event that last changed it: the committer forgets the title once it has
    /// committed this change, unless a later one came in meanwhile.
    pub position: Position,
    pub document: Option<TantivyDocument>,
    /// What a search matches, taken from the document by the first search that
    /// reads it (a node catching up on its log folds many titles nobody searches).
    terms: OnceLock<Terms>,
}

impl RecentTitle {
    /// The title `change` (made by the event at `position`) leaves, and its id.
    pub fn new(position: Position, change: Change) -> (String, RecentTitle) {
        let title = RecentTitle {
            position,
            document: change.document,
            terms: OnceLock::new(),
        };
        (change.id, title)
    }
}

/// The titles changed since the last commit, by id. Cheap to clone: a search keeps
/// the map as it was, the fold changes a copy.
#[derive(Clone, Default)]
pub(super) struct Recent {
    titles: HashMap<String, Arc<RecentTitle>>,
}

impl Recent {
    pub fn is_empty(&self) -> bool {
        self.titles.is_empty()
    }

    pub fn len(&self) -> usize {
        self.titles.len()
    }

    /// Title `id` is now `title`.
    pub fn insert(&mut self, id: String, title: Arc<RecentTitle>) {
        self.titles.insert(id, title);
    }

    /// Each recent title's id and last change.
    pub fn titles(&self) -> impl Iterator<Item = (&str, &RecentTitle)> {
        self.titles.iter().map(|(id, t)| (id.as_str(), t.as_ref()))
    }

    /// Forgets the titles whose last change is in `committed` (now in the index).
    pub fn forget(&mut self, committed: &Recent) {
        self.titles.retain(|id, title| {
            committed
                .titles
                .get(id)
                .is_none_or(|done| done.position != title.position)
        });
    }

    /// The ids whose committed document must not be read: each is older, or deleted.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.titles.keys().map(String::as_str)
    }

    /// The recent titles `m` matches, with their scores.
    pub fn matching<'a>(
        &'a self,
        schema: &'a Schema,
        m: &'a Match,
    ) -> impl Iterator<Item = (f32, &'a TantivyDocument)> + 'a {
        self.titles.values().filter_map(move |title| {
            let document = title.document.as_ref()?;
            let terms = title
                .terms
                .get_or_init(|| Terms::of_document(schema, document));
            Some((m.score(terms)?, document))
        })
    }
}
