//! Bobine's write side: one module per aggregate (commands, events, state, errors).
//!
//! This crate knows no HTTP and no SQL: the store executes its commands and the
//! projections fold its events. Every user-facing message is the exact French of the
//! specification (or, where it gives none, a message written in its style and listed
//! in docs/messages.md), so the API can pass it through unchanged.
#![forbid(unsafe_code)]

pub mod accounts;
pub mod admins;
pub mod analyst_projections;
pub mod category;
mod error;
pub mod genres;
pub mod library;
pub mod mail;
pub mod moderation;
pub mod movies;
pub mod popups;
pub mod progress;
pub mod rebuilds;
pub mod series;
pub mod slug;
pub mod text;
pub mod titles;
pub mod views;
pub mod visits;

pub use error::{DomainError, ErrorKind};
