//! One text form for instants in the accounts tables, so that comparing texts
//! compares times (the log writes milliseconds on SQLite, microseconds on PostgreSQL).

use time::format_description::well_known::Rfc3339;
use time::macros::format_description;
use time::{OffsetDateTime, UtcOffset};

/// `2026-11-22T12:00:00.000000Z`.
pub fn stamp(instant: OffsetDateTime) -> String {
    instant
        .to_offset(UtcOffset::UTC)
        .format(format_description!(
            "[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:6]Z"
        ))
        .unwrap_or_default()
}

/// Re-stamps an RFC 3339 text (the log's `recorded_at`).
pub fn restamp(rfc3339: &str) -> Option<String> {
    OffsetDateTime::parse(rfc3339, &Rfc3339).ok().map(stamp)
}

/// Reads a stamp back.
pub fn parse(stamped: &str) -> Option<OffsetDateTime> {
    OffsetDateTime::parse(stamped, &Rfc3339).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_sort_as_times_whatever_precision_the_log_wrote() {
        let a = restamp("2026-11-22T12:00:00Z").unwrap();
        let b = restamp("2026-11-22T12:00:00.5Z").unwrap();
        let c = restamp("2026-11-22T13:00:00.000001+01:00").unwrap();
        assert_eq!(a, "2026-11-22T12:00:00.000000Z");
        assert!(a < b && c > a && c < b, "{a} {b} {c}");
        assert_eq!(parse(&a).map(stamp), Some(a));
    }
}
