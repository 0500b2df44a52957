//! A read-only data directory and a full disk: a clear error and no panic, and a
//! node that works again, with an uncorrupted log, once space returns. Both need
//! mounts (a read-only bind mount, a small tmpfs), so root.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use anyhow::ensure;
use serde_json::{Value, json};

use super::process::{Bin, Server, operator};
use super::{Row, Rows};

/// The full disk's size: room for a fresh node, little more.
const TMPFS_SIZE: &str = "48m";
/// Commands sent while the disk is full, and after space returns.
const COMMANDS: usize = 20;

/// A mount, undone when dropped.
struct Mount(PathBuf);

impl Mount {
    fn new(args: &[&str], target: &Path) -> anyhow::Result<Mount> {
        std::fs::create_dir_all(target)?;
        let status = Command::new("mount").args(args).arg(target).status()?;
        ensure!(status.success(), "mount {args:?}: {status}");
        Ok(Mount(target.to_path_buf()))
    }
}

impl Drop for Mount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

pub async fn run(bin: &Bin, rows: &mut Rows) -> anyhow::Result<()> {
    if !Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"))
    {
        rows.push(Row::new(
            "read-only data directory, full disk",
            "",
            "not measured",
            "",
            "needs root (mounts)",
        ));
        return Ok(());
    }
    read_only(bin, rows).await?;
    full_disk(bin, rows).await
}

async fn read_only(bin: &Bin, rows: &mut Rows) -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let data = dir.path().join("data");
    // A node that ran once, then its directory mounted read-only.
    drop(Server::start(bin, &data, None, &[]).await?);
    let read_only = dir.path().join("read-only");
    let _bind = Mount::new(&["--bind", &data.to_string_lossy()], &read_only)?;
    let remounted = Command::new("mount")
        .args(["-o", "remount,bind,ro"])
        .arg(&read_only)
        .status()?;
    ensure!(remounted.success(), "mount -o remount,bind,ro: {remounted}");
    let mut child = bin
        .command(&read_only, None)
        .arg("serve")
        .env("BOBINE_ADDR", "127.0.0.1:0")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()?;
    let deadline = Instant::now() + Duration::from_secs(20);
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break Some(status);
        }
        if Instant::now() > deadline {
            child.kill()?;
            child.wait()?;
            break None;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    let mut stderr = String::new();
    if let Some(mut pipe) = child.stderr.take() {
        std::io::Read::read_to_string(&mut pipe, &mut stderr)?;
    }
    let message = stderr
        .lines()
        .rev()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .replace('|', "\\|");
    let panicked = stderr.contains("panicked");
    println!(
        "hardening: read-only data directory: exit {status:?}, panicked {panicked}: {message}"
    );
    rows.push(Row::new(
        "read-only data directory",
        "`bobine serve`: exit code; its last line",
        status.map_or("**still running after 20 s**".to_string(), |s| {
            format!("{}", s.code().unwrap_or(-1))
        }),
        format!("`{message}`"),
        if panicked || status.is_none_or(|s| s.success()) {
            "exit code ≠ 0, no panic: **no**"
        } else {
            "exit code ≠ 0, no panic: yes"
        },
    ));
    Ok(())
}

async fn full_disk(bin: &Bin, rows: &mut Rows) -> anyhow::Result<()> {
    let dir = tempfile::tempdir()?;
    let disk = dir.path().join("disk");
    let _tmpfs = Mount::new(
        &["-t", "tmpfs", "-o", &format!("size={TMPFS_SIZE}"), "tmpfs"],
        &disk,
    )?;
    let data = disk.join("data");
    let mut server = Server::start(bin, &data, None, &[]).await?;
    let mut acknowledged = 0;
    acknowledged += commands(&server, "avant", COMMANDS).await?.0;

    let filler = disk.join("filler");
    fill(&filler)?;
    let (ok_full, refusals) = commands(&server, "plein", COMMANDS).await?;
    acknowledged += ok_full;
    let healthy = server.healthy().await;
    std::fs::remove_file(&filler)?;
    // The node may need a moment to take up writing again.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (ok_after, _) = commands(&server, "après", COMMANDS).await?;
    acknowledged += ok_after;
    let live = genres(&server, acknowledged).await?;
    let panics = server.panics();
    server.kill9()?;

    let export = bin.run(&data, None, &["events", "export"], &[])?;
    let stored = export
        .lines()
        .filter(|l| l.contains("\"GenreCreated\""))
        .count();
    bin.run(&data, None, &["replay", "catalogue"], &[])?;
    let restarted = Server::start(bin, &data, None, &[]).await?;
    let replayed = genres(&restarted, acknowledged).await?;
    let panics = panics + restarted.panics();
    drop(restarted);

    let mut answers: Vec<String> = refusals.iter().map(|(s, _)| s.to_string()).collect();
    answers.dedup();
    let message = refusals.first().map(|(_, m)| m.clone()).unwrap_or_default();
    println!(
        "hardening: full disk: {ok_full} of {COMMANDS} accepted, answers {answers:?} ({message}); healthy {healthy}; after: {ok_after} of {COMMANDS}; {acknowledged} acknowledged, {stored} stored; replay identical {}; panics {panics}",
        live == replayed
    );
    let clear = refusals
        .iter()
        .all(|(s, m)| (*s == 503 || *s == 507) && !m.is_empty());
    rows.push(Row::new(
        "full disk (48 MB tmpfs, filled)",
        "commands while full: answers; the message",
        format!(
            "{} refused ({}), {ok_full} accepted",
            refusals.len(),
            answers.join(", ")
        ),
        format!("« {} »", message.replace('|', "\\|")),
        if clear && panics == 0 {
            "503/507 with a message, no panic: yes"
        } else {
            "503/507 with a message, no panic: **no**"
        },
    ));
    rows.push(Row::new(
        "full disk (48 MB tmpfs, filled)",
        "after space returns: commands accepted; acknowledged / stored; replay",
        format!(
            "{ok_after} of {COMMANDS}; {acknowledged} / {stored}; {}",
            if live == replayed {
                "identical"
            } else {
                "**differs**"
            }
        ),
        format!(
            "`/healthz` while full: {}",
            if healthy { "answers" } else { "**silent**" }
        ),
        if ok_after == COMMANDS && acknowledged <= stored && live == replayed {
            "works again, log intact: yes"
        } else {
            "works again, log intact: **no**"
        },
    ));
    Ok(())
}

/// Writes to `path` until the disk is full.
fn fill(path: &Path) -> anyhow::Result<()> {
    let mut file = std::fs::File::create(path)?;
    let chunk = vec![0u8; 64 * 1024];
    while file.write_all(&chunk).is_ok() {}
    let _ = file.sync_all();
    Ok(())
}

/// `count` new genres named after `batch`: how many were accepted, and each refusal's
/// status and message.
async fn commands(
    server: &Server,
    batch: &str,
    count: usize,
) -> anyhow::Result<(usize, Vec<(u16, String)>)> {
    let mut accepted = 0;
    let mut refused = Vec::new();
    for n in 0..count {
        let answer = operator()
            .post(format!("{}/api/admin/genres", server.base))
            .json(&json!({"name": format!("Disque {batch} {n}"), "category": "Films"}))
            .send()
            .await?;
        let status = answer.status().as_u16();
        if answer.status().is_success() {
            accepted += 1;
        } else {
            let body: Value = answer.json().await.unwrap_or_default();
            let message = body["error"]["message"].as_str().unwrap_or("").to_string();
            refused.push((status, message));
        }
    }
    Ok((accepted, refused))
}

/// The admin's genre list once it holds `count` genres (or after 10 s).
async fn genres(server: &Server, count: usize) -> anyhow::Result<Value> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let list: Value = operator()
            .get(format!("{}/api/admin/genres", server.base))
            .send()
            .await?
            .json()
            .await?;
        if list.as_array().is_some_and(|l| l.len() >= count) || Instant::now() > deadline {
            return Ok(list);
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}
