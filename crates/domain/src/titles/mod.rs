//! What films and series share: the admin's raw form input, its validation with the
//! French messages of admin-area.md section 5, and the validated values.

pub mod details;
mod fields;
mod input;
mod quality;

pub use fields::{FieldError, IntField, Limits, TextField, UrlField};
pub use input::Input;
pub use quality::Quality;
