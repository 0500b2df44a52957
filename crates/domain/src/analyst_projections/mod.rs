//! The `analyst_projection` aggregate: projections an analyst writes in SQL at run
//! time (docs/product.md, HTTP contract "Analysts' projections"; docs/adr/0036).
//!
//! One stream per projection name. The stream decides only what the log can: a name
//! is defined once while it is in use, a new version follows the current one, and a
//! retired projection takes no new version. Whether the SQL can work is checked
//! before the command, by the projections crate (it needs SQLite); the events carry
//! the whole SQL text, so every node, and a node started later, builds the same
//! projection from the log.

mod aggregate;
mod commands;
mod error;
mod event_types;
mod events;

pub use aggregate::AnalystProjection;
pub use commands::AnalystProjectionCommand;
pub use error::AnalystProjectionError;
pub use event_types::EVENT_TYPES;
pub use events::AnalystProjectionEvent;

/// The aggregate type of the streams, as the log stores it.
pub const ANALYST_PROJECTION_TYPE: &str = "analyst_projection";

/// The longest definition accepted, in bytes: a definition is read whole into
/// every event, and a few pages of SQL are plenty.
pub const MAX_SQL_BYTES: usize = 100_000;

/// Whether `name` is a projection's name: 3 to 40 characters, lower-case letters,
/// digits and `_`, starting with a letter (it names the projection's file).
pub fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    (3..=40).contains(&name.len())
        && chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::valid_name;

    #[test]
    fn a_name_is_three_to_forty_lower_case_letters_digits_or_underscores_from_a_letter() {
        for name in ["abc", "backlog_2024", &"a".repeat(40)] {
            assert!(valid_name(name), "{name}");
        }
        for name in [
            "ab",
            "2024_backlog",
            "_abc",
            "Backlog",
            "bac-klog",
            "défilé",
            &"a".repeat(41),
        ] {
            assert!(!valid_name(name), "{name}");
        }
    }
}
