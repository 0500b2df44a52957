//! A member's preferences (docs/product.md, member side §2 "Profile"): for now whether the team's answers
//! to their reports and requests are mailed to them. On until they turn it off; the
//! choice is an event of their account, so every node and the mail decide alike.

use bobine_domain::accounts::AccountCommand;
use bobine_projections::accounts::queries;
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preferences {
    /// Mail me when the team resolves or rejects my reports, and approves, rejects or
    /// adds my requests.
    pub moderation_emails: bool,
}

pub async fn preferences(node: &Node, user: Uuid) -> Result<Preferences, AppError> {
    let moderation_emails = queries::moderation_emails(node.read.reads(), &user.to_string())
        .await?
        .ok_or_else(|| AppError::not_found("Utilisateur non trouvé"))?;
    Ok(Preferences { moderation_emails })
}

/// Records `user`'s choice; the next read of their profile shows it.
pub async fn set_preferences(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    preferences: Preferences,
) -> Result<Position, AppError> {
    let id = user.to_string();
    let command = AccountCommand::SetPreferences {
        moderation_emails: preferences.moderation_emails,
    };
    let position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    Ok(position)
}
