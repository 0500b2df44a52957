//! The runner of analysts' projections on both backends: replay and live agree, a new
//! version serves only once caught up, and a statement that fails or runs away stops
//! its own projection only.

use std::sync::Arc;
use std::time::Duration;

use bobine_domain::analyst_projections::{AnalystProjection, AnalystProjectionCommand};
use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, Executor, Metadata, Position, on_both_backends};
use serde_json::{Value, json};
use tokio::sync::Notify;
use uuid::Uuid;

use super::read;
use super::{AnalystProjections, AnalystSettings, State};

on_both_backends! {
    a_projection_folded_live_equals_the_same_projection_replayed_from_event_zero => live_equals_replay;
    a_new_version_replays_beside_the_old_one_which_serves_until_the_swap => new_version;
    a_failing_or_runaway_statement_stops_its_own_projection_only => failures;
}

const PER_CATEGORY: &str = "\
CREATE TABLE per_category (category TEXT PRIMARY KEY, genres INTEGER NOT NULL);
CREATE TABLE genre (id TEXT PRIMARY KEY, name TEXT, category TEXT, day TEXT, at TEXT);
-- on GenreCreated
INSERT INTO genre VALUES (:payload ->> '$.id', :payload ->> '$.name', :payload ->> '$.category', :paris_date, :position);
INSERT INTO per_category VALUES (:payload ->> '$.category', 1)
  ON CONFLICT (category) DO UPDATE SET genres = genres + 1;
-- on GenreDeleted
UPDATE per_category SET genres = genres - 1 WHERE category = :payload ->> '$.category';
DELETE FROM genre WHERE id = :payload ->> '$.id';
";

struct Fixture {
    t: TestLog,
    appended: Arc<Notify>,
    genres: Executor<Genres>,
    definitions: Executor<AnalystProjection>,
}

impl Fixture {
    async fn new(backend: Backend) -> Fixture {
        let t = TestLog::new(backend).await;
        let appended = Arc::new(Notify::new());
        let commits = Commits::start(t.log.clone());
        Fixture {
            genres: Executor::new(&commits, (), appended.clone()),
            definitions: Executor::new(&commits, (), appended.clone()),
            appended,
            t,
        }
    }

    /// A node's analysts' projections, in its own data directory.
    async fn node(&self, dir: &std::path::Path) -> AnalystProjections {
        let settings = AnalystSettings {
            dir: dir.join("analysts"),
            max_bytes: 64 << 20,
            poll: Duration::from_millis(50),
            batch: 100,
        };
        AnalystProjections::start(self.t.log.clone(), self.appended.clone(), settings)
            .await
            .unwrap()
    }

    async fn genre(&self, name: &str, category: &str) -> (Uuid, Position) {
        let id = Uuid::now_v7();
        let create = GenreCommand::Create {
            id,
            name: name.into(),
            category: category.into(),
        };
        let at = self
            .genres
            .execute(GENRES_ID, create, &Metadata::system("test"))
            .await
            .unwrap();
        (id, at)
    }

    async fn define(&self, name: &str, sql: &str, new_version: bool) -> Position {
        let (name, sql, by) = (name.to_string(), sql.to_string(), "analyst".to_string());
        let command = if new_version {
            AnalystProjectionCommand::NewVersion {
                name: name.clone(),
                sql,
                by,
            }
        } else {
            AnalystProjectionCommand::Define {
                name: name.clone(),
                sql,
                by,
            }
        };
        self.definitions
            .execute(&name, command, &Metadata::system("test"))
            .await
            .unwrap()
    }
}

fn rows(node: &AnalystProjections, name: &str, table: &str) -> Vec<Vec<Value>> {
    let copy = node.serving(name).expect("a serving copy");
    read::page(copy.path(), table, 1000, None).unwrap().rows
}

const WAIT: Duration = Duration::from_secs(20);

async fn live_equals_replay(backend: Backend) {
    let f = Fixture::new(backend).await;
    f.genre("Polar", "Films").await;
    f.genre("Western", "Films").await;
    let first = tempfile::tempdir().unwrap();
    let live = f.node(first.path()).await;
    let defined = f.define("per_category", PER_CATEGORY, false).await;
    assert!(
        live.wait_live("per_category", defined, WAIT).await,
        "{:?}",
        live.get("per_category")
    );
    // Folded live, after the replay.
    let (id, _) = f.genre("Shōnen", "Animés").await;
    let deleted = f
        .genres
        .execute(
            GENRES_ID,
            GenreCommand::Delete { id },
            &Metadata::system("test"),
        )
        .await
        .unwrap();
    let last = f.genre("Mecha", "Animés").await.1.max(deleted);
    assert!(live.wait_live("per_category", last, WAIT).await);
    let expected = vec![
        vec![json!("Films"), json!(2)],
        vec![json!("Animés"), json!(1)],
    ];
    assert_eq!(rows(&live, "per_category", "per_category"), expected);

    // Another node replays the same log from event 0: the same rows, to the parameter.
    let second = tempfile::tempdir().unwrap();
    let replayed = f.node(second.path()).await;
    assert!(replayed.wait_live("per_category", last, WAIT).await);
    for table in ["per_category", "genre"] {
        assert_eq!(
            rows(&live, "per_category", table),
            rows(&replayed, "per_category", table),
            "{table}"
        );
    }
    let genre = rows(&replayed, "per_category", "genre");
    assert_eq!(genre.len(), 3);
    assert!(
        genre[0][3].as_str().unwrap().len() == 10,
        "a Paris date: {genre:?}"
    );
    assert!(
        std::fs::read_dir(first.path().join("analysts"))
            .unwrap()
            .count()
            >= 1
    );
    assert!(!first.path().join("read.db").exists(), "never in read.db");
}

/// A second version whose replay is slow on purpose: each genre counts to 20,000.
const SLOW: &str = "\
CREATE TABLE per_category (category TEXT PRIMARY KEY, genres INTEGER NOT NULL);
-- on GenreCreated
INSERT INTO per_category
  SELECT :payload ->> '$.category', 1 FROM (
    WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 20000) SELECT max(x) FROM n) WHERE true
  ON CONFLICT (category) DO UPDATE SET genres = genres + 10;
";

async fn new_version(backend: Backend) {
    let f = Fixture::new(backend).await;
    for n in 0..150 {
        f.genre(&format!("Genre {n}"), "Films").await;
    }
    let dir = tempfile::tempdir().unwrap();
    let node = f.node(dir.path()).await;
    let v1 = f.define("per_category", PER_CATEGORY, false).await;
    assert!(node.wait_live("per_category", v1, WAIT).await);
    // A read that took version 1 before version 2 is swapped in.
    let taken = node.serving("per_category").expect("version 1 serves");
    let v2 = f.define("per_category", SLOW, true).await;
    // While version 2 replays, version 1 serves, whole.
    let deadline = std::time::Instant::now() + WAIT;
    let mut seen_beside = false;
    loop {
        let summary = node.get("per_category").unwrap();
        if let Some(next) = &summary.next {
            assert_eq!(next.version, 2);
            let serving = summary.serving.as_ref().unwrap();
            assert_eq!(serving.version, 1);
            assert_eq!(
                rows(&node, "per_category", "per_category"),
                vec![vec![json!("Films"), json!(150)]]
            );
            seen_beside = true;
        } else if summary.serving.as_ref().is_some_and(|s| s.version == 2) {
            break;
        }
        assert!(std::time::Instant::now() < deadline, "{summary:?}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(seen_beside, "version 2 was seen replaying beside version 1");
    assert!(node.wait_live("per_category", v2, WAIT).await);
    assert_eq!(
        rows(&node, "per_category", "per_category"),
        vec![vec![json!("Films"), json!(1 + 149 * 10)]]
    );
    let files = || -> Vec<String> {
        let mut names: Vec<_> = std::fs::read_dir(dir.path().join("analysts"))
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".db"))
            .collect();
        names.sort();
        names
    };
    // The read still holding version 1 finishes on it, whole.
    assert_eq!(files(), ["per_category.v1.b0.db", "per_category.v2.b0.db"]);
    assert_eq!(
        read::page(taken.path(), "per_category", 1000, None)
            .unwrap()
            .rows,
        vec![vec![json!("Films"), json!(150)]]
    );
    drop(taken);
    assert_eq!(
        files(),
        ["per_category.v2.b0.db"],
        "version 1's file is gone"
    );
}

async fn failures(backend: Backend) {
    let f = Fixture::new(backend).await;
    f.genre("Polar", "Films").await;
    let dir = tempfile::tempdir().unwrap();
    let node = f.node(dir.path()).await;
    let healthy = f.define("per_category", PER_CATEGORY, false).await;
    // Fails on the second genre: the same key twice.
    f.define(
        "one_genre",
        "CREATE TABLE only (n INTEGER PRIMARY KEY);\n-- on GenreCreated\nINSERT INTO only VALUES (1);\n",
        false,
    )
    .await;
    f.define(
        "runaway",
        "CREATE TABLE t (n INTEGER);\n-- on GenreCreated\n\
         WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) INSERT INTO t SELECT max(x) FROM n;\n",
        false,
    )
    .await;
    let (_, second) = f.genre("Western", "Films").await;
    let failed = |name: &str| {
        let node = node.clone();
        let name = name.to_string();
        async move {
            let deadline = std::time::Instant::now() + WAIT;
            loop {
                let shown = node.get(&name).and_then(|s| s.shown().cloned());
                if let Some(status) = shown.clone().filter(|s| s.state == State::Failed) {
                    return status;
                }
                assert!(std::time::Instant::now() < deadline, "{name}: {shown:?}");
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
    };
    let unique = failed("one_genre").await.error.unwrap();
    assert_eq!(unique.position, second);
    assert!(
        unique.message.contains("UNIQUE constraint failed: only.n"),
        "{}",
        unique.message
    );
    assert!(unique.message.starts_with("Ligne 3"), "{}", unique.message);
    let runaway = failed("runaway").await.error.unwrap();
    assert!(
        runaway.message.contains("interrupted"),
        "{}",
        runaway.message
    );
    // The others carry on, live.
    assert!(
        node.wait_live("per_category", healthy.max(second), WAIT)
            .await
    );
    let (_, third) = f.genre("Mecha", "Animés").await;
    assert!(node.wait_live("per_category", third, WAIT).await);
    assert_eq!(rows(&node, "per_category", "per_category").len(), 2);
}
