//! Repairs text that was Latin-1 (Windows-1252) bytes decoded as Mac Roman, the
//! mis-encoding of vega-datasets' movies.json: "AmÈlie" is "Amélie", "DÈj‡ Vu" is
//! "Déjà Vu". The repair maps each character back to its Mac Roman byte and reads the
//! bytes as Windows-1252; it is kept only when the result reads better.

/// Mac Roman bytes 0x80 to 0xFF (Apple's table, with the euro sign at 0xDB).
const MAC_ROMAN_HIGH: [char; 128] = [
    'Ä', 'Å', 'Ç', 'É', 'Ñ', 'Ö', 'Ü', 'á', // 0x80
    'à', 'â', 'ä', 'ã', 'å', 'ç', 'é', 'è', // 0x88
    'ê', 'ë', 'í', 'ì', 'î', 'ï', 'ñ', 'ó', // 0x90
    'ò', 'ô', 'ö', 'õ', 'ú', 'ù', 'û', 'ü', // 0x98
    '†', '°', '¢', '£', '§', '•', '¶', 'ß', // 0xA0
    '®', '©', '™', '´', '¨', '≠', 'Æ', 'Ø', // 0xA8
    '∞', '±', '≤', '≥', '¥', 'µ', '∂', '∑', // 0xB0
    '∏', 'π', '∫', 'ª', 'º', 'Ω', 'æ', 'ø', // 0xB8
    '¿', '¡', '¬', '√', 'ƒ', '≈', '∆', '«', // 0xC0
    '»', '…', '\u{A0}', 'À', 'Ã', 'Õ', 'Œ', 'œ', // 0xC8
    '–', '—', '“', '”', '‘', '’', '÷', '◊', // 0xD0
    'ÿ', 'Ÿ', '⁄', '€', '‹', '›', 'ﬁ', 'ﬂ', // 0xD8
    '‡', '·', '‚', '„', '‰', 'Â', 'Ê', 'Á', // 0xE0
    'Ë', 'È', 'Í', 'Î', 'Ï', 'Ì', 'Ó', 'Ô', // 0xE8
    '\u{F8FF}', 'Ò', 'Ú', 'Û', 'Ù', 'ı', 'ˆ', '˜', // 0xF0
    '¯', '˘', '˙', '˚', '¸', '˝', '˛', 'ˇ', // 0xF8
];

/// Windows-1252 bytes 0x80 to 0x9F (`None`: undefined); 0xA0 to 0xFF are Latin-1.
const WINDOWS_1252_C1: [Option<char>; 32] = [
    Some('€'),
    None,
    Some('‚'),
    Some('ƒ'),
    Some('„'),
    Some('…'),
    Some('†'),
    Some('‡'),
    Some('ˆ'),
    Some('‰'),
    Some('Š'),
    Some('‹'),
    Some('Œ'),
    None,
    Some('Ž'),
    None,
    None,
    Some('‘'),
    Some('’'),
    Some('“'),
    Some('”'),
    Some('•'),
    Some('–'),
    Some('—'),
    Some('˜'),
    Some('™'),
    Some('š'),
    Some('›'),
    Some('œ'),
    None,
    Some('ž'),
    Some('Ÿ'),
];

/// Typography that correct titles contain: neither evidence for nor against.
const USUAL_MARKS: &[char] = &[
    '…', '½', '¼', '¾', '¢', '£', '€', '°', '²', '³', '«', '»', '‘', '’', '“', '”', '–', '—', '©',
    '®', '™', '¡', '¿', '\u{A0}',
];

/// One-letter words a correct French title may hold ("À bout de souffle").
const CAPITAL_WORDS: &[char] = &['À', 'Ô', 'É'];

/// `text` repaired when it reads as Latin-1 decoded as Mac Roman, else unchanged.
pub fn repair(text: &str) -> String {
    if text.is_ascii() {
        return text.to_string();
    }
    match reversed(text) {
        Some(fixed) if plausibility(&fixed) > plausibility(text) => fixed,
        _ => text.to_string(),
    }
}

/// The Mac Roman bytes of `text` read as Windows-1252, `None` when a character has
/// no Mac Roman byte or a byte no Windows-1252 character.
fn reversed(text: &str) -> Option<String> {
    text.chars()
        .map(|c| {
            if c.is_ascii() {
                return Some(c);
            }
            let index = MAC_ROMAN_HIGH.iter().position(|&m| m == c)?;
            let byte = 0x80 + index;
            match byte {
                0x80..=0x9F => WINDOWS_1252_C1[byte - 0x80],
                _ => char::from_u32(byte as u32),
            }
        })
        .collect()
}

/// How much the non-ASCII characters of `text` look like a real title: a lower-case
/// accented Latin letter counts for, a capital inside a word ("AmÈlie"), a lone
/// capital ("You Ö Don't"), a symbol or a letter of another script ("2Ω") against.
fn plausibility(text: &str) -> i32 {
    let chars: Vec<char> = text.chars().collect();
    let mut score = 0;
    for (i, &c) in chars.iter().enumerate() {
        if c.is_ascii() {
            continue;
        }
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1).copied();
        let letter = |c: Option<char>| c.is_some_and(char::is_alphabetic);
        let lower = |c: Option<char>| c.is_some_and(char::is_lowercase);
        let inside_a_word = lower(prev) || (letter(prev) && lower(next));
        let alone = !letter(prev) && !letter(next) && !CAPITAL_WORDS.contains(&c);
        score += if is_latin_letter(c) {
            if c.is_lowercase() {
                1
            } else if inside_a_word || alone {
                -1
            } else {
                0
            }
        } else if USUAL_MARKS.contains(&c) {
            0
        } else {
            -1
        };
    }
    score
}

/// Letters of Latin-1 and Latin Extended-A (accented letters, œ, ß); not ƒ.
fn is_latin_letter(c: char) -> bool {
    ('\u{C0}'..='\u{17F}').contains(&c) && c.is_alphabetic()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mis_encoded_titles_of_the_source_are_repaired() {
        let cases = [
            ("AmÈlie", "Amélie"),
            ("DÈj‡ Vu", "Déjà Vu"),
            (
                "Le Fabuleux destin d'AmÈlie Poulain",
                "Le Fabuleux destin d'Amélie Poulain",
            ),
            ("LÈon", "Léon"),
            ("CachÈ", "Caché"),
            ("La MÙme", "La Môme"),
            ("Joyeux NoÎl", "Joyeux Noël"),
            ("IndigËnes", "Indigènes"),
            ("Die F‰lscher", "Die Fälscher"),
            ("Per qualche dollaro in pi˘", "Per qualche dollaro in più"),
            ("La mala educaciÛn", "La mala educación"),
            (
                "De battre mon coeur s'est arrÍtÈ",
                "De battre mon coeur s'est arrêté",
            ),
            (
                "Obsluhoval jsem anglickÈho kr·le",
                "Obsluhoval jsem anglického krále",
            ),
            (
                "The Naked Gun 2Ω: The Smell of Fear",
                "The Naked Gun 2½: The Smell of Fear",
            ),
            (
                "I Love You Ö Don't Touch Me!",
                "I Love You … Don't Touch Me!",
            ),
        ];
        for (broken, fixed) in cases {
            assert_eq!(repair(broken), fixed, "{broken}");
        }
    }

    #[test]
    fn correct_text_is_left_alone() {
        for text in [
            "Alien",
            "",
            "1408",
            "Amélie",
            "Déjà Vu",
            "Léon",
            "Noël",
            "Mädchen",
            "Müller",
            "España",
            "Étoile",
            "Éric Rohmer",
            "Ça",
            "À bout de souffle",
            "Œuvre",
            "Sœurs",
            "Alien³",
            "Ri¢hie Ri¢h",
            "Astérix aux Jeux Olympiques",
            "日本",
        ] {
            assert_eq!(repair(text), text);
        }
    }

    #[test]
    fn the_tables_hold_each_character_once_and_no_ascii() {
        let mut all: Vec<char> = MAC_ROMAN_HIGH.to_vec();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), 128);
        assert!(all.iter().all(|c| !c.is_ascii()));
        assert_eq!(MAC_ROMAN_HIGH[0x8E - 0x80], 'é');
        assert_eq!(MAC_ROMAN_HIGH[0xE9 - 0x80], 'È');
        assert_eq!(MAC_ROMAN_HIGH[0xDB - 0x80], '€');
        assert_eq!(WINDOWS_1252_C1.iter().filter(|c| c.is_none()).count(), 5);
        assert_eq!(WINDOWS_1252_C1[0x85 - 0x80], Some('…'));
    }
}
