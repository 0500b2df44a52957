//! What the binary's tests share: `bobine` run as an operator runs it.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// The `bobine` binary with only the settings given here (no inherited environment).
pub fn bobine(data_dir: &Path, database_url: Option<&str>) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_bobine"));
    command
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("BOBINE_DATA_DIR", data_dir)
        .env("RUST_LOG", "warn");
    if let Some(url) = database_url {
        command.env("DATABASE_URL", url);
    }
    command
}

/// `bobine events export`: every event of the log, one JSON object each.
#[allow(dead_code)] // compiled into every test binary; the admin tests export nothing
pub fn export_events(data_dir: &Path, database_url: Option<&str>) -> Vec<Value> {
    let output = bobine(data_dir, database_url)
        .args(["events", "export"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}
