//! Password hashing, the node's most expensive work: Argon2id (m = 19 MiB, t = 2,
//! p = 1: the crate's defaults, OWASP's advice) on blocking threads, at most one
//! hash per core at a time. A flood of sign-ups or logins could otherwise queue
//! unbounded CPU work and memory; past the bound a workflow answers
//! [`ErrorKind::Busy`](crate::ErrorKind::Busy) and the client retries.

use std::sync::{Arc, LazyLock};
use std::time::Duration;

use argon2::Argon2;
use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::AppError;

/// How long a hash may wait for a free core before the workflow gives up (a hash
/// takes tens of milliseconds: a short queue, not a long one).
const WAIT: Duration = Duration::from_millis(500);

/// The node's password hasher; cheap to clone (clones share the bound).
#[derive(Clone)]
pub struct Passwords {
    cores: Arc<Semaphore>,
    wait: Duration,
}

impl Passwords {
    /// One hash at a time per core of the machine.
    pub fn per_core() -> Passwords {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Passwords::bounded(cores, WAIT)
    }

    /// At most `concurrent` hashes at a time, each waiting at most `wait` to start.
    pub fn bounded(concurrent: usize, wait: Duration) -> Passwords {
        Passwords {
            cores: Arc::new(Semaphore::new(concurrent.max(1))),
            wait,
        }
    }

    /// A PHC string (`$argon2id$v=19$...`) with a fresh random salt.
    pub async fn hash(&self, password: &str) -> Result<String, AppError> {
        let permit = self.permit().await?;
        let password = password.to_owned();
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            Argon2::default()
                .hash_password(password.as_bytes())
                .map(|hash| hash.to_string())
        })
        .await
        .map_err(AppError::internal)?
        .map_err(AppError::internal)
    }

    /// Whether `password` matches `hash`. An empty or malformed hash (an erased
    /// account) matches nothing.
    pub async fn verify(&self, password: &str, hash: &str) -> Result<bool, AppError> {
        let permit = self.permit().await?;
        let (password, hash) = (password.to_owned(), hash.to_owned());
        tokio::task::spawn_blocking(move || {
            let _permit = permit;
            match PasswordHash::new(&hash) {
                Ok(parsed) => Argon2::default()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok(),
                Err(_) => false,
            }
        })
        .await
        .map_err(AppError::internal)
    }

    /// Verifies against a hash of nothing anyone knows, when the address is unknown,
    /// so that a failed login takes as long whether or not the address has an
    /// account.
    pub async fn verify_nothing(&self, password: &str) -> Result<(), AppError> {
        static DUMMY: LazyLock<String> = LazyLock::new(|| {
            Argon2::default()
                .hash_password(uuid::Uuid::new_v4().as_bytes())
                .map(|hash| hash.to_string())
                .unwrap_or_default()
        });
        let dummy = tokio::task::spawn_blocking(|| DUMMY.clone())
            .await
            .map_err(AppError::internal)?;
        self.verify(password, &dummy).await.map(|_| ())
    }

    pub(crate) async fn permit(&self) -> Result<OwnedSemaphorePermit, AppError> {
        match tokio::time::timeout(self.wait, self.cores.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(permit),
            Ok(Err(closed)) => Err(AppError::internal(closed)),
            Err(_) => {
                metrics::counter!("bobine_password_busy_total").increment(1);
                Err(AppError::busy())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    #[tokio::test]
    async fn a_hash_verifies_and_a_wrong_password_does_not() {
        let passwords = Passwords::per_core();
        let hash = passwords.hash("motdepasse").await.unwrap();
        assert!(passwords.verify("motdepasse", &hash).await.unwrap());
        assert!(!passwords.verify("autre", &hash).await.unwrap());
        assert!(!passwords.verify("motdepasse", "").await.unwrap());
    }

    #[tokio::test]
    async fn when_every_core_is_hashing_the_next_hash_is_refused_as_busy() {
        let passwords = Passwords::bounded(1, Duration::from_millis(20));
        let held = passwords.permit().await.unwrap();
        let refused = passwords.hash("motdepasse").await.unwrap_err();
        assert_eq!((refused.kind, refused.code), (ErrorKind::Busy, "busy"));
        assert_eq!(refused.message, BUSY_MESSAGE);
        drop(held);
        assert!(passwords.hash("motdepasse").await.is_ok());
    }

    const BUSY_MESSAGE: &str = "Le serveur est très sollicité. Veuillez réessayer dans un instant.";
}
