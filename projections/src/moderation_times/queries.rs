//! Reading the response times of reports or of ban appeals (`kind`: `report` or
//! `appeal`): per week and admin, the count, median, mean and maximum delay; and
//! those still waiting.

use serde::Serialize;
use sqlx::SqlitePool;

/// Delays of a set of closed reports, in seconds.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct Delays {
    /// Reports closed.
    pub count: i64,
    pub median_seconds: f64,
    pub mean_seconds: f64,
    pub max_seconds: i64,
}

impl Delays {
    /// The figures of delays sorted in increasing order (none: `None`).
    fn of_sorted(seconds: &[i64]) -> Option<Delays> {
        let count = seconds.len();
        let max = *seconds.last()?;
        let middle = count / 2;
        let median = if count % 2 == 1 {
            seconds[middle] as f64
        } else {
            (seconds[middle - 1] + seconds[middle]) as f64 / 2.0
        };
        Some(Delays {
            count: count as i64,
            median_seconds: median,
            mean_seconds: seconds.iter().sum::<i64>() as f64 / count as f64,
            max_seconds: max,
        })
    }
}

/// One admin's delays in one week.
#[derive(Debug, Clone, PartialEq)]
pub struct AdminWeek {
    /// `2026-W48`.
    pub week: String,
    /// A user id, or `operator`.
    pub admin_id: String,
    pub delays: Delays,
}

/// One week: every admin's delays, and the team's.
#[derive(Debug, Clone, PartialEq)]
pub struct Week {
    pub week: String,
    pub team: Delays,
    /// By admin id.
    pub admins: Vec<AdminWeek>,
}

/// The weeks from `since` (a week id, included) on, newest first; weeks when no
/// report was closed are absent.
pub async fn weeks(db: &SqlitePool, kind: &str, since: &str) -> Result<Vec<Week>, sqlx::Error> {
    let rows: Vec<(String, String, i64)> = sqlx::query_as(
        "SELECT week, admin_id, seconds FROM response_time WHERE kind = ? AND week >= ?
          ORDER BY week DESC, admin_id, seconds",
    )
    .bind(kind)
    .bind(since)
    .fetch_all(db)
    .await?;
    let mut weeks: Vec<Week> = Vec::new();
    for same_week in rows.chunk_by(|a, b| a.0 == b.0) {
        let week = same_week[0].0.clone();
        let admins = same_week
            .chunk_by(|a, b| a.1 == b.1)
            .filter_map(|same_admin| {
                let seconds: Vec<i64> = same_admin.iter().map(|row| row.2).collect();
                Some(AdminWeek {
                    week: week.clone(),
                    admin_id: same_admin[0].1.clone(),
                    delays: Delays::of_sorted(&seconds)?,
                })
            })
            .collect();
        let mut all: Vec<i64> = same_week.iter().map(|row| row.2).collect();
        all.sort_unstable();
        if let Some(team) = Delays::of_sorted(&all) {
            weeks.push(Week { week, team, admins });
        }
    }
    Ok(weeks)
}

/// Reports (or appeals) waiting for a decision now.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
pub struct Waiting {
    pub count: i64,
    /// When the oldest of them was filed (RFC 3339, UTC); null when none waits.
    pub oldest_filed_at: Option<String>,
}

pub async fn waiting(db: &SqlitePool, kind: &str) -> Result<Waiting, sqlx::Error> {
    let (count, oldest_filed_at) =
        sqlx::query_as("SELECT COUNT(*), MIN(filed_at) FROM response_open WHERE kind = ?")
            .bind(kind)
            .fetch_one(db)
            .await?;
    Ok(Waiting {
        count,
        oldest_filed_at,
    })
}

#[cfg(test)]
mod tests {
    use super::Delays;

    #[test]
    fn the_median_of_an_even_count_is_the_mean_of_the_middle_two() {
        let odd = Delays::of_sorted(&[10, 20, 600]).unwrap();
        assert_eq!(
            (odd.count, odd.median_seconds, odd.max_seconds),
            (3, 20.0, 600)
        );
        assert_eq!(odd.mean_seconds, 210.0);
        let even = Delays::of_sorted(&[10, 20, 30, 600]).unwrap();
        assert_eq!(even.median_seconds, 25.0);
        assert_eq!(Delays::of_sorted(&[]), None);
    }
}
