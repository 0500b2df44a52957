//! A member's preferences (docs/product.md, member side §2 "Profile"): whether the team's
//! answers to their reports and requests are mailed to them, and for an admin whether
//! the daily digest of overdue moderation work is (docs/adr/0049). Both on until they
//! are turned off; each choice is an event of the account, so every node and the
//! mail decide alike.

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
    /// Mail me, an admin, the daily digest of overdue reports and requests.
    pub overdue_digest: bool,
}

/// What a member changes: the digest's choice may be left as it is (a member's
/// profile does not show it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Chosen {
    pub moderation_emails: bool,
    pub overdue_digest: Option<bool>,
}

pub async fn preferences(node: &Node, user: Uuid) -> Result<Preferences, AppError> {
    let moderation_emails = queries::moderation_emails(node.read.reads(), &user.to_string())
        .await?
        .ok_or_else(|| AppError::not_found("Utilisateur non trouvé"))?;
    // Read from the log, as the digest reads it: no read model keeps it.
    let account = node.accounts.load(&user.to_string()).await?;
    Ok(Preferences {
        moderation_emails,
        overdue_digest: account.overdue_digest_chosen(),
    })
}

/// Records `user`'s choices; the next read of their profile shows them.
pub async fn set_preferences(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    chosen: Chosen,
) -> Result<Position, AppError> {
    let id = user.to_string();
    let command = AccountCommand::SetPreferences {
        moderation_emails: chosen.moderation_emails,
    };
    let mut position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    if let Some(overdue_digest) = chosen.overdue_digest {
        let command = AccountCommand::SetOverdueDigest { overdue_digest };
        position = node
            .run_settled(&node.accounts, origin, &id, &id, command)
            .await?;
    }
    Ok(position)
}
