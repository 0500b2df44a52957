//! `bobine openapi`: the web app's types are generated from what it prints, so it must
//! print the served document, and work on a machine with no database and no settings.

use std::process::Command;

use serde_json::Value;

#[test]
fn openapi_prints_the_served_document_without_settings_or_database() {
    let workdir = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_bobine"))
        .arg("openapi")
        .current_dir(workdir.path())
        .env_clear()
        // Settings that `serve` would refuse: `openapi` does not read them.
        .env("BOBINE_ADDR", "not an address")
        .env("DATABASE_URL", "postgres://nobody@127.0.0.1:1/none")
        .output()
        .expect("bobine runs");
    assert!(
        output.status.success(),
        "bobine openapi failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );

    let printed: Value = serde_json::from_slice(&output.stdout).expect("the output is JSON");
    let paths = printed["paths"].as_object().expect("a paths object");
    for path in [
        "/api/auth/session",
        "/api/movies",
        "/api/series/{id}",
        "/api/admin/genres",
        "/api/search",
    ] {
        assert!(paths.contains_key(path), "{path} missing from the document");
    }
    assert_eq!(
        printed,
        serde_json::to_value(bobine_api::openapi()).unwrap(),
        "the printed document is the one /api/openapi.json serves"
    );
    assert!(
        std::fs::read_dir(workdir.path()).unwrap().next().is_none(),
        "nothing is written to the working directory"
    );
}
