//! kill -9 in the middle of a burst of views and admin commands, on each backend:
//! what was acknowledged, what the log stored, and whether read models replayed
//! from the log answer as the live ones did.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use anyhow::{Context, ensure};
use bobine_domain::titles::TitleKind;
use bobine_projections::views::queries;
use bobine_store::testing::{Backend, create_database};
use serde_json::{Value, json};
use tokio::sync::Notify;
use uuid::Uuid;

use super::process::{Bin, Server, drop_database, operator};
use super::{Row, Rows};

const VIEW_CLIENTS: usize = 64;
const COMMAND_CLIENTS: usize = 4;
/// The most each client sends: the burst is bounded.
const PER_CLIENT: usize = 100;
/// The node is killed once this many requests were acknowledged.
const KILL_AFTER: usize = 400;

pub async fn run(bin: &Bin, rows: &mut Rows) -> anyhow::Result<()> {
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let dir = tempfile::tempdir()?;
        let data = dir.path().join("data");
        let url = match backend {
            Backend::Sqlite => None,
            Backend::Postgres => Some(create_database().await),
        };
        let url = url.as_deref();
        let env = [("BOBINE_VIEW_RATE_PER_MINUTE", "0")];
        let mut server = Server::start(bin, &data, url, &env).await?;
        let film = film(&server).await?;
        let (acknowledged, sent) = burst(&mut server, film).await?;

        let export = bin.run(&data, url, &["events", "export"], &[])?;
        let stored = |kind: &str| {
            export
                .lines()
                .filter(|l| l.contains(&format!("\"{kind}\"")))
                .count()
        };
        let (views, genres) = (stored("ViewCounted"), stored("GenreCreated"));
        let restarted = Server::start(bin, &data, url, &env).await?;
        let live = read_models(&restarted, &data, film, views).await?;
        drop(restarted);
        for projection in projections(bin, &data, url)? {
            bin.run(&data, url, &["replay", &projection], &[])?;
        }
        let restarted = Server::start(bin, &data, url, &env).await?;
        let replayed = read_models(&restarted, &data, film, views).await?;
        let panics = server.panics() + restarted.panics();
        drop(restarted);
        if let Some(url) = url {
            drop_database(url).await?;
        }

        let name = format!("kill -9 during a burst ({})", backend_name(backend));
        println!(
            "hardening: {name}: views {} acknowledged / {views} stored / {} sent; commands {} acknowledged / {genres} stored; replay identical {}; panics {panics}",
            acknowledged.0,
            sent,
            acknowledged.1,
            live == replayed
        );
        let kept = acknowledged.0 <= views && acknowledged.1 <= genres && views + genres <= sent;
        rows.push(Row::new(
            &name,
            "views, commands: acknowledged / stored",
            format!(
                "{} / {views}, {} / {genres}",
                acknowledged.0, acknowledged.1
            ),
            format!("{sent} sent"),
            if kept {
                "acknowledged ≤ stored: yes"
            } else {
                "acknowledged ≤ stored: **no**"
            },
        ));
        rows.push(Row::new(
            &name,
            "read models after `bobine replay` of every projection",
            if live == replayed {
                "identical"
            } else {
                "**differ**"
            },
            "the live read models after restart",
            "",
        ));
    }
    Ok(())
}

fn backend_name(backend: Backend) -> &'static str {
    match backend {
        Backend::Sqlite => "SQLite",
        Backend::Postgres => "PostgreSQL",
    }
}

/// A film the burst views, once the node's catalogue knows it.
async fn film(server: &Server) -> anyhow::Result<Uuid> {
    let created = operator()
        .post(format!("{}/api/admin/movies", server.base))
        .json(&json!({"title": "Très regardé"}))
        .send()
        .await?;
    ensure!(created.status() == 201, "film: {}", created.status());
    let id: Uuid = created.json::<Value>().await?["id"]
        .as_str()
        .context("an id")?
        .parse()?;
    let deadline = Instant::now() + Duration::from_secs(10);
    while operator()
        .get(format!("{}/api/movies/{id}", server.base))
        .send()
        .await?
        .status()
        != 200
    {
        ensure!(
            Instant::now() < deadline,
            "the film never reached the catalogue"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    Ok(id)
}

/// Views and new genres from many clients; SIGKILL after `KILL_AFTER`
/// acknowledgements. Answers (views, commands) acknowledged and requests sent.
async fn burst(server: &mut Server, film: Uuid) -> anyhow::Result<((usize, usize), usize)> {
    let sent = Arc::new(AtomicUsize::new(0));
    let views = Arc::new(AtomicUsize::new(0));
    let commands = Arc::new(AtomicUsize::new(0));
    let enough = Arc::new(Notify::new());
    let clients: Vec<_> = (0..VIEW_CLIENTS + COMMAND_CLIENTS)
        .map(|c| {
            let base = server.base.clone();
            let (sent, enough) = (sent.clone(), enough.clone());
            let counter = if c < VIEW_CLIENTS {
                views.clone()
            } else {
                commands.clone()
            };
            let (views, commands) = (views.clone(), commands.clone());
            tokio::spawn(async move {
                let client = operator();
                for n in 0..PER_CLIENT {
                    sent.fetch_add(1, Ordering::SeqCst);
                    let request = if c < VIEW_CLIENTS {
                        reqwest::Client::new()
                            .post(format!("{base}/api/movies/{film}/views"))
                            .header("x-requested-with", "XMLHttpRequest")
                    } else {
                        client
                            .post(format!("{base}/api/admin/genres"))
                            .json(&json!({"name": format!("Genre {c}-{n}"), "category": "Films"}))
                    };
                    // Killed: this request and the next ones go unanswered.
                    let Ok(answer) = request.send().await else {
                        break;
                    };
                    let ok = answer.status().is_success();
                    if answer.bytes().await.is_err() {
                        break;
                    }
                    if ok {
                        counter.fetch_add(1, Ordering::SeqCst);
                        if views.load(Ordering::SeqCst) + commands.load(Ordering::SeqCst)
                            == KILL_AFTER
                        {
                            enough.notify_one();
                        }
                    }
                }
            })
        })
        .collect();
    tokio::time::timeout(Duration::from_secs(60), enough.notified())
        .await
        .context("the burst never reached the kill point")?;
    server.kill9()?;
    for client in clients {
        client.await?;
    }
    Ok((
        (
            views.load(Ordering::SeqCst),
            commands.load(Ordering::SeqCst),
        ),
        sent.load(Ordering::SeqCst),
    ))
}

/// The projections `bobine projections` lists.
fn projections(bin: &Bin, data: &Path, url: Option<&str>) -> anyhow::Result<Vec<String>> {
    let status = bin.run(data, url, &["projections"], &[])?;
    Ok(status
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with("log head"))
        .filter_map(|l| l.split_whitespace().next().map(str::to_string))
        .collect())
}

/// What the node answers once it folded the `views` stored views: the genres (as
/// the admin list shows them), the film and its view total.
async fn read_models(
    server: &Server,
    data: &Path,
    film: Uuid,
    views: usize,
) -> anyhow::Result<(Value, Value, i64)> {
    let deadline = Instant::now() + Duration::from_secs(30);
    let mut total = views_total(data, film).await?;
    while total != views as i64 && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
        total = views_total(data, film).await?;
    }
    let get = |path: String| async move {
        operator()
            .get(format!("{}{path}", server.base))
            .send()
            .await?
            .json::<Value>()
            .await
    };
    Ok((
        get("/api/admin/genres".into()).await?,
        get(format!("/api/movies/{film}")).await?,
        total,
    ))
}

/// The views total of a film, read from the node's read models as the API would.
async fn views_total(data: &Path, film: Uuid) -> anyhow::Result<i64> {
    let options = bobine_store::sqlite_options(&data.join("read.db")).read_only(true);
    let pool = sqlx::SqlitePool::connect_with(options).await?;
    let total = queries::total(&pool, TitleKind::Movie, film).await?;
    pool.close().await;
    Ok(total)
}
