//! The five catalogue categories a genre belongs to (docs/product.md, admin area §3).

use serde::{Deserialize, Serialize};

/// A genre's category, serialised with its French display name ("Séries").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Category {
    #[serde(rename = "Films")]
    Films,
    #[serde(rename = "Séries")]
    Series,
    #[serde(rename = "Animés")]
    Animes,
    #[serde(rename = "Spectacles")]
    Spectacles,
    #[serde(rename = "Documentaires")]
    Documentaires,
}

impl Category {
    pub const ALL: [Category; 5] = [
        Category::Films,
        Category::Series,
        Category::Animes,
        Category::Spectacles,
        Category::Documentaires,
    ];

    /// The French name shown on screen and stored in events.
    pub fn label(self) -> &'static str {
        match self {
            Category::Films => "Films",
            Category::Series => "Séries",
            Category::Animes => "Animés",
            Category::Spectacles => "Spectacles",
            Category::Documentaires => "Documentaires",
        }
    }

    /// Parses the French name, ignoring surrounding spaces; `None` for anything else.
    pub fn parse(text: &str) -> Option<Category> {
        let text = text.trim();
        Category::ALL.into_iter().find(|c| c.label() == text)
    }
}

impl std::fmt::Display for Category {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.label())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_each_french_name_and_nothing_else() {
        for category in Category::ALL {
            assert_eq!(Category::parse(category.label()), Some(category));
        }
        assert_eq!(Category::parse(" Séries "), Some(Category::Series));
        assert_eq!(Category::parse("Series"), None);
        assert_eq!(Category::parse("films"), None);
        assert_eq!(Category::parse(""), None);
    }

    #[test]
    fn serialises_with_the_french_name() {
        assert_eq!(
            serde_json::to_string(&Category::Animes).unwrap(),
            "\"Animés\""
        );
    }
}
