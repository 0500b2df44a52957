//! The search projection: the matching rules of docs/product.md, member side §5, the
//! relevance order of §9, edits and deletions, replay, restarts and size.

use std::sync::Arc;
use std::time::Duration;

use bobine_domain::movies::{Movie, MovieCommand, MovieDetails, MovieEvent, MovieForm};
use bobine_domain::series::{Series, SeriesCommand, SeriesForm, SeriesKind};
use bobine_domain::titles::{Input, TitleKind};
use bobine_projections::catalogue::queries::sort::Sort;
use bobine_projections::search::{self, SearchIndex, SearchRequest, SearchSort, Suggestions};
use bobine_projections::{Projector, ReadDb, Runner, Running};
use bobine_store::testing::{Backend, TestLog};
use bobine_store::{Commits, EventLog, Executor, Metadata, Position, StoredEvent};
use cqrs_es::Aggregate;
use tokio::sync::Notify;
use uuid::Uuid;

const WAIT: Duration = Duration::from_secs(20);

/// A node's read side: catalogue, views and search, kept current by a runner.
struct Node {
    t: TestLog,
    db: ReadDb,
    index: SearchIndex,
    running: Running,
    movies: Executor<Movie>,
    series: Executor<Series>,
    last: Position,
}

/// A film or a series: title, original title, director, synopsis, rating.
struct Title(&'static str, &'static str, &'static str, &'static str, f64);

fn input(text: &str) -> Input {
    if text.is_empty() {
        Input::none()
    } else {
        Input::text(text)
    }
}

fn movie_form(t: &Title) -> MovieForm {
    MovieForm {
        title: t.0.into(),
        original_title: input(t.1),
        director: input(t.2),
        synopsis: input(t.3),
        rating: if t.4 > 0.0 {
            Input::text(t.4.to_string())
        } else {
            Input::none()
        },
        ..Default::default()
    }
}

impl Node {
    async fn start() -> Node {
        let t = TestLog::new(Backend::Sqlite).await;
        let db = ReadDb::open(t.data_dir()).await.unwrap();
        let index = SearchIndex::new(t.data_dir());
        let appended = Arc::new(Notify::new());
        let running = run(&t.log, &db, &index, appended.clone()).await;
        let commits = Commits::start(t.log.clone());
        Node {
            movies: Executor::new(&commits, (), appended.clone()),
            series: Executor::new(&commits, (), appended),
            t,
            db,
            index,
            running,
            last: Position::ZERO,
        }
    }

    async fn add_movie(&mut self, t: Title) -> Uuid {
        let id = Uuid::now_v7();
        let form = movie_form(&t);
        self.last = self
            .movies
            .execute(&id.to_string(), MovieCommand::Add { id, form }, &meta())
            .await
            .unwrap();
        id
    }

    async fn add_series(&mut self, t: Title) -> Uuid {
        let id = Uuid::now_v7();
        let m = movie_form(&t);
        let form = SeriesForm {
            title: m.title,
            original_title: m.original_title,
            director: m.director,
            synopsis: m.synopsis,
            rating: m.rating,
            ..Default::default()
        };
        let command = SeriesCommand::Add {
            id,
            kind: SeriesKind::Series,
            form,
        };
        self.last = self
            .series
            .execute(&id.to_string(), command, &meta())
            .await
            .unwrap();
        id
    }

    async fn caught_up(&self) {
        assert!(self.running.statuses.wait_for(self.last, WAIT).await);
    }

    fn suggested(&self, q: &str) -> (Vec<String>, Vec<String>) {
        titles_of(&search::suggest(&self.index, q).unwrap())
    }

    async fn found(&self, q: &str) -> Vec<String> {
        self.found_by(q, SearchSort::Relevance).await
    }

    async fn found_by(&self, q: &str, sort: SearchSort) -> Vec<String> {
        let request = SearchRequest {
            q,
            kind: None,
            sort,
            ascending: false,
            limit: 100,
            offset: 0,
        };
        let page = search::search(&self.index, &self.db, &request)
            .await
            .unwrap();
        assert_eq!(page.total, page.items.len(), "{q}: one page holds them all");
        page.items.into_iter().map(|h| h.title).collect()
    }
}

fn meta() -> Metadata {
    Metadata::system("test")
}

async fn run(log: &EventLog, db: &ReadDb, index: &SearchIndex, appended: Arc<Notify>) -> Running {
    Runner {
        log: log.clone(),
        projectors: bobine_projections::all(db, index),
        appended,
        poll: Duration::from_millis(50),
        batch: 100,
        rebuild_behind: u64::MAX,
    }
    .start()
    .await
    .unwrap()
}

fn titles_of(s: &Suggestions) -> (Vec<String>, Vec<String>) {
    let titles = |hits: &[search::SearchHit]| hits.iter().map(|h| h.title.clone()).collect();
    (titles(&s.movies), titles(&s.series))
}

/// Stops the runner and lets go of the index, as a process ending would: once the
/// runner's tasks have ended, no handle on the index is left, nor its writer's lock.
async fn stop(running: Running, index: SearchIndex) {
    drop(index);
    running.stop().await;
}

/// A restarted runner brings `index` up to `last`, and it answers from there.
async fn answers_once_caught_up(log: &EventLog, db: &ReadDb, index: &SearchIndex, last: Position) {
    let restarted = run(log, db, index, Arc::new(Notify::new())).await;
    assert!(restarted.statuses.wait_for(last, WAIT).await);
    assert_eq!(
        titles_of(&search::suggest(index, "amelie").unwrap()).0,
        ["Amélie"]
    );
}

async fn small_catalogue() -> Node {
    let mut node = Node::start().await;
    node.add_movie(Title(
        "Amélie",
        "Le Fabuleux Destin d'Amélie Poulain",
        "Jean-Pierre Jeunet",
        "Une serveuse de Montmartre décide de faire le bonheur des autres.",
        4.2,
    ))
    .await;
    node.add_movie(Title("Spider-Man", "", "Sam Raimi", "", 3.7))
        .await;
    node.add_movie(Title(
        "Star Wars: Episode IV - A New Hope",
        "",
        "George Lucas",
        "",
        4.3,
    ))
    .await;
    node.add_movie(Title(
        "Star Wars: Episode V - The Empire Strikes Back",
        "",
        "Irvin Kershner",
        "",
        4.4,
    ))
    .await;
    node.add_series(Title(
        "Le Bureau des légendes",
        "",
        "Éric Rochant",
        "Des agents de la DGSE vivent sous légende.",
        4.6,
    ))
    .await;
    node.caught_up().await;
    node
}

#[tokio::test]
async fn suggestions_ignore_case_accents_colons_and_dashes_and_match_word_prefixes() {
    let node = small_catalogue().await;
    let amelie = ["Amélie"].as_slice();
    let spider = ["Spider-Man"].as_slice();
    let star_wars = [
        // Better rated first when equally relevant.
        "Star Wars: Episode V - The Empire Strikes Back",
        "Star Wars: Episode IV - A New Hope",
    ]
    .as_slice();
    let none: &[&str] = &[];
    let cases: [(&str, &[&str], &[&str]); 17] = [
        ("amelie", amelie, none),
        ("AMÉLIE", amelie, none),
        ("amé", amelie, none),
        ("spider man", spider, none),
        ("spider-man", spider, none),
        ("spiderman", spider, none),
        ("  spider    man ", spider, none),
        ("star wars episode", star_wars, none),
        ("star wars: episode", star_wars, none),
        ("episode iv", &star_wars[1..], none),
        // Director and original title, by word prefix.
        ("jeun", amelie, none),
        ("jean pierre", amelie, none),
        ("fabuleux destin", amelie, none),
        ("bureau legendes", none, &["Le Bureau des légendes"]),
        ("eric roch", none, &["Le Bureau des légendes"]),
        // Nothing under 2 characters; suggestions do not read synopses.
        ("a", none, none),
        ("montmartre", none, none),
    ];
    for (q, movies, series) in cases {
        let (found_movies, found_series) = node.suggested(q);
        assert_eq!(found_movies, movies, "films suggested for {q:?}");
        assert_eq!(found_series, series, "series suggested for {q:?}");
    }
}

#[tokio::test]
async fn the_search_page_also_reads_synopses_and_forgives_one_typo_in_long_words() {
    let node = small_catalogue().await;
    let cases: [(&str, &[&str]); 8] = [
        ("montmartre", &["Amélie"]),
        ("dgse", &["Le Bureau des légendes"]),
        // One typo (a swap, a missing or a wrong letter) in words of 5 letters or more.
        ("amelei", &["Amélie"]),
        ("spidr man", &["Spider-Man"]),
        (
            "kershnr",
            &["Star Wars: Episode V - The Empire Strikes Back"],
        ),
        // Not in shorter words, and never two typos.
        ("sram", &[]),
        ("amleei", &[]),
        ("x", &[]),
    ];
    for (q, expected) in cases {
        assert_eq!(node.found(q).await, expected, "found for {q:?}");
    }
}

#[tokio::test]
async fn title_contains_is_a_substring_and_suggestions_forgive_one_typo() {
    let mut node = small_catalogue().await;
    node.add_movie(Title("Batman", "", "Tim Burton", "", 3.9))
        .await;
    node.add_movie(Title("Jurassic Park", "", "Steven Spielberg", "", 4.1))
        .await;
    node.add_movie(Title(
        "Les Dents de la mer",
        "Jaws",
        "Steven Spielberg",
        "",
        4.0,
    ))
    .await;
    node.caught_up().await;
    let none: &[&str] = &[];
    let spielberg = ["Jurassic Park", "Les Dents de la mer"].as_slice();
    let cases: [(&str, &[&str]); 8] = [
        // Inside a word, still case-, accent- and punctuation-insensitive.
        ("man", &["Batman", "Spider-Man"]),
        ("MÂN", &["Batman", "Spider-Man"]),
        ("atma", &["Batman"]),
        ("pider-man", &["Spider-Man"]),
        ("urass", &["Jurassic Park"]),
        // One typo in a long word, as on the search page.
        ("spielbreg", spielberg),
        ("jurasic", &["Jurassic Park"]),
        // One or two letters only start words.
        ("an", none),
    ];
    for (q, expected) in cases {
        let (mut movies, _) = node.suggested(q);
        movies.sort();
        assert_eq!(movies, expected, "films suggested for {q:?}");
        let mut found = node.found(q).await;
        found.sort();
        assert_eq!(found, expected, "found for {q:?}");
    }
}

#[tokio::test]
async fn results_rank_by_the_spec_weights_and_typos_come_last() {
    let mut node = Node::start().await;
    // Inserted in reverse order of relevance for "alien", all rated alike.
    let titles = [
        Title("Alein", "", "", "", 0.0), // one typo: 1.25
        Title("Le Voyageur", "", "", "Un alien arrive.", 0.0), // synopsis: 5
        Title("Résurrection", "Alien Resurrection", "", "", 0.0), // original title: 10
        Title("Nostromo", "", "Ridley Alien Scott", "", 0.0), // director contains: 15
        Title("Les Aliens", "", "", "", 0.0), // title contains: 25
        Title("Alien : le retour", "", "", "", 0.0), // title prefix: 50
        Title("Le Réalisateur", "", "Alien", "", 0.0), // exact director: 75
        Title("Alien", "", "", "", 0.0), // exact title: 100
    ];
    let mut expected: Vec<String> = titles.iter().map(|t| t.0.to_string()).collect();
    expected.reverse();
    for title in titles {
        node.add_movie(title).await;
    }
    node.caught_up().await;
    assert_eq!(node.found("alien").await, expected);
    assert_eq!(node.found("ALIEN").await, expected);
}

#[tokio::test]
async fn at_most_four_films_and_four_series_are_suggested() {
    let mut node = Node::start().await;
    for n in 1..=6 {
        node.add_movie(Title(
            [
                "Batman 1", "Batman 2", "Batman 3", "Batman 4", "Batman 5", "Batman 6",
            ][n - 1],
            "",
            "",
            "",
            n as f64 / 2.0,
        ))
        .await;
        node.add_series(Title(
            [
                "Batman S1",
                "Batman S2",
                "Batman S3",
                "Batman S4",
                "Batman S5",
                "Batman S6",
            ][n - 1],
            "",
            "",
            "",
            n as f64 / 2.0,
        ))
        .await;
    }
    node.caught_up().await;
    let (movies, series) = node.suggested("bat");
    assert_eq!(movies, ["Batman 6", "Batman 5", "Batman 4", "Batman 3"]);
    assert_eq!(series, ["Batman S6", "Batman S5", "Batman S4", "Batman S3"]);
    assert_eq!(
        node.found("batman").await.len(),
        12,
        "the search page shows them all"
    );
}

#[tokio::test]
async fn an_edited_title_is_found_by_its_new_name_and_a_deleted_one_no_more() {
    let mut node = small_catalogue().await;
    let id = node
        .add_movie(Title("Le Grand Bleu", "", "Luc Besson", "", 3.9))
        .await;
    let gone = node
        .add_movie(Title("Nikita", "", "Luc Besson", "", 3.5))
        .await;
    node.caught_up().await;
    assert_eq!(node.suggested("luc bes").0, ["Le Grand Bleu", "Nikita"]);

    let form = movie_form(&Title(
        "Le Grand Bleu (version longue)",
        "",
        "Luc Besson",
        "",
        3.9,
    ));
    let form = MovieForm {
        title: "Océans".into(),
        ..form
    };
    node.last = node
        .movies
        .execute(&id.to_string(), MovieCommand::Edit { form }, &meta())
        .await
        .unwrap();
    node.last = node
        .movies
        .execute(&gone.to_string(), MovieCommand::Delete, &meta())
        .await
        .unwrap();
    node.caught_up().await;

    assert_eq!(node.suggested("oceans").0, ["Océans"]);
    assert!(node.suggested("grand bleu").0.is_empty());
    assert!(node.found("grand bleu").await.is_empty());
    assert!(node.found("nikita").await.is_empty());
    assert_eq!(node.found("besson").await, ["Océans"]);
}

#[tokio::test]
async fn other_sorts_order_the_matches_by_the_catalogue_keys() {
    let mut node = Node::start().await;
    for (title, rating) in [
        ("Dune", 4.1),
        ("Dune : deuxième partie", 4.5),
        ("Dunkerque", 3.9),
    ] {
        node.add_movie(Title(title, "", "", "", rating)).await;
    }
    node.add_series(Title("Dune: Prophecy", "", "", "", 3.0))
        .await;
    node.caught_up().await;
    assert_eq!(
        node.found_by("dun", SearchSort::List(Sort::Rating)).await,
        [
            "Dune : deuxième partie",
            "Dune",
            "Dunkerque",
            "Dune: Prophecy"
        ]
    );
    assert_eq!(
        node.found_by("dun", SearchSort::List(Sort::Recent)).await,
        [
            "Dune: Prophecy",
            "Dunkerque",
            "Dune : deuxième partie",
            "Dune"
        ]
    );
    let request = SearchRequest {
        q: "dune",
        kind: Some(TitleKind::Series),
        sort: SearchSort::Relevance,
        ascending: false,
        limit: 10,
        offset: 0,
    };
    let page = search::search(&node.index, &node.db, &request)
        .await
        .unwrap();
    assert_eq!(page.items.len(), 1);
    assert_eq!(page.items[0].kind, TitleKind::Series);
    assert_eq!(
        page.items[0].poster_url,
        format!("/api/posters/series/{}.svg", page.items[0].id)
    );
}

#[tokio::test]
async fn a_replayed_index_answers_like_the_live_one_and_the_runner_carries_on() {
    let mut node = small_catalogue().await;
    let queries = [
        "amelie",
        "star wars episode",
        "spider man",
        "luc",
        "legendes",
        "amelei",
    ];
    let mut live = Vec::new();
    for q in queries {
        live.push((node.suggested(q), node.found(q).await));
    }

    let rebuilt_at = node.index.rebuild(&node.t.log, &()).await.unwrap();
    assert_eq!(rebuilt_at, node.last);
    for (q, expected) in queries.iter().zip(&live) {
        assert_eq!(
            &(node.suggested(q), node.found(q).await),
            expected,
            "after replay: {q}"
        );
    }

    node.add_movie(Title("Après la relecture", "", "", "", 0.0))
        .await;
    node.caught_up().await;
    assert_eq!(node.suggested("apres").0, ["Après la relecture"]);
}

#[tokio::test]
async fn a_restarted_node_resumes_from_the_checkpoint_in_the_index() {
    let node = small_catalogue().await;
    let Node {
        t,
        db,
        index,
        running,
        last,
        ..
    } = node;
    stop(running, index).await;
    let index = SearchIndex::new(t.data_dir());
    assert_eq!(index.stored_position().await.unwrap(), Some(last));
    assert_eq!(index.prepare().await.unwrap(), last);
    answers_once_caught_up(&t.log, &db, &index, last).await;
}

/// The live index is written without flushing its files to the disk; after the
/// machine started again, a file a crash left short or wrong is found, and the
/// index is folded again from the log instead of answering from damaged files.
#[tokio::test]
async fn an_index_a_crash_damaged_is_folded_again_from_the_log() {
    let Node {
        t,
        db,
        index,
        running,
        last,
        ..
    } = small_catalogue().await;
    stop(running, index).await;
    let search_dir = t.data_dir().join("search");
    let live = std::fs::read_to_string(search_dir.join("current")).unwrap();
    let folder = search_dir.join(live.trim());
    let store = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .find(|path| path.extension().is_some_and(|e| e == "store"))
        .unwrap();
    let mut bytes = std::fs::read(&store).unwrap();
    bytes[0] ^= 0xFF;
    std::fs::write(&store, bytes).unwrap();
    // As after a crash of the machine: the index was written in another boot.
    std::fs::write(folder.join(".written-in-boot"), "an earlier boot").unwrap();

    let index = SearchIndex::new(t.data_dir());
    assert_eq!(index.prepare().await.unwrap(), Position::ZERO);
    answers_once_caught_up(&t.log, &db, &index, last).await;
}

/// The position the index's last commit recorded, once it is `expected` (the
/// committer commits in the background); what it is after [`WAIT`] otherwise.
async fn committed_position(index: &SearchIndex, expected: Position) -> Option<Position> {
    let deadline = tokio::time::Instant::now() + WAIT;
    loop {
        let stored = index.stored_position().await.unwrap();
        if stored == Some(expected) || tokio::time::Instant::now() > deadline {
            return stored;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

/// A title is found as soon as its batch is applied, and committed in the
/// background; a batch that changes no document commits nothing, but a thousandth
/// event does; an index let go of commits what it folded.
#[tokio::test]
async fn a_title_is_found_at_once_and_its_position_committed_in_the_background() {
    let Node {
        t,
        index,
        running,
        last,
        ..
    } = small_catalogue().await;
    stop(running, index).await;
    let index = SearchIndex::new(t.data_dir());
    assert_eq!(index.prepare().await.unwrap(), last);

    let event = |n: i64, aggregate_type: &str, payload: String| StoredEvent {
        position: Position::new(last.tx, last.seq + n),
        aggregate_type: aggregate_type.into(),
        aggregate_id: Uuid::now_v7().to_string(),
        sequence: 1,
        event_type: "Happened".into(),
        event_version: "1".into(),
        payload,
        metadata: "{}".into(),
        recorded_at: "2026-11-25T00:00:00Z".into(),
    };
    let ignored: Arc<[StoredEvent]> = vec![event(1, "genres", "{}".into())].into();
    let moved = index.apply_batch(last, ignored).await.unwrap();
    assert_eq!(moved, Position::new(last.tx, last.seq + 1));

    let added = MovieEvent::MovieAdded {
        id: Uuid::now_v7(),
        details: MovieDetails {
            title: "Hors champ".into(),
            ..movie_details()
        },
    };
    let film: Arc<[StoredEvent]> = vec![event(
        2,
        Movie::TYPE,
        serde_json::to_string(&added).unwrap(),
    )]
    .into();
    let folded = index.apply_batch(moved, film).await.unwrap();
    assert_eq!(
        titles_of(&search::suggest(&index, "hors ch").unwrap()).0,
        ["Hors champ"]
    );
    assert_eq!(committed_position(&index, folded).await, Some(folded));

    // Events that change nothing are not folded again without end after a restart:
    // a thousand of them, and a commit records the position anyway.
    let idle = |from: i64, to: i64| -> Arc<[StoredEvent]> {
        (from..to)
            .map(|n| event(n, "genres", "{}".into()))
            .collect::<Vec<_>>()
            .into()
    };
    // The ten make no commit (no commit is due before the thousandth: live.rs tests
    // it); had they made one, the count would start again after them, and the 990
    // that follow would not reach the thousand that commit `idled`.
    let few = index.apply_batch(folded, idle(3, 13)).await.unwrap();
    let idled = index.apply_batch(few, idle(13, 1_003)).await.unwrap();
    assert_eq!(idled, Position::new(last.tx, last.seq + 1_002));
    assert_eq!(committed_position(&index, idled).await, Some(idled));

    // Let go of, the index commits the position it folded up to.
    let ended = index.apply_batch(idled, idle(1_003, 1_004)).await.unwrap();
    drop(index);
    let index = SearchIndex::new(t.data_dir());
    assert_eq!(index.stored_position().await.unwrap(), Some(ended));
}

#[tokio::test]
async fn a_title_past_the_ten_thousandth_is_found() {
    let mut node = Node::start().await;
    let EventLog::Sqlite(pools) = &node.t.log else {
        unreachable!("the node runs on SQLite")
    };
    // Written straight into the log: commands would take minutes for so many films.
    let details = movie_details();
    for chunk in (0..10_000u128).collect::<Vec<_>>().chunks(500) {
        let mut insert = sqlx::QueryBuilder::new(
            "INSERT INTO events (aggregate_type, aggregate_id, sequence, event_type, event_version, payload, metadata) ",
        );
        insert.push_values(chunk, |mut row, n| {
            let id = Uuid::from_u128(n + 1);
            let mut details = details.clone();
            details.title = format!("Film de remplissage {n}");
            let event = MovieEvent::MovieAdded { id, details };
            row.push_bind("movie")
                .push_bind(id.to_string())
                .push_bind(1)
                .push_bind("MovieAdded")
                .push_bind("1")
                .push_bind(serde_json::to_string(&event).unwrap())
                .push_bind(r#"{"actor":"system","request_id":"test","recorded_at":"2026-01-01T00:00:00Z"}"#);
        });
        insert.build().execute(pools.writes()).await.unwrap();
    }
    node.add_movie(Title("Zazie dans le métro", "", "Louis Malle", "", 3.8))
        .await;
    node.caught_up().await;
    assert_eq!(node.suggested("zazie metro").0, ["Zazie dans le métro"]);
    assert_eq!(node.found("zazie").await, ["Zazie dans le métro"]);
    assert_eq!(node.suggested("film de rempl").0.len(), 4);
}

fn movie_details() -> MovieDetails {
    MovieDetails {
        title: String::new(),
        original_title: None,
        synopsis: None,
        release_year: Some(2000),
        duration_minutes: Some(90),
        director: None,
        country: None,
        language: None,
        quality: None,
        poster_url: None,
        trailer_url: None,
        video_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: None,
        is_featured: false,
        is_new: false,
        budget: None,
        box_office: None,
        genre_ids: Vec::new(),
    }
}
