//! A running node: its log, its read models kept current, and its HTTP state.

use std::sync::{Arc, OnceLock};

use bobine_domain::views::VIEWS_TYPE;
use bobine_projections::search::SearchIndex;
use bobine_projections::{ReadDb, Runner, Running};
use bobine_store::{EventLog, Executor, FactAppender};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};
use tokio::sync::Notify;

use crate::accounts::captcha::Captchas;
use crate::accounts::mailer::Mailer;
use crate::accounts::session::SessionKeys;
use crate::settings::Settings;
use crate::state::AppState;

/// Events read from the log per projection batch.
const BATCH: u32 = 1_000;

/// A node: what `bobine serve` runs, and what tests start on a temporary directory.
/// Dropping it stops its projections.
pub struct Node {
    pub state: AppState,
    pub running: Running,
}

/// The node could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Log(#[from] bobine_store::LogError),
    #[error("read models: {0}")]
    Read(#[from] sqlx::Error),
    #[error("projections: {0}")]
    Projections(#[from] bobine_projections::ProjectionError),
    #[error("data directory: {0}")]
    Io(#[from] std::io::Error),
}

impl Node {
    pub async fn start(settings: Settings) -> Result<Node, StartError> {
        let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
        let read = ReadDb::open(&settings.data_dir).await?;
        let search = SearchIndex::new(&settings.data_dir);
        let secret = crate::secret::load_or_create(&settings.data_dir)?;
        let appended = Arc::new(Notify::new());
        let running = Runner {
            log: log.clone(),
            projectors: bobine_projections::all(&read, &search),
            appended: appended.clone(),
            poll: settings.poll_interval,
            batch: BATCH,
        }
        .start()
        .await?;
        let mailer = Mailer::new(
            settings.smtp_url.as_deref(),
            &settings.mail_from,
            &settings.data_dir,
        )?;
        let state = AppState {
            accounts: Arc::new(Executor::new(log.clone(), (), appended.clone())),
            claims: Arc::new(Executor::new(log.clone(), (), appended.clone())),
            admins: Arc::new(Executor::new(log.clone(), (), appended.clone())),
            sessions: SessionKeys::new(&secret, settings.public_url.starts_with("https://")),
            captchas: Arc::new(Captchas::new(&secret)),
            mailer,
            views: FactAppender::start(log.clone(), VIEWS_TYPE, appended.clone()),
            genres: Arc::new(Executor::new(log.clone(), (), appended.clone())),
            movies: Arc::new(Executor::new(log.clone(), (), appended.clone())),
            series: Arc::new(Executor::new(log.clone(), (), appended.clone())),
            settings: Arc::new(settings),
            log,
            read,
            search,
            projections: running.statuses.clone(),
            metrics: prometheus(),
            secret: Arc::new(secret),
        };
        Ok(Node { state, running })
    }

    pub fn router(&self) -> axum::Router {
        crate::router(self.state.clone())
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
