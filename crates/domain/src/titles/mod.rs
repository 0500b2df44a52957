//! What films and series share: the admin's raw form input, its validation with the
//! French messages of docs/product.md, admin area §5, and the validated values.

pub mod defaults;
pub mod details;
mod fields;
mod input;
mod kind;
mod quality;

pub use fields::{FieldError, IntField, Limits, NODE_MEDIA_PATH, TextField, UrlField};
pub use input::Input;
pub use kind::{TargetKind, TitleKind};
pub use quality::Quality;
