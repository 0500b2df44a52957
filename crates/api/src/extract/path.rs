//! Path parameters whose rejections use the API's error shape.

use axum::extract::{FromRequestParts, rejection::PathRejection};
use axum::http::request::Parts;
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// Like `axum::extract::Path`, but an unreadable id is a 400 in the API's shape.
pub struct Path<T>(pub T);

impl<S, T> FromRequestParts<S> for Path<T>
where
    T: DeserializeOwned + Send,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(Path(value)),
            Err(PathRejection::FailedToDeserializePathParams(_)) => Err(ApiError::malformed(
                "Requête invalide : identifiant mal formé",
            )),
            Err(other) => Err(ApiError::malformed(format!(
                "Requête invalide : {}",
                other.body_text()
            ))),
        }
    }
}
