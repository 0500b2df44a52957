//! Who is asking: the roles of API.md as extractors, enforced on the server.

use axum::extract::FromRequestParts;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;

use crate::error::ApiError;
use crate::state::AppState;

/// An administrator. Until accounts exist, only the operator token
/// (`Authorization: Bearer $BOBINE_ADMIN_TOKEN`) proves it.
#[derive(Debug, Clone)]
pub struct Admin {
    /// Recorded as the `actor` of every event this admin causes.
    pub actor: String,
}

/// Someone allowed to read the catalogue: anyone when `BOBINE_PUBLIC_CATALOGUE` is
/// true, else a signed-in reader (for now: the operator).
#[derive(Debug, Clone)]
pub struct CatalogueReader;

fn bearer(parts: &Parts) -> Option<&str> {
    parts
        .headers
        .get(AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// Compares without revealing, through timing, how much of the token matched.
fn same_secret(given: &str, expected: &str) -> bool {
    given.len() == expected.len()
        && given
            .bytes()
            .zip(expected.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

fn is_operator(parts: &Parts, state: &AppState) -> Result<bool, ApiError> {
    match (bearer(parts), state.settings.admin_token.as_deref()) {
        (None, _) => Ok(false),
        (Some(given), Some(expected)) if same_secret(given, expected) => Ok(true),
        (Some(_), _) => Err(ApiError::not_admin()),
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if is_operator(parts, state)? {
            Ok(Admin {
                actor: "operator".into(),
            })
        } else {
            Err(ApiError::unauthenticated())
        }
    }
}

impl FromRequestParts<AppState> for CatalogueReader {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if state.settings.public_catalogue || is_operator(parts, state)? {
            Ok(CatalogueReader)
        } else {
            Err(ApiError::unauthenticated())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::same_secret;

    #[test]
    fn only_the_exact_token_matches() {
        assert!(same_secret("abc123", "abc123"));
        assert!(!same_secret("abc124", "abc123"));
        assert!(!same_secret("abc12", "abc123"));
        assert!(!same_secret("", "abc123"));
    }
}
