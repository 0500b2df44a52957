//! What members send the team and what the team decides (issues 14 and 16): problem
//! reports, content requests and the weekly quota; the moderation lists and
//! decisions, and the mail that tells the member; what erasure removes of them.

pub mod decide;
pub mod erase;
pub mod lists;
pub mod reports;
pub mod requests;
mod tell_member;
pub mod week;

#[cfg(test)]
mod tests;
