//! The walk of the chain: entries and events side by side in commit order, each
//! entry's hash made again from its event and compared, the first place where they
//! part named with what happened there. Pure: the reads are in `verify.rs`.

use std::collections::{BTreeMap, VecDeque};

use serde::Serialize;

use super::link::{link, payload_digest};
use super::{Digest, Entry, Head, Verdict};
use crate::position::Position;
use crate::reader::StoredEvent;

/// What the chain found at the first place it does not hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Breach {
    /// The event there is not the one sealed there (a field or its payload changed).
    Changed,
    /// The event sealed there is gone.
    Removed,
    /// An event the chain never sealed stands there.
    Inserted,
    /// The event there and the next one traded places.
    Reordered,
    /// The event is intact but the chain's own hash there was rewritten.
    ChainAltered,
    /// The head noted earlier is no longer in the chain.
    HeadMissing,
    /// The chain holds a different hash at the position of the head noted earlier: it
    /// was rewritten consistently from some earlier point.
    HeadMismatch,
}

impl Breach {
    /// The French sentence the command line, the log and the audit screen show.
    pub fn describe(self) -> &'static str {
        match self {
            Breach::Changed => "l'événement a été modifié depuis son scellement",
            Breach::Removed => "l'événement scellé à cette position a été supprimé",
            Breach::Inserted => "un événement que la chaîne n'a jamais scellé a été inséré",
            Breach::Reordered => "cet événement et le suivant ont été intervertis",
            Breach::ChainAltered => "l'empreinte de la chaîne elle-même a été réécrite",
            Breach::HeadMissing => "la tête notée n'est plus dans la chaîne",
            Breach::HeadMismatch => {
                "la chaîne a été réécrite avant la tête notée : son empreinte ne correspond plus"
            }
        }
    }
}

/// The first place where the chain does not hold, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Broken {
    pub position: Position,
    pub reason: Breach,
}

/// The events that erase a member, by aggregate and type: the only ones a redaction
/// may name.
#[derive(Debug, Clone, Default)]
pub struct Erasures(pub Vec<(&'static str, &'static str)>);

impl Erasures {
    fn contain(&self, event: &StoredEvent) -> bool {
        self.0.iter().any(|(aggregate, kind)| {
            event.aggregate_type == *aggregate && event.event_type == *kind
        })
    }
}

pub(crate) struct Walk<'a> {
    erasures: &'a Erasures,
    since: Option<Head>,
    since_found: bool,
    entries: VecDeque<Entry>,
    events: VecDeque<StoredEvent>,
    /// The hash of the last entry that held.
    previous: Digest,
    verified: u64,
    head: Option<Head>,
    /// Redactions not yet matched with their erasure: the erasure's position and the
    /// first redacted event that names it.
    claims: BTreeMap<Position, Position>,
}

impl<'a> Walk<'a> {
    pub fn new(erasures: &'a Erasures, since: Option<Head>) -> Walk<'a> {
        Walk {
            erasures,
            since,
            since_found: false,
            entries: VecDeque::new(),
            events: VecDeque::new(),
            previous: Digest::GENESIS,
            verified: 0,
            head: None,
            claims: BTreeMap::new(),
        }
    }

    /// The next entries, and every event up to the last of them.
    pub fn push(&mut self, entries: Vec<Entry>, events: Vec<StoredEvent>) {
        self.entries.extend(entries);
        self.events.extend(events);
    }

    /// Walks what was pushed; keeps the last entry for the next push (a diagnosis
    /// looks one entry ahead) unless `last`.
    pub fn step(&mut self, last: bool) -> Option<Broken> {
        loop {
            if !last && self.entries.len() < 2 {
                return None;
            }
            let entry = self.entries.front()?;
            let broken = |position, reason| Some(Broken { position, reason });
            if let Some((&erasure, &claimant)) = self.claims.first_key_value()
                && erasure < entry.position
            {
                return broken(claimant, Breach::Changed);
            }
            if let Some(since) = self.since
                && !self.since_found
                && since.position < entry.position
            {
                return broken(since.position, Breach::HeadMissing);
            }
            let event = match self.events.front() {
                None => return broken(entry.position, Breach::Removed),
                Some(event) if event.position < entry.position => {
                    return broken(event.position, Breach::Inserted);
                }
                Some(event) if event.position > entry.position => {
                    return broken(entry.position, Breach::Removed);
                }
                Some(event) => event,
            };
            let redacted = match self.check(entry, event) {
                Ok(redacted) => redacted,
                Err(reason) => return broken(entry.position, reason),
            };
            if let Some(broken) = self.accept(redacted) {
                return Some(broken);
            }
        }
    }

    /// What the walk found, once every entry was stepped through.
    pub fn finish(mut self, broken: Option<Broken>) -> Verdict {
        let broken = broken.or_else(|| self.unmatched());
        Verdict {
            verified: self.verified,
            head: self.head,
            broken,
        }
    }

    fn unmatched(&mut self) -> Option<Broken> {
        let head = self.head.map(|h| h.position).unwrap_or(Position::ZERO);
        if let Some((_, &claimant)) = self.claims.iter().find(|(erasure, _)| **erasure <= head) {
            return Some(Broken {
                position: claimant,
                reason: Breach::Changed,
            });
        }
        match self.since {
            Some(since) if !self.since_found => Some(Broken {
                position: since.position,
                reason: Breach::HeadMissing,
            }),
            _ => None,
        }
    }

    /// Whether `event` holds as `entry`, its payload redacted or not; why not
    /// otherwise.
    fn check(&self, entry: &Entry, event: &StoredEvent) -> Result<bool, Breach> {
        let expected = link(&self.previous, entry.position, event, &entry.digest);
        if expected != entry.hash {
            return Err(self.diagnose(entry, event, &expected));
        }
        let redacted = payload_digest(&event.payload) != entry.digest;
        let allowed = entry.redacted_by.is_some_and(|by| by >= entry.position);
        match (redacted, allowed) {
            (true, false) => Err(Breach::Changed),
            _ => Ok(redacted),
        }
    }

    /// Names what happened where an entry's hash is not the one its event makes, by
    /// trying the event and the next one at each other's places.
    fn diagnose(&self, entry: &Entry, event: &StoredEvent, expected: &Digest) -> Breach {
        let fits = |entry: &Entry, previous: &Digest, event: &StoredEvent| {
            link(previous, entry.position, event, &entry.digest) == entry.hash
        };
        let (next_entry, next_event) = (self.entries.get(1), self.events.get(1));
        let moved_down = next_entry.is_some_and(|next| fits(next, &entry.hash, event));
        let moved_up = next_event.is_some_and(|next| fits(entry, &self.previous, next));
        match (moved_down, moved_up) {
            (true, true) => Breach::Reordered,
            (true, false) => Breach::Removed,
            (false, true) => Breach::Inserted,
            (false, false) => match (next_entry, next_event) {
                (Some(next), Some(after)) if fits(next, expected, after) => Breach::ChainAltered,
                _ => Breach::Changed,
            },
        }
    }

    /// Takes the front entry and event as holding; answers a breach that only this
    /// acceptance reveals (a redaction named a position that erased no one).
    fn accept(&mut self, redacted: bool) -> Option<Broken> {
        let entry = self.entries.pop_front().expect("checked");
        let event = self.events.pop_front().expect("checked");
        if let Some(by) = entry.redacted_by
            && redacted
        {
            self.claims.entry(by).or_insert(entry.position);
        }
        if let Some(claimant) = self.claims.remove(&entry.position)
            && !self.erasures.contain(&event)
        {
            return Some(Broken {
                position: claimant,
                reason: Breach::Changed,
            });
        }
        if let Some(since) = self.since
            && since.position == entry.position
        {
            if since.hash != entry.hash {
                return Some(Broken {
                    position: since.position,
                    reason: Breach::HeadMismatch,
                });
            }
            self.since_found = true;
        }
        self.previous = entry.hash;
        self.verified += 1;
        self.head = Some(Head {
            position: entry.position,
            hash: entry.hash,
        });
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(seq: i64, aggregate_type: &str, event_type: &str, payload: &str) -> StoredEvent {
        StoredEvent {
            position: Position::new(0, seq),
            aggregate_type: aggregate_type.into(),
            aggregate_id: format!("a{}", seq % 3),
            sequence: seq,
            event_type: event_type.into(),
            event_version: "1".into(),
            payload: payload.into(),
            metadata: format!(r#"{{"actor":"admin{seq}"}}"#),
            recorded_at: format!("2026-11-27T10:00:{seq:02}.000000Z"),
        }
    }

    /// Ten events, the sixth an erasure, sealed as the sealer seals them.
    fn log() -> (Vec<Entry>, Vec<StoredEvent>) {
        let events: Vec<StoredEvent> = (1..=10)
            .map(|seq| match seq {
                6 => event(seq, "account", "Erased", "{}"),
                _ => event(
                    seq,
                    "movie",
                    "Edited",
                    &format!(r#"{{"title":"Film {seq}"}}"#),
                ),
            })
            .collect();
        (
            super::super::link::entries(Digest::GENESIS, &events),
            events,
        )
    }

    fn erasures() -> Erasures {
        Erasures(vec![("account", "Erased")])
    }

    /// Walks in batches of three entries, as the reads do in larger ones.
    fn walk(entries: Vec<Entry>, events: Vec<StoredEvent>, since: Option<Head>) -> Verdict {
        let erasures = erasures();
        let mut walk = Walk::new(&erasures, since);
        let mut events = events.into_iter().peekable();
        let chunks: Vec<Vec<Entry>> = entries.chunks(3).map(<[Entry]>::to_vec).collect();
        let count = chunks.len();
        for (i, chunk) in chunks.into_iter().enumerate() {
            let through = chunk.last().unwrap().position;
            let mut batch = Vec::new();
            while let Some(event) = events.next_if(|e| e.position <= through) {
                batch.push(event);
            }
            walk.push(chunk, batch);
            if let Some(broken) = walk.step(i + 1 == count) {
                return walk.finish(Some(broken));
            }
        }
        let broken = walk.step(true);
        walk.finish(broken)
    }

    fn broken_at(verdict: &Verdict) -> Option<(i64, Breach)> {
        verdict.broken.map(|b| (b.position.seq, b.reason))
    }

    #[test]
    fn an_untouched_log_verifies_to_its_head() {
        let (entries, events) = log();
        let head = Head {
            position: entries[9].position,
            hash: entries[9].hash,
        };
        let verdict = walk(entries, events, None);
        assert_eq!(verdict.verified, 10);
        assert_eq!(verdict.head, Some(head));
        assert!(verdict.intact());
    }

    #[test]
    fn a_changed_payload_or_metadata_is_named_at_its_position() {
        let (entries, mut events) = log();
        events[3].payload = r#"{"title":"Autre"}"#.into();
        assert_eq!(
            broken_at(&walk(entries.clone(), events, None)),
            Some((4, Breach::Changed))
        );
        let (_, mut events) = log();
        events[4].metadata = r#"{"actor":"someone else"}"#.into();
        assert_eq!(
            broken_at(&walk(entries.clone(), events, None)),
            Some((5, Breach::Changed))
        );
        let (_, mut events) = log();
        events[9].event_type = "Deleted".into();
        assert_eq!(
            broken_at(&walk(entries, events, None)),
            Some((10, Breach::Changed))
        );
    }

    #[test]
    fn a_row_removed_with_or_without_the_later_rows_moving_up() {
        let (entries, mut events) = log();
        events.remove(4);
        assert_eq!(
            broken_at(&walk(entries.clone(), events, None)),
            Some((5, Breach::Removed))
        );
        let (_, mut events) = log();
        events.remove(4);
        for event in &mut events[4..] {
            event.position.seq -= 1;
        }
        assert_eq!(
            broken_at(&walk(entries, events, None)),
            Some((5, Breach::Removed))
        );
    }

    #[test]
    fn a_row_inserted_between_or_with_the_later_rows_moving_down() {
        let (entries, mut events) = log();
        let mut stranger = event(40, "movie", "Edited", "{}");
        stranger.position = Position::new(0, 4);
        for event in &mut events[3..] {
            event.position.seq += 1;
        }
        events.insert(3, stranger);
        assert_eq!(
            broken_at(&walk(entries.clone(), events, None)),
            Some((4, Breach::Inserted))
        );
        // Between two positions of the chain, as PostgreSQL's gaps allow.
        let mut entries = entries;
        let (_, mut events) = log();
        for (entry, event) in entries.iter_mut().zip(events.iter_mut()) {
            entry.position.seq *= 10;
            event.position.seq *= 10;
        }
        let mut previous = Digest::GENESIS;
        for (entry, event) in entries.iter_mut().zip(&events) {
            entry.hash = link(&previous, entry.position, event, &entry.digest);
            previous = entry.hash;
        }
        let mut stranger = event(40, "movie", "Edited", "{}");
        stranger.position = Position::new(0, 45);
        events.insert(4, stranger);
        assert_eq!(
            broken_at(&walk(entries, events, None)),
            Some((45, Breach::Inserted))
        );
    }

    #[test]
    fn two_rows_that_traded_places_are_named_reordered() {
        let (entries, mut events) = log();
        events.swap(6, 7);
        events[6].position.seq = 7;
        events[7].position.seq = 8;
        assert_eq!(
            broken_at(&walk(entries, events, None)),
            Some((7, Breach::Reordered))
        );
    }

    #[test]
    fn a_rewritten_hash_of_the_chain_itself_is_told_apart_from_a_changed_event() {
        let (mut entries, events) = log();
        entries[2].hash = Digest([7; 32]);
        assert_eq!(
            broken_at(&walk(entries, events, None)),
            Some((3, Breach::ChainAltered))
        );
    }

    #[test]
    fn a_consistent_rewrite_passes_alone_and_is_caught_against_a_head_noted_before() {
        let (entries, events) = log();
        let noted = Head {
            position: entries[7].position,
            hash: entries[7].hash,
        };
        // From position 4 on, an event changed and every hash after it made again.
        let (_, mut forged) = log();
        forged[3].payload = r#"{"title":"Autre"}"#.into();
        let mut rewritten = entries.clone();
        let mut previous = rewritten[2].hash;
        for (entry, event) in rewritten.iter_mut().zip(&forged).skip(3) {
            entry.digest = payload_digest(&event.payload);
            entry.hash = link(&previous, entry.position, event, &entry.digest);
            previous = entry.hash;
        }
        assert!(walk(rewritten.clone(), forged.clone(), None).intact());
        assert_eq!(
            broken_at(&walk(rewritten.clone(), forged.clone(), Some(noted))),
            Some((8, Breach::HeadMismatch))
        );
        assert!(walk(entries.clone(), events.clone(), Some(noted)).intact());
        // A head the chain never had (or no longer has).
        let gone = Head {
            position: Position::new(0, 42),
            hash: noted.hash,
        };
        assert_eq!(
            broken_at(&walk(entries, events, Some(gone))),
            Some((42, Breach::HeadMissing))
        );
    }

    #[test]
    fn a_redaction_holds_when_an_erasure_made_it_and_only_then() {
        let (mut entries, mut events) = log();
        events[1].payload = r#"{"title":""}"#.into();
        entries[1].redacted_by = Some(Position::new(0, 6));
        assert!(walk(entries.clone(), events.clone(), None).intact());
        // Named after an event that erases no one.
        entries[1].redacted_by = Some(Position::new(0, 7));
        assert_eq!(
            broken_at(&walk(entries.clone(), events.clone(), None)),
            Some((2, Breach::Changed))
        );
        // Named before the event it redacts.
        entries[1].redacted_by = Some(Position::new(0, 1));
        assert_eq!(
            broken_at(&walk(entries.clone(), events.clone(), None)),
            Some((2, Breach::Changed))
        );
        // Not named at all.
        entries[1].redacted_by = None;
        assert_eq!(
            broken_at(&walk(entries, events, None)),
            Some((2, Breach::Changed))
        );
    }
}
