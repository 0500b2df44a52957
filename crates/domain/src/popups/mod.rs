//! The login messages (docs/product.md, admin area §2 "Login popup messages", §4 "Popup" and
//! §5; member side §4 "Login popup"): an admin writes messages, and at most
//! one of them is active, the one the login page shows.
//!
//! Every message lives in one singleton stream, `popup_board`, so "at most one
//! active" is decided against one state: of two simultaneous activations, the second
//! conflicts in the log, is decided again against the first one's result, and
//! replaces it (docs/adr/0019). The board stays small (a handful of messages).

mod aggregate;
mod commands;
mod error;
mod events;

pub use aggregate::{Popup, PopupBoard};
pub use commands::{PopupCommand, PopupForm};
pub use error::PopupError;
pub use events::PopupEvent;

use crate::titles::TextField;

/// The id of the one `popup_board` stream.
pub const POPUP_BOARD_ID: &str = "popup_board";

/// A message's title: a line above its text.
pub const TITLE: TextField = TextField {
    name: "title",
    label: "Le titre",
    max_chars: 100,
};

/// A message's text, several lines at most a few paragraphs long.
pub const CONTENT: TextField = TextField {
    name: "content",
    label: "Le contenu",
    max_chars: 2000,
};
