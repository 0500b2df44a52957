//! What /profile's security log reads.

use serde::Serialize;
use sqlx::SqlitePool;
use uuid::Uuid;

/// How many entries the log shows.
pub const SHOWN: i64 = 50;

/// One entry of a member's security log.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct SecurityEntry {
    /// RFC 3339.
    pub at: String,
    /// `sign_in`, `sign_in_failed`, `two_factor_added`, `two_factor_removed`,
    /// `two_factor_reset` (by an admin), `passkey_added`, `passkey_removed`,
    /// `session_ended` or `sessions_ended`.
    pub kind: String,
    /// A sign-in's `password`, `totp`, `recovery` or `passkey`; a failure's
    /// `password`, `code` or `passkey`.
    pub method: Option<String>,
    /// « Firefox · Linux », for sign-ins and failures; empty otherwise.
    pub device: String,
}

/// `member`'s last [`SHOWN`] entries, newest first.
pub async fn of_member(db: &SqlitePool, member: Uuid) -> Result<Vec<SecurityEntry>, sqlx::Error> {
    sqlx::query_as(
        "SELECT at, kind, method, device FROM security_entry WHERE member = ?
          ORDER BY id DESC LIMIT ?",
    )
    .bind(member.to_string())
    .bind(SHOWN)
    .fetch_all(db)
    .await
}

/// One of a member's passkeys, as /profile lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct PasskeyEntry {
    pub id: String,
    /// The name the member gave it.
    pub name: String,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339; `null` until it first signs in.
    pub last_used_at: Option<String>,
}

/// `member`'s passkeys, oldest first.
pub async fn passkeys_of(db: &SqlitePool, member: Uuid) -> Result<Vec<PasskeyEntry>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, name, created_at, last_used_at FROM security_passkey WHERE member = ?
          ORDER BY created_at, id",
    )
    .bind(member.to_string())
    .fetch_all(db)
    .await
}
