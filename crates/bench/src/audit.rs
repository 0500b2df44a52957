//! The audit trail's filters at size: a log of `events` events, one in ten an admin
//! action (bans and unbans by five admins, film edits) among members' sign-ups and
//! view counts; the `audit` projection is replayed from it, then each filter of
//! `GET /api/admin/audit` is timed in process, beside the unfiltered first page.

use std::time::Instant;

use bobine_app::audit::paris_time;
use bobine_domain::accounts::AccountEvent;
use bobine_domain::movies::{MovieDetails, MovieEvent};
use bobine_domain::views::ViewEvent;
use bobine_projections::audit::Audit;
use bobine_projections::audit::queries::{self, AuditFilter};
use bobine_projections::views::paris_today;
use bobine_projections::{Projector, ReadDb, SqlProjector};
use bobine_store::testing::{Backend, TestLog};
use cqrs_es::DomainEvent;
use time::OffsetDateTime;
use uuid::Uuid;

use crate::fill::{Row, fill_with_metadata};
use crate::hardening::process::percentiles;
use crate::report::{Report, rate};

/// Calls timed per filter.
const QUERIES: usize = 300;
const ADMINS: u64 = 5;
/// A filter for the i-th call (the actor or target changes from call to call).
type FilterOf = Box<dyn Fn(usize) -> AuditFilter>;
const FILMS: u64 = 1_000;

pub async fn run(report: &mut Report, events: u64) -> anyhow::Result<()> {
    let t = TestLog::new(Backend::Sqlite).await;
    let members = (events / 100).max(10);
    print!("audit: filling the log with {events} events... ");
    fill_with_metadata(&t.log, rows(events, members)).await?;
    println!("done");
    let db = ReadDb::open(t.data_dir()).await?;
    let started = Instant::now();
    SqlProjector::new(db.clone(), Audit)
        .rebuild(&t.log, &())
        .await?;
    let replay = events as f64 / started.elapsed().as_secs_f64();
    let entries: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM audit_entry")
        .fetch_one(db.reads())
        .await?;
    println!("audit: replay {replay:.0} events/s, {entries} entries");

    let today = paris_today().to_string();
    let from = paris_time::stamp(paris_time::instant(&today, "from")?);
    let to = paris_time::stamp(paris_time::range_end(&today, "to")?);
    let filters: [(&str, FilterOf); 6] = [
        (
            "none (baseline: first page)",
            Box::new(|_| AuditFilter::default()),
        ),
        (
            "actor (address)",
            Box::new(|i| AuditFilter {
                actor: Some(format!("admin{}@bench.fr", i as u64 % ADMINS)),
                ..Default::default()
            }),
        ),
        (
            "action + today (Paris)",
            Box::new(move |_| AuditFilter {
                action: Some("banned".into()),
                from: Some(from.clone()),
                to: Some(to.clone()),
                ..Default::default()
            }),
        ),
        (
            "target (a member)",
            Box::new(move |i| AuditFilter {
                target_kind: Some("user".into()),
                target_id: Some(member_id(i as u64 % members).to_string()),
                ..Default::default()
            }),
        ),
        (
            "free text (a reason)",
            Box::new(|i| AuditFilter {
                q: Some(format!("motif {}", i % 97)),
                ..Default::default()
            }),
        ),
        (
            "free text (no match)",
            Box::new(|_| AuditFilter {
                q: Some("introuvable".into()),
                ..Default::default()
            }),
        ),
    ];
    let mut baseline_p99 = 0.0;
    for (name, filter) in filters {
        let mut latencies = Vec::with_capacity(QUERIES);
        for i in 0..QUERIES {
            let filter = filter(i);
            let sent = Instant::now();
            queries::page(db.reads(), &filter, None, 50).await?;
            latencies.push(sent.elapsed().as_secs_f64() * 1000.0);
        }
        let (p50, p99) = percentiles(&mut latencies);
        if baseline_p99 == 0.0 {
            baseline_p99 = p99;
        }
        println!("audit: {name}: p50 {p50:.2} ms, p99 {p99:.2} ms");
        report.audit.push([
            rate(events as f64),
            rate(entries as f64),
            name.into(),
            format!("{p50:.2}"),
            format!("{p99:.2}"),
            format!("{:.1}", p99 / baseline_p99),
        ]);
    }
    Ok(())
}

fn member_id(n: u64) -> Uuid {
    Uuid::from_u128(0x1000_0000_0000_0000_0000 + u128::from(n))
}

fn admin_id(n: u64) -> Uuid {
    Uuid::from_u128(0x2000_0000_0000_0000_0000 + u128::from(n))
}

fn film_id(n: u64) -> Uuid {
    Uuid::from_u128(0x3000_0000_0000_0000_0000 + u128::from(n))
}

fn metadata(actor: &str) -> String {
    format!(r#"{{"actor":"{actor}","request_id":"bench","recorded_at":"2026-01-01T00:00:00Z"}}"#)
}

fn row<E: DomainEvent>(aggregate_type: &'static str, id: Uuid, sequence: i64, event: &E) -> Row {
    Row {
        aggregate_type,
        aggregate_id: id.to_string(),
        sequence,
        event_type: event.event_type(),
        payload: serde_json::to_string(event).unwrap_or_default(),
    }
}

/// Admins and members sign up and films are added first; then, of every ten
/// events, one admin action and nine views.
fn rows(events: u64, members: u64) -> impl Iterator<Item = (Row, String)> {
    let registered = |email: String| AccountEvent::Registered {
        email,
        password_hash: String::new(),
        referred_by: None,
    };
    let admins = (0..ADMINS).map(move |n| {
        let e = registered(format!("admin{n}@bench.fr"));
        (row("account", admin_id(n), 1, &e), metadata("system"))
    });
    let people = (0..members).map(move |n| {
        let e = registered(format!("membre{n}@bench.fr"));
        (row("account", member_id(n), 1, &e), metadata("anonymous"))
    });
    let films = (0..FILMS).map(|n| {
        let e = MovieEvent::MovieAdded {
            id: film_id(n),
            details: film(n, 0),
        };
        (
            row("movie", film_id(n), 1, &e),
            metadata(&admin_id(n % ADMINS).to_string()),
        )
    });
    let setup = ADMINS + members + FILMS;
    let mut sequences = std::collections::HashMap::<Uuid, i64>::new();
    let actions = (0..events.saturating_sub(setup)).map(move |n| {
        if n % 10 != 0 {
            let e = ViewEvent::ViewCounted {
                content_type: bobine_domain::titles::TitleKind::Movie,
                content_id: film_id(n % FILMS),
            };
            return (
                row("views", Uuid::nil(), n as i64 + 1, &e),
                metadata("anonymous"),
            );
        }
        let k = n / 10;
        let admin = admin_id(k % ADMINS).to_string();
        let (id, event): (Uuid, Box<dyn Fn(i64) -> Row>) = match k % 3 {
            0 | 1 => {
                let member = member_id(k % members);
                let banned = k % 3 == 0;
                let admin = admin.clone();
                (
                    member,
                    Box::new(move |seq| {
                        let e = if banned {
                            AccountEvent::Banned {
                                by: admin.clone(),
                                reason: format!("motif {}", k % 97),
                                days: 7,
                                until: Some(OffsetDateTime::UNIX_EPOCH),
                                at: OffsetDateTime::UNIX_EPOCH,
                            }
                        } else {
                            AccountEvent::Unbanned { by: admin.clone() }
                        };
                        row("account", member, seq, &e)
                    }),
                )
            }
            _ => {
                let film = film_id(k % FILMS);
                (
                    film,
                    Box::new(move |seq| {
                        let e = MovieEvent::MovieEdited {
                            id: film,
                            details: self::film(k % FILMS, k),
                        };
                        row("movie", film, seq, &e)
                    }),
                )
            }
        };
        let sequence = sequences.entry(id).or_insert(1);
        *sequence += 1;
        (event(*sequence), metadata(&admin))
    });
    admins.chain(people).chain(films).chain(actions)
}

fn film(n: u64, edit: u64) -> MovieDetails {
    MovieDetails {
        title: format!("Film {n}"),
        original_title: None,
        synopsis: Some(format!("Version {edit}")),
        release_year: Some(1950 + (n % 70) as i64),
        duration_minutes: None,
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
