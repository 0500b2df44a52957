//! Values written the French way for the audit trail and the admin history: dates in
//! Paris time with the month's name, amounts with grouped thousands, decimals with a
//! comma, durations of a ban as the ban form words them
//! (`web/src/features/admin-users/texts.ts`, `banModal.days`).

use crate::views::PARIS;

const MONTHS: [&str; 12] = [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
];

/// « 1er décembre 2026 » from `2026-12-01`; `None` when it is not a date.
pub fn day(text: &str) -> Option<String> {
    let date: jiff::civil::Date = text.get(..10)?.parse().ok()?;
    Some(civil_day(date))
}

fn civil_day(date: jiff::civil::Date) -> String {
    let month = MONTHS[usize::try_from(date.month() - 1).unwrap_or(0)];
    match date.day() {
        1 => format!("1er {month} {}", date.year()),
        n => format!("{n} {month} {}", date.year()),
    }
}

/// « 1er décembre 2026 à 11 h 00 » (Paris time) from an RFC 3339 instant; `None`
/// when it is not one.
pub fn instant(text: &str) -> Option<String> {
    let timestamp: jiff::Timestamp = text.parse().ok()?;
    let zoned = timestamp.to_zoned(PARIS.clone());
    Some(format!(
        "{} à {} h {:02}",
        civil_day(zoned.date()),
        zoned.hour(),
        zoned.minute()
    ))
}

/// « 1 250 000 € », thousands grouped by a narrow no-break space.
pub fn euros(amount: i64) -> String {
    format!("{}\u{a0}€", grouped(amount))
}

fn grouped(amount: i64) -> String {
    let digits = amount.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push('\u{202f}');
        }
        out.push(digit);
    }
    if amount < 0 { format!("-{out}") } else { out }
}

/// « 4,5 »: a decimal with the French comma.
pub fn decimal(value: f64) -> String {
    let text = format!("{value}");
    text.replace('.', ",")
}

/// A ban's length as the ban form offers it: « 7 jours », « 1 jour », « 1 an »,
/// « Définitif » for 0.
pub fn ban_length(days: i64) -> String {
    match days {
        0 => "Définitif".into(),
        1 => "1 jour".into(),
        365 => "1 an".into(),
        n => format!("{n} jours"),
    }
}

/// « Oui » or « Non ».
pub fn yes_no(value: bool) -> &'static str {
    if value { "Oui" } else { "Non" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_amounts_and_durations_read_in_french() {
        assert_eq!(day("2026-12-01").unwrap(), "1er décembre 2026");
        assert_eq!(day("2024-08-15").unwrap(), "15 août 2024");
        assert_eq!(day("hier"), None);
        assert_eq!(
            instant("2026-12-01T10:05:00Z").unwrap(),
            "1er décembre 2026 à 11 h 05"
        );
        assert_eq!(
            instant("2026-07-14T21:30:00.000000Z").unwrap(),
            "14 juillet 2026 à 23 h 30"
        );
        assert_eq!(euros(1_250_000), "1\u{202f}250\u{202f}000\u{a0}€");
        assert_eq!(euros(999), "999\u{a0}€");
        assert_eq!(decimal(4.5), "4,5");
        assert_eq!(decimal(4.0), "4");
        assert_eq!(ban_length(0), "Définitif");
        assert_eq!(ban_length(7), "7 jours");
        assert_eq!(ban_length(365), "1 an");
    }
}
