//! The titles a broad filter admits, found column by column: each filter tested on
//! one column of every slot at once, without a branch, into a bitmap the next filter
//! narrows. Testing each title's packed facts in turn (`Wanted::admits`) mispredicts a
//! branch at every other title when a filter keeps about half of them: at 200,000
//! films that pass was most of a varied list's time (docs/adr/0055-list-cards-from-memory.md).

use super::titles::Columns;

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
/// members, or every slot when None).
pub(super) fn matches(columns: &Columns, tests: &Tests, start: Option<&[u64]>) -> Vec<u64> {
    let words = columns.flags.len().div_ceil(64);
    let mut bits = match start {
        Some(members) => {
            let mut bits = members.to_vec();
            bits.resize(words, 0);
            bits
        }
        None => vec![u64::MAX; words],
    };
    let (mask, flags) = (tests.mask, tests.flags);
    narrow(&mut bits, &columns.flags, |f| f & mask == flags);
    if tests.quality != 0 {
        narrow(&mut bits, &columns.quality, |q| q == tests.quality);
    }
    if tests.status != 0 {
        narrow(&mut bits, &columns.status, |s| s == tests.status);
    }
    if let Some((min, max)) = tests.years {
        narrow(&mut bits, &columns.year, |y| (y >= min) & (y <= max));
    }
    if let Some(min) = tests.rating_min {
        // NaN, an unknown rating, passes no bound.
        narrow(&mut bits, &columns.rating, |r| r >= min);
    }
    if let Some(min) = tests.views_min {
        narrow(&mut bits, &columns.views, |v| v >= min);
    }
    bits
}

/// Clears in `bits` each slot whose value in `column` fails `test`: 64 slots a word,
/// a word already empty skipped.
fn narrow<T: Copy>(bits: &mut [u64], column: &[T], test: impl Fn(T) -> bool) {
    for (word, chunk) in bits.iter_mut().zip(column.chunks(64)) {
        if *word == 0 {
            continue;
        }
        let mut passed = 0u64;
        for (j, value) in chunk.iter().enumerate() {
            passed |= u64::from(test(*value)) << j;
        }
        *word &= passed;
    }
}
