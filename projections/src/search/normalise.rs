//! The one normalisation of text, used both when indexing and when querying, so the
//! two can never disagree (docs/product.md, member side §5: case, accents, colons and
//! dashes ignored, spaces collapsed).
//!
//! It runs here rather than in a Tantivy tokenizer chain because the index needs more
//! than tokens: whole-title keys (exact title, title prefix) and per-word prefixes
//! (as-you-type), all derived from the same words.

/// Word prefixes are indexed up to this length; longer query words are cut to it.
pub const MAX_WORD_PREFIX: usize = 20;
/// Prefixes of a whole title are indexed up to this length; longer queries are cut.
pub const MAX_TEXT_PREFIX: usize = 60;

/// The words of `text` as matching sees them: accents folded to ASCII, lower case,
/// and every run of anything else (spaces, colons, dashes, apostrophes) one break.
/// "Star Wars : Épisode I – La Menace fantôme" → star wars episode i la menace fantome.
pub fn words(text: &str) -> Vec<String> {
    deunicode::deunicode(text)
        .to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The words of `text` joined by single spaces: the key of exact and prefix matches.
pub fn normalise(text: &str) -> String {
    words(text).join(" ")
}

/// The words of `text`, plus each hyphenated or apostrophed compound written as one
/// word ("Spider-Man" also gives "spiderman"), so a dash typed or not both match.
pub fn words_and_compounds(text: &str) -> Vec<String> {
    let mut all = words(text);
    for chunk in text.split_whitespace() {
        let parts = words(chunk);
        if parts.len() > 1 {
            all.push(parts.concat());
        }
    }
    all
}

/// Every prefix of every word, up to [`MAX_WORD_PREFIX`] characters, separated by
/// spaces: the edge n-grams that let "spi" find "Spider-Man".
pub fn word_prefixes(words: &[String]) -> String {
    let mut out = String::new();
    for word in words {
        for end in 1..=word.len().min(MAX_WORD_PREFIX) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&word[..end]);
        }
    }
    out
}

/// Inner parts of words shorter than this are not indexed: "title contains" finds
/// "man" in "Batman", while one or two letters only start words (a single "a" would
/// otherwise match nearly every title).
pub const MIN_INFIX: usize = 3;

/// Every part of every word that does not start it, [`MIN_INFIX`] to
/// [`MAX_WORD_PREFIX`] characters, separated by spaces: with [`word_prefixes`], every
/// substring a member may type ("man" → "Batman", "pider" → "Spider-Man").
pub fn word_infixes(words: &[String]) -> String {
    let mut out = String::new();
    for word in words {
        for start in 1..word.len() {
            let rest = &word[start..];
            for end in MIN_INFIX..=rest.len().min(MAX_WORD_PREFIX) {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push_str(&rest[..end]);
            }
        }
    }
    out
}

/// Every prefix of a normalised text, up to [`MAX_TEXT_PREFIX`] characters, each one
/// a key of its own ("star wars episode" is a prefix of "star wars episode iv ...").
pub fn text_prefixes(normalised: &str) -> impl Iterator<Item = &str> {
    (1..=normalised.len().min(MAX_TEXT_PREFIX))
        .map(move |end| &normalised[..end])
        .filter(|prefix| !prefix.ends_with(' '))
}

/// A query word as a prefix key: cut to what the index holds.
pub fn as_word_prefix(word: &str) -> &str {
    &word[..word.len().min(MAX_WORD_PREFIX)]
}

/// A whole query as a text prefix key: cut to what the index holds.
pub fn as_text_prefix(normalised: &str) -> &str {
    normalised[..normalised.len().min(MAX_TEXT_PREFIX)].trim_end()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_accents_colons_and_dashes_are_ignored_and_spaces_collapsed() {
        let cases = [
            ("Amélie", "amelie"),
            ("AMÉLIE", "amelie"),
            ("Spider-Man", "spider man"),
            ("spider   man", "spider man"),
            (
                "Star Wars: Episode IV - A New Hope",
                "star wars episode iv a new hope",
            ),
            ("  Léon  :  Le   Professionnel ", "leon le professionnel"),
            ("L'Été meurtrier", "l ete meurtrier"),
            ("Cœur – Sœur", "coeur soeur"),
            ("", ""),
            (" :- ", ""),
        ];
        for (text, expected) in cases {
            assert_eq!(normalise(text), expected, "normalised {text:?}");
        }
    }

    #[test]
    fn a_compound_is_also_indexed_as_one_word() {
        assert_eq!(
            words_and_compounds("Spider-Man: Homecoming"),
            ["spider", "man", "homecoming", "spiderman"]
        );
    }

    #[test]
    fn infixes_are_the_inner_parts_of_three_letters_or_more() {
        assert_eq!(
            word_infixes(&["batman".into()]),
            "atm atma atman tma tman man"
        );
        assert_eq!(word_infixes(&["abc".into(), "de".into()]), "");
        let long = "y".repeat(30);
        assert!(
            word_infixes(std::slice::from_ref(&long))
                .split(' ')
                .all(|part| (MIN_INFIX..=MAX_WORD_PREFIX).contains(&part.len()))
        );
    }

    #[test]
    fn prefixes_stop_at_their_limits_and_never_end_on_a_space() {
        assert_eq!(word_prefixes(&["abc".into()]), "a ab abc");
        let long = "x".repeat(30);
        assert_eq!(
            word_prefixes(std::slice::from_ref(&long))
                .split(' ')
                .next_back()
                .map(str::len),
            Some(MAX_WORD_PREFIX)
        );
        let prefixes: Vec<_> = text_prefixes("ab cd").collect();
        assert_eq!(prefixes, ["a", "ab", "ab c", "ab cd"]);
        assert_eq!(as_text_prefix(&"y ".repeat(40)).len(), MAX_TEXT_PREFIX - 1);
    }
}
