//! The one error type of the API: a status, a stable code and the French message.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use bobine_domain::accounts::{AccountError, ClaimError, PasswordError};
use bobine_domain::admins::AdminsError;
use bobine_domain::genres::GenreError;
use bobine_domain::movies::MovieError;
use bobine_domain::series::SeriesError;
use bobine_projections::accounts::queries::BanView;
use bobine_projections::catalogue::queries::list::ListError;
use bobine_projections::search::SearchError;
use bobine_store::CommandError;
use serde::Serialize;

/// An error answered as `{"error": {"code", "message"}}` (API.md).
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    /// The form field at fault, for validation errors.
    pub field: Option<String>,
    /// The ban in force, on a `banned` error (boxed: errors travel in `Result`s).
    pub ban: Option<Box<BanView>>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    /// Stable, snake_case: what a client branches on.
    pub code: String,
    /// The exact French text to show.
    pub message: String,
    /// The form field at fault, for validation errors.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// What a banned member's ban screen shows (code `banned` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ban: Option<BanView>,
}

/// The generic text of the specification for anything unexpected.
pub const UNEXPECTED: &str = "Une erreur est survenue";
/// The text of a 503 `busy`.
pub const BUSY: &str = "Le service est très sollicité. Veuillez réessayer dans quelques instants.";
/// Seconds a client is asked to wait after a 503 `busy`.
const BUSY_RETRY_SECONDS: &str = "1";

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

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            message: message.into(),
            field: None,
            ban: None,
        }
    }

    /// A validation error (422) about one form field.
    pub fn invalid(code: &'static str, field: &str, message: impl Into<String>) -> Self {
        ApiError {
            field: Some(field.to_string()),
            ..ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, code, message)
        }
    }

    /// A banned member on a member route: 403 with the ban, for the ban screen.
    pub fn banned(ban: BanView) -> Self {
        ApiError {
            ban: Some(Box::new(ban)),
            ..ApiError::new(StatusCode::FORBIDDEN, "banned", "Votre compte est suspendu")
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
        ApiError::invalid(error.code(), &field, message)
    }

    pub fn malformed(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::BAD_REQUEST, "malformed", message)
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        ApiError::new(StatusCode::NOT_FOUND, "not_found", message)
    }

    pub fn unauthenticated() -> Self {
        ApiError::new(
            StatusCode::UNAUTHORIZED,
            "unauthenticated",
            "Vous devez être connecté",
        )
    }

    pub fn not_admin() -> Self {
        ApiError::new(
            StatusCode::FORBIDDEN,
            "forbidden",
            "Vous n'avez pas les permissions d'administrateur",
        )
    }

    /// A failure of ours: logged with its cause, never echoed to the client. A
    /// database too busy to answer in time is no fault of the request: 503 `busy`,
    /// with `Retry-After`.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        let cause = cause.to_string();
        if is_busy(&cause) {
            tracing::warn!(%cause, "database busy");
            metrics::counter!("bobine_busy_total").increment(1);
            return ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "busy", BUSY);
        }
        tracing::error!(%cause, "request failed");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", UNEXPECTED)
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let body = ErrorBody {
            error: ErrorDetail {
                code: self.code.to_string(),
                message: self.message,
                field: self.field,
                ban: self.ban.map(|ban| *ban),
            },
        };
        let mut response = (self.status, Json(body)).into_response();
        if self.code == "busy" {
            response.headers_mut().insert(
                axum::http::header::RETRY_AFTER,
                axum::http::HeaderValue::from_static(BUSY_RETRY_SECONDS),
            );
        }
        response
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        ApiError::internal(error)
    }
}

/// How a domain error of any aggregate maps to HTTP.
pub trait DomainError: std::error::Error {
    fn status(&self) -> StatusCode;
    fn code(&self) -> &'static str;
    /// The form field at fault, if the error is about one.
    fn field(&self) -> Option<String> {
        None
    }
}

impl DomainError for MovieError {
    fn status(&self) -> StatusCode {
        match self {
            MovieError::Invalid(_) => StatusCode::UNPROCESSABLE_ENTITY,
            MovieError::NotFound => StatusCode::NOT_FOUND,
            MovieError::AlreadyExists => StatusCode::CONFLICT,
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
    fn status(&self) -> StatusCode {
        match self {
            SeriesError::Invalid(_) | SeriesError::TooManyEpisodes => {
                StatusCode::UNPROCESSABLE_ENTITY
            }
            SeriesError::NotFound | SeriesError::EpisodeNotFound => StatusCode::NOT_FOUND,
            SeriesError::AlreadyExists | SeriesError::DuplicateEpisode { .. } => {
                StatusCode::CONFLICT
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

impl From<ListError> for ApiError {
    fn from(error: ListError) -> Self {
        match error {
            ListError::Cursor(e) => ApiError::malformed(format!("Requête invalide : {e}")),
            ListError::Database(e) => ApiError::internal(e),
        }
    }
}

impl From<SearchError> for ApiError {
    fn from(error: SearchError) -> Self {
        ApiError::internal(error)
    }
}

impl DomainError for GenreError {
    fn status(&self) -> StatusCode {
        match self {
            GenreError::NotFound => StatusCode::NOT_FOUND,
            GenreError::DuplicateName { .. }
            | GenreError::DuplicateSlug { .. }
            | GenreError::AlreadyExists => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    fn code(&self) -> &'static str {
        GenreError::code(self)
    }
}

impl<E: DomainError> From<CommandError<E>> for ApiError {
    fn from(error: CommandError<E>) -> Self {
        match error {
            CommandError::Rejected(e) => ApiError {
                status: e.status(),
                code: e.code(),
                message: e.to_string(),
                field: e.field(),
                ban: None,
            },
            CommandError::Contended => ApiError::new(
                StatusCode::CONFLICT,
                "conflict",
                "Le contenu a été modifié en même temps par quelqu'un d'autre. Veuillez réessayer.",
            ),
            CommandError::Log(cause) => ApiError::internal(cause),
        }
    }
}

impl DomainError for AccountError {
    fn status(&self) -> StatusCode {
        match self {
            AccountError::NotFound => StatusCode::NOT_FOUND,
            AccountError::AlreadyRegistered => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }

    fn code(&self) -> &'static str {
        AccountError::code(self)
    }

    fn field(&self) -> Option<String> {
        AccountError::field(self).map(String::from)
    }
}

impl DomainError for AdminsError {
    fn status(&self) -> StatusCode {
        match self {
            AdminsError::LastAdmin => StatusCode::CONFLICT,
            AdminsError::NotAdmin => StatusCode::FORBIDDEN,
        }
    }

    fn code(&self) -> &'static str {
        AdminsError::code(self)
    }
}

impl DomainError for ClaimError {
    fn status(&self) -> StatusCode {
        StatusCode::CONFLICT
    }

    fn code(&self) -> &'static str {
        ClaimError::code(self)
    }

    fn field(&self) -> Option<String> {
        Some("email".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_busy_database_is_a_503_to_retry_not_a_500() {
        let busy = ApiError::internal(
            "event log: error returned from database: (code: 5) database is locked",
        );
        assert_eq!(
            (busy.status, busy.code),
            (StatusCode::SERVICE_UNAVAILABLE, "busy")
        );
        let response = busy.into_response();
        assert_eq!(response.headers()[axum::http::header::RETRY_AFTER], "1");
        let fault = ApiError::internal("no such table: events");
        assert_eq!(fault.status, StatusCode::INTERNAL_SERVER_ERROR);
    }
}
