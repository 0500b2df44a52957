use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

/// Where an appeal stands (docs/product.md, admin area, "Ban appeals").
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum AppealStatus {
    #[default]
    Pending,
    Accepted,
    Rejected,
}

impl AppealStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            AppealStatus::Pending => "pending",
            AppealStatus::Accepted => "accepted",
            AppealStatus::Rejected => "rejected",
        }
    }

    /// The screens' label (« contestation » is feminine).
    pub fn label(self) -> &'static str {
        match self {
            AppealStatus::Pending => "En attente",
            AppealStatus::Accepted => "Acceptée",
            AppealStatus::Rejected => "Refusée",
        }
    }
}

/// The ban an appeal contests, as the account's `Banned` event pronounced it: what
/// the moderation screen shows beside the member's message (who banned, when, why,
/// until when) without a second read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppealedBan {
    /// The admin who banned: their id, or `operator`.
    pub by: String,
    pub reason: String,
    #[serde(with = "time::serde::rfc3339")]
    pub at: OffsetDateTime,
    /// `None`: permanent.
    #[serde(with = "time::serde::rfc3339::option")]
    pub until: Option<OffsetDateTime>,
}

/// An admin's decision on an appeal: the same shape as the other moderation
/// decisions (`Moderated`), with the member, whom the audit trail names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AppealDecided {
    pub id: Uuid,
    pub member: Uuid,
    /// The acting admin: their user id, or `operator`.
    pub by: String,
    pub from: AppealStatus,
    pub to: AppealStatus,
    pub admin_notes: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum AppealEvent {
    /// A banned member contested `ban`; the appeal is pending.
    AppealFiled {
        id: Uuid,
        member: Uuid,
        ban: AppealedBan,
        /// What the member wrote (20 to 2,000 characters); blank once they are erased.
        message: String,
    },
    /// An admin accepted it: the workflow lifts the ban next (`Unbanned`).
    AppealAccepted(AppealDecided),
    /// An admin rejected it, saying why in the notes: the ban stays.
    AppealRejected(AppealDecided),
}

impl AppealEvent {
    /// The same event without what the member wrote: what the log keeps once they
    /// are erased.
    pub fn redacted(self) -> AppealEvent {
        match self {
            AppealEvent::AppealFiled {
                id, member, ban, ..
            } => AppealEvent::AppealFiled {
                id,
                member,
                ban,
                message: String::new(),
            },
            decided => decided,
        }
    }
}

impl DomainEvent for AppealEvent {
    fn event_type(&self) -> String {
        match self {
            AppealEvent::AppealFiled { .. } => "AppealFiled",
            AppealEvent::AppealAccepted(_) => "AppealAccepted",
            AppealEvent::AppealRejected(_) => "AppealRejected",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
