//! What the API reads from the watch-history projection. Titles come from the
//! catalogue's tables of the same read database at read time, so a renamed film or a
//! renumbered episode shows as it is now, and a deleted one drops out.

use std::collections::HashMap;

use bobine_domain::progress::{HistoryEntryKind, WatchedKind};
use serde::Serialize;

use crate::catalogue::queries::rows::drawn_poster;
use sqlx::SqlitePool;
use uuid::Uuid;

/// One film or episode in a member's history or continue-watching list.
#[derive(Debug, Clone, PartialEq, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct WatchEntry {
    /// `movie` or `episode`.
    pub content_type: String,
    #[schema(format = Uuid)]
    pub content_id: String,
    /// The film's title, or the episode's.
    pub title: String,
    /// The film's poster, or the series'; a drawn one when the title has none, as in
    /// the catalogue's answers (docs/adr/0006), so a card never shows an empty box.
    pub poster_url: Option<String>,
    #[schema(format = Uuid)]
    pub series_id: Option<String>,
    pub series_title: Option<String>,
    pub season_number: Option<i64>,
    pub episode_number: Option<i64>,
    pub thumbnail_url: Option<String>,
    /// Where to resume (0: not started, for a series' next episode).
    pub progress_seconds: i64,
    /// From the catalogue's `duration_minutes` (an episode's default is 45); null for
    /// a film without a duration.
    pub duration_seconds: Option<i64>,
    pub completed: bool,
    /// The latest save (for a series' next episode: the series' latest save).
    pub updated_at: String,
    #[serde(skip)]
    #[schema(ignore)]
    pub pos_tx: i64,
    #[serde(skip)]
    #[schema(ignore)]
    pub pos_seq: i64,
}

impl WatchEntry {
    /// The title's drawn poster where it has none: the film's, or the series'.
    fn with_poster(mut self) -> Self {
        if self.poster_url.is_none() {
            self.poster_url = match &self.series_id {
                Some(series) if self.content_type == "episode" => {
                    Some(drawn_poster("series", series))
                }
                _ => Some(drawn_poster("movie", &self.content_id)),
            };
        }
        self
    }
}

/// A place in the history, newest first: the log position of an entry's latest save,
/// written `<tx>.<seq>` (two whole numbers of at most 18 digits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HistoryCursor {
    tx: i64,
    seq: i64,
}

/// The shape of a [`HistoryCursor`], as the OpenAPI document states it.
pub const HISTORY_CURSOR_PATTERN: &str = r"^[0-9]{1,18}\.[0-9]{1,18}$";

impl HistoryCursor {
    pub fn encode(self) -> String {
        format!("{}.{}", self.tx, self.seq)
    }

    /// `None` for a text not of [`HISTORY_CURSOR_PATTERN`]'s shape.
    pub fn decode(text: &str) -> Option<HistoryCursor> {
        let (tx, seq) = text.split_once('.')?;
        let number =
            |text: &str| (1..=18).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit());
        if !number(tx) || !number(seq) {
            return None;
        }
        Some(HistoryCursor {
            tx: tx.parse().ok()?,
            seq: seq.parse().ok()?,
        })
    }
}

impl utoipa::PartialSchema for HistoryCursor {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        crate::catalogue::queries::pattern_schema(
            HISTORY_CURSOR_PATTERN,
            "The `next_cursor` of the previous page: two numbers joined by a point.",
        )
    }
}

impl utoipa::ToSchema for HistoryCursor {}

/// One page of a member's history.
#[derive(Debug, Clone)]
pub struct HistoryPage {
    pub items: Vec<WatchEntry>,
    pub next: Option<HistoryCursor>,
}

/// The entry columns, over `watch_progress w` joined to the catalogue.
const ENTRY: &str = "SELECT w.content_type, w.content_id, COALESCE(m.title, e.title) AS title,
        COALESCE(m.poster_url, s.poster_url) AS poster_url, e.series_id, s.title AS series_title,
        e.season_number, e.episode_number, e.thumbnail_url, w.progress_seconds,
        COALESCE(m.duration_minutes, e.duration_minutes) * 60 AS duration_seconds,
        w.completed, w.updated_at, w.pos_tx, w.pos_seq
   FROM watch_progress w
   LEFT JOIN movie m ON w.content_type = 'movie' AND m.id = w.content_id
   LEFT JOIN episode e ON w.content_type = 'episode' AND e.id = w.content_id
   LEFT JOIN series s ON s.id = e.series_id
  WHERE w.member = ? AND (m.id IS NOT NULL OR s.id IS NOT NULL)";

/// A member's history, newest first, `limit` a page, after `cursor`; only the
/// episodes of `series` when given (the series page marks the ones finished).
pub async fn history(
    db: &SqlitePool,
    member: Uuid,
    series: Option<Uuid>,
    cursor: Option<HistoryCursor>,
    limit: u32,
) -> Result<HistoryPage, sqlx::Error> {
    let after = cursor.unwrap_or(HistoryCursor {
        tx: i64::MAX,
        seq: i64::MAX,
    });
    let mut items: Vec<WatchEntry> = sqlx::query_as(&format!(
        "{ENTRY} AND (?2 IS NULL OR e.series_id = ?2) AND (w.pos_tx, w.pos_seq) < (?3, ?4)
          ORDER BY w.pos_tx DESC, w.pos_seq DESC LIMIT ?5"
    ))
    .bind(member.to_string())
    .bind(series.map(|id| id.to_string()))
    .bind(after.tx)
    .bind(after.seq)
    .bind(i64::from(limit) + 1)
    .fetch_all(db)
    .await?;
    let next = (items.len() > limit as usize).then(|| {
        items.truncate(limit as usize);
        let last = items.last().expect("a full page has a last entry");
        HistoryCursor {
            tx: last.pos_tx,
            seq: last.pos_seq,
        }
    });
    let items = items.into_iter().map(WatchEntry::with_poster).collect();
    Ok(HistoryPage { items, next })
}

/// A member's position in one film or episode (their resume point on any device),
/// if they started it.
pub async fn entry(
    db: &SqlitePool,
    member: Uuid,
    content_id: Uuid,
) -> Result<Option<WatchEntry>, sqlx::Error> {
    let entry: Option<WatchEntry> = sqlx::query_as(&format!("{ENTRY} AND w.content_id = ?"))
        .bind(member.to_string())
        .bind(content_id.to_string())
        .fetch_optional(db)
        .await?;
    Ok(entry.map(WatchEntry::with_poster))
}

/// The latest episode a member saved a position in, per series, newest first.
const LATEST_PER_SERIES: &str = "SELECT content_id, completed, series_id, season_number, episode_number
   FROM (SELECT w.content_id, w.completed, w.pos_tx, w.pos_seq, e.series_id, e.season_number, e.episode_number,
                ROW_NUMBER() OVER (PARTITION BY e.series_id ORDER BY w.pos_tx DESC, w.pos_seq DESC) AS rank
           FROM watch_progress w JOIN episode e ON e.id = w.content_id
          WHERE w.member = ? AND w.content_type = 'episode')
  WHERE rank = 1 ORDER BY pos_tx DESC, pos_seq DESC LIMIT ?";

/// The first episode after (season, episode) in a series that the member has not
/// completed.
const NEXT_EPISODE: &str = "SELECT e.id FROM episode e
  WHERE e.series_id = ? AND (e.season_number, e.episode_number) > (?, ?)
    AND NOT EXISTS (SELECT 1 FROM watch_progress w
                     WHERE w.member = ? AND w.content_id = e.id AND w.completed)
  ORDER BY e.season_number, e.episode_number LIMIT 1";

/// An episode as a continue-watching entry, started or not.
const EPISODE_ENTRY: &str = "SELECT 'episode' AS content_type, e.id AS content_id, e.title, s.poster_url,
        e.series_id, s.title AS series_title, e.season_number, e.episode_number, e.thumbnail_url,
        COALESCE(w.progress_seconds, 0) AS progress_seconds, e.duration_minutes * 60 AS duration_seconds,
        COALESCE(w.completed, 0) AS completed, COALESCE(w.updated_at, '') AS updated_at,
        COALESCE(w.pos_tx, 0) AS pos_tx, COALESCE(w.pos_seq, 0) AS pos_seq
   FROM episode e JOIN series s ON s.id = e.series_id
   LEFT JOIN watch_progress w ON w.member = ? AND w.content_id = e.id
  WHERE e.id = ?";

#[derive(sqlx::FromRow)]
struct LatestEpisode {
    content_id: String,
    completed: bool,
    series_id: String,
    season_number: i64,
    episode_number: i64,
}

/// What a member was watching, most recent first, at most `limit`: the films started
/// and not completed, and per series its next unfinished episode (the one in
/// progress, else the first not completed after the latest one watched, across
/// seasons, as Jellyfin's Next Up). A series watched to its last episode drops out.
pub async fn continue_watching(
    db: &SqlitePool,
    member: Uuid,
    limit: u32,
) -> Result<Vec<WatchEntry>, sqlx::Error> {
    let member_id = member.to_string();
    let mut items: Vec<WatchEntry> = sqlx::query_as(&format!(
        "{ENTRY} AND w.content_type = 'movie' AND NOT w.completed
          ORDER BY w.pos_tx DESC, w.pos_seq DESC LIMIT ?"
    ))
    .bind(&member_id)
    .bind(limit)
    .fetch_all(db)
    .await?;
    let latest: Vec<(LatestEpisode, WatchEntry)> = {
        // Series watched to their end drop out below: look further than `limit`.
        let rows: Vec<LatestEpisode> = sqlx::query_as(LATEST_PER_SERIES)
            .bind(&member_id)
            .bind(limit.saturating_mul(5))
            .fetch_all(db)
            .await?;
        let mut latest = Vec::with_capacity(rows.len());
        for row in rows {
            if let Some(watched) = episode_entry(db, &member_id, &row.content_id).await? {
                latest.push((row, watched));
            }
        }
        latest
    };
    for (row, watched) in latest {
        if !row.completed {
            items.push(watched);
            continue;
        }
        let next: Option<String> = sqlx::query_scalar(NEXT_EPISODE)
            .bind(&row.series_id)
            .bind(row.season_number)
            .bind(row.episode_number)
            .bind(&member_id)
            .fetch_optional(db)
            .await?;
        let Some(next) = next else { continue };
        if let Some(mut entry) = episode_entry(db, &member_id, &next).await? {
            // Ordered by the series' latest activity, not the next episode's own.
            (entry.updated_at, entry.pos_tx, entry.pos_seq) =
                (watched.updated_at, watched.pos_tx, watched.pos_seq);
            items.push(entry);
        }
    }
    items.sort_by_key(|e| std::cmp::Reverse((e.pos_tx, e.pos_seq)));
    items.truncate(limit as usize);
    Ok(items.into_iter().map(WatchEntry::with_poster).collect())
}

async fn episode_entry(
    db: &SqlitePool,
    member: &str,
    episode: &str,
) -> Result<Option<WatchEntry>, sqlx::Error> {
    sqlx::query_as(EPISODE_ENTRY)
        .bind(member)
        .bind(episode)
        .fetch_optional(db)
        .await
}

/// How many films and episodes each of `members` started (the admin user list's
/// `watch_history_count`); a member missing from the answer has none.
pub async fn counts(db: &SqlitePool, members: &[Uuid]) -> Result<HashMap<Uuid, i64>, sqlx::Error> {
    let ids = serde_json::to_string(members).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    let rows: Vec<(String, i64)> = sqlx::query_as(
        "SELECT member, COUNT(*) FROM watch_progress
          WHERE member IN (SELECT value FROM json_each(?)) GROUP BY member",
    )
    .bind(ids)
    .fetch_all(db)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id, count)| Some((id.parse().ok()?, count)))
        .collect())
}

/// A film's or an episode's duration in minutes as the catalogue has it: `None` for
/// an unknown title, `Some(None)` for a film without a duration.
pub async fn duration_minutes(
    db: &SqlitePool,
    content_type: WatchedKind,
    content_id: Uuid,
) -> Result<Option<Option<i64>>, sqlx::Error> {
    let sql = match content_type {
        WatchedKind::Movie => "SELECT duration_minutes FROM movie WHERE id = ?",
        WatchedKind::Episode => "SELECT duration_minutes FROM episode WHERE id = ?",
    };
    sqlx::query_scalar(sql)
        .bind(content_id.to_string())
        .fetch_optional(db)
        .await
}

/// The films and episodes of a member's history that removing `kind` `id` takes out:
/// that film or episode, or every episode of that series they started.
pub async fn started(
    db: &SqlitePool,
    member: Uuid,
    kind: HistoryEntryKind,
    id: Uuid,
) -> Result<Vec<Uuid>, sqlx::Error> {
    let sql = match kind {
        HistoryEntryKind::Movie => {
            "SELECT content_id FROM watch_progress WHERE member = ? AND content_type = 'movie' AND content_id = ?"
        }
        HistoryEntryKind::Episode => {
            "SELECT content_id FROM watch_progress WHERE member = ? AND content_type = 'episode' AND content_id = ?"
        }
        HistoryEntryKind::Series => {
            "SELECT w.content_id FROM watch_progress w JOIN episode e ON e.id = w.content_id
              WHERE w.member = ? AND w.content_type = 'episode' AND e.series_id = ?"
        }
    };
    let ids: Vec<String> = sqlx::query_scalar(sql)
        .bind(member.to_string())
        .bind(id.to_string())
        .fetch_all(db)
        .await?;
    Ok(ids
        .iter()
        .filter_map(|id| Uuid::try_parse(id).ok())
        .collect())
}

/// Whether a member has anything in their history.
pub async fn has_history(db: &SqlitePool, member: Uuid) -> Result<bool, sqlx::Error> {
    let found: Option<i64> =
        sqlx::query_scalar("SELECT 1 FROM watch_progress WHERE member = ? LIMIT 1")
            .bind(member.to_string())
            .fetch_optional(db)
            .await?;
    Ok(found.is_some())
}
