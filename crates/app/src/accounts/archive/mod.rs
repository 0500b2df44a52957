//! The archive of everything Bobine holds about a member (issue 33, « Télécharger mes
//! données »; docs/adr/0042): a ZIP of `archive.json` and `index.html`, the same in
//! French. Built from the log (the account's stream, each report's and request's
//! stream: every fact with the date it was recorded) and the read models (favourites,
//! watch history); nothing about anyone else: an admin is « l'équipe Bobine », another
//! member is never named. At most one an hour; each download is recorded.

mod html;
mod scrub;
mod zip;

use bobine_domain::accounts::{Account, AccountCommand};
use bobine_domain::moderation::{ContentRequest, Report};
use bobine_projections::accounts::queries as accounts;
use bobine_projections::accounts::stamp::stamp;
use bobine_projections::favourites::queries as favourites;
use bobine_projections::moderation::queries as moderation;
use bobine_projections::watch_history::queries as history;
use cqrs_es::Aggregate;
use serde_json::{Value, json};
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// Records the download (refused within an hour of the last: 429) and answers the
/// ZIP.
pub async fn archive(node: &Node, origin: &Origin, member: Uuid) -> Result<Vec<u8>, AppError> {
    let id = member.to_string();
    let now = node.clock.now();
    let command = AccountCommand::RecordArchive { now };
    node.run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    let data = collect(node, member).await?;
    let json = serde_json::to_vec_pretty(&data).map_err(AppError::internal)?;
    let page = html::render(&data);
    Ok(zip::stored(&[
        ("archive.json", &json),
        ("index.html", page.as_bytes()),
    ]))
}

/// Everything about `member`, by kind.
async fn collect(node: &Node, member: Uuid) -> Result<Value, AppError> {
    let id = member.to_string();
    let db = node.read.reads();
    let account = accounts::account(db, &id)
        .await?
        .ok_or_else(|| AppError::not_found("Utilisateur non trouvé"))?;
    let facts = stream(node, Account::TYPE, &id).await?;
    let favourites = favourites::list(db, member).await?;
    let mut watched = Vec::new();
    let mut cursor = None;
    loop {
        let page = history::history(db, member, None, cursor, 100).await?;
        watched.extend(page.items);
        match page.next {
            Some(next) => cursor = Some(next),
            None => break,
        }
    }
    let (report_ids, request_ids) = moderation::streams_of(db, &id).await?;
    let mut reports = Vec::new();
    for report in report_ids {
        reports.push(json!({"id": report, "timeline": stream(node, Report::TYPE, &report).await?}));
    }
    let mut requests = Vec::new();
    for request in request_ids {
        let timeline = stream(node, ContentRequest::TYPE, &request).await?;
        requests.push(json!({"id": request, "timeline": timeline}));
    }
    Ok(json!({
        "generated_at": stamp(node.clock.now()),
        "account": {
            "email": account.email,
            "created_at": account.created_at,
            "email_confirmed_at": account.email_confirmed_at,
            "is_admin": account.is_admin,
            "is_analyst": account.is_analyst,
        },
        "account_history": facts,
        "favourites": favourites,
        "watch_history": watched,
        "reports": reports,
        "requests": requests,
    }))
}

/// One stream's facts, each with its recording date, scrubbed of anyone else.
async fn stream(node: &Node, aggregate_type: &str, id: &str) -> Result<Vec<Value>, AppError> {
    let events = node
        .log
        .read_stream(aggregate_type, id)
        .await
        .map_err(AppError::internal)?;
    Ok(events
        .iter()
        .map(|event| {
            let payload: Value = serde_json::from_str(&event.payload).unwrap_or(Value::Null);
            let details = payload
                .get(&event.event_type)
                .cloned()
                .unwrap_or(Value::Null);
            json!({
                "recorded_at": event.recorded_at,
                "kind": aggregate_type,
                "event": event.event_type,
                "details": scrub::scrub(details),
            })
        })
        .collect())
}
