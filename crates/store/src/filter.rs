//! Which events a reader of the log wants, besides "after a position": the
//! analysts' stream and export narrow the log by event type and by commit time.

use time::OffsetDateTime;
use time::macros::format_description;

/// A narrowing of the log; the default keeps every event.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LogFilter {
    /// Only these event types (`AdminGranted`, `MovieAdded`...); empty: all.
    pub types: Vec<String>,
    /// Only events committed at or after this instant.
    pub from: Option<OffsetDateTime>,
    /// Only events committed before this instant.
    pub to: Option<OffsetDateTime>,
    /// Also the superseded facts moved to the archive after their retention
    /// (docs/adr/0051-superseded-facts-archived.md): the whole history, for an
    /// analyst who asks for it.
    pub archived: bool,
}

impl LogFilter {
    /// The rows a reader scans: `events`, or `events` and `events_archive` as one
    /// table named `events`. `columns` are the backend's.
    pub(crate) fn source(&self, columns: &str) -> String {
        if self.archived {
            format!(
                "(SELECT {columns} FROM events UNION ALL SELECT {columns} FROM events_archive) AS events"
            )
        } else {
            "events".into()
        }
    }
}

/// `recorded_at` as the SQLite log writes it (UTC, milliseconds, `Z`), so that a
/// bound compares as text in time order.
pub(crate) fn sqlite_stamp(at: OffsetDateTime) -> String {
    let utc = at.to_offset(time::UtcOffset::UTC);
    let format =
        format_description!("[year]-[month]-[day]T[hour]:[minute]:[second].[subsecond digits:3]Z");
    utc.format(&format)
        .expect("a UTC instant formats in RFC 3339")
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::*;

    #[test]
    fn a_bound_is_written_like_the_sqlite_logs_own_stamps() {
        assert_eq!(
            sqlite_stamp(datetime!(2026-11-24 12:30:05.123456 +01:00)),
            "2026-11-24T11:30:05.123Z"
        );
    }
}
