//! Argon2id (m = 19 MiB, t = 2, p = 1: the crate's defaults, OWASP's advice), on a
//! blocking thread: a hash costs tens of milliseconds of CPU, which must not stall
//! the async workers serving other requests.

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use std::sync::LazyLock;

use crate::error::ApiError;

/// A PHC string (`$argon2id$v=19$...`) with a fresh random salt.
pub async fn hash(password: &str) -> Result<String, ApiError> {
    let password = password.to_owned();
    tokio::task::spawn_blocking(move || {
        Argon2::default()
            .hash_password(password.as_bytes())
            .map(|hash| hash.to_string())
    })
    .await
    .map_err(ApiError::internal)?
    .map_err(ApiError::internal)
}

/// Whether `password` matches `hash`. An empty or malformed hash (an erased
/// account) matches nothing.
pub async fn verify(password: &str, hash: &str) -> Result<bool, ApiError> {
    let (password, hash) = (password.to_owned(), hash.to_owned());
    tokio::task::spawn_blocking(move || match PasswordHash::new(&hash) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    })
    .await
    .map_err(ApiError::internal)
}

/// A hash of nothing anyone knows, verified when the address is unknown, so that a
/// failed login takes as long whether or not the address has an account.
pub async fn verify_nothing(password: &str) -> Result<(), ApiError> {
    static DUMMY: LazyLock<String> = LazyLock::new(|| {
        Argon2::default()
            .hash_password(uuid::Uuid::new_v4().as_bytes())
            .map(|hash| hash.to_string())
            .unwrap_or_default()
    });
    let dummy = tokio::task::spawn_blocking(|| DUMMY.clone())
        .await
        .map_err(ApiError::internal)?;
    verify(password, &dummy).await.map(|_| ())
}
