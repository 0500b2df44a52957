//! The analytics screen (docs/product.md, admin area §2 "Analytics", §7 and §9): unique
//! visitors in total and today, the visitors of each day of a period with its trend,
//! and the most watched titles. Days are Europe/Paris calendar days, read from the
//! node's clock.

pub mod moderation_times;
pub mod top;
pub mod visitors;

use bobine_projections::views::PARIS;
use jiff::civil::Date;
use time::OffsetDateTime;

/// The Europe/Paris calendar day of `now`.
pub fn paris_date(now: OffsetDateTime) -> Date {
    jiff::Timestamp::from_nanosecond(now.unix_timestamp_nanos())
        .expect("an OffsetDateTime is within jiff's range")
        .to_zoned(PARIS.clone())
        .date()
}
