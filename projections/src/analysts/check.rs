//! The check of a definition before it is accepted (docs/product.md, HTTP contract
//! "Analysts' projections"): every problem that can be found without the log is
//! refused at once, with its line, instead of failing later during a replay.
//!
//! Each statement is prepared against a scratch in-memory database where the setup
//! has run, under the same [`Guard`] as the runner, so a statement that passes here
//! prepares the same way on every node.

use bobine_domain::analyst_projections::EVENT_TYPES;
use rusqlite::Connection;

use super::definition::{Definition, Problem, Statement, parse};
use super::guard::{Guard, Mode};

/// The named parameters bound for each event (docs/operations.md, "Analysts'
/// projections").
pub const PARAMETERS: &[&str] = &[
    ":position",
    ":committed_at",
    ":paris_date",
    ":event_type",
    ":event_version",
    ":aggregate_type",
    ":aggregate_id",
    ":sequence",
    ":actor",
    ":payload",
];

/// A definition that can work: its parts and the tables it creates.
#[derive(Debug, Clone)]
pub struct Checked {
    pub definition: Definition,
    pub tables: Vec<String>,
}

/// Checks `sql` as a definition: its shape, its event types, and each statement
/// against SQLite and the guard.
pub fn check(sql: &str) -> Result<Checked, Problem> {
    let definition = parse(sql)?;
    for section in &definition.sections {
        if let Some(unknown) = section
            .events
            .iter()
            .find(|t| !EVENT_TYPES.contains(&t.as_str()))
        {
            return Err(Problem::at(
                section.line,
                format!("type d'événement inconnu : « {unknown} » (docs/events.md les liste)"),
            ));
        }
    }
    let scratch = Connection::open_in_memory().map_err(|e| Problem::at(1, e.to_string()))?;
    let guard =
        Guard::install(&scratch, Mode::Setup, None).map_err(|e| Problem::at(1, e.to_string()))?;
    for statement in &definition.setup {
        let mut prepared = prepare(&scratch, &guard, statement)?;
        if prepared.parameter_count() > 0 {
            return Err(Problem::at(
                statement.line,
                "les paramètres (:payload…) ne servent que dans les sections « -- on »",
            ));
        }
        prepared
            .execute([])
            .map_err(|e| Problem::at(statement.line, sqlite_message(&e)))?;
    }
    guard.set_mode(Mode::Fold);
    for section in &definition.sections {
        for statement in &section.statements {
            let prepared = prepare(&scratch, &guard, statement)?;
            if prepared.readonly() {
                return Err(Problem::at(
                    statement.line,
                    "une instruction de section doit écrire (INSERT, UPDATE, DELETE ou REPLACE)",
                ));
            }
            for index in 1..=prepared.parameter_count() {
                let name = prepared.parameter_name(index).unwrap_or("?");
                if !PARAMETERS.contains(&name) {
                    return Err(Problem::at(
                        statement.line,
                        format!(
                            "paramètre inconnu : « {name} » (permis : {})",
                            PARAMETERS.join(", ")
                        ),
                    ));
                }
            }
        }
    }
    guard.set_mode(Mode::Trusted);
    let tables = tables(&scratch).map_err(|e| Problem::at(1, e.to_string()))?;
    Ok(Checked { definition, tables })
}

/// Prepares `statement` under `guard`, naming a refusal by the guard's reason, or
/// SQLite's own message in French words.
pub fn prepare<'c>(
    conn: &'c Connection,
    guard: &Guard,
    statement: &Statement,
) -> Result<rusqlite::Statement<'c>, Problem> {
    guard.take_refusal();
    conn.prepare(&statement.sql).map_err(|error| {
        let message = guard
            .take_refusal()
            .unwrap_or_else(|| sqlite_message(&error));
        Problem::at(statement.line, message)
    })
}

/// SQLite's message, introduced in French for the usual cases.
pub fn sqlite_message(error: &rusqlite::Error) -> String {
    let text = match error {
        rusqlite::Error::SqliteFailure(_, Some(message)) => message.clone(),
        other => other.to_string(),
    };
    if let Some(table) = text.strip_prefix("no such table: ") {
        format!("table inconnue : « {table} » (une projection ne lit que les tables qu'elle crée)")
    } else if let Some(column) = text.strip_prefix("no such column: ") {
        format!("colonne inconnue : « {column} »")
    } else if let Some(function) = text.strip_prefix("no such function: ") {
        format!("la fonction {function} n'existe pas")
    } else if text.contains("syntax error") || text.contains("incomplete input") {
        format!("erreur de syntaxe SQL ({text})")
    } else {
        format!("SQLite refuse cette instruction : {text}")
    }
}

/// The tables of a projection's database, in the order they were created.
pub fn tables(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut statement = conn.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table'
         AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_bobine%' ESCAPE '\\'
         ORDER BY rowid",
    )?;
    let names = statement.query_map([], |row| row.get(0))?;
    names.collect()
}
