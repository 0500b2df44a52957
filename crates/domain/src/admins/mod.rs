//! The `admins` aggregate: one singleton stream holding the set of admins, so that
//! "at least one admin remains" and "only a current admin takes rights away" are
//! decided against one state. Two admins revoking each other at once are two
//! commands on this one stream: the second is decided after the first, and refused.
//!
//! The set starts from the admins a deployment already had (`Adopt`, once), then
//! changes only through `Grant` and `Revoke`.

mod aggregate;

pub use aggregate::{Admins, AdminsCommand, AdminsError, AdminsEvent};

/// The id of the one `admins` stream.
pub const ADMINS_ID: &str = "admins";
