//! Request extractors that answer bad input in the API's error shape.

pub mod auth;
pub mod context;
pub mod json;
pub mod path;
pub mod query;
pub mod user_agent;
