//! What the admin screen and the login page read from the popups projection.

use serde::Serialize;
use sqlx::SqlitePool;

/// A login message (docs/product.md, admin area §3, "Popup message").
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct PopupRow {
    #[schema(format = Uuid)]
    pub id: String,
    pub title: String,
    /// Several lines: the login page keeps the line breaks.
    pub content: String,
    pub is_active: bool,
    pub created_at: String,
    pub updated_at: String,
}

const COLUMNS: &str = "id, title, content, is_active, created_at, updated_at";

/// Every message, newest first.
pub async fn all(db: &SqlitePool) -> Result<Vec<PopupRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM popup_message ORDER BY created_at DESC, id DESC"
    ))
    .fetch_all(db)
    .await
}

/// The message the login page shows, if one is active.
pub async fn active(db: &SqlitePool) -> Result<Option<PopupRow>, sqlx::Error> {
    sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM popup_message WHERE is_active LIMIT 1"
    ))
    .fetch_optional(db)
    .await
}
