//! What every handler can reach.

use std::sync::Arc;

use bobine_domain::accounts::{Account, EmailClaim};
use bobine_domain::admins::Admins;
use bobine_domain::genres::Genres;
use bobine_domain::movies::Movie;
use bobine_domain::series::Series;
use bobine_projections::search::SearchIndex;
use bobine_projections::{ReadDb, Statuses};
use bobine_store::{EventLog, Executor, FactAppender};
use metrics_exporter_prometheus::PrometheusHandle;

use crate::accounts::captcha::Captchas;
use crate::accounts::mailer::Mailer;
use crate::accounts::session::SessionKeys;
use crate::settings::Settings;

/// Shared by every request; cheap to clone.
#[derive(Clone)]
pub struct AppState {
    pub settings: Arc<Settings>,
    pub log: EventLog,
    pub read: ReadDb,
    /// The search projection's index (suggestions, search page).
    pub search: SearchIndex,
    pub projections: Statuses,
    pub accounts: Arc<Executor<Account>>,
    /// Owners of e-mail addresses (uniqueness).
    pub claims: Arc<Executor<EmailClaim>>,
    /// The set of admins (never empty once it has one).
    pub admins: Arc<Executor<Admins>>,
    pub sessions: SessionKeys,
    pub captchas: Arc<Captchas>,
    pub mailer: Mailer,
    pub genres: Arc<Executor<Genres>>,
    pub movies: Arc<Executor<Movie>>,
    pub series: Arc<Executor<Series>>,
    /// Appends view counts in group commits (the hot path).
    pub views: FactAppender,
    pub metrics: PrometheusHandle,
    /// Keys the hash of client addresses kept in event metadata, the e-mail claim
    /// ids, and (derived) the session and captcha keys.
    pub secret: Arc<Vec<u8>>,
}
