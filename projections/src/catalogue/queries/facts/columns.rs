//! [`Facts`] by column, slot by slot, each column as narrow as the values the domain
//! gives it: a year in two bytes, a rating in tenths in one, views in four. A broad
//! filter's scan reads a column of every slot ([`super::scan::matches`]), so its
//! width is the scan's cost: with the facts' own widths (4, 8 and 8 bytes) a varied
//! film list at 200,000 films spent about a millisecond a request there
//! (docs/adr/0058-narrow-columns.md).
//!
//! A value outside what the narrow column holds exactly (a year beyond ±32,766, a
//! rating not in tenths of 0 to 5, views past `u32::MAX - 1`: none the domain's
//! forms accept, but the log is older than its forms) is stored as its column's
//! [`OUTLIER`] code and counted; while one is held, the scan tests those three
//! filters on [`Facts`] instead.

/// What a filter tests of a title, packed in 24 bytes so that a pass over every
/// title reads a few megabytes: the scan a page of a broad filter makes.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Facts {
    /// NaN when unknown: it passes no bound.
    pub rating: f64,
    pub views: i64,
    /// [`UNKNOWN_YEAR`] when unknown (years are the domain's four digits).
    pub year: i32,
    /// 0 when none, else the interned quality + 1 (the domain has four).
    pub quality: u8,
    /// 0 when none, else the interned status + 1 (the domain has three).
    pub status: u8,
    /// [`ALIVE`], [`FEATURED`], [`NEW`], [`ANIME`].
    pub flags: u8,
}

pub(super) const UNKNOWN_YEAR: i32 = i32::MIN;

/// Each column's code for a value it does not hold exactly.
pub(super) mod outlier {
    pub const YEAR: i16 = i16::MAX;
    pub const RATING: u8 = u8::MAX;
    pub const VIEWS: u32 = u32::MAX;
}

/// The year column's code for an unknown year: below every bound.
const UNKNOWN: i16 = i16::MIN;
/// The rating column's code for an unknown rating; a known one is its tenths + 1.
const NO_RATING: u8 = 0;
/// The highest rating in tenths (5.0).
const TOP_TENTHS: u8 = 50;

#[derive(Debug, Default)]
pub(super) struct Columns {
    pub flags: Vec<u8>,
    pub quality: Vec<u8>,
    pub status: Vec<u8>,
    pub year: Vec<i16>,
    pub rating: Vec<u8>,
    pub views: Vec<u32>,
    /// Slots holding an outlier code in a column.
    outliers: usize,
}

impl Columns {
    /// A new slot, empty (flags 0: not alive).
    pub fn push(&mut self) {
        let f = Facts::default();
        self.flags.push(f.flags);
        self.quality.push(f.quality);
        self.status.push(f.status);
        self.year.push(year_code(f.year));
        self.rating.push(rating_code(f.rating));
        self.views.push(views_code(f.views));
        self.outliers += usize::from(self.is_outlier(self.flags.len() - 1));
    }

    /// The facts of `slot`.
    pub fn set(&mut self, slot: u32, f: Facts) {
        let slot = slot as usize;
        self.outliers -= usize::from(self.is_outlier(slot));
        self.flags[slot] = f.flags;
        self.quality[slot] = f.quality;
        self.status[slot] = f.status;
        self.year[slot] = year_code(f.year);
        self.rating[slot] = rating_code(f.rating);
        self.views[slot] = views_code(f.views);
        self.outliers += usize::from(self.is_outlier(slot));
    }

    /// Whether every value is held exactly, so that the narrow columns answer the
    /// bounds of [`Columns::years`], [`Columns::rating_at_least`] and
    /// [`Columns::views_at_least`].
    pub fn exact(&self) -> bool {
        self.outliers == 0
    }

    fn is_outlier(&self, slot: usize) -> bool {
        self.year[slot] == outlier::YEAR
            || self.rating[slot] == outlier::RATING
            || self.views[slot] == outlier::VIEWS
    }

    /// The year codes within which a year passes `min..=max` (both known years,
    /// `min` above [`UNKNOWN_YEAR`]).
    pub fn years(min: i32, max: i32) -> (i16, i16) {
        let clamp = |y: i32, low: i16, high: i16| y.clamp(low.into(), high.into()) as i16;
        // Held years lie in UNKNOWN + 1 ..= YEAR - 1: a bound past them admits all
        // or none, as the code it is clamped to does.
        (
            clamp(min, UNKNOWN + 1, outlier::YEAR),
            clamp(max, UNKNOWN, outlier::YEAR - 1),
        )
    }

    /// The lowest rating code at least `min` (a code no held rating reaches when none
    /// is).
    pub fn rating_at_least(min: f64) -> u8 {
        (0..=TOP_TENTHS)
            .find(|tenths| f64::from(*tenths) / 10.0 >= min)
            .map_or(TOP_TENTHS + 2, |tenths| tenths + 1)
    }

    /// The lowest views code at least `min`.
    pub fn views_at_least(min: i64) -> u32 {
        u32::try_from(min.max(0)).unwrap_or(outlier::VIEWS)
    }
}

fn year_code(year: i32) -> i16 {
    if year == UNKNOWN_YEAR {
        return UNKNOWN;
    }
    match i16::try_from(year) {
        Ok(y) if y > UNKNOWN && y < outlier::YEAR => y,
        _ => outlier::YEAR,
    }
}

fn rating_code(rating: f64) -> u8 {
    if rating.is_nan() {
        return NO_RATING;
    }
    let tenths = (rating * 10.0).round();
    if (0.0..=f64::from(TOP_TENTHS)).contains(&tenths) && tenths / 10.0 == rating {
        tenths as u8 + 1
    } else {
        outlier::RATING
    }
}

fn views_code(views: i64) -> u32 {
    match u32::try_from(views) {
        Ok(v) if v < outlier::VIEWS => v,
        _ => outlier::VIEWS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_passes_a_bound_exactly_when_its_code_passes_the_bounds_code() {
        for tenths in 0..=50u8 {
            let rating = f64::from(tenths) / 10.0;
            for min in [
                -1.0,
                0.0,
                0.05,
                0.1,
                2.45,
                2.5,
                2.55,
                4.99,
                5.0,
                5.01,
                f64::NAN,
            ] {
                assert_eq!(
                    rating >= min,
                    rating_code(rating) >= Columns::rating_at_least(min),
                    "{rating} >= {min}"
                );
            }
            assert!(rating_code(f64::NAN) < Columns::rating_at_least(-1.0));
        }
        assert_eq!(rating_code(3.75), outlier::RATING);
        assert_eq!(rating_code(-0.1), outlier::RATING);
    }

    #[test]
    fn a_year_passes_a_range_exactly_when_its_code_passes_the_ranges_codes() {
        let held = [-32_766, -1, 0, 1900, 2024, 32_766];
        let bounds = [
            UNKNOWN_YEAR + 1,
            -40_000,
            -32_766,
            0,
            1900,
            2000,
            32_766,
            40_000,
        ];
        for year in held {
            for min in bounds {
                for max in bounds.into_iter().chain([i32::MAX]) {
                    let (low, high) = Columns::years(min, max);
                    let code = year_code(year);
                    assert_eq!(
                        year >= min && year <= max,
                        code >= low && code <= high,
                        "{year} in {min}..={max}"
                    );
                    let unknown = year_code(UNKNOWN_YEAR);
                    assert!(!(unknown >= low && unknown <= high));
                }
            }
        }
        assert_eq!(year_code(40_000), outlier::YEAR);
    }

    #[test]
    fn views_pass_a_minimum_exactly_when_their_code_does() {
        for views in [0, 1, 3, 1_000_000, i64::from(u32::MAX) - 1] {
            for min in [i64::MIN, -1, 0, 1, 4, i64::from(u32::MAX) - 1, i64::MAX] {
                assert_eq!(
                    views >= min,
                    views_code(views) >= Columns::views_at_least(min)
                );
            }
        }
        assert_eq!(views_code(i64::from(u32::MAX)), outlier::VIEWS);
    }

    #[test]
    fn an_outlier_is_counted_while_a_slot_holds_it() {
        let mut columns = Columns::default();
        columns.push();
        columns.push();
        assert!(columns.exact());
        let facts = |rating| Facts {
            rating,
            flags: 1,
            ..Facts::default()
        };
        columns.set(1, facts(3.75));
        columns.set(1, facts(3.75));
        assert!(!columns.exact());
        columns.set(1, facts(3.7));
        assert!(columns.exact());
    }
}
