//! The `moderation` projection's overdue clock and timelines, events in (their log
//! times chosen), counts and steps out: an item waits from its filing, or a request
//! from its last reopening, while the team owes it something (docs/adr/0049).

use bobine_projections::moderation::Moderation;
use bobine_projections::moderation::admin::{overdue_counts, overdue_reports, overdue_requests};
use bobine_projections::moderation::queries::requests_of;
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::{Position, StoredEvent};
use serde_json::{Value, json};

const ADMIN: &str = "0195f2a0-0000-7000-8000-00000000000a";
const MEMBER: &str = "0195f2a0-0000-7000-8000-0000000000cc";

fn id(n: u128) -> String {
    uuid::Uuid::from_u128(0x0195f2a0_0000_7000_8000_000000001000 + n).to_string()
}

struct Log(Vec<StoredEvent>);

impl Log {
    fn add(&mut self, kind: &str, item: u128, sequence: i64, at: &str, payload: Value) {
        let event_type = payload.as_object().unwrap().keys().next().unwrap().clone();
        self.0.push(StoredEvent {
            position: Position::new(0, self.0.len() as i64 + 1),
            aggregate_type: kind.into(),
            aggregate_id: id(item),
            sequence,
            event_type,
            event_version: "1".into(),
            payload: payload.to_string(),
            metadata: json!({"actor": MEMBER, "request_id": "test"}).to_string(),
            recorded_at: at.into(),
        });
    }
}

fn filed(item: u128) -> Value {
    json!({"ReportFiled": {"id": id(item), "reporter": MEMBER, "content_type": "movie",
        "content_id": "0195f2a0-0000-7000-8000-0000000000f1", "content_title": "Alien",
        "problem_type": "audio_issue", "description": null}})
}

fn requested(item: u128, title: &str) -> Value {
    json!({"ContentRequested": {"id": id(item), "requester": MEMBER, "week": "2026-W47",
        "details": {"content_type": "movie", "title": title, "year": null, "description": null,
                    "director": null, "genre": null}}})
}

fn decided(kind: &str, item: u128, from: &str, to: &str, notes: Option<&str>) -> Value {
    json!({kind: {"id": id(item), "by": ADMIN, "from": from, "to": to, "admin_notes": notes}})
}

/// Now is Thursday 26 November 2026, 09:00 UTC; 72 hours before is the cutoff.
const CUTOFF: &str = "2026-11-23T09:00:00.000000Z";

#[tokio::test]
async fn an_item_waits_from_its_filing_or_reopening_while_the_team_owes_it_something() {
    let mut log = Log(Vec::new());
    // Reports filed on Friday: one taken in charge (still waiting), one resolved.
    log.add("report", 1, 1, "2026-11-20T08:00:00Z", filed(1));
    log.add(
        "report",
        1,
        2,
        "2026-11-21T08:00:00Z",
        decided("ReportTakenInCharge", 1, "pending", "in_progress", None),
    );
    log.add("report", 2, 1, "2026-11-20T08:00:00Z", filed(2));
    log.add(
        "report",
        2,
        2,
        "2026-11-21T08:00:00Z",
        decided("ReportResolved", 2, "pending", "resolved", Some("Corrigé")),
    );
    // A report filed yesterday: not overdue yet.
    log.add("report", 3, 1, "2026-11-25T08:00:00Z", filed(3));
    // Requests of Friday: one approved (the member still waits for it), one rejected
    // then reopened on Monday noon, which starts its wait again.
    log.add(
        "content_request",
        4,
        1,
        "2026-11-20T09:00:00Z",
        requested(4, "Dune"),
    );
    log.add(
        "content_request",
        4,
        2,
        "2026-11-20T10:00:00Z",
        decided("ContentRequestApproved", 4, "pending", "approved", None),
    );
    log.add(
        "content_request",
        5,
        1,
        "2026-11-20T09:00:00Z",
        requested(5, "Heat"),
    );
    log.add(
        "content_request",
        5,
        2,
        "2026-11-20T10:00:00Z",
        decided(
            "ContentRequestRejected",
            5,
            "pending",
            "rejected",
            Some("Indisponible"),
        ),
    );
    log.add(
        "content_request",
        5,
        3,
        "2026-11-23T12:00:00Z",
        decided("ContentRequestReopened", 5, "rejected", "pending", None),
    );
    log.add(
        "content_request",
        5,
        4,
        "2026-11-23T13:00:00Z",
        decided(
            "ContentRequestNoted",
            5,
            "pending",
            "pending",
            Some("Trouvé en VF"),
        ),
    );

    let dir = tempfile::tempdir().unwrap();
    let db = ReadDb::open(dir.path()).await.unwrap();
    let moderation = SqlProjector::new(db.clone(), Moderation);
    let from = moderation.prepare().await.unwrap();
    moderation.apply_batch(from, log.0.into()).await.unwrap();
    let reads = db.reads();

    assert_eq!(overdue_counts(reads, CUTOFF).await.unwrap(), (1, 1));
    let reports = overdue_reports(reads, CUTOFF, 20).await.unwrap();
    assert_eq!(
        reports
            .iter()
            .map(|r| (r.id.as_str(), r.status.as_str()))
            .collect::<Vec<_>>(),
        [(id(1).as_str(), "in_progress")]
    );
    assert_eq!(reports[0].waiting_since, "2026-11-20T08:00:00.000000Z");
    let requests = overdue_requests(reads, CUTOFF, 20).await.unwrap();
    assert_eq!(
        requests
            .iter()
            .map(|r| (r.title.as_str(), r.status.as_str()))
            .collect::<Vec<_>>(),
        [("Dune", "approved")]
    );
    // A day later, the reopened request is overdue too.
    assert_eq!(
        overdue_counts(reads, "2026-11-24T13:00:00.000000Z")
            .await
            .unwrap(),
        (1, 2)
    );

    // The member's timeline: every step with its date and notes, oldest first.
    let mine = requests_of(reads, MEMBER).await.unwrap();
    let heat = mine.iter().find(|r| r.title == "Heat").unwrap();
    let steps: Vec<(&str, &str, Option<&str>)> = heat
        .timeline
        .iter()
        .map(|s| (s.at.as_str(), s.status.as_str(), s.admin_notes.as_deref()))
        .collect();
    assert_eq!(
        steps,
        [
            ("2026-11-20T09:00:00.000000Z", "pending", None),
            (
                "2026-11-20T10:00:00.000000Z",
                "rejected",
                Some("Indisponible")
            ),
            ("2026-11-23T12:00:00.000000Z", "pending", None),
            (
                "2026-11-23T13:00:00.000000Z",
                "pending",
                Some("Trouvé en VF")
            ),
        ]
    );
}
