//! Deciding many reports or requests at once (issue 35, docs/product.md, admin area
//! §2): one action and one note for up to [`BULK_LIMIT`] items, each decided on its
//! own through [`super::decide`], as if the admin had clicked each row: its own
//! event, its own mail to its member, its own refusal.
//!
//! Nothing is all-or-nothing: an item already decided, in a status the action does
//! not start from, or unknown, is answered with its French refusal and the others go
//! on. Only what would refuse every item alike is refused for the whole call, before
//! any is decided: no item or too many, and notes the action cannot take (too long,
//! or missing to reject).

use bobine_domain::moderation::{ReportAction, RequestAction};
use bobine_domain::titles::Input;
use bobine_store::{CommandError, Position};
use futures::{StreamExt, stream};
use uuid::Uuid;

use super::decide::{moderate_report, moderate_request};
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// The most items one call may name: a screen's page is 50, « tout sélectionner »
/// on four pages stays under it, and 200 decisions answer within seconds.
pub const BULK_LIMIT: usize = 200;

/// Items decided at once: enough for the log's group commit to gather them, few
/// enough that one admin's batch leaves room for everyone else's requests.
const AT_ONCE: usize = 4;

/// What became of one item: the position of its decision, or why it was refused.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    pub id: Uuid,
    pub result: Result<Position, AppError>,
}

/// Decides `action` on each report of `ids` with `admin_notes`, in the order given.
pub async fn moderate_reports(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    ids: &[Uuid],
    action: ReportAction,
    admin_notes: Input,
) -> Result<Vec<Outcome>, AppError> {
    check_size(ids)?;
    action
        .check_notes(&admin_notes)
        .map_err(CommandError::Rejected)?;
    let notes = &admin_notes;
    Ok(each(ids, |id| async move {
        moderate_report(node, origin, admin, id, action, notes.clone()).await
    })
    .await)
}

/// Decides `action` on each request of `ids` with `admin_notes`, in the order given.
pub async fn moderate_requests(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    ids: &[Uuid],
    action: RequestAction,
    admin_notes: Input,
) -> Result<Vec<Outcome>, AppError> {
    check_size(ids)?;
    action
        .check_notes(&admin_notes)
        .map_err(CommandError::Rejected)?;
    let notes = &admin_notes;
    Ok(each(ids, |id| async move {
        moderate_request(node, origin, admin, id, action, notes.clone()).await
    })
    .await)
}

/// 1 to [`BULK_LIMIT`] items, else 422.
fn check_size(ids: &[Uuid]) -> Result<(), AppError> {
    if ids.is_empty() || ids.len() > BULK_LIMIT {
        return Err(AppError::invalid(
            "bulk_size",
            "ids",
            format!("Sélectionnez entre 1 et {BULK_LIMIT} éléments"),
        ));
    }
    Ok(())
}

/// `decide` on every id, a few at a time, the outcomes in the ids' order.
async fn each<F, Fut>(ids: &[Uuid], decide: F) -> Vec<Outcome>
where
    F: Fn(Uuid) -> Fut,
    Fut: Future<Output = Result<Position, AppError>>,
{
    stream::iter(ids.iter().copied())
        .map(|id| {
            let decided = decide(id);
            async move {
                Outcome {
                    id,
                    result: decided.await,
                }
            }
        })
        .buffered(AT_ONCE)
        .collect()
        .await
}
