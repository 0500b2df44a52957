//! One router per feature.

pub mod genres;
pub mod ops;
pub mod views;
