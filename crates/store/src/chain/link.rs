//! How an entry's hash is made: SHA-256 over the hash before it and the event's
//! fields that never change, each prefixed by its length so that no two events
//! write the same bytes.

use sha2::{Digest as _, Sha256};

use super::{Digest, Entry};
use crate::position::Position;
use crate::reader::StoredEvent;

/// The digest of a payload as written: what the chain keeps of it, so that an
/// erasure may replace the payload and the chain still hold.
pub(crate) fn payload_digest(payload: &str) -> Digest {
    Digest(Sha256::digest(payload.as_bytes()).into())
}

/// The hash of the entry at `position`: `event`'s position is not read, so that a
/// diagnosis can ask whether an event moved from one place to another.
pub(crate) fn link(
    previous: &Digest,
    position: Position,
    event: &StoredEvent,
    digest: &Digest,
) -> Digest {
    let mut hash = Sha256::new();
    hash.update(previous.0);
    hash.update(position.tx.to_le_bytes());
    hash.update(position.seq.to_le_bytes());
    for field in [
        event.aggregate_type.as_str(),
        event.aggregate_id.as_str(),
        event.event_type.as_str(),
        event.event_version.as_str(),
        event.metadata.as_str(),
        event.recorded_at.as_str(),
    ] {
        hash.update((field.len() as u64).to_le_bytes());
        hash.update(field.as_bytes());
    }
    hash.update(event.sequence.to_le_bytes());
    hash.update(digest.0);
    Digest(hash.finalize().into())
}

/// The entries of `events`, in their order, chained after `previous`.
pub(crate) fn entries(mut previous: Digest, events: &[StoredEvent]) -> Vec<Entry> {
    events
        .iter()
        .map(|event| {
            let digest = payload_digest(&event.payload);
            previous = link(&previous, event.position, event, &digest);
            Entry {
                position: event.position,
                digest,
                hash: previous,
                redacted_by: None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event() -> StoredEvent {
        StoredEvent {
            position: Position::new(0, 1),
            aggregate_type: "movie".into(),
            aggregate_id: "m1".into(),
            sequence: 1,
            event_type: "Added".into(),
            event_version: "1".into(),
            payload: r#"{"Added":{"title":"Amélie"}}"#.into(),
            metadata: r#"{"actor":"a"}"#.into(),
            recorded_at: "2026-11-27T10:00:00.000000Z".into(),
        }
    }

    #[test]
    fn every_field_that_never_changes_changes_the_hash() {
        let digest = payload_digest(&event().payload);
        let at = Position::new(0, 1);
        let base = link(&Digest::GENESIS, at, &event(), &digest);
        let variants: [fn(&mut StoredEvent); 7] = [
            |e| e.aggregate_type.push('x'),
            |e| e.aggregate_id.push('x'),
            |e| e.sequence += 1,
            |e| e.event_type.push('x'),
            |e| e.event_version.push('x'),
            |e| e.metadata.push(' '),
            |e| e.recorded_at.push('x'),
        ];
        for change in variants {
            let mut changed = event();
            change(&mut changed);
            assert_ne!(link(&Digest::GENESIS, at, &changed, &digest), base);
        }
        assert_ne!(
            link(&Digest::GENESIS, Position::new(0, 2), &event(), &digest),
            base
        );
        assert_ne!(link(&base, at, &event(), &digest), base);
        assert_ne!(
            link(&Digest::GENESIS, at, &event(), &payload_digest("{}")),
            base
        );
    }

    #[test]
    fn fields_cannot_borrow_bytes_from_their_neighbours() {
        let digest = payload_digest("{}");
        let at = Position::new(0, 1);
        let mut a = event();
        let mut b = event();
        a.aggregate_type = "movie".into();
        a.aggregate_id = "m1".into();
        b.aggregate_type = "movi".into();
        b.aggregate_id = "em1".into();
        assert_ne!(
            link(&Digest::GENESIS, at, &a, &digest),
            link(&Digest::GENESIS, at, &b, &digest)
        );
    }
}
