//! The web section: what a visit to /home downloads (its JavaScript, gzip) and
//! Lighthouse's performance score on the signed-in home page, as a phone and as a
//! desktop, served by the release binary holding the demo catalogue. Both scripts are
//! Node programs of `web/`: `web/scripts/home-js-size.mjs` (a `vite build` with its
//! manifest) and `web/lighthouse/run.mjs` (Debian's Chromium, headless).

use std::process::Command;

use anyhow::{Context, ensure};
use serde_json::Value;

use crate::hardening::Bin;
use crate::hardening::process::Server;
use crate::report::Report;

const EMAIL: &str = "phare@bobine.test";
const PASSWORD: &str = "motdepasse-du-phare";
/// The goals: JavaScript on /home, and Lighthouse's score.
const JS_GOAL_KB: f64 = 150.0;
const SCORE_GOAL: i64 = 90;

pub async fn run(report: &mut Report, bin: &Bin) -> anyhow::Result<()> {
    let js = node(&["scripts/home-js-size.mjs"], "web")?;
    let gzip_kb: f64 = js
        .split("gzip ")
        .nth(1)
        .and_then(|rest| rest.split(" kB").next())
        .and_then(|kb| kb.parse().ok())
        .with_context(|| format!("home-js-size printed {js:?}"))?;
    let first_line = js.lines().next().unwrap_or_default();
    report.web.push(row(
        "JavaScript of /home, gzip (kB)",
        format!("{gzip_kb:.1} ({first_line})"),
        format!("≤ {JS_GOAL_KB}"),
        gzip_kb <= JS_GOAL_KB,
    ));

    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    let mut import = vec!["import", "--demo"];
    let movies = bin.movies.as_ref().map(|m| m.to_string_lossy().to_string());
    if let Some(movies) = &movies {
        import.extend(["--movies", movies]);
    }
    bin.run(&data, None, &import, &[])?;
    bin.run(
        &data,
        None,
        &["admin", "create", EMAIL],
        &[("BOBINE_ADMIN_PASSWORD", PASSWORD)],
    )?;
    let server = Server::start(bin, &data, None, &[]).await?;
    let printed = node(
        &["web/lighthouse/run.mjs", &server.base, EMAIL, PASSWORD],
        ".",
    )?;
    let scores: Value = serde_json::from_str(printed.trim())
        .with_context(|| format!("lighthouse printed {printed:?}"))?;
    for (device, name) in [("mobile", "phone"), ("desktop", "desktop")] {
        let audit = &scores[device];
        let score = audit["score"].as_i64().context("a score")?;
        report.web.push(row(
            &format!("Lighthouse performance, signed-in /home, {name}"),
            format!(
                "{score} (FCP {} ms, LCP {} ms, TBT {} ms, CLS {})",
                audit["fcp_ms"], audit["lcp_ms"], audit["tbt_ms"], audit["cls"]
            ),
            format!("≥ {SCORE_GOAL}"),
            score >= SCORE_GOAL,
        ));
    }
    Ok(())
}

fn row(measure: &str, figure: String, goal: String, met: bool) -> [String; 4] {
    [
        measure.into(),
        figure,
        goal,
        if met { "yes" } else { "**no**" }.into(),
    ]
}

/// Runs a Node script from `dir`; answers what it printed.
fn node(args: &[&str], dir: &str) -> anyhow::Result<String> {
    let output = Command::new("node")
        .args(args)
        .current_dir(dir)
        .output()
        .with_context(|| format!("node {}", args.join(" ")))?;
    ensure!(
        output.status.success(),
        "node {}: {}",
        args.join(" "),
        String::from_utf8_lossy(&output.stderr)
    );
    Ok(String::from_utf8(output.stdout)?)
}
