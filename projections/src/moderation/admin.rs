//! What the moderation screens read (docs/product.md, admin area §2, "Report moderation" and
//! "Content-request moderation"): newest first, filtered, searched, in cursor pages,
//! with counters per status. The member's address comes from the `accounts`
//! projection's table; an erased member has no row there, so it reads as null
//! ('Utilisateur inconnu' on screen).
//!
//! An item is overdue while it waits for the team (a report pending or in progress, a
//! request pending or approved) since before the cutoff the caller computes from its
//! clock and `BOBINE_MODERATION_OVERDUE_HOURS` (docs/adr/0049): the flag, the filter
//! and the counts are read against that one cutoff.

use serde::Serialize;
use sqlx::{QueryBuilder, Sqlite, SqlitePool};

use crate::accounts::queries::UserCursor;

/// One report on the moderation screen.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct AdminReport {
    #[schema(format = Uuid)]
    pub id: String,
    #[schema(format = Uuid)]
    pub reporter_id: String,
    /// Null once the member is erased.
    pub reporter_email: Option<String>,
    /// `movie`, `series` or `episode`.
    pub content_type: String,
    #[schema(format = Uuid)]
    pub content_id: String,
    /// The catalogue's title when the report was filed.
    pub content_title: String,
    /// `video_not_working`, `audio_issue`, `subtitle_issue`, `quality_issue`,
    /// `wrong_content` or `other`.
    pub problem_type: String,
    pub description: Option<String>,
    /// `pending`, `in_progress`, `resolved` or `rejected`.
    pub status: String,
    pub admin_notes: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// Pending or in progress for longer than `BOBINE_MODERATION_OVERDUE_HOURS`
    /// (« En retard »).
    pub overdue: bool,
}

/// One content request on the moderation screen.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct AdminRequest {
    #[schema(format = Uuid)]
    pub id: String,
    #[schema(format = Uuid)]
    pub user_id: String,
    /// Null once the member is erased.
    pub user_email: Option<String>,
    /// `movie` or `series`.
    pub content_type: String,
    pub title: String,
    pub year: Option<i64>,
    pub description: Option<String>,
    pub director: Option<String>,
    pub genre: Option<String>,
    /// `pending`, `approved`, `rejected` or `completed`.
    pub status: String,
    pub admin_notes: Option<String>,
    pub created_at: String,
    pub updated_at: String,
    /// Pending or approved (not yet added) since the submission or the last reopening
    /// for longer than `BOBINE_MODERATION_OVERDUE_HOURS` (« En retard »).
    pub overdue: bool,
}

/// A moderation list's filters, already checked by the caller.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
    /// Items waiting since before this stamp (`accounts::stamp`) are overdue.
    pub overdue_before: &'a str,
    /// `Some(true)`: the overdue items only; `Some(false)`: the others; `None`: all.
    pub overdue: Option<bool>,
    /// A stored status; `None`: all.
    pub status: Option<&'a str>,
    /// A stored content type; `None`: all.
    pub content_type: Option<&'a str>,
    /// Typed words, matched anywhere in the list's text columns, any ASCII case.
    pub search: &'a str,
    /// Reports only: the problem types whose label the search matches.
    pub problem_types: &'a [&'a str],
}

/// A page of a moderation list and how many rows match in all.
pub struct Page<T> {
    pub items: Vec<T>,
    pub total: i64,
    pub next: Option<UserCursor>,
}

/// The counters of the report screen: all reports, whatever the filters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct ReportCounters {
    pub total: i64,
    pub pending: i64,
    pub in_progress: i64,
    pub resolved: i64,
    pub rejected: i64,
    /// Pending or in progress for too long.
    pub overdue: i64,
}

/// The counters of the content-request screen: all requests, whatever the filters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct RequestCounters {
    pub total: i64,
    pub pending: i64,
    pub approved: i64,
    pub completed: i64,
    pub rejected: i64,
    /// Pending or approved for too long.
    pub overdue: i64,
}

/// Where a list reads from, what it selects, which columns its search looks in, and
/// the statuses its counters count.
struct Listing {
    table: &'static str,
    from: &'static str,
    columns: &'static str,
    searched: &'static [&'static str],
    /// Each a column of the list's counters, beside `total`.
    statuses: &'static [&'static str],
    /// The statuses in which the item waits for the team (SQL list).
    waiting: &'static str,
}

const REPORTS: Listing = Listing {
    table: "report",
    from: "FROM report r LEFT JOIN account a ON a.id = r.reporter_id WHERE 1",
    columns: "r.id, r.reporter_id, a.email AS reporter_email, r.content_type, r.content_id, \
              r.content_title, r.problem_type, r.description, r.status, r.admin_notes, \
              r.created_at, r.updated_at",
    searched: &[
        "r.content_title",
        "a.email",
        "r.problem_type",
        "r.description",
    ],
    statuses: &["pending", "in_progress", "resolved", "rejected"],
    waiting: "('pending', 'in_progress')",
};

const REQUESTS: Listing = Listing {
    table: "content_request",
    from: "FROM content_request r LEFT JOIN account a ON a.id = r.user_id WHERE 1",
    columns: "r.id, r.user_id, a.email AS user_email, r.content_type, r.title, r.year, \
              r.description, r.director, r.genre, r.status, r.admin_notes, r.created_at, \
              r.updated_at",
    searched: &["r.title", "a.email", "r.director", "r.genre"],
    statuses: &["pending", "approved", "completed", "rejected"],
    waiting: "('pending', 'approved')",
};

pub async fn reports(
    db: &SqlitePool,
    filter: &Filter<'_>,
    after: Option<&UserCursor>,
    limit: u32,
) -> Result<Page<AdminReport>, sqlx::Error> {
    page(db, &REPORTS, filter, after, limit, |r: &AdminReport| {
        (r.created_at.clone(), r.id.clone())
    })
    .await
}

pub async fn requests(
    db: &SqlitePool,
    filter: &Filter<'_>,
    after: Option<&UserCursor>,
    limit: u32,
) -> Result<Page<AdminRequest>, sqlx::Error> {
    page(db, &REQUESTS, filter, after, limit, |r: &AdminRequest| {
        (r.created_at.clone(), r.id.clone())
    })
    .await
}

/// The report counters; `overdue_before`: the cutoff of the overdue count.
pub async fn report_counters(
    db: &SqlitePool,
    overdue_before: &str,
) -> Result<ReportCounters, sqlx::Error> {
    counters(db, &REPORTS, overdue_before).await
}

/// The request counters; `overdue_before`: the cutoff of the overdue count.
pub async fn request_counters(
    db: &SqlitePool,
    overdue_before: &str,
) -> Result<RequestCounters, sqlx::Error> {
    counters(db, &REQUESTS, overdue_before).await
}

/// The overdue reports and requests (the admin home's cards), against one cutoff.
pub async fn overdue_counts(
    db: &SqlitePool,
    overdue_before: &str,
) -> Result<(i64, i64), sqlx::Error> {
    let count = |listing: &Listing| {
        format!(
            "(SELECT COUNT(*) FROM {} WHERE status IN {} AND waiting_since < ?)",
            listing.table, listing.waiting
        )
    };
    sqlx::query_as(&format!("SELECT {}, {}", count(&REPORTS), count(&REQUESTS)))
        .bind(overdue_before)
        .bind(overdue_before)
        .fetch_one(db)
        .await
}

/// The rows of the list's table in all (`total`), per status (a column each) and
/// overdue, the filters left aside.
async fn counters<T>(
    db: &SqlitePool,
    listing: &Listing,
    overdue_before: &str,
) -> Result<T, sqlx::Error>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin,
{
    let mut sql = QueryBuilder::<Sqlite>::new("SELECT COUNT(*) AS total");
    // The statuses are the constants above, never input: they can stand in the text.
    for status in listing.statuses {
        sql.push(format!(
            ", COALESCE(SUM(status = '{status}'), 0) AS {status}"
        ));
    }
    sql.push(format!(
        ", COALESCE(SUM(status IN {} AND waiting_since < ",
        listing.waiting
    ))
    .push_bind(overdue_before.to_string())
    .push("), 0) AS overdue");
    sql.push(format!(" FROM {}", listing.table));
    sql.build_query_as().fetch_one(db).await
}

/// `(r.status IN (waiting) AND r.waiting_since < cutoff)`, bound.
fn overdue_expression(sql: &mut QueryBuilder<'_, Sqlite>, listing: &Listing, filter: &Filter<'_>) {
    sql.push(format!(
        "(r.status IN {} AND r.waiting_since < ",
        listing.waiting
    ))
    .push_bind(filter.overdue_before.to_string())
    .push(")");
}

/// Appends the filter's conditions to `sql` (which ends in a WHERE clause).
fn conditions(sql: &mut QueryBuilder<'_, Sqlite>, listing: &Listing, filter: &Filter<'_>) {
    let searched = listing.searched;
    if let Some(overdue) = filter.overdue {
        sql.push(if overdue { " AND " } else { " AND NOT " });
        overdue_expression(sql, listing, filter);
    }
    if let Some(status) = filter.status {
        sql.push(" AND r.status = ").push_bind(status.to_string());
    }
    if let Some(kind) = filter.content_type {
        sql.push(" AND r.content_type = ")
            .push_bind(kind.to_string());
    }
    let search = filter.search.trim().to_lowercase();
    if search.is_empty() {
        return;
    }
    let pattern = format!(
        "%{}%",
        search
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    );
    sql.push(" AND (0");
    for column in searched {
        sql.push(format!(" OR lower({column}) LIKE "))
            .push_bind(pattern.clone())
            .push(" ESCAPE '\\'");
    }
    for problem in filter.problem_types {
        sql.push(" OR r.problem_type = ")
            .push_bind(problem.to_string());
    }
    sql.push(")");
}

/// One page, newest first, after `after`, and the count of matching rows.
async fn page<T>(
    db: &SqlitePool,
    listing: &Listing,
    filter: &Filter<'_>,
    after: Option<&UserCursor>,
    limit: u32,
    key: impl Fn(&T) -> (String, String),
) -> Result<Page<T>, sqlx::Error>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::sqlite::SqliteRow> + Send + Unpin,
{
    let mut count = QueryBuilder::<Sqlite>::new(format!("SELECT COUNT(*) {}", listing.from));
    conditions(&mut count, listing, filter);
    let total: i64 = count.build_query_scalar().fetch_one(db).await?;
    let mut select = QueryBuilder::<Sqlite>::new(format!("SELECT {}, ", listing.columns));
    overdue_expression(&mut select, listing, filter);
    select.push(format!(" AS overdue {}", listing.from));
    conditions(&mut select, listing, filter);
    if let Some(after) = after {
        select
            .push(" AND (r.created_at, r.id) < (")
            .push_bind(after.created_at.clone())
            .push(", ")
            .push_bind(after.id.clone())
            .push(")");
    }
    select
        .push(" ORDER BY r.created_at DESC, r.id DESC LIMIT ")
        .push_bind(i64::from(limit) + 1);
    let mut items: Vec<T> = select.build_query_as().fetch_all(db).await?;
    let next = if items.len() > limit as usize {
        items.truncate(limit as usize);
        items.last().map(|last| {
            let (created_at, id) = key(last);
            UserCursor { created_at, id }
        })
    } else {
        None
    };
    Ok(Page { items, total, next })
}

/// One overdue report or request, as the admins' daily digest lists it.
#[derive(Debug, Clone, PartialEq, sqlx::FromRow)]
pub struct OverdueItem {
    pub id: String,
    /// The report's title, or the request's.
    pub title: String,
    /// `movie`, `series` or `episode`.
    pub content_type: String,
    pub status: String,
    /// The problem of a report; `None` for a request.
    pub problem_type: Option<String>,
    pub waiting_since: String,
}

/// The reports waiting since before `overdue_before`, the longest waiting first, at
/// most `limit`.
pub async fn overdue_reports(
    db: &SqlitePool,
    overdue_before: &str,
    limit: u32,
) -> Result<Vec<OverdueItem>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, content_title AS title, content_type, status, problem_type, waiting_since
           FROM report WHERE status IN ('pending', 'in_progress') AND waiting_since < ?
          ORDER BY waiting_since, id LIMIT ?",
    )
    .bind(overdue_before)
    .bind(i64::from(limit))
    .fetch_all(db)
    .await
}

/// The requests waiting since before `overdue_before`, the longest waiting first, at
/// most `limit`.
pub async fn overdue_requests(
    db: &SqlitePool,
    overdue_before: &str,
    limit: u32,
) -> Result<Vec<OverdueItem>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, title, content_type, status, NULL AS problem_type, waiting_since
           FROM content_request WHERE status IN ('pending', 'approved') AND waiting_since < ?
          ORDER BY waiting_since, id LIMIT ?",
    )
    .bind(overdue_before)
    .bind(i64::from(limit))
    .fetch_all(db)
    .await
}
