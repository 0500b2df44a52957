//! The moderation screens' lists (docs/product.md, admin area §2): filters checked here,
//! then read from the `moderation` projection, with the counters of every status. The
//! counters are also what the admin home's cards show (pending reports and requests).

use bobine_domain::moderation::ProblemType;
use bobine_projections::accounts::queries::UserCursor;
use bobine_projections::moderation::admin::{
    self, AdminReport, AdminRequest, Filter, Page, ReportCounters, RequestCounters,
};

use crate::error::AppError;
use crate::node::Node;

/// Rows per page, as the other admin lists (docs/product.md, admin area §9).
pub const PAGE: u32 = 50;
/// The most a client may ask for in one page.
pub const MAX_PAGE: u32 = 100;

/// A list's query, as typed in the address: blank or `all` means no filter.
#[derive(Debug, Clone, Default)]
pub struct ListQuery {
    pub status: String,
    pub content_type: String,
    pub q: String,
    pub cursor: Option<String>,
    pub limit: Option<u32>,
}

/// A page of a list, its total under the filters, and the counters of all rows.
#[derive(Debug, Clone)]
pub struct Listed<T, C> {
    pub items: Vec<T>,
    pub total: i64,
    pub next_cursor: Option<String>,
    pub counters: C,
}

const REPORT_STATUSES: &[&str] = &["pending", "in_progress", "resolved", "rejected"];
const REPORT_TYPES: &[&str] = &["movie", "series", "episode"];
const REQUEST_STATUSES: &[&str] = &["pending", "approved", "completed", "rejected"];
const REQUEST_TYPES: &[&str] = &["movie", "series"];

pub async fn reports(
    node: &Node,
    query: &ListQuery,
) -> Result<Listed<AdminReport, ReportCounters>, AppError> {
    let problems: Vec<&str> = ProblemType::labelled(&query.q)
        .into_iter()
        .map(ProblemType::as_str)
        .collect();
    let filter = Filter {
        status: one_of(&query.status, REPORT_STATUSES, "statut")?,
        content_type: one_of(&query.content_type, REPORT_TYPES, "type de contenu")?,
        search: &query.q,
        problem_types: &problems,
    };
    let (after, limit) = paging(query)?;
    let page = admin::reports(node.read.reads(), &filter, after.as_ref(), limit).await?;
    let counters = admin::report_counters(node.read.reads()).await?;
    Ok(listed(page, counters))
}

pub async fn requests(
    node: &Node,
    query: &ListQuery,
) -> Result<Listed<AdminRequest, RequestCounters>, AppError> {
    let filter = Filter {
        status: one_of(&query.status, REQUEST_STATUSES, "statut")?,
        content_type: one_of(&query.content_type, REQUEST_TYPES, "type de contenu")?,
        search: &query.q,
        problem_types: &[],
    };
    let (after, limit) = paging(query)?;
    let page = admin::requests(node.read.reads(), &filter, after.as_ref(), limit).await?;
    let counters = admin::request_counters(node.read.reads()).await?;
    Ok(listed(page, counters))
}

/// `text` if it is one of `allowed`; `None` for blank or `all`; a 400 otherwise.
fn one_of<'a>(text: &'a str, allowed: &[&str], what: &str) -> Result<Option<&'a str>, AppError> {
    match text.trim() {
        "" | "all" => Ok(None),
        value if allowed.contains(&value) => Ok(Some(value)),
        _ => Err(AppError::malformed(format!(
            "Requête invalide : {what} inconnu"
        ))),
    }
}

fn paging(query: &ListQuery) -> Result<(Option<UserCursor>, u32), AppError> {
    let after = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => None,
        Some(text) => Some(
            UserCursor::decode(text)
                .ok_or_else(|| AppError::malformed("Requête invalide : curseur mal formé"))?,
        ),
    };
    Ok((after, query.limit.unwrap_or(PAGE).clamp(1, MAX_PAGE)))
}

fn listed<T, C>(page: Page<T>, counters: C) -> Listed<T, C> {
    Listed {
        items: page.items,
        total: page.total,
        next_cursor: page.next.map(|c| c.encode()),
        counters,
    }
}
