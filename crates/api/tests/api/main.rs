//! The HTTP API's integration tests, in one binary so that the server is linked once
//! rather than once per file: a module per area, and `helpers`, which starts a node
//! on a random port with a fresh log and calls it.

mod helpers;

mod accounts;
mod admin_area;
mod admin_mail;
mod admin_moderation;
mod analyst_projections;
mod analysts;
mod animes;
mod answers;
mod api;
mod appeals;
mod archive;
mod audit;
mod audit_readable;
mod authorization;
mod catalogue;
mod contact;
mod demo_media;
mod favourites;
mod genre_pages;
mod hardening;
mod history;
mod integrity;
mod moderation;
mod moderation_bulk;
mod passkeys;
mod progress;
mod retention;
mod search;
mod self_erasure;
mod sessions;
mod snapshot;
mod two_factor;
mod views;
