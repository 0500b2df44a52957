//! The index's fields and the document of one title.
//!
//! What a card shows is stored, so a suggestion needs no other read. Matching fields
//! hold normalised keys only (see `normalise`), indexed without frequencies or
//! positions: scores come from which fields match, never from BM25.

use bobine_domain::titles::TitleKind;
use tantivy::TantivyDocument;
use tantivy::schema::{
    FAST, Field, IndexRecordOption, STORED, STRING, Schema, TextFieldIndexing, TextOptions,
};

use super::normalise::{
    normalise, text_prefixes, word_infixes, word_prefixes, words, words_and_compounds,
};

/// The name of the `is_series` fast field.
pub(super) const IS_SERIES: &str = "is_series";
/// The name of the `rating` fast field.
pub(super) const RATING: &str = "rating";

/// What the index holds of a title, whatever its kind.
pub(super) struct TitleText<'a> {
    pub kind: TitleKind,
    pub id: String,
    pub title: &'a str,
    pub original_title: Option<&'a str>,
    pub director: Option<&'a str>,
    pub synopsis: Option<&'a str>,
    pub release_year: Option<i64>,
    pub poster_url: Option<&'a str>,
    pub rating: Option<f64>,
}

#[derive(Clone, Copy)]
pub(super) struct Fields {
    pub id: Field,
    pub kind: Field,
    /// 1 for a series, 0 for a film: a fast field, so that one pass over the
    /// matches keeps the best films and the best series apart.
    pub is_series: Field,
    pub title: Field,
    pub original_title: Field,
    pub director: Field,
    pub release_year: Field,
    pub poster_url: Field,
    /// Also a fast field: it breaks ties between equally relevant titles.
    pub rating: Field,
    /// The whole normalised title: "exact title".
    pub title_exact: Field,
    /// Every prefix of the whole normalised title: "title prefix".
    pub title_start: Field,
    /// Every prefix and every inner part (3 letters or more) of every word: "title
    /// contains" is a substring, as the member types ("man" finds "Batman").
    pub title_prefixes: Field,
    /// Whole words, for typo tolerance.
    pub title_words: Field,
    pub original_prefixes: Field,
    pub original_words: Field,
    pub director_exact: Field,
    pub director_prefixes: Field,
    pub director_words: Field,
    pub synopsis_words: Field,
}

impl Fields {
    pub fn schema() -> (Schema, Fields) {
        let mut s = Schema::builder();
        let words = TextOptions::default().set_indexing_options(
            TextFieldIndexing::default()
                .set_tokenizer("whitespace")
                .set_index_option(IndexRecordOption::Basic),
        );
        let fields = Fields {
            id: s.add_text_field("id", STRING | STORED | FAST),
            kind: s.add_text_field("kind", STRING | STORED),
            is_series: s.add_u64_field(IS_SERIES, FAST),
            title: s.add_text_field("title", STORED),
            original_title: s.add_text_field("original_title", STORED),
            director: s.add_text_field("director", STORED),
            release_year: s.add_i64_field("release_year", STORED),
            poster_url: s.add_text_field("poster_url", STORED),
            rating: s.add_f64_field(RATING, STORED | FAST),
            title_exact: s.add_text_field("title_exact", STRING),
            title_start: s.add_text_field("title_start", STRING),
            title_prefixes: s.add_text_field("title_prefixes", words.clone()),
            title_words: s.add_text_field("title_words", words.clone()),
            original_prefixes: s.add_text_field("original_prefixes", words.clone()),
            original_words: s.add_text_field("original_words", words.clone()),
            director_exact: s.add_text_field("director_exact", STRING),
            director_prefixes: s.add_text_field("director_prefixes", words.clone()),
            director_words: s.add_text_field("director_words", words.clone()),
            synopsis_words: s.add_text_field("synopsis_words", words),
        };
        (s.build(), fields)
    }

    pub fn document(&self, t: &TitleText<'_>) -> TantivyDocument {
        let mut doc = TantivyDocument::default();
        doc.add_text(self.id, &t.id);
        doc.add_text(self.kind, t.kind.as_str());
        doc.add_u64(self.is_series, u64::from(t.kind == TitleKind::Series));
        doc.add_text(self.title, t.title);
        if let Some(original) = t.original_title {
            doc.add_text(self.original_title, original);
            let words = words_and_compounds(original);
            doc.add_text(self.original_prefixes, word_prefixes(&words));
            doc.add_text(self.original_words, words.join(" "));
        }
        if let Some(director) = t.director {
            doc.add_text(self.director, director);
            doc.add_text(self.director_exact, normalise(director));
            let words = words_and_compounds(director);
            doc.add_text(self.director_prefixes, word_prefixes(&words));
            doc.add_text(self.director_words, words.join(" "));
        }
        if let Some(year) = t.release_year {
            doc.add_i64(self.release_year, year);
        }
        if let Some(poster) = t.poster_url {
            doc.add_text(self.poster_url, poster);
        }
        doc.add_f64(self.rating, t.rating.unwrap_or(0.0));
        let title = normalise(t.title);
        for prefix in text_prefixes(&title) {
            doc.add_text(self.title_start, prefix);
        }
        doc.add_text(self.title_exact, title);
        let title_words = words_and_compounds(t.title);
        doc.add_text(self.title_prefixes, word_prefixes(&title_words));
        doc.add_text(self.title_prefixes, word_infixes(&title_words));
        doc.add_text(self.title_words, title_words.join(" "));
        if let Some(synopsis) = t.synopsis {
            doc.add_text(self.synopsis_words, words(synopsis).join(" "));
        }
        doc
    }
}
