//! A node on a random port with a fresh log, and typed calls to it.

use std::sync::Arc;
use std::time::Duration;

use bobine_app::{Clock, Node, Settings};
use bobine_store::testing::{Backend, TestLog};
use serde_json::{Value, json};

pub const TOKEN: &str = "jeton-de-test";

pub struct TestApp {
    pub base: String,
    pub client: reqwest::Client,
    pub node: Arc<Node>,
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
        TestApp::spawn_clocked(backend, Clock::system(), tweak).await
    }

    /// A node whose workflows read the time from `clock` (a manual clock moves it).
    pub async fn spawn_clocked(
        backend: Backend,
        clock: Clock,
        tweak: impl FnOnce(&mut Settings),
    ) -> TestApp {
        let log = TestLog::new(backend).await;
        let mut settings = Settings::for_data_dir(log.data_dir());
        settings.database_url = log.database_url.clone();
        settings.admin_token = Some(TOKEN.into());
        settings.poll_interval = Duration::from_millis(50);
        // Tests of many databases share one PostgreSQL server, whose oldest open
        // transaction holds every reader back: under that load a read may need longer
        // than production's 2 s to see a write.
        settings.read_wait = Duration::from_secs(10);
        // Every test signs up from 127.0.0.1; the rate-limit test sets its own limit.
        settings.auth_rate_per_minute = 0;
        settings.view_rate_per_minute = 0;
        settings.visit_rate_per_minute = 0;
        settings.contact_rate_per_hour = 0;
        tweak(&mut settings);
        let node = Arc::new(
            Node::start_with(settings, clock)
                .await
                .expect("the node starts"),
        );
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let limits = bobine_api::ConnectionLimits::of(&node.settings);
        tokio::spawn(bobine_api::serve(
            listener,
            bobine_api::router(node.clone()),
            limits,
            std::future::pending(),
        ));
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

/// The error shape of docs/product.md, HTTP contract "Conventions", as (status, code, message).
pub fn error_of(answer: &Answer) -> (u16, String, String) {
    let error = &answer.body["error"];
    (
        answer.status,
        error["code"].as_str().unwrap_or_default().to_string(),
        error["message"].as_str().unwrap_or_default().to_string(),
    )
}

/// One browser: its own cookie jar, and the header the server asks of commands.
pub struct Browser<'a> {
    pub app: &'a TestApp,
    pub client: reqwest::Client,
}

impl Browser<'_> {
    pub fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        self.client
            .request(method, format!("{}{path}", self.app.base))
            .header("x-requested-with", "XMLHttpRequest")
    }

    pub async fn call(&self, method: reqwest::Method, path: &str, body: Option<Value>) -> Answer {
        let request = self.request(method, path);
        let request = match body {
            Some(body) => request.json(&body),
            None => request,
        };
        self.app.send(request).await
    }

    pub async fn get(&self, path: &str) -> Answer {
        self.call(reqwest::Method::GET, path, None).await
    }

    pub async fn post(&self, path: &str, body: Value) -> Answer {
        self.call(reqwest::Method::POST, path, Some(body)).await
    }

    /// A solved captcha: (id, answer).
    pub async fn captcha(&self) -> (String, String) {
        let answer = self.get("/api/captcha").await;
        let challenge: bobine_app::accounts::captcha::Challenge =
            serde_json::from_value(answer.body).unwrap();
        (
            challenge.id.clone(),
            bobine_app::accounts::captcha::solve(&challenge),
        )
    }

    /// Signs up with a solved captcha and `extra` fields.
    pub async fn register(&self, email: &str, password: &str, extra: Value) -> Answer {
        let (captcha_id, captcha_answer) = self.captcha().await;
        let mut body = json!({"email": email, "password": password, "password_confirmation": password,
            "captcha_id": captcha_id, "captcha_answer": captcha_answer});
        if let (Some(body), Some(extra)) = (body.as_object_mut(), extra.as_object()) {
            body.extend(extra.clone());
        }
        self.post("/api/auth/register", body).await
    }

    pub async fn login(&self, email: &str, password: &str) -> Answer {
        self.post(
            "/api/auth/login",
            json!({"email": email, "password": password}),
        )
        .await
    }

    /// The signed-in user's id, or None.
    pub async fn who(&self) -> Option<String> {
        let session = self.get("/api/auth/session").await;
        session.body["user"]["id"].as_str().map(String::from)
    }
}

impl TestApp {
    pub fn browser(&self) -> Browser<'_> {
        Browser {
            app: self,
            client: reqwest::Client::builder()
                .cookie_store(true)
                .build()
                .unwrap(),
        }
    }

    /// A new member, signed in in a browser of their own; answers it and their id.
    pub async fn member(&self, email: &str) -> (Browser<'_>, String) {
        let browser = self.browser();
        let answer = browser.register(email, "motdepasse", json!({})).await;
        assert_eq!(answer.status, 201, "{:?}", answer.body);
        let id = answer.body["user"]["id"].as_str().unwrap().to_string();
        (browser, id)
    }

    /// A member made admin with the operator token.
    pub async fn admin_member(&self, email: &str) -> (Browser<'_>, String) {
        let (browser, id) = self.member(email).await;
        let granted = self
            .send(self.admin(
                reqwest::Method::PUT,
                &format!("/api/admin/users/{id}/admin"),
            ))
            .await;
        assert_eq!(granted.status, 200, "{:?}", granted.body);
        (browser, id)
    }

    /// A member given the analyst role with the operator token.
    pub async fn analyst_member(&self, email: &str) -> (Browser<'_>, String) {
        let (browser, id) = self.member(email).await;
        let granted = self
            .send(self.admin(
                reqwest::Method::PUT,
                &format!("/api/admin/users/{id}/analyst"),
            ))
            .await;
        assert_eq!(granted.status, 200, "{:?}", granted.body);
        (browser, id)
    }

    /// The token of the newest mailed link to `to` whose URL contains `marker`
    /// (`access_token=` or `token=`), waiting a little for mail sent after answering.
    pub async fn mailed_token(&self, to: &str, marker: &str) -> Option<String> {
        for _ in 0..50 {
            if let Some(token) = self.newest_mailed_token(to, marker) {
                return Some(token);
            }
            tokio::time::sleep(Duration::from_millis(40)).await;
        }
        None
    }

    pub fn newest_mailed_token(&self, to: &str, marker: &str) -> Option<String> {
        let outbox = self.node.settings.data_dir.join("outbox");
        let mut mails: Vec<(std::time::SystemTime, String)> = std::fs::read_dir(outbox)
            .ok()?
            .filter_map(|entry| {
                let entry = entry.ok()?;
                let raw = std::fs::read_to_string(entry.path()).ok()?;
                // Mail bodies are quoted-printable: join soft line breaks, unescape '='.
                let text = raw.replace("=\r\n", "").replace("=3D", "=");
                Some((entry.metadata().ok()?.modified().ok()?, text))
            })
            .filter(|(_, text)| text.contains(&format!("To: {to}")) && text.contains(marker))
            .collect();
        mails.sort_by_key(|(modified, _)| *modified);
        let (_, text) = mails.pop()?;
        let start = text.find(marker)? + marker.len();
        let token: String = text[start..]
            .chars()
            .take_while(|c| c.is_ascii_hexdigit() || *c == '.')
            .collect();
        Some(token)
    }

    /// The mails sent to `to`, once the dispatcher has sent every mail queued.
    pub async fn mail_count(&self, to: &str) -> usize {
        assert!(
            bobine_app::mail::drained(&self.node, Duration::from_secs(10))
                .await
                .unwrap(),
            "the dispatcher sent every mail"
        );
        let outbox = self.node.settings.data_dir.join("outbox");
        std::fs::read_dir(outbox)
            .map(|dir| {
                dir.filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
                    .filter(|text| text.contains(&format!("To: {to}")))
                    .count()
            })
            .unwrap_or(0)
    }
}

impl TestApp {
    /// A second node on the same PostgreSQL log, sharing the first one's secret (so
    /// that it accepts its sessions), serving HTTP: answers its address, and the data
    /// directory to keep for the test's duration.
    pub async fn second_node(&self) -> (String, tempfile::TempDir) {
        let dir = tempfile::tempdir().unwrap();
        std::fs::copy(
            self._log.data_dir().join("secret.key"),
            dir.path().join("secret.key"),
        )
        .unwrap();
        let mut settings = Settings::for_data_dir(dir.path());
        settings.database_url = self._log.database_url.clone();
        settings.poll_interval = Duration::from_millis(50);
        let node = Arc::new(Node::start(settings).await.expect("the second node starts"));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let limits = bobine_api::ConnectionLimits::of(&node.settings);
        tokio::spawn(bobine_api::serve(
            listener,
            bobine_api::router(node),
            limits,
            std::future::pending(),
        ));
        (base, dir)
    }
}
