//! The titles folded since the index's last commit, searchable at once.
//!
//! A Tantivy commit costs a new segment, about 6 ms of fixed work, more under load;
//! every read-your-writes search would wait for it (docs/benchmarks.md). So the live
//! projection folds each title into this map and answers from it beside the
//! committed index, and a committer thread writes the map into the index in the
//! background (docs/adr/0034-recent-titles.md). A title here shadows the committed
//! one of the same id, which is older; a deleted title shadows it with nothing.
//!
//! The map stays small: the committer empties it at least ten times a second.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use bobine_store::Position;
use tantivy::TantivyDocument;
use tantivy::schema::{Field, FieldType, Schema, Value};

use super::fold::Change;
use super::matching::Match;

/// The terms a title's document gives each indexed field, as Tantivy indexes them:
/// a whole string for untokenized fields, whitespace-separated words for the others.
#[derive(Debug, Default)]
pub(super) struct Terms {
    by_field: HashMap<Field, HashSet<String>>,
}

impl Terms {
    fn of_document(schema: &Schema, doc: &TantivyDocument) -> Terms {
        let mut by_field: HashMap<Field, HashSet<String>> = HashMap::new();
        for (field, value) in doc.field_values() {
            let FieldType::Str(options) = schema.get_field_entry(field).field_type() else {
                continue;
            };
            let (Some(indexing), Some(text)) = (options.get_indexing_options(), value.as_str())
            else {
                continue;
            };
            let terms = by_field.entry(field).or_default();
            if indexing.tokenizer() == "raw" {
                terms.insert(text.to_string());
            } else {
                terms.extend(text.split_ascii_whitespace().map(str::to_string));
            }
        }
        Terms { by_field }
    }

    pub fn holds(&self, field: Field, term: &str) -> bool {
        self.by_field
            .get(&field)
            .is_some_and(|terms| terms.contains(term))
    }

    pub fn of(&self, field: Field) -> impl Iterator<Item = &str> {
        self.by_field
            .get(&field)
            .into_iter()
            .flat_map(|terms| terms.iter().map(String::as_str))
    }
}

/// One title as last folded: its document (what the committer writes) and its terms
/// (what a search matches), or nothing once deleted.
pub(super) struct RecentTitle {
    /// The event that last changed it: the committer forgets the title once it has
    /// committed this change, unless a later one came in meanwhile.
    pub position: Position,
    pub document: Option<(TantivyDocument, Terms)>,
}

impl RecentTitle {
    /// The title `change` (made by the event at `position`) leaves, and its id.
    pub fn new(schema: &Schema, position: Position, change: Change) -> (String, RecentTitle) {
        let document = change.document.map(|document| {
            let terms = Terms::of_document(schema, &document);
            (document, terms)
        });
        (change.id, RecentTitle { position, document })
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
        m: &'a Match,
    ) -> impl Iterator<Item = (f32, &'a TantivyDocument)> + 'a {
        self.titles.values().filter_map(|title| {
            let (document, terms) = title.document.as_ref()?;
            Some((m.score(terms)?, document))
        })
    }
}
