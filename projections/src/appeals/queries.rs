//! What the ban screen and the appeals' moderation screen read.

use serde::Serialize;
use sqlx::{QueryBuilder, Sqlite, SqlitePool};

use crate::accounts::queries::UserCursor;

/// One appeal on the moderation screen, with the ban it contests.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct AdminAppeal {
    #[schema(format = Uuid)]
    pub id: String,
    #[schema(format = Uuid)]
    pub user_id: String,
    /// Null once the member is erased.
    pub user_email: Option<String>,
    /// What the member wrote; null once they are erased.
    pub message: Option<String>,
    /// `pending`, `accepted` or `rejected`.
    pub status: String,
    pub admin_notes: Option<String>,
    /// Who decided: a user id or `operator`; null while pending.
    pub decided_by: Option<String>,
    /// The address of the admin who decided, when they are a member.
    pub decided_by_email: Option<String>,
    /// Why the member was banned.
    pub ban_reason: String,
    /// When the ban was pronounced.
    pub ban_created_at: String,
    /// When it ends; null for a permanent ban.
    pub banned_until: Option<String>,
    /// The address of the admin who banned, when they are a member (null: the
    /// operator token, or an erased admin).
    pub banned_by_email: Option<String>,
    /// The ban contested is no longer the member's ban: lifted (by this appeal or
    /// from the users screen) or replaced by a newer one.
    pub ban_lifted: bool,
    pub created_at: String,
    pub updated_at: String,
}

/// The appeals screen's counters: all appeals, whatever the filters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct AppealCounters {
    pub total: i64,
    pub pending: i64,
    pub accepted: i64,
    pub rejected: i64,
}

/// A page of appeals and how many match in all.
pub struct AppealPage {
    pub items: Vec<AdminAppeal>,
    pub total: i64,
    pub next: Option<UserCursor>,
}

const FROM: &str = "FROM appeal r LEFT JOIN account a ON a.id = r.user_id \
     LEFT JOIN account b ON b.id = r.ban_by LEFT JOIN account d ON d.id = r.decided_by WHERE 1";

const COLUMNS: &str = "r.id, r.user_id, a.email AS user_email, r.message, r.status, r.admin_notes, \
     r.decided_by, d.email AS decided_by_email, r.ban_reason, r.ban_created_at, r.banned_until, \
     b.email AS banned_by_email, (a.ban_created_at IS NOT r.ban_created_at) AS ban_lifted, \
     r.created_at, r.updated_at";

/// Appends the filters to `sql` (which ends in a WHERE clause): `status` (a stored
/// status; `None`: all) and words found, in any ASCII case, in the member's address,
/// their message, the ban's reason or the team's note.
fn filtered<'a>(sql: &mut QueryBuilder<'a, Sqlite>, status: Option<&'a str>, search: &str) {
    if let Some(status) = status {
        sql.push(" AND r.status = ").push_bind(status);
    }
    let search = search.trim().to_lowercase();
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
    for column in ["a.email", "r.message", "r.ban_reason", "r.admin_notes"] {
        sql.push(format!(" OR lower({column}) LIKE "))
            .push_bind(pattern.clone())
            .push(" ESCAPE '\\'");
    }
    sql.push(")");
}

/// Appeals, newest first, `limit` a page after `after`, filtered as [`filtered`] says.
pub async fn admin(
    db: &SqlitePool,
    status: Option<&str>,
    search: &str,
    after: Option<&UserCursor>,
    limit: u32,
) -> Result<AppealPage, sqlx::Error> {
    let mut count = QueryBuilder::<Sqlite>::new(format!("SELECT COUNT(*) {FROM}"));
    filtered(&mut count, status, search);
    let total: i64 = count.build_query_scalar().fetch_one(db).await?;
    let mut select = QueryBuilder::<Sqlite>::new(format!("SELECT {COLUMNS} {FROM}"));
    filtered(&mut select, status, search);
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
    let mut items: Vec<AdminAppeal> = select.build_query_as().fetch_all(db).await?;
    let next = (items.len() > limit as usize).then(|| {
        items.truncate(limit as usize);
        let last = &items[items.len() - 1];
        UserCursor {
            created_at: last.created_at.clone(),
            id: last.id.clone(),
        }
    });
    Ok(AppealPage { items, total, next })
}

/// Every appeal, by status, whatever the filters.
pub async fn counters(db: &SqlitePool) -> Result<AppealCounters, sqlx::Error> {
    sqlx::query_as(
        "SELECT COUNT(*) AS total, COALESCE(SUM(status = 'pending'), 0) AS pending,
                COALESCE(SUM(status = 'accepted'), 0) AS accepted,
                COALESCE(SUM(status = 'rejected'), 0) AS rejected
           FROM appeal",
    )
    .fetch_one(db)
    .await
}

/// One of the member's own appeals, as their ban screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct MyAppeal {
    #[schema(format = Uuid)]
    pub id: String,
    pub message: Option<String>,
    /// `pending`, `accepted` or `rejected`.
    pub status: String,
    /// The team's note.
    pub admin_notes: Option<String>,
    pub ban_reason: String,
    pub ban_created_at: String,
    pub banned_until: Option<String>,
    /// It contests the member's current ban (the one their ban screen shows).
    pub current: bool,
    pub created_at: String,
    /// When it was decided (or filed, while pending).
    pub updated_at: String,
}

/// The member's appeals, newest first.
pub async fn mine(db: &SqlitePool, user: &str) -> Result<Vec<MyAppeal>, sqlx::Error> {
    sqlx::query_as(
        "SELECT r.id, r.message, r.status, r.admin_notes, r.ban_reason, r.ban_created_at,
                r.banned_until, (a.ban_created_at IS r.ban_created_at) AS current,
                r.created_at, r.updated_at
           FROM appeal r LEFT JOIN account a ON a.id = r.user_id
          WHERE r.user_id = ?
          ORDER BY r.created_at DESC, r.id DESC",
    )
    .bind(user)
    .fetch_all(db)
    .await
}

/// The ids of `user`'s appeals (their streams, for an erasure's redaction).
pub async fn ids_of(db: &SqlitePool, user: &str) -> Result<Vec<String>, sqlx::Error> {
    sqlx::query_scalar("SELECT id FROM appeal WHERE user_id = ?")
        .bind(user)
        .fetch_all(db)
        .await
}
