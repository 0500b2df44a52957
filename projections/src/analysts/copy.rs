//! One copy of an analyst projection: a SQLite file of its own, its tables made by the
//! setup statements, folded event by event under the [`Guard`], with its checkpoint
//! in the same file and the same transaction (docs/adr/0036).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use bobine_store::{Position, StoredEvent};
use rusqlite::{Connection, OptionalExtension, ToSql};
use serde_json::value::RawValue;

use super::check::{prepare, sqlite_message};
use super::definition::{Definition, Statement};
use super::guard::{FOLD_TICKS, Guard, Mode};
use crate::views::paris_day;

/// Bobine's own row in each copy: where the copy stands, and whether it was swapped
/// in (a copy never swapped in is still replaying, and resumes as such).
const BOOKKEEPING: &str = "CREATE TABLE IF NOT EXISTS _bobine_checkpoint (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    tx INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    live INTEGER NOT NULL
)";

/// A statement failed on an event: the copy stops there, its file as it stood
/// before the batch.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoldFailure {
    pub position: Position,
    pub message: String,
}

/// An open copy, on the blocking thread that folds it.
pub struct Copy {
    conn: Connection,
    guard: Guard,
    /// The statements of each event type, in the order the definition gives them.
    sections: HashMap<String, Vec<Statement>>,
    pub at: Position,
    pub live: bool,
}

/// The file of one build of one version of a projection.
pub fn file_name(name: &str, version: u32, build: u32) -> String {
    format!("{name}.v{version}.b{build}.db")
}

/// The name, version and build a file of the analysts' directory stands for.
pub fn parse_file_name(file: &str) -> Option<(String, u32, u32)> {
    let stem = file.strip_suffix(".db")?;
    let (rest, build) = stem.rsplit_once(".b")?;
    let (name, version) = rest.rsplit_once(".v")?;
    Some((name.to_string(), version.parse().ok()?, build.parse().ok()?))
}

/// Opens `path` for writing, with the size cap and the guard.
fn open(path: &Path, max_pages: u64) -> rusqlite::Result<(Connection, Guard)> {
    let conn = Connection::open(path)?;
    conn.pragma_update_and_check(None, "journal_mode", "WAL", |_| Ok(()))?;
    conn.pragma_update(None, "synchronous", "NORMAL")?;
    // An erasure rebuilds the copy; what it deleted is zeroed on the disk
    // (docs/adr/0041-erasure-down-to-the-disk.md).
    conn.pragma_update(None, "secure_delete", true)?;
    let guard = Guard::install(&conn, Mode::Trusted, Some(max_pages))?;
    Ok((conn, guard))
}

impl Copy {
    /// Opens the copy at `path`, making its tables if the file is new. The definition
    /// was checked before its event was written; it is run under the guard all the
    /// same, so that nothing but what the checker allows ever runs.
    pub fn open(path: &Path, definition: &Definition, max_pages: u64) -> Result<Copy, String> {
        let (conn, guard) = open(path, max_pages).map_err(|e| sqlite_message(&e))?;
        let stored = conn
            .query_row(
                "SELECT tx, seq, live FROM _bobine_checkpoint WHERE id = 1",
                [],
                |row| {
                    Ok((
                        Position::new(row.get::<_, i64>(0)? as u64, row.get(1)?),
                        row.get(2)?,
                    ))
                },
            )
            .optional();
        let (at, live) = match stored {
            Ok(Some(found)) => found,
            _ => {
                conn.execute_batch(BOOKKEEPING)
                    .map_err(|e| sqlite_message(&e))?;
                guard.set_mode(Mode::Setup);
                for statement in &definition.setup {
                    let mut prepared =
                        prepare(&conn, &guard, statement).map_err(|p| p.to_string())?;
                    prepared.execute([]).map_err(|e| {
                        format!("Ligne {} : {}", statement.line, sqlite_message(&e))
                    })?;
                }
                guard.set_mode(Mode::Trusted);
                conn.execute("INSERT INTO _bobine_checkpoint VALUES (1, 0, 0, 0)", [])
                    .map_err(|e| sqlite_message(&e))?;
                (Position::ZERO, false)
            }
        };
        let mut sections: HashMap<String, Vec<Statement>> = HashMap::new();
        for section in &definition.sections {
            for event in &section.events {
                sections
                    .entry(event.clone())
                    .or_default()
                    .extend(section.statements.iter().cloned());
            }
        }
        Ok(Copy {
            conn,
            guard,
            sections,
            at,
            live,
        })
    }

    /// Folds `events` (all after [`Copy::at`]) in one transaction with the checkpoint.
    /// A statement that fails rolls the whole batch back.
    pub fn fold(&mut self, events: &[StoredEvent]) -> Result<(), FoldFailure> {
        let Some(last) = events.last().map(|e| e.position) else {
            return Ok(());
        };
        let internal = |error: rusqlite::Error| FoldFailure {
            position: last,
            message: sqlite_message(&error),
        };
        self.guard.set_mode(Mode::Trusted);
        let tx = self.conn.unchecked_transaction().map_err(internal)?;
        for event in events {
            let Some(statements) = self.sections.get(&event.event_type) else {
                continue;
            };
            let failed = |message: String| FoldFailure {
                position: event.position,
                message,
            };
            let values = Parameters::of(event).map_err(failed)?;
            self.guard.set_mode(Mode::Fold);
            for statement in statements {
                let mut prepared = self.conn.prepare_cached(&statement.sql).map_err(|e| {
                    failed(
                        self.guard
                            .take_refusal()
                            .unwrap_or_else(|| sqlite_message(&e)),
                    )
                })?;
                for index in 1..=prepared.parameter_count() {
                    let name = prepared
                        .parameter_name(index)
                        .unwrap_or_default()
                        .to_string();
                    prepared
                        .raw_bind_parameter(index, values.get(&name))
                        .map_err(|e| failed(sqlite_message(&e)))?;
                }
                self.guard.budget(FOLD_TICKS, None);
                prepared.raw_execute().map_err(|e| {
                    failed(format!("Ligne {} : {}", statement.line, error_text(&e)))
                })?;
            }
            self.guard.set_mode(Mode::Trusted);
        }
        self.guard.set_mode(Mode::Trusted);
        tx.execute(
            "UPDATE _bobine_checkpoint SET tx = ?1, seq = ?2 WHERE id = 1",
            (last.tx as i64, last.seq),
        )
        .map_err(internal)?;
        tx.commit().map_err(internal)?;
        self.at = last;
        Ok(())
    }

    /// Marks the copy as the one serving reads (kept across restarts).
    pub fn mark_live(&mut self) -> Result<(), String> {
        self.guard.set_mode(Mode::Trusted);
        self.conn
            .execute("UPDATE _bobine_checkpoint SET live = 1 WHERE id = 1", [])
            .map_err(|e| sqlite_message(&e))?;
        self.live = true;
        Ok(())
    }
}

/// SQLite's own message for an error during a fold, as the screen shows it.
fn error_text(error: &rusqlite::Error) -> String {
    match error {
        rusqlite::Error::SqliteFailure(_, Some(message)) => message.clone(),
        other => other.to_string(),
    }
}

/// The named parameters of one event (docs/operations.md, "Analysts' projections").
struct Parameters {
    text: [(&'static str, Option<String>); 9],
    sequence: i64,
}

impl Parameters {
    fn of(event: &StoredEvent) -> Result<Parameters, String> {
        // The payload is externally tagged: `{"MovieAdded": {...}}`; `:payload` is the
        // object inside, taken as it is written.
        let tagged: HashMap<&str, &RawValue> = serde_json::from_str(&event.payload)
            .map_err(|e| format!("événement illisible : {e}"))?;
        let payload = tagged
            .get(event.event_type.as_str())
            .map(|raw| raw.get().to_string());
        Ok(Parameters {
            text: [
                (":position", Some(event.position.to_string())),
                (":committed_at", Some(event.recorded_at.clone())),
                (
                    ":paris_date",
                    paris_day(&event.recorded_at).map(|d| d.to_string()),
                ),
                (":event_type", Some(event.event_type.clone())),
                (":event_version", Some(event.event_version.clone())),
                (":aggregate_type", Some(event.aggregate_type.clone())),
                (":aggregate_id", Some(event.aggregate_id.clone())),
                (":actor", event.meta("actor")),
                (":payload", payload),
            ],
            sequence: event.sequence,
        })
    }

    fn get(&self, name: &str) -> &dyn ToSql {
        if name == ":sequence" {
            return &self.sequence;
        }
        self.text
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, value)| value as &dyn ToSql)
            .unwrap_or(&rusqlite::types::Null)
    }
}

/// The analysts' directory under the data directory.
pub fn directory(data_dir: &Path) -> PathBuf {
    data_dir.join("analysts")
}
