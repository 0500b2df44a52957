//! A JSON body whose rejections use the API's error shape.

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequest, Request};
use serde::de::DeserializeOwned;

use crate::error::ApiError;

/// Like `axum::Json`, but a malformed body is a 400 with a French message.
pub struct Json<T>(pub T);

impl<S, T> FromRequest<S> for Json<T>
where
    T: DeserializeOwned,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        match axum::Json::<T>::from_request(req, state).await {
            Ok(axum::Json(value)) => Ok(Json(value)),
            Err(rejection) => Err(ApiError::malformed(match rejection {
                JsonRejection::MissingJsonContentType(_) => {
                    "Requête invalide : le corps doit être du JSON (Content-Type: application/json)"
                        .to_string()
                }
                JsonRejection::JsonSyntaxError(_) => {
                    "Requête invalide : JSON mal formé".to_string()
                }
                JsonRejection::JsonDataError(e) => format!("Requête invalide : {}", e.body_text()),
                other => format!("Requête invalide : {}", other.body_text()),
            })),
        }
    }
}
