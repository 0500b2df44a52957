//! One page of a list read from the titles' facts: the titles a filter admits are
//! met once, counted, and the `limit + 1` first after the cursor in the sort's order
//! kept, as the SQL path's keyset query would return them
//! (docs/adr/0046-catalogue-lists-from-memory.md).

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use uuid::Uuid;

use super::columns::{Facts, UNKNOWN_YEAR};
use super::order::Order;
use super::scan::{self, Tests};
use super::titles::{ALIVE, ANIME, FEATURED, NEW, SortKey, Titles, code, packed_year, sort_index};
use crate::catalogue::queries::cursor::Cursor;
use crate::catalogue::queries::list::{Filters, PageRequest};
use crate::catalogue::queries::sort::Sort;
use bobine_domain::titles::TitleKind;

/// Candidates past one in this many slots are scanned by column ([`scan::matches`]);
/// fewer are tested one by one, in the order they come. A candidate met in a sort's
/// order costs about a cache miss, some 10 ns; a scan, under a nanosecond a slot for
/// all its filters (docs/adr/0058-narrow-columns.md).
const BROAD: usize = 32;

/// The filters of a list as tests of [`Facts`]: flags under a mask, codes, bounds.
#[derive(Debug, Clone, Copy)]
pub(super) struct Wanted {
    genre: Option<u32>,
    /// The flags tested, and the values they must have ([`ALIVE`] always).
    mask: u8,
    flags: u8,
    /// Inclusive; an unknown year passes no bound, as NULL in SQL.
    years: Option<(i32, i32)>,
    rating_min: Option<f64>,
    views_min: i64,
    /// 0: any.
    quality: u8,
    status: u8,
    /// The bounds as asked, for the candidate ranges.
    year_min: Option<i64>,
    year_max: Option<i64>,
    views_asked: Option<i64>,
}

impl Wanted {
    /// The filters as `titles` can test them, `genre` being the genre id the filter's
    /// slug names; None when no title can pass (an unknown genre, quality or status).
    /// A film has no status nor anime flag, a series no quality: those filters do not
    /// apply, as on the SQL path.
    pub fn of(
        titles: &Titles,
        kind: TitleKind,
        filters: &Filters,
        genre: Option<Option<&str>>,
    ) -> Option<Wanted> {
        let genre = match genre {
            None => None,
            Some(id) => Some(titles.genre(id?)?),
        };
        let quality = match (&filters.quality, kind) {
            (Some(q), TitleKind::Movie) => code(*titles.qualities.get(q)?),
            _ => 0,
        };
        let status = match (&filters.status, kind) {
            (Some(s), TitleKind::Series) => code(*titles.statuses.get(s)?),
            _ => 0,
        };
        let (mut mask, mut flags) = (ALIVE, ALIVE);
        let anime = filters.anime.filter(|_| kind == TitleKind::Series);
        for (wanted, bit) in [
            (filters.featured, FEATURED),
            (filters.new, NEW),
            (anime, ANIME),
        ] {
            if let Some(on) = wanted {
                mask |= bit;
                flags |= if on { bit } else { 0 };
            }
        }
        let years = (filters.year_min.is_some() || filters.year_max.is_some()).then(|| {
            let min = filters.year_min.map_or(UNKNOWN_YEAR + 1, packed_year);
            let max = filters.year_max.map_or(i32::MAX, packed_year);
            (min.max(UNKNOWN_YEAR + 1), max)
        });
        Some(Wanted {
            genre,
            mask,
            flags,
            years,
            rating_min: filters.rating_min,
            views_min: filters.views_min.unwrap_or(i64::MIN),
            quality,
            status,
            year_min: filters.year_min,
            year_max: filters.year_max,
            views_asked: filters.views_min,
        })
    }

    /// Whether every living title passes.
    fn is_everything(&self) -> bool {
        self.genre.is_none()
            && self.mask == ALIVE
            && self.years.is_none()
            && self.rating_min.is_none()
            && self.views_min == i64::MIN
            && self.quality == 0
            && self.status == 0
    }

    /// Whether the genre is the only filter: its members are the matches.
    fn is_genre_only(&self) -> bool {
        self.genre.is_some()
            && Wanted {
                genre: None,
                ..*self
            }
            .is_everything()
    }

    /// The filters as a scan of the columns tests them.
    fn tests(&self) -> Tests {
        Tests {
            mask: self.mask,
            flags: self.flags,
            years: self.years,
            rating_min: self.rating_min,
            views_min: self.views_asked,
            quality: self.quality,
            status: self.status,
        }
    }

    /// Whether a title of these facts passes every filter but the genre's, which
    /// the caller tests.
    fn admits(&self, f: &Facts) -> bool {
        f.flags & self.mask == self.flags
            && self
                .years
                .is_none_or(|(min, max)| f.year >= min && f.year <= max)
            && self.rating_min.is_none_or(|r| f.rating >= r)
            && f.views >= self.views_min
            && (self.quality == 0 || f.quality == self.quality)
            && (self.status == 0 || f.status == self.status)
    }
}

/// What a page holds: its titles' ids in order, the next page's cursor, the total.
#[derive(Debug, Default)]
pub(super) struct Found {
    /// Its titles' slots, in order.
    pub slots: Vec<u32>,
    pub next: Option<String>,
    pub total: i64,
}

/// The titles that may pass, as the cheapest of: a genre's members, a range of the
/// year, rating or views order, or every slot. Each is tested in full anyway.
enum Candidates<'a> {
    /// A genre's bitmap, and how many bits are set.
    Members(&'a [u64], usize),
    /// A scan's bitmap of the titles passing every filter, and how many they are.
    Matches(&'a [u64], usize),
    Range(&'a [u32]),
    All,
}

/// The ranks of `order` whose `sort` keys pass `from` (a suffix) and `to` (a prefix).
fn span(
    titles: &Titles,
    order: &Order,
    sort: Sort,
    from: impl Fn(SortKey<'_>) -> bool,
    to: impl Fn(SortKey<'_>) -> bool,
) -> (usize, usize) {
    let key = |slot: &u32| titles.slots[*slot as usize].as_ref().map(|t| t.key(sort));
    let start = order
        .perm
        .partition_point(|s| key(s).is_some_and(|k| !from(k)));
    let end = order.perm.partition_point(|s| key(s).is_some_and(&to));
    (start, end.max(start))
}

/// The ranks of `sort`'s order where the titles passing `wanted`'s bound on that
/// sort's own key (a year range, a minimum rating or views) all are; None when it
/// has no bound on that key.
fn own_span(titles: &Titles, order: &Order, sort: Sort, wanted: &Wanted) -> Option<(usize, usize)> {
    match sort {
        Sort::Year if wanted.year_min.is_some() || wanted.year_max.is_some() => {
            let (min, max) = (
                wanted.year_min.unwrap_or(i64::MIN),
                wanted.year_max.unwrap_or(i64::MAX),
            );
            Some(span(
                titles,
                order,
                sort,
                |k| matches!(k, SortKey::Int(y) if y >= min),
                |k| matches!(k, SortKey::Int(y) if y <= max),
            ))
        }
        // A minimum bounds one end of the order only.
        Sort::Rating => wanted.rating_min.map(|min| {
            let from = |k: SortKey<'_>| matches!(k, SortKey::Real(r) if r >= min);
            span(titles, order, sort, from, |_| true)
        }),
        Sort::Views => wanted.views_asked.map(|min| {
            let from = |k: SortKey<'_>| matches!(k, SortKey::Int(v) if v >= min);
            span(titles, order, sort, from, |_| true)
        }),
        _ => None,
    }
}

fn candidates<'a>(titles: &'a Titles, orders: &'a [Order], wanted: &Wanted) -> Candidates<'a> {
    // A slot met in order costs about a cache miss; one of a bitmap or of every
    // slot, a sequential read.
    let mut best = (titles.slots.len(), Candidates::All);
    if let Some(genre) = wanted.genre {
        let bits = &titles.members[genre as usize];
        let count = titles.member_count[genre as usize];
        best = (bits.len() + count, Candidates::Members(bits, count));
    }
    let mut consider = |(start, end): (usize, usize), order: &'a Order| {
        if (end - start) * 3 < best.0 {
            best = (
                (end - start) * 3,
                Candidates::Range(&order.perm[start..end]),
            );
        }
    };
    for sort in [Sort::Year, Sort::Rating, Sort::Views] {
        let order = &orders[sort_index(sort)];
        if let Some(part) = own_span(titles, order, sort, wanted) {
            consider(part, order);
        }
    }
    best.1
}

impl Candidates<'_> {
    /// How many titles it holds, at most.
    fn len(&self, titles: &Titles) -> usize {
        match self {
            Candidates::Members(_, count) | Candidates::Matches(_, count) => *count,
            Candidates::Range(slots) => slots.len(),
            Candidates::All => titles.slots.len(),
        }
    }

    /// Calls `visit` with each candidate's slot that has the wanted genre.
    fn each(&self, titles: &Titles, wanted: &Wanted, mut visit: impl FnMut(u32)) {
        match self {
            Candidates::Members(bits, _) | Candidates::Matches(bits, _) => {
                for (word, mut bits) in bits.iter().copied().enumerate() {
                    while bits != 0 {
                        visit(word as u32 * 64 + bits.trailing_zeros());
                        bits &= bits - 1;
                    }
                }
            }
            Candidates::Range(slots) => {
                for &slot in *slots {
                    if wanted.genre.is_none_or(|g| member(titles, g, slot)) {
                        visit(slot);
                    }
                }
            }
            Candidates::All => {
                for slot in 0..titles.slots.len() as u32 {
                    if wanted.genre.is_none_or(|g| member(titles, g, slot)) {
                        visit(slot);
                    }
                }
            }
        }
    }
}

/// The page of `titles` that `wanted` admits, after `cursor` in `page`'s order:
/// the admitted titles are counted in one pass over the candidates; the page is then
/// a walk of the sort's order from the cursor when matches are dense enough to meet
/// `limit + 1` of them soon, else a second pass keeping the first ranks in a heap.
pub(super) fn page(
    titles: &Titles,
    orders: &[Order],
    wanted: &Wanted,
    page: PageRequest<'_>,
    cursor: Option<&Cursor>,
) -> Found {
    let order = &orders[sort_index(page.sort)];
    // Ascending: the ranks from `bound` on; descending: those below it.
    let bound = match cursor {
        None if page.ascending => 0,
        None => order.perm.len(),
        Some(cursor) => {
            let Ok(id) = Uuid::parse_str(&cursor.id) else {
                return Found::default();
            };
            order.place(&titles.slots, page.sort, cursor, &id, page.ascending)
        }
    };
    let keep = page.limit as usize + 1;
    let mut candidates = candidates(titles, orders, wanted);
    let genre_only = matches!(candidates, Candidates::Members(..)) && wanted.is_genre_only();
    // Many candidates: one branch-free pass for every filter, then the page among
    // the matches alone.
    let scanned = (!wanted.is_everything()
        && !genre_only
        && candidates.len(titles) * BROAD > titles.slots.len())
    .then(|| {
        let members = wanted.genre.map(|g| titles.members[g as usize].as_slice());
        scan::matches(&titles.columns, &titles.facts, &wanted.tests(), members)
    });
    let mut total = 0usize;
    if wanted.is_everything() {
        total = titles.alive;
    } else if genre_only {
        total = candidates.len(titles);
    } else if let Some(bits) = &scanned {
        total = bits.iter().map(|w| w.count_ones() as usize).sum();
        candidates = Candidates::Matches(bits, total);
    } else {
        let facts = &titles.facts;
        candidates.each(titles, wanted, |slot| {
            total += usize::from(wanted.admits(&facts[slot as usize]));
        });
    }
    let budget = candidates.len(titles);
    // Sorted by a key the filters bound, every match lies in that key's span of the
    // order: the walk starts there rather than crossing the titles before it.
    let (low, high) = own_span(titles, order, page.sort, wanted).unwrap_or((0, order.perm.len()));
    let walked = if page.ascending {
        bound.max(low)..high
    } else {
        low..bound.min(high)
    };
    let ranks = match total {
        0 => Vec::new(),
        _ if keep.saturating_mul(high - low) / total <= budget => {
            // A scan's bitmap answers for a slot from the cache; otherwise its facts.
            let admitted = |slot: u32| match &scanned {
                Some(bits) => has(bits, slot),
                None => {
                    wanted.genre.is_none_or(|g| member(titles, g, slot))
                        && wanted.admits(&titles.facts[slot as usize])
                }
            };
            walk(order, admitted, walked, page.ascending, keep, budget).unwrap_or_else(|| {
                heap(
                    titles,
                    order,
                    wanted,
                    &candidates,
                    bound,
                    page.ascending,
                    keep,
                )
            })
        }
        _ => heap(
            titles,
            order,
            wanted,
            &candidates,
            bound,
            page.ascending,
            keep,
        ),
    };
    let mut ranks = ranks;
    let more = ranks.len() > page.limit as usize;
    ranks.truncate(page.limit as usize);
    // The slots of living titles, in the page's order.
    let slots: Vec<u32> = ranks
        .iter()
        .map(|rank| order.perm[*rank as usize])
        .filter(|slot| titles.slots[*slot as usize].is_some())
        .collect();
    let last = slots
        .last()
        .and_then(|slot| titles.slots[*slot as usize].as_ref());
    let next = match (more, last) {
        (true, Some(title)) => Some(
            Cursor {
                key: title.key(page.sort).to_cursor_key(),
                id: title.id.to_string(),
            }
            .encode(),
        ),
        _ => None,
    };
    Found {
        slots,
        next,
        total: total as i64,
    }
}

/// The first `keep` ranks of `ranks` (walked up when `ascending`, else down) whose
/// slots are `admitted`; None past `budget` steps (matches too sparse there).
fn walk(
    order: &Order,
    admitted: impl Fn(u32) -> bool,
    ranks: std::ops::Range<usize>,
    ascending: bool,
    keep: usize,
    budget: usize,
) -> Option<Vec<u32>> {
    let mut kept = Vec::with_capacity(keep);
    let mut steps = 0;
    let mut visit = |rank: usize| {
        steps += 1;
        if admitted(order.perm[rank]) {
            kept.push(rank as u32);
        }
        kept.len() < keep && steps <= budget
    };
    let finished = if ascending {
        ranks.into_iter().all(&mut visit)
    } else {
        ranks.rev().all(&mut visit)
    };
    (finished || kept.len() == keep).then_some(kept)
}

/// The first `keep` ranks after `bound` among the admitted candidates, in order.
fn heap(
    titles: &Titles,
    order: &Order,
    wanted: &Wanted,
    candidates: &Candidates<'_>,
    bound: usize,
    ascending: bool,
    keep: usize,
) -> Vec<u32> {
    let bound = bound as u32;
    // A scan's matches passed every test already.
    let exact = matches!(candidates, Candidates::Matches(..));
    let mut first = BinaryHeap::with_capacity(keep + 1);
    let mut last = BinaryHeap::with_capacity(keep + 1);
    candidates.each(titles, wanted, |slot| {
        let rank = order.rank[slot as usize];
        if ascending {
            if rank >= bound
                && (first.len() < keep || first.peek().is_some_and(|top| rank < *top))
                && (exact || wanted.admits(&titles.facts[slot as usize]))
            {
                first.push(rank);
                if first.len() > keep {
                    first.pop();
                }
            }
        } else if rank < bound
            && (last.len() < keep || last.peek().is_some_and(|Reverse(top)| rank > *top))
            && (exact || wanted.admits(&titles.facts[slot as usize]))
        {
            last.push(Reverse(rank));
            if last.len() > keep {
                last.pop();
            }
        }
    });
    if ascending {
        first.into_sorted_vec()
    } else {
        last.into_sorted_vec()
            .into_iter()
            .map(|Reverse(r)| r)
            .collect()
    }
}

/// Whether the title in `slot` has the genre `genre`.
fn member(titles: &Titles, genre: u32, slot: u32) -> bool {
    has(&titles.members[genre as usize], slot)
}

/// Whether `slot`'s bit is set in `bits`.
fn has(bits: &[u64], slot: u32) -> bool {
    bits.get((slot / 64) as usize)
        .is_some_and(|word| word & (1 << (slot % 64)) != 0)
}
