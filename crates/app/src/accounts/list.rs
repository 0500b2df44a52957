//! The admin's user list (docs/product.md, admin area §2 "User management"): a page of
//! the `accounts` projection, each account with its favourites and watch history
//! counted by their own projections.

use bobine_projections::accounts::queries::{self, BanView, UserCursor, UserFilter};
use bobine_projections::favourites::queries as favourites;
use bobine_projections::watch_history;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::paging;

/// Accounts per page of the admin list (docs/product.md, admin area §9).
pub const PAGE: u32 = 50;

/// The list's search, filter and page, as the address carries them.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserQuery {
    /// Part of an e-mail address, or the start of an id.
    #[serde(default)]
    pub q: String,
    /// all (default), admin, regular, recent (7 days), active (30 days).
    #[param(value_type = Option<UserFilter>)]
    pub filter: Option<String>,
    #[param(value_type = Option<UserCursor>)]
    pub cursor: Option<String>,
    /// 1 to 100; 50 by default.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
}

/// One account in the admin list.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct AdminUser {
    pub id: Uuid,
    pub email: String,
    pub created_at: String,
    /// Null: 'Jamais connecté'.
    pub last_sign_in_at: Option<String>,
    /// Null: the address is not verified.
    pub email_confirmed_at: Option<String>,
    pub is_admin: bool,
    /// Reads the audit trail, analytics, the raw log and the projections.
    pub is_analyst: bool,
    pub ban: Option<BanView>,
    pub referrals_count: i64,
    /// Favourite films and series that still exist.
    pub favorites_count: i64,
    /// Film and series pages viewed while signed in.
    pub views_count: i64,
    /// Films and episodes the member started watching (the list's "vues",
    /// docs/product.md, admin area §3).
    pub watch_history_count: i64,
}

#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct UserPage {
    pub items: Vec<AdminUser>,
    /// Accounts matching the search and filter, in all.
    pub total: i64,
    pub next_cursor: Option<String>,
}

/// The accounts matching `query`, newest first.
pub async fn users(node: &Node, query: &UserQuery) -> Result<UserPage, AppError> {
    let filter = UserFilter::parse(query.filter.as_deref().unwrap_or("all"))
        .ok_or_else(|| AppError::malformed("Requête invalide : filtre inconnu"))?;
    let cursor = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => None,
        Some(text) => Some(
            UserCursor::decode(text)
                .ok_or_else(|| AppError::malformed("Requête invalide : curseur mal formé"))?,
        ),
    };
    let limit = paging::limit(query.limit, PAGE)?;
    let (db, now) = (node.read.reads(), node.clock.now());
    let page = queries::users(db, filter, &query.q, cursor.as_ref(), limit, now).await?;
    let ids: Vec<Uuid> = page
        .items
        .iter()
        .filter_map(|row| row.id.parse().ok())
        .collect();
    let watched = watch_history::queries::counts(db, &ids).await?;
    let favourites = favourites::member_counts(db, &ids).await?;
    let items = page
        .items
        .iter()
        .map(|row| {
            let id = Uuid::parse_str(&row.id).unwrap_or_default();
            AdminUser {
                id,
                email: row.email.clone(),
                created_at: row.created_at.clone(),
                last_sign_in_at: row.last_sign_in_at.clone(),
                email_confirmed_at: row.email_confirmed_at.clone(),
                is_admin: row.is_admin,
                is_analyst: row.is_analyst,
                ban: row.ban_at(now),
                referrals_count: row.referrals_count,
                favorites_count: favourites.get(&id).copied().unwrap_or(0),
                views_count: row.views_count,
                watch_history_count: watched.get(&id).copied().unwrap_or(0),
            }
        })
        .collect();
    Ok(UserPage {
        items,
        total: page.total,
        next_cursor: page.next.map(|c| c.encode()),
    })
}
