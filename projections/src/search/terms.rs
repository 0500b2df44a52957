//! A title's terms as Tantivy indexes them, read from its document: what a query
//! ([`super::matching::Match::score`]) is matched against for the titles folded
//! since the last commit, which the committed index does not hold yet
//! (docs/adr/0034-recent-titles.md).

use std::collections::{HashMap, HashSet};

use tantivy::TantivyDocument;
use tantivy::schema::{Field, FieldType, Schema, Value};

/// The terms a title's document gives each indexed field, as Tantivy indexes them:
/// a whole string for untokenized fields, whitespace-separated words for the others.
#[derive(Debug, Default)]
pub(super) struct Terms {
    by_field: HashMap<Field, HashSet<String>>,
}

impl Terms {
    pub fn of_document(schema: &Schema, doc: &TantivyDocument) -> Terms {
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
