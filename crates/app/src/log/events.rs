//! Streaming the raw log, for analysts: the parameters as a client types them,
//! checked once into a position, a filter and a limit, then one stream that the
//! HTTP route and `bobine events export` both write out line for line.

use bobine_projections::views::PARIS;
use bobine_store::{EventLog, LogError, LogFilter, Position};
use futures::Stream;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

use crate::error::{AppError, ErrorKind};

/// The parameters of a reading of the log, as typed (query string or command line).
#[derive(Debug, Default, Clone)]
pub struct EventsQuery {
    /// Only events after this position (`42`, or `"tx.seq"` on PostgreSQL).
    pub after: Option<String>,
    /// At most this many events.
    pub limit: Option<String>,
    /// Event types, each possibly a comma-separated list.
    pub types: Vec<String>,
    /// From this instant (RFC 3339) or from the start of this Paris day (`2026-11-24`).
    pub from: Option<String>,
    /// Until this instant (RFC 3339, excluded) or to the end of this Paris day.
    pub to: Option<String>,
    /// `true`: also the superseded facts archived after their retention
    /// (docs/adr/0051-superseded-facts-archived.md); `false` or absent: the log alone.
    pub archived: Option<String>,
}

/// How the OpenAPI document states what `from` and `to` take: a Paris day or an
/// RFC 3339 instant.
pub struct DayOrInstant;

impl utoipa::PartialSchema for DayOrInstant {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::audit::paris_time::day_or_instant(
            false,
            "A Paris day (`YYYY-MM-DD`) or an RFC 3339 instant; empty reads as absent.",
        )
    }
}

impl utoipa::ToSchema for DayOrInstant {}

/// How the OpenAPI document states one `type` value: event types (letters, digits,
/// `_`), separated by commas.
pub struct EventTypeNames;

impl utoipa::PartialSchema for EventTypeNames {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::Type::String)
            .pattern(Some("^ *[A-Za-z0-9_]* *(, *[A-Za-z0-9_]* *)*$"))
            .description(Some("Event types (`MovieAdded`), comma-separated."))
            .into()
    }
}

impl utoipa::ToSchema for EventTypeNames {}

/// The most events one reading may ask for (the document's maximum of `limit`).
pub const MAX_LIMIT: u64 = 1_000_000_000;

/// A checked reading of the log.
#[derive(Debug, Clone, PartialEq)]
pub struct EventsReading {
    pub after: Position,
    pub filter: LogFilter,
    pub limit: Option<u64>,
}

fn refused(code: &'static str, field: &str, message: String) -> AppError {
    AppError::new(ErrorKind::Invalid, code, message).on(field)
}

impl EventsQuery {
    /// Checks every parameter; a French message names the first one at fault.
    pub fn check(&self) -> Result<EventsReading, AppError> {
        let after = match given(&self.after) {
            None => Position::ZERO,
            Some(text) => text.parse().map_err(|_| {
                refused(
                    "invalid_position",
                    "after",
                    format!("Position illisible : « {text} »"),
                )
            })?,
        };
        let limit = match given(&self.limit) {
            None => None,
            Some(text) => Some(text.parse::<u64>().ok().filter(|n| (1..=MAX_LIMIT).contains(n)).ok_or_else(|| {
                refused(
                    "invalid_limit",
                    "limit",
                    format!(
                        "Nombre d'événements illisible : « {text} » (un entier de 1 à 1000000000 est attendu)"
                    ),
                )
            })?),
        };
        let types = self.event_types()?;
        let from = given(&self.from)
            .map(|text| instant(text, "from", Bound::Start))
            .transpose()?;
        let to = given(&self.to)
            .map(|text| instant(text, "to", Bound::End))
            .transpose()?;
        let archived = match given(&self.archived) {
            None | Some("false") => false,
            Some("true") => true,
            Some(text) => {
                return Err(refused(
                    "invalid_archived",
                    "archived",
                    format!(
                        "Valeur illisible pour « archived » : « {text} » (true ou false attendu)"
                    ),
                ));
            }
        };
        // A `to` not after `from` is an empty range, read as such (no event), as the
        // document can state the two bounds but not their order.
        Ok(EventsReading {
            after,
            filter: LogFilter {
                types,
                from,
                to,
                archived,
            },
            limit,
        })
    }

    fn event_types(&self) -> Result<Vec<String>, AppError> {
        let mut types = Vec::new();
        for name in self.types.iter().flat_map(|list| list.split(',')) {
            let name = name.trim_matches(' ');
            if name.is_empty() {
                continue;
            }
            if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(refused(
                    "invalid_type",
                    "type",
                    format!("Type d'événement illisible : « {name} »"),
                ));
            }
            if !types.iter().any(|known| known == name) {
                types.push(name.to_string());
            }
        }
        Ok(types)
    }
}

fn given(text: &Option<String>) -> Option<&str> {
    text.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

/// Which end of a range a date stands for: a whole Paris day is included either way.
#[derive(Clone, Copy)]
enum Bound {
    Start,
    End,
}

/// An RFC 3339 instant, or a Paris calendar day: its start for `from`, the start of
/// the next day for `to` (so that `to=2026-11-24` includes all of the 24th).
fn instant(text: &str, field: &str, bound: Bound) -> Result<OffsetDateTime, AppError> {
    let unreadable = || {
        refused(
            "invalid_date",
            field,
            format!("Date illisible : « {text} » (attendu : AAAA-MM-JJ ou RFC 3339)"),
        )
    };
    if let Ok(at) = OffsetDateTime::parse(text, &Rfc3339) {
        return Ok(at);
    }
    let day: jiff::civil::Date = text.parse().map_err(|_| unreadable())?;
    let day = match bound {
        Bound::Start => Some(day),
        Bound::End => day.tomorrow().ok(),
    };
    let start = day
        .and_then(|day| day.to_zoned(PARIS.clone()).ok())
        .ok_or_else(unreadable)?;
    OffsetDateTime::from_unix_timestamp_nanos(start.timestamp().as_nanosecond())
        .map_err(|_| unreadable())
}

impl EventsReading {
    /// The events it selects as NDJSON lines, read from `log` in batches.
    pub fn ndjson(
        self,
        log: &EventLog,
    ) -> impl Stream<Item = Result<String, LogError>> + Send + 'static {
        log.ndjson(self.after, self.filter, self.limit)
    }
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::*;

    fn query(after: &str, from: &str, to: &str) -> EventsQuery {
        EventsQuery {
            after: Some(after.into()),
            from: Some(from.into()),
            to: Some(to.into()),
            ..EventsQuery::default()
        }
    }

    #[test]
    fn a_paris_day_runs_from_its_midnight_to_the_next() {
        let reading = query("7", "2026-11-24", "2026-11-24").check().unwrap();
        assert_eq!(reading.after, Position::new(0, 7));
        assert_eq!(reading.filter.from, Some(datetime!(2026-11-23 23:00 UTC)));
        assert_eq!(reading.filter.to, Some(datetime!(2026-11-24 23:00 UTC)));
    }

    #[test]
    fn types_come_as_lists_or_repeated_and_once_each() {
        let reading = EventsQuery {
            types: vec!["MovieAdded, AdminGranted".into(), "MovieAdded".into()],
            ..EventsQuery::default()
        }
        .check()
        .unwrap();
        assert_eq!(reading.filter.types, ["MovieAdded", "AdminGranted"]);
    }

    #[test]
    fn each_unreadable_parameter_is_named_in_french() {
        let cases = [
            (query("x", "", ""), "invalid_position"),
            (query("", "24/11/2026", ""), "invalid_date"),
            (
                EventsQuery {
                    limit: Some("0".into()),
                    ..EventsQuery::default()
                },
                "invalid_limit",
            ),
            (
                EventsQuery {
                    types: vec!["Movie;Added".into()],
                    ..EventsQuery::default()
                },
                "invalid_type",
            ),
        ];
        for (query, code) in cases {
            let error = query.check().unwrap_err();
            assert_eq!((error.kind, error.code), (ErrorKind::Invalid, code));
        }
    }
}
