//! The `accounts` projection: what every request's session check reads (admin flag,
//! session version, ban), the admin user list with its counters, and the lookup of
//! sponsorship keys.

mod fold;
pub mod queries;
pub mod stamp;

use bobine_domain::accounts::Account;
use bobine_domain::views::VIEWS_TYPE;
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use rusqlite::Connection;

use crate::{ProjectionError, SqlProjection};

pub struct Accounts;

impl SqlProjection for Accounts {
    fn name(&self) -> &'static str {
        "accounts"
    }

    /// 2: the analyst role (`is_analyst`); 3: the second factor (`two_factor`); 4:
    /// passkeys count as one (`totp`, `passkeys`; docs/adr/0050-passkeys.md).
    fn version(&self) -> u32 {
        4
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["account", "referral_key"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[Account::TYPE, VIEWS_TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        match event.aggregate_type.as_str() {
            Account::TYPE => fold::account(db, event),
            VIEWS_TYPE => fold::view(db, event),
            _ => Ok(()),
        }
    }
}
