//! "Temps de réponse de la modération" on the analytics screen: how long reports wait
//! for the decision that closes them, per admin and per Europe/Paris week, and ban
//! appeals beside them, from the `moderation_times` projection (docs/operations.md,
//! "A projection nobody planned").

use bobine_projections::audit::queries::{ActorView, actor};
use bobine_projections::moderation_times::paris_week;
use bobine_projections::moderation_times::queries::{self, Delays, Waiting};
use serde::Serialize;
use time::format_description::well_known::Rfc3339;

use crate::error::AppError;
use crate::node::Node;

/// Weeks shown when none are asked for.
pub const DEFAULT_WEEKS: u32 = 8;
/// The most weeks one answer covers.
pub const MAX_WEEKS: u32 = 52;

/// One admin's delays in a week, named as the audit trail names them.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct AdminDelays {
    pub admin: ActorView,
    #[serde(flatten)]
    pub delays: Delays,
}

/// One Paris ISO week.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct WeekDelays {
    /// `2026-W48`.
    pub week: String,
    /// Every report closed that week, whoever closed it.
    pub team: Delays,
    /// Most reports closed first.
    pub admins: Vec<AdminDelays>,
}

/// The section's answer.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct ResponseTimes {
    /// The weeks asked for that saw a report closed, newest first.
    pub weeks: Vec<WeekDelays>,
    /// Reports still waiting for a decision.
    pub waiting: Waiting,
    /// Ban appeals, timed the same way from their filing to their decision.
    pub appeals: AppealTimes,
}

/// The ban appeals' part of the section.
#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
pub struct AppealTimes {
    /// The weeks asked for that saw an appeal decided, newest first.
    pub weeks: Vec<WeekDelays>,
    /// Appeals still waiting for a decision.
    pub waiting: Waiting,
}

/// `weeks`: 1 to 52 (default 8); anything else is refused with its message (422).
pub fn parse_weeks(text: Option<&str>) -> Result<u32, AppError> {
    let Some(text) = text else {
        return Ok(DEFAULT_WEEKS);
    };
    match text.trim().parse::<u32>() {
        Ok(weeks) if (1..=MAX_WEEKS).contains(&weeks) => Ok(weeks),
        _ => Err(AppError::invalid(
            "invalid_weeks",
            "weeks",
            "Nombre de semaines invalide : choisissez entre 1 et 52",
        )),
    }
}

/// The last `weeks` Paris weeks, the current one included.
pub async fn response_times(node: &Node, weeks: u32) -> Result<ResponseTimes, AppError> {
    let db = node.read.reads();
    let first = node.clock.now() - time::Duration::weeks(i64::from(weeks) - 1);
    let since = first
        .format(&Rfc3339)
        .ok()
        .and_then(|at| paris_week(&at))
        .ok_or_else(|| AppError::internal(format!("no Paris week for {first}")))?;
    Ok(ResponseTimes {
        weeks: weeks_of(node, "report", &since).await?,
        waiting: queries::waiting(db, "report").await?,
        appeals: AppealTimes {
            weeks: weeks_of(node, "appeal", &since).await?,
            waiting: queries::waiting(db, "appeal").await?,
        },
    })
}

/// The weeks from `since` on of `kind` (`report` or `appeal`), admins named.
async fn weeks_of(node: &Node, kind: &str, since: &str) -> Result<Vec<WeekDelays>, AppError> {
    let db = node.read.reads();
    let mut answer = Vec::new();
    for week in queries::weeks(db, kind, since).await? {
        let mut admins = Vec::with_capacity(week.admins.len());
        for one in week.admins {
            admins.push(AdminDelays {
                admin: actor(db, &one.admin_id).await?,
                delays: one.delays,
            });
        }
        admins.sort_by(|a, b| {
            b.delays
                .count
                .cmp(&a.delays.count)
                .then_with(|| a.admin.label.cmp(&b.admin.label))
        });
        answer.push(WeekDelays {
            week: week.week,
            team: week.team,
            admins,
        });
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ErrorKind;

    #[test]
    fn weeks_are_one_to_fifty_two() {
        assert_eq!(parse_weeks(None).unwrap(), 8);
        assert_eq!(parse_weeks(Some("52")).unwrap(), 52);
        for bad in ["0", "53", "-1", "huit", ""] {
            let refused = parse_weeks(Some(bad)).unwrap_err();
            assert_eq!(refused.kind, ErrorKind::Invalid, "{bad}");
        }
    }
}
