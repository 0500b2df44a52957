//! `bobine verify`, as an operator runs it: exit 0 with the head to note down, exit 1
//! naming the first altered event, and a noted head checked with `--since`.

use std::path::Path;
use std::process::Output;

use bobine_store::testing::{Backend, TestLog};
use bobine_store::{EventLog, on_both_backends};

mod common;

on_both_backends! {
    verify_prints_the_head_then_names_the_first_altered_event => verify;
}

fn run(data_dir: &Path, database_url: Option<&str>, args: &[&str]) -> (bool, String) {
    let mut command = common::bobine(data_dir, database_url);
    command.arg("verify").args(args);
    let Output {
        status,
        stdout,
        stderr,
        ..
    } = command.output().expect("bobine runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&stdout),
        String::from_utf8_lossy(&stderr)
    );
    (status.success(), text)
}

async fn verify(backend: Backend) {
    let test = TestLog::new(backend).await;
    let (dir, url) = (test.data_dir(), test.database_url.as_deref());
    let (ok, text) = run(dir, url, &[]);
    assert!(ok && text.contains("le journal est vide"), "{text}");
    // Three accounts' worth of events, appended by the command line itself.
    for email in ["a@exemple.fr", "b@exemple.fr", "c@exemple.fr"] {
        let mut command = common::bobine(dir, url);
        command
            .args(["admin", "create", email])
            .env("BOBINE_ADMIN_PASSWORD", "motdepasse");
        assert!(command.output().unwrap().status.success());
    }
    let (ok, text) = run(dir, url, &[]);
    assert!(ok, "{text}");
    assert!(text.contains("chaîne intacte"), "{text}");
    let head = text
        .lines()
        .find_map(|line| line.strip_prefix("tête : "))
        .unwrap_or_else(|| panic!("no head in {text}"))
        .to_string();
    let (ok, text) = run(dir, url, &["--since", &head]);
    assert!(ok && text.contains("toujours dans la chaîne"), "{text}");
    let (ok, text) = run(dir, url, &["--since", "12:pas-un-hash"]);
    assert!(!ok && text.contains("tête de chaîne illisible"), "{text}");

    let events = test
        .log
        .read_after(bobine_store::Position::ZERO, 100)
        .await
        .unwrap();
    let third = events[2].position;
    let statement =
        "UPDATE events SET metadata = replace(CAST(metadata AS TEXT), 'system', 'quelqu''un')";
    match &test.log {
        EventLog::Sqlite(pools) => {
            sqlx::query(&format!("{statement} WHERE global_position = ?"))
                .bind(third.seq)
                .execute(pools.writes())
                .await
                .map(|_| ())
        }
        EventLog::Postgres(pool) => {
            sqlx::query(
                "UPDATE events SET metadata = CAST(replace(CAST(metadata AS text), 'system', 'quelqu''un') AS json) WHERE global_position = $1",
            )
            .bind(third.seq)
            .execute(pool)
            .await
            .map(|_| ())
        }
    }
    .unwrap();
    let (ok, text) = run(dir, url, &[]);
    assert!(!ok, "{text}");
    assert!(
        text.contains(&format!(
            "chaîne rompue à l'événement {third} : l'événement a été modifié"
        )),
        "{text}"
    );
}
