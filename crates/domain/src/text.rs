//! What free text may hold: no control characters (NUL, escapes, bells...), which no
//! one types, which some stores and terminals mishandle, and which make two names
//! that look alike differ. Line breaks and tabs are text.

/// The message of a refused field, after its label ("Le titre ...").
pub const FORBIDDEN_CHARACTERS: &str = "contient des caractères non autorisés";

/// Whether `text` holds a control character other than a line break or a tab.
pub fn has_forbidden_characters(text: &str) -> bool {
    text.chars()
        .any(|c| c.is_control() && !matches!(c, '\n' | '\r' | '\t'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_forbidden_but_line_breaks_are_text() {
        for bad in ["a\0b", "\u{1b}[31m", "bip\u{7}", "\u{7f}", "\u{85}"] {
            assert!(has_forbidden_characters(bad), "{bad:?}");
        }
        for good in ["Amélie", "ligne 1\nligne 2\r\n\tfin", "日本", "★"] {
            assert!(!has_forbidden_characters(good), "{good:?}");
        }
    }
}
