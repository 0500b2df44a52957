//! The `bobine` binary as an operator runs it: killed without warning, restarted,
//! exported and replayed.

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, create_database};
use serde_json::{Value, json};

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

fn bobine(data_dir: &std::path::Path, database_url: Option<&str>) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_bobine"));
    command
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default());
    command
        .env("BOBINE_DATA_DIR", data_dir)
        .env("BOBINE_ADMIN_TOKEN", TOKEN)
        .env("RUST_LOG", "warn");
    if let Some(url) = database_url {
        command.env("DATABASE_URL", url);
    }
    command
}

async fn serve(data_dir: &std::path::Path, database_url: Option<&str>) -> Server {
    let port = free_port();
    let child = bobine(data_dir, database_url)
        .arg("serve")
        .env("BOBINE_ADDR", format!("127.0.0.1:{port}"))
        .stdout(Stdio::null())
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

    let export = bobine(dir.path(), url.as_deref())
        .args(["events", "export"])
        .output()
        .unwrap();
    assert!(
        export.status.success(),
        "{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let lines: Vec<Value> = String::from_utf8(export.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
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
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("known: catalogue"));

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

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
