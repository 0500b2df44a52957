//! The one error of the application layer: what kind of failure it is (the HTTP
//! interface turns the kind into a status), a stable code and the French message.

use bobine_domain::accounts::{AccountError, ClaimError, PasswordError};
use bobine_domain::admins::AdminsError;
use bobine_domain::genres::GenreError;
use bobine_domain::moderation::{QuotaError, ReportError, RequestError};
use bobine_domain::movies::MovieError;
use bobine_domain::popups::PopupError;
use bobine_domain::rebuilds::RebuildError;
use bobine_domain::series::SeriesError;
use bobine_projections::ProjectionError;
use bobine_projections::accounts::queries::BanView;
use bobine_projections::catalogue::queries::list::ListError;
use bobine_projections::search::SearchError;
use bobine_store::CommandError;

/// What went wrong, as a caller branches on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// A rule refused the input (a form field, usually).
    Invalid,
    NotFound,
    /// The state does not allow it: taken, already there, changed concurrently.
    Conflict,
    /// Nobody is signed in, or the credentials are wrong.
    Unauthenticated,
    Forbidden,
    /// A banned member (the error carries the ban).
    Banned,
    RateLimited,
    /// The node is saturated (password hashing): try again in a moment.
    Busy,
    /// The request itself cannot be read.
    Malformed,
    /// The disk holding the log or the read models is full: nothing was written.
    StorageFull,
    /// A failure of ours, logged, never explained to the client.
    Internal,
}

/// An error of a workflow.
#[derive(Debug, Clone, PartialEq)]
pub struct AppError {
    pub kind: ErrorKind,
    /// Stable, snake_case: what a client branches on.
    pub code: &'static str,
    /// The exact French text to show.
    pub message: String,
    /// The form field at fault, for validation errors.
    pub field: Option<String>,
    /// The ban in force, on a `banned` error (boxed: errors travel in `Result`s).
    pub ban: Option<Box<BanView>>,
}

/// The generic text of the specification for anything unexpected.
pub const UNEXPECTED: &str = "Une erreur est survenue";

/// The message of a write refused because the node's disk is full.
pub const STORAGE_FULL: &str = "Le serveur manque d'espace disque : votre demande n'a pas été enregistrée. Veuillez réessayer plus tard.";

/// The message of a workflow refused because the node is saturated.
pub const BUSY: &str = "Le serveur est très sollicité. Veuillez réessayer dans un instant.";

impl AppError {
    pub fn new(kind: ErrorKind, code: &'static str, message: impl Into<String>) -> Self {
        AppError {
            kind,
            code,
            message: message.into(),
            field: None,
            ban: None,
        }
    }

    /// A validation error about one form field.
    pub fn invalid(code: &'static str, field: &str, message: impl Into<String>) -> Self {
        AppError::new(ErrorKind::Invalid, code, message).on(field)
    }

    /// The same error, told in other words (the command line's English).
    pub fn with_message(mut self, message: impl Into<String>) -> Self {
        self.message = message.into();
        self
    }

    /// The same error, about form field `field`.
    pub fn on(mut self, field: &str) -> Self {
        self.field = Some(field.to_string());
        self
    }

    /// A banned member on a member route, with the ban for the ban screen.
    pub fn banned(ban: BanView) -> Self {
        AppError {
            ban: Some(Box::new(ban)),
            ..AppError::new(ErrorKind::Banned, "banned", "Votre compte est suspendu")
        }
    }

    /// A new password refused, in the wording of the form that sent it.
    pub fn password(error: PasswordError, field_prefix: &str, profile: bool) -> Self {
        let field = match error {
            PasswordError::TooShort => format!("{field_prefix}password"),
            PasswordError::Mismatch => format!("{field_prefix}password_confirmation"),
        };
        let message = if profile {
            error.profile_message().to_string()
        } else {
            error.to_string()
        };
        AppError::invalid(error.code(), &field, message)
    }

    pub fn required(field: &str) -> Self {
        AppError::invalid("required", field, "Veuillez remplir tous les champs")
    }

    pub fn invalid_email(field: &str) -> Self {
        AppError::invalid(
            "invalid_email",
            field,
            "Veuillez saisir une adresse e-mail valide",
        )
    }

    pub fn malformed(message: impl Into<String>) -> Self {
        AppError::new(ErrorKind::Malformed, "malformed", message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        AppError::new(ErrorKind::NotFound, "not_found", message)
    }

    pub fn unauthenticated() -> Self {
        AppError::new(
            ErrorKind::Unauthenticated,
            "unauthenticated",
            "Vous devez être connecté",
        )
    }

    pub fn not_admin() -> Self {
        AppError::new(
            ErrorKind::Forbidden,
            "forbidden",
            "Vous n'avez pas les permissions d'administrateur",
        )
    }

    pub fn busy() -> Self {
        AppError::new(ErrorKind::Busy, "busy", BUSY)
    }

    /// A failure of ours: logged with its cause, never echoed to the client. A
    /// database too busy to answer in time is no fault of the request: `busy`. A full
    /// disk is told apart too: the operator must free space, the client retry later.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        let cause = cause.to_string();
        if is_busy(&cause) {
            tracing::warn!(%cause, "database busy");
            metrics::counter!("bobine_busy_total").increment(1);
            return AppError::busy();
        }
        if disk_full(&cause) {
            tracing::error!(%cause, "disk full: request refused");
            return AppError::new(ErrorKind::StorageFull, "storage_full", STORAGE_FULL);
        }
        tracing::error!(%cause, "request failed");
        AppError::new(ErrorKind::Internal, "internal", UNEXPECTED)
    }
}

/// Whether a storage error says the disk is full: SQLite's SQLITE_FULL, PostgreSQL's
/// `could not extend file`, or the system's ENOSPC (errors reach here as text).
fn disk_full(cause: &str) -> bool {
    [
        "database or disk is full",
        "No space left on device",
        "could not extend file",
    ]
    .iter()
    .any(|sign| cause.contains(sign))
}

impl std::fmt::Display for AppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ({})", self.message, self.code)
    }
}

impl std::error::Error for AppError {}

impl From<sqlx::Error> for AppError {
    fn from(error: sqlx::Error) -> Self {
        AppError::internal(error)
    }
}

impl From<ListError> for AppError {
    fn from(error: ListError) -> Self {
        match error {
            ListError::Cursor(e) => AppError::malformed(format!("Requête invalide : {e}")),
            ListError::Database(e) => AppError::internal(e),
        }
    }
}

impl From<SearchError> for AppError {
    fn from(error: SearchError) -> Self {
        AppError::internal(error)
    }
}

impl From<ProjectionError> for AppError {
    fn from(error: ProjectionError) -> Self {
        AppError::internal(error)
    }
}

/// Whether a database error means "too busy now, try again" (SQLite's lock held past
/// the busy timeout, no pooled connection free in time) rather than a fault.
fn is_busy(cause: &str) -> bool {
    let cause = cause.to_lowercase();
    [
        "database is locked",
        "database table is locked",
        "pool timed out",
    ]
    .iter()
    .any(|busy| cause.contains(busy))
}

/// How a domain error of any aggregate maps to an [`AppError`].
pub trait DomainError: std::error::Error {
    fn kind(&self) -> ErrorKind;
    fn code(&self) -> &'static str;
    /// The form field at fault, if the error is about one.
    fn field(&self) -> Option<String> {
        None
    }
}

impl<E: DomainError> From<CommandError<E>> for AppError {
    fn from(error: CommandError<E>) -> Self {
        match error {
            CommandError::Rejected(e) => AppError {
                kind: e.kind(),
                code: e.code(),
                message: e.to_string(),
                field: e.field(),
                ban: None,
            },
            CommandError::Contended => AppError::new(
                ErrorKind::Conflict,
                "conflict",
                "Le contenu a été modifié en même temps par quelqu'un d'autre. Veuillez réessayer.",
            ),
            CommandError::Log(cause) => AppError::internal(cause),
        }
    }
}

impl DomainError for MovieError {
    fn kind(&self) -> ErrorKind {
        match self {
            MovieError::Invalid(_) => ErrorKind::Invalid,
            MovieError::NotFound => ErrorKind::NotFound,
            MovieError::AlreadyExists => ErrorKind::Conflict,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            MovieError::Invalid(_) => "validation",
            MovieError::NotFound => "movie_not_found",
            MovieError::AlreadyExists => "already_exists",
        }
    }

    fn field(&self) -> Option<String> {
        match self {
            MovieError::Invalid(e) => Some(e.field.to_string()),
            _ => None,
        }
    }
}

impl DomainError for SeriesError {
    fn kind(&self) -> ErrorKind {
        match self {
            SeriesError::Invalid(_) | SeriesError::TooManyEpisodes => ErrorKind::Invalid,
            SeriesError::NotFound | SeriesError::EpisodeNotFound => ErrorKind::NotFound,
            SeriesError::AlreadyExists | SeriesError::DuplicateEpisode { .. } => {
                ErrorKind::Conflict
            }
        }
    }

    fn code(&self) -> &'static str {
        match self {
            SeriesError::Invalid(_) => "validation",
            SeriesError::NotFound => "series_not_found",
            SeriesError::AlreadyExists => "already_exists",
            SeriesError::EpisodeNotFound => "episode_not_found",
            SeriesError::DuplicateEpisode { .. } => "duplicate_episode",
            SeriesError::TooManyEpisodes => "too_many_episodes",
        }
    }

    fn field(&self) -> Option<String> {
        match self {
            SeriesError::Invalid(e) => Some(e.field.to_string()),
            _ => None,
        }
    }
}

impl DomainError for GenreError {
    fn kind(&self) -> ErrorKind {
        match self {
            GenreError::NotFound => ErrorKind::NotFound,
            GenreError::DuplicateName { .. }
            | GenreError::DuplicateSlug { .. }
            | GenreError::AlreadyExists => ErrorKind::Conflict,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        GenreError::code(self)
    }
}

impl DomainError for AccountError {
    fn kind(&self) -> ErrorKind {
        match self {
            AccountError::NotFound => ErrorKind::NotFound,
            AccountError::AlreadyRegistered => ErrorKind::Conflict,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        AccountError::code(self)
    }

    fn field(&self) -> Option<String> {
        AccountError::field(self).map(String::from)
    }
}

impl DomainError for ClaimError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Conflict
    }

    fn code(&self) -> &'static str {
        ClaimError::code(self)
    }

    fn field(&self) -> Option<String> {
        Some("email".into())
    }
}

/// The library refuses nothing (`Library::Error`).
impl DomainError for std::convert::Infallible {
    fn kind(&self) -> ErrorKind {
        match *self {}
    }

    fn code(&self) -> &'static str {
        match *self {}
    }
}

impl DomainError for RebuildError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Internal
    }

    fn code(&self) -> &'static str {
        "internal"
    }
}

impl DomainError for AdminsError {
    fn kind(&self) -> ErrorKind {
        match self {
            AdminsError::LastAdmin => ErrorKind::Conflict,
            AdminsError::NotAdmin => ErrorKind::Forbidden,
        }
    }

    fn code(&self) -> &'static str {
        AdminsError::code(self)
    }
}

impl DomainError for ReportError {
    fn kind(&self) -> ErrorKind {
        match self {
            ReportError::AlreadyFiled | ReportError::Transition { .. } => ErrorKind::Conflict,
            ReportError::NotFound => ErrorKind::NotFound,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        ReportError::code(self)
    }

    fn field(&self) -> Option<String> {
        ReportError::field(self).map(String::from)
    }
}

impl DomainError for RequestError {
    fn kind(&self) -> ErrorKind {
        match self {
            RequestError::AlreadySubmitted | RequestError::Transition { .. } => ErrorKind::Conflict,
            RequestError::NotFound => ErrorKind::NotFound,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        RequestError::code(self)
    }

    fn field(&self) -> Option<String> {
        RequestError::field(self).map(String::from)
    }
}

impl DomainError for PopupError {
    fn kind(&self) -> ErrorKind {
        match self {
            PopupError::Invalid(_) => ErrorKind::Invalid,
            PopupError::NotFound => ErrorKind::NotFound,
            PopupError::AlreadyExists => ErrorKind::Conflict,
        }
    }

    fn code(&self) -> &'static str {
        PopupError::code(self)
    }

    fn field(&self) -> Option<String> {
        PopupError::field(self)
    }
}

/// The weekly limit is a limit of use, as a rate limit: 429.
impl DomainError for QuotaError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::RateLimited
    }

    fn code(&self) -> &'static str {
        QuotaError::code(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_database_is_busy_to_retry_not_internal() {
        let busy = AppError::internal(
            "event log: error returned from database: (code: 5) database is locked",
        );
        assert_eq!((busy.kind, busy.code), (ErrorKind::Busy, "busy"));
        let fault = AppError::internal("no such table: events");
        assert_eq!((fault.kind, fault.code), (ErrorKind::Internal, "internal"));
    }

    #[test]
    fn a_full_disk_is_told_apart_from_other_failures() {
        let full = AppError::internal(
            "event log: error returned from database: (code: 13) database or disk is full",
        );
        assert_eq!(
            (full.kind, full.message.as_str()),
            (ErrorKind::StorageFull, STORAGE_FULL)
        );
        let other = AppError::internal("event log: no such table: events");
        assert_eq!(other.kind, ErrorKind::Internal);
    }
}
