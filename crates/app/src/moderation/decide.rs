//! The team's decisions on reports and content requests (docs/product.md, admin area §2
//! and §4): the aggregate decides the transition whatever the client sent, the
//! decision is recorded in the admin's name, this node's read models are brought up
//! to it (the admin's list and the member's /request-content show it at once), then
//! the member is told by mail when the decision is one they wait for.
//!
//! Two admins deciding one report at once: the executor decides the second again
//! against the first's result, so exactly one wins and the other gets the refusal of
//! the transition (409 `status_changed`, "il a peut-être été modifié entre-temps").

use bobine_domain::moderation::{ReportAction, ReportCommand, RequestAction, RequestCommand};
use bobine_domain::titles::Input;
use bobine_store::Position;
use uuid::Uuid;

use super::tell_member;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// `admin` takes report `id` in charge, resolves or rejects it with `admin_notes`.
pub async fn moderate_report(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    action: ReportAction,
    admin_notes: Input,
) -> Result<Position, AppError> {
    let stream = id.to_string();
    let command = ReportCommand::Moderate {
        action,
        by: admin.actor.clone(),
        admin_notes,
    };
    let position = node
        .run_settled(&node.reports, origin, &admin.actor, &stream, command)
        .await?;
    // Taking a report in charge is the team's business; its outcome is the member's.
    if action != ReportAction::Take {
        tell_member::about_report(node, (origin, &admin.actor), &stream).await;
    }
    Ok(position)
}

/// `admin` approves, rejects, completes, reopens or annotates request `id`.
pub async fn moderate_request(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    action: RequestAction,
    admin_notes: Input,
) -> Result<Position, AppError> {
    let stream = id.to_string();
    let command = RequestCommand::Moderate {
        action,
        by: admin.actor.clone(),
        admin_notes,
    };
    let position = node
        .run_settled(&node.requests, origin, &admin.actor, &stream, command)
        .await?;
    // A note changes no status: the member reads it on /request-content.
    if action != RequestAction::Note {
        tell_member::about_request(node, (origin, &admin.actor), &stream).await;
    }
    Ok(position)
}
