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

/// Reads a whole number the way JSON Schema counts one: `7` and `7.0` alike (the
/// document's `integer`), so a client that writes numbers as floats is not refused for
/// it; a fraction or a number out of range is a 400 as any malformed body.
pub fn whole_number<'de, D>(deserializer: D) -> Result<Option<i64>, D::Error>
where
    D: serde::Deserializer<'de>,
{
    use serde::Deserialize;
    use serde::de::Error;
    let Some(number) = Option::<serde_json::Number>::deserialize(deserializer)? else {
        return Ok(None);
    };
    if let Some(whole) = number.as_i64() {
        return Ok(Some(whole));
    }
    match number.as_f64() {
        Some(float) if float.fract() == 0.0 && float.abs() < 9.0e15 => Ok(Some(float as i64)),
        _ => Err(D::Error::custom(format!(
            "nombre entier attendu, pas {number}"
        ))),
    }
}
