//! Catalogue reads at scale: requests per second and latency percentiles through
//! HTTP on a catalogue of generated films, each beside `GET /healthz` (a static body
//! through the same middleware) measured in the same run.

use bobine_domain::category::Category;
use bobine_domain::genres::GenreEvent;
use bobine_domain::movies::{MovieDetails, MovieEvent};
use bobine_domain::slug::genre_slug;
use bobine_domain::titles::Quality;
use cqrs_es::DomainEvent;

use crate::fill::Row;
pub use crate::generated::{GENRES, genre_id, movie_id};
use crate::report::{Report, rate};

/// Concurrent clients of each measurement.
pub const CLIENTS: usize = 64;

pub fn film(n: u64) -> MovieDetails {
    MovieDetails {
        title: format!("Film numéro {n}"),
        original_title: None,
        synopsis: Some(format!(
            "L'histoire du film {n}, racontée en quelques lignes."
        )),
        release_year: Some(1920 + (n % 105) as i64),
        duration_minutes: Some(75 + (n % 100) as i64),
        director: Some(format!("Réalisatrice {}", n % 5_000)),
        country: Some("France".into()),
        language: Some("Français".into()),
        // Every quality, and one film in five without one.
        quality: (!n.is_multiple_of(5)).then(|| Quality::ALL[(n % 4) as usize]),
        poster_url: None,
        trailer_url: None,
        video_url: None,
        video_url_vf: None,
        video_url_vostfr: None,
        rating: Some(((n * 7) % 51) as f64 / 10.0),
        is_featured: n.is_multiple_of(97),
        is_new: n.is_multiple_of(13),
        budget: None,
        box_office: None,
        genre_ids: vec![
            genre_id((n % 12) as usize),
            genre_id(((n / 12) % 12) as usize),
        ],
    }
}

/// The log of a catalogue of `films` generated films: 12 genres, then the films.
pub fn rows(films: u64) -> impl Iterator<Item = Row> {
    let genres = GENRES.iter().enumerate().map(|(i, name)| {
        let e = GenreEvent::GenreCreated {
            id: genre_id(i),
            name: (*name).into(),
            slug: genre_slug(Category::Films, name),
            category: Category::Films,
        };
        Row {
            aggregate_type: "genres",
            aggregate_id: "genres".into(),
            sequence: i as i64 + 1,
            event_type: e.event_type(),
            payload: serde_json::to_string(&e).unwrap_or_default(),
        }
    });
    let movies = (0..films).map(|n| {
        let e = MovieEvent::MovieAdded {
            id: movie_id(n),
            details: film(n),
        };
        Row {
            aggregate_type: "movie",
            aggregate_id: movie_id(n).to_string(),
            sequence: 1,
            event_type: e.event_type(),
            payload: serde_json::to_string(&e).unwrap_or_default(),
        }
    });
    genres.chain(movies)
}

/// Measures [`requests`] and the [`lists`](crate::lists) whose name holds one of
/// `only` (all when it is empty), each with the answer cache on and off, beside
/// `/healthz`.
pub async fn run(
    report: &mut Report,
    films: u64,
    seconds: u64,
    only: &[String],
) -> anyhow::Result<()> {
    println!("catalogue: writing {films} films...");
    let rows = rows(films).chain(crate::lists::rows(films));
    let (_log, node) = crate::node::projected("catalogue", rows).await?;
    let at = node
        .projections
        .position(bobine_projections::SqlProjection::name(
            &bobine_projections::catalogue::Catalogue,
        ))
        .unwrap_or_default();
    // Loaded before the clients come, as a node's warming does once it is ready.
    node.lists.load(node.read.reads(), at).await?;
    node.similar.load(node.read.reads(), at).await?;
    let cached = crate::node::serve(bobine_api::router(node.clone())).await?;
    let uncached =
        crate::node::serve(bobine_api::router_without_answer_cache(node.clone())).await?;
    let wanted = |name: &str| {
        name == HEALTHZ || only.is_empty() || only.iter().any(|word| name.contains(word.as_str()))
    };
    let mut measured: Vec<Measurement> = Vec::new();
    for list in crate::lists::List::ALL {
        if wanted(list.name()) {
            let paths = crate::lists::varied(list, films, node.read.reads()).await?;
            measured.push((list.name(), "varied", paths));
        }
    }
    for list in crate::lists::List::ALL {
        if wanted(list.name()) {
            measured.push((list.name(), "repeated", vec![list.repeated()]));
        }
    }
    for (name, path) in requests(films).into_iter().filter(|(name, _)| wanted(name)) {
        // Each distinct path once, in the order the requests ask for them.
        let mut seen = std::collections::HashSet::new();
        let paths: Vec<String> = (0..films.max(1))
            .map(&path)
            .filter(|p| seen.insert(p.clone()))
            .collect();
        let mode = if paths.len() == 1 {
            "repeated"
        } else {
            "varied"
        };
        measured.push((name, mode, paths));
    }
    // The baseline first: every row's share is of it.
    measured.sort_by_key(|(name, _, _)| *name != HEALTHZ);
    let dir = tempfile::tempdir()?;
    let mut baseline = None;
    for (name, mode, paths) in &measured {
        let (script, list) = (dir.path().join("paths.lua"), dir.path().join("paths.txt"));
        std::fs::write(&list, paths.join("\n") + "\n")?;
        std::fs::write(&script, lua_script(&list))?;
        // /healthz caches nothing: measured once, the baseline of every row.
        let bases: &[(&str, &String)] = if *name == HEALTHZ {
            &[("—", &cached)]
        } else {
            &[("off", &uncached), ("on", &cached)]
        };
        for (cache, base) in bases {
            // wrk runs in its own process; waiting for it must not hold a worker
            // thread of the node it measures.
            let (url, file) = (base.to_string(), script.clone());
            let m = tokio::task::spawn_blocking(move || wrk(&url, &file, seconds)).await??;
            let healthz = *baseline.get_or_insert(m.per_second);
            let share = m.per_second / healthz;
            println!(
                "catalogue: {name} ({mode}, cache {cache}): {:.0} requests/s, p50 {:.2} ms, \
                 p99 {:.2} ms, {share:.3} of /healthz, {} errors",
                m.per_second, m.p50, m.p99, m.errors
            );
            let goal = match (*mode, name.contains("list") || name.contains("genre page")) {
                ("varied", true) => {
                    let met = share >= 0.3 && m.p99 < 50.0 && m.errors == 0;
                    if met { "yes" } else { "no" }
                }
                _ => "",
            };
            report.catalogue.push([
                rate(films as f64),
                name.to_string(),
                mode.to_string(),
                cache.to_string(),
                rate(m.per_second),
                format!("{:.2}", m.p50),
                format!("{:.2}", m.p99),
                format!("{share:.2}"),
                m.errors.to_string(),
                goal.to_string(),
            ]);
        }
    }
    report.catalogue_memory.push(format!(
        "{} films: {} MB resident after the reads",
        rate(films as f64),
        resident_mb().map_or_else(|| "?".to_string(), |mb| mb.to_string())
    ));
    drop(node);
    Ok(())
}

/// A measured row: its request's name, its mode, and the paths asked in turn.
type Measurement = (&'static str, &'static str, Vec<String>);

/// This process's resident memory (`VmRSS`), in MB: the node's, wrk running apart.
fn resident_mb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kb: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024)
}

/// The baseline's name.
const HEALTHZ: &str = "static body: /healthz";

/// The requests measured on a catalogue of `films` films, `/healthz` (the baseline)
/// first; the node section replays them to load a node before reading its memory.
pub fn requests(films: u64) -> [(&'static str, PathFn); 10] {
    [
        (HEALTHZ, Box::new(|_| "/healthz".to_string())),
        ("home page carousels", Box::new(|_| "/api/home".to_string())),
        (
            "list: newest, first page of 24",
            Box::new(|_| "/api/movies".to_string()),
        ),
        (
            "list: years 1990–2005, by rating",
            Box::new(|_| "/api/movies?year_min=1990&year_max=2005&sort=rating".to_string()),
        ),
        (
            "list: genre + year range, by rating",
            Box::new(|n| {
                format!(
                    "/api/movies?genre={}&year_min=1950&year_max=2000&sort=rating",
                    genre_slug(Category::Films, GENRES[(n % 12) as usize])
                )
            }),
        ),
        (
            "a genre's page of 100 films and 100 series",
            Box::new(|n| {
                format!(
                    "/api/genres/{}?sort=year&limit=100",
                    genre_slug(Category::Films, GENRES[(n % 12) as usize])
                )
            }),
        ),
        (
            "detail: one film with its genres",
            Box::new(move |n| format!("/api/movies/{}", movie_id(n * 7919 % films))),
        ),
        (
            "similar films of one film",
            Box::new(move |n| format!("/api/movies/{}/similar", movie_id(n * 7919 % films))),
        ),
        (
            "similar films of a few films (a popular page)",
            Box::new(move |n| format!("/api/movies/{}/similar", movie_id(n % 16))),
        ),
        (
            "suggestions for a title being typed",
            Box::new(move |n| {
                format!(
                    "/api/search/suggest?q=film+num%C3%A9ro+{}",
                    n * 7919 % films % 1000
                )
            }),
        ),
    ]
}

/// The path of the n-th request of a measurement.
pub type PathFn = Box<dyn Fn(u64) -> String + Send + Sync>;

/// What wrk measured: requests per second, p50 and p99 in milliseconds, and the
/// requests that failed (socket errors, time-outs, statuses other than 2xx and 3xx).
struct Measured {
    per_second: f64,
    p50: f64,
    p99: f64,
    errors: u64,
}

/// A wrk script asking for the paths listed in `list` (one a line) in turn, each
/// thread from its own place in the list, so that requests meant to differ (one
/// film after another) do. The list is read at start: LuaJIT refuses a table
/// literal of 200,000 strings.
fn lua_script(list: &std::path::Path) -> String {
    format!(
        "local paths = {{}}\n\
         for line in io.lines({:?}) do paths[#paths + 1] = line end\n\
         local n = 0\n\
         function init(args) n = math.random(#paths) end\n\
         function request()\n  n = n % #paths + 1\n  return wrk.format(\"GET\", paths[n])\nend\n",
        list.to_string_lossy()
    )
}

/// `wrk` with [`CLIENTS`] connections on two threads for `seconds`, against `base`.
fn wrk(base: &str, script: &std::path::Path, seconds: u64) -> anyhow::Result<Measured> {
    let output = std::process::Command::new("wrk")
        .args([
            "-t2",
            &format!("-c{CLIENTS}"),
            &format!("-d{seconds}s"),
            "--latency",
            "-s",
        ])
        .arg(script)
        .arg(base)
        .output()
        .map_err(|e| anyhow::anyhow!("wrk (apt install wrk; scripts/bench installs it): {e}"))?;
    let text = String::from_utf8_lossy(&output.stdout).to_string();
    anyhow::ensure!(
        output.status.success(),
        "wrk: {text}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    parse_wrk(&text).ok_or_else(|| anyhow::anyhow!("wrk printed {text:?}"))
}

/// Reads wrk's `--latency` report.
fn parse_wrk(text: &str) -> Option<Measured> {
    let field = |label: &str| {
        text.lines()
            .map(str::trim)
            .find_map(|line| line.strip_prefix(label))
            .map(str::trim)
    };
    let per_second = field("Requests/sec:")?.parse().ok()?;
    let millis = |value: &str| -> Option<f64> {
        let unit = value.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        let number: f64 = value[..value.len() - unit.len()].parse().ok()?;
        Some(match unit {
            "us" => number / 1000.0,
            "ms" => number,
            "s" => number * 1000.0,
            "m" => number * 60_000.0,
            _ => return None,
        })
    };
    let p50 = millis(field("50%")?)?;
    let p99 = millis(field("99%")?)?;
    let counted = |label: &str| -> u64 {
        field(label).map_or(0, |rest| {
            rest.split(|c: char| !c.is_ascii_digit())
                .filter_map(|n| n.parse::<u64>().ok())
                .sum()
        })
    };
    let errors = counted("Non-2xx or 3xx responses:") + counted("Socket errors:");
    Some(Measured {
        per_second,
        p50,
        p99,
        errors,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrk_report_is_read_with_its_errors() {
        let report = "Running 5s test @ http://127.0.0.1:1\n  2 threads and 64 connections\n\
            Thread Stats   Avg      Stdev     Max   +/- Stdev\n\
            Latency     1.20ms  300.00us  12.00ms   90.00%\n\
            Latency Distribution\n     50%  850.00us\n     75%    1.10ms\n     90%    1.60ms\n     99%    4.20ms\n\
            120000 requests in 5.00s, 20.00MB read\n\
            Socket errors: connect 0, read 2, write 0, timeout 3\n\
            Non-2xx or 3xx responses: 4\n\
            Requests/sec:  24000.50\nTransfer/sec:      4.00MB\n";
        let measured = parse_wrk(report).unwrap();
        assert_eq!(measured.per_second, 24000.5);
        assert_eq!(measured.p50, 0.85);
        assert_eq!(measured.p99, 4.2);
        assert_eq!(measured.errors, 9);
    }
}
