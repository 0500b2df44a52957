//! Superseded playback positions moved to the log's archive after their retention
//! (docs/adr/0051-superseded-facts-archived.md): nothing a screen or the audit shows
//! changes, on this node or on one that replays the log without them; the hash
//! chain still verifies from event 0; the export that asks for the archive gives the
//! whole history back, in log order.

use std::time::Duration;

use bobine_app::Clock;
use bobine_app::log::retention::{SUPERSEDED_POSITIONS, archive_superseded};
use bobine_store::on_both_backends;
use bobine_store::testing::Backend;
use reqwest::Method;
use serde_json::{Value, json};

use crate::helpers::{TOKEN, TestApp};
use crate::snapshot::{admin_get, copy_log, film, member_get, node_beside};

on_both_backends! {
    archiving_superseded_positions_changes_no_answer_and_keeps_the_chain => archives;
}

const WAIT: Duration = Duration::from_secs(20);

/// The raw log as an analyst exports it, one event per line, but the mail outbox's
/// events, which the dispatcher appends on its own schedule.
async fn export(app: &TestApp, archived: bool) -> Vec<Value> {
    let answer = reqwest::Client::new()
        .get(format!("{}/api/admin/events?archived={archived}", app.base))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    let text = answer.text().await.unwrap();
    text.lines()
        .map(|line| serde_json::from_str::<Value>(line).unwrap())
        .filter(|event| event["aggregate_type"] != "mail")
        .collect()
}

async fn archives(backend: Backend) {
    let app = TestApp::spawn(backend).await;
    let phare = film(&app, "Le Phare", 1962).await;
    let jetee = film(&app, "La Jetée", 1962).await;
    let (anne, _) = app.member("anne@exemple.fr").await;
    let (bruno, _) = app.member("bruno@exemple.fr").await;
    // Anne watches Le Phare in three reports and La Jetée in two, then removes La
    // Jetée from her history; Bruno watches Le Phare in two reports.
    for (who, id, seconds) in [
        (&anne, &phare, 30),
        (&anne, &phare, 60),
        (&anne, &jetee, 30),
        (&bruno, &phare, 30),
        (&anne, &phare, 90),
        (&anne, &jetee, 45),
        (&bruno, &phare, 60),
    ] {
        let saved = who
            .call(
                Method::PUT,
                "/api/progress",
                Some(
                    json!({"content_type": "movie", "content_id": id, "progress_seconds": seconds}),
                ),
            )
            .await;
        assert_eq!(saved.status, 200, "{:?}", saved.body);
    }
    let removed = anne
        .call(Method::DELETE, &format!("/api/history/movie/{jetee}"), None)
        .await;
    assert!(removed.status < 300, "{:?}", removed.body);
    let head = app.node.log.newest().await.unwrap();
    assert!(app.node.projections.wait_for(head, WAIT).await);

    let screens = async |base: &str| {
        let mut answers = Vec::new();
        for member in [&anne, &bruno] {
            for path in ["/api/progress", "/api/history"] {
                answers.push(member_get(&member.client, base, path).await);
            }
        }
        answers.push(admin_get(&reqwest::Client::new(), base, "/api/admin/audit?limit=100").await);
        answers
    };
    let before = screens(&app.base).await;
    assert!(
        before[0].to_string().contains("Le Phare") && !before[0].to_string().contains("La Jetée"),
        "{}",
        before[0]
    );
    let full = export(&app, false).await;
    let log = &app.node.log;
    log.seal().await.unwrap();

    // Within the retention nothing moves.
    let month = Duration::from_secs(30 * 24 * 3600);
    assert_eq!(
        archive_superseded(log, &Clock::system(), month)
            .await
            .unwrap(),
        0
    );
    // Past it, the reports a later one of the same member and title follows move:
    // Anne's first two of Le Phare and first of La Jetée, Bruno's first.
    let later = time::OffsetDateTime::now_utc() + time::Duration::minutes(1);
    assert_eq!(
        log.archive_superseded(&SUPERSEDED_POSITIONS, later)
            .await
            .unwrap(),
        4
    );
    assert_eq!(
        log.archive_superseded(&SUPERSEDED_POSITIONS, later)
            .await
            .unwrap(),
        0
    );
    assert_eq!(log.archived_count().await.unwrap(), 4);

    let odd = app
        .send(app.admin(Method::GET, "/api/admin/events?archived=oui"))
        .await;
    assert_eq!(odd.status, 422, "{:?}", odd.body);
    assert_eq!(odd.body["error"]["code"], "invalid_archived");
    let kept = export(&app, false).await;
    assert_eq!(kept.len(), full.len() - 4);
    assert_eq!(
        export(&app, true).await,
        full,
        "the archive gives the whole history back"
    );
    let verdict = bobine_app::integrity::verify_log(log, None).await.unwrap();
    assert!(verdict.broken.is_none(), "{verdict:?}");
    assert!(verdict.verified >= full.len() as u64, "{verdict:?}");

    // This node, and a node that replays the log without them, answer as before.
    assert_eq!(screens(&app.base).await, before);
    let dir = tempfile::tempdir().unwrap();
    copy_log(&app, dir.path()).await;
    let (replayed, base) = node_beside(&app, dir.path(), None).await;
    let head = log.newest().await.unwrap();
    assert!(replayed.projections.wait_for(head, WAIT).await);
    assert_eq!(screens(&base).await, before);
}
