//! Visitor tracking (docs/product.md, member side §3): the app posts the browser's random
//! visitor id on each load, signed in or not, and the analytics screen counts unique
//! visitors per Europe/Paris day.
//!
//! Only a visitor's first load of a day is appended (a fact in a group commit, like
//! views), so the log grows by one event per visitor and day, not per load. The check
//! reads this node's `visitors` projection; two nodes, or two loads racing past it,
//! may both append, and the projection counts the day once. No member and no address
//! goes with the fact (docs/adr/0012), and not the browser's id either: only its
//! keyed hash under a key of that Paris day, which no fact and no file holds
//! (docs/adr/0039).

use bobine_domain::visits::VisitEvent;
use bobine_projections::views::paris_day;
use bobine_projections::visitors::queries;
use bobine_store::{Metadata, Position};
use jiff::civil::Date;
use sha2::{Digest, Sha256};
use time::format_description::well_known::Rfc3339;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// The message of a visitor id that is not one the app makes (a UUID).
pub const INVALID_VISITOR: &str = "Identifiant de visiteur invalide";

/// Records that `visitor_id` loaded the app today. Answers the fact's position, or
/// when the visitor was already counted today the log's newest position (so that the
/// client's read-your-writes position never goes back).
pub async fn record_visit(
    node: &Node,
    origin: &Origin,
    visitor_id: &str,
) -> Result<Position, AppError> {
    let visitor = Uuid::try_parse(visitor_id.trim())
        .map_err(|_| AppError::invalid("invalid_visitor_id", "visitor_id", INVALID_VISITOR))?;
    let now = node
        .clock
        .now()
        .format(&Rfc3339)
        .map_err(AppError::internal)?;
    let day = paris_day(&now).ok_or_else(|| AppError::internal("the clock is not a time"))?;
    let visitor = day_hash(&node.secret, day, visitor);
    if queries::visited_on(node.read.reads(), &visitor, day).await? {
        return node.log.newest().await.map_err(AppError::internal);
    }
    let event = VisitEvent::VisitCounted {
        visitor,
        day: day.to_string(),
    };
    // Nor the client address's hash: it lasts, and would link the days again.
    let metadata = Metadata {
        client: None,
        ..origin.metadata("anonymous")
    };
    node.visits
        .append(&event, &metadata)
        .await
        .map_err(AppError::internal)
}

/// The visitor's name for `day` alone: the browser's id hashed under the day's key.
/// The key is derived from the node's secret and the day, so that every node of a
/// deployment and a restarted one agree on it, and is held only for this call.
fn day_hash(secret: &[u8], day: Date, visitor: Uuid) -> String {
    let key = Sha256::new()
        .chain_update(b"bobine visit day key\0")
        .chain_update(secret)
        .chain_update(day.to_string().as_bytes())
        .finalize();
    let hash = Sha256::new()
        .chain_update(key)
        .chain_update(visitor.as_bytes())
        .finalize();
    hash.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bobine_store::on_both_backends;
    use bobine_store::testing::{Backend, TestLog};
    use jiff::civil::date;
    use time::macros::datetime;

    use super::*;
    use crate::clock::Clock;
    use crate::settings::Settings;

    on_both_backends! {
        a_visitor_counts_once_per_paris_day_across_midnight => once_a_day;
    }

    async fn once_a_day(backend: Backend) {
        let log = TestLog::new(backend).await;
        let mut settings = Settings::for_data_dir(log.data_dir());
        settings.database_url = log.database_url.clone();
        settings.poll_interval = Duration::from_millis(50);
        // 23:30 in Paris (winter, UTC+1) on 14 January.
        let clock = Clock::manual(datetime!(2026-01-14 22:30 UTC));
        let node = Node::start_with(settings, clock.clone()).await.unwrap();
        let origin = Origin {
            client: Some("adresse-hachée".into()),
            ..Origin::system("test")
        };
        let (anne, bruno) = (Uuid::new_v4(), Uuid::new_v4());
        let visit = |id: Uuid| {
            let (node, origin) = (&node, &origin);
            async move {
                let position = record_visit(node, origin, &id.to_string()).await.unwrap();
                let wait = Duration::from_secs(10);
                assert!(node.projections.wait_for(position, wait).await);
            }
        };
        visit(anne).await;
        visit(anne).await;
        clock.advance(time::Duration::hours(1)); // 00:30 on the 15th in Paris
        visit(anne).await;
        visit(bruno).await;
        visit(bruno).await;
        // Another node recorded Bruno's day too (it had not seen this node's fact).
        let again = VisitEvent::VisitCounted {
            visitor: day_hash(&node.secret, date(2026, 1, 15), bruno),
            day: "2026-01-15".into(),
        };
        let metadata = origin.metadata("anonymous");
        let position = node.visits.append(&again, &metadata).await.unwrap();
        assert!(
            node.projections
                .wait_for(position, Duration::from_secs(10))
                .await
        );

        let visits = node.log.read_after(Position::ZERO, 100).await.unwrap();
        let visits: Vec<_> = visits
            .iter()
            .filter(|e| e.event_type == "VisitCounted")
            .map(|e| e.payload.clone())
            .collect();
        assert_eq!(
            visits.len(),
            4,
            "one per visitor and day, plus the other node's"
        );
        assert_ne!(visits[0], visits[1], "Anne's two days cannot be linked");
        for id in [anne, bruno] {
            assert!(visits.iter().all(|v| !v.contains(&id.to_string())));
        }
        let visits = node.log.read_after(Position::ZERO, 100).await.unwrap();
        let first = visits
            .iter()
            .find(|e| e.event_type == "VisitCounted")
            .unwrap();
        assert!(!first.metadata.contains("\"client\""), "{}", first.metadata);
        let db = node.read.reads();
        let (day14, day15) = (date(2026, 1, 14), date(2026, 1, 15));
        assert_eq!(queries::total(db).await.unwrap(), 3);
        // Each day's visitors are apart: Anne's two days are two visitors.
        assert_eq!(queries::distinct_visitors(db).await.unwrap(), 3);
        assert_eq!(queries::on_day(db, day14).await.unwrap(), 1);
        assert_eq!(queries::on_day(db, day15).await.unwrap(), 2);
        let days = queries::days(db, day14, date(2026, 1, 20)).await.unwrap();
        let days: Vec<_> = days.iter().map(|d| (d.day.as_str(), d.visitors)).collect();
        assert_eq!(days, [("2026-01-14", 1), ("2026-01-15", 2)]);
        let refused = record_visit(&node, &origin, "123").await.unwrap_err();
        assert_eq!(refused.message, INVALID_VISITOR);
    }
}
