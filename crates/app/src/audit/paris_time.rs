//! Instants typed by an admin, read in Paris time: a day (`2026-11-24`), a local
//! date and time as a browser's date-and-time picker sends it (`2026-11-24T14:30`),
//! or an RFC 3339 instant with its offset.

use bobine_projections::views::PARIS;
use jiff::Timestamp;
use jiff::civil::{Date, DateTime};

use crate::error::AppError;

/// What a malformed date answers (422), naming the parameter at fault.
pub fn malformed_date(field: &str) -> AppError {
    AppError::invalid(
        "invalid_date",
        field,
        "Date invalide : utilisez le format AAAA-MM-JJ ou AAAA-MM-JJTHH:MM (heure de Paris)",
    )
}

/// An instant; a day alone means its first instant in Paris.
pub fn instant(text: &str, field: &str) -> Result<Timestamp, AppError> {
    let text = text.trim();
    if let Ok(at) = text.parse::<Timestamp>() {
        return Ok(at);
    }
    let local = match text.parse::<DateTime>() {
        Ok(local) if text.len() > 10 => local,
        _ => text
            .parse::<Date>()
            .map_err(|_| malformed_date(field))?
            .to_datetime(jiff::civil::Time::midnight()),
    };
    local
        .to_zoned(PARIS.clone())
        .map(|zoned| zoned.timestamp())
        .map_err(|_| malformed_date(field))
}

/// The end of a range, excluded: a day alone means the start of the next Paris day
/// (so `to=2026-11-24` keeps all of the 24th); a time means that instant.
pub fn range_end(text: &str, field: &str) -> Result<Timestamp, AppError> {
    let text = text.trim();
    match text.parse::<Date>() {
        Ok(day) if text.len() == 10 => {
            let next = day.tomorrow().map_err(|_| malformed_date(field))?;
            instant(&next.to_string(), field)
        }
        _ => instant(text, field),
    }
}

/// The stamp the audit tables compare with: RFC 3339 UTC, six fractional digits.
pub fn stamp(at: Timestamp) -> String {
    format!("{}", at.strftime("%Y-%m-%dT%H:%M:%S.%6fZ"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_and_local_times_are_paris_time_in_winter_and_in_summer() {
        assert_eq!(
            stamp(instant("2026-11-24", "from").unwrap()),
            "2026-11-23T23:00:00.000000Z"
        );
        assert_eq!(
            stamp(range_end("2026-11-24", "to").unwrap()),
            "2026-11-24T23:00:00.000000Z"
        );
        assert_eq!(
            stamp(instant("2026-07-14T12:30", "at").unwrap()),
            "2026-07-14T10:30:00.000000Z"
        );
        assert_eq!(
            stamp(instant("2026-07-14T12:30:00Z", "at").unwrap()),
            "2026-07-14T12:30:00.000000Z"
        );
        assert_eq!(
            stamp(range_end("2026-07-14T12:30", "to").unwrap()),
            "2026-07-14T10:30:00.000000Z"
        );
    }

    #[test]
    fn anything_else_is_a_malformed_date_naming_its_field() {
        for text in ["", "hier", "2026-13-01", "24/11/2026", "2026-11-24T25:00"] {
            let error = instant(text, "from").unwrap_err();
            assert_eq!(error.field.as_deref(), Some("from"), "{text}");
            assert_eq!(error.code, "invalid_date");
        }
    }
}
