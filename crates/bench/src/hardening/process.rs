//! A real `bobine serve` child process, as an operator runs it: its own data
//! directory, the operator token, its resident memory and its log on standard error.

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{Context, bail, ensure};
use serde_json::{Value, json};
use sqlx::Connection;

/// The operator token every node of these scenarios accepts.
pub const TOKEN: &str = "jeton-du-banc";
/// The password of the accounts `bobine admin create` makes here.
const PASSWORD: &str = "motdepasse-du-banc";

/// Where the `bobine` binary is, and the films file `bobine import` reads.
#[derive(Clone)]
pub struct Bin {
    pub path: PathBuf,
    pub movies: Option<PathBuf>,
}

impl Bin {
    /// `bobine` on `data_dir` (and the PostgreSQL log at `database_url`), with a clean
    /// environment: only what this command sets counts.
    pub fn command(&self, data_dir: &Path, database_url: Option<&str>) -> Command {
        let mut command = Command::new(&self.path);
        command
            .env_clear()
            .env("PATH", std::env::var("PATH").unwrap_or_default())
            .env("BOBINE_DATA_DIR", data_dir)
            .env("BOBINE_ADMIN_TOKEN", TOKEN)
            .env("RUST_LOG", "warn");
        if let Some(url) = database_url {
            command.env("DATABASE_URL", url);
        }
        command
    }

    /// Runs `bobine args...` to completion; its standard output, or an error with its
    /// standard error.
    pub fn run(
        &self,
        data_dir: &Path,
        database_url: Option<&str>,
        args: &[&str],
        extra_env: &[(&str, &str)],
    ) -> anyhow::Result<String> {
        let mut command = self.command(data_dir, database_url);
        command.args(args).envs(extra_env.iter().copied());
        let output = command.output()?;
        ensure!(
            output.status.success(),
            "bobine {}: {}",
            args.join(" "),
            String::from_utf8_lossy(&output.stderr)
        );
        Ok(String::from_utf8(output.stdout)?)
    }
}

/// A running `bobine serve`; killed when dropped.
pub struct Server {
    pub child: Child,
    pub base: String,
    /// Its standard error (the log), kept for a look for panics.
    pub log: PathBuf,
}

fn free_port() -> anyhow::Result<u16> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.port())
}

impl Server {
    /// Starts `bobine serve` on a free port and waits until `/readyz` answers 200.
    pub async fn start(
        bin: &Bin,
        data_dir: &Path,
        database_url: Option<&str>,
        extra_env: &[(&str, &str)],
    ) -> anyhow::Result<Server> {
        Server::start_within(
            bin,
            data_dir,
            database_url,
            extra_env,
            Duration::from_secs(60),
        )
        .await
    }

    /// As `start`, waiting at most `patience` for `/readyz`: a first start on a large
    /// log projects all of it before it is ready.
    pub async fn start_within(
        bin: &Bin,
        data_dir: &Path,
        database_url: Option<&str>,
        extra_env: &[(&str, &str)],
        patience: Duration,
    ) -> anyhow::Result<Server> {
        let port = free_port()?;
        let log = data_dir
            .parent()
            .unwrap_or(data_dir)
            .join(format!("serve-{port}.log"));
        let mut command = bin.command(data_dir, database_url);
        command
            .arg("serve")
            .env("BOBINE_ADDR", format!("127.0.0.1:{port}"))
            .envs(extra_env.iter().copied())
            .stdout(Stdio::null())
            .stderr(std::fs::File::create(&log)?);
        let server = Server {
            child: command.spawn().context("bobine serve")?,
            base: format!("http://127.0.0.1:{port}"),
            log,
        };
        // Polled often with one client: the node section times a start to this answer.
        let client = reqwest::Client::new();
        let deadline = Instant::now() + patience;
        loop {
            if let Ok(r) = client.get(format!("{}/readyz", server.base)).send().await
                && r.status() == 200
            {
                return Ok(server);
            }
            if Instant::now() > deadline {
                bail!("bobine serve never became ready: {}", server.log_text());
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// Resident memory in MB.
    pub fn rss_mb(&self) -> f64 {
        rss_mb_of(self.pid())
    }

    /// The most memory it has held resident since it started, in MB (`VmHWM`).
    pub fn peak_mb(&self) -> f64 {
        status_mb(self.pid(), "VmHWM")
    }

    /// SIGTERM, as an operator stops the service: the node finishes the requests
    /// under way and exits; waits until it has.
    pub fn stop(&mut self) -> anyhow::Result<()> {
        let sent = Command::new("kill")
            .args(["-TERM", &self.pid().to_string()])
            .status()?;
        ensure!(sent.success(), "kill -TERM {}: {sent}", self.pid());
        let exited = self.child.wait()?;
        ensure!(exited.success(), "bobine serve stopped with {exited}");
        Ok(())
    }

    /// Whether `/healthz` answers 200 within two seconds.
    pub async fn healthy(&self) -> bool {
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(2))
            .build()
            .unwrap_or_default();
        matches!(client.get(format!("{}/healthz", self.base)).send().await,
            Ok(r) if r.status() == 200)
    }

    /// SIGKILL: no shutdown, no flush.
    pub fn kill9(&mut self) -> anyhow::Result<()> {
        self.child.kill()?;
        self.child.wait()?;
        Ok(())
    }

    pub fn log_text(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }

    /// Panics the node wrote to its log.
    pub fn panics(&self) -> usize {
        self.log_text().matches("panicked").count()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A client holding the operator token.
pub fn operator() -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert(
        reqwest::header::AUTHORIZATION,
        format!("Bearer {TOKEN}").parse().expect("a header value"),
    );
    reqwest::Client::builder()
        .default_headers(headers)
        .timeout(Duration::from_secs(30))
        .build()
        .expect("a client")
}

/// A signed-in member (not an admin) of the node: two accounts made admins by
/// `bobine admin create`, the second's rights taken back by the operator (the first
/// stays, as the last admin cannot be removed); a client holding its session cookie.
pub async fn member(
    bin: &Bin,
    server: &Server,
    data_dir: &Path,
    database_url: Option<&str>,
) -> anyhow::Result<reqwest::Client> {
    for email in ["admin@bobine.test", "membre@bobine.test"] {
        bin.run(
            data_dir,
            database_url,
            &["admin", "create", email],
            &[("BOBINE_ADMIN_PASSWORD", PASSWORD)],
        )?;
    }
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .timeout(Duration::from_secs(30))
        .build()?;
    let base = &server.base;
    sign_in(&client, base).await?;
    let session: Value = client
        .get(format!("{base}/api/auth/session"))
        .send()
        .await?
        .json()
        .await?;
    let id = session["user"]["id"].as_str().context("a session")?;
    let revoked = operator()
        .delete(format!("{base}/api/admin/users/{id}/admin"))
        .send()
        .await?;
    ensure!(
        revoked.status().is_success(),
        "revoke: {}",
        revoked.status()
    );
    // Taking rights back may end the sessions of the account: sign in again.
    sign_in(&client, base).await?;
    Ok(client)
}

async fn sign_in(client: &reqwest::Client, base: &str) -> anyhow::Result<()> {
    let signed_in = client
        .post(format!("{base}/api/auth/login"))
        .header("x-requested-with", "XMLHttpRequest")
        .json(&json!({"email": "membre@bobine.test", "password": PASSWORD}))
        .send()
        .await?;
    ensure!(
        signed_in.status().is_success(),
        "login: {}",
        signed_in.status()
    );
    Ok(())
}

/// p50 and p99 of `latencies` (milliseconds), sorted in place.
pub fn percentiles(latencies: &mut [f64]) -> (f64, f64) {
    latencies.sort_by(f64::total_cmp);
    let at = |q: f64| {
        latencies
            .get(((latencies.len() as f64 - 1.0) * q).round() as usize)
            .copied()
            .unwrap_or_default()
    };
    (at(0.50), at(0.99))
}

/// Drops the database at `url`, made by `create_database` for one scenario.
pub async fn drop_database(url: &str) -> anyhow::Result<()> {
    let name = url.rsplit('/').next().context("a database name")?;
    let mut admin =
        sqlx::PgConnection::connect(&bobine_store::testing::postgres_admin_url()).await?;
    sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
        .execute(&mut admin)
        .await?;
    Ok(())
}

/// Resident memory of process `pid` in MB, from /proc/<pid>/status.
pub fn rss_mb_of(pid: u32) -> f64 {
    status_mb(pid, "VmRSS")
}

/// The memory figure `field` (`VmRSS`, `VmHWM`...) of process `pid` in MB, from
/// /proc/<pid>/status.
fn status_mb(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix(field)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}
