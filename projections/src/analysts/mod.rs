//! Analysts' projections: written in SQL at run time, each folded from event 0 into a
//! SQLite file of its own under `<data dir>/analysts/`, kept live, and read back
//! (docs/operations.md, "Analysts' projections"; docs/adr/0036).
//!
//! [`definition`] reads a definition's shape, [`check`] refuses one that cannot work
//! before anything runs, and [`guard`] confines every statement to the projection's
//! own tables and bounds its work. [`AnalystProjections`] follows the definitions in
//! the log and keeps a copy of each folded; [`read`] serves their tables.

pub mod check;
mod copy;
pub mod definition;
mod files;
mod fold;
pub mod guard;
pub mod read;
mod runner;
mod state;
mod summary;

pub use check::{Checked, PARAMETERS, check};
pub use copy::{FoldFailure, directory};
pub use definition::{Definition, Problem, Section, Statement};
pub use runner::AnalystProjections;
pub use state::{AnalystSettings, CopyStatus, ServedCopy, State};
pub use summary::Summary;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod runner_tests;
