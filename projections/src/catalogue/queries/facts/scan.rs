//! The titles a broad filter admits, found column by column: 64 slots at a time, each
//! filter tested on its column without a branch. Testing each title's packed facts in
//! turn (`Wanted::admits`) mispredicts a branch at every other title when a filter
//! keeps about half of them: at 200,000 films that pass was most of a varied list's
//! time (docs/adr/0055-list-cards-from-memory.md); the columns' widths are the cost
//! of this one (docs/adr/0058-narrow-columns.md).

use super::columns::{Columns, Facts};

/// What a scan tests: the filters of `Wanted`, by column.
pub(super) struct Tests {
    pub mask: u8,
    pub flags: u8,
    pub years: Option<(i32, i32)>,
    pub rating_min: Option<f64>,
    pub views_min: Option<i64>,
    /// 0: any.
    pub quality: u8,
    pub status: u8,
}

/// The slots whose facts pass every test, one bit each, within `start` (a genre's
/// members, or every slot when None). `facts` are the same slots' facts, tested when
/// the narrow columns do not hold every value exactly ([`Columns::exact`]).
///
/// Each word of 64 slots is tested filter by filter into 64 bytes, fixed-length loops
/// the compiler makes vector instructions of, then turned into bits once
/// ([`packed`]). Measured outside the product on 200,000 slots and three filters:
/// about 100 µs, against some 130 µs for a pass over the bitmap a filter, and about
/// 1 ms for one shift and OR a slot, a serial chain the compiler kept.
pub(super) fn matches(
    columns: &Columns,
    facts: &[Facts],
    tests: &Tests,
    start: Option<&[u64]>,
) -> Vec<u64> {
    let slots = columns.flags.len();
    let words = slots.div_ceil(64);
    let mut bits = match start {
        Some(members) => {
            let mut bits = members.to_vec();
            bits.resize(words, 0);
            bits
        }
        None => vec![u64::MAX; words],
    };
    let codes = Codes::of(tests, columns.exact());
    let full = slots / 64;
    let chunks = Chunks {
        flags: columns.flags.as_chunks().0,
        quality: columns.quality.as_chunks().0,
        status: columns.status.as_chunks().0,
        year: columns.year.as_chunks().0,
        rating: columns.rating.as_chunks().0,
        views: columns.views.as_chunks().0,
        facts: facts.as_chunks().0,
    };
    if codes.exact {
        narrow::<true>(&mut bits[..full], &codes, &chunks);
    } else {
        narrow::<false>(&mut bits[..full], &codes, &chunks);
    }
    if let Some(last) = bits.get_mut(full) {
        // The last slots, padded with empty ones (flags 0: not alive).
        let tail = Tail {
            flags: padded(&columns.flags[full * 64..]),
            quality: padded(&columns.quality[full * 64..]),
            status: padded(&columns.status[full * 64..]),
            year: padded(&columns.year[full * 64..]),
            rating: padded(&columns.rating[full * 64..]),
            views: padded(&columns.views[full * 64..]),
            facts: padded(&facts[full * 64..]),
        };
        let passed = if codes.exact {
            codes.passes::<true>(&tail.word())
        } else {
            codes.passes::<false>(&tail.word())
        };
        *last &= passed & ((1 << (slots % 64)) - 1);
    }
    bits
}

/// Narrows each full word of `bits`.
fn narrow<const EXACT: bool>(bits: &mut [u64], codes: &Codes, chunks: &Chunks<'_>) {
    for (w, word) in bits.iter_mut().enumerate() {
        if *word != 0 {
            *word &= codes.passes::<EXACT>(&chunks.word(w));
        }
    }
}

/// The tests as the columns' codes, or on the facts when `exact` is false.
struct Codes {
    mask: u8,
    flags: u8,
    quality: u8,
    status: u8,
    exact: bool,
    years: Option<(i16, i16)>,
    rating: Option<u8>,
    views: Option<u32>,
    facts_years: Option<(i32, i32)>,
    facts_rating: Option<f64>,
    facts_views: Option<i64>,
}

impl Codes {
    fn of(tests: &Tests, exact: bool) -> Codes {
        Codes {
            mask: tests.mask,
            flags: tests.flags,
            quality: tests.quality,
            status: tests.status,
            exact,
            years: tests.years.map(|(min, max)| Columns::years(min, max)),
            rating: tests.rating_min.map(Columns::rating_at_least),
            views: tests.views_min.map(Columns::views_at_least),
            facts_years: tests.years,
            facts_rating: tests.rating_min,
            facts_views: tests.views_min,
        }
    }

    /// The bits of the word's slots that pass every test.
    #[inline(always)]
    fn passes<const EXACT: bool>(&self, word: &Word<'_>) -> u64 {
        let mut bytes = [0u8; 64];
        let (mask, flags) = (self.mask, self.flags);
        for (byte, f) in bytes.iter_mut().zip(word.flags) {
            *byte = u8::from(f & mask == flags);
        }
        if self.quality != 0 {
            and(&mut bytes, word.quality, |q| q == self.quality);
        }
        if self.status != 0 {
            and(&mut bytes, word.status, |s| s == self.status);
        }
        if EXACT {
            if let Some((min, max)) = self.years {
                and(&mut bytes, word.year, |y| (y >= min) & (y <= max));
            }
            if let Some(min) = self.rating {
                and(&mut bytes, word.rating, |r| r >= min);
            }
            if let Some(min) = self.views {
                and(&mut bytes, word.views, |v| v >= min);
            }
        } else {
            if let Some((min, max)) = self.facts_years {
                and(&mut bytes, word.facts, |f| {
                    (f.year >= min) & (f.year <= max)
                });
            }
            if let Some(min) = self.facts_rating {
                // NaN, an unknown rating, passes no bound.
                and(&mut bytes, word.facts, |f| f.rating >= min);
            }
            if let Some(min) = self.facts_views {
                and(&mut bytes, word.facts, |f| f.views >= min);
            }
        }
        packed(&bytes)
    }
}

/// One word's 64 slots in each column a scan reads.
struct Word<'a> {
    flags: &'a [u8; 64],
    quality: &'a [u8; 64],
    status: &'a [u8; 64],
    year: &'a [i16; 64],
    rating: &'a [u8; 64],
    views: &'a [u32; 64],
    facts: &'a [Facts; 64],
}

/// Every full word of each column.
struct Chunks<'a> {
    flags: &'a [[u8; 64]],
    quality: &'a [[u8; 64]],
    status: &'a [[u8; 64]],
    year: &'a [[i16; 64]],
    rating: &'a [[u8; 64]],
    views: &'a [[u32; 64]],
    facts: &'a [[Facts; 64]],
}

impl Chunks<'_> {
    fn word(&self, w: usize) -> Word<'_> {
        Word {
            flags: &self.flags[w],
            quality: &self.quality[w],
            status: &self.status[w],
            year: &self.year[w],
            rating: &self.rating[w],
            views: &self.views[w],
            facts: &self.facts[w],
        }
    }
}

/// The last, partial word of each column, padded.
struct Tail {
    flags: [u8; 64],
    quality: [u8; 64],
    status: [u8; 64],
    year: [i16; 64],
    rating: [u8; 64],
    views: [u32; 64],
    facts: [Facts; 64],
}

impl Tail {
    fn word(&self) -> Word<'_> {
        Word {
            flags: &self.flags,
            quality: &self.quality,
            status: &self.status,
            year: &self.year,
            rating: &self.rating,
            views: &self.views,
            facts: &self.facts,
        }
    }
}

/// Up to 64 values, then defaults.
fn padded<T: Copy + Default>(values: &[T]) -> [T; 64] {
    let mut word = [T::default(); 64];
    for (slot, value) in word.iter_mut().zip(values) {
        *slot = *value;
    }
    word
}

/// Clears each byte of `bytes` whose slot's value in `column` fails `test`.
fn and<T: Copy>(bytes: &mut [u8; 64], column: &[T; 64], test: impl Fn(T) -> bool) {
    for (byte, value) in bytes.iter_mut().zip(column) {
        *byte &= u8::from(test(*value));
    }
}

/// 64 bytes of 0 or 1 as the bits of a word, the first byte the lowest bit: each
/// eight bytes, read as a little-endian word, times a constant that moves byte `k`'s
/// bit to bit 56 + `k`.
fn packed(bytes: &[u8; 64]) -> u64 {
    let mut word = 0;
    for (k, eight) in bytes.chunks_exact(8).enumerate() {
        let eight = u64::from_le_bytes(eight.try_into().unwrap_or_default());
        word |= (eight.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (k * 8);
    }
    word
}

#[cfg(test)]
mod tests {
    use super::super::columns::UNKNOWN_YEAR;
    use super::super::titles::{ALIVE, NEW};
    use super::*;

    /// Facts drawn from `n`, some of them outliers when `outliers`.
    fn facts(n: u32, outliers: bool) -> Facts {
        let pick = |k: u32| n.wrapping_mul(2_654_435_761).rotate_left(k) % 10;
        let odd = outliers && pick(3) == 0;
        Facts {
            rating: match pick(5) {
                0 => f64::NAN,
                r if odd => f64::from(r) / 7.0,
                r => f64::from(r) / 2.0,
            },
            views: if odd {
                i64::from(u32::MAX) + 5
            } else {
                i64::from(pick(7))
            },
            year: match pick(11) {
                0 => UNKNOWN_YEAR,
                _ if odd => 40_000,
                y => 1995 + y as i32,
            },
            quality: (pick(13) % 3) as u8,
            status: (pick(17) % 3) as u8,
            flags: if pick(19) == 0 {
                0
            } else {
                ALIVE | (NEW * u8::from(pick(23) < 5))
            },
        }
    }

    #[test]
    fn the_matches_are_the_slots_whose_facts_pass_every_test() {
        for (len, outliers) in [
            (1, false),
            (64, false),
            (65, true),
            (200, false),
            (1_000, true),
        ] {
            let all: Vec<Facts> = (0..len).map(|n| facts(n, outliers)).collect();
            let mut columns = Columns::default();
            for (slot, f) in all.iter().enumerate() {
                columns.push();
                columns.set(slot as u32, *f);
            }
            assert_eq!(columns.exact(), !outliers);
            let start: Vec<u64> = (0..len.div_ceil(64)).map(|w| u64::MAX >> (w % 3)).collect();
            let tests = [
                Tests {
                    mask: ALIVE,
                    flags: ALIVE,
                    years: None,
                    rating_min: None,
                    views_min: None,
                    quality: 0,
                    status: 0,
                },
                Tests {
                    mask: ALIVE | NEW,
                    flags: ALIVE | NEW,
                    years: Some((1997, 2001)),
                    rating_min: Some(1.5),
                    views_min: Some(2),
                    quality: 1,
                    status: 2,
                },
                Tests {
                    mask: ALIVE,
                    flags: ALIVE,
                    years: Some((2000, 50_000)),
                    rating_min: Some(0.0),
                    views_min: Some(i64::from(u32::MAX)),
                    quality: 0,
                    status: 0,
                },
            ];
            for test in &tests {
                for start in [None, Some(start.as_slice())] {
                    let bits = matches(&columns, &all, test, start);
                    for (slot, f) in all.iter().enumerate() {
                        let started = start.is_none_or(|s| s[slot / 64] >> (slot % 64) & 1 == 1);
                        let passes = f.flags & test.mask == test.flags
                            && (test.quality == 0 || f.quality == test.quality)
                            && (test.status == 0 || f.status == test.status)
                            && test.years.is_none_or(|(a, b)| f.year >= a && f.year <= b)
                            && test.rating_min.is_none_or(|r| f.rating >= r)
                            && test.views_min.is_none_or(|v| f.views >= v);
                        let kept = bits[slot / 64] >> (slot % 64) & 1 == 1;
                        assert_eq!(kept, started && passes, "slot {slot} of {len}");
                    }
                    let past = (len as usize).div_ceil(64) * 64;
                    for slot in len as usize..past {
                        assert_eq!(
                            bits[slot / 64] >> (slot % 64) & 1,
                            0,
                            "slot {slot} past {len}"
                        );
                    }
                }
            }
        }
    }
}
