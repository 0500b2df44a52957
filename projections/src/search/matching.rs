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

use bobine_domain::titles::TitleKind;
use tantivy::Term;
use tantivy::query::{BooleanQuery, ConstScoreQuery, FuzzyTermQuery, Occur, Query, TermQuery};
use tantivy::schema::{Field, IndexRecordOption};

use super::normalise::{as_text_prefix, as_word_prefix, normalise, words};
use super::schema::Fields;
use super::terms::Terms;

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
    /// letters, away from this one (Tantivy's Levenshtein automaton, distance 1).
    OneTypo(Field, String),
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
            Match::OneTypo(field, text) => Box::new(FuzzyTermQuery::new(
                Term::from_field_text(*field, text),
                1,
                true,
            )),
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
            Match::OneTypo(field, text) => terms
                .of(*field)
                .any(|term| within_one_typo(term, text))
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

/// At most one insertion, deletion, substitution or swap of two neighbouring letters
/// turns `a` into `b` (what `FuzzyTermQuery::new(term, 1, true)` accepts).
fn within_one_typo(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let (shorter, longer) = if a.len() <= b.len() {
        (&a, &b)
    } else {
        (&b, &a)
    };
    if longer.len() - shorter.len() > 1 {
        return false;
    }
    let same_start = shorter
        .iter()
        .zip(longer.iter())
        .take_while(|(x, y)| x == y)
        .count();
    if same_start == shorter.len() {
        return true;
    }
    let (rest_short, rest_long) = (&shorter[same_start..], &longer[same_start..]);
    if shorter.len() < longer.len() {
        // One letter inserted at the first difference.
        return rest_short == &rest_long[1..];
    }
    // One letter changed, or two neighbours swapped, at the first difference.
    rest_short[1..] == rest_long[1..]
        || (rest_short.len() >= 2
            && rest_short[0] == rest_long[1]
            && rest_short[1] == rest_long[0]
            && rest_short[2..] == rest_long[2..])
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

/// Every query word matches, long ones with at most one typo, but not all exactly
/// (an exact match already scored more).
fn one_typo(prefix_field: Option<Field>, words_field: Field, q: &Parsed) -> Match {
    let exact_word = |w: &str| match prefix_field {
        Some(field) => Match::Term(field, as_word_prefix(w).into()),
        None => Match::Term(words_field, w.into()),
    };
    let each = q
        .words
        .iter()
        .map(|w| {
            if w.len() < TYPO_MIN_LETTERS {
                return exact_word(w);
            }
            Match::Any(vec![exact_word(w), Match::OneTypo(words_field, w.clone())])
        })
        .collect();
    let exactly = Match::All(q.words.iter().map(|w| exact_word(w)).collect());
    Match::AllBut(each, Box::new(exactly))
}

#[cfg(test)]
mod tests {
    use super::within_one_typo;

    #[test]
    fn one_typo_is_one_edit_or_one_swap_of_neighbours() {
        for (a, b) in [
            ("amelie", "amelie"),
            ("amelie", "amelei"),
            ("amelie", "amelle"),
            ("amelie", "ameli"),
            ("amelie", "amellie"),
            ("amelie", "xamelie"),
            ("amelie", "maelie"),
            ("amelie", "amelix"),
        ] {
            assert!(within_one_typo(a, b), "{a} / {b}");
            assert!(within_one_typo(b, a), "{b} / {a}");
        }
        for (a, b) in [
            ("amelie", "amleei"),
            ("amelie", "amel"),
            ("amelie", "emalie"),
            ("amelie", "xamelix"),
            ("amelie", "ailema"),
        ] {
            assert!(!within_one_typo(a, b), "{a} / {b}");
            assert!(!within_one_typo(b, a), "{b} / {a}");
        }
    }
}
