//! The week of the request quota: an ISO week on the Europe/Paris calendar, from
//! Monday 00:00 to the next Monday 00:00, Paris time (docs/product.md, member side §9).

use bobine_projections::views::PARIS;
use time::OffsetDateTime;

/// A Paris week: its quota stream's name and when the next one starts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Week {
    /// `2026-W48` (ISO week-numbering year, so 29 December 2025 is in `2026-W01`).
    pub id: String,
    /// The next Monday 00:00 in Paris, as RFC 3339 with Paris' offset.
    pub resets_at: String,
}

/// The Paris week holding instant `now`.
pub fn paris_week(now: OffsetDateTime) -> Week {
    let instant = jiff::Timestamp::from_nanosecond(now.unix_timestamp_nanos())
        .expect("an OffsetDateTime is within jiff's range");
    let date = instant.to_zoned(PARIS.clone()).date();
    let iso = date.iso_week_date();
    let to_monday = 7 - i64::from(date.weekday().to_monday_zero_offset());
    let monday = date
        .checked_add(jiff::Span::new().days(to_monday))
        .and_then(|d| d.to_zoned(PARIS.clone()))
        .expect("next Monday is a valid Paris date");
    Week {
        id: format!("{}-W{:02}", iso.year(), iso.week()),
        resets_at: monday
            .timestamp()
            .display_with_offset(monday.offset())
            .to_string(),
    }
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::*;

    #[test]
    fn the_week_turns_at_monday_midnight_paris_time_not_utc() {
        // Sunday 29 November 2026, 23:59:59 in Paris (UTC+1).
        let sunday = paris_week(datetime!(2026-11-29 22:59:59 UTC));
        assert_eq!(sunday.id, "2026-W48");
        assert_eq!(sunday.resets_at, "2026-11-30T00:00:00+01:00");
        // One second later it is Monday in Paris, still Sunday in UTC.
        let monday = paris_week(datetime!(2026-11-29 23:00:00 UTC));
        assert_eq!(monday.id, "2026-W49");
        assert_eq!(monday.resets_at, "2026-12-07T00:00:00+01:00");
    }

    #[test]
    fn iso_years_and_summer_time_are_respected() {
        assert_eq!(paris_week(datetime!(2025-12-29 12:00 UTC)).id, "2026-W01");
        // Summer (UTC+2): the reset is 22:00 UTC on the Sunday.
        let july = paris_week(datetime!(2026-07-15 12:00 UTC));
        assert_eq!(july.resets_at, "2026-07-20T00:00:00+02:00");
        // The week of the clocks going back ends at the winter offset.
        let october = paris_week(datetime!(2026-10-21 12:00 UTC));
        assert_eq!(october.resets_at, "2026-10-26T00:00:00+01:00");
    }
}
