//! The titles folded since the last commit answer exactly as the committed index
//! would: an index holding a catalogue, with edits, deletions and additions still
//! in memory, finds, ranks and counts like one where every change is committed.

use std::sync::Arc;

use bobine_domain::titles::TitleKind;
use bobine_store::Position;
use tantivy::{Index, IndexWriter, Searcher};

use super::fold::{self, Change};
use super::matching::{self, Parsed};
use super::read;
use super::recent::{Recent, RecentTitle};
use super::schema::{Fields, TitleText};
use super::view::View;

/// A title's id, kind, title, original title, director, synopsis and rating (all
/// distinct, so that no two hits tie and the order is the same in both indexes).
type Row = (
    &'static str,
    TitleKind,
    &'static str,
    &'static str,
    &'static str,
    &'static str,
    f64,
);

const FILM: TitleKind = TitleKind::Movie;
const SERIES: TitleKind = TitleKind::Series;

const CATALOGUE: [Row; 10] = [
    (
        "a",
        FILM,
        "Amélie",
        "Le Fabuleux Destin d'Amélie Poulain",
        "Jean-Pierre Jeunet",
        "Une serveuse de Montmartre.",
        4.2,
    ),
    (
        "b",
        FILM,
        "Spider-Man",
        "",
        "Sam Raimi",
        "Un étudiant mordu par une araignée.",
        3.7,
    ),
    (
        "c",
        FILM,
        "Star Wars: Episode IV",
        "A New Hope",
        "George Lucas",
        "",
        4.3,
    ),
    (
        "d",
        FILM,
        "Batman",
        "",
        "Tim Burton",
        "Gotham la nuit.",
        3.9,
    ),
    (
        "e",
        SERIES,
        "Le Bureau des légendes",
        "",
        "Éric Rochant",
        "Des agents de la DGSE.",
        4.6,
    ),
    (
        "f",
        SERIES,
        "Dix pour cent",
        "Call My Agent",
        "Fanny Herrero",
        "Des agents de stars.",
        4.1,
    ),
    (
        "g",
        FILM,
        "Delicatessen",
        "",
        "Jean-Pierre Jeunet",
        "Un immeuble affamé.",
        3.8,
    ),
    (
        "h",
        SERIES,
        "Star Trek",
        "",
        "Gene Roddenberry",
        "Une étoile, un vaisseau.",
        4.0,
    ),
    (
        "i",
        FILM,
        "La Haine",
        "",
        "Mathieu Kassovitz",
        "Vingt-quatre heures en banlieue.",
        4.5,
    ),
    (
        "j",
        SERIES,
        "Les Revenants",
        "",
        "Fabrice Gobert",
        "Les morts reviennent.",
        3.6,
    ),
];

/// Edits (a, d, h: new titles, a new director), deletions (c, f) and additions.
const CHANGES: [(&str, Option<Row>); 8] = [
    (
        "a",
        Some((
            "a",
            FILM,
            "Amélie au pays des merveilles",
            "",
            "Jean-Pierre Jeunet",
            "Une serveuse rêve.",
            4.25,
        )),
    ),
    (
        "d",
        Some((
            "d",
            FILM,
            "Batman Begins",
            "",
            "Christopher Nolan",
            "Gotham renaît.",
            3.95,
        )),
    ),
    (
        "h",
        Some((
            "h",
            SERIES,
            "Star Trek: Discovery",
            "",
            "Bryan Fuller",
            "Un vaisseau, des étoiles.",
            4.05,
        )),
    ),
    ("c", None),
    ("f", None),
    (
        "k",
        Some((
            "k",
            FILM,
            "Star Wars: Episode V",
            "The Empire Strikes Back",
            "Irvin Kershner",
            "",
            4.35,
        )),
    ),
    (
        "l",
        Some((
            "l",
            SERIES,
            "Les Légendes de Jeunet",
            "",
            "Marc Caro",
            "Des agents très spéciaux.",
            3.55,
        )),
    ),
    (
        "m",
        Some((
            "m",
            FILM,
            "Spiderman revient",
            "",
            "Sam Raimi",
            "Une araignée en ville.",
            3.75,
        )),
    ),
];

const QUERIES: [&str; 25] = [
    "amelie",
    "amelie au",
    "ameleie",
    "merveilles",
    "spider",
    "spiderman",
    "man",
    "star",
    "star wars episode",
    "star trek discovery",
    "jeunet",
    "jean pierre jeunet",
    "nolan",
    "gotham",
    "agents",
    "legendes",
    "legnedes",
    "empire",
    "batman begins",
    "bat",
    "raimi",
    "etoiles",
    "amelia",
    "kasovitz",
    "noland",
];

fn change((id, kind, title, original, director, synopsis, rating): Row, fields: &Fields) -> Change {
    let some = |text: &'static str| (!text.is_empty()).then_some(text);
    Change {
        id: id.into(),
        document: Some(fields.document(&TitleText {
            kind,
            id: id.into(),
            title,
            original_title: some(original),
            director: some(director),
            synopsis: some(synopsis),
            release_year: Some(2000),
            poster_url: None,
            rating: Some(rating),
        })),
    }
}

fn changes(fields: &Fields) -> impl Iterator<Item = Change> + '_ {
    CHANGES.into_iter().map(|(id, row)| match row {
        Some(row) => change(row, fields),
        None => Change {
            id: id.into(),
            document: None,
        },
    })
}

/// A RAM index holding `changes`, committed in as many commits (segments).
fn committed(commits: Vec<Vec<Change>>) -> (Searcher, Fields) {
    let (schema, fields) = Fields::schema();
    let index = Index::create_in_ram(schema);
    let mut writer: IndexWriter = index.writer(15_000_000).unwrap();
    for commit in commits {
        for c in commit {
            fold::write(&writer, &fields, &c.id, c.document).unwrap();
        }
        writer.commit().unwrap();
    }
    (index.reader().unwrap().searcher(), fields)
}

struct Both {
    /// The catalogue committed, the changes recent.
    recent: View,
    /// The catalogue and the changes committed.
    committed: View,
}

fn both() -> Both {
    let (_, fields) = Fields::schema();
    let catalogue = || {
        CATALOGUE
            .into_iter()
            .map(|row| change(row, &fields))
            .collect()
    };
    let (searcher, fields) = committed(vec![catalogue()]);
    let mut recent = Recent::default();
    for (n, c) in changes(&fields).enumerate() {
        let (id, title) = RecentTitle::new(Position::new(1, n as i64), c);
        recent.insert(id, Arc::new(title));
    }
    let recent = View {
        recent: Arc::new(recent),
        searcher,
        fields,
    };
    let (searcher, fields) = committed(vec![catalogue(), changes(&fields).collect()]);
    let committed = View {
        recent: Arc::default(),
        searcher,
        fields,
    };
    Both { recent, committed }
}

fn titles(hits: &[super::SearchHit]) -> Vec<String> {
    hits.iter().map(|h| h.title.clone()).collect()
}

#[test]
fn recent_titles_are_suggested_as_committed_ones_would_be() {
    let both = both();
    let mut from_recent = 0;
    for q in QUERIES {
        let q = &Parsed::new(q).unwrap();
        let recent = read::suggestions(&both.recent, q).unwrap();
        let committed = read::suggestions(&both.committed, q).unwrap();
        assert_eq!(recent.movies, committed.movies);
        assert_eq!(recent.series, committed.series);
        let new = ["a", "d", "h", "k", "l", "m"];
        from_recent += recent
            .movies
            .iter()
            .chain(&recent.series)
            .filter(|hit| new.contains(&hit.id.as_str()))
            .count();
    }
    assert!(
        from_recent > 10,
        "the recent titles were found {from_recent} times"
    );
    // Without the recent titles, the answers differ: deleted titles come back.
    let stale = View {
        recent: Arc::default(),
        searcher: both.recent.searcher.clone(),
        fields: both.recent.fields,
    };
    let star = Parsed::new("star wars").unwrap();
    let old = read::suggestions(&stale, &star).unwrap();
    assert_eq!(titles(&old.movies), ["Star Wars: Episode IV"]);
    let new = read::suggestions(&both.recent, &star).unwrap();
    assert_eq!(titles(&new.movies), ["Star Wars: Episode V"]);
}

#[test]
fn recent_titles_rank_count_and_page_as_committed_ones_would() {
    let both = both();
    for q in QUERIES {
        let q = &Parsed::new(q).unwrap();
        for kind in [None, Some(FILM), Some(SERIES)] {
            let answers = |view: &View| {
                let m = matching::full(&view.fields, q, kind);
                let pages: Vec<_> = [(24, 0), (1, 0), (2, 1), (3, 2)]
                    .into_iter()
                    .map(|(limit, offset)| read::ranked(view, &m, limit, offset).unwrap())
                    .collect();
                let (mut movies, mut series) = read::matching_ids(view, &m).unwrap();
                movies.sort();
                series.sort();
                (pages, movies, series)
            };
            assert_eq!(answers(&both.recent), answers(&both.committed));
        }
    }
}

#[test]
fn a_typo_clause_beside_its_exact_clause_finds_what_the_plain_fuzzy_query_finds() {
    use tantivy::collector::DocSetCollector;
    use tantivy::query::{BooleanQuery, FuzzyTermQuery, Occur, Query, TermQuery};
    use tantivy::schema::IndexRecordOption;

    use super::normalise::{as_word_prefix, words};
    use super::typo::{Covered, Typed, TypoQuery};

    let (_, fields) = Fields::schema();
    let (searcher, fields) = committed(vec![
        CATALOGUE
            .into_iter()
            .map(|row| change(row, &fields))
            .collect(),
        changes(&fields).collect(),
    ]);
    let f = &fields;
    let pairs = [
        (Some(f.title_prefixes), f.title_words),
        (Some(f.director_prefixes), f.director_words),
        (Some(f.original_prefixes), f.original_words),
        (None, f.synopsis_words),
    ];
    let found = |query: &dyn Query| searcher.search(query, &DocSetCollector).unwrap();
    let mut typos_found = 0;
    for q in QUERIES
        .iter()
        .chain(&["amelei", "poulian", "montmatre", "etudiants"])
    {
        for word in words(q) {
            for (prefixes, whole) in pairs {
                let (exact, covered) = match prefixes {
                    Some(field) => (
                        tantivy::Term::from_field_text(field, as_word_prefix(&word)),
                        Covered::StartingWith(as_word_prefix(&word).into()),
                    ),
                    None => (
                        tantivy::Term::from_field_text(whole, &word),
                        Covered::Itself,
                    ),
                };
                let exact = || -> Box<dyn Query> {
                    Box::new(TermQuery::new(exact.clone(), IndexRecordOption::Basic))
                };
                let term = tantivy::Term::from_field_text(whole, &word);
                let plain = BooleanQuery::new(vec![
                    (Occur::Should, exact()),
                    (Occur::Should, Box::new(FuzzyTermQuery::new(term, 1, true))),
                ]);
                let typo = TypoQuery::new(whole, &Typed::new(&word), &covered);
                let without_covered = BooleanQuery::new(vec![
                    (Occur::Should, exact()),
                    (Occur::Should, Box::new(typo.clone())),
                ]);
                assert_eq!(found(&plain), found(&without_covered), "{word}");
                typos_found += found(&typo).len();
            }
        }
    }
    assert!(
        typos_found > 3,
        "only {typos_found} titles found by a typo alone"
    );
}
