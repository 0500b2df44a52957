//! What members send the team and what the team decides (issues 14, 16 and 35): problem
//! reports, content requests and the weekly quota; the moderation lists and
//! decisions, one by one or in bulk, and the mail that tells the member; the work
//! overdue and the admins' daily digest of it; what erasure removes of them.

pub mod appeals;
pub mod bulk;
pub mod decide;
pub(crate) mod digest;
pub mod erase;
pub mod lists;
pub mod overdue;
pub mod reports;
pub mod requests;
mod tell_member;
pub mod week;

#[cfg(test)]
mod tests;
