//! The verdict of a walk as the API answers it.

use bobine_projections::LogPosition;
use bobine_store::{Breach, Position, Verdict};
use serde::Serialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use utoipa::ToSchema;

/// Whether the log's chain held at the last walk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum IntegrityStatus {
    /// The node has not finished its first walk since it started.
    Pending,
    Intact,
    Broken,
}

/// The last event the walk found intact, and the chain's hash there: note it down,
/// outside the node, to check later that the log still holds it
/// (`bobine verify --since POSITION:HASH`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct ChainHead {
    #[schema(value_type = LogPosition)]
    pub position: Position,
    /// SHA-256, 64 hexadecimal digits.
    #[schema(pattern = "^[0-9a-f]{64}$")]
    pub hash: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct BrokenAt {
    #[schema(value_type = LogPosition)]
    pub position: Position,
    pub reason: Breach,
    /// The reason in French, as the audit screen shows it.
    pub message: String,
}

/// `GET /api/admin/integrity`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct IntegrityReport {
    pub status: IntegrityStatus,
    /// How many events, from event 0, the walk found intact.
    pub verified_through: u64,
    pub head: Option<ChainHead>,
    /// When the walk ended (RFC 3339); none before the first.
    pub checked_at: Option<String>,
    pub broken_at: Option<BrokenAt>,
}

impl IntegrityReport {
    pub(super) fn pending() -> IntegrityReport {
        IntegrityReport {
            status: IntegrityStatus::Pending,
            verified_through: 0,
            head: None,
            checked_at: None,
            broken_at: None,
        }
    }

    pub(super) fn of(verdict: &Verdict, at: OffsetDateTime) -> IntegrityReport {
        IntegrityReport {
            status: match verdict.broken {
                None => IntegrityStatus::Intact,
                Some(_) => IntegrityStatus::Broken,
            },
            verified_through: verdict.verified,
            head: verdict.head.map(|head| ChainHead {
                position: head.position,
                hash: head.hash.to_string(),
            }),
            checked_at: at.format(&Rfc3339).ok(),
            broken_at: verdict.broken.map(|broken| BrokenAt {
                position: broken.position,
                reason: broken.reason,
                message: broken.reason.describe().to_string(),
            }),
        }
    }
}
