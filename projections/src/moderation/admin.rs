//! What the moderation screens read (docs/product.md, admin area §2, "Report moderation" and
//! "Content-request moderation"): newest first, filtered, searched, in cursor pages,
//! with counters per status. The member's address comes from the `accounts`
//! projection's table; an erased member has no row there, so it reads as null
//! ('Utilisateur inconnu' on screen).

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
}

/// A moderation list's filters, already checked by the caller.
#[derive(Debug, Clone, Default)]
pub struct Filter<'a> {
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
}

/// The counters of the content-request screen: all requests, whatever the filters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct RequestCounters {
    pub total: i64,
    pub pending: i64,
    pub approved: i64,
    pub completed: i64,
    pub rejected: i64,
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
};

const REQUESTS: Listing = Listing {
    table: "content_request",
    from: "FROM content_request r LEFT JOIN account a ON a.id = r.user_id WHERE 1",
    columns: "r.id, r.user_id, a.email AS user_email, r.content_type, r.title, r.year, \
              r.description, r.director, r.genre, r.status, r.admin_notes, r.created_at, \
              r.updated_at",
    searched: &["r.title", "a.email", "r.director", "r.genre"],
    statuses: &["pending", "approved", "completed", "rejected"],
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

pub async fn report_counters(db: &SqlitePool) -> Result<ReportCounters, sqlx::Error> {
    counters(db, &REPORTS).await
}

pub async fn request_counters(db: &SqlitePool) -> Result<RequestCounters, sqlx::Error> {
    counters(db, &REQUESTS).await
}

/// The rows of the list's table in all (`total`) and per status (a column each), the
/// filters left aside.
async fn counters<T>(db: &SqlitePool, listing: &Listing) -> Result<T, sqlx::Error>
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
    sql.push(format!(" FROM {}", listing.table));
    sql.build_query_as().fetch_one(db).await
}

/// Appends the filter's conditions to `sql` (which ends in a WHERE clause).
fn conditions(sql: &mut QueryBuilder<'_, Sqlite>, searched: &[&str], filter: &Filter<'_>) {
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
    conditions(&mut count, listing.searched, filter);
    let total: i64 = count.build_query_scalar().fetch_one(db).await?;
    let mut select =
        QueryBuilder::<Sqlite>::new(format!("SELECT {} {}", listing.columns, listing.from));
    conditions(&mut select, listing.searched, filter);
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
