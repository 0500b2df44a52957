//! A ban appeal: a banned member contests the ban once, in a message; an admin
//! accepts it (the ban is lifted) or rejects it with a note (docs/product.md, admin
//! area, "Ban appeals"; docs/adr/0048-ban-appeals.md).
//!
//! One appeal per ban: the stream's id is derived from the member and the moment the
//! ban was pronounced ([`appeal_id`]), so a second appeal against the same ban lands
//! on the same stream and is refused there, race-free, and a new ban opens a new one.

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{APPEAL_MESSAGE, APPEAL_MESSAGE_MIN_CHARS, Appeal, appeal_id};
pub use commands::{AppealAction, AppealCommand};
pub use error::AppealError;
pub use events::{AppealDecided, AppealEvent, AppealStatus, AppealedBan};
