//! The catalogue projection over a log written before series recorded whether they
//! are animes: a replay shows the animes the old folding showed.

use std::sync::Arc;

use bobine_domain::series::{Series, SeriesCommand, SeriesForm, SeriesKind};
use bobine_domain::titles::Input;
use bobine_projections::catalogue::Catalogue;
use bobine_projections::catalogue::queries::list::{self, Filters, PageRequest};
use bobine_projections::catalogue::queries::sort::Sort;
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, Executor, FactAppender, Metadata};
use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use tokio::sync::Notify;
use uuid::Uuid;

/// A series event as version 1 wrote it: its payload as stored, no `anime`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Version1(Value);

impl DomainEvent for Version1 {
    fn event_type(&self) -> String {
        self.0.as_object().unwrap().keys().next().unwrap().clone()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

fn version_1(event: &str, id: u128, title: &str, country: &str, language: &str) -> Version1 {
    Version1(json!({event: {"id": Uuid::from_u128(id), "details": {
        "title": title, "original_title": null, "synopsis": null, "release_year": 2002,
        "status": "completed", "director": null, "country": country, "language": language,
        "poster_url": null, "trailer_url": null, "video_url_vf": null,
        "video_url_vostfr": null, "rating": null, "is_featured": false, "is_new": false,
        "genre_ids": []}}}))
}

async fn titles(db: &ReadDb, anime: bool) -> Vec<String> {
    let filters = Filters {
        anime: Some(anime),
        ..Default::default()
    };
    let page = PageRequest {
        sort: Sort::Title,
        ascending: true,
        limit: 50,
        cursor: None,
    };
    let page = list::series(db.reads(), &filters, page).await.unwrap();
    page.items.into_iter().map(|s| s.title).collect()
}

async fn old_series_events_replay_to_the_animes_they_showed(backend: Backend) {
    let t = TestLog::new(backend).await;
    let appended = Arc::new(Notify::new());
    let old = FactAppender::start(t.log.clone(), "series", appended.clone());
    let meta = Metadata::system("test");
    for event in [
        version_1("SeriesAdded", 1, "Akira Rouge", "Japon", "Japonais"),
        version_1("SeriesAdded", 2, "Doublé", "France", "Japonais"),
        version_1("SeriesAdded", 3, "Séoul", "Corée du Sud", "Coréen"),
        version_1("SeriesAdded", 4, "Tokyo Nord", "Corée du Sud", "Coréen"),
        version_1("SeriesEdited", 4, "Tokyo Nord", "Japon", "Coréen"),
        version_1("SeriesAdded", 5, "Kyoto", "Japon", "Japonais"),
        version_1("SeriesEdited", 5, "Kyoto", "États-Unis", "Anglais"),
    ] {
        old.append(&event, &meta).await.unwrap();
    }
    // Written now: a Korean anime, said to be one.
    let series = Executor::<Series>::new(&Commits::start(t.log.clone()), (), appended);
    let id = Uuid::from_u128(6);
    let form = SeriesForm {
        title: "Lames de Busan".into(),
        country: Input::text("Corée du Sud"),
        language: Input::text("Coréen"),
        anime: Some(true),
        ..Default::default()
    };
    let command = SeriesCommand::Add {
        id,
        kind: SeriesKind::Series,
        form,
    };
    series
        .execute(&id.to_string(), command, &meta)
        .await
        .unwrap();

    let db = ReadDb::open(t.data_dir()).await.unwrap();
    let catalogue = SqlProjector::new(db.clone(), Catalogue);
    catalogue.prepare().await.unwrap();
    catalogue.rebuild(&t.log, &()).await.unwrap();
    assert_eq!(
        titles(&db, true).await,
        ["Akira Rouge", "Doublé", "Lames de Busan", "Tokyo Nord"]
    );
    assert_eq!(titles(&db, false).await, ["Kyoto", "Séoul"]);
}

#[tokio::test]
async fn old_series_events_replay_to_the_animes_they_showed_on_sqlite() {
    old_series_events_replay_to_the_animes_they_showed(Backend::Sqlite).await;
}

#[tokio::test]
async fn old_series_events_replay_to_the_animes_they_showed_on_postgres() {
    old_series_events_replay_to_the_animes_they_showed(Backend::Postgres).await;
}
