//! Instants typed by an admin, read in Paris time: a day (`2026-11-24`), a local
//! date and time as a browser's date-and-time picker sends it (`2026-11-24T14:30`),
//! or an RFC 3339 instant with its offset. An instant beyond the years the clock
//! counts (after 9999, before -9999) stands for the end or the start of time.

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
    if let Some(civil) = without_offset(text) {
        // An RFC 3339 instant the clock cannot hold: its year tells which end.
        return match civil.parse::<DateTime>() {
            Ok(local) if local.year() >= 9999 => Ok(Timestamp::MAX),
            Ok(local) if local.year() <= -9999 => Ok(Timestamp::MIN),
            _ => Err(malformed_date(field)),
        };
    }
    let local = match text.parse::<DateTime>() {
        Ok(local) if text.len() > 10 => local,
        _ => text
            .parse::<Date>()
            .map_err(|_| malformed_date(field))?
            .to_datetime(jiff::civil::Time::midnight()),
    };
    // A day or time that exists but lies past the last instant the clock counts
    // (9999-12-31 in Paris, or an offset pushing it there) is the end of time.
    Ok(local
        .to_zoned(PARIS.clone())
        .map(|zoned| zoned.timestamp())
        .unwrap_or(if local.year() > 0 {
            Timestamp::MAX
        } else {
            Timestamp::MIN
        }))
}

/// The date and time of an RFC 3339 text (`Z` or `±HH:MM` at its end), without it.
fn without_offset(text: &str) -> Option<&str> {
    if let Some(civil) = text.strip_suffix(['Z', 'z']) {
        return Some(civil);
    }
    let (civil, offset) = text.split_at_checked(text.len().checked_sub(6)?)?;
    let offset = offset.as_bytes();
    (matches!(offset[0], b'+' | b'-') && offset[3] == b':' && civil.len() > 10).then_some(civil)
}

/// The end of a range, excluded: a day alone means the start of the next Paris day
/// (so `to=2026-11-24` keeps all of the 24th); a time means that instant.
pub fn range_end(text: &str, field: &str) -> Result<Timestamp, AppError> {
    let text = text.trim();
    match text.parse::<Date>() {
        Ok(day) if text.len() == 10 => match day.tomorrow() {
            Ok(next) => instant(&next.to_string(), field),
            Err(_) => Ok(Timestamp::MAX),
        },
        _ => instant(text, field),
    }
}

/// How the OpenAPI document states what [`instant`] reads: a day, an RFC 3339
/// instant, or a local date and time to the minute (every day the calendar has).
pub struct ParisInstant;

/// `YYYY-MM-DDTHH:MM` on a day that exists, leap days included.
const LOCAL_MINUTE: &str = concat!(
    r"^(([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8]))",
    r"|([0-9]{4}-(0[13-9]|1[0-2])-(29|30))",
    r"|([0-9]{4}-(0[13578]|1[02])-31)",
    r"|(([0-9]{2}(0[48]|[2468][048]|[13579][26])|([02468][048]|[13579][26])00)-02-29))",
    r"T([01][0-9]|2[0-3]):[0-5][0-9]$",
);

impl utoipa::PartialSchema for ParisInstant {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        day_or_instant(
            true,
            "A Paris day (`YYYY-MM-DD`), a Paris date and time (`YYYY-MM-DDTHH:MM`) \
             or an RFC 3339 instant; empty reads as absent.",
        )
    }
}

/// How the document states a date bound: a Paris day or an RFC 3339 instant, with
/// `local_minute` a Paris date and time too, or the empty text (read as absent).
pub(crate) fn day_or_instant(
    local_minute: bool,
    description: &str,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::openapi::schema::{AnyOfBuilder, KnownFormat, SchemaFormat};
    use utoipa::openapi::{ObjectBuilder, Type};
    let text = || ObjectBuilder::new().schema_type(Type::String);
    let format = |format: KnownFormat| text().format(Some(SchemaFormat::KnownFormat(format)));
    let mut any = AnyOfBuilder::new()
        .item(format(KnownFormat::Date))
        .item(format(KnownFormat::DateTime));
    if local_minute {
        any = any.item(text().pattern(Some(LOCAL_MINUTE)));
    }
    any.item(text().max_length(Some(0)))
        .description(Some(description))
        .into()
}

impl utoipa::ToSchema for ParisInstant {}

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

    #[test]
    fn days_and_instants_past_the_clock_s_range_are_its_ends() {
        for text in [
            "9999-12-31",
            "9999-12-31T23:59",
            "9999-12-31T23:59:59Z",
            "9999-12-31T10:00:00-23:59",
        ] {
            assert_eq!(instant(text, "from").unwrap(), Timestamp::MAX, "{text}");
            assert_eq!(range_end(text, "to").unwrap(), Timestamp::MAX, "{text}");
        }
        assert_eq!(range_end("9999-12-30", "to").unwrap(), Timestamp::MAX);
        assert!(instant("0001-01-01T00:00:00+23:59", "from").is_ok());
        assert!(instant("2026-02-30T10:00:00Z", "from").is_err());
    }
}
