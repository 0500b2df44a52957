//! The `moderation_times` projection, events in, figures out: the delay from a
//! report's filing to the decision that closes it, per admin and Paris week, with
//! its count, median, mean and maximum; and the reports still waiting.

use bobine_projections::moderation_times::ModerationTimes;
use bobine_projections::moderation_times::queries::{self, Delays, Waiting};
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::{Position, StoredEvent};
use serde_json::{Value, json};

const ALICE: &str = "0195f2a0-0000-7000-8000-00000000000a";
const BRUNO: &str = "0195f2a0-0000-7000-8000-00000000000b";
const MEMBER: &str = "0195f2a0-0000-7000-8000-0000000000cc";

fn report_id(n: u128) -> String {
    uuid::Uuid::from_u128(0x0195f2a0_0000_7000_8000_000000001000 + n).to_string()
}

fn event(position: i64, report: u128, sequence: i64, at: &str, payload: Value) -> StoredEvent {
    let event_type = payload.as_object().unwrap().keys().next().unwrap().clone();
    StoredEvent {
        position: Position::new(0, position),
        aggregate_type: "report".into(),
        aggregate_id: report_id(report),
        sequence,
        event_type,
        event_version: "1".into(),
        payload: payload.to_string(),
        metadata: json!({"actor": MEMBER, "request_id": "test"}).to_string(),
        recorded_at: at.into(),
    }
}

fn filed(report: u128) -> Value {
    json!({"ReportFiled": {"id": report_id(report), "reporter": MEMBER, "content_type": "movie",
        "content_id": "0195f2a0-0000-7000-8000-0000000000f1", "content_title": "Alien",
        "problem_type": "video_not_working", "description": null}})
}

fn decided(kind: &str, report: u128, by: &str, from: &str, to: &str) -> Value {
    json!({kind: {"id": report_id(report), "by": by, "from": from, "to": to,
        "admin_notes": (to == "rejected").then_some("Lien vérifié")}})
}

/// Week 48 of 2026 starts on Monday 23 November, 00:00 in Paris (Sunday 23:00 UTC).
fn story() -> Vec<StoredEvent> {
    let mut log = Vec::new();
    let mut add = |report, sequence, at: &str, payload| {
        log.push(event(log.len() as i64 + 1, report, sequence, at, payload));
    };
    // Alice: 10 min, 30 min, 2 h (taking it in charge first does not stop the clock).
    add(1, 1, "2026-11-24T09:00:00Z", filed(1));
    add(
        1,
        2,
        "2026-11-24T09:10:00Z",
        decided("ReportResolved", 1, ALICE, "pending", "resolved"),
    );
    add(2, 1, "2026-11-24T10:00:00Z", filed(2));
    add(
        2,
        2,
        "2026-11-24T10:30:00.250Z",
        decided("ReportRejected", 2, ALICE, "pending", "rejected"),
    );
    add(3, 1, "2026-11-25T08:00:00Z", filed(3));
    add(
        3,
        2,
        "2026-11-25T08:05:00Z",
        decided("ReportTakenInCharge", 3, ALICE, "pending", "in_progress"),
    );
    add(
        3,
        3,
        "2026-11-25T10:00:00Z",
        decided("ReportResolved", 3, ALICE, "in_progress", "resolved"),
    );
    // Bruno closes one filed in week 47, on Monday 00:30 Paris time: week 48, 26.5 h.
    add(4, 1, "2026-11-21T21:00:00Z", filed(4));
    add(
        4,
        2,
        "2026-11-22T23:30:00Z",
        decided("ReportResolved", 4, BRUNO, "pending", "resolved"),
    );
    // Bruno in week 47: Sunday 23:30 Paris time (22:30 UTC), 1 h.
    add(5, 1, "2026-11-22T21:30:00Z", filed(5));
    add(
        5,
        2,
        "2026-11-22T22:30:00Z",
        decided("ReportResolved", 5, BRUNO, "pending", "resolved"),
    );
    // Still waiting: one pending, one in progress.
    add(6, 1, "2026-11-20T07:00:00Z", filed(6));
    add(7, 1, "2026-11-26T07:00:00Z", filed(7));
    add(
        7,
        2,
        "2026-11-26T07:01:00Z",
        decided("ReportTakenInCharge", 7, BRUNO, "pending", "in_progress"),
    );
    log
}

async fn folded(events: &[StoredEvent]) -> (tempfile::TempDir, ReadDb) {
    let dir = tempfile::tempdir().unwrap();
    let db = ReadDb::open(dir.path()).await.unwrap();
    let times = SqlProjector::new(db.clone(), ModerationTimes);
    let from = times.prepare().await.unwrap();
    times.apply_batch(from, events.into()).await.unwrap();
    (dir, db)
}

fn delays(count: i64, median: f64, mean: f64, max: i64) -> Delays {
    Delays {
        count,
        median_seconds: median,
        mean_seconds: mean,
        max_seconds: max,
    }
}

#[tokio::test]
async fn each_closed_report_counts_for_its_admin_and_the_paris_week_of_its_closing() {
    let (_dir, db) = folded(&story()).await;
    let weeks = queries::weeks(db.reads(), "report", "2026-W01")
        .await
        .unwrap();
    let names: Vec<_> = weeks.iter().map(|w| w.week.as_str()).collect();
    assert_eq!(names, ["2026-W48", "2026-W47"], "newest first");

    let w48 = &weeks[0];
    assert_eq!(
        w48.team,
        delays(
            4,
            4_500.0,
            (600 + 1_800 + 7_200 + 95_400) as f64 / 4.0,
            95_400
        )
    );
    let alice = &w48.admins[0];
    assert_eq!(alice.admin_id, ALICE);
    assert_eq!(alice.delays, delays(3, 1_800.0, 3_200.0, 7_200));
    let bruno = &w48.admins[1];
    assert_eq!(bruno.admin_id, BRUNO);
    assert_eq!(bruno.delays, delays(1, 95_400.0, 95_400.0, 95_400));

    let w47 = &weeks[1];
    assert_eq!(w47.admins.len(), 1);
    assert_eq!(w47.admins[0].delays, delays(1, 3_600.0, 3_600.0, 3_600));

    // Only the weeks asked for.
    let recent = queries::weeks(db.reads(), "report", "2026-W48")
        .await
        .unwrap();
    assert_eq!(recent.len(), 1);

    assert_eq!(
        queries::waiting(db.reads(), "report").await.unwrap(),
        Waiting {
            count: 2,
            oldest_filed_at: Some("2026-11-20T07:00:00.000000Z".into()),
        }
    );
}

#[tokio::test]
async fn folding_in_several_batches_gives_what_one_batch_gives() {
    let events = story();
    let (_one, whole) = folded(&events).await;

    let dir = tempfile::tempdir().unwrap();
    let db = ReadDb::open(dir.path()).await.unwrap();
    let times = SqlProjector::new(db.clone(), ModerationTimes);
    let mut at = times.prepare().await.unwrap();
    for batch in events.chunks(3) {
        at = times.apply_batch(at, batch.into()).await.unwrap();
    }
    assert_eq!(
        queries::weeks(db.reads(), "report", "2026-W01")
            .await
            .unwrap(),
        queries::weeks(whole.reads(), "report", "2026-W01")
            .await
            .unwrap()
    );
}
