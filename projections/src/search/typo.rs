//! "One typo away", without the words the exact clause beside it already finds.
//!
//! Tantivy's fuzzy query marks every document of every term within one typo in a
//! bitset of the whole segment, so a long word most titles hold ("numero" in 200,000
//! "Film numéro N") costs a pass over 200,000 postings on every keystroke, though
//! those titles already match that word exactly. In a query a typo clause always sits
//! beside the exact clause of the same word, both scoring alike
//! ([`super::matching`]), so the terms that exact clause covers add nothing: the
//! automaton here walks the term dictionary with the same Levenshtein automaton and
//! skips them, leaving only the true typos, which are rare
//! (docs/adr/0056-suggestions-in-one-pass.md).

use std::sync::{Arc, LazyLock};

use levenshtein_automata::{DFA, Distance, LevenshteinAutomatonBuilder, SINK_STATE};
use tantivy::query::{
    AutomatonWeight, EmptyScorer, EnableScoring, Explanation, Query, Scorer, Weight,
};
use tantivy::schema::Field;
use tantivy::{DocId, Score, SegmentReader};
use tantivy_fst::Automaton;

/// One edit or one swap of two neighbours (what Tantivy's `FuzzyTermQuery::new(term,
/// 1, true)` accepts); built once, as Tantivy does.
static ONE_TYPO: LazyLock<LevenshteinAutomatonBuilder> =
    LazyLock::new(|| LevenshteinAutomatonBuilder::new(1, true));

/// A word typed and the automaton of the words one typo away from it: built once a
/// query, for every field its typos are looked for in.
pub(super) struct Typed {
    pub word: String,
    dfa: DFA,
}

impl Typed {
    pub fn new(word: &str) -> Arc<Typed> {
        Arc::new(Typed {
            word: word.to_string(),
            dfa: ONE_TYPO.build_dfa(word),
        })
    }
}

impl std::fmt::Debug for Typed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("Typed").field(&self.word).finish()
    }
}

/// The words of a field the exact clause beside a typo clause already finds.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Covered {
    /// Every word starting with this one (the clause reads the field's word prefixes).
    StartingWith(String),
    /// The typed word itself (the clause reads whole words).
    Itself,
}

impl Covered {
    /// Whether the exact clause finds a title holding `term` as a word, `typed` being
    /// the word typed.
    pub fn covers(&self, term: &str, typed: &str) -> bool {
        match self {
            Covered::StartingWith(start) => term.starts_with(start.as_str()),
            Covered::Itself => term == typed,
        }
    }
}

/// The titles whose `field` holds a word within one typo of `typed` (an edit, or a
/// swap of two neighbours) that `covered` does not cover.
#[derive(Debug, Clone)]
pub(super) struct TypoQuery {
    field: Field,
    typed: Arc<Typed>,
    covered: Covered,
}

impl TypoQuery {
    pub fn new(field: Field, typed: &Arc<Typed>, covered: &Covered) -> TypoQuery {
        TypoQuery {
            field,
            typed: typed.clone(),
            covered: covered.clone(),
        }
    }
}

impl Query for TypoQuery {
    fn weight(&self, _: EnableScoring<'_>) -> tantivy::Result<Box<dyn Weight>> {
        let automaton = Uncovered::new(&self.typed, &self.covered);
        Ok(Box::new(TypoWeight(AutomatonWeight::new(
            self.field, automaton,
        ))))
    }
}

/// Tantivy's automaton weight, which clears a bitset of the whole segment before it
/// looks for a term: a segment without any typo of the word answers nothing at once.
struct TypoWeight(AutomatonWeight<Uncovered>);

impl Weight for TypoWeight {
    fn scorer(&self, reader: &SegmentReader, boost: Score) -> tantivy::Result<Box<dyn Scorer>> {
        if self.0.get_match_term_infos(reader)?.is_empty() {
            return Ok(Box::new(EmptyScorer));
        }
        self.0.scorer(reader, boost)
    }

    fn explain(&self, reader: &SegmentReader, doc: DocId) -> tantivy::Result<Explanation> {
        self.0.explain(reader, doc)
    }
}

/// The typo automaton, refusing the words that are `skipped` (`whole`) or start with it.
struct Uncovered {
    typed: Arc<Typed>,
    skipped: Vec<u8>,
    whole: bool,
}

impl Uncovered {
    fn new(typed: &Arc<Typed>, covered: &Covered) -> Uncovered {
        let (skipped, whole) = match covered {
            Covered::StartingWith(start) => (start.as_bytes().to_vec(), false),
            Covered::Itself => (typed.word.as_bytes().to_vec(), true),
        };
        Uncovered {
            typed: typed.clone(),
            skipped,
            whole,
        }
    }
}

/// The bytes of `skipped` read so far, or [`DIVERGED`] once the word left it.
const DIVERGED: usize = usize::MAX;

impl Automaton for Uncovered {
    type State = (u32, usize);

    fn start(&self) -> Self::State {
        (self.typed.dfa.initial_state(), 0)
    }

    fn is_match(&self, (typos, read): &Self::State) -> bool {
        matches!(self.typed.dfa.distance(*typos), Distance::Exact(_)) && *read != self.skipped.len()
    }

    fn can_match(&self, (typos, read): &Self::State) -> bool {
        // Past a skipped start, every longer word starts with it too.
        *typos != SINK_STATE && (self.whole || *read != self.skipped.len())
    }

    fn accept(&self, (typos, read): &Self::State, byte: u8) -> Self::State {
        let read = match self.skipped.get(*read) {
            _ if *read == DIVERGED => DIVERGED,
            Some(&next) if next == byte => read + 1,
            // Still starting with the skipped word: stays skipped, unless only the
            // word itself is.
            None if !self.whole => *read,
            _ => DIVERGED,
        };
        (self.typed.dfa.transition(*typos, byte), read)
    }
}

/// At most one insertion, deletion, substitution or swap of two neighbouring letters
/// turns `a` into `b` (what `FuzzyTermQuery::new(term, 1, true)` accepts).
pub(super) fn within_one_typo(a: &str, b: &str) -> bool {
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

#[cfg(test)]
mod tests {
    use tantivy_fst::Automaton;

    use super::{Covered, Typed, Uncovered, within_one_typo};

    /// What the automaton answers for `term`, stopping where it says nothing can match.
    fn accepts(automaton: &Uncovered, term: &str) -> bool {
        let mut state = automaton.start();
        for &byte in term.as_bytes() {
            if !automaton.can_match(&state) {
                return false;
            }
            state = automaton.accept(&state, byte);
        }
        automaton.is_match(&state)
    }

    fn automaton(typed: &str, covered: &Covered) -> Uncovered {
        Uncovered::new(&Typed::new(typed), covered)
    }

    #[test]
    fn only_the_typos_the_exact_clause_does_not_find_are_matched() {
        let words = [
            "numero",
            "numeros",
            "numerotation",
            "numer",
            "numeor",
            "nmuero",
            "numerp",
            "anumero",
            "umero",
            "numerox",
            "numeroxy",
            "nume",
            "zumero",
            "amelie",
            "amelei",
        ];
        for typed in ["numero", "amelie", "numeros"] {
            for covered in [Covered::StartingWith(typed.into()), Covered::Itself] {
                let automaton = automaton(typed, &covered);
                for word in words {
                    let expected = within_one_typo(word, typed) && !covered.covers(word, typed);
                    assert_eq!(
                        accepts(&automaton, word),
                        expected,
                        "{typed} / {word} / {covered:?}"
                    );
                }
            }
        }
        // The plain typos are there, the words the exact clause finds are not.
        let starting = automaton("numero", &Covered::StartingWith("numero".into()));
        assert!(accepts(&starting, "numeor") && accepts(&starting, "numer"));
        assert!(!accepts(&starting, "numero") && !accepts(&starting, "numerox"));
        let itself = automaton("numero", &Covered::Itself);
        assert!(accepts(&itself, "numerox") && !accepts(&itself, "numero"));
    }

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
