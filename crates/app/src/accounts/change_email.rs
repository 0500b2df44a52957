//! A member asks to move their account to another address (docs/product.md, member side
//! §2 "Profile"): a confirmation link goes to the new address, and the address changes
//! once it is followed ([`super::confirm_email`]).

use bobine_domain::accounts::{AccountCommand, ClaimError, normalize_email};
use bobine_domain::mail::{MailContent, MailKind};
use bobine_store::{CommandError, Position};
use uuid::Uuid;

use super::claim::owner;
use super::tokens::link_token;
use crate::error::AppError;
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::Origin;

pub async fn change_email(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    new_email: &str,
) -> Result<Position, AppError> {
    if new_email.trim().is_empty() {
        return Err(AppError::required("new_email"));
    }
    let email = normalize_email(new_email).ok_or_else(|| AppError::invalid_email("new_email"))?;
    if owner(node, &email)
        .await?
        .is_some_and(|owner| owner != user)
    {
        return Err(CommandError::Rejected(ClaimError::Taken).into());
    }
    let mail = new_id();
    let (_, token_hash) = link_token(&node.secret, mail, user);
    let command = AccountCommand::RequestEmailChange {
        new_email: email.clone(),
        token_hash,
        now: node.clock.now(),
    };
    let id = user.to_string();
    let position = node
        .run_as(&node.accounts, origin, &id, &id, command)
        .await?;
    let outgoing = Outgoing {
        to: email,
        member: Some(user),
        kind: MailKind::Confirmation,
        content: MailContent::Link { member: user },
    };
    Ok(position.max(queue(node, origin, &id, mail, outgoing).await?))
}
