// Each test binary uses only part of these helpers.
#![allow(dead_code)]

//! A node on a random port with a fresh log, and typed calls to it.

use std::net::SocketAddr;
use std::time::Duration;

use bobine_api::{Node, Settings};
use bobine_store::testing::{Backend, TestLog};
use serde_json::{Value, json};

pub const TOKEN: &str = "jeton-de-test";

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub node: Node,
    /// Keeps the data directory (and names the database) for the test's duration.
    pub _log: TestLog,
}

pub struct Answer {
    pub status: u16,
    pub body: Value,
    pub set_cookie: Vec<String>,
}

impl TestApp {
    pub async fn spawn(backend: Backend) -> TestApp {
        TestApp::spawn_with(backend, |_| {}).await
    }

    pub async fn spawn_with(backend: Backend, tweak: impl FnOnce(&mut Settings)) -> TestApp {
        let log = TestLog::new(backend).await;
        let mut settings = Settings::for_data_dir(log.data_dir());
        settings.database_url = log.database_url.clone();
        settings.admin_token = Some(TOKEN.into());
        settings.poll_interval = Duration::from_millis(50);
        tweak(&mut settings);
        let node = Node::start(settings).await.expect("the node starts");
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let app = node
            .router()
            .into_make_service_with_connect_info::<SocketAddr>();
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        let client = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        TestApp {
            base: format!("http://{addr}"),
            client,
            node,
            _log: log,
        }
    }

    pub async fn send(&self, request: reqwest::RequestBuilder) -> Answer {
        let response = request.send().await.expect("the server answers");
        let status = response.status().as_u16();
        let set_cookie = response
            .headers()
            .get_all("set-cookie")
            .iter()
            .map(|v| v.to_str().unwrap().to_string())
            .collect();
        let text = response.text().await.unwrap();
        let body = serde_json::from_str(&text).unwrap_or(Value::String(text));
        Answer {
            status,
            body,
            set_cookie,
        }
    }

    pub fn admin(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{path}", self.base))
            .bearer_auth(TOKEN)
    }

    pub fn get(&self, path: &str) -> reqwest::RequestBuilder {
        self.client.get(format!("{}{path}", self.base))
    }

    pub async fn create_genre(&self, name: &str, category: &str) -> Answer {
        self.send(
            self.admin(reqwest::Method::POST, "/api/admin/genres")
                .json(&json!({"name": name, "category": category})),
        )
        .await
    }

    pub async fn genres(&self) -> Vec<Value> {
        let answer = self.send(self.get("/api/genres").bearer_auth(TOKEN)).await;
        assert_eq!(answer.status, 200, "{:?}", answer.body);
        answer.body.as_array().unwrap().clone()
    }
}

/// The error shape of API.md, as (status, code, message).
pub fn error_of(answer: &Answer) -> (u16, String, String) {
    let error = &answer.body["error"];
    (
        answer.status,
        error["code"].as_str().unwrap_or_default().to_string(),
        error["message"].as_str().unwrap_or_default().to_string(),
    )
}
