//! What erasing a member removes of what they sent the team: the descriptions they
//! wrote, and the messages of their ban appeals, in the log (redaction, as the account
//! stream) and in the read models (the projections fold the erasure). The reports and
//! requests stay, with the reporter's id, which the moderation screens will show as
//! 'Utilisateur inconnu'.

use bobine_domain::moderation::{
    Appeal, AppealEvent, ContentRequest, Report, ReportEvent, RequestEvent,
};
use bobine_projections::appeals::queries as appeals;
use bobine_projections::moderation::queries;
use bobine_store::Position;
use cqrs_es::Aggregate;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;

/// Redacts every report, request and appeal of `user`. `erased`: the erasure's
/// position; the streams are found in this node's read models once they have folded
/// everything up to it (an erased member cannot send anything after it). Safe to repeat.
pub(crate) async fn forget_free_text(
    node: &Node,
    user: Uuid,
    erased: Position,
) -> Result<(), AppError> {
    node.settle(erased).await;
    let (reports, requests) = queries::streams_of(node.read.reads(), &user.to_string()).await?;
    for id in reports {
        node.log
            .redact(Report::TYPE, &id, erased, ReportEvent::redacted)
            .await
            .map_err(AppError::internal)?;
    }
    for id in requests {
        node.log
            .redact(ContentRequest::TYPE, &id, erased, RequestEvent::redacted)
            .await
            .map_err(AppError::internal)?;
    }
    for id in appeals::ids_of(node.read.reads(), &user.to_string()).await? {
        node.log
            .redact(Appeal::TYPE, &id, erased, AppealEvent::redacted)
            .await
            .map_err(AppError::internal)?;
    }
    Ok(())
}
