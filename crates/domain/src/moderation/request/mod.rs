//! A content request: a member asks the team to add a film or a series
//! (docs/product.md, member side §2 "Request content" and §5). It starts pending; the team
//! approves, rejects, completes or reopens it, and may annotate it (docs/product.md, admin area
//! §4, [`super::decision`]). The weekly limit is not decided here but by the
//! member's [`super::RequestQuota`].

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{ContentRequest, RequestSubject, validate};
pub use commands::{RequestCommand, RequestForm};
pub use error::RequestError;
pub use events::{RequestDetails, RequestEvent, RequestStatus};
