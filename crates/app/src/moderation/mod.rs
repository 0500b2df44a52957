//! What members send the team (issue 14): problem reports, content requests and the
//! weekly quota, and what erasure removes of them. Moderation itself comes later.

pub mod erase;
pub mod reports;
pub mod requests;
pub mod week;
