use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::AppealedBan;
use crate::titles::Input;

/// What an admin may do to an appeal: both close it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum AppealAction {
    /// « Accepter »: the ban is lifted; a note is optional.
    Accept,
    /// « Refuser »: the ban stays; a note is required.
    Reject,
}

impl AppealAction {
    /// "acceptée", for the refusal's sentence.
    pub fn past_participle(self) -> &'static str {
        match self {
            AppealAction::Accept => "acceptée",
            AppealAction::Reject => "refusée",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum AppealCommand {
    /// The member contests `ban`, the ban in force on their account, read from the
    /// log by the application (never the client's word).
    File {
        id: Uuid,
        member: Uuid,
        ban: AppealedBan,
        message: String,
    },
    /// An admin (`by`: their id, or `operator`) accepts or rejects the appeal.
    Decide {
        action: AppealAction,
        by: String,
        admin_notes: Input,
    },
}
