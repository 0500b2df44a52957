//! Password hashing, the node's most expensive work: Argon2id (m = 19 MiB, t = 2,
//! p = 1: the crate's defaults, OWASP's advice), at most one hash per core at a time.
//! A flood of sign-ups or logins could otherwise queue unbounded CPU work and memory;
//! past the bound a workflow answers [`ErrorKind::Busy`](crate::ErrorKind::Busy) and
//! the client retries.
//!
//! The hashes run on threads of their own, one per core, each keeping its 19 MiB of
//! Argon2 memory for its life (docs/adr/0052-password-memory-kept.md). Hashed on
//! tokio's blocking threads with memory allocated and freed for each hash, a node's
//! resident memory grew by about 19 MiB a sign-in, to 1.9 GB over the scale
//! benchmark's day of 200 members: the allocator kept what each hash freed.

use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use argon2::password_hash::phc::{Output, ParamsString, PasswordHash, Salt};
use argon2::{ARGON2ID_IDENT, Algorithm, Argon2, Block, Params, Version};
use rand::RngCore;
use tokio::sync::{OnceCell, OwnedSemaphorePermit, Semaphore, oneshot};

use crate::error::AppError;

/// How long a hash may wait for a free core before the workflow gives up (a hash
/// takes tens of milliseconds: a short queue, not a long one).
const WAIT: Duration = Duration::from_millis(500);

/// Bytes of a new hash's salt (the PHC format's recommended length).
const SALT_LEN: usize = 16;

/// The node's password hasher; cheap to clone (clones share the bound and the
/// threads, which end when the last clone is dropped).
#[derive(Clone)]
pub struct Passwords {
    cores: Arc<Semaphore>,
    wait: Duration,
    jobs: Arc<mpsc::Sender<Job>>,
}

/// A hash to compute on one of the hashing threads, with that thread's memory.
type Job = Box<dyn FnOnce(&mut Memory) + Send>;

impl Passwords {
    /// One hash at a time per core of the machine.
    pub fn per_core() -> Passwords {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Passwords::bounded(cores, WAIT)
    }

    /// At most `concurrent` hashes at a time, each waiting at most `wait` to start.
    pub fn bounded(concurrent: usize, wait: Duration) -> Passwords {
        let concurrent = concurrent.max(1);
        Passwords {
            cores: Arc::new(Semaphore::new(concurrent)),
            wait,
            jobs: Arc::new(hashing_threads(concurrent)),
        }
    }

    /// A PHC string (`$argon2id$v=19$...`) with a fresh random salt.
    pub async fn hash(&self, password: &str) -> Result<String, AppError> {
        let password = password.to_owned();
        self.run(move |memory| hash_with(memory, password.as_bytes()))
            .await?
    }

    /// Whether `password` matches `hash`. An empty or malformed hash (an erased
    /// account) matches nothing.
    pub async fn verify(&self, password: &str, hash: &str) -> Result<bool, AppError> {
        let (password, hash) = (password.to_owned(), hash.to_owned());
        self.run(move |memory| verify_with(memory, password.as_bytes(), &hash))
            .await
    }

    /// `work` on a hashing thread once a core is free; the core stays taken until
    /// `work` ends, even if the caller stops waiting for it.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut Memory) -> T + Send + 'static,
    ) -> Result<T, AppError> {
        let permit = self.permit().await?;
        let (answer, answered) = oneshot::channel();
        self.jobs
            .send(Box::new(move |memory: &mut Memory| {
                let _permit = permit;
                // The caller may have gone: its answer is then not needed.
                let _ = answer.send(work(memory));
            }))
            .map_err(AppError::internal)?;
        answered.await.map_err(AppError::internal)
    }

    /// Verifies against a hash of nothing anyone knows, when the address is unknown,
    /// so that a failed login takes as long whether or not the address has an
    /// account.
    pub async fn verify_nothing(&self, password: &str) -> Result<(), AppError> {
        static DUMMY: OnceCell<String> = OnceCell::const_new();
        let dummy = DUMMY
            .get_or_try_init(|| async { self.hash(&uuid::Uuid::new_v4().to_string()).await })
            .await?;
        self.verify(password, dummy).await.map(|_| ())
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

/// `count` threads taking jobs in turn; they end when every sender is dropped.
fn hashing_threads(count: usize) -> mpsc::Sender<Job> {
    let (sender, receiver) = mpsc::channel::<Job>();
    let receiver = Arc::new(Mutex::new(receiver));
    for n in 0..count {
        let receiver = receiver.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("bobine-passwords-{n}"))
            .spawn(move || {
                let mut memory = Memory::default();
                loop {
                    let next = match receiver.lock() {
                        Ok(jobs) => jobs.recv(),
                        Err(_) => return,
                    };
                    match next {
                        Ok(job) => job(&mut memory),
                        Err(_) => return,
                    }
                }
            });
        if let Err(error) = spawned {
            // The threads already started take the jobs; with none, each hash
            // answers an internal error rather than waiting forever.
            tracing::error!(%error, "a password hashing thread could not start");
        }
    }
    sender
}

/// One hashing thread's Argon2 memory: allocated at its first hash, then reused.
#[derive(Default)]
struct Memory {
    blocks: Vec<Block>,
}

impl Memory {
    /// The blocks `params` asks for, grown if a stored hash asks for more.
    fn blocks(&mut self, params: &Params) -> &mut [Block] {
        let count = params.block_count();
        if self.blocks.len() < count {
            self.blocks.resize(count, Block::default());
        }
        &mut self.blocks[..count]
    }
}

fn hash_with(memory: &mut Memory, password: &[u8]) -> Result<String, AppError> {
    let params = Params::default();
    let mut salt = [0u8; SALT_LEN];
    rand::rng().fill_bytes(&mut salt);
    let mut output = [0u8; Params::DEFAULT_OUTPUT_LEN];
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params.clone())
        .hash_password_into_with_memory(password, &salt, &mut output, memory.blocks(&params))
        .map_err(AppError::internal)?;
    let hash = PasswordHash {
        algorithm: ARGON2ID_IDENT,
        version: Some(Version::V0x13.into()),
        params: ParamsString::try_from(&params).map_err(AppError::internal)?,
        salt: Some(Salt::new(&salt).map_err(AppError::internal)?),
        hash: Some(Output::new(&output).map_err(AppError::internal)?),
    };
    Ok(hash.to_string())
}

/// As the crate's own verification does: the hash made again with the stored
/// algorithm, version, parameters and salt, compared in constant time.
fn verify_with(memory: &mut Memory, password: &[u8], hash: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    let (Some(salt), Some(expected)) = (&parsed.salt, &parsed.hash) else {
        return false;
    };
    let Ok(algorithm) = Algorithm::try_from(parsed.algorithm.as_str()) else {
        return false;
    };
    let version = match parsed.version.map(Version::try_from).transpose() {
        Ok(version) => version.unwrap_or_default(),
        Err(_) => return false,
    };
    let Ok(params) = Params::try_from(&parsed) else {
        return false;
    };
    let mut output = vec![0u8; expected.len()];
    Argon2::new(algorithm, version, params.clone())
        .hash_password_into_with_memory(
            password,
            salt.as_ref(),
            &mut output,
            memory.blocks(&params),
        )
        .is_ok()
        && Output::new(&output).is_ok_and(|computed| computed == *expected)
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

    /// Hashes stored before the hashing threads (the crate's own hashing) still
    /// verify, and the threads' hashes verify with the crate's own verification.
    #[tokio::test]
    async fn hashes_agree_with_the_crates_own_both_ways() {
        use argon2::{PasswordHasher, PasswordVerifier};
        let passwords = Passwords::bounded(2, WAIT);
        let stored = Argon2::default()
            .hash_password(b"ancien mot de passe")
            .unwrap()
            .to_string();
        assert!(
            passwords
                .verify("ancien mot de passe", &stored)
                .await
                .unwrap()
        );
        assert!(
            !passwords
                .verify("ancien mot de passf", &stored)
                .await
                .unwrap()
        );

        let ours = passwords.hash("nouveau mot de passe").await.unwrap();
        assert!(
            ours.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"),
            "{ours}"
        );
        let crate_says = |password: &str| {
            Argon2::default()
                .verify_password(password.as_bytes(), ours.as_str())
                .is_ok()
        };
        assert!(crate_says("nouveau mot de passe"));
        assert!(!crate_says("nouveau mot de passé"));
        // A fresh salt each time.
        assert_ne!(passwords.hash("nouveau mot de passe").await.unwrap(), ours);
    }

    /// A hash made with more memory than the defaults still verifies: the thread's
    /// blocks grow to what it asks.
    #[tokio::test]
    async fn a_stored_hash_asking_for_more_memory_verifies() {
        use argon2::PasswordHasher;
        let params = Params::new(32 * 1024, 2, 1, None).unwrap();
        let stored = Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
            .hash_password(b"mot de passe")
            .unwrap()
            .to_string();
        let passwords = Passwords::bounded(1, WAIT);
        assert!(passwords.verify("mot de passe", &stored).await.unwrap());
        let default = passwords.hash("mot de passe").await.unwrap();
        assert!(passwords.verify("mot de passe", &default).await.unwrap());
    }

    const BUSY_MESSAGE: &str = "Le serveur est très sollicité. Veuillez réessayer dans un instant.";
}
