//! What the account routes need besides the aggregates: password hashing, one-time
//! tokens, signed sessions, captchas, mail and rate limits.

pub mod admin;
pub mod admin_set;
pub mod captcha;
pub mod client_ip;
pub mod mailer;
pub mod passwords;
pub mod session;
pub mod tokens;
