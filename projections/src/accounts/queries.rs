//! What the API reads from the accounts projection.

use serde::Serialize;
use sqlx::SqlitePool;
use time::OffsetDateTime;

use super::stamp::stamp;

/// A ban as members and admins see it; it is in force (else it is not shown).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, utoipa::ToSchema)]
pub struct BanView {
    pub reason: String,
    /// RFC 3339; `null` for a permanent ban.
    pub banned_until: Option<String>,
    /// When the ban was pronounced.
    pub created_at: String,
    pub permanent: bool,
}

/// One account, as the session check and the admin list read it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AccountRow {
    pub id: String,
    pub email: String,
    pub created_at: String,
    pub last_sign_in_at: Option<String>,
    pub email_confirmed_at: Option<String>,
    pub is_admin: bool,
    /// May read the audit trail, analytics, the raw log and the projections.
    pub is_analyst: bool,
    /// Sign-ins need a second factor (docs/adr/0045-two-factors.md): the
    /// authenticator app or a passkey (docs/adr/0050-passkeys.md).
    pub two_factor: bool,
    /// The authenticator app is on.
    pub totp: bool,
    pub session_version: i64,
    ban_reason: Option<String>,
    banned_until: Option<String>,
    ban_created_at: Option<String>,
    pub referrals_count: i64,
    pub views_count: i64,
}

impl AccountRow {
    /// The ban in force at `now`, if any: a ban counts while its end is in the future.
    pub fn ban_at(&self, now: OffsetDateTime) -> Option<BanView> {
        let created_at = self.ban_created_at.clone()?;
        let reason = self.ban_reason.clone().unwrap_or_default();
        match &self.banned_until {
            Some(until) if *until <= stamp(now) => None,
            until => Some(BanView {
                reason,
                banned_until: until.clone(),
                created_at,
                permanent: until.is_none(),
            }),
        }
    }
}

const COLUMNS: &str = "id, email, created_at, last_sign_in_at, email_confirmed_at, is_admin, \
     is_analyst, two_factor, totp, session_version, ban_reason, banned_until, ban_created_at, referrals_count, views_count";

/// The ids of every admin.
pub async fn admin_ids(db: &SqlitePool) -> Result<Vec<uuid::Uuid>, sqlx::Error> {
    let ids: Vec<String> = sqlx::query_scalar("SELECT id FROM account WHERE is_admin")
        .fetch_all(db)
        .await?;
    Ok(ids.iter().filter_map(|id| id.parse().ok()).collect())
}

/// One account that can sign in, by id.
pub async fn account(db: &SqlitePool, id: &str) -> Result<Option<AccountRow>, sqlx::Error> {
    sqlx::query_as(&format!("SELECT {COLUMNS} FROM account WHERE id = ?"))
        .bind(id)
        .fetch_optional(db)
        .await
}

/// The admin list's filters (docs/product.md, admin area §2, "User management").
#[derive(Debug, Clone, Copy, PartialEq, Eq, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum UserFilter {
    All,
    Admin,
    Regular,
    /// Signed up within 7 days.
    Recent,
    /// Signed in within 30 days.
    Active,
}

impl UserFilter {
    pub fn parse(text: &str) -> Option<UserFilter> {
        Some(match text {
            "all" => UserFilter::All,
            "admin" => UserFilter::Admin,
            "regular" => UserFilter::Regular,
            "recent" => UserFilter::Recent,
            "active" => UserFilter::Active,
            _ => return None,
        })
    }

    /// The SQL condition, with `?` bound to [`UserFilter::since`]'s instant.
    fn condition(self) -> &'static str {
        match self {
            UserFilter::All => "1",
            UserFilter::Admin => "is_admin",
            UserFilter::Regular => "NOT is_admin",
            UserFilter::Recent => "created_at >= ?",
            UserFilter::Active => "last_sign_in_at >= ?",
        }
    }

    fn since(self, now: OffsetDateTime) -> Option<String> {
        match self {
            UserFilter::Recent => Some(stamp(now - time::Duration::days(RECENT_DAYS))),
            UserFilter::Active => Some(stamp(now - time::Duration::days(ACTIVE_DAYS))),
            _ => None,
        }
    }
}

/// "Nouveaux": signed up within this many days.
pub const RECENT_DAYS: i64 = 7;
/// "Actifs": signed in within this many days.
pub const ACTIVE_DAYS: i64 = 30;

/// Where a page of a newest-first admin list starts: after the row created at
/// `created_at` with id `id` (accounts here, reports and requests in `moderation`).
/// Written `<created_at>~<id>`, the instant as [`super::stamp::stamp`] writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserCursor {
    pub created_at: String,
    pub id: String,
}

/// The shape of a [`UserCursor`], as the OpenAPI document states it.
pub const USER_CURSOR_PATTERN: &str = r"^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

impl UserCursor {
    pub fn encode(&self) -> String {
        format!("{}~{}", self.created_at, self.id)
    }

    /// `None` for a text not of [`USER_CURSOR_PATTERN`]'s shape. The instant is
    /// compared as text, so any text of that shape is a place in the list.
    pub fn decode(text: &str) -> Option<UserCursor> {
        let (created_at, id) = text.split_once('~')?;
        let shape = created_at.bytes().enumerate().all(|(i, b)| match i {
            4 | 7 => b == b'-',
            10 => b == b'T',
            13 | 16 => b == b':',
            19 => b == b'.',
            26 => b == b'Z',
            _ => b.is_ascii_digit(),
        });
        if created_at.len() != 27 || !shape || !crate::catalogue::queries::is_uuid(id) {
            return None;
        }
        Some(UserCursor {
            created_at: created_at.into(),
            id: id.into(),
        })
    }
}

impl utoipa::PartialSchema for UserCursor {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::catalogue::queries::pattern_schema(
            USER_CURSOR_PATTERN,
            "The `next_cursor` of the previous page: an instant (UTC, microseconds), `~`, an id.",
        )
    }
}

impl utoipa::ToSchema for UserCursor {}

/// A page of the admin list and how many accounts match in all.
pub struct UserPage {
    pub items: Vec<AccountRow>,
    pub total: i64,
    pub next: Option<UserCursor>,
}

/// The admin list: newest first, `search` matching the e-mail (anywhere, any case)
/// or the start of the id.
pub async fn users(
    db: &SqlitePool,
    filter: UserFilter,
    search: &str,
    after: Option<&UserCursor>,
    limit: u32,
    now: OffsetDateTime,
) -> Result<UserPage, sqlx::Error> {
    let search = search.trim().to_lowercase();
    let pattern = format!(
        "%{}%",
        search
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    );
    let id_prefix = format!("{}%", search.replace(['%', '_', '\\'], ""));
    let matching = format!(
        "{} AND (? = '' OR email LIKE ? ESCAPE '\\' OR id LIKE ?)",
        filter.condition()
    );
    let since = filter.since(now);
    let total: i64 = {
        let sql = format!("SELECT COUNT(*) FROM account WHERE {matching}");
        let mut query = sqlx::query_scalar(&sql);
        if let Some(since) = &since {
            query = query.bind(since.clone());
        }
        query
            .bind(&search)
            .bind(&pattern)
            .bind(&id_prefix)
            .fetch_one(db)
            .await?
    };
    let sql = format!(
        "SELECT {COLUMNS} FROM account WHERE {matching} AND (? IS NULL OR (created_at, id) < (?, ?))
         ORDER BY created_at DESC, id DESC LIMIT ?"
    );
    let mut query = sqlx::query_as::<_, AccountRow>(&sql);
    if let Some(since) = &since {
        query = query.bind(since.clone());
    }
    let mut items = query
        .bind(&search)
        .bind(&pattern)
        .bind(&id_prefix)
        .bind(after.map(|c| c.created_at.clone()))
        .bind(after.map(|c| c.created_at.clone()))
        .bind(after.map(|c| c.id.clone()))
        .bind(i64::from(limit) + 1)
        .fetch_all(db)
        .await?;
    let next = if items.len() > limit as usize {
        items.truncate(limit as usize);
        items.last().map(|last| UserCursor {
            created_at: last.created_at.clone(),
            id: last.id.clone(),
        })
    } else {
        None
    };
    Ok(UserPage { items, total, next })
}

/// The five counters of the admin user screen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct UserStats {
    pub total: i64,
    pub admins: i64,
    pub regular: i64,
    /// Signed up within 7 days.
    pub recent: i64,
    /// Signed in within 30 days.
    pub active: i64,
}

pub async fn user_stats(db: &SqlitePool, now: OffsetDateTime) -> Result<UserStats, sqlx::Error> {
    sqlx::query_as(
        "SELECT COUNT(*) AS total,
                COALESCE(SUM(is_admin), 0) AS admins,
                COALESCE(SUM(NOT is_admin), 0) AS regular,
                COALESCE(SUM(created_at >= ?), 0) AS recent,
                COALESCE(SUM(last_sign_in_at >= ?), 0) AS active
           FROM account",
    )
    .bind(UserFilter::Recent.since(now))
    .bind(UserFilter::Active.since(now))
    .fetch_one(db)
    .await
}

/// Whether the team's answers to `user`'s reports and requests are mailed to them;
/// `None` for an unknown or erased account.
pub async fn moderation_emails(db: &SqlitePool, user: &str) -> Result<Option<bool>, sqlx::Error> {
    sqlx::query_scalar("SELECT moderation_emails FROM account WHERE id = ?")
        .bind(user)
        .fetch_optional(db)
        .await
}

/// A member's current sponsorship key.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ReferralKeyRow {
    pub key: String,
    pub user_id: String,
    pub max_uses: i64,
    pub uses: i64,
    pub expires_at: String,
}

/// The key `key`, whoever holds it.
pub async fn referral_key(
    db: &SqlitePool,
    key: &str,
) -> Result<Option<ReferralKeyRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT key, user_id, max_uses, uses, expires_at FROM referral_key WHERE key = ?",
    )
    .bind(key)
    .fetch_optional(db)
    .await
}

/// The current key of `user_id`, if they generated one.
pub async fn referral_key_of(
    db: &SqlitePool,
    user_id: &str,
) -> Result<Option<ReferralKeyRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT key, user_id, max_uses, uses, expires_at FROM referral_key WHERE user_id = ?",
    )
    .bind(user_id)
    .fetch_optional(db)
    .await
}
