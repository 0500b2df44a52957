//! URL slugs: accent-stripped, lower-case words joined by hyphens.

use crate::category::Category;

/// Folds `text` to ASCII (accents stripped), lower-cases it and joins its words
/// with single hyphens: "Science-Fiction & Fantastique" → "science-fiction-fantastique".
pub fn slugify(text: &str) -> String {
    let folded = deunicode::deunicode(text).to_lowercase();
    let mut slug = String::with_capacity(folded.len());
    for word in folded.split(|c: char| !c.is_ascii_alphanumeric()) {
        if word.is_empty() {
            continue;
        }
        if !slug.is_empty() {
            slug.push('-');
        }
        slug.push_str(word);
    }
    slug
}

/// A genre's slug: its category then its name (docs/product.md, admin area §5),
/// "Séries" + "Animés" → "series-animes".
pub fn genre_slug(category: Category, name: &str) -> String {
    slugify(&format!("{} {}", category.label(), name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strips_accents_and_joins_words_with_hyphens() {
        let cases = [
            ("Action", "action"),
            ("Comédie dramatique", "comedie-dramatique"),
            ("Science-Fiction", "science-fiction"),
            ("  Policier :  Thriller ", "policier-thriller"),
            ("Drame & Romance", "drame-romance"),
            ("Œuvres d'été", "oeuvres-d-ete"),
            ("", ""),
        ];
        for (text, expected) in cases {
            assert_eq!(slugify(text), expected, "slug of {text:?}");
        }
    }

    #[test]
    fn a_genre_slug_starts_with_its_category() {
        assert_eq!(genre_slug(Category::Series, "Animés"), "series-animes");
        assert_eq!(genre_slug(Category::Films, "Action"), "films-action");
        assert_eq!(
            genre_slug(Category::Documentaires, "Nature"),
            "documentaires-nature"
        );
    }
}
