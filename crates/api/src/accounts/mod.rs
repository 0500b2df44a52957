//! What the account routes need besides the workflows: the client's address and
//! signed session cookies.

pub mod client_ip;
pub mod session;
