//! One member's day, as the web app's screens call the API (docs/product.md, member
//! side §7): the app loads (session, visit, login message, links), the member signs
//! in, opens the home, browses lists with filters of their own, searches, opens
//! titles (each page counts a view), watches with the player's report every 30 s of
//! playback, favourites, and now and then reports a problem, requests a title, reads
//! their history or signs out. Playback time is simulated: the reports an hour of
//! watching implies are sent back to back, not 30 s apart.

use reqwest::Method;
use serde_json::{Value, json};
use uuid::Uuid;

use super::client::Browser;
use super::world::PASSWORD;
use crate::catalogue::{film, movie_id};
use crate::lists::{Draw, SORTS, encode, filters, series_id, slug};

/// The player saves the position every this many seconds of playback.
pub const REPORT_EVERY_S: i64 = 30;
/// A member watches between these many minutes a day (an hour on average).
const WATCH_MINUTES: (u64, u64) = (20, 100);

/// What the day did that the log must show, for the accounting.
#[derive(Default, Clone, Copy)]
pub struct Did {
    pub progress_reports: u64,
    pub views: u64,
}

/// One member's day; `n` seeds what they do.
pub async fn live(b: &Browser, email: &str, n: u64, films: u64) -> Did {
    let mut d = Draw(0x5CA1_E000 ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut did = Did::default();
    b.get("session", "/api/auth/session").await;
    b.send(
        "visit",
        Method::POST,
        "/api/visits",
        json!({"visitor_id": Uuid::new_v4().to_string()}),
    )
    .await;
    b.get("popup", "/api/popup").await;
    b.get("site", "/api/site").await;
    b.send(
        "login",
        Method::POST,
        "/api/auth/login",
        json!({"email": email, "password": PASSWORD}),
    )
    .await;
    b.get("session", "/api/auth/session").await;
    b.get("stats", "/api/stats").await;
    b.get("genres", "/api/genres").await;
    b.get("home", "/api/home").await;
    b.get("continue watching", "/api/progress").await;
    for _ in 0..1 + d.below(4) {
        browse(b, &mut d).await;
    }
    if d.chance(60) {
        search(b, &mut d, films).await;
    }
    let mut opened = Vec::new();
    for _ in 0..d.below(3) {
        if d.chance(70) {
            let n = popular(&mut d, films);
            open_film(b, n, &mut did).await;
            opened.push(n);
        } else {
            open_series(b, &mut d, films, &mut did).await;
        }
    }
    watch(b, &mut d, films, &mut opened, &mut did).await;
    if d.chance(40) {
        let n = opened[d.below(opened.len() as u64) as usize];
        b.call(
            "favourite",
            Method::PUT,
            &format!("/api/favorites/movie/{}", movie_id(n)),
            None,
        )
        .await;
    }
    if d.chance(10) {
        let n = popular(&mut d, films);
        b.call(
            "unfavourite",
            Method::DELETE,
            &format!("/api/favorites/movie/{}", movie_id(n)),
            None,
        )
        .await;
    }
    if d.chance(30) {
        b.get("favourites", "/api/favorites").await;
    }
    if d.chance(20) {
        b.get("history", "/api/history").await;
    }
    if d.chance(3) {
        report(b, &mut d, &opened).await;
    }
    if d.chance(5) {
        request(b, &mut d, n).await;
    }
    if d.chance(10) {
        b.call("logout", Method::POST, "/api/auth/logout", None)
            .await;
    }
    did
}

/// A film drawn with the popular ones (the lowest numbers) more often.
fn popular(d: &mut Draw, films: u64) -> u64 {
    let u = d.below(1_000) as f64 / 1_000.0;
    ((u * u * films as f64) as u64).min(films.saturating_sub(1))
}

/// A list page as the menus and the filters panel ask for it; a later page one
/// time in three, from the answer's `next_cursor`.
async fn browse(b: &Browser, d: &mut Draw) {
    let (kind, list, mut query) = match d.below(4) {
        0 => ("films list", crate::lists::List::Films, Vec::new()),
        1 => (
            "series list",
            crate::lists::List::Series,
            vec!["anime=false".to_string()],
        ),
        2 => (
            "animes list",
            crate::lists::List::Animes,
            vec!["anime=true".to_string()],
        ),
        _ => {
            let path = format!(
                "/api/genres/{}?sort={}",
                slug(d.below(12)),
                SORTS[d.below(5) as usize]
            );
            b.get("genre page", &path).await;
            return;
        }
    };
    if d.chance(50) {
        query.extend(filters(d, list));
    }
    let sorts = if matches!(list, crate::lists::List::Films) {
        6
    } else {
        5
    };
    query.push(format!("sort={}", SORTS[d.below(sorts) as usize]));
    query.push(format!(
        "order={}",
        if d.chance(50) { "asc" } else { "desc" }
    ));
    let base = if matches!(list, crate::lists::List::Films) {
        "/api/movies"
    } else {
        "/api/series"
    };
    let path = format!("{base}?{}", query.join("&"));
    let page = b.get(kind, &path).await;
    if d.chance(33)
        && let Some(cursor) = page.body["next_cursor"].as_str()
    {
        b.get(kind, &format!("{path}&cursor={}", encode(cursor)))
            .await;
    }
}

/// Suggestions as the member types (after 300 ms without typing: two or three
/// prefixes), then the search page; a typo one time in five.
async fn search(b: &Browser, d: &mut Draw, films: u64) {
    let text = match d.below(4) {
        0 => format!("Réalisatrice {}", d.below(5_000)),
        1 => format!("Série numéro {}", d.below(films / 10)),
        _ => format!("Film numéro {}", popular(d, films)),
    };
    let text = if d.chance(20) {
        text.replacen("il", "li", 1)
    } else {
        text
    };
    let chars: Vec<char> = text.chars().collect();
    for cut in [3, 6 + d.below(3) as usize, chars.len()] {
        let typed: String = chars[..cut.min(chars.len())].iter().collect();
        b.get(
            "suggest",
            &format!("/api/search/suggest?q={}", encode(&typed)),
        )
        .await;
    }
    let sort = if d.chance(80) { "" } else { "&sort=rating" };
    b.get("search", &format!("/api/search?q={}{sort}", encode(&text)))
        .await;
}

/// A film's page: the film, its similar films, its view, the player's settings, the
/// member's resume point; answers the resume point in seconds.
async fn open_film(b: &Browser, n: u64, did: &mut Did) -> i64 {
    let id = movie_id(n);
    b.get("film", &format!("/api/movies/{id}")).await;
    b.get("similar", &format!("/api/movies/{id}/similar")).await;
    if b.call(
        "view",
        Method::POST,
        &format!("/api/movies/{id}/views"),
        None,
    )
    .await
    .ok()
    {
        did.views += 1;
    }
    b.get("player config", "/api/player/config").await;
    let resume = b
        .get("resume point", &format!("/api/progress?content_id={id}"))
        .await;
    resume.body["items"][0]["progress_seconds"]
        .as_i64()
        .unwrap_or(0)
}

async fn open_series(b: &Browser, d: &mut Draw, films: u64, did: &mut Did) {
    let id = series_id(d.below((films / 10).max(1)));
    b.get("series", &format!("/api/series/{id}")).await;
    if b.call(
        "view",
        Method::POST,
        &format!("/api/series/{id}/views"),
        None,
    )
    .await
    .ok()
    {
        did.views += 1;
    }
}

/// The day's playback: from the last film opened (else a new one) on, a report
/// every 30 s, the last one `completed` at a film's end, the next film opened then.
async fn watch(b: &Browser, d: &mut Draw, films: u64, opened: &mut Vec<u64>, did: &mut Did) {
    let (low, high) = WATCH_MINUTES;
    let mut left = ((low + d.below(high - low + 1)) * 60) as i64;
    let mut resume = match opened.last() {
        Some(_) => 0,
        None => {
            let n = popular(d, films);
            opened.push(n);
            open_film(b, n, did).await
        }
    };
    while left > 0 {
        let n = *opened.last().unwrap_or(&0);
        let duration = film(n).duration_minutes.unwrap_or(90) * 60;
        let mut at = if resume + REPORT_EVERY_S < duration {
            resume
        } else {
            0
        };
        loop {
            at += REPORT_EVERY_S;
            left -= REPORT_EVERY_S;
            let end = at >= duration;
            let body: Value = json!({"content_type": "movie", "content_id": movie_id(n),
                "progress_seconds": at.min(duration), "completed": end});
            if b.send("progress", Method::PUT, "/api/progress", body)
                .await
                .ok()
            {
                did.progress_reports += 1;
            }
            if end || left <= 0 {
                break;
            }
        }
        if left > 0 {
            let next = popular(d, films);
            opened.push(next);
            resume = open_film(b, next, did).await;
        }
    }
}

/// The report-a-problem modal on a film the member opened, then their reports on it.
async fn report(b: &Browser, d: &mut Draw, opened: &[u64]) {
    let n = opened[d.below(opened.len() as u64) as usize];
    let problem = [
        "video_not_working",
        "audio_issue",
        "subtitle_issue",
        "quality_issue",
        "wrong_content",
        "other",
    ][d.below(6) as usize];
    let id = movie_id(n);
    b.send(
        "report",
        Method::POST,
        "/api/reports",
        json!({"content_type": "movie", "content_id": id, "problem_type": problem,
            "description": "Le son décroche au bout de vingt minutes."}),
    )
    .await;
    b.get("own reports", &format!("/api/reports?content_id={id}"))
        .await;
}

/// The request page: the weekly quota, a request, the member's requests.
async fn request(b: &Browser, d: &mut Draw, n: u64) {
    b.get("request quota", "/api/requests/quota").await;
    b.send(
        "request",
        Method::POST,
        "/api/requests",
        json!({"content_type": if d.chance(70) { "movie" } else { "series" },
            "title": format!("Un titre demandé {n}"), "year": 1960 + d.below(66)}),
    )
    .await;
    b.get("own requests", "/api/requests").await;
}
