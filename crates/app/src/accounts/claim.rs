//! The e-mail claim: an address belongs to at most one account. The claim and the
//! account are two aggregates, so a workflow claims the address first, then makes
//! the account take it; if that second step fails, the address is given back here,
//! and only here (sign-up, the change of address, the admin made from the command
//! line).

use std::future::Future;

use bobine_domain::accounts::ClaimCommand;
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// Claims `email` for `user`, `actor` acting, then runs `take` (the step that gives
/// the account the address). If `take` fails, the claim is released and `take`'s
/// error returned.
pub(crate) async fn claimed<F>(
    node: &Node,
    (origin, actor): (&Origin, &str),
    email: &str,
    user: Uuid,
    take: F,
) -> Result<Position, AppError>
where
    F: Future<Output = Result<Position, AppError>>,
{
    let claim = ClaimCommand::Claim { user };
    node.run_as(&node.claims, origin, actor, node.claim_id(email), claim)
        .await?;
    match take.await {
        Ok(position) => Ok(position),
        Err(error) => {
            release(node, (origin, actor), email, user).await;
            Err(error)
        }
    }
}

/// Gives `email` back if `user` holds it: after a step that could not finish, or
/// when the account moved to another address. A failure is logged (the answer to the
/// member does not change).
pub(crate) async fn release(node: &Node, by: (&Origin, &str), email: &str, user: Uuid) {
    if let Err(error) = try_release(node, by, email, user).await {
        tracing::error!(%error, "an address stayed claimed");
    }
}

/// Gives `email` back if `user` holds it; releasing an address nobody or somebody
/// else holds changes nothing.
pub(crate) async fn try_release(
    node: &Node,
    (origin, actor): (&Origin, &str),
    email: &str,
    user: Uuid,
) -> Result<(), AppError> {
    let release = ClaimCommand::Release { user };
    node.run_as(&node.claims, origin, actor, node.claim_id(email), release)
        .await?;
    Ok(())
}

/// Who holds `email` (normalised), if anyone.
pub(crate) async fn owner(node: &Node, email: &str) -> Result<Option<Uuid>, AppError> {
    Ok(node.claims.load(&node.claim_id(email)).await?.owner())
}
