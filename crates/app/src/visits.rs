//! Visitor tracking (member-side.md section 3): the app posts the browser's random
//! visitor id on each load, signed in or not, and the analytics screen counts unique
//! visitors per Europe/Paris day.
//!
//! Only a visitor's first load of a day is appended (a fact in a group commit, like
//! views), so the log grows by one event per visitor and day, not per load. The check
//! reads this node's `visitors` projection; two nodes, or two loads racing past it,
//! may both append, and the projection counts the day once. No member and no address
//! goes with the fact (docs/adr/0012).

use bobine_domain::visits::VisitEvent;
use bobine_projections::views::paris_day;
use bobine_projections::visitors::queries;
use bobine_store::Position;
use time::format_description::well_known::Rfc3339;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// The message of a visitor id that is not one the app makes (a UUID).
pub const INVALID_VISITOR: &str = "Identifiant de visiteur invalide";

/// Records that `visitor_id` loaded the app today. Answers the fact's position, or
/// when the visitor was already counted today the log's newest position (so that the
/// client's read-your-writes position never goes back).
pub async fn record_visit(
    node: &Node,
    origin: &Origin,
    visitor_id: &str,
) -> Result<Position, AppError> {
    let visitor = Uuid::try_parse(visitor_id.trim())
        .map_err(|_| AppError::invalid("invalid_visitor_id", "visitor_id", INVALID_VISITOR))?;
    let now = node
        .clock
        .now()
        .format(&Rfc3339)
        .map_err(AppError::internal)?;
    let day = paris_day(&now).ok_or_else(|| AppError::internal("the clock is not a time"))?;
    if queries::visited_on(node.read.reads(), visitor, day).await? {
        return node.log.newest().await.map_err(AppError::internal);
    }
    let event = VisitEvent::VisitRecorded {
        visitor_id: visitor,
        day: day.to_string(),
    };
    node.visits
        .append(&event, &origin.metadata("anonymous"))
        .await
        .map_err(AppError::internal)
}
