//! The fact appender: group commits that lose nothing acknowledged, on both backends.

use std::collections::HashSet;
use std::sync::Arc;

use bobine_domain::genres::{GENRES_ID, GenreCommand, Genres};
use bobine_domain::titles::TitleKind;
use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use bobine_store::testing::{Backend, TestLog, count_all, read_visible};
use bobine_store::{
    Commits, EventLog, Executor, FactAppender, Metadata, Position, on_both_backends,
};
use tokio::sync::Notify;
use uuid::Uuid;

const TASKS: usize = 64;
const FACTS: usize = 500;

fn view(i: usize) -> ViewEvent {
    ViewEvent::ViewCounted {
        content_type: if i.is_multiple_of(2) {
            TitleKind::Movie
        } else {
            TitleKind::Series
        },
        content_id: Uuid::from_u128(i as u128 % 7 + 1),
    }
}

fn meta(i: usize) -> Metadata {
    Metadata {
        actor: "anonymous".into(),
        request_id: format!("request-{i}"),
        client: None,
    }
}

/// Appends `FACTS` views from `TASKS` tasks at once; answers each fact's index and
/// the outcome of its append.
async fn burst(appender: &FactAppender) -> Vec<(usize, Result<Position, bobine_store::FactError>)> {
    let tasks: Vec<_> = (0..TASKS)
        .map(|task| {
            let appender = appender.clone();
            tokio::spawn(async move {
                let mut outcomes = Vec::new();
                for i in (task..FACTS).step_by(TASKS) {
                    outcomes.push((i, appender.append(&view(i), &meta(i)).await));
                }
                outcomes
            })
        })
        .collect();
    let mut outcomes = Vec::new();
    for task in tasks {
        outcomes.extend(task.await.unwrap());
    }
    outcomes
}

on_both_backends! {
    facts_appended_at_once_get_distinct_positions_and_read_back_in_order => concurrent_facts;
    facts_are_stored_as_cqrs_es_stores_events => stored_like_cqrs_es;
    a_failed_group_answers_an_error_to_each_of_its_facts_and_writes_none => failed_group;
}

async fn concurrent_facts(backend: Backend) {
    let t = TestLog::new(backend).await;
    let appended = Arc::new(Notify::new());
    let woken = appended.notified();
    let appender = FactAppender::start(t.log.clone(), VIEWS_TYPE, appended.clone());
    let outcomes = burst(&appender).await;
    woken.await; // the writer woke the projections after its groups

    let positions: Vec<(usize, Position)> = outcomes
        .into_iter()
        .map(|(i, outcome)| (i, outcome.expect("every fact is appended")))
        .collect();
    let distinct: HashSet<Position> = positions.iter().map(|(_, p)| *p).collect();
    assert_eq!(
        distinct.len(),
        FACTS,
        "every fact has a position of its own"
    );

    let events = read_visible(&t.log, FACTS).await;
    assert_eq!(events.len(), FACTS);
    assert!(events.windows(2).all(|w| w[0].position < w[1].position));
    // One stream, gapless from 1, in the order the positions were given.
    assert!(events.iter().all(|e| e.aggregate_type == VIEWS_TYPE
        && e.aggregate_id == events[0].aggregate_id
        && e.event_type == "ViewCounted"
        && e.event_version == "1"));
    assert!(events[0].aggregate_id.starts_with("node-"));
    assert_eq!(
        events.iter().map(|e| e.sequence).collect::<Vec<_>>(),
        (1..=FACTS as i64).collect::<Vec<_>>()
    );
    // Each fact is at the position its request was answered, with its own payload
    // and metadata.
    for (i, position) in positions {
        let event = events.iter().find(|e| e.position == position).unwrap();
        assert_eq!(event.decode::<ViewEvent>().unwrap(), view(i));
        assert_eq!(event.meta("request_id"), Some(format!("request-{i}")));
        assert_eq!(event.meta("actor").as_deref(), Some("anonymous"));
    }
    assert_eq!(t.log.head().await.unwrap(), events.last().unwrap().position);
    if backend == Backend::Postgres {
        // A group is one transaction: 64 clients at once share transactions.
        let transactions: HashSet<u64> = events.iter().map(|e| e.position.tx).collect();
        assert!(
            transactions.len() < FACTS / 2,
            "{} transactions",
            transactions.len()
        );
    }
}

/// The metadata text with the value of `recorded_at` blanked (it is the time of the
/// call, different for every event).
fn without_time(metadata: &str) -> String {
    let key = metadata.find("\"recorded_at\"").expect("recorded_at");
    let open = key + metadata[key + 13..].find('"').unwrap() + 13;
    let close = open + 1 + metadata[open + 1..].find('"').unwrap();
    format!("{}{}", &metadata[..open + 1], &metadata[close..])
}

async fn stored_like_cqrs_es(backend: Backend) {
    let t = TestLog::new(backend).await;
    let same = Metadata {
        actor: "anonymous".into(),
        request_id: "même requête".into(),
        client: Some("5e0c9a1b2d3f4e6a".into()),
    };
    let genres =
        Executor::<Genres>::new(&Commits::start(t.log.clone()), (), Arc::new(Notify::new()));
    let create = GenreCommand::Create {
        id: Uuid::now_v7(),
        name: "Action".into(),
        category: "Films".into(),
    };
    genres.execute(GENRES_ID, create, &same).await.unwrap();
    let appender = FactAppender::start(t.log.clone(), VIEWS_TYPE, Arc::new(Notify::new()));
    appender.append(&view(0), &same).await.unwrap();

    let events = read_visible(&t.log, 2).await;
    let (by_cqrs_es, fact) = (&events[0], &events[1]);
    assert_eq!(
        without_time(&fact.metadata),
        without_time(&by_cqrs_es.metadata)
    );
    assert!(fact.meta("recorded_at").is_some());
    // Payload text as the crate would write it for this event.
    let through_value = serde_json::to_value(view(0)).unwrap();
    let as_cqrs_es = match &t.log {
        EventLog::Sqlite(_) => serde_json::to_string(&through_value).unwrap(),
        EventLog::Postgres(pool) => sqlx::query_scalar("SELECT $1::jsonb::json::text")
            .bind(serde_json::to_string(&through_value).unwrap())
            .fetch_one(pool)
            .await
            .unwrap(),
    };
    assert_eq!(fact.payload, as_cqrs_es);
    assert!(fact.to_json_line().is_ok(), "the export reads it");
}

/// Makes the log refuse any row whose payload names `poisoned`, so that a group
/// holding one fails whole.
async fn poison(log: &EventLog, poisoned: Uuid) {
    match log {
        EventLog::Sqlite(pools) => {
            sqlx::query(&format!(
                "CREATE TRIGGER poison BEFORE INSERT ON events WHEN NEW.payload LIKE '%{poisoned}%' \
                 BEGIN SELECT RAISE(ABORT, 'poisoned'); END"
            ))
            .execute(pools.writes())
            .await
            .unwrap();
        }
        EventLog::Postgres(pool) => {
            for sql in [
                format!(
                    "CREATE FUNCTION poison() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN \
                     IF NEW.payload::text LIKE '%{poisoned}%' THEN RAISE EXCEPTION 'poisoned'; END IF; \
                     RETURN NEW; END $$"
                ),
                "CREATE TRIGGER poison BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION poison()"
                    .to_string(),
            ] {
                sqlx::query(&sql).execute(pool).await.unwrap();
            }
        }
    }
}

async fn failed_group(backend: Backend) {
    let t = TestLog::new(backend).await;
    let poisoned = Uuid::from_u128(4); // the titles of every seventh fact
    poison(&t.log, poisoned).await;
    let appender = FactAppender::start(t.log.clone(), VIEWS_TYPE, Arc::new(Notify::new()));
    let outcomes = burst(&appender).await;

    let acknowledged: Vec<Position> = outcomes
        .iter()
        .filter_map(|(_, outcome)| outcome.as_ref().ok().copied())
        .collect();
    let refused = outcomes.len() - acknowledged.len();
    assert!(refused >= FACTS / 7, "every poisoned fact is refused");
    for (i, outcome) in &outcomes {
        if let ViewEvent::ViewCounted { content_id, .. } = view(*i)
            && content_id == poisoned
        {
            assert!(outcome.is_err(), "fact {i} was poisoned");
        }
    }
    // Refused groups wrote nothing; acknowledged facts are all there.
    let events = read_visible(&t.log, acknowledged.len()).await;
    assert_eq!(count_all(&t.log).await as usize, acknowledged.len());
    let stored: HashSet<Position> = events.iter().map(|e| e.position).collect();
    assert!(acknowledged.iter().all(|p| stored.contains(p)));

    // The writer carries on, on a stream whose sequence cannot clash.
    let after = appender.append(&view(1), &meta(1)).await.unwrap();
    let last = read_visible(&t.log, acknowledged.len() + 1).await;
    assert_eq!(last.last().unwrap().position, after);
}
