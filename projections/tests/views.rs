//! The views projection: every acknowledged view counted once, per title and per
//! Paris day, live and replayed alike.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use bobine_domain::titles::TitleKind;
use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use bobine_projections::search::SearchIndex;
use bobine_projections::views::{Views, paris_day, paris_today, queries};
use bobine_projections::{Projector, ReadDb, Runner, SqlProjector};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{FactAppender, Metadata, Position, StoredEvent, on_both_backends};
use tokio::sync::Notify;
use uuid::Uuid;

const WAIT: Duration = Duration::from_secs(10);
const TASKS: usize = 64;
const VIEWS: usize = 500;

/// One series (every third view) and three films with uneven counts (1 + i² mod 5),
/// so that the top list has an order.
fn title(i: usize) -> (TitleKind, Uuid) {
    if i.is_multiple_of(3) {
        (TitleKind::Series, Uuid::from_u128(100))
    } else {
        (TitleKind::Movie, Uuid::from_u128(1 + (i * i % 5) as u128))
    }
}

async fn rows(db: &ReadDb, table: &str) -> Vec<(String, String, i64)> {
    let day = if table == "view_day" { "day" } else { "''" };
    sqlx::query_as(&format!(
        "SELECT content_type || '/' || content_id, {day}, views FROM {table} ORDER BY 1, 2"
    ))
    .fetch_all(db.reads())
    .await
    .unwrap()
}

on_both_backends! {
    views_appended_at_once_are_all_counted_once => concurrent_views;
}

async fn concurrent_views(backend: Backend) {
    let t = TestLog::new(backend).await;
    let db = ReadDb::open(t.data_dir()).await.unwrap();
    let appended = Arc::new(Notify::new());
    let running = Runner {
        log: t.log.clone(),
        projectors: bobine_projections::all(&db, &SearchIndex::new(t.data_dir())),
        appended: appended.clone(),
        poll: Duration::from_millis(50),
        batch: 100,
        rebuild_behind: u64::MAX,
    }
    .start()
    .await
    .unwrap();
    let appender = FactAppender::start(t.log.clone(), VIEWS_TYPE, appended);

    let tasks: Vec<_> = (0..TASKS)
        .map(|task| {
            let appender = appender.clone();
            tokio::spawn(async move {
                let mut acknowledged = Vec::new();
                for i in (task..VIEWS).step_by(TASKS) {
                    let (content_type, content_id) = title(i);
                    let event = ViewEvent::ViewCounted {
                        content_type,
                        content_id,
                    };
                    let position = appender
                        .append(&event, &Metadata::system("test"))
                        .await
                        .unwrap();
                    acknowledged.push((title(i), position));
                }
                acknowledged
            })
        })
        .collect();
    let mut expected: HashMap<(TitleKind, Uuid), i64> = HashMap::new();
    let mut last = Position::ZERO;
    for task in tasks {
        for (title, position) in task.await.unwrap() {
            *expected.entry(title).or_default() += 1;
            last = last.max(position);
        }
    }
    assert!(running.statuses.wait_for(last, WAIT).await);

    for (&(content_type, content_id), &views) in &expected {
        assert_eq!(
            queries::total(db.reads(), content_type, content_id)
                .await
                .unwrap(),
            views,
            "{content_type}/{content_id}"
        );
    }
    let movies: Vec<Uuid> = (1..=6).map(Uuid::from_u128).collect();
    let totals = queries::totals(db.reads(), TitleKind::Movie, &movies)
        .await
        .unwrap();
    for id in &movies {
        assert_eq!(
            totals.get(id).copied(),
            expected.get(&(TitleKind::Movie, *id)).copied()
        );
    }
    assert!(!totals.contains_key(&Uuid::from_u128(6)), "never viewed");
    assert_eq!(
        queries::total(db.reads(), TitleKind::Movie, Uuid::from_u128(6))
            .await
            .unwrap(),
        0
    );

    let top = queries::top(db.reads(), TitleKind::Movie, 2).await.unwrap();
    let mut by_views: Vec<i64> = expected
        .iter()
        .filter(|((t, _), _)| *t == TitleKind::Movie)
        .map(|(_, v)| *v)
        .collect();
    by_views.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(
        top.iter().map(|r| r.views).collect::<Vec<_>>(),
        by_views[..2]
    );
    assert!(top.iter().all(|r| r.content_type == "movie"));

    // Every view of this run fell on today's Paris day (or yesterday's, at midnight).
    let today = paris_today();
    let days = queries::days(db.reads(), today.yesterday().unwrap(), today)
        .await
        .unwrap();
    assert_eq!(days.iter().map(|d| d.views).sum::<i64>(), VIEWS as i64);
    let (content_type, content_id) = title(0);
    let title_days = queries::title_days(
        db.reads(),
        content_type,
        content_id,
        today.yesterday().unwrap(),
        today,
    )
    .await
    .unwrap();
    assert_eq!(
        title_days.iter().map(|d| d.views).sum::<i64>(),
        expected[&title(0)]
    );

    // A replay folds the same rows.
    let live = (rows(&db, "view_total").await, rows(&db, "view_day").await);
    let rebuilt = SqlProjector::new(db.clone(), Views)
        .rebuild(&t.log, &())
        .await
        .unwrap();
    assert_eq!(rebuilt, last);
    assert_eq!(
        (rows(&db, "view_total").await, rows(&db, "view_day").await),
        live
    );
}

fn stored(position: i64, recorded_at: &str, content_type: TitleKind) -> StoredEvent {
    let event = ViewEvent::ViewCounted {
        content_type,
        content_id: Uuid::from_u128(9),
    };
    StoredEvent {
        position: Position::new(0, position),
        aggregate_type: VIEWS_TYPE.into(),
        aggregate_id: "node-test".into(),
        sequence: position,
        event_type: "ViewCounted".into(),
        event_version: "1".into(),
        payload: serde_json::to_string(&event).unwrap(),
        metadata: "{}".into(),
        recorded_at: recorded_at.into(),
    }
}

#[tokio::test]
async fn views_are_counted_per_paris_day_not_per_utc_day() {
    let dir = tempfile::tempdir().unwrap();
    let db = ReadDb::open(dir.path()).await.unwrap();
    let views = SqlProjector::new(db.clone(), Views);
    views.prepare().await.unwrap();
    let events = [
        stored(1, "2026-01-14T22:59:59.000Z", TitleKind::Movie),
        stored(2, "2026-01-14T23:00:00.000Z", TitleKind::Movie),
        stored(3, "2026-07-14T22:30:00.000001Z", TitleKind::Movie),
        stored(4, "2026-07-14T22:30:00.000001Z", TitleKind::Series),
    ];
    views
        .apply_batch(Position::ZERO, events.as_slice().into())
        .await
        .unwrap();
    let id = Uuid::from_u128(9);
    let day = |text: &str| paris_day(&format!("{text}T12:00:00Z")).unwrap();
    let days = queries::title_days(
        db.reads(),
        TitleKind::Movie,
        id,
        day("2026-01-01"),
        day("2026-12-31"),
    )
    .await
    .unwrap();
    let days: Vec<(String, i64)> = days.into_iter().map(|d| (d.day, d.views)).collect();
    assert_eq!(
        days,
        [
            ("2026-01-14".to_string(), 1),
            ("2026-01-15".to_string(), 1),
            ("2026-07-15".to_string(), 1)
        ]
    );
    assert_eq!(
        queries::total(db.reads(), TitleKind::Movie, id)
            .await
            .unwrap(),
        3
    );
    assert_eq!(
        queries::total(db.reads(), TitleKind::Series, id)
            .await
            .unwrap(),
        1
    );
    // The table the catalogue joins keeps its documented shape.
    let columns: Vec<String> =
        sqlx::query_scalar("SELECT name FROM pragma_table_info('view_total')")
            .fetch_all(db.reads())
            .await
            .unwrap();
    assert_eq!(columns, ["content_type", "content_id", "views"]);
}
