//! A member's sponsorship key (docs/product.md, member side §2 "Profile", §4 and §9): the key in force and who
//! it brought, and a new key that replaces the previous one.

use bobine_domain::accounts::AccountCommand;
use bobine_projections::accounts::queries;
use bobine_projections::accounts::stamp::{parse, stamp};
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// The member's key while it lasts, and its counters.
#[derive(Debug, Clone)]
pub struct Referral {
    pub active_key: Option<String>,
    pub key_uses: i64,
    pub max_uses: i64,
    pub key_expires_at: Option<String>,
}

/// The key of `user` in force now, if any.
pub async fn referral(node: &Node, user: Uuid) -> Result<Referral, AppError> {
    let now = node.clock.now();
    let key = queries::referral_key_of(node.read.reads(), &user.to_string())
        .await?
        .filter(|k| parse(&k.expires_at).is_some_and(|t| t > now));
    Ok(Referral {
        key_uses: key.as_ref().map_or(0, |k| k.uses),
        max_uses: key
            .as_ref()
            .map_or(i64::from(node.settings.referral_max_uses), |k| k.max_uses),
        key_expires_at: key.as_ref().map(|k| k.expires_at.clone()),
        active_key: key.map(|k| k.key),
    })
}

/// Generates a new key for `user` (`BOBINE_REFERRAL_MAX_USES` sign-ups, for
/// `BOBINE_REFERRAL_DAYS`).
pub async fn new_referral(
    node: &Node,
    origin: &Origin,
    user: Uuid,
) -> Result<(Referral, Position), AppError> {
    let now = node.clock.now();
    let (key, max_uses) = (
        super::tokens::new_referral_key(),
        node.settings.referral_max_uses,
    );
    let lifetime = time::Duration::days(i64::from(node.settings.referral_days));
    let id = user.to_string();
    let command = AccountCommand::GenerateReferralKey {
        key: key.clone(),
        max_uses,
        lifetime,
        now,
    };
    let position = node
        .run_as(&node.accounts, origin, &id, &id, command)
        .await?;
    // Whoever types the key next, from any browser, finds it on this node.
    node.settle(position).await;
    let referral = Referral {
        active_key: Some(key),
        key_uses: 0,
        max_uses: i64::from(max_uses),
        key_expires_at: Some(stamp(now + lifetime)),
    };
    Ok((referral, position))
}
