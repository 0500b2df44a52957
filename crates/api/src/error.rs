//! The one error type of the API: an application error answered with the status of
//! its kind, a stable code and the French message.

use axum::Json;
use axum::http::header::RETRY_AFTER;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use bobine_app::{AppError, ErrorKind};
use bobine_projections::ProjectionError;
use bobine_projections::accounts::queries::BanView;
use bobine_projections::catalogue::queries::list::ListError;
use bobine_projections::search::SearchError;
use serde::Serialize;

/// An error answered as `{"error": {"code", "message"}}` (docs/product.md, HTTP contract "Conventions").
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError(pub AppError);

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

impl ErrorDetail {
    /// The detail of `error`, as its answer alone would carry it (the rows of a bulk
    /// decision).
    pub fn of(error: &AppError) -> ErrorDetail {
        ErrorDetail {
            code: error.code.to_string(),
            message: error.message.clone(),
            field: error.field.clone(),
            ban: None,
        }
    }
}

/// How long a client waits before retrying a request refused as busy, in seconds.
const BUSY_RETRY_SECONDS: &str = "1";

/// The status of each kind of error: the one place where they meet.
pub fn status(kind: ErrorKind) -> StatusCode {
    match kind {
        ErrorKind::Invalid => StatusCode::UNPROCESSABLE_ENTITY,
        ErrorKind::NotFound => StatusCode::NOT_FOUND,
        ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::Unauthenticated => StatusCode::UNAUTHORIZED,
        ErrorKind::Forbidden | ErrorKind::Banned => StatusCode::FORBIDDEN,
        ErrorKind::RateLimited => StatusCode::TOO_MANY_REQUESTS,
        ErrorKind::Busy => StatusCode::SERVICE_UNAVAILABLE,
        ErrorKind::Malformed => StatusCode::BAD_REQUEST,
        ErrorKind::StorageFull => StatusCode::INSUFFICIENT_STORAGE,
        ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

impl ApiError {
    pub fn new(kind: ErrorKind, code: &'static str, message: impl Into<String>) -> Self {
        ApiError(AppError::new(kind, code, message))
    }

    pub fn status(&self) -> StatusCode {
        status(self.0.kind)
    }

    pub fn malformed(message: impl Into<String>) -> Self {
        ApiError(AppError::malformed(message))
    }

    pub fn not_found(message: impl Into<String>) -> Self {
        ApiError(AppError::not_found(message))
    }

    pub fn unauthenticated() -> Self {
        ApiError(AppError::unauthenticated())
    }

    pub fn not_admin() -> Self {
        ApiError(AppError::not_admin())
    }

    pub fn banned(ban: BanView) -> Self {
        ApiError(AppError::banned(ban))
    }

    /// A failure of ours: logged with its cause, never echoed to the client. A
    /// database too busy to answer in time is no fault of the request: 503 `busy`,
    /// with `Retry-After`.
    pub fn internal(cause: impl std::fmt::Display) -> Self {
        ApiError(AppError::internal(cause))
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        let AppError {
            kind,
            code,
            message,
            field,
            ban,
            retry_after,
        } = self.0;
        let body = ErrorBody {
            error: ErrorDetail {
                code: code.to_string(),
                message,
                field,
                ban: ban.map(|ban| *ban),
            },
        };
        let mut response = (status, Json(body)).into_response();
        if kind == ErrorKind::Busy {
            response
                .headers_mut()
                .insert(RETRY_AFTER, HeaderValue::from_static(BUSY_RETRY_SECONDS));
        }
        if let Some(seconds) = retry_after {
            response
                .headers_mut()
                .insert(RETRY_AFTER, HeaderValue::from(seconds));
        }
        // The archive is once an hour: an hour at most until the next.
        if code == "archive_too_soon" {
            response
                .headers_mut()
                .insert(RETRY_AFTER, HeaderValue::from_static("3600"));
        }
        response
    }
}

impl From<AppError> for ApiError {
    fn from(error: AppError) -> Self {
        ApiError(error)
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(error: sqlx::Error) -> Self {
        ApiError(error.into())
    }
}

impl From<ListError> for ApiError {
    fn from(error: ListError) -> Self {
        ApiError(error.into())
    }
}

impl From<ProjectionError> for ApiError {
    fn from(error: ProjectionError) -> Self {
        ApiError(error.into())
    }
}

impl From<SearchError> for ApiError {
    fn from(error: SearchError) -> Self {
        ApiError(error.into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_busy_node_answers_503_with_retry_after_and_the_french_message() {
        let response = ApiError(AppError::busy()).into_response();
        assert_eq!(response.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(response.headers()[RETRY_AFTER], "1");
        let body = axum::body::to_bytes(response.into_body(), 10_000)
            .await
            .unwrap();
        let body: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(body["error"]["code"], "busy");
        assert_eq!(
            body["error"]["message"],
            "Le serveur est très sollicité. Veuillez réessayer dans un instant."
        );
    }
}
