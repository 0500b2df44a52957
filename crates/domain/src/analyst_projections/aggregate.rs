use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};

use super::{
    AnalystProjectionCommand as Command, AnalystProjectionError as Error,
    AnalystProjectionEvent as Event, MAX_SQL_BYTES, valid_name,
};

/// One projection's stream: its last version, and whether it is in use.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct AnalystProjection {
    version: u32,
    in_use: bool,
}

impl AnalystProjection {
    /// The last version defined (0 before the first definition).
    pub fn version(&self) -> u32 {
        self.version
    }
}

fn checked(name: &str, sql: &str) -> Result<(), Error> {
    if !valid_name(name) {
        return Err(Error::InvalidName);
    }
    if sql.trim().is_empty() {
        return Err(Error::EmptySql);
    }
    if sql.len() > MAX_SQL_BYTES {
        return Err(Error::TooLong);
    }
    Ok(())
}

impl Aggregate for AnalystProjection {
    const TYPE: &'static str = super::ANALYST_PROJECTION_TYPE;
    type Command = Command;
    type Event = Event;
    type Error = Error;
    type Services = ();

    async fn handle(
        &mut self,
        command: Command,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), Error> {
        let event = match command {
            Command::Define { name, sql, by } => {
                checked(&name, &sql)?;
                if self.in_use {
                    return Err(Error::AlreadyExists);
                }
                // A name used before keeps counting: each version names one file.
                let version = self.version + 1;
                Event::AnalystProjectionDefined {
                    name,
                    version,
                    sql,
                    by,
                }
            }
            Command::NewVersion { name, sql, by } => {
                checked(&name, &sql)?;
                if !self.in_use {
                    return Err(Error::NotFound);
                }
                let version = self.version + 1;
                Event::AnalystProjectionDefined {
                    name,
                    version,
                    sql,
                    by,
                }
            }
            Command::Retire { name, by } => {
                if !self.in_use {
                    return Err(Error::NotFound);
                }
                Event::AnalystProjectionRetired { name, by }
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: Event) {
        match event {
            Event::AnalystProjectionDefined { version, .. } => {
                self.version = version;
                self.in_use = true;
            }
            Event::AnalystProjectionRetired { .. } => self.in_use = false,
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    const SQL: &str = "CREATE TABLE t (n INTEGER);\n-- on MovieAdded\nINSERT INTO t VALUES (1);";

    fn defined(version: u32) -> Event {
        Event::AnalystProjectionDefined {
            name: "films".into(),
            version,
            sql: SQL.into(),
            by: "analyst".into(),
        }
    }

    fn define() -> Command {
        Command::Define {
            name: "films".into(),
            sql: SQL.into(),
            by: "analyst".into(),
        }
    }

    fn retired() -> Event {
        Event::AnalystProjectionRetired {
            name: "films".into(),
            by: "admin".into(),
        }
    }

    #[test]
    fn a_definition_is_version_one_with_its_whole_sql_and_author() {
        TestFramework::<AnalystProjection>::with(())
            .given_no_previous_events()
            .when(define())
            .then_expect_events(vec![defined(1)]);
    }

    #[test]
    fn a_name_in_use_cannot_be_defined_again_but_takes_a_new_version() {
        TestFramework::<AnalystProjection>::with(())
            .given(vec![defined(1)])
            .when(define())
            .then_expect_error_message("Une projection porte déjà ce nom");
        TestFramework::<AnalystProjection>::with(())
            .given(vec![defined(1)])
            .when(Command::NewVersion {
                name: "films".into(),
                sql: SQL.into(),
                by: "analyst".into(),
            })
            .then_expect_events(vec![defined(2)]);
    }

    #[test]
    fn a_retired_projection_takes_no_new_version_and_its_name_counts_on_when_reused() {
        TestFramework::<AnalystProjection>::with(())
            .given(vec![defined(1), retired()])
            .when(Command::NewVersion {
                name: "films".into(),
                sql: SQL.into(),
                by: "analyst".into(),
            })
            .then_expect_error_message("Projection non trouvée");
        TestFramework::<AnalystProjection>::with(())
            .given(vec![defined(1), retired()])
            .when(Command::Retire {
                name: "films".into(),
                by: "admin".into(),
            })
            .then_expect_error_message("Projection non trouvée");
        TestFramework::<AnalystProjection>::with(())
            .given(vec![defined(1), defined(2), retired()])
            .when(define())
            .then_expect_events(vec![defined(3)]);
    }

    #[test]
    fn a_bad_name_or_an_empty_or_oversized_definition_is_refused() {
        let cases = [
            ("Films", SQL.to_string(), "Nom de projection invalide"),
            ("films", "  \n ".to_string(), "La définition est vide"),
            (
                "films",
                "x".repeat(MAX_SQL_BYTES + 1),
                "La définition dépasse",
            ),
        ];
        for (name, sql, message) in cases {
            let error = TestFramework::<AnalystProjection>::with(())
                .given_no_previous_events()
                .when(Command::Define {
                    name: name.into(),
                    sql,
                    by: "analyst".into(),
                })
                .inspect_result()
                .unwrap_err();
            assert!(error.to_string().starts_with(message), "{error}");
        }
    }
}
