//! The moderation screens' lists (docs/product.md, admin area §2): filters checked here,
//! then read from the `moderation` projection, with the counters of every status. The
//! counters are also what the admin home's cards show (pending reports and requests).
//! Every item says whether it is overdue, against this node's clock
//! ([`super::overdue::cutoff`]); `overdue=true` keeps those only.

use bobine_domain::moderation::ProblemType;
use bobine_projections::accounts::queries::UserCursor;
use bobine_projections::moderation::admin::{
    self, AdminReport, AdminRequest, Filter, Page, ReportCounters, RequestCounters,
};

use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::overdue::cutoff;
use crate::error::AppError;
use crate::node::Node;
use crate::paging;

/// Rows per page, as the other admin lists (docs/product.md, admin area §9).
pub const PAGE: u32 = 50;

/// The report list's query, as typed in the address: an absent filter or `all`
/// filters nothing; any other value than the document's is refused.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct ReportQuery {
    #[param(value_type = Option<ReportStatusFilter>)]
    pub status: Option<String>,
    #[param(value_type = Option<ReportTypeFilter>)]
    pub content_type: Option<String>,
    /// Words found in the title, the member's e-mail or the problem.
    pub q: String,
    /// `true`: only the items waiting longer than `BOBINE_MODERATION_OVERDUE_HOURS`;
    /// `false`: the others.
    pub overdue: Option<bool>,
    #[param(value_type = Option<UserCursor>)]
    pub cursor: Option<String>,
    /// 1 to 100; 50 by default.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
}

/// The content request list's query, as typed in the address: an absent filter or
/// `all` filters nothing; any other value than the document's is refused.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct RequestQuery {
    #[param(value_type = Option<RequestStatusFilter>)]
    pub status: Option<String>,
    #[param(value_type = Option<RequestTypeFilter>)]
    pub content_type: Option<String>,
    /// Words found in the title, the member's e-mail, the director or the genre.
    pub q: String,
    /// `true`: only the items waiting longer than `BOBINE_MODERATION_OVERDUE_HOURS`;
    /// `false`: the others.
    pub overdue: Option<bool>,
    #[param(value_type = Option<UserCursor>)]
    pub cursor: Option<String>,
    /// 1 to 100; 50 by default.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
}

/// The report list's `status` values, as the OpenAPI document lists them.
#[derive(ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReportStatusFilter {
    All,
    Pending,
    InProgress,
    Resolved,
    Rejected,
}

/// The report list's `content_type` values.
#[derive(ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReportTypeFilter {
    All,
    Movie,
    Series,
    Episode,
}

/// The content request list's `status` values.
#[derive(ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RequestStatusFilter {
    All,
    Pending,
    Approved,
    Completed,
    Rejected,
}

/// The content request list's `content_type` values.
#[derive(ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RequestTypeFilter {
    All,
    Movie,
    Series,
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
    query: &ReportQuery,
) -> Result<Listed<AdminReport, ReportCounters>, AppError> {
    let problems: Vec<&str> = ProblemType::labelled(&query.q)
        .into_iter()
        .map(ProblemType::as_str)
        .collect();
    let cutoff = cutoff(node);
    let filter = Filter {
        overdue_before: &cutoff,
        overdue: query.overdue,
        status: one_of(&query.status, REPORT_STATUSES, "statut")?,
        content_type: one_of(&query.content_type, REPORT_TYPES, "type de contenu")?,
        search: &query.q,
        problem_types: &problems,
    };
    let (after, limit) = paging(query.cursor.as_deref(), query.limit)?;
    let page = admin::reports(node.read.reads(), &filter, after.as_ref(), limit).await?;
    let counters = admin::report_counters(node.read.reads(), &cutoff).await?;
    Ok(listed(page, counters))
}

pub async fn requests(
    node: &Node,
    query: &RequestQuery,
) -> Result<Listed<AdminRequest, RequestCounters>, AppError> {
    let cutoff = cutoff(node);
    let filter = Filter {
        overdue_before: &cutoff,
        overdue: query.overdue,
        status: one_of(&query.status, REQUEST_STATUSES, "statut")?,
        content_type: one_of(&query.content_type, REQUEST_TYPES, "type de contenu")?,
        search: &query.q,
        problem_types: &[],
    };
    let (after, limit) = paging(query.cursor.as_deref(), query.limit)?;
    let page = admin::requests(node.read.reads(), &filter, after.as_ref(), limit).await?;
    let counters = admin::request_counters(node.read.reads(), &cutoff).await?;
    Ok(listed(page, counters))
}

/// `text` if it is one of `allowed`; `None` when absent or `all`; a 400 otherwise.
fn one_of<'a>(
    text: &'a Option<String>,
    allowed: &[&str],
    what: &str,
) -> Result<Option<&'a str>, AppError> {
    match text.as_deref() {
        None | Some("all") => Ok(None),
        Some(value) if allowed.contains(&value) => Ok(Some(value)),
        _ => Err(AppError::malformed(format!(
            "Requête invalide : {what} inconnu"
        ))),
    }
}

fn paging(cursor: Option<&str>, limit: Option<u32>) -> Result<(Option<UserCursor>, u32), AppError> {
    let after = match cursor.filter(|c| !c.is_empty()) {
        None => None,
        Some(text) => Some(
            UserCursor::decode(text)
                .ok_or_else(|| AppError::malformed("Requête invalide : curseur mal formé"))?,
        ),
    };
    Ok((after, paging::limit(limit, PAGE)?))
}

fn listed<T, C>(page: Page<T>, counters: C) -> Listed<T, C> {
    Listed {
        items: page.items,
        total: page.total,
        next_cursor: page.next.map(|c| c.encode()),
        counters,
    }
}
