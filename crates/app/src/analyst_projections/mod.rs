//! Analysts' projections (docs/product.md, HTTP contract "Analysts' projections";
//! docs/adr/0036): an analyst or an admin defines one in SQL, gives it new versions,
//! retires it, and reads its tables. A definition is checked before its event is
//! written, so one that cannot work is refused with its line and nothing is appended;
//! every node then folds it from the log.

mod define;
mod read;

pub use define::{DefineError, Defined, check, define, new_version, retire};
pub use read::{
    Listed, Progress, ProjectionView, TableView, export, list, page, projection, query,
};
