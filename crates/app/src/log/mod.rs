//! The log as analysts and operators see it: its raw events, streamed
//! (`GET /api/admin/events`, `bobine events export`), and where each projection of
//! this node stands, with the rebuilds an admin starts; and the superseded playback
//! positions it moves to its archive.

pub mod events;
pub mod projections;
pub mod rebuild_progress;
pub mod rebuilds;
pub mod retention;
