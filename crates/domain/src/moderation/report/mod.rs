//! A problem report: a member says a film, a series or an episode does not play
//! right. It starts pending; the team takes it in charge, then resolves or rejects it
//! (docs/product.md, admin area §4, [`super::decision`]).

mod aggregate;
mod commands;
mod error;
mod events;
mod problem;

pub use aggregate::{Report, ReportSubject};
pub use commands::ReportCommand;
pub use error::ReportError;
pub use events::{ReportEvent, ReportStatus};
pub use problem::ProblemType;
