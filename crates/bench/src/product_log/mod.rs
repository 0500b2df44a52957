//! A log shaped like the product's, for the replay benchmarks: every payload is a
//! domain event serialised as the product writes it, on the product's streams, with
//! its metadata (who, which request, when, from which client).
//!
//! In order:
//! - two admins: the first made by `bobine admin create` (actor `system`), the second
//!   signing up and made an admin by the first (the `admins` set starts then);
//! - the catalogue as `bobine import --demo` writes it (actor `system`, one request):
//!   19 genres (12 of films, 7 of series), films with a genre (2 % of the log), then
//!   series and animes (one in three) with their seasons and episodes, up to 5 % of
//!   the log for the whole catalogue;
//! - a year of members, each event's part of the log chosen so that every prefix of
//!   the year keeps these shares (of the whole log):
//!
//! | part | share | events |
//! |---|---|---|
//! | watch progress | 55 % | `ProgressSaved`: one every 30 s of playback, a dozen players at once, from start to end (or given up) |
//! | views | 15 % | `ViewCounted`, of popular titles more often, 6 in 10 by anonymous visitors |
//! | visits | 10 % | `VisitRecorded`: a visitor's first load of a Europe/Paris day |
//! | sign-ins | 5 % | `SignedIn` (a sign-up's included) |
//! | favourites | 5 % | `FavouriteAdded`, `FavouriteRemoved` |
//! | reports and requests | 3 % | `ReportFiled`, taken in charge, resolved or rejected with notes; `RequestQuotaConsumed` and `ContentRequested`, approved or rejected, then completed |
//! | catalogue | 5 % | `GenreCreated`, `MovieAdded`, `SeriesAdded`, `EpisodeAdded` (above) |
//! | accounts | 2 % | sign-ups (`Claimed`, `Registered`, `EmailConfirmationSent`), `EmailConfirmed`, `SessionsEnded`, `PreferencesChanged`, the admins' events |
//!
//! Aggregates' streams are the product's (`movie` and `series` by title id, `account`
//! and `library` by member id, `email` by the keyed hash of the address, `report` and
//! `content_request` by their id, `request_quota` by member and Paris week), each
//! numbered from 1. Facts (views, progress, visits) go, as the fact appender writes
//! them, to a stream of the node process's own, `node-<uuid v7>`, numbered from 1;
//! the node restarts once a month, starting new streams. `recorded_at` increases
//! from 2025-01-01 over the year. One column differs: `fill` writes every
//! `event_version` as 1, where the product writes 2 for `SeriesAdded` (replays
//! ignore it; the payload is version 2's).
//!
//! Deterministic (a SplitMix64 sequence, no randomness), written as it is generated
//! (an iterator: what it keeps is the catalogue's ids, the members and the open
//! cases), and exactly `events` events long: the year is cut where the count is
//! reached, which may leave the last request's events half-written, as a log read
//! at any moment may.

use bobine_domain::analyst_projections::{ANALYST_PROJECTION_TYPE, AnalystProjectionEvent};
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::fmt;

use bobine_app::accounts::tokens::email_claim_id;
use bobine_app::demo;
use bobine_domain::accounts::{Account, AccountEvent, ClaimEvent, EmailClaim, SessionsEnded};
use bobine_domain::admins::{ADMINS_ID, Admins, AdminsEvent};
use bobine_domain::category::Category;
use bobine_domain::genres::{GENRES_ID, GenreEvent, Genres};
use bobine_domain::library::{Library, LibraryEvent};
use bobine_domain::moderation::{
    ContentRequest, Moderated, ProblemType, QuotaEvent, Report, ReportEvent, ReportStatus,
    RequestDetails, RequestEvent, RequestQuota, RequestStatus, WEEKLY_LIMIT,
};
use bobine_domain::movies::{Movie, MovieDetails, MovieEvent};
use bobine_domain::popups::{PopupBoard, PopupEvent};
use bobine_domain::progress::{PROGRESS_TYPE, ProgressEvent, WatchedKind, is_completed};
use bobine_domain::rebuilds::{ProjectionRebuild, RebuildEvent};
use bobine_domain::series::{
    EpisodeDetails, Series, SeriesDetails, SeriesEvent, SeriesStatus, Totals,
};
use bobine_domain::slug::genre_slug;
use bobine_domain::titles::{Quality, TargetKind, TitleKind};
use bobine_domain::views::{VIEWS_TYPE, ViewEvent};
use bobine_domain::visits::{VISITS_TYPE, VisitEvent};
use bobine_projections::views::paris_day;
use bobine_store::{EventLog, StoredEvent};
use cqrs_es::{Aggregate, DomainEvent};
use serde::Serialize;
use serde::de::Error as _;
use time::format_description::well_known::Rfc3339;
use time::{Date, Duration, Month, OffsetDateTime};
use uuid::{Builder, Uuid};

use crate::fill::{Row, fill_with_metadata};

mod catalogue;
mod members;
mod moderation;
mod rng;
#[cfg(test)]
mod tests;
mod vocabulary;

use catalogue::*;
use rng::*;
use vocabulary::*;

/// The parts of the log: name, share of the log in percent, event types.
pub const PARTS: [(&str, u64, &[&str]); 8] = [
    ("watch progress", 55, &["ProgressSaved"]),
    ("views", 15, &["ViewCounted"]),
    ("visits", 10, &["VisitRecorded"]),
    ("sign-ins", 5, &["SignedIn"]),
    ("favourites", 5, &["FavouriteAdded", "FavouriteRemoved"]),
    (
        "reports and requests",
        3,
        &[
            "ReportFiled",
            "ReportTakenInCharge",
            "ReportResolved",
            "ReportRejected",
            "RequestQuotaConsumed",
            "ContentRequested",
            "ContentRequestApproved",
            "ContentRequestRejected",
            "ContentRequestCompleted",
        ],
    ),
    (
        "catalogue",
        5,
        &["GenreCreated", "MovieAdded", "SeriesAdded", "EpisodeAdded"],
    ),
    (
        "accounts",
        2,
        &[
            "Claimed",
            "Registered",
            "EmailConfirmationSent",
            "EmailConfirmed",
            "SessionsEnded",
            "PreferencesChanged",
            "AdminGranted",
            "AdminsAdopted",
            "AdminAdded",
        ],
    ),
];

// Indexes into PARTS.
const PROGRESS: usize = 0;
const VIEWS: usize = 1;
const VISITS: usize = 2;
const SIGN_INS: usize = 3;
const FAVOURITES: usize = 4;
const MODERATION: usize = 5;
const CATALOGUE: usize = 6;
const ACCOUNTS: usize = 7;

/// The parts of the members' year, chosen step by step.
const YEAR_PARTS: [usize; 7] = [
    PROGRESS, VIEWS, VISITS, SIGN_INS, FAVOURITES, MODERATION, ACCOUNTS,
];

const GENRES: &str = Genres::TYPE;
const MOVIE: &str = Movie::TYPE;
const SERIES: &str = Series::TYPE;
const ACCOUNT: &str = Account::TYPE;
const EMAIL: &str = EmailClaim::TYPE;
const ADMINS: &str = Admins::TYPE;
const LIBRARY: &str = Library::TYPE;
const REPORT: &str = Report::TYPE;
const REQUEST: &str = ContentRequest::TYPE;
const QUOTA: &str = RequestQuota::TYPE;
const POPUPS: &str = PopupBoard::TYPE;
const REBUILDS: &str = ProjectionRebuild::TYPE;

/// 2025-01-01T09:00:00Z: the first admin is made.
const START_MS: u64 = 1_735_722_000_000;
const DAY_MS: u64 = 24 * 3600 * 1000;
/// The members' year ends a year after the start.
const YEAR_MS: u64 = 365 * DAY_MS;
/// The import starts a minute after the admins, one event every 20 ms.
const IMPORT_MS: u64 = 60_000;
const IMPORT_STEP_MS: u64 = 20;
/// Node processes over the year (a restart a month): each starts its fact streams.
const NODE_PROCESSES: u64 = 12;
/// Players reporting at once.
const PLAYERS: usize = 12;
/// Visitors, members' browsers or not (a prime: a day's visitors are distinct).
const VISITORS: u64 = 10_007;
/// The key of the e-mail claims' stream ids.
const SECRET: &[u8] = b"bobine-bench-secret";

/// How many events of each type a fill wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProductMix {
    pub by_type: BTreeMap<String, u64>,
}

impl ProductMix {
    pub fn total(&self) -> u64 {
        self.by_type.values().sum()
    }

    /// Events of these types.
    pub fn count(&self, types: &[&str]) -> u64 {
        types.iter().filter_map(|t| self.by_type.get(*t)).sum()
    }

    /// The share of the log (0 to 1) of these types.
    pub fn share(&self, types: &[&str]) -> f64 {
        self.count(types) as f64 / self.total().max(1) as f64
    }

    fn add(&mut self, event_type: &str) {
        match self.by_type.get_mut(event_type) {
            Some(count) => *count += 1,
            None => {
                self.by_type.insert(event_type.to_string(), 1);
            }
        }
    }
}

/// One line per part: its share, its target, and its events by type.
impl fmt::Display for ProductMix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (part, target, types) in PARTS {
            write!(
                f,
                "{part}: {:.1} % (target {target} %):",
                100.0 * self.share(types)
            )?;
            for event_type in types {
                if let Some(count) = self.by_type.get(*event_type) {
                    write!(f, " {event_type} {count}")?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// Writes a log shaped like the product's (see the module) of exactly `events`
/// events, straight into the table; answers how many of each type.
pub async fn fill_product_log(log: &EventLog, events: u64) -> anyhow::Result<ProductMix> {
    let mut rows = ProductLog::new(events);
    fill_with_metadata(log, rows.by_ref()).await?;
    Ok(rows.mix)
}

/// Decodes the payload into the event enum of its aggregate type, as the
/// projections do; an unknown aggregate type is an error.
pub fn decode_any(event: &StoredEvent) -> serde_json::Result<()> {
    match event.aggregate_type.as_str() {
        PROGRESS_TYPE => event.decode::<ProgressEvent>().map(drop),
        VIEWS_TYPE => event.decode::<ViewEvent>().map(drop),
        VISITS_TYPE => event.decode::<VisitEvent>().map(drop),
        GENRES => event.decode::<GenreEvent>().map(drop),
        MOVIE => event.decode::<MovieEvent>().map(drop),
        SERIES => event.decode::<SeriesEvent>().map(drop),
        ACCOUNT => event.decode::<AccountEvent>().map(drop),
        EMAIL => event.decode::<ClaimEvent>().map(drop),
        ADMINS => event.decode::<AdminsEvent>().map(drop),
        LIBRARY => event.decode::<LibraryEvent>().map(drop),
        REPORT => event.decode::<ReportEvent>().map(drop),
        REQUEST => event.decode::<RequestEvent>().map(drop),
        QUOTA => event.decode::<QuotaEvent>().map(drop),
        POPUPS => event.decode::<PopupEvent>().map(drop),
        REBUILDS => event.decode::<RebuildEvent>().map(drop),
        ANALYST_PROJECTION_TYPE => event.decode::<AnalystProjectionEvent>().map(drop),
        other => Err(serde_json::Error::custom(format_args!(
            "unknown aggregate type {other:?}"
        ))),
    }
}

/// The metadata of an event, as `bobine_store::Metadata` maps it.
#[derive(Serialize)]
struct Metadata<'a> {
    actor: &'a str,
    request_id: &'a str,
    recorded_at: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    client: Option<&'a str>,
}

/// Who acts in the events being written, and from which request.
#[derive(Default)]
struct Origin {
    actor: String,
    request_id: String,
    client: Option<String>,
}

struct Member {
    id: Uuid,
    actor: String,
    /// The keyed hash of the address they come from.
    client: String,
    account_seq: i64,
    library_seq: i64,
    favourites: Vec<(TitleKind, Uuid)>,
    session_version: u32,
    moderation_emails: bool,
}

/// A player reporting its position every 30 s.
struct Player {
    member: usize,
    kind: WatchedKind,
    /// The film, or the episode in `Catalogue::episodes`.
    content: usize,
    duration: u32,
    position: u32,
}

/// A report or request the team has not closed.
struct Case {
    id: Uuid,
    seq: i64,
    report: ReportStatus,
    request: RequestStatus,
}

/// A fact stream of the running node process.
struct NodeStream {
    id: String,
    next: i64,
}

/// The log, event by event, each with its metadata.
struct ProductLog {
    rng: SplitMix64,
    /// Events to write, and written.
    total: u64,
    written: u64,
    mix: ProductMix,
    pending: VecDeque<(Row, String)>,
    origin: Origin,
    /// The instant of the current action, and of the last event.
    now_ms: u64,
    last_ms: u64,

    catalogue: Catalogue,
    /// Catalogue events, and catalogue events generated.
    catalogue_events: u64,
    catalogue_at: u64,
    import_request: String,
    admins: [Uuid; 2],
    started: bool,
    /// Generating the year (after the admins and the import).
    in_year: bool,

    /// The year's events (after the admins and the catalogue), and generated.
    year_events: u64,
    year_at: u64,
    /// The year's events generated per part (indexes of PARTS).
    year_parts: [u64; 8],
    year_start_ms: u64,
    members: Vec<Member>,
    unconfirmed: VecDeque<usize>,
    players: Vec<Player>,
    reports: VecDeque<Case>,
    requests: VecDeque<Case>,
    /// The Paris week of `quota_used`, and each member's requests in it.
    quota_week: String,
    quota_used: HashMap<usize, u32>,
    /// The Paris day of `visitors_today`, and its visits so far.
    visit_day: String,
    visitors_today: u64,
    visitor_offset: u64,
    /// The node process (0..NODE_PROCESSES) and its streams: views, progress, visits.
    node: u64,
    streams: [NodeStream; 3],
}

/// The admins' events before the import.
const PREAMBLE: u64 = 12;

impl ProductLog {
    fn new(total: u64) -> ProductLog {
        let mut rng = SplitMix64(0x0B0B_1E5E_ED00_2025);
        let catalogue_events = total * PARTS[CATALOGUE].1 / 100;
        let genres = (FILM_GENRES.len() + SERIES_GENRES.len()) as u64;
        let films = (total * 2 / 100).min(catalogue_events.saturating_sub(genres));
        let series_events = catalogue_events.saturating_sub(genres + films);
        let catalogue = Catalogue::new(&mut rng, films, series_events);
        let admins = [rng.uuid_v7(START_MS), rng.uuid_v7(START_MS + 30_000)];
        let import_request = format!("import-{}", rng.uuid_v7(START_MS + IMPORT_MS));
        let catalogue_end = START_MS + IMPORT_MS + catalogue_events * IMPORT_STEP_MS;
        let year_start_ms = catalogue_end + 3_600_000;
        let empty = || NodeStream {
            id: String::new(),
            next: 1,
        };
        ProductLog {
            rng,
            total,
            written: 0,
            mix: ProductMix::default(),
            pending: VecDeque::new(),
            origin: Origin::default(),
            now_ms: START_MS,
            last_ms: 0,
            catalogue,
            catalogue_events,
            catalogue_at: 0,
            import_request,
            admins,
            started: false,
            in_year: false,
            year_events: total.saturating_sub(PREAMBLE + catalogue_events).max(1),
            year_at: 0,
            year_parts: [0; 8],
            year_start_ms,
            members: Vec::new(),
            unconfirmed: VecDeque::new(),
            players: Vec::new(),
            reports: VecDeque::new(),
            requests: VecDeque::new(),
            quota_week: String::new(),
            quota_used: HashMap::new(),
            visit_day: String::new(),
            visitors_today: 0,
            visitor_offset: 0,
            node: u64::MAX,
            streams: [empty(), empty(), empty()],
        }
    }

    /// Queues `event` on stream `aggregate_id` of `aggregate_type` at `sequence`,
    /// with the current origin, a millisecond after the last event at the earliest.
    fn push<E: DomainEvent>(
        &mut self,
        part: usize,
        aggregate_type: &'static str,
        aggregate_id: String,
        sequence: i64,
        event: &E,
    ) {
        let ms = self.now_ms.max(self.last_ms + 1);
        self.last_ms = ms;
        let metadata = as_written(&Metadata {
            actor: &self.origin.actor,
            request_id: &self.origin.request_id,
            recorded_at: rfc3339(ms),
            client: self.origin.client.as_deref(),
        });
        let row = Row {
            aggregate_type,
            aggregate_id,
            sequence,
            event_type: event.event_type(),
            payload: as_written(event),
        };
        if self.in_year {
            self.year_parts[part] += 1;
            self.year_at += 1;
        }
        self.pending.push_back((row, metadata));
    }

    /// A new request by `actor` from `client`, now.
    fn request(&mut self, actor: String, client: Option<String>) {
        let request_id = self.rng.uuid_v7(self.now_ms).to_string();
        self.origin = Origin {
            actor,
            request_id,
            client,
        };
    }

    fn member_request(&mut self, m: usize) {
        let member = &self.members[m];
        let (actor, client) = (member.actor.clone(), member.client.clone());
        self.request(actor, Some(client));
    }

    /// Queues the next events.
    fn generate(&mut self) {
        if !self.started {
            self.started = true;
            self.admins();
        } else if self.catalogue_at < self.catalogue_events {
            self.import();
        } else {
            self.in_year = true;
            self.year_step();
        }
    }

    /// `bobine admin create`, then a sign-up that the first admin makes an admin.
    fn admins(&mut self) {
        let [first, second] = self.admins;
        self.origin = Origin {
            actor: "system".into(),
            request_id: format!("admin-create-{}", self.rng.uuid_v7(START_MS)),
            client: None,
        };
        self.sign_up(first, "admin@bobine.fr".into());
        self.push(
            ACCOUNTS,
            ACCOUNT,
            first.to_string(),
            4,
            &AccountEvent::AdminGranted {
                by: "system".into(),
            },
        );
        self.now_ms = START_MS + 30_000;
        let client = self.rng.hex(16);
        self.request(second.to_string(), Some(client.clone()));
        self.sign_up(second, "moderation@bobine.fr".into());
        self.now_ms = START_MS + 45_000;
        self.request(first.to_string(), Some(client));
        let admins = [
            AdminsEvent::AdminsAdopted {
                admins: vec![first],
            },
            AdminsEvent::AdminAdded {
                user: second,
                by: Some(first),
            },
        ];
        for (seq, event) in (1..).zip(admins) {
            self.push(ACCOUNTS, ADMINS, ADMINS_ID.into(), seq, &event);
        }
        let granted = AccountEvent::AdminGranted {
            by: first.to_string(),
        };
        self.push(ACCOUNTS, ACCOUNT, second.to_string(), 4, &granted);
    }

    /// The events of a sign-up (account sequences 1 to 3): the address claimed, the
    /// account registered, the confirmation link mailed, the member signed in.
    fn sign_up(&mut self, user: Uuid, email: String) {
        let claim = email_claim_id(SECRET, &email);
        self.push(ACCOUNTS, EMAIL, claim, 1, &ClaimEvent::Claimed { user });
        let now = instant(self.now_ms);
        let events = [
            AccountEvent::Registered {
                email: email.clone(),
                password_hash: self.rng.password_hash(),
                referred_by: None,
            },
            AccountEvent::EmailConfirmationSent {
                email,
                token_hash: self.rng.hex(64),
                expires_at: now + Duration::hours(24),
            },
            AccountEvent::SignedIn { at: now },
        ];
        for (seq, event) in (1..).zip(events) {
            let part = if seq == 3 { SIGN_INS } else { ACCOUNTS };
            self.push(part, ACCOUNT, user.to_string(), seq, &event);
        }
    }

    /// The next event of the import: genres, films, then each series and its
    /// episodes.
    fn import(&mut self) {
        let n = self.catalogue_at;
        self.catalogue_at += 1;
        self.now_ms = START_MS + IMPORT_MS + n * IMPORT_STEP_MS;
        if n == 0 {
            self.origin = Origin {
                actor: "system".into(),
                request_id: self.import_request.clone(),
                client: None,
            };
        }
        let genres = self.catalogue.genres.len() as u64;
        let films = self.catalogue.films.len() as u64;
        if n < genres {
            let (id, category, name) = self.catalogue.genres[n as usize];
            let event = GenreEvent::GenreCreated {
                id,
                name: name.into(),
                slug: genre_slug(category, name),
                category,
            };
            self.push(CATALOGUE, GENRES, GENRES_ID.into(), n as i64 + 1, &event);
        } else if n < genres + films {
            let f = (n - genres) as usize;
            let id = self.catalogue.films[f].id;
            let details = self.catalogue.film_details(f, &mut self.rng);
            let event = MovieEvent::MovieAdded { id, details };
            self.push(CATALOGUE, MOVIE, id.to_string(), 1, &event);
        } else {
            let k = (n - genres - films) as usize;
            let shows = &self.catalogue.shows;
            let s = shows.partition_point(|show| show.first_event <= k) - 1;
            let show = &shows[s];
            let (id, first) = (show.id, show.first_event);
            if k == first {
                let details = self.catalogue.series_details(s, &mut self.rng);
                let event = SeriesEvent::SeriesAdded { id, details };
                self.push(CATALOGUE, SERIES, id.to_string(), 1, &event);
            } else {
                let e = show.episodes.start + (k - first - 1);
                let episode = &self.catalogue.episodes[e];
                let event = SeriesEvent::EpisodeAdded {
                    series_id: id,
                    episode_id: episode.id,
                    details: self.catalogue.episode_details(e),
                    totals: Totals {
                        seasons: i64::from(episode.season),
                        episodes: (e - show.episodes.start + 1) as i64,
                    },
                };
                let seq = (k - first + 1) as i64;
                self.push(CATALOGUE, SERIES, id.to_string(), seq, &event);
            }
        }
    }

    /// One action of the year, of the part furthest behind its share.
    fn year_step(&mut self) {
        let j = self.year_at;
        let span = YEAR_MS - (self.year_start_ms - START_MS);
        self.now_ms = self.year_start_ms
            + (u128::from(j) * u128::from(span) / u128::from(self.year_events)) as u64;
        let node = j * NODE_PROCESSES / self.year_events;
        if node != self.node {
            self.node = node;
            for stream in &mut self.streams {
                stream.id = format!("node-{}", self.rng.uuid_v7(self.now_ms));
                stream.next = 1;
            }
        }
        let weight: u64 = YEAR_PARTS.iter().map(|p| PARTS[*p].1).sum();
        let behind =
            |p: usize| (PARTS[p].1 * (j + 1)) as i128 - (weight * self.year_parts[p]) as i128;
        let part = YEAR_PARTS
            .into_iter()
            .max_by_key(|p| (behind(*p), std::cmp::Reverse(*p)))
            .unwrap_or(PROGRESS);
        if self.members.is_empty() && !matches!(part, VIEWS | VISITS) {
            return self.register();
        }
        match part {
            PROGRESS => self.progress(),
            VIEWS => self.view(),
            VISITS => self.visit(),
            SIGN_INS => self.sign_in(),
            FAVOURITES => self.favourite(),
            MODERATION => self.moderation(),
            _ => self.account(),
        }
    }

    /// The next fact of node stream `s` (0 views, 1 progress, 2 visits).
    fn fact<E: DomainEvent>(&mut self, part: usize, s: usize, event: &E) {
        let aggregate_type = [VIEWS_TYPE, PROGRESS_TYPE, VISITS_TYPE][s];
        let (id, seq) = (self.streams[s].id.clone(), self.streams[s].next);
        self.streams[s].next += 1;
        self.push(part, aggregate_type, id, seq, event);
    }

    fn member(&mut self) -> usize {
        self.rng.skewed(self.members.len())
    }
}

impl Iterator for ProductLog {
    type Item = (Row, String);

    fn next(&mut self) -> Option<(Row, String)> {
        if self.written == self.total {
            return None;
        }
        while self.pending.is_empty() {
            self.generate();
        }
        let (row, metadata) = self.pending.pop_front()?;
        self.written += 1;
        self.mix.add(&row.event_type);
        Some((row, metadata))
    }
}
