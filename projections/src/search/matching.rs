//! What a query matches and how much each match weighs (member-side.md sections 5
//! and 9): exact title 100, title prefix 50, title contains 25, exact director 75,
//! director contains 15, original title 10, synopsis 5.
//!
//! Each field scores its best feature only, as the original did (an exact title is
//! also a prefix, but counts 100, not 175): the features are constant scores that add
//! up to the spec's figure, "contains" 25, then "prefix" 25 more, then "exact" 50 more.
//! "Contains" means every query word starts a word of the field, as the member types;
//! in a title, it may also sit inside a word ("man" finds "Batman", three letters or
//! more). Suggestions and the search page both tolerate one typo per long word.

use bobine_domain::titles::TitleKind;
use tantivy::Term;
use tantivy::query::{BooleanQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption};

use super::normalise::{as_text_prefix, as_word_prefix, normalise, words};
use super::schema::Fields;

const EXACT_TITLE: f32 = 100.0;
const TITLE_PREFIX: f32 = 50.0;
const TITLE_CONTAINS: f32 = 25.0;
const EXACT_DIRECTOR: f32 = 75.0;
const DIRECTOR_CONTAINS: f32 = 15.0;
const ORIGINAL_TITLE: f32 = 10.0;
const SYNOPSIS: f32 = 5.0;
/// A field matched only thanks to one typo weighs this share of its weight: all of
/// them together stay under the least exact match (synopsis, 5).
const TYPO_SHARE: f32 = 0.05;
/// Words this long tolerate one typo (an edit or a swap of two letters).
const TYPO_MIN_LETTERS: usize = 5;
/// Under this many characters (normalised), a query matches nothing.
const MIN_QUERY_CHARS: usize = 2;

/// A member's query, normalised like the index.
pub struct Parsed {
    text: String,
    words: Vec<String>,
}

impl Parsed {
    /// `None` when the query is too short to search.
    pub fn new(query: &str) -> Option<Parsed> {
        let text = normalise(query);
        (text.len() >= MIN_QUERY_CHARS).then(|| Parsed {
            words: words(&text),
            text,
        })
    }
}

/// As the member types: title, original title, director (no synopsis), one typo per
/// long word as on the search page, films and series alike.
pub fn suggestion(fields: &Fields, q: &Parsed) -> Box<dyn Query> {
    let mut features = exact_features(fields, q);
    features.extend(typos(fields, q, false));
    of_kind(fields, None, features)
}

/// The search page: the suggestion's features, the synopsis, and one typo per long
/// word, ranked below every exact match.
pub fn full(fields: &Fields, q: &Parsed, kind: Option<TitleKind>) -> Box<dyn Query> {
    let mut features = exact_features(fields, q);
    features.push(scored(whole_words(fields.synopsis_words, q), SYNOPSIS));
    features.extend(typos(fields, q, true));
    of_kind(fields, kind, features)
}

/// The title, director and original title features, without typos.
fn exact_features(fields: &Fields, q: &Parsed) -> Vec<(Occur, Box<dyn Query>)> {
    vec![
        scored(prefixes(fields.title_prefixes, q), TITLE_CONTAINS),
        scored(text_prefix(fields, q), TITLE_PREFIX - TITLE_CONTAINS),
        scored(exact(fields.title_exact, q), EXACT_TITLE - TITLE_PREFIX),
        scored(prefixes(fields.director_prefixes, q), DIRECTOR_CONTAINS),
        scored(
            exact(fields.director_exact, q),
            EXACT_DIRECTOR - DIRECTOR_CONTAINS,
        ),
        scored(prefixes(fields.original_prefixes, q), ORIGINAL_TITLE),
    ]
}

/// One typo per long word in the title, director and original title (and the
/// synopsis on the search page), each weighing a small share of its field: ranked
/// below every exact match. Nothing when no query word is long enough.
fn typos(fields: &Fields, q: &Parsed, synopsis: bool) -> Vec<(Occur, Box<dyn Query>)> {
    if !q.words.iter().any(|w| w.len() >= TYPO_MIN_LETTERS) {
        return Vec::new();
    }
    let mut targets = vec![
        (
            Some(fields.title_prefixes),
            fields.title_words,
            TITLE_CONTAINS,
        ),
        (
            Some(fields.director_prefixes),
            fields.director_words,
            DIRECTOR_CONTAINS,
        ),
        (
            Some(fields.original_prefixes),
            fields.original_words,
            ORIGINAL_TITLE,
        ),
    ];
    if synopsis {
        targets.push((None, fields.synopsis_words, SYNOPSIS));
    }
    targets
        .into_iter()
        .map(|(prefix_field, words_field, weight)| {
            scored(one_typo(prefix_field, words_field, q), weight * TYPO_SHARE)
        })
        .collect()
}

/// Any feature matches; with a kind, only titles of that kind.
fn of_kind(
    fields: &Fields,
    kind: Option<TitleKind>,
    features: Vec<(Occur, Box<dyn Query>)>,
) -> Box<dyn Query> {
    let any = Box::new(BooleanQuery::new(features));
    match kind {
        None => any,
        Some(kind) => Box::new(BooleanQuery::new(vec![
            (Occur::Must, any),
            (
                Occur::Must,
                Box::new(ConstScoreQuery::new(term(fields.kind, kind.as_str()), 0.0)),
            ),
        ])),
    }
}

fn scored(query: Box<dyn Query>, score: f32) -> (Occur, Box<dyn Query>) {
    (Occur::Should, Box::new(ConstScoreQuery::new(query, score)))
}

fn term(field: Field, text: &str) -> Box<dyn Query> {
    Box::new(TermQuery::new(
        Term::from_field_text(field, text),
        IndexRecordOption::Basic,
    ))
}

fn all(clauses: Vec<Box<dyn Query>>) -> Box<dyn Query> {
    Box::new(BooleanQuery::new(
        clauses.into_iter().map(|c| (Occur::Must, c)).collect(),
    ))
}

/// Every query word starts a word of the field.
fn prefixes(field: Field, q: &Parsed) -> Box<dyn Query> {
    all(q
        .words
        .iter()
        .map(|w| term(field, as_word_prefix(w)))
        .collect())
}

/// Every query word is a word of the field.
fn whole_words(field: Field, q: &Parsed) -> Box<dyn Query> {
    all(q.words.iter().map(|w| term(field, w)).collect())
}

/// The whole title starts with the whole query.
fn text_prefix(fields: &Fields, q: &Parsed) -> Box<dyn Query> {
    term(fields.title_start, as_text_prefix(&q.text))
}

fn exact(field: Field, q: &Parsed) -> Box<dyn Query> {
    term(field, &q.text)
}

/// Every query word matches, long ones with at most one typo, but not all exactly
/// (an exact match already scored more).
fn one_typo(prefix_field: Option<Field>, words_field: Field, q: &Parsed) -> Box<dyn Query> {
    let exact_word = |w: &str| match prefix_field {
        Some(field) => term(field, as_word_prefix(w)),
        None => term(words_field, w),
    };
    let each = q
        .words
        .iter()
        .map(|w| {
            if w.len() < TYPO_MIN_LETTERS {
                return exact_word(w);
            }
            let fuzzy: Box<dyn Query> = Box::new(FuzzyTermQuery::new(
                Term::from_field_text(words_field, w),
                1,
                true,
            ));
            Box::new(BooleanQuery::new(vec![
                (Occur::Should, exact_word(w)),
                (Occur::Should, fuzzy),
            ])) as Box<dyn Query>
        })
        .map(|q| (Occur::Must, q));
    let exactly = all(q.words.iter().map(|w| exact_word(w)).collect());
    Box::new(BooleanQuery::new(
        each.chain([(Occur::MustNot, exactly)]).collect(),
    ))
}
