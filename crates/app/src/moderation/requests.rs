//! Content requests (docs/product.md, member side §2 "Request content", §5, §8 and §9): a member
//! submits one if their Paris week has a request left, and reads their own.
//!
//! The week's unit is taken first, then the request recorded (docs/adr/0013): the
//! form is validated before either, so only a failure of the log between the two
//! appends can leave a unit taken without its request.

use bobine_domain::moderation::{
    QuotaCommand, RequestCommand, RequestForm, RequestQuota, WEEKLY_LIMIT, validate_request,
};
use bobine_projections::moderation::queries::{self, RequestRow};
use bobine_store::{CommandError, Position};
use uuid::Uuid;

use super::week::paris_week;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// Submits `user`'s request; answers its id and position.
pub async fn submit_request(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    form: RequestForm,
) -> Result<(Uuid, Position), AppError> {
    validate_request(&form).map_err(CommandError::Rejected)?;
    let week = paris_week(node.clock.now()).id;
    let id = Uuid::now_v7();
    let actor = user.to_string();
    let consume = QuotaCommand::Consume {
        user,
        week: week.clone(),
        request: id,
    };
    let quota = RequestQuota::id(user, &week);
    node.run_as(&node.quotas, origin, &actor, quota, consume)
        .await?;
    let submit = RequestCommand::Submit {
        id,
        requester: user,
        week,
        form,
    };
    let position = node
        .run_new_as(&node.requests, origin, &actor, id, submit)
        .await?;
    Ok((id, position))
}

/// `user`'s requests, newest first, with their status and the team's notes.
pub async fn my_requests(node: &Node, user: Uuid) -> Result<Vec<RequestRow>, AppError> {
    Ok(queries::requests_of(node.read.reads(), &user.to_string()).await?)
}

/// Where a member stands this Paris week.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Quota {
    pub used: u32,
    pub limit: u32,
    /// The next Monday 00:00 in Paris (RFC 3339).
    pub resets_at: String,
}

pub async fn quota(node: &Node, user: Uuid) -> Result<Quota, AppError> {
    let week = paris_week(node.clock.now());
    let used = queries::quota_used(node.read.reads(), &user.to_string(), &week.id).await?;
    Ok(Quota {
        used: u32::try_from(used).unwrap_or(u32::MAX).min(WEEKLY_LIMIT),
        limit: WEEKLY_LIMIT,
        resets_at: week.resets_at,
    })
}
