//! The films of vega-datasets' `data/movies.json`: tolerant reading of its records
//! (nulls and odd values everywhere, titles that are numbers, mis-encoded accents)
//! and their mapping to the admin film form.

use std::collections::{HashMap, HashSet};

use bobine_domain::movies::MovieForm;
use bobine_domain::titles::Input;
use bobine_domain::titles::defaults::MOVIE;
use serde_json::Value;
use uuid::Uuid;

use super::{NAMESPACE, mojibake};

/// The source's "Major Genre" and the French genre (category Films) it becomes.
pub const GENRES: [(&str, &str); 12] = [
    ("Action", "Action"),
    ("Adventure", "Aventure"),
    ("Black Comedy", "Comédie noire"),
    ("Comedy", "Comédie"),
    ("Concert/Performance", "Concert"),
    ("Documentary", "Documentaire"),
    ("Drama", "Drame"),
    ("Horror", "Horreur"),
    ("Musical", "Comédie musicale"),
    ("Romantic Comedy", "Comédie romantique"),
    ("Thriller/Suspense", "Thriller"),
    ("Western", "Western"),
];

/// The data set stops in 2011. Its older films carry two-digit years read in the
/// wrong century ("Dec 31 2046" is Duel in the Sun, 1946; "Aug 12 2027" is Wings,
/// 1927), so a later year is taken as the same year of the previous century.
const LAST_SOURCE_YEAR: i64 = 2011;

/// Release years the film form accepts (docs/product.md, admin area §9).
const YEARS: std::ops::RangeInclusive<i64> = 1900..=2030;

/// One record of the source, read as far as it could be.
#[derive(Debug, Clone, PartialEq)]
pub struct Film {
    /// The record's position in the source (0-based).
    pub index: usize,
    /// Repaired; `None` when the record has none (the film is then refused).
    pub title: Option<String>,
    pub year: Option<i64>,
    /// Year, month, day (0 when unknown), to find the most recent films.
    pub date: (i64, u32, u32),
    pub duration_minutes: Option<i64>,
    pub director: Option<String>,
    /// The French genre name, when the source's genre maps to one.
    pub genre: Option<&'static str>,
    pub budget: Option<i64>,
    pub box_office: Option<i64>,
    /// The IMDB rating in tenths (0-100 in the source).
    pub imdb_tenths: Option<i64>,
    pub imdb_votes: i64,
}

impl Film {
    /// The rating on Bobine's scale, 0 to 5 by tenths: half the IMDB rating, rounded
    /// half up.
    pub fn rating_tenths(&self) -> Option<i64> {
        self.imdb_tenths.map(|t| ((t + 1) / 2).clamp(0, 50))
    }

    /// The admin form this film fills; `genre_id` is its genre's id, if it has one.
    pub fn form(&self, genre_id: Option<Uuid>, featured: bool, new: bool) -> MovieForm {
        let input = |value: Option<String>| Input(value);
        MovieForm {
            title: self.title.clone().unwrap_or_default(),
            release_year: input(self.year.map(|y| y.to_string())),
            duration_minutes: input(self.duration_minutes.map(|d| d.to_string())),
            director: input(self.director.clone()),
            quality: Input::text(MOVIE.quality),
            rating: input(
                self.rating_tenths()
                    .map(|t| format!("{}.{}", t / 10, t % 10)),
            ),
            is_featured: featured,
            is_new: new,
            budget: input(self.budget.map(|b| b.to_string())),
            box_office: input(self.box_office.map(|b| b.to_string())),
            genre_ids: genre_id.into_iter().collect(),
            ..MovieForm::default()
        }
    }
}

/// Reads the source: a JSON array of records. A record that is not an object gives a
/// film without a title, which the import then counts as refused.
pub fn parse(json: &str) -> anyhow::Result<Vec<Film>> {
    let Value::Array(records) = serde_json::from_str(json)? else {
        anyhow::bail!("expected a JSON array of films");
    };
    Ok(records
        .iter()
        .enumerate()
        .map(|(index, record)| read(index, record))
        .collect())
}

fn read(index: usize, record: &Value) -> Film {
    let field = |name: &str| record.get(name).unwrap_or(&Value::Null);
    let date = field("Release Date");
    let (year, month, day) = date_parts(&text(date).unwrap_or_default());
    let year = year.map(fix_century).filter(|y| YEARS.contains(y));
    Film {
        index,
        title: text(field("Title")).map(|t| mojibake::repair(&t)),
        year,
        date: (year.unwrap_or(0), month, day),
        duration_minutes: number(field("Running Time min"))
            .map(f64::round)
            .filter(|m| (1.0..=10_000.0).contains(m))
            .map(|m| m as i64),
        director: text(field("Director")).map(|d| mojibake::repair(&d)),
        genre: text(field("Major Genre")).and_then(|g| french_genre(&g)),
        budget: money(field("Production Budget")),
        box_office: money(field("Worldwide Gross")),
        imdb_tenths: number(field("IMDB Rating"))
            .map(|r| (r * 10.0).round().clamp(-1e6, 1e6) as i64),
        imdb_votes: number(field("IMDB Votes"))
            .filter(|v| *v >= 0.0)
            .map_or(0, |v| v as i64),
    }
}

/// The French genre of one of the source's genres, `None` for any other.
pub fn french_genre(major: &str) -> Option<&'static str> {
    let major = major.trim();
    GENRES
        .iter()
        .find(|(source, _)| source.eq_ignore_ascii_case(major))
        .map(|(_, french)| *french)
}

/// A value as text: a string trimmed (blank is `None`), a number as its digits.
fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(s) => Some(s.trim().to_string()).filter(|s| !s.is_empty()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// A value as a finite number: a JSON number, or a string such as "1,200" or "$5".
fn number(value: &Value) -> Option<f64> {
    match value {
        Value::Number(n) => n.as_f64(),
        Value::String(s) => s
            .chars()
            .filter(|c| !matches!(c, ',' | '$' | ' ' | '_'))
            .collect::<String>()
            .parse()
            .ok(),
        _ => None,
    }
    .filter(|x: &f64| x.is_finite())
}

/// A non-negative amount, in whole units.
fn money(value: &Value) -> Option<i64> {
    number(value)
        .filter(|x| (0.0..9.0e15).contains(x))
        .map(|x| x.round() as i64)
}

/// The year (the first run of exactly four digits), month and day of a date such as
/// "Jun 12 1998", "12 June 1998" or "1998-06-12"; 0 for a part not found.
fn date_parts(date: &str) -> (Option<i64>, u32, u32) {
    const MONTHS: [&str; 12] = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ];
    let tokens: Vec<&str> = date
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect();
    let digits = |t: &&str| t.bytes().all(|b| b.is_ascii_digit());
    let year = tokens
        .iter()
        .find(|t| t.len() == 4 && digits(t))
        .and_then(|t| t.parse().ok());
    let named_month = tokens.iter().find_map(|t| {
        let lower = t.to_ascii_lowercase();
        MONTHS
            .iter()
            .position(|m| lower.len() >= 3 && lower.starts_with(m))
    });
    let small: Vec<u32> = tokens
        .iter()
        .filter(|t| t.len() <= 2 && digits(t))
        .filter_map(|t| t.parse().ok())
        .collect();
    let (month, day) = match (named_month, small.as_slice()) {
        (Some(m), [d, ..]) => (m as u32 + 1, *d),
        (Some(m), []) => (m as u32 + 1, 0),
        (None, [m, d, ..]) => (*m, *d),
        (None, _) => (0, 0),
    };
    let valid = (1..=12).contains(&month);
    (
        year,
        if valid { month } else { 0 },
        if valid && (1..=31).contains(&day) {
            day
        } else {
            0
        },
    )
}

fn fix_century(year: i64) -> i64 {
    if year > LAST_SOURCE_YEAR && year - 100 >= *YEARS.start() {
        year - 100
    } else {
        year
    }
}

/// Each film's id: UUID v5 of its title, its year and how many films before it had
/// that same title and year (the source repeats a few), so that reruns give the
/// same ids and repeated films distinct ones.
pub fn ids(films: &[Film]) -> Vec<Uuid> {
    let mut seen: HashMap<(String, Option<i64>), u32> = HashMap::new();
    films
        .iter()
        .map(|film| {
            let title = film.title.clone().unwrap_or_default();
            let occurrence = seen.entry((title.clone(), film.year)).or_insert(0);
            let name = format!(
                "film\u{1f}{title}\u{1f}{}\u{1f}{occurrence}",
                film.year.map(|y| y.to_string()).unwrap_or_default()
            );
            *occurrence += 1;
            Uuid::new_v5(&NAMESPACE, name.as_bytes())
        })
        .collect()
}

/// The indexes of the `count` best rated films (IMDB rating, then votes, then order
/// in the source): the demo's featured films.
pub fn best_rated(films: &[Film], count: usize) -> HashSet<usize> {
    let mut rated: Vec<&Film> = films
        .iter()
        .filter(|f| f.title.is_some() && f.imdb_tenths.is_some())
        .collect();
    rated.sort_by_key(|f| {
        (
            std::cmp::Reverse(f.imdb_tenths),
            std::cmp::Reverse(f.imdb_votes),
            f.index,
        )
    });
    rated.iter().take(count).map(|f| f.index).collect()
}

/// The indexes of the `count` most recently released films: the demo's new films.
pub fn most_recent(films: &[Film], count: usize) -> HashSet<usize> {
    let mut dated: Vec<&Film> = films
        .iter()
        .filter(|f| f.title.is_some() && f.year.is_some())
        .collect();
    dated.sort_by_key(|f| (std::cmp::Reverse(f.date), f.index));
    dated.iter().take(count).map(|f| f.index).collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn film(record: Value) -> Film {
        read(0, &record)
    }

    #[test]
    fn every_source_genre_has_its_french_name() {
        let cases = [
            ("Action", Some("Action")),
            ("Adventure", Some("Aventure")),
            ("Black Comedy", Some("Comédie noire")),
            ("Comedy", Some("Comédie")),
            ("Concert/Performance", Some("Concert")),
            ("Documentary", Some("Documentaire")),
            ("Drama", Some("Drame")),
            ("Horror", Some("Horreur")),
            ("Musical", Some("Comédie musicale")),
            ("Romantic Comedy", Some("Comédie romantique")),
            ("Thriller/Suspense", Some("Thriller")),
            ("Western", Some("Western")),
            (" drama ", Some("Drame")),
            ("Opera", None),
            ("", None),
        ];
        for (source, french) in cases {
            assert_eq!(french_genre(source), french, "{source}");
        }
    }

    #[test]
    fn a_full_record_maps_to_the_film_form() {
        let f = film(json!({
            "Title": "DÈj‡ Vu", "Release Date": "Nov 22 2006", "Running Time min": 126,
            "Director": "Tony Scott", "Major Genre": "Thriller/Suspense",
            "Production Budget": 80000000, "Worldwide Gross": 180557550,
            "IMDB Rating": 7.1, "IMDB Votes": 96000
        }));
        let form = f.form(Some(Uuid::from_u128(1)), true, false);
        assert_eq!(form.title, "Déjà Vu");
        assert_eq!(form.release_year, Input::text("2006"));
        assert_eq!(form.duration_minutes, Input::text("126"));
        assert_eq!(form.director, Input::text("Tony Scott"));
        assert_eq!(form.rating, Input::text("3.6"));
        assert_eq!(form.budget, Input::text("80000000"));
        assert_eq!(form.box_office, Input::text("180557550"));
        assert_eq!(form.genre_ids, vec![Uuid::from_u128(1)]);
        assert_eq!(f.genre, Some("Thriller"));
        assert_eq!(f.date, (2006, 11, 22));
        assert!(form.is_featured && !form.is_new);
    }

    #[test]
    fn ratings_are_halved_to_one_decimal_and_kept_within_0_to_5() {
        let rating = |imdb: Value| {
            film(json!({"Title": "X", "IMDB Rating": imdb}))
                .form(None, false, false)
                .rating
        };
        assert_eq!(rating(json!(9.2)), Input::text("4.6"));
        assert_eq!(rating(json!(6.1)), Input::text("3.1"));
        assert_eq!(rating(json!(8.5)), Input::text("4.3"));
        assert_eq!(rating(json!(10)), Input::text("5.0"));
        assert_eq!(rating(json!(0)), Input::text("0.0"));
        assert_eq!(rating(json!("7")), Input::text("3.5"));
        assert_eq!(rating(json!(11)), Input::text("5.0"));
        assert_eq!(rating(json!(-1)), Input::text("0.0"));
        assert_eq!(rating(json!("n/a")), Input::none());
        assert_eq!(rating(Value::Null), Input::none());
    }

    #[test]
    fn years_come_from_any_date_shape_within_bounds() {
        let year = |date: Value| film(json!({"Title": "X", "Release Date": date})).year;
        assert_eq!(year(json!("Jun 12 1998")), Some(1998));
        assert_eq!(year(json!("1998-06-12")), Some(1998));
        assert_eq!(year(json!("12 June 1998")), Some(1998));
        assert_eq!(year(json!(1998)), Some(1998));
        assert_eq!(year(json!("Dec 31 2046")), Some(1946));
        assert_eq!(year(json!("Aug 12 2027")), Some(1927));
        assert_eq!(year(json!("Jan 01 1850")), None);
        assert_eq!(year(json!("Jan 01 2150")), None);
        assert_eq!(year(json!("bientôt")), None);
        assert_eq!(year(json!("Jun 12 98")), None);
        assert_eq!(year(Value::Null), None);
        assert_eq!(date_parts("1998-06-12"), (Some(1998), 6, 12));
        assert_eq!(date_parts("Jun 12 1998"), (Some(1998), 6, 12));
    }

    #[test]
    fn odd_values_are_dropped_not_fatal() {
        let f = film(json!({
            "Title": 1408, "Running Time min": 0, "Production Budget": -5,
            "Worldwide Gross": "1,200", "Major Genre": ["Drama"], "Director": "  "
        }));
        assert_eq!(f.title.as_deref(), Some("1408"));
        assert_eq!(f.duration_minutes, None);
        assert_eq!((f.budget, f.box_office), (None, Some(1200)));
        assert_eq!((f.genre, f.director.as_deref()), (None, None));
        assert_eq!(film(json!(42)).title, None);
        assert_eq!(film(json!({"Title": null})).title, None);
        assert!(parse("{\"Title\": \"X\"}").is_err());
        assert_eq!(parse("[{\"Title\": \"X\"}, 3]").unwrap().len(), 2);
    }

    #[test]
    fn ids_are_stable_and_distinct_for_repeated_films() {
        let films = parse(
            r#"[{"Title": "Crash", "Release Date": "May 06 2005"},
                {"Title": "Crash", "Release Date": "Mar 21 1997"},
                {"Title": "Crash", "Release Date": "May 06 2005"}]"#,
        )
        .unwrap();
        let first = ids(&films);
        assert_eq!(first, ids(&films));
        let unique: HashSet<_> = first.iter().collect();
        assert_eq!(unique.len(), 3);
        assert_eq!(first[0], ids(&films[..1])[0]);
    }

    #[test]
    fn featured_are_the_best_rated_and_new_the_most_recent() {
        let films: Vec<Film> = (0..30)
            .map(|i| {
                let mut f = film(json!({
                    "Title": format!("Film {i}"),
                    "Release Date": format!("Jan {:02} {}", 1 + i % 28, 1980 + (i * 7) % 30),
                    "IMDB Rating": (i % 10) as f64 + 0.5,
                    "IMDB Votes": i * 10
                }));
                f.index = i;
                f
            })
            .collect();
        let best = best_rated(&films, 3);
        assert_eq!(best, HashSet::from([29, 19, 9]));
        let recent = most_recent(&films, 2);
        // 1980 + (i * 7) % 30 is 2009 for i = 17 and 2008 for i = 4.
        assert_eq!(recent, HashSet::from([17, 4]));
        assert_eq!(best_rated(&films, 100).len(), 30);
    }
}
