//! The log's hash chain: evidence that the log is the one that was written
//! (docs/adr/0037-hash-chain.md).
//!
//! Each event, once committed, is sealed: an entry of `event_chain` keeps a digest of
//! its payload as first written and a hash that chains it to the entry before, in
//! commit order, over the fields that never change. Whoever rewrites an event, removes,
//! inserts or reorders one, is found by a walk from event 0 ([`EventLog::verify`]);
//! whoever rewrites the chain itself consistently is found against a head noted
//! earlier ([`Head`]). An erasure rewrites payloads on purpose: the redacted event
//! keeps its digest and names the erasure that redacted it, so it still verifies.

mod holds;
mod link;
mod postgres;
mod redactions;
mod seal;
mod sqlite;
mod verify;
mod walk;

use std::fmt;
use std::str::FromStr;

use serde::Serialize;

use crate::position::Position;

pub use walk::{Breach, Broken, Erasures};

/// A SHA-256 hash, written in lower-case hexadecimal.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Digest(pub [u8; 32]);

impl Digest {
    /// The hash before the first event.
    pub const GENESIS: Digest = Digest([0; 32]);

    pub(crate) fn from_slice(bytes: &[u8]) -> Option<Digest> {
        Some(Digest(bytes.try_into().ok()?))
    }
}

impl fmt::Display for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.iter().try_for_each(|byte| write!(f, "{byte:02x}"))
    }
}

impl fmt::Debug for Digest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}

impl Serialize for Digest {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl FromStr for Digest {
    type Err = BadHead;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadHead(text.to_string());
        if text.len() != 64 || !text.is_ascii() {
            return Err(bad());
        }
        let mut bytes = [0; 32];
        for (i, byte) in bytes.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&text[2 * i..2 * i + 2], 16).map_err(|_| bad())?;
        }
        Ok(Digest(bytes))
    }
}

/// One sealed event as `event_chain` keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Entry {
    pub position: Position,
    /// The payload's digest when it was sealed.
    pub digest: Digest,
    pub hash: Digest,
    /// The erasure whose redaction rewrote the payload since.
    pub redacted_by: Option<Position>,
}

/// The last sealed event and the chain's hash there: what an operator notes down
/// to check later that the log still holds it (`bobine verify --since`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Head {
    pub position: Position,
    pub hash: Digest,
}

impl fmt::Display for Head {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.position, self.hash)
    }
}

/// A head that is not `POSITION:HASH`.
#[derive(Debug, thiserror::Error)]
#[error(
    "tête de chaîne illisible : {0:?} (attendu : POSITION:HASH, le hash en 64 chiffres hexadécimaux)"
)]
pub struct BadHead(String);

impl FromStr for Head {
    type Err = BadHead;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadHead(text.to_string());
        let (position, hash) = text.split_once(':').ok_or_else(bad)?;
        Ok(Head {
            position: position.parse().map_err(|_| bad())?,
            hash: hash.parse().map_err(|_| bad())?,
        })
    }
}

/// What one round of sealing did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sealed {
    /// Events sealed by this round.
    pub count: u64,
    /// The chain's head after it (`None` on an empty log).
    pub head: Option<Head>,
}

/// What a walk of the chain found.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Verdict {
    /// Events whose entries held, from event 0.
    pub verified: u64,
    /// The last entry that held.
    pub head: Option<Head>,
    /// The first place where the chain does not hold.
    pub broken: Option<Broken>,
}

impl Verdict {
    pub fn intact(&self) -> bool {
        self.broken.is_none()
    }
}

/// A stored hash; one of another length (a hand-edited row) reads as one that
/// matches nothing, so that the walk names the place.
fn stored_digest(bytes: Option<&[u8]>) -> Digest {
    bytes
        .and_then(Digest::from_slice)
        .unwrap_or(Digest::GENESIS)
}

/// A stored `redacted_by`; an unreadable one names no erasure.
fn stored_position(text: Option<String>) -> Option<Position> {
    text?.parse().ok()
}
