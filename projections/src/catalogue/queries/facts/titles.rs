//! The list facts of every title of one kind, by slot: what a list filters and sorts
//! by, each sort's order, and each genre's members as a bitmap over the slots
//! (docs/adr/0046-catalogue-lists-from-memory.md).

use std::collections::HashMap;

use rustc_hash::FxHashMap;
use uuid::Uuid;

use super::columns::{Columns, Facts, UNKNOWN_YEAR};
use crate::catalogue::queries::cursor::Key;
use crate::catalogue::queries::sort::Sort;

/// A sort column's value: `created_at` and `sort_title` are TEXT, `rating_key` is
/// REAL, the others INTEGER.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum SortKey<'a> {
    Int(i64),
    Real(f64),
    Text(&'a str),
}

impl SortKey<'_> {
    /// The key a cursor carries for it.
    pub fn to_cursor_key(self) -> Key {
        match self {
            SortKey::Int(i) => Key::Int(i),
            SortKey::Real(r) => Key::Real(r),
            SortKey::Text(t) => Key::Text(t.to_string()),
        }
    }
}

/// One title as a list sees it: the columns of `movie` or `series` that a filter
/// or a sort reads, with the same values.
#[derive(Debug, Clone)]
pub(super) struct Title {
    pub id: Uuid,
    pub created_at: Box<str>,
    pub sort_title: Box<str>,
    pub year: Option<i64>,
    pub rating: Option<f64>,
    pub views: i64,
    /// -1 when unknown, as `duration_key` (series: always -1, never sorted by).
    pub duration_key: i64,
    /// Interned in [`Titles::qualities`] (films).
    pub quality: Option<u32>,
    /// Interned in [`Titles::statuses`] (series).
    pub status: Option<u32>,
    pub featured: bool,
    pub new: bool,
    pub anime: bool,
    /// Interned genre ids.
    pub genres: Box<[u32]>,
    /// What its card shows besides: the title as written, its own poster, and a
    /// series' seasons and episodes (0 for a film).
    pub title: Box<str>,
    pub poster_url: Option<Box<str>>,
    pub seasons: u32,
    pub episodes: u32,
}

impl Title {
    /// Its value of `sort`'s column, as the table holds it.
    pub fn key(&self, sort: Sort) -> SortKey<'_> {
        match sort {
            Sort::Recent => SortKey::Text(&self.created_at),
            Sort::Year => SortKey::Int(self.year.unwrap_or(-1)),
            Sort::Rating => SortKey::Real(self.rating.unwrap_or(-1.0)),
            Sort::Views => SortKey::Int(self.views),
            Sort::Title => SortKey::Text(&self.sort_title),
            Sort::Duration => SortKey::Int(self.duration_key),
        }
    }
}

pub(super) const ALIVE: u8 = 1;
pub(super) const FEATURED: u8 = 2;
pub(super) const NEW: u8 = 4;
pub(super) const ANIME: u8 = 8;

/// An interned text's code in [`Facts`]: its number + 1.
pub(super) fn code(number: u32) -> u8 {
    u8::try_from(number + 1).unwrap_or(u8::MAX)
}

/// A year as [`Facts`] holds it.
pub(super) fn packed_year(year: i64) -> i32 {
    i32::try_from(year).unwrap_or(if year < 0 { UNKNOWN_YEAR + 1 } else { i32::MAX })
}

impl Title {
    fn facts(&self) -> Facts {
        let flag = |on: bool, bit: u8| if on { bit } else { 0 };
        Facts {
            rating: self.rating.unwrap_or(f64::NAN),
            views: self.views,
            year: self.year.map_or(UNKNOWN_YEAR, packed_year),
            quality: self.quality.map_or(0, code),
            status: self.status.map_or(0, code),
            flags: ALIVE
                | flag(self.featured, FEATURED)
                | flag(self.new, NEW)
                | flag(self.anime, ANIME),
        }
    }
}

/// A title as read from the read model; `None` when it was deleted.
pub(super) struct Read {
    pub id: Uuid,
    pub title: Option<ReadTitle>,
}

/// A title's facts with its texts not yet interned.
pub(super) struct ReadTitle {
    pub created_at: String,
    pub sort_title: String,
    pub year: Option<i64>,
    pub rating: Option<f64>,
    pub views: i64,
    pub duration_key: i64,
    pub quality: Option<String>,
    pub status: Option<String>,
    pub featured: bool,
    pub new: bool,
    pub anime: bool,
    pub genres: Vec<String>,
    pub title: String,
    pub poster_url: Option<String>,
    pub seasons: i64,
    pub episodes: i64,
}

/// Every title of a kind.
#[derive(Debug, Default)]
pub(super) struct Titles {
    pub slots: Vec<Option<Title>>,
    /// Each slot's [`Facts`] (flags 0 when empty).
    pub facts: Vec<Facts>,
    /// The same facts by column, for a broad filter's scan.
    pub columns: Columns,
    free: Vec<u32>,
    by_id: FxHashMap<Uuid, u32>,
    genre_of: HashMap<String, u32>,
    /// Per interned genre: its titles' slots, one bit each.
    pub members: Vec<Vec<u64>>,
    /// Per interned genre: how many titles have it.
    pub member_count: Vec<usize>,
    pub qualities: HashMap<String, u32>,
    pub statuses: HashMap<String, u32>,
    pub alive: usize,
}

/// The text `number` stands for in `numbers`, as [`intern`] gave it (a handful of
/// qualities or statuses: a walk is enough).
pub(super) fn interned(numbers: &HashMap<String, u32>, number: u32) -> Option<&str> {
    numbers
        .iter()
        .find(|(_, n)| **n == number)
        .map(|(text, _)| text.as_str())
}

/// The number standing for `key`, given on first sight.
fn intern(numbers: &mut HashMap<String, u32>, key: &str) -> u32 {
    if let Some(n) = numbers.get(key) {
        return *n;
    }
    let n = numbers.len() as u32;
    numbers.insert(key.to_string(), n);
    n
}

/// The position of `sort` in [`Sort::ALL`].
pub(super) fn sort_index(sort: Sort) -> usize {
    Sort::ALL.iter().position(|s| *s == sort).unwrap_or(0)
}

impl Titles {
    /// The interned number of the genre `id`, if any title ever had it.
    pub fn genre(&self, id: &str) -> Option<u32> {
        self.genre_of.get(id).copied()
    }

    /// Puts `read` in place of what was known of its title; answers its slot and
    /// the sorts (bits by place in [`Sort::ALL`]) in which it moved, came or went.
    pub fn apply(&mut self, read: Read) -> (u32, u8) {
        let old_slot = self.by_id.get(&read.id).copied();
        let old = old_slot.and_then(|slot| self.slots[slot as usize].take());
        if let (Some(slot), Some(old)) = (old_slot, &old) {
            self.set_genres(slot, &old.genres, false);
            self.facts[slot as usize] = Facts::default();
            self.columns.set(slot, Facts::default());
            self.alive -= 1;
        }
        let Some(fresh) = read.title else {
            return match old_slot {
                Some(slot) => {
                    self.by_id.remove(&read.id);
                    self.free.push(slot);
                    (slot, u8::MAX)
                }
                None => (0, 0),
            };
        };
        let slot = old_slot.unwrap_or_else(|| self.new_slot(read.id));
        let genres: Box<[u32]> = fresh
            .genres
            .iter()
            .map(|g| intern(&mut self.genre_of, g))
            .collect();
        let title = Title {
            id: read.id,
            created_at: fresh.created_at.into(),
            sort_title: fresh.sort_title.into(),
            year: fresh.year,
            rating: fresh.rating,
            views: fresh.views,
            duration_key: fresh.duration_key,
            quality: fresh.quality.map(|q| intern(&mut self.qualities, &q)),
            status: fresh.status.map(|s| intern(&mut self.statuses, &s)),
            featured: fresh.featured,
            new: fresh.new,
            anime: fresh.anime,
            genres,
            title: fresh.title.into(),
            poster_url: fresh.poster_url.map(Into::into),
            seasons: u32::try_from(fresh.seasons).unwrap_or_default(),
            episodes: u32::try_from(fresh.episodes).unwrap_or_default(),
        };
        let mut moved = 0;
        for (place, sort) in Sort::ALL.into_iter().enumerate() {
            if old
                .as_ref()
                .is_none_or(|old| old.key(sort) != title.key(sort))
            {
                moved |= 1 << place;
            }
        }
        self.set_genres(slot, &title.genres.clone(), true);
        self.facts[slot as usize] = title.facts();
        self.columns.set(slot, self.facts[slot as usize]);
        self.slots[slot as usize] = Some(title);
        self.alive += 1;
        (slot, moved)
    }

    fn new_slot(&mut self, id: Uuid) -> u32 {
        let slot = self.free.pop().unwrap_or_else(|| {
            self.slots.push(None);
            self.facts.push(Facts::default());
            self.columns.push();
            (self.slots.len() - 1) as u32
        });
        self.by_id.insert(id, slot);
        slot
    }

    fn set_genres(&mut self, slot: u32, genres: &[u32], on: bool) {
        let (word, bit) = ((slot / 64) as usize, 1u64 << (slot % 64));
        for &genre in genres {
            let genre = genre as usize;
            if self.members.len() <= genre {
                self.members.resize_with(genre + 1, Vec::new);
                self.member_count.resize(genre + 1, 0);
            }
            let bits = &mut self.members[genre];
            if bits.len() <= word {
                bits.resize(word + 1, 0);
            }
            // A title's genres are a set: a link given twice counts once.
            let had = bits[word] & bit != 0;
            match (on, had) {
                (true, false) => {
                    bits[word] |= bit;
                    self.member_count[genre] += 1;
                }
                (false, true) => {
                    bits[word] &= !bit;
                    self.member_count[genre] -= 1;
                }
                _ => {}
            }
        }
    }
}
