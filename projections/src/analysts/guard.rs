//! What an analyst's SQL may do, enforced by SQLite itself on the connections that
//! run it (docs/adr/0036): an authorizer that allows only the projection's own tables
//! and the JSON, date, string and math functions; a progress handler that bounds each
//! statement's work; a cap on the length of any value, and on the file's size.
//!
//! The authorizer runs when a statement is prepared, so a forbidden statement fails
//! before it does anything, and the checker at definition time and the runner refuse
//! the same statements with the same words.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use rusqlite::Connection;
use rusqlite::hooks::{AuthAction, AuthContext, Authorization};
use rusqlite::limits::Limit;

/// What the statements prepared next may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Mode {
    /// Bobine's own statements (the checkpoint, the transactions): anything.
    Trusted = 0,
    /// Before the first `-- on` line: `CREATE TABLE` and `CREATE INDEX` only.
    Setup = 1,
    /// The statements of a section: read and write the projection's own tables.
    Fold = 2,
    /// The query box: read its own tables, nothing else.
    Query = 3,
}

/// The functions an analyst may call: JSON, date, string and math, aggregates and
/// window functions. Nothing that reads outside the statement (`load_extension`,
/// `sqlite_*`), and nothing random, so that every node builds the same tables.
const FUNCTIONS: &[&str] = &[
    // JSON
    "json",
    "jsonb",
    "json_array",
    "json_array_length",
    "json_extract",
    "jsonb_extract",
    "->",
    "->>",
    "json_insert",
    "json_object",
    "json_patch",
    "json_remove",
    "json_replace",
    "json_set",
    "json_type",
    "json_valid",
    "json_quote",
    "json_group_array",
    "json_group_object",
    "json_each",
    "json_tree",
    "json_error_position",
    "json_pretty",
    // date and time
    "date",
    "time",
    "datetime",
    "julianday",
    "unixepoch",
    "strftime",
    "timediff",
    // strings
    "lower",
    "upper",
    "length",
    "octet_length",
    "substr",
    "substring",
    "trim",
    "ltrim",
    "rtrim",
    "replace",
    "instr",
    "printf",
    "format",
    "char",
    "unicode",
    "hex",
    "unhex",
    "quote",
    "like",
    "glob",
    "concat",
    "concat_ws",
    "group_concat",
    "string_agg",
    "soundex",
    // numbers and values
    "abs",
    "round",
    "max",
    "min",
    "sum",
    "total",
    "avg",
    "count",
    "coalesce",
    "ifnull",
    "nullif",
    "iif",
    "typeof",
    "sign",
    "likely",
    "unlikely",
    "likelihood",
    "zeroblob",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atan2",
    "atanh",
    "ceil",
    "ceiling",
    "cos",
    "cosh",
    "degrees",
    "exp",
    "floor",
    "ln",
    "log",
    "log10",
    "log2",
    "mod",
    "pi",
    "pow",
    "power",
    "radians",
    "sin",
    "sinh",
    "sqrt",
    "tan",
    "tanh",
    "trunc",
    // window functions
    "row_number",
    "rank",
    "dense_rank",
    "percent_rank",
    "cume_dist",
    "ntile",
    "lag",
    "lead",
    "first_value",
    "last_value",
    "nth_value",
];

/// Table-valued functions read as tables.
const TABLE_FUNCTIONS: &[&str] = &["json_each", "json_tree"];

/// The longest text or blob a statement may build: a projection stores figures and
/// names, and a value this long is a runaway statement.
pub const MAX_VALUE_BYTES: i32 = 10_000_000;

/// Virtual-machine steps between two calls of the progress handler.
const STEPS_PER_TICK: i32 = 1_000;

/// The work one statement of a section may do, in progress-handler calls (about
/// 100 million virtual-machine steps, a second or so): the same count on every node,
/// so a statement stopped on one is stopped on all.
pub const FOLD_TICKS: u64 = 100_000;

/// The guard of one connection: its mode, the reason of the last refusal, and the
/// budget of the statement running.
#[derive(Clone)]
pub struct Guard {
    mode: Arc<AtomicU8>,
    refusal: Arc<Mutex<Option<String>>>,
    ticks: Arc<AtomicU64>,
    max_ticks: Arc<AtomicU64>,
    deadline: Arc<Mutex<Option<Instant>>>,
}

impl Guard {
    /// Installs the authorizer, the progress handler and the limits on `conn`, in
    /// `mode`. `max_pages`: the file's size cap, in pages (`None`: in memory).
    pub fn install(
        conn: &Connection,
        mode: Mode,
        max_pages: Option<u64>,
    ) -> rusqlite::Result<Guard> {
        if let Some(pages) = max_pages {
            conn.pragma_update(None, "max_page_count", pages)?;
        }
        conn.set_limit(Limit::SQLITE_LIMIT_LENGTH, MAX_VALUE_BYTES);
        conn.set_limit(Limit::SQLITE_LIMIT_ATTACHED, 0);
        let guard = Guard {
            mode: Arc::new(AtomicU8::new(mode as u8)),
            refusal: Arc::new(Mutex::new(None)),
            ticks: Arc::new(AtomicU64::new(0)),
            max_ticks: Arc::new(AtomicU64::new(FOLD_TICKS)),
            deadline: Arc::new(Mutex::new(None)),
        };
        let (mode, refusal) = (guard.mode.clone(), guard.refusal.clone());
        conn.authorizer(Some(move |context: AuthContext<'_>| {
            let mode = match mode.load(Ordering::Relaxed) {
                0 => Mode::Trusted,
                1 => Mode::Setup,
                2 => Mode::Fold,
                _ => Mode::Query,
            };
            match authorize(mode, &context) {
                Ok(()) => Authorization::Allow,
                Err(reason) => {
                    *refusal.lock().unwrap_or_else(|e| e.into_inner()) = Some(reason);
                    Authorization::Deny
                }
            }
        }));
        let (ticks, max_ticks, deadline) = (
            guard.ticks.clone(),
            guard.max_ticks.clone(),
            guard.deadline.clone(),
        );
        conn.progress_handler(
            STEPS_PER_TICK,
            Some(move || {
                let spent = ticks.fetch_add(1, Ordering::Relaxed) + 1;
                spent > max_ticks.load(Ordering::Relaxed)
                    || deadline
                        .lock()
                        .ok()
                        .and_then(|d| *d)
                        .is_some_and(|d| Instant::now() > d)
            }),
        );
        Ok(guard)
    }

    pub fn set_mode(&self, mode: Mode) {
        self.mode.store(mode as u8, Ordering::Relaxed);
    }

    /// Why the authorizer refused the last statement it refused (and forgets it).
    pub fn take_refusal(&self) -> Option<String> {
        self.refusal
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take()
    }

    /// A fresh budget for the next statement: `ticks` progress calls, and no later
    /// than `deadline` if one is given.
    pub fn budget(&self, ticks: u64, deadline: Option<Instant>) {
        self.ticks.store(0, Ordering::Relaxed);
        self.max_ticks.store(ticks, Ordering::Relaxed);
        *self.deadline.lock().unwrap_or_else(|e| e.into_inner()) = deadline;
    }
}

/// A table an analyst may not touch: SQLite's own and Bobine's bookkeeping.
pub fn reserved(table: &str) -> bool {
    let lower = table.to_ascii_lowercase();
    lower.starts_with("sqlite_") || lower.starts_with("_bobine") || lower.starts_with("pragma_")
}

fn own_table(table: &str) -> Result<(), String> {
    if reserved(table) {
        Err(format!("la table « {table} » est réservée"))
    } else {
        Ok(())
    }
}

fn authorize(mode: Mode, context: &AuthContext<'_>) -> Result<(), String> {
    use AuthAction as A;
    if mode == Mode::Trusted {
        return Ok(());
    }
    if let Some(db) = context.database_name
        && db != "main"
    {
        return Err(format!(
            "seules les tables de la projection sont accessibles (pas « {db} »)"
        ));
    }
    let setup_only =
        "avant la première ligne « -- on », seules CREATE TABLE et CREATE INDEX sont permises";
    match (mode, &context.action) {
        (_, A::Attach { .. }) => {
            Err("ATTACH est interdit : une projection ne lit que ses propres tables".into())
        }
        (_, A::Detach { .. }) => Err("DETACH est interdit".into()),
        (_, A::Pragma { pragma_name, .. }) => Err(format!("PRAGMA {pragma_name} est interdit")),
        (_, A::CreateVtable { .. } | A::DropVtable { .. }) => {
            Err("les tables virtuelles sont interdites".into())
        }
        (_, A::CreateTrigger { .. } | A::CreateTempTrigger { .. }) => {
            Err("les déclencheurs (CREATE TRIGGER) sont interdits".into())
        }
        (_, A::CreateView { .. } | A::CreateTempView { .. }) => {
            Err("les vues (CREATE VIEW) sont interdites".into())
        }
        (_, A::CreateTempTable { .. } | A::CreateTempIndex { .. }) => {
            Err("les tables temporaires sont interdites".into())
        }
        (_, A::Function { function_name }) => {
            let name = function_name.to_ascii_lowercase();
            if FUNCTIONS.contains(&name.as_str()) {
                Ok(())
            } else {
                Err(format!("la fonction {function_name} n'est pas permise"))
            }
        }
        (Mode::Setup, A::CreateTable { table_name }) => own_table(table_name),
        (Mode::Setup, A::CreateIndex { table_name, .. }) => own_table(table_name),
        // Creating a table or an index writes SQLite's own schema table.
        (
            Mode::Setup,
            A::Insert { table_name } | A::Update { table_name, .. } | A::Read { table_name, .. },
        ) if table_name.eq_ignore_ascii_case("sqlite_master")
            || table_name.eq_ignore_ascii_case("sqlite_temp_master") =>
        {
            Ok(())
        }
        // SQLite reads its schema while it creates a table (a SELECT of its own).
        (Mode::Setup, A::Select) => Ok(()),
        // An index (a primary key's too) reads the columns it covers.
        (Mode::Setup, A::Read { table_name, .. }) => own_table(table_name),
        (Mode::Setup, _) => Err(setup_only.into()),
        (_, A::CreateTable { .. } | A::CreateIndex { .. })
        | (
            _,
            A::Insert {
                table_name: "sqlite_master",
            }
            | A::Update {
                table_name: "sqlite_master",
                ..
            },
        ) => Err("CREATE TABLE et CREATE INDEX vont avant la première ligne « -- on »".into()),
        (_, A::Read { table_name, .. }) if TABLE_FUNCTIONS.contains(table_name) => Ok(()),
        (_, A::Read { table_name, .. }) => own_table(table_name),
        (_, A::Select | A::Recursive) => Ok(()),
        (
            Mode::Fold,
            A::Insert { table_name } | A::Delete { table_name } | A::Update { table_name, .. },
        ) => own_table(table_name),
        (Mode::Query, A::Insert { .. } | A::Delete { .. } | A::Update { .. }) => {
            Err("la requête ne peut que lire (SELECT)".into())
        }
        (_, A::Transaction { .. } | A::Savepoint { .. }) => {
            Err("les transactions sont gérées par Bobine".into())
        }
        (_, other) => Err(format!("instruction interdite ({})", action_name(other))),
    }
}

fn action_name(action: &AuthAction<'_>) -> &'static str {
    use AuthAction as A;
    match action {
        A::DropTable { .. } | A::DropTempTable { .. } => "DROP TABLE",
        A::DropIndex { .. } | A::DropTempIndex { .. } => "DROP INDEX",
        A::DropTrigger { .. } | A::DropTempTrigger { .. } => "DROP TRIGGER",
        A::DropView { .. } | A::DropTempView { .. } => "DROP VIEW",
        A::AlterTable { .. } => "ALTER TABLE",
        A::Reindex { .. } => "REINDEX",
        A::Analyze { .. } => "ANALYZE",
        _ => "non reconnue",
    }
}
