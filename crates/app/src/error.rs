//! The one error of the application layer: what kind of failure it is (the HTTP
//! interface turns the kind into a status), a stable code and the French message.
//! Each aggregate's error tells its own kind, code and field ([`DomainError`], beside
//! the aggregate in `bobine-domain`); this file adds only the cases around a command:
//! the request, the session, the node and its storage.

use bobine_domain::accounts::PasswordError;
pub use bobine_domain::{DomainError, ErrorKind};
use bobine_projections::ProjectionError;
use bobine_projections::accounts::queries::BanView;
use bobine_projections::catalogue::queries::list::ListError;
use bobine_projections::search::SearchError;
use bobine_store::CommandError;

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
    /// How many seconds to wait before trying again, on a slowed sign-in.
    pub retry_after: Option<u64>,
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
            retry_after: None,
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

    /// The same error, of another kind (a wrong code on a signed-in form is invalid
    /// input, not a lost session).
    pub fn with_kind(mut self, kind: ErrorKind) -> Self {
        self.kind = kind;
        self
    }

    /// The same error, about form field `field`.
    pub fn on(mut self, field: &str) -> Self {
        self.field = Some(field.to_string());
        self
    }

    /// An account whose sign-ins are slowed after repeated failures: 429 with the
    /// seconds to wait (docs/adr/0045-two-factors.md).
    pub fn slowed(wait: time::Duration) -> Self {
        let seconds = u64::try_from(wait.whole_seconds()).unwrap_or(0) + 1;
        AppError {
            retry_after: Some(seconds),
            ..AppError::new(
                ErrorKind::RateLimited,
                "rate_limited",
                "Trop de tentatives pour ce compte. Veuillez réessayer dans quelques instants.",
            )
        }
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

/// Any aggregate's refusal, told by the error itself ([`DomainError`]); a contended
/// stream and a failure of the log are ours.
impl<E: DomainError> From<CommandError<E>> for AppError {
    fn from(error: CommandError<E>) -> Self {
        match error {
            CommandError::Rejected(e) => AppError {
                kind: e.kind(),
                code: e.code(),
                message: e.to_string(),
                field: e.field().map(String::from),
                ban: None,
                retry_after: None,
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
