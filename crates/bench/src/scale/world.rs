//! A run's world: a log holding a generated catalogue, one to three `bobine serve`
//! processes on it (each its own data directory and port), and the members and
//! admins registered up front through the API, as a browser signs up.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::ensure;
use bobine_store::EventLog;
use bobine_store::testing::Backend;
use futures::StreamExt;
use serde_json::json;

use super::client::{Browser, Nodes, Tally};
use crate::fill::fill;
use crate::hardening::Bin;
use crate::hardening::process::{Server, TOKEN, drop_database};
use crate::{catalogue, lists};

/// Every member's password.
pub const PASSWORD: &str = "motdepasse";
/// What the nodes are set to: one client address (this process) signs everyone up
/// and in, so the per-address limits would refuse it.
const ENV: [(&str, &str); 3] = [
    ("BOBINE_AUTH_RATE_PER_MINUTE", "0"),
    ("BOBINE_VIEW_RATE_PER_MINUTE", "0"),
    ("BOBINE_VISIT_RATE_PER_MINUTE", "0"),
];
/// A first start projects the catalogue before it is ready.
const FIRST_START: Duration = Duration::from_secs(300);
/// Sign-ups under way at once, and the most captchas one may take.
const SIGN_UPS: usize = 8;
const SIGN_UP_ATTEMPTS: usize = 10;

pub struct World {
    pub backend: Backend,
    pub database_url: Option<String>,
    /// The log as this process reads it, for the accounting (PostgreSQL's pool; on
    /// SQLite each look opens the file, the node's writers owning it).
    pub log: Option<EventLog>,
    pub dirs: Vec<PathBuf>,
    pub servers: Vec<Server>,
    pub nodes: std::sync::Arc<Nodes>,
    /// The members' addresses, then the admins' and the probe's.
    pub members: Vec<String>,
    pub admins: Vec<String>,
    pub probe: String,
    pub films: u64,
    _root: tempfile::TempDir,
}

impl World {
    pub async fn start(
        bin: &Bin,
        backend: Backend,
        nodes: usize,
        members: usize,
        films: u64,
    ) -> anyhow::Result<World> {
        let database_url = match backend {
            Backend::Sqlite => None,
            Backend::Postgres => Some(bobine_store::testing::create_database().await),
        };
        let started =
            World::assemble(bin, backend, nodes, members, films, database_url.clone()).await;
        if let (Err(_), Some(url)) = (&started, &database_url) {
            drop_database(url).await?;
        }
        started
    }

    async fn assemble(
        bin: &Bin,
        backend: Backend,
        nodes: usize,
        members: usize,
        films: u64,
        database_url: Option<String>,
    ) -> anyhow::Result<World> {
        let root = tempfile::tempdir()?;
        let dirs: Vec<PathBuf> = (0..nodes)
            .map(|i| root.path().join(format!("node-{i}")))
            .collect();
        std::fs::create_dir_all(&dirs[0])?;
        let log = EventLog::open(database_url.as_deref(), &dirs[0]).await?;
        fill(&log, catalogue::rows(films).chain(lists::rows(films))).await?;
        let log = match log {
            EventLog::Sqlite(pools) => {
                // Closed before the node opens the file: its connections come first.
                pools.writes().close().await;
                pools.reads().close().await;
                None
            }
            postgres => Some(postgres),
        };
        let mut servers = Vec::new();
        for dir in &dirs {
            // Every node of a deployment shares the first one's `secret.key`, which
            // signs sessions (docs/operations.md, "Several nodes").
            if let Some(first) = servers.first().map(|_: &Server| dirs[0].join("secret.key")) {
                std::fs::create_dir_all(dir)?;
                std::fs::copy(first, dir.join("secret.key"))?;
            }
            servers.push(
                Server::start_within(bin, dir, database_url.as_deref(), &ENV, FIRST_START).await?,
            );
        }
        let nodes_list = Nodes::new(servers.iter().map(|s| s.base.clone()).collect());
        let mut world = World {
            backend,
            database_url,
            log,
            dirs,
            servers,
            nodes: nodes_list,
            members: (0..members)
                .map(|i| format!("membre{i}@exemple.fr"))
                .collect(),
            admins: (0..2).map(|i| format!("equipe{i}@exemple.fr")).collect(),
            probe: "sonde@exemple.fr".into(),
            films,
            _root: root,
        };
        if let Err(error) = world.sign_up().await {
            world.log.take();
            return Err(error);
        }
        Ok(world)
    }

    /// Every member, admin and the probe signed up on the first node, with a solved
    /// captcha; the admins made admins with the operator token.
    async fn sign_up(&mut self) -> anyhow::Result<()> {
        let first = Nodes::new(vec![self.servers[0].base.clone()]);
        let everyone: Vec<String> = self
            .members
            .iter()
            .chain(&self.admins)
            .chain([&self.probe])
            .cloned()
            .collect();
        let results: Vec<anyhow::Result<(String, String)>> = futures::stream::iter(everyone)
            .map(|email| {
                let first = first.clone();
                async move {
                    let browser = Browser::new(first, Tally::default())?;
                    // A sign-up refused as busy is sent again by the client with the
                    // same captcha, which a node takes once: a refused one starts over.
                    let mut answer = None;
                    for _ in 0..SIGN_UP_ATTEMPTS {
                        let challenge = browser.get("captcha", "/api/captcha").await;
                        let challenge: bobine_app::accounts::captcha::Challenge =
                            serde_json::from_value(challenge.body)?;
                        let tried = browser
                            .send(
                                "register",
                                reqwest::Method::POST,
                                "/api/auth/register",
                                json!({"email": email, "password": PASSWORD,
                                    "password_confirmation": PASSWORD, "captcha_id": challenge.id,
                                    "captcha_answer": bobine_app::accounts::captcha::solve(&challenge)}),
                            )
                            .await;
                        if tried.status == 201 {
                            answer = Some(tried);
                            break;
                        }
                        ensure!(
                            tried.body["error"]["code"] == "captcha_incorrect",
                            "sign-up of {email}: {}",
                            tried.body
                        );
                    }
                    let answer = answer.ok_or_else(|| anyhow::anyhow!("sign-up of {email}: always busy"))?;
                    let id = answer.body["user"]["id"].as_str().unwrap_or_default();
                    anyhow::Ok((email, id.to_string()))
                }
            })
            .buffer_unordered(SIGN_UPS)
            .collect()
            .await;
        let client = reqwest::Client::new();
        for result in results {
            let (email, id) = result?;
            if self.admins.contains(&email) {
                let granted = client
                    .put(format!(
                        "{}/api/admin/users/{id}/admin",
                        self.servers[0].base
                    ))
                    .bearer_auth(TOKEN)
                    .send()
                    .await?;
                ensure!(granted.status().is_success(), "admin rights for {email}");
            }
        }
        Ok(())
    }

    /// Stops the nodes and drops the run's database; the data directories go with
    /// the temporary directory.
    pub async fn finish(mut self) -> anyhow::Result<()> {
        for server in &mut self.servers {
            server.stop()?;
        }
        if let Some(EventLog::Postgres(pool)) = self.log.take() {
            pool.close().await;
        }
        if let Some(url) = &self.database_url {
            drop_database(url).await?;
        }
        Ok(())
    }
}
