//! One router per feature.

pub mod account;
pub mod account_views;
pub mod admin_titles;
pub mod admin_users;
pub mod auth;
pub mod catalogue;
pub mod contact;
pub mod favourites;
pub mod forms;
pub mod genres;
pub mod moderation;
pub mod ops;
pub mod player;
pub mod posters;
pub mod progress;
pub mod recovery;
pub mod search;
pub mod site;
pub mod views;
pub mod visits;
