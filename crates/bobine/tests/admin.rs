//! `bobine admin create EMAIL`, as an operator runs it to make the first admin.

use std::path::Path;
use std::process::Output;

use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, TestLog};
use serde_json::Value;

mod common;

on_both_backends! {
    the_first_admin_is_made_from_the_command_line => first_admin;
}

fn admin_create(
    data_dir: &Path,
    database_url: Option<&str>,
    email: &str,
    password: Option<&str>,
) -> Output {
    let mut command = common::bobine(data_dir, database_url);
    command.args(["admin", "create", email]);
    if let Some(password) = password {
        command.env("BOBINE_ADMIN_PASSWORD", password);
    }
    command.output().expect("bobine runs")
}

async fn first_admin(backend: Backend) {
    let test = TestLog::new(backend).await;
    let (dir, url) = (test.data_dir(), test.database_url.as_deref());
    let refused = admin_create(dir, url, "chef@exemple.fr", None);
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stderr).contains("BOBINE_ADMIN_PASSWORD"));
    let short = admin_create(dir, url, "chef@exemple.fr", Some("court"));
    assert!(
        !short.status.success(),
        "a password under 6 characters is refused"
    );
    let created = admin_create(dir, url, "Chef@Exemple.fr", Some("motdepasse"));
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    assert!(String::from_utf8_lossy(&created.stdout).contains("created, as an admin"));
    let again = admin_create(dir, url, "chef@exemple.fr", None);
    assert!(
        again.status.success(),
        "{}",
        String::from_utf8_lossy(&again.stderr)
    );
    assert!(String::from_utf8_lossy(&again.stdout).contains("is an admin"));

    let events = bobine_store::testing::read_visible(&test.log, 5).await;
    let kinds: Vec<(&str, &str)> = events
        .iter()
        .map(|e| (e.aggregate_type.as_str(), e.event_type.as_str()))
        .collect();
    assert_eq!(
        kinds,
        [
            ("email", "Claimed"),
            ("account", "Registered"),
            ("account", "EmailConfirmationSent"),
            ("account", "SignedIn"),
            ("account", "AdminGranted"),
        ]
    );
    let granted: Value = serde_json::from_str(&events[4].payload).unwrap();
    assert_eq!(granted["AdminGranted"]["by"], "system");
    assert_eq!(events[4].meta("actor").as_deref(), Some("system"));
    assert!(
        !events.iter().any(|e| e.payload.contains("motdepasse")),
        "only a hash is kept"
    );
}
