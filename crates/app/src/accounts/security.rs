//! A member's security log (issue 34; docs/adr/0045-two-factors.md): the last 50
//! sign-ins, refused attempts, second-factor changes and ended sessions.

use bobine_projections::security::queries::{self, SecurityEntry};
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;

/// `member`'s last entries, newest first.
pub async fn list(node: &Node, member: Uuid) -> Result<Vec<SecurityEntry>, AppError> {
    Ok(queries::of_member(node.read.reads(), member).await?)
}
