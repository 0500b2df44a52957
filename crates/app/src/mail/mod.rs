//! Mail that arrives (issue 36, docs/adr/0044-mail-dispatcher.md): each mail Bobine
//! owes is recorded in the log by the workflow whose fact causes it ([`queue`]), and
//! each serving node runs a dispatcher that sends from the log, records every outcome
//! and retries what failed; one node at a time sends. Admins see and retry the
//! undeliverable ones ([`admin`]).

pub mod admin;
pub(crate) mod dispatcher;
mod drained;
pub(crate) mod erase;
mod queue;
mod render;
#[cfg(test)]
mod tests;

pub use drained::drained;
pub(crate) use queue::{Outgoing, message_id, new_id, queue};
