//! The admin's mail screen: how many mails wait, failed and were given up, the list
//! of them, and putting an undeliverable one back in the queue.

use bobine_domain::mail::MailCommand;
use bobine_projections::mail::queries::{self, MailRow};
use bobine_store::Position;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};
use crate::paging;

/// The statuses a mail can have, as `status=` takes them.
const STATUSES: [&str; 5] = ["waiting", "sent", "failed", "undeliverable", "cancelled"];

/// Rows per page when `limit` is not given.
const PAGE: u32 = 50;

#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MailQuery {
    /// waiting, sent, failed, undeliverable or cancelled; every mail when absent.
    #[param(pattern = r"^(waiting|sent|failed|undeliverable|cancelled)?$")]
    pub status: Option<String>,
    /// The `next_cursor` of the previous page.
    #[param(pattern = r"^([1-9][0-9]{0,17})?$")]
    pub cursor: Option<String>,
    /// 1 to 100; 50 by default.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
}

/// The counts, and one page of mails, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct MailList {
    pub waiting: i64,
    pub failed: i64,
    pub undeliverable: i64,
    pub items: Vec<MailRow>,
    pub next_cursor: Option<String>,
}

/// The mails of this node's read model, as `query` asks.
pub async fn list(node: &Node, query: &MailQuery) -> Result<MailList, AppError> {
    let status = match query.status.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(status) if STATUSES.contains(&status) => Some(status),
        Some(_) => {
            return Err(AppError::invalid(
                "invalid_status",
                "status",
                "Statut inconnu : choisissez waiting, sent, failed, undeliverable ou cancelled",
            ));
        }
    };
    let after = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => None,
        Some(text) => Some(
            text.parse::<i64>()
                .ok()
                .filter(|seq| *seq > 0)
                .ok_or_else(|| AppError::malformed("Requête invalide : curseur illisible"))?,
        ),
    };
    let limit = paging::limit(query.limit, PAGE)?;
    let reads = node.read.reads();
    let counts = queries::counts(reads).await?;
    let page = queries::page(reads, status, after, limit).await?;
    Ok(MailList {
        waiting: counts.waiting,
        failed: counts.failed,
        undeliverable: counts.undeliverable,
        items: page.items,
        next_cursor: page.next.map(|seq| seq.to_string()),
    })
}

/// Puts undeliverable mail `id` back in the queue: 404 for an unknown mail, 409 for
/// one that is not undeliverable.
pub async fn retry(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: &str,
) -> Result<Position, AppError> {
    let id = Uuid::parse_str(id).map_err(|_| AppError::not_found("Mail introuvable"))?;
    let command = MailCommand::Retry {
        by: admin.actor.clone(),
        now: node.clock.now(),
    };
    node.run_settled(&node.mails, origin, &admin.actor, id, command)
        .await
}
