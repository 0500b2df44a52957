//! The checker and the guard against the definitions an analyst may write, good,
//! mistaken and hostile.

use std::time::{Duration, Instant};

use rusqlite::Connection;

use super::check::{check, prepare};
use super::definition::Statement;
use super::guard::{FOLD_TICKS, Guard, Mode};

const TABLE: &str = "CREATE TABLE film (id TEXT PRIMARY KEY, year INTEGER);\n";

/// The problem `sql` is refused with: its line and message.
fn refused(sql: &str) -> (usize, String) {
    let problem = check(sql).expect_err(sql);
    (problem.line, problem.message)
}

fn with_section(statement: &str) -> String {
    format!("{TABLE}-- on MovieAdded\n{statement}\n")
}

#[test]
fn the_contract_s_example_is_accepted_with_its_two_tables() {
    let sql = "\
CREATE TABLE films_by_decade (decade INTEGER PRIMARY KEY, films INTEGER NOT NULL);
CREATE TABLE film_decade (id TEXT PRIMARY KEY, decade INTEGER NOT NULL);
-- on MovieAdded
INSERT INTO film_decade VALUES (:aggregate_id, json_extract(:payload, '$.details.year') / 10 * 10);
INSERT INTO films_by_decade VALUES (json_extract(:payload, '$.details.year') / 10 * 10, 1)
  ON CONFLICT (decade) DO UPDATE SET films = films + 1;
-- on MovieDeleted
UPDATE films_by_decade SET films = films - 1
  WHERE decade = (SELECT decade FROM film_decade WHERE id = :aggregate_id);
DELETE FROM film_decade WHERE id = :aggregate_id;
";
    let checked = check(sql).unwrap();
    assert_eq!(checked.tables, ["films_by_decade", "film_decade"]);
}

#[test]
fn json_date_string_math_and_window_functions_and_json_each_are_allowed() {
    let sql = with_section(
        "INSERT INTO film (id, year)
           SELECT value, CAST(strftime('%Y', :committed_at) AS INTEGER) + abs(round(2.4))
           FROM json_each(json_extract(:payload, '$.details.genre_ids'))
           WHERE lower(trim(:event_type)) LIKE 'movie%' AND :payload ->> '$.id' IS NOT NULL;",
    );
    check(&sql).unwrap();
    let sql = with_section(
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 3)
         INSERT INTO film SELECT printf('%s-%d', :aggregate_id, x), row_number() OVER (ORDER BY x) FROM n;",
    );
    check(&sql).unwrap();
}

#[test]
fn each_mistake_is_refused_with_the_line_that_holds_it() {
    let cases = [
        (
            with_section("INSRT INTO film VALUES (1, 2);"),
            3,
            "erreur de syntaxe SQL",
        ),
        (
            format!("{TABLE}-- on MovieAdded, FilmAjouté\nINSERT INTO film VALUES (1, 2);\n"),
            2,
            "type d'événement inconnu : « FilmAjouté »",
        ),
        (
            with_section("INSERT INTO catalogue_movie (id) VALUES (:aggregate_id);"),
            3,
            "table inconnue : « catalogue_movie »",
        ),
        (
            with_section("INSERT INTO film (id, title) VALUES (:aggregate_id, 1);"),
            3,
            "table film has no column named title",
        ),
        (
            with_section("INSERT INTO film VALUES (:aggregate_id, :annee);"),
            3,
            "paramètre inconnu : « :annee »",
        ),
        (
            with_section("INSERT INTO film VALUES (:aggregate_id, random());"),
            3,
            "la fonction random n'est pas permise",
        ),
        (
            with_section("CREATE TABLE late (n INTEGER);"),
            3,
            "vont avant la première ligne",
        ),
        (
            format!(
                "{TABLE}INSERT INTO film VALUES ('a', 1);\n-- on MovieAdded\nDELETE FROM film;\n"
            ),
            2,
            "seules CREATE TABLE et CREATE INDEX",
        ),
        (
            format!(
                "{TABLE}CREATE TABLE _bobine_checkpoint (n);\n-- on MovieAdded\nDELETE FROM film;\n"
            ),
            2,
            "réservée",
        ),
        (
            with_section("DELETE FROM sqlite_master;"),
            3,
            "sqlite_master",
        ),
        (with_section("DROP TABLE film;"), 3, "sqlite_master"),
        (with_section("BEGIN;"), 3, "transactions"),
        (with_section("SELECT 1;"), 3, "doit écrire"),
    ];
    for (sql, line, message) in cases {
        let (at, text) = refused(&sql);
        assert_eq!(at, line, "{sql}\n→ {text}");
        assert!(text.contains(message), "{sql}\n→ {text}");
    }
}

#[test]
fn hostile_statements_are_refused_before_they_run() {
    let cases = [
        (
            with_section("ATTACH DATABASE 'read.db' AS r;"),
            "ATTACH est interdit",
        ),
        (
            with_section("INSERT INTO film VALUES (load_extension('/tmp/x.so'), 1);"),
            "la fonction load_extension n'est pas permise",
        ),
        (
            with_section("PRAGMA writable_schema = ON;"),
            "PRAGMA writable_schema est interdit",
        ),
        (
            format!("{TABLE}PRAGMA writable_schema = ON;\n-- on MovieAdded\nDELETE FROM film;\n"),
            "PRAGMA writable_schema est interdit",
        ),
        (
            with_section("INSERT INTO film SELECT name, 1 FROM pragma_table_info('film');"),
            "réservée",
        ),
        (
            format!(
                "{TABLE}CREATE VIRTUAL TABLE v USING fts5(x);\n-- on MovieAdded\nDELETE FROM film;\n"
            ),
            "tables virtuelles",
        ),
        (
            format!(
                "{TABLE}CREATE TRIGGER t AFTER INSERT ON film BEGIN DELETE FROM film; END;\n-- on MovieAdded\nDELETE FROM film;\n"
            ),
            "déclencheurs",
        ),
        (
            format!("{TABLE}CREATE TEMP TABLE t (x);\n-- on MovieAdded\nDELETE FROM film;\n"),
            "temp",
        ),
        (with_section("INSERT INTO temp.film VALUES (1, 2);"), "temp"),
    ];
    for (sql, message) in cases {
        let (_, text) = refused(&sql);
        assert!(text.contains(message), "{sql}\n→ {text}");
    }
}

/// A connection set up as the runner sets one: the table made, then in fold mode.
fn folding() -> (Connection, Guard) {
    let conn = Connection::open_in_memory().unwrap();
    let guard = Guard::install(&conn, Mode::Setup, None).unwrap();
    conn.execute_batch("CREATE TABLE film (id TEXT PRIMARY KEY, year INTEGER);")
        .unwrap();
    guard.set_mode(Mode::Fold);
    (conn, guard)
}

fn run(conn: &Connection, guard: &Guard, sql: &str) -> Result<usize, String> {
    let statement = Statement {
        sql: sql.into(),
        line: 1,
    };
    let mut prepared = prepare(conn, guard, &statement).map_err(|p| p.message)?;
    guard.budget(FOLD_TICKS, None);
    prepared.execute([]).map_err(|e| e.to_string())
}

#[test]
fn a_recursive_query_that_never_ends_is_stopped_by_its_work_budget() {
    let (conn, guard) = folding();
    let started = Instant::now();
    let error = run(
        &conn,
        &guard,
        "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n)
         INSERT INTO film SELECT 'a', max(x) FROM n",
    )
    .unwrap_err();
    assert!(error.contains("interrupted"), "{error}");
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "{:?}",
        started.elapsed()
    );
    // The connection still works: the next statement runs.
    assert_eq!(
        run(&conn, &guard, "INSERT INTO film VALUES ('b', 1)"),
        Ok(1)
    );
}

#[test]
fn a_gigabyte_string_is_refused_or_cut_whichever_function_builds_it() {
    let (conn, guard) = folding();
    for build in [
        "zeroblob(1000000000)",
        "printf('%.*c', 1000000000, 'x')",
        "replace(printf('%.*c', 9000000, 'x'), 'x', 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx')",
    ] {
        // Refused, or cut short by SQLite (its printf stops at its own cap): never
        // a value past the limit.
        let result = run(
            &conn,
            &guard,
            &format!("INSERT OR REPLACE INTO film VALUES ('a', {build})"),
        );
        let stored: i64 = conn
            .query_row(
                "SELECT coalesce(max(length(year)), 0) FROM film",
                [],
                |row| row.get(0),
            )
            .unwrap();
        assert!(
            result.as_ref().is_err_and(|e| e.contains("too big"))
                || stored <= i64::from(super::guard::MAX_VALUE_BYTES),
            "{build}: {result:?}, {stored} bytes"
        );
    }
}

#[test]
fn a_file_stops_growing_at_its_page_cap() {
    let dir = tempfile::tempdir().unwrap();
    let conn = Connection::open(dir.path().join("p.db")).unwrap();
    let guard = Guard::install(&conn, Mode::Setup, Some(64)).unwrap();
    conn.execute_batch("CREATE TABLE film (id TEXT PRIMARY KEY, year INTEGER);")
        .unwrap();
    guard.set_mode(Mode::Fold);
    let filled = (0..10_000).try_for_each(|n| {
        run(
            &conn,
            &guard,
            &format!("INSERT INTO film VALUES (printf('%.*c', 5000, 'x') || {n}, 1)"),
        )
        .map(drop)
    });
    let error = filled.unwrap_err();
    assert!(error.contains("full"), "{error}");
    let size = std::fs::metadata(dir.path().join("p.db")).unwrap().len();
    assert!(size <= 64 * 4096, "{size}");
}

#[test]
fn the_query_box_reads_its_own_tables_and_cannot_write() {
    let (conn, guard) = folding();
    run(&conn, &guard, "INSERT INTO film VALUES ('a', 2001)").unwrap();
    guard.set_mode(Mode::Query);
    let read = Statement {
        sql: "SELECT count(*) FROM film".into(),
        line: 1,
    };
    let mut statement = prepare(&conn, &guard, &read).unwrap();
    let count: i64 = statement.query_row([], |row| row.get(0)).unwrap();
    assert_eq!(count, 1);
    for write in [
        "DELETE FROM film",
        "UPDATE film SET year = 1",
        "INSERT INTO film VALUES ('b', 1)",
    ] {
        let error = run(&conn, &guard, write).unwrap_err();
        assert!(error.contains("ne peut que lire"), "{write}: {error}");
    }
}

/// The worked examples of docs/operations.md pass the check as they are written.
#[test]
fn the_worked_examples_of_the_operations_guide_are_accepted() {
    let guide = include_str!("../../../docs/operations.md");
    let start = guide.find("## Analysts' projections").unwrap();
    let section = &guide[start..];
    let section = &section[..section[3..].find("\n## ").unwrap()];
    let examples: Vec<&str> = section
        .split("```sql\n")
        .skip(1)
        .map(|block| &block[..block.find("```").unwrap()])
        .collect();
    assert_eq!(examples.len(), 2);
    for sql in examples {
        check(sql).unwrap_or_else(|problem| panic!("{problem}\n{sql}"));
    }
}
