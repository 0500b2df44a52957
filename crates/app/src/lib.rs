//! Bobine's application layer: the [`Node`] (log, read models, one executor per
//! aggregate, settings, clock and the shared services, built once) and one module
//! per workflow. A workflow takes typed input and answers a typed result or an
//! [`AppError`]; it knows nothing of HTTP. The HTTP interface (`bobine-api`) and the
//! command line (`bobine`) call the same workflows.
#![forbid(unsafe_code)]

pub mod accounts;
pub mod analyst_projections;
pub mod analytics;
pub mod audit;
pub mod catalogue;
mod clock;
mod commands;
pub mod contact;
pub mod demo;
pub mod embed_hosts;
mod error;
pub mod favourites;
pub mod history;
pub mod integrity;
pub mod log;
pub mod mail;
pub mod moderation;
pub mod node;
mod origin;
pub mod paging;
pub mod passwords;
pub mod popups;
pub mod progress;
mod secret;
pub mod settings;
pub mod snapshot;
pub mod views;
pub mod visits;

pub use clock::Clock;
pub use error::{AppError, BUSY, ErrorKind, UNEXPECTED};
pub use node::{Node, StartError};
pub use origin::{Admin, Origin};
pub use settings::{SettingError, Settings};
