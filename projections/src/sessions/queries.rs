//! What the session check and the sessions screen read.

use serde::Serialize;
use sqlx::SqlitePool;
use uuid::Uuid;

/// One open session of a member.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, sqlx::FromRow)]
pub struct SessionRow {
    pub id: String,
    /// « Firefox · Linux », or « Appareil inconnu ».
    pub device: String,
    pub created_at: String,
    pub last_seen_at: String,
}

/// `member`'s open sessions, the latest used first.
pub async fn of_member(db: &SqlitePool, member: Uuid) -> Result<Vec<SessionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, device, created_at, last_seen_at FROM member_session WHERE member = ?
          ORDER BY last_seen_at DESC, id DESC",
    )
    .bind(member.to_string())
    .fetch_all(db)
    .await
}

/// The session `id` of `member`, if it is open.
pub async fn open(
    db: &SqlitePool,
    member: Uuid,
    id: Uuid,
) -> Result<Option<SessionRow>, sqlx::Error> {
    sqlx::query_as(
        "SELECT id, device, created_at, last_seen_at FROM member_session WHERE id = ? AND member = ?",
    )
    .bind(id.to_string())
    .bind(member.to_string())
    .fetch_optional(db)
    .await
}
