//! What every handler can reach: the application node, and what only HTTP needs.

use std::ops::Deref;
use std::sync::{Arc, OnceLock};

use bobine_app::Node;
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

use crate::accounts::session::SessionKeys;
use crate::answers::cache::Answers;

/// Shared by every request; cheap to clone. It derefs to the [`Node`], so that a
/// handler reads `state.settings` or `state.read` directly.
#[derive(Clone)]
pub struct AppState {
    pub app: Arc<Node>,
    /// Signs and checks the session cookie. Shared: a request clones the state,
    /// and the keys are allocated.
    pub sessions: Arc<SessionKeys>,
    pub metrics: PrometheusHandle,
    /// Catalogue answers kept for the catalogue projection's current position.
    pub answers: Answers,
}

impl AppState {
    pub fn new(app: Arc<Node>) -> AppState {
        let secure = app.settings.public_url.starts_with("https://");
        AppState {
            sessions: Arc::new(SessionKeys::new(&app.secret, secure)),
            metrics: prometheus(),
            answers: Answers::default(),
            app,
        }
    }
}

impl Deref for AppState {
    type Target = Node;

    fn deref(&self) -> &Node {
        &self.app
    }
}

/// The process's one Prometheus recorder (several nodes in one test process share it).
fn prometheus() -> PrometheusHandle {
    static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();
    HANDLE
        .get_or_init(|| {
            let recorder = PrometheusBuilder::new().build_recorder();
            let handle = recorder.handle();
            // Only fails if another recorder was installed first; metrics then go there.
            let _ = metrics::set_global_recorder(recorder);
            handle
        })
        .clone()
}
