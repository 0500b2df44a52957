//! The `mail` aggregate: one stream per mail Bobine owes someone, from the intent to
//! send it to its outcome (issue 36, docs/adr/0044-mail-dispatcher.md).
//!
//! The workflow that records a fact records the mail it causes right after it; the
//! node's dispatcher sends from the log and records each attempt here. The stream
//! decides which outcome may follow which, so that a mail sent by one node is never
//! recorded as sent twice, and only an undeliverable mail can be retried.

mod aggregate;
mod events;

pub use aggregate::{Mail, MailCommand, MailError, MailStatus};
pub use events::{MailContent, MailEvent, MailKind};
