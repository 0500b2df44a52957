//! What a query matches and how much each match weighs (docs/product.md, member side §5
//! and §9): exact title 100, title prefix 50, title contains 25, exact director 75,
//! director contains 15, original title 10, synopsis 5.
//!
//! Each field scores its best feature only, as the original did (an exact title is
//! also a prefix, but counts 100, not 175): the features are constant scores that add
//! up to the spec's figure, "contains" 25, then "prefix" 25 more, then "exact" 50 more.
//! "Contains" means every query word starts a word of the field, as the member types;
//! in a title, it may also sit inside a word ("man" finds "Batman", three letters or
//! more). Suggestions and the search page both tolerate one typo per long word.
//!
//! A query is written once, as a [`Match`], and read two ways: as a Tantivy query
//! over the committed index, and against the few titles folded since its last
//! commit ([`super::recent`]), so both always agree (docs/adr/0034-recent-titles.md).

use std::sync::Arc;

use bobine_domain::titles::TitleKind;
use tantivy::Term;
use tantivy::query::{BooleanQuery, ConstScoreQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption};

use super::normalise::{as_text_prefix, as_word_prefix, normalise, words};
use super::schema::Fields;
use super::terms::Terms;
use super::typo::{Covered, Typed, TypoQuery, within_one_typo};

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

/// What a query asks of a title's indexed terms.
pub(super) enum Match {
    /// The field holds this term.
    Term(Field, String),
    /// The field holds a term at most one edit, or one swap of two neighbouring
    /// letters, away from this one (Tantivy's Levenshtein automaton, distance 1),
    /// other than those the exact clause beside it covers ([`super::typo`]).
    OneTypo(Field, Arc<Typed>, Covered),
    /// It matches, scoring this whatever matched inside.
    Scored(Box<Match>, f32),
    /// At least one matches; the scores of those that do add up.
    Any(Vec<Match>),
    /// Every one matches (an empty list matches nothing); the scores add up.
    All(Vec<Match>),
    /// Every one of the first matches and the last does not.
    AllBut(Vec<Match>, Box<Match>),
}

impl Match {
    /// The Tantivy query that finds what this matches, scored alike.
    pub fn query(&self) -> Box<dyn Query> {
        match self {
            Match::Term(field, text) => Box::new(TermQuery::new(
                Term::from_field_text(*field, text),
                IndexRecordOption::Basic,
            )),
            Match::OneTypo(field, typed, covered) => {
                Box::new(TypoQuery::new(*field, typed, covered))
            }
            Match::Scored(inner, score) => Box::new(ConstScoreQuery::new(inner.query(), *score)),
            Match::Any(each) => Box::new(BooleanQuery::new(
                each.iter().map(|m| (Occur::Should, m.query())).collect(),
            )),
            Match::All(each) => Box::new(BooleanQuery::new(
                each.iter().map(|m| (Occur::Must, m.query())).collect(),
            )),
            Match::AllBut(each, not) => Box::new(BooleanQuery::new(
                each.iter()
                    .map(|m| (Occur::Must, m.query()))
                    .chain([(Occur::MustNot, not.query())])
                    .collect(),
            )),
        }
    }

    /// The score of a title holding `terms`, or `None` when it does not match.
    pub fn score(&self, terms: &Terms) -> Option<f32> {
        match self {
            Match::Term(field, text) => terms.holds(*field, text).then_some(0.0),
            Match::OneTypo(field, typed, covered) => terms
                .of(*field)
                .any(|term| {
                    within_one_typo(term, &typed.word) && !covered.covers(term, &typed.word)
                })
                .then_some(0.0),
            Match::Scored(inner, score) => inner.score(terms).map(|_| *score),
            Match::Any(each) => each
                .iter()
                .filter_map(|m| m.score(terms))
                .reduce(|a, b| a + b),
            Match::All(each) => Match::all_of(each, terms),
            Match::AllBut(each, not) => match not.score(terms) {
                Some(_) => None,
                None => Match::all_of(each, terms),
            },
        }
    }

    fn all_of(each: &[Match], terms: &Terms) -> Option<f32> {
        if each.is_empty() {
            return None;
        }
        each.iter()
            .try_fold(0.0, |sum, m| Some(sum + m.score(terms)?))
    }
}

/// As the member types: title, original title, director (no synopsis), one typo per
/// long word as on the search page, films and series alike.
pub fn suggestion(fields: &Fields, q: &Parsed) -> Match {
    let mut features = exact_features(fields, q);
    features.extend(typos(fields, q, false));
    of_kind(fields, None, features)
}

/// The search page: the suggestion's features, the synopsis, and one typo per long
/// word, ranked below every exact match.
pub fn full(fields: &Fields, q: &Parsed, kind: Option<TitleKind>) -> Match {
    let mut features = exact_features(fields, q);
    features.push(scored(whole_words(fields.synopsis_words, q), SYNOPSIS));
    features.extend(typos(fields, q, true));
    of_kind(fields, kind, features)
}

/// The title, director and original title features, without typos.
fn exact_features(fields: &Fields, q: &Parsed) -> Vec<Match> {
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
fn typos(fields: &Fields, q: &Parsed, synopsis: bool) -> Vec<Match> {
    if !q.words.iter().any(|w| w.len() >= TYPO_MIN_LETTERS) {
        return Vec::new();
    }
    // Each long word's automaton, built once for every field.
    let typed: Vec<_> = q
        .words
        .iter()
        .map(|w| (w.len() >= TYPO_MIN_LETTERS).then(|| Typed::new(w)))
        .collect();
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
            let m = one_typo(prefix_field, words_field, q, &typed);
            scored(m, weight * TYPO_SHARE)
        })
        .collect()
}

/// Any feature matches; with a kind, only titles of that kind.
fn of_kind(fields: &Fields, kind: Option<TitleKind>, features: Vec<Match>) -> Match {
    let any = Match::Any(features);
    match kind {
        None => any,
        Some(kind) => Match::All(vec![
            any,
            scored(Match::Term(fields.kind, kind.as_str().into()), 0.0),
        ]),
    }
}

fn scored(m: Match, score: f32) -> Match {
    Match::Scored(Box::new(m), score)
}

/// Every query word starts a word of the field.
fn prefixes(field: Field, q: &Parsed) -> Match {
    Match::All(
        q.words
            .iter()
            .map(|w| Match::Term(field, as_word_prefix(w).into()))
            .collect(),
    )
}

/// Every query word is a word of the field.
fn whole_words(field: Field, q: &Parsed) -> Match {
    Match::All(
        q.words
            .iter()
            .map(|w| Match::Term(field, w.clone()))
            .collect(),
    )
}

/// The whole title starts with the whole query.
fn text_prefix(fields: &Fields, q: &Parsed) -> Match {
    Match::Term(fields.title_start, as_text_prefix(&q.text).into())
}

fn exact(field: Field, q: &Parsed) -> Match {
    Match::Term(field, q.text.clone())
}

/// Every query word matches, long ones (those `typed`) with at most one typo, but not
/// all exactly (an exact match already scored more).
fn one_typo(
    prefix_field: Option<Field>,
    words_field: Field,
    q: &Parsed,
    typed: &[Option<Arc<Typed>>],
) -> Match {
    let exact_word = |w: &str| match prefix_field {
        Some(field) => Match::Term(field, as_word_prefix(w).into()),
        None => Match::Term(words_field, w.into()),
    };
    // What `exact_word` finds, which the typo beside it need not look for again.
    let covered = |w: &str| match prefix_field {
        Some(_) => Covered::StartingWith(as_word_prefix(w).into()),
        None => Covered::Itself,
    };
    let typo = |t: &Arc<Typed>| Match::OneTypo(words_field, t.clone(), covered(&t.word));
    // Matching, a title holds a typo of some word, since not all are exact: said
    // first, a segment holding no typo of any word answers nothing without reading
    // the exact words' postings (a query typed right has none).
    let some_typo = Match::Any(typed.iter().flatten().map(typo).collect());
    let each = q.words.iter().zip(typed).map(|(w, t)| match t {
        None => exact_word(w),
        Some(t) => Match::Any(vec![exact_word(w), typo(t)]),
    });
    let exactly = Match::All(q.words.iter().map(|w| exact_word(w)).collect());
    Match::AllBut(
        std::iter::once(some_typo).chain(each).collect(),
        Box::new(exactly),
    )
}
