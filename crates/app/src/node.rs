//! A node: its log, its read models kept current, one executor per aggregate, and
//! the services the workflows share, built once. `bobine serve` and the tests start
//! one; the command line opens one without projections.

use std::sync::Arc;

use bobine_domain::accounts::{Account, EmailClaim};
use bobine_domain::admins::Admins;
use bobine_domain::analyst_projections::AnalystProjection;
use bobine_domain::genres::Genres;
use bobine_domain::library::Library;
use bobine_domain::mail::Mail;
use bobine_domain::moderation::{Appeal, ContentRequest, Report, RequestQuota};
use bobine_domain::movies::Movie;
use bobine_domain::popups::PopupBoard;
use bobine_domain::progress::PROGRESS_TYPE;
use bobine_domain::rebuilds::ProjectionRebuild;
use bobine_domain::series::Series;
use bobine_domain::views::VIEWS_TYPE;
use bobine_domain::visits::VISITS_TYPE;
use bobine_projections::analysts::{AnalystProjections, AnalystSettings};
use bobine_projections::catalogue::Catalogue;
use bobine_projections::catalogue::queries::facts::ListIndex;
use bobine_projections::catalogue::queries::similar::SimilarIndex;
use bobine_projections::search::SearchIndex;
use bobine_projections::{Projector, ReadDb, Runner, Running, SqlProjection, Statuses};
use bobine_store::{Commits, EventLog, Executor, FactAppender, Listening, Position};
use tokio::sync::Notify;

use crate::accounts::captcha::Captchas;
use crate::accounts::mailer::Mailer;
use crate::clock::Clock;
use crate::integrity::{ChainTasks, Checker, Integrity, IntegrityReport};
use crate::log::rebuild_progress::Rebuilds;
use crate::log::retention::Retention;
use crate::mail::dispatcher::{Dispatcher, Sending};
use crate::moderation::digest::{DigestTask, Digests};
use crate::passwords::Passwords;
use crate::settings::Settings;

/// Events read from the log per projection batch.
const BATCH: u32 = 1_000;

/// A node. Dropping it stops its projections.
pub struct Node {
    pub settings: Settings,
    pub log: EventLog,
    pub read: ReadDb,
    /// The search projection's index (suggestions, search page).
    pub search: SearchIndex,
    /// Every film's similar-films facts, in memory (docs/adr/0026).
    pub similar: SimilarIndex,
    /// Every title's list facts, in memory (docs/adr/0046-catalogue-lists-from-memory.md).
    pub lists: ListIndex,
    /// Each projection's position (read-your-writes, readiness).
    pub projections: Statuses,
    /// Every projection of this node, in the order they run (status, rebuilds).
    pub projectors: Vec<Arc<dyn Projector>>,
    /// The rebuilds an admin started on this node.
    pub rebuilds: Rebuilds,
    /// Keys the hash of client addresses kept in event metadata, the e-mail claim
    /// ids, and (derived) the session and captcha keys.
    pub secret: Arc<Vec<u8>>,
    pub clock: Clock,
    pub captchas: Captchas,
    pub(crate) mailer: Mailer,
    pub(crate) passwords: Passwords,
    /// Shared with the overdue digest's task, which reads each admin's choice.
    pub(crate) accounts: Arc<Executor<Account>>,
    /// Owners of e-mail addresses (uniqueness).
    pub(crate) claims: Executor<EmailClaim>,
    /// The set of admins, through which every grant and revocation goes.
    pub(crate) admins: Executor<Admins>,
    pub(crate) genres: Executor<Genres>,
    pub(crate) movies: Executor<Movie>,
    pub(crate) series: Executor<Series>,
    pub(crate) reports: Executor<Report>,
    pub(crate) requests: Executor<ContentRequest>,
    /// Each member's requests per Paris week (the weekly limit).
    pub(crate) quotas: Executor<RequestQuota>,
    /// Banned members' appeals, one stream per ban.
    pub(crate) appeals: Executor<Appeal>,
    /// The login messages, of which at most one is active.
    pub(crate) popups: Executor<PopupBoard>,
    /// Appends view counts in group commits (the hot path).
    pub(crate) views: FactAppender,
    /// Appends watch progress in group commits (the hot path of playback).
    pub(crate) progress: FactAppender,
    /// Members' favourites.
    pub(crate) library: Executor<Library>,
    /// The record of each projection's rebuilds.
    pub(crate) rebuild_records: Executor<ProjectionRebuild>,
    /// Appends visits in group commits (one per visitor and day).
    pub(crate) visits: FactAppender,
    /// Analysts' projections: their definitions, and their copies on this node
    /// (none on a node of the command line).
    pub analysts: Option<AnalystProjections>,
    pub(crate) analyst_definitions: Executor<AnalystProjection>,
    /// The last walk of the log's hash chain (docs/adr/0037).
    pub integrity: Integrity,
    /// The mails Bobine owes; shared with the dispatcher, which records outcomes.
    pub(crate) mails: Arc<Executor<Mail>>,
    _running: Option<Running>,
    _warming: Option<Warming>,
    _chain: Option<ChainTasks>,
    /// Archives superseded playback positions (docs/adr/0051-superseded-facts-archived.md).
    _retention: Option<Retention>,
    /// Sends the mails of the log (docs/adr/0044-mail-dispatcher.md).
    _dispatcher: Option<Dispatcher>,
    /// Queues the admins' daily digest of overdue moderation work (docs/adr/0049).
    _digest: Option<DigestTask>,
    /// Told of other nodes' commits on PostgreSQL (docs/adr/0043).
    _listening: Option<Listening>,
}

/// Loads the similar-films and lists indexes once the projections are ready, so that
/// no member waits for their first load (about a second each at 200,000 films).
/// Stops with the node.
struct Warming(tokio::task::JoinHandle<()>);

impl Warming {
    fn indexes(node: &Node) -> Warming {
        let (similar, lists, reads, statuses) = (
            node.similar.clone(),
            node.lists.clone(),
            node.read.reads().clone(),
            node.projections.clone(),
        );
        Warming(tokio::spawn(async move {
            while !statuses.ready() {
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
            let at = statuses.position(Catalogue.name()).unwrap_or_default();
            if let Err(error) = similar.load(&reads, at).await {
                tracing::warn!(%error, "similar films: the index will load on first use");
            }
            if let Err(error) = lists.load(&reads, at).await {
                tracing::warn!(%error, "lists: the index will load on first use");
            }
        }))
    }
}

impl Drop for Warming {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// The node could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    #[error(transparent)]
    Log(#[from] bobine_store::LogError),
    #[error("projections: {0}")]
    Projections(#[from] bobine_projections::ProjectionError),
    #[error("data directory: {0}")]
    Io(#[from] std::io::Error),
    #[error(
        "the data directory {path} is not writable ({cause}): give the user running Bobine write access to it, or set BOBINE_DATA_DIR"
    )]
    NotWritable { path: String, cause: std::io::Error },
}

/// Fails at once, with a message naming the folder, when the data directory cannot be
/// written: the log, the read models and the search index would each fail later with
/// a message of their own.
fn check_writable(data_dir: &std::path::Path) -> Result<(), StartError> {
    let not_writable = |cause| StartError::NotWritable {
        path: data_dir.display().to_string(),
        cause,
    };
    std::fs::create_dir_all(data_dir).map_err(not_writable)?;
    let probe = data_dir.join(".bobine-write-check");
    std::fs::write(&probe, b"").map_err(not_writable)?;
    std::fs::remove_file(&probe).map_err(not_writable)
}

impl Node {
    /// A serving node on the system clock: its projections run until it is dropped.
    pub async fn start(settings: Settings) -> Result<Node, StartError> {
        Node::start_with(settings, Clock::system()).await
    }

    /// A serving node whose workflows read the time from `clock`.
    pub async fn start_with(settings: Settings, clock: Clock) -> Result<Node, StartError> {
        check_writable(&settings.data_dir)?;
        let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
        let read = ReadDb::open(&settings.data_dir).await?;
        let search = SearchIndex::new(&settings.data_dir);
        // This node's commits wake `committed`; its readers wait on `appended`, which
        // the relay wakes after each of them and after each other node's
        // (docs/adr/0043-appends-notified.md).
        let committed = Arc::new(Notify::new());
        let appended = Arc::new(Notify::new());
        let projectors = bobine_projections::all(&read, &search);
        let running = Runner {
            log: log.clone(),
            projectors: projectors.clone(),
            appended: appended.clone(),
            poll: settings.poll_interval,
            batch: BATCH,
            rebuild_behind: bobine_projections::REBUILD_BEHIND,
        }
        .start()
        .await?;
        let analysts = AnalystProjections::start(
            log.clone(),
            appended.clone(),
            AnalystSettings {
                dir: bobine_projections::analysts::directory(&settings.data_dir),
                max_bytes: u64::from(settings.analyst_projection_max_mb) << 20,
                poll: settings.poll_interval,
                batch: BATCH,
            },
        )
        .await?;
        let mut node = Node::assemble(
            settings,
            clock,
            log,
            read,
            search,
            projectors,
            committed.clone(),
        )?;
        node._listening = Some(node.log.listen(committed, appended.clone()));
        node._chain = Some(ChainTasks::start(
            node.log.clone(),
            appended.clone(),
            node.settings.poll_interval,
            node.checker(),
            node.settings.integrity_check_interval,
        ));
        node.analysts = Some(analysts);
        node.projections = running.statuses.clone();
        node._running = Some(running);
        node._warming = Some(Warming::indexes(&node));
        node._retention = node
            .settings
            .progress_retention
            .map(|retention| Retention::start(node.log.clone(), node.clock.clone(), retention));
        node._dispatcher = Some(Dispatcher::start(Sending {
            log: node.log.clone(),
            mails: node.mails.clone(),
            read: node.read.clone(),
            statuses: node.projections.clone(),
            appended,
            clock: node.clock.clone(),
            settings: node.settings.clone(),
            secret: node.secret.clone(),
            mailer: node.mailer.clone(),
        }));
        node._digest = Some(DigestTask::start(node.digests()));
        Ok(node)
    }

    /// A node for one command of the command line: the same workflows, without
    /// projections (the serving nodes fold what it appends).
    pub async fn open(settings: Settings) -> Result<Node, StartError> {
        Node::open_with(settings, Clock::system()).await
    }

    /// A node of the command line whose workflows read the time from `clock`.
    pub async fn open_with(settings: Settings, clock: Clock) -> Result<Node, StartError> {
        check_writable(&settings.data_dir)?;
        let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
        let read = ReadDb::open(&settings.data_dir).await?;
        let search = SearchIndex::new(&settings.data_dir);
        let appended = Arc::new(Notify::new());
        let projectors = bobine_projections::all(&read, &search);
        Node::assemble(settings, clock, log, read, search, projectors, appended)
    }

    /// `committed`: woken after each commit of this node's executors and appenders.
    fn assemble(
        settings: Settings,
        clock: Clock,
        log: EventLog,
        read: ReadDb,
        search: SearchIndex,
        projectors: Vec<Arc<dyn Projector>>,
        committed: Arc<Notify>,
    ) -> Result<Node, StartError> {
        let secret = crate::secret::load_or_create(&settings.data_dir)?;
        let mailer = Mailer::new(
            settings.smtp_url.as_deref(),
            settings.smtp_ca_file.as_deref(),
            &settings.mail_from,
            &settings.data_dir,
        )?;
        let commits = Commits::start(log.clone());
        Ok(Node {
            accounts: Arc::new(Executor::new(&commits, (), committed.clone())),
            claims: Executor::new(&commits, (), committed.clone()),
            admins: Executor::new(&commits, (), committed.clone()),
            genres: Executor::new(&commits, (), committed.clone()),
            movies: Executor::new(&commits, (), committed.clone()),
            series: Executor::new(&commits, (), committed.clone()),
            reports: Executor::new(&commits, (), committed.clone()),
            requests: Executor::new(&commits, (), committed.clone()),
            quotas: Executor::new(&commits, (), committed.clone()),
            popups: Executor::new(&commits, (), committed.clone()),
            library: Executor::new(&commits, (), committed.clone()),
            appeals: Executor::new(&commits, (), committed.clone()),
            rebuild_records: Executor::new(&commits, (), committed.clone()),
            analyst_definitions: Executor::new(&commits, (), committed.clone()),
            mails: Arc::new(Executor::new(&commits, (), committed.clone())),
            analysts: None,
            views: FactAppender::start(log.clone(), VIEWS_TYPE, committed.clone()),
            progress: FactAppender::start(log.clone(), PROGRESS_TYPE, committed.clone()),
            visits: FactAppender::start(log.clone(), VISITS_TYPE, committed),
            captchas: Captchas::new(&secret),
            mailer,
            passwords: Passwords::per_core(),
            secret: Arc::new(secret),
            clock,
            settings,
            log,
            read,
            search,
            similar: SimilarIndex::default(),
            lists: ListIndex::default(),
            projections: Statuses::default(),
            projectors,
            rebuilds: Rebuilds::default(),
            integrity: Integrity::default(),
            _running: None,
            _warming: None,
            _chain: None,
            _retention: None,
            _dispatcher: None,
            _digest: None,
            _listening: None,
        })
    }

    /// Waits until this node's projections have applied `position`, so that the very
    /// next request sees a change that decides access (a sign-in, a ban, a new
    /// session version), whichever node-local read it makes.
    pub async fn settle(&self, position: Position) {
        if !self
            .projections
            .wait_for(position, self.settings.read_wait)
            .await
        {
            tracing::warn!(%position, "projections did not reach a command's position in time");
        }
    }

    /// Walks the log's hash chain now, as the node does every
    /// `BOBINE_INTEGRITY_CHECK_MINUTES`, and keeps the verdict for
    /// `GET /api/admin/integrity`.
    pub async fn check_integrity(&self) -> Result<IntegrityReport, bobine_store::LogError> {
        self.checker().check().await
    }

    fn checker(&self) -> Checker {
        Checker {
            log: self.log.clone(),
            data_dir: self.settings.data_dir.clone(),
            integrity: self.integrity.clone(),
            clock: self.clock.clone(),
        }
    }

    /// What the overdue digest needs of this node (its task holds a copy).
    pub(crate) fn digests(&self) -> Digests {
        Digests {
            log: self.log.clone(),
            read: self.read.clone(),
            statuses: self.projections.clone(),
            accounts: self.accounts.clone(),
            mails: self.mails.clone(),
            clock: self.clock.clone(),
            settings: self.settings.clone(),
        }
    }

    /// The id of the claim stream of a normalised address.
    pub(crate) fn claim_id(&self, email: &str) -> String {
        crate::accounts::tokens::email_claim_id(&self.secret, email)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_data_directory_that_cannot_be_written_is_refused_at_start_with_its_name() {
        // A folder under a file cannot be made, whoever runs the test (root included,
        // for whom permissions would not stop a write).
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("file"), b"").unwrap();
        let data = dir.path().join("file").join("data");
        let error = Node::start(Settings::for_data_dir(&data))
            .await
            .err()
            .unwrap();
        let message = error.to_string();
        assert!(message.contains("is not writable"), "{message}");
        assert!(message.contains(&data.display().to_string()), "{message}");
    }
}
