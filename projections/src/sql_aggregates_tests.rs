//! A rebuild reads only the aggregates a projection names
//! ([`crate::SqlProjection::aggregates`]): these tests hold every SQL projection to
//! running no statement, and decoding nothing, for any other aggregate's event.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use bobine_store::{Position, StoredEvent};
use rusqlite::Connection;
use rusqlite::hooks::{AuthContext, Authorization};

use crate::SqlProjection;

/// Every aggregate the domain writes (`crates/domain/src`: each `Aggregate::TYPE`
/// and the plain streams' `*_TYPE`).
const EVERY_AGGREGATE: &[&str] = &[
    "account",
    "email",
    "admins",
    "genres",
    "movie",
    "series",
    "views",
    "visits",
    "watch_progress",
    "library",
    "report",
    "content_request",
    "request_quota",
    "appeal",
    "popup_board",
    "mail",
    "projection_rebuild",
    "analyst_projection",
];

fn every_sql_projection() -> Vec<Box<dyn SqlProjection>> {
    vec![
        Box::new(crate::accounts::Accounts),
        Box::new(crate::sessions::Sessions),
        Box::new(crate::security::Security),
        Box::new(crate::catalogue::Catalogue),
        Box::new(crate::views::Views),
        Box::new(crate::watch_history::WatchHistory),
        Box::new(crate::favourites::Favourites),
        Box::new(crate::visitors::Visitors),
        Box::new(crate::moderation::Moderation),
        Box::new(crate::appeals::Appeals),
        Box::new(crate::popups::Popups),
        Box::new(crate::mail::MailQueue),
        Box::new(crate::audit::Audit),
        Box::new(crate::moderation_times::ModerationTimes),
    ]
}

/// An event of `aggregate` whose payload no event type decodes from: a projection
/// that read it would fail.
fn foreign(aggregate: &str, event_type: &str) -> StoredEvent {
    StoredEvent {
        position: Position::new(0, 1),
        aggregate_type: aggregate.into(),
        aggregate_id: "00000000-0000-0000-0000-000000000001".into(),
        sequence: 1,
        event_type: event_type.into(),
        event_version: "1.0".into(),
        payload: "{}".into(),
        metadata: "{}".into(),
        recorded_at: "2026-01-01T00:00:00.000Z".into(),
    }
}

#[test]
fn every_sql_projection_is_among_the_node_s_and_names_what_it_folds() {
    let names: Vec<_> = every_sql_projection().iter().map(|p| p.name()).collect();
    assert_eq!(names.len(), 14, "the node's SQL projections, all of them");
    for projection in every_sql_projection() {
        let aggregates = projection.aggregates();
        assert!(
            !aggregates.is_empty(),
            "{} names its aggregates",
            projection.name()
        );
        for aggregate in aggregates {
            assert!(
                EVERY_AGGREGATE.contains(aggregate),
                "{} names {aggregate}, which the domain does not write",
                projection.name()
            );
        }
    }
}

#[test]
fn no_sql_projection_runs_a_statement_or_decodes_for_an_aggregate_it_does_not_name() {
    // The audit trail's event types are real ones of every aggregate it reads, and
    // `Erased` is the one event other projections look at by name.
    let mut event_types: Vec<&str> = crate::audit::readings::READINGS
        .iter()
        .map(|r| r.event_type)
        .collect();
    event_types.extend(["Erased", "ViewCounted", "ProgressSaved", "VisitRecorded"]);
    for projection in every_sql_projection() {
        let db = Connection::open_in_memory().unwrap();
        db.execute_batch(projection.schema()).unwrap();
        // Counts the statements prepared: with the cache emptied before each event,
        // any statement a fold runs, even one that matches no row, is prepared anew.
        let prepared = Arc::new(AtomicUsize::new(0));
        let counted = prepared.clone();
        db.authorizer(Some(move |_: AuthContext<'_>| {
            counted.fetch_add(1, Ordering::Relaxed);
            Authorization::Allow
        }));
        for aggregate in EVERY_AGGREGATE
            .iter()
            .filter(|a| !projection.aggregates().contains(a))
        {
            for event_type in &event_types {
                db.flush_prepared_statement_cache();
                let before = prepared.load(Ordering::Relaxed);
                let applied = projection.apply(&db, &foreign(aggregate, event_type));
                assert!(
                    applied.is_ok(),
                    "{} read a {aggregate} {event_type}: {applied:?}",
                    projection.name()
                );
                assert_eq!(
                    prepared.load(Ordering::Relaxed),
                    before,
                    "{} ran a statement for a {aggregate} {event_type}",
                    projection.name()
                );
            }
        }
    }
}
