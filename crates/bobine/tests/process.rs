//! The `bobine` binary as an operator runs it: killed without warning, restarted,
//! exported and replayed.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use bobine_domain::titles::TitleKind;
use bobine_projections::views::queries;
use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, create_database};
use serde_json::{Value, json};
use tokio::sync::Notify;

mod common;

const TOKEN: &str = "jeton";

struct Server {
    child: Child,
    base: String,
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// `bobine` with the admin token the tests sign their admin calls with.
fn bobine(data_dir: &std::path::Path, database_url: Option<&str>) -> Command {
    let mut command = common::bobine(data_dir, database_url);
    command.env("BOBINE_ADMIN_TOKEN", TOKEN);
    command
}

async fn serve(data_dir: &std::path::Path, database_url: Option<&str>) -> Server {
    serve_logging_to(data_dir, database_url, Stdio::inherit(), "warn").await
}

/// `bobine serve` with its log (standard error, filtered by `level`) sent to `log`.
async fn serve_logging_to(
    data_dir: &std::path::Path,
    database_url: Option<&str>,
    log: Stdio,
    level: &str,
) -> Server {
    let port = free_port();
    let child = bobine(data_dir, database_url)
        .arg("serve")
        .env("BOBINE_ADDR", format!("127.0.0.1:{port}"))
        // The burst below comes from one address, far past the per-address view limit.
        .env("BOBINE_VIEW_RATE_PER_MINUTE", "0")
        .env("RUST_LOG", level)
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .expect("bobine starts");
    let server = Server {
        child,
        base: format!("http://127.0.0.1:{port}"),
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Ok(r) = reqwest::get(format!("{}/readyz", server.base)).await
            && r.status() == 200
        {
            return server;
        }
        assert!(Instant::now() < deadline, "the server never became ready");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

async fn genres(server: &Server) -> Vec<Value> {
    let client = reqwest::Client::new();
    let response = client
        .get(format!("{}/api/genres", server.base))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap();
    response.json::<Vec<Value>>().await.unwrap()
}

on_both_backends! {
    a_server_killed_right_after_acknowledging_loses_nothing => killed_server;
    no_acknowledged_view_is_lost_when_the_server_is_killed_during_a_burst => killed_during_views;
}

async fn killed_server(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let url = match backend {
        Backend::Sqlite => None,
        Backend::Postgres => Some(create_database().await),
    };
    let mut server = serve(dir.path(), url.as_deref()).await;
    let client = reqwest::Client::new();
    let mut acknowledged = 0;
    for i in 0..25 {
        let response = client
            .post(format!("{}/api/admin/genres", server.base))
            .bearer_auth(TOKEN)
            .json(&json!({"name": format!("Genre {i}"), "category": "Films"}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 201);
        acknowledged += 1;
    }
    server.child.kill().unwrap(); // SIGKILL: no shutdown, no flush
    server.child.wait().unwrap();

    let mut restarted = serve(dir.path(), url.as_deref()).await;
    assert_eq!(genres(&restarted).await.len(), acknowledged);
    restarted.child.kill().unwrap();
    restarted.child.wait().unwrap();

    let lines = common::export_events(dir.path(), url.as_deref());
    assert_eq!(lines.len(), acknowledged);
    assert_eq!(lines[0]["event_type"], "GenreCreated");
    assert_eq!(lines[0]["metadata"]["actor"], "operator");
    let after = lines[9]["position"]
        .to_string()
        .trim_matches('"')
        .to_string();
    let tail = bobine(dir.path(), url.as_deref())
        .args(["events", "export", "--after", &after])
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(tail.stdout).unwrap().lines().count(),
        acknowledged - 10
    );

    let replay = bobine(dir.path(), url.as_deref())
        .args(["replay", "catalogue"])
        .output()
        .unwrap();
    assert!(
        replay.status.success(),
        "{}",
        String::from_utf8_lossy(&replay.stderr)
    );
    assert!(String::from_utf8_lossy(&replay.stdout).contains("25 events replayed"));
    let unknown = bobine(dir.path(), url.as_deref())
        .args(["replay", "nulle"])
        .output()
        .unwrap();
    assert!(!unknown.status.success());
    assert!(
        String::from_utf8_lossy(&unknown.stderr)
            .contains("known: accounts, sessions, security, catalogue")
    );

    let status = bobine(dir.path(), url.as_deref())
        .arg("projections")
        .output()
        .unwrap();
    let status = String::from_utf8(status.stdout).unwrap();
    assert!(
        status
            .lines()
            .any(|l| l.starts_with("catalogue") && l.trim_end().ends_with(" 0")),
        "{status}"
    );

    let server = serve(dir.path(), url.as_deref()).await;
    assert_eq!(
        genres(&server).await.len(),
        acknowledged,
        "the replayed projection serves the same rows"
    );
    drop(server);
}

/// Clients sending views at once, and the most each sends (the burst is bounded).
const VIEW_CLIENTS: usize = 64;
const VIEWS_PER_CLIENT: usize = 100;
/// The server is killed once this many views were acknowledged.
const KILL_AFTER: usize = 400;

async fn killed_during_views(backend: Backend) {
    let dir = tempfile::tempdir().unwrap();
    let url = match backend {
        Backend::Sqlite => None,
        Backend::Postgres => Some(create_database().await),
    };
    let mut server = serve(dir.path(), url.as_deref()).await;
    let created = reqwest::Client::new()
        .post(format!("{}/api/admin/movies", server.base))
        .bearer_auth(TOKEN)
        .json(&json!({"title": "Très regardé"}))
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    let title: uuid::Uuid = created.json::<Value>().await.unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    // The node serves views of titles its catalogue knows: wait until it knows this one.
    let deadline = Instant::now() + Duration::from_secs(10);
    while reqwest::Client::new()
        .get(format!("{}/api/movies/{title}", server.base))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap()
        .status()
        != 200
    {
        assert!(
            Instant::now() < deadline,
            "the film never reached the catalogue"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let views = format!("{}/api/movies/{title}/views", server.base);
    let sent = Arc::new(AtomicUsize::new(0));
    let acknowledged = Arc::new(AtomicUsize::new(0));
    let enough = Arc::new(Notify::new());
    let clients: Vec<_> = (0..VIEW_CLIENTS)
        .map(|_| {
            let (views, sent, acknowledged, enough) = (
                views.clone(),
                sent.clone(),
                acknowledged.clone(),
                enough.clone(),
            );
            tokio::spawn(async move {
                let client = reqwest::Client::new();
                for _ in 0..VIEWS_PER_CLIENT {
                    sent.fetch_add(1, Ordering::SeqCst);
                    let answer = client
                        .post(&views)
                        .header("x-requested-with", "XMLHttpRequest")
                        .send()
                        .await;
                    // Killed: this request and the next ones go unanswered.
                    let Ok(answer) = answer else { break };
                    let status = answer.status();
                    let Ok(body) = answer.json::<Value>().await else {
                        break;
                    };
                    assert!(status.is_success(), "{status} {body}");
                    assert!(body["position"].is_number() || body["position"].is_string());
                    if acknowledged.fetch_add(1, Ordering::SeqCst) + 1 == KILL_AFTER {
                        enough.notify_one();
                    }
                }
            })
        })
        .collect();
    tokio::time::timeout(Duration::from_secs(60), enough.notified())
        .await
        .expect("the burst reached the kill point");
    server.child.kill().unwrap(); // SIGKILL in the middle of the burst
    server.child.wait().unwrap();
    for client in clients {
        client.await.unwrap();
    }
    let (sent, acknowledged) = (
        sent.load(Ordering::SeqCst),
        acknowledged.load(Ordering::SeqCst),
    );
    assert!(
        acknowledged < VIEW_CLIENTS * VIEWS_PER_CLIENT,
        "the kill interrupted the burst"
    );

    let restarted = serve(dir.path(), url.as_deref()).await;
    let logged = || {
        let export = bobine(dir.path(), url.as_deref())
            .args(["events", "export"])
            .output()
            .unwrap();
        String::from_utf8(export.stdout)
            .unwrap()
            .lines()
            .filter(|l| l.contains("\"ViewCounted\""))
            .count() as i64
    };
    let in_log = logged();
    // The restarted node folds what the killed one committed; wait for it.
    let deadline = Instant::now() + Duration::from_secs(10);
    let mut projected = projected_views(dir.path(), title).await;
    while projected != in_log && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(50)).await;
        projected = projected_views(dir.path(), title).await;
    }
    assert!(
        projected >= acknowledged as i64,
        "{projected} views counted, {acknowledged} acknowledged: an acknowledged view was lost"
    );
    assert!(
        projected <= sent as i64,
        "{projected} views counted, only {sent} sent"
    );
    assert_eq!(
        projected, in_log,
        "the projection folds every view of the log"
    );
    drop(restarted);
}

/// A log that cannot be written (standard error on a full disk; `/dev/full` refuses
/// every write with "no space left") must not cost a single answer: every command
/// is still answered and stored.
#[tokio::test]
async fn a_node_whose_log_cannot_be_written_still_answers() {
    let dir = tempfile::tempdir().unwrap();
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let server = serve_logging_to(dir.path(), None, Stdio::from(full), "info").await;
    let client = reqwest::Client::new();
    for i in 0..5 {
        let response = client
            .post(format!("{}/api/admin/genres", server.base))
            .bearer_auth(TOKEN)
            .json(&json!({"name": format!("Genre {i}"), "category": "Films"}))
            .send()
            .await
            .expect("an answer, not a closed connection");
        assert_eq!(response.status(), 201);
    }
    let unknown = client
        .put(format!(
            "{}/api/admin/genres/{}",
            server.base,
            uuid::Uuid::now_v7()
        ))
        .bearer_auth(TOKEN)
        .json(&json!({"name": "Inconnu", "category": "Films"}))
        .send()
        .await
        .expect("a refusal is answered too");
    assert_eq!(unknown.status(), 404);
    // The projection catches up with the log shortly after the answers.
    let deadline = Instant::now() + Duration::from_secs(10);
    while genres(&server).await.len() < 5 {
        assert!(Instant::now() < deadline, "the five genres never showed");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The views total of a film, read from the node's read models as the API would.
async fn projected_views(data_dir: &std::path::Path, title: uuid::Uuid) -> i64 {
    let options = bobine_store::sqlite_options(&data_dir.join("read.db")).read_only(true);
    let pool = sqlx::SqlitePool::connect_with(options).await.unwrap();
    let total = queries::total(&pool, TitleKind::Movie, title)
        .await
        .unwrap();
    pool.close().await;
    total
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The node's resident memory, from /proc (kB).
fn resident_kb(child: &Child) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    status
        .lines()
        .find_map(|line| line.strip_prefix("VmRSS:"))
        .and_then(|kb| kb.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

/// Each sign-in hashes with 19 MiB of Argon2 memory (crates/app/src/passwords.rs):
/// a node keeps that memory for its hashing threads rather than taking and freeing
/// it each time, which left its resident memory growing by about 19 MiB a sign-in.
#[tokio::test]
async fn sign_ins_one_after_another_do_not_grow_the_nodes_memory() {
    let dir = tempfile::tempdir().unwrap();
    let (email, password) = ("admin@exemple.fr", "motdepasse-du-test");
    let created = bobine(dir.path(), None)
        .args(["admin", "create", email])
        .env("BOBINE_ADMIN_PASSWORD", password)
        .output()
        .unwrap();
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
    let mut server = serve(dir.path(), None).await;
    let client = reqwest::Client::new();
    let sign_in = || async {
        let response = client
            .post(format!("{}/api/auth/login", server.base))
            .header("X-Requested-With", "fetch")
            .json(&json!({"email": email, "password": password}))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200, "{}", response.text().await.unwrap());
    };
    // Two sign-ins first, so that the hashing threads have taken their memory.
    sign_in().await;
    sign_in().await;
    let before = resident_kb(&server.child);
    // Eight more: the most one address may make in a row.
    for _ in 0..8 {
        sign_in().await;
    }
    let grown = resident_kb(&server.child).saturating_sub(before);
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    assert!(
        grown < 30 * 1024,
        "resident memory grew by {grown} kB over eight sign-ins"
    );
}
