//! One router per feature.

pub mod admin_titles;
pub mod catalogue;
pub mod forms;
pub mod genres;
pub mod ops;
pub mod posters;
pub mod search;
pub mod views;
