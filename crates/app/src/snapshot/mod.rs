//! Snapshots: a node's read models, search index and analysts' projections copied
//! aside with the positions they reflect, so that a new node, or one whose read
//! models were lost, starts from them and replays only what came after, instead of
//! the whole log (docs/adr/0047-snapshots.md, docs/operations.md "Snapshots").
//!
//! A snapshot belongs to one log: it names the log by its first event and by the
//! chain's head when it was taken, and a node refuses one taken of another log, or
//! one that reflects events its log does not hold.

mod manifest;

use std::path::Path;

use bobine_projections::ProjectionError;
use bobine_projections::snapshot::{READ_DB, copy_in, copy_out};
use bobine_store::{EventLog, Head, LogError, Position};

pub use manifest::Manifest;

use crate::settings::Settings;

/// Why a snapshot could not be made or used; each says so in French, for the
/// operator who runs `bobine snapshot` or starts a node with `BOBINE_SNAPSHOT`.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    #[error("le dossier {0} n'est pas vide : un instantané s'écrit dans un dossier neuf")]
    NotEmpty(String),
    #[error("le journal est vide : il n'y a rien à copier")]
    EmptyLog,
    #[error("{0} n'est pas un instantané de Bobine (manifest.json manque ou est illisible : {1})")]
    NotASnapshot(String, String),
    #[error("format d'instantané {0} inconnu de cette version de Bobine")]
    UnknownFormat(u32),
    #[error(
        "cet instantané a été pris d'un autre journal (premier événement {expected}, ce journal commence par {found})"
    )]
    OtherLog { expected: String, found: String },
    #[error(
        "cet instantané est en avance sur ce journal : il reflète l'événement {0}, que ce journal ne contient pas"
    )]
    Ahead(Position),
    #[error(
        "la chaîne de ce journal ne contient pas la tête {0} notée dans l'instantané : le journal a été réécrit, ou ce n'est pas le même"
    )]
    ChainMismatch(Head),
    #[error("journal : {0}")]
    Log(#[from] LogError),
    #[error("lecture ou écriture des fichiers : {0}")]
    Io(#[from] std::io::Error),
    #[error("copie des modèles de lecture : {0}")]
    Copy(#[from] ProjectionError),
}

/// Writes a snapshot of the node whose data directory and log `settings` name into
/// `dir` (new or empty). The node may be serving meanwhile: each file is copied as
/// of one of its commits, and the manifest records the positions the copies hold.
pub async fn create(settings: &Settings, dir: &Path) -> Result<Manifest, SnapshotError> {
    if dir.exists() && std::fs::read_dir(dir)?.next().is_some() {
        return Err(SnapshotError::NotEmpty(dir.display().to_string()));
    }
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    let log_id = manifest::identity(&log)
        .await?
        .ok_or(SnapshotError::EmptyLog)?;
    // Sealed first, so that the head noted is as far as the log goes.
    log.seal().await?;
    let chain = log.chain_tail().await?;
    let (from, to) = (settings.data_dir.clone(), dir.to_path_buf());
    let parts = tokio::task::spawn_blocking(move || copy_out(&from, &to))
        .await
        .map_err(std::io::Error::other)??;
    let manifest = Manifest::new(log_id, chain, parts);
    manifest.write(dir)?;
    Ok(manifest)
}

/// Checks that the snapshot in `dir` was taken of this node's log and that the log
/// holds every event it reflects, then puts its copies in place of the node's read
/// models, search index and analysts' projections. The node then replays only the
/// events after each copy's position.
pub async fn restore(settings: &Settings, dir: &Path) -> Result<Manifest, SnapshotError> {
    let manifest = Manifest::read(dir)?;
    let log = EventLog::open(settings.database_url.as_deref(), &settings.data_dir).await?;
    check(&log, &manifest).await?;
    let (from, to) = (dir.to_path_buf(), settings.data_dir.clone());
    tokio::task::spawn_blocking(move || copy_in(&from, &to))
        .await
        .map_err(std::io::Error::other)??;
    Ok(manifest)
}

/// What `BOBINE_SNAPSHOT=DIR` does at a node's start: restores the snapshot when
/// the node has no read models yet (a new node); a node that has them keeps them, so
/// that restarting with the setting left in place changes nothing.
pub async fn join(settings: &Settings, dir: &Path) -> Result<Option<Manifest>, SnapshotError> {
    if settings.data_dir.join(READ_DB).exists() {
        tracing::info!(snapshot = %dir.display(), "this node has its read models: the snapshot is not used");
        return Ok(None);
    }
    let manifest = restore(settings, dir).await?;
    tracing::info!(snapshot = %dir.display(), position = %manifest.position, "started from a snapshot");
    Ok(Some(manifest))
}

/// The snapshot belongs to `log`: same first event, every event it reflects
/// present, and the chain's head it noted still in the chain.
async fn check(log: &EventLog, manifest: &Manifest) -> Result<(), SnapshotError> {
    let found = manifest::identity(log).await?.unwrap_or_default();
    if found != manifest.log {
        return Err(SnapshotError::OtherLog {
            expected: manifest.log.clone(),
            found: if found.is_empty() {
                "rien (journal vide)".into()
            } else {
                found
            },
        });
    }
    if manifest.position > Position::ZERO && log.event_at(manifest.position).await?.is_none() {
        return Err(SnapshotError::Ahead(manifest.position));
    }
    if let Some(head) = manifest.chain()? {
        if log.event_at(head.position).await?.is_none() {
            return Err(SnapshotError::Ahead(head.position));
        }
        // A log copied before its chain caught up is sealed here, as its node would.
        log.seal().await?;
        if log.chain_holds(head).await? != Some(true) {
            return Err(SnapshotError::ChainMismatch(head));
        }
    }
    Ok(())
}
