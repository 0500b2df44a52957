//! `manifest.json`: which log a snapshot was taken of, and what each of its copies
//! reflects. Written last: a folder without it is not a snapshot.

use std::collections::BTreeMap;
use std::path::Path;

use bobine_store::{EventLog, Head, LogError, Position};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::SnapshotError;

/// The layout this version writes and reads.
const FORMAT: u32 = 1;

const FILE: &str = "manifest.json";

#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Manifest {
    pub format: u32,
    /// When it was taken, RFC 3339 in UTC.
    pub created_at: String,
    /// The log's name: a hash of its first event's fields that never change.
    pub log: String,
    /// The furthest event any copy reflects: the log must hold it.
    pub position: Position,
    /// The chain's head when it was taken (`POSITION:HASH`), none before any seal.
    pub chain: Option<String>,
    /// Each projection's position in the copies (none: never run).
    pub parts: BTreeMap<String, Option<Position>>,
}

impl Manifest {
    pub(super) fn new(
        log: String,
        chain: Option<Head>,
        parts: BTreeMap<String, Option<Position>>,
    ) -> Manifest {
        let position = parts.values().flatten().copied().max().unwrap_or_default();
        let created_at = time::OffsetDateTime::now_utc()
            .format(&time::format_description::well_known::Rfc3339)
            .unwrap_or_default();
        Manifest {
            format: FORMAT,
            created_at,
            log,
            position,
            chain: chain.map(|head| head.to_string()),
            parts,
        }
    }

    pub(super) fn write(&self, dir: &Path) -> Result<(), SnapshotError> {
        let text = serde_json::to_string_pretty(self).map_err(std::io::Error::other)?;
        std::fs::write(dir.join(FILE), text)?;
        Ok(())
    }

    pub(super) fn read(dir: &Path) -> Result<Manifest, SnapshotError> {
        let not_one = |cause: String| SnapshotError::NotASnapshot(dir.display().to_string(), cause);
        let text = std::fs::read_to_string(dir.join(FILE)).map_err(|e| not_one(e.to_string()))?;
        let manifest: Manifest = serde_json::from_str(&text).map_err(|e| not_one(e.to_string()))?;
        if manifest.format != FORMAT {
            return Err(SnapshotError::UnknownFormat(manifest.format));
        }
        Ok(manifest)
    }

    /// The chain's head it noted.
    pub(super) fn chain(&self) -> Result<Option<Head>, SnapshotError> {
        self.chain
            .as_deref()
            .map(|head| {
                head.parse::<Head>()
                    .map_err(|e| SnapshotError::NotASnapshot("manifest.json".into(), e.to_string()))
            })
            .transpose()
    }
}

/// A hash of the log's first event's position, stream, sequence, type and commit
/// time: what no erasure rewrites. None for an empty log.
pub(super) async fn identity(log: &EventLog) -> Result<Option<String>, LogError> {
    let first = log.read_after(Position::ZERO, 1).await?;
    Ok(first.first().map(|event| {
        let mut hash = Sha256::new();
        for field in [
            event.position.to_string().as_str(),
            &event.aggregate_type,
            &event.aggregate_id,
            &event.sequence.to_string(),
            &event.event_type,
            &event.recorded_at,
        ] {
            hash.update((field.len() as u64).to_be_bytes());
            hash.update(field.as_bytes());
        }
        hash.finalize()
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect()
    }))
}
