//! Unique visitors: the two counters, and the bar chart of a period, zero-filled, with
//! the trend rule of docs/product.md, admin area §9.

use bobine_projections::visitors::queries::{self, DayVisitors};
use jiff::civil::Date;
use serde::Serialize;

use super::paris_date;
use crate::error::AppError;
use crate::node::Node;

/// The chart's periods (docs/product.md, admin area §9), named as the query string
/// names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, utoipa::ToSchema)]
pub enum Period {
    #[serde(rename = "7days")]
    SevenDays,
    #[serde(rename = "30days")]
    ThirtyDays,
    #[serde(rename = "1year")]
    OneYear,
}

impl Period {
    /// `7days`, `30days` or `1year`; anything else is refused with its message.
    pub fn parse(text: &str) -> Result<Period, AppError> {
        match text {
            "7days" => Ok(Period::SevenDays),
            "30days" => Ok(Period::ThirtyDays),
            "1year" => Ok(Period::OneYear),
            _ => Err(AppError::malformed(
                "Requête invalide : période inconnue (7days, 30days ou 1year)",
            )),
        }
    }

    /// How many days the chart shows, today included.
    pub fn days(self) -> i64 {
        match self {
            Period::SevenDays => 7,
            Period::ThirtyDays => 30,
            Period::OneYear => 365,
        }
    }
}

/// Whether visitors grow over the period.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Trend {
    Up,
    Down,
    Stable,
}

/// The chart of a period.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct VisitorChart {
    /// Every day of the period, oldest first; a day without visitors counts 0.
    pub days: Vec<DayVisitors>,
    pub trend: Trend,
    /// How the second half's daily average compares with the first half's, in per
    /// cent; none when the first half had no visitor.
    pub change_percent: Option<f64>,
}

/// The two counters at the top of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct VisitorSummary {
    /// One per visitor and day since the start (the spec's count of tracking rows).
    pub total: i64,
    /// Unique visitors of today, Paris time.
    pub today: i64,
}

pub async fn summary(node: &Node) -> Result<VisitorSummary, AppError> {
    let db = node.read.reads();
    Ok(VisitorSummary {
        total: queries::total(db).await?,
        today: queries::on_day(db, paris_date(node.clock.now())).await?,
    })
}

/// The visitors of each day of `period`, ending today (Paris time).
pub async fn chart(node: &Node, period: Period) -> Result<VisitorChart, AppError> {
    let today = paris_date(node.clock.now());
    let first = first_day(today, period);
    let counted = queries::days(node.read.reads(), first, today).await?;
    let days = zero_filled(first, today, &counted);
    let (trend, change_percent) = trend(&days);
    Ok(VisitorChart {
        days,
        trend,
        change_percent,
    })
}

/// The first day of `period` when it ends on `today`.
fn first_day(today: Date, period: Period) -> Date {
    today
        .checked_sub(jiff::Span::new().days(period.days() - 1))
        .expect("a period's start is a valid date")
}

/// Every day from `first` to `last`, with the visitors `counted` gives or 0.
fn zero_filled(first: Date, last: Date, counted: &[DayVisitors]) -> Vec<DayVisitors> {
    let mut counted = counted.iter().peekable();
    first
        .series(jiff::Span::new().days(1))
        .take_while(|day| *day <= last)
        .map(|day| {
            let day = day.to_string();
            let visitors = counted.next_if(|c| c.day == day).map_or(0, |c| c.visitors);
            DayVisitors { day, visitors }
        })
        .collect()
}

/// The trend of docs/product.md, admin area §9: the average of the first half against that
/// of the second half (the middle day of an odd count goes to the second half); up
/// above +5 %, down below -5 %, else stable.
fn trend(days: &[DayVisitors]) -> (Trend, Option<f64>) {
    let (first, second) = days.split_at(days.len() / 2);
    let average = |half: &[DayVisitors]| {
        let sum: i64 = half.iter().map(|d| d.visitors).sum();
        sum as f64 / half.len().max(1) as f64
    };
    let (before, after) = (average(first), average(second));
    if before == 0.0 {
        let trend = if after > 0.0 {
            Trend::Up
        } else {
            Trend::Stable
        };
        return (trend, None);
    }
    let change = (after - before) / before * 100.0;
    let trend = if change > 5.0 {
        Trend::Up
    } else if change < -5.0 {
        Trend::Down
    } else {
        Trend::Stable
    };
    (trend, Some((change * 10.0).round() / 10.0))
}

#[cfg(test)]
mod tests {
    use jiff::civil::date;
    use time::macros::datetime;

    use super::*;

    fn day(text: &str, visitors: i64) -> DayVisitors {
        DayVisitors {
            day: text.into(),
            visitors,
        }
    }

    fn counts(days: &[DayVisitors]) -> Vec<i64> {
        days.iter().map(|d| d.visitors).collect()
    }

    #[test]
    fn a_week_across_the_spring_clock_change_has_seven_paris_days_zero_filled() {
        // 00:30 on Monday 30 March 2026 in Paris (summer time since Sunday 02:00),
        // still Sunday in UTC.
        let today = paris_date(datetime!(2026-03-29 22:30 UTC));
        assert_eq!(today, date(2026, 3, 30));
        let first = first_day(today, Period::SevenDays);
        let counted = [day("2026-03-24", 4), day("2026-03-29", 2)];
        let days = zero_filled(first, today, &counted);
        let names: Vec<_> = days.iter().map(|d| d.day.as_str()).collect();
        assert_eq!(
            names,
            [
                "2026-03-24",
                "2026-03-25",
                "2026-03-26",
                "2026-03-27",
                "2026-03-28",
                "2026-03-29",
                "2026-03-30"
            ]
        );
        assert_eq!(counts(&days), [4, 0, 0, 0, 0, 2, 0]);
    }

    #[test]
    fn thirty_days_and_a_year_end_today_across_the_autumn_clock_change() {
        // 23:30 on Sunday 25 October 2026 in Paris (winter time since 03:00).
        let today = paris_date(datetime!(2026-10-25 22:30 UTC));
        assert_eq!(today, date(2026, 10, 25));
        let month = zero_filled(first_day(today, Period::ThirtyDays), today, &[]);
        assert_eq!(month.len(), 30);
        assert_eq!(month[0].day, "2026-09-26");
        let year = zero_filled(first_day(today, Period::OneYear), today, &[]);
        assert_eq!(year.len(), 365);
        assert_eq!(year[0].day, "2025-10-26");
        assert_eq!(year[364].day, "2026-10-25");
        assert!(year.iter().all(|d| d.visitors == 0));
    }

    #[test]
    fn the_trend_compares_the_halves_with_a_five_per_cent_band() {
        let week = |values: [i64; 7]| -> Vec<DayVisitors> {
            values.iter().map(|v| day("2026-03-24", *v)).collect()
        };
        // First half: 3 days; second half: 4 days (the middle one included).
        assert_eq!(
            trend(&week([10, 10, 10, 11, 11, 11, 11])),
            (Trend::Up, Some(10.0))
        );
        assert_eq!(
            trend(&week([10, 10, 10, 10, 10, 10, 9])),
            (Trend::Stable, Some(-2.5))
        );
        assert_eq!(
            trend(&week([10, 10, 10, 9, 9, 9, 9])),
            (Trend::Down, Some(-10.0))
        );
        assert_eq!(
            trend(&week([20, 20, 20, 21, 21, 21, 21])),
            (Trend::Stable, Some(5.0))
        );
        assert_eq!(trend(&week([0, 0, 0, 0, 0, 0, 1])), (Trend::Up, None));
        assert_eq!(trend(&week([0; 7])), (Trend::Stable, None));
    }
}
