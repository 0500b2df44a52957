//! The one error type of the API: a status, a stable code and the French message.

use axum::Json;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use bobine_domain::genres::GenreError;
use bobine_store::CommandError;
use serde::Serialize;

/// An error answered as `{"error": {"code", "message"}}` (API.md).
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
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
}

/// The generic text of the specification for anything unexpected.
pub const UNEXPECTED: &str = "Une erreur est survenue";

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError {
            status,
            code,
            message: message.into(),
        }
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

    /// A failure of ours: logged with its cause, never echoed to the client.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
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
            },
        };
        (self.status, Json(body)).into_response()
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
            CommandError::Rejected(e) => ApiError::new(e.status(), e.code(), e.to_string()),
            CommandError::Contended => ApiError::new(
                StatusCode::CONFLICT,
                "conflict",
                "Le contenu a été modifié en même temps par quelqu'un d'autre. Veuillez réessayer.",
            ),
            CommandError::Log(cause) => ApiError::internal(cause),
        }
    }
}
