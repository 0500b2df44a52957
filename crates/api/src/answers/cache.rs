//! The answers kept in memory: one per key, each for the position it was computed
//! at, bounded in entries and in bytes, computed once however many requests ask at
//! the same time (docs/adr/0022-answers-cached-per-position.md). The position each
//! key is kept for is chosen in [`super`].

use std::future::Future;
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};

use axum::body::Bytes;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use bobine_store::Position;
use lru::LruCache;
use serde::Serialize;
use tokio::sync::OnceCell;

use crate::error::ApiError;

/// Keys kept at most: a client asking for ever new filters or cursors evicts the
/// least recently used, never grows memory past [`MAX_BYTES`].
const MAX_ENTRIES: usize = 2_048;
/// Bytes of bodies kept at most (a home answer is about 100 kB, a detail 2 kB).
const MAX_BYTES: usize = 32 * 1024 * 1024;

/// One computed answer: its JSON body and the tag of that body.
#[derive(Clone)]
pub struct Answer {
    pub body: Bytes,
    pub etag: HeaderValue,
}

impl Answer {
    /// `value` as JSON, tagged by a hash of its bytes: two positions that give the
    /// same body give the same tag, so a client's copy stays valid across events that
    /// did not change it (a view of another film). The tag is weak: the compression
    /// middleware may send the same answer gzipped, byte for byte another body.
    ///
    /// The hash is XXH3's 128 bits, not a cryptographic one: a tag only tells one
    /// answer of a URL from the next, and SHA-256 was 1.7 % of a varied film list's
    /// samples under `perf`, growing with the body (docs/benchmarks.md, "Catalogue
    /// reads").
    pub fn json(value: &impl Serialize) -> Result<Answer, ApiError> {
        let body = serde_json::to_vec(value).map_err(ApiError::internal)?;
        let tag = xxhash_rust::xxh3::xxh3_128(&body);
        let etag =
            HeaderValue::from_str(&format!("W/\"{tag:032x}\"")).map_err(ApiError::internal)?;
        Ok(Answer {
            body: Bytes::from(body),
            etag,
        })
    }

    /// 304 if the request's `If-None-Match` names this answer, else the answer. Either
    /// way `Cache-Control: no-cache`: a browser keeps the copy but asks before each
    /// use, so it never shows a page older than the reader's last command.
    pub fn respond(&self, request: &HeaderMap) -> Response {
        let headers = [
            (header::ETAG, self.etag.clone()),
            (header::CACHE_CONTROL, HeaderValue::from_static("no-cache")),
        ];
        if matches_etag(request, &self.etag) {
            return (StatusCode::NOT_MODIFIED, headers).into_response();
        }
        let json = (
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        (headers, [json], self.body.clone()).into_response()
    }
}

/// Whether `If-None-Match` lists `etag` (or is `*`), compared weakly (by value,
/// with or without `W/`), as RFC 9110 wants for `If-None-Match`.
fn matches_etag(request: &HeaderMap, etag: &HeaderValue) -> bool {
    let Ok(etag) = etag.to_str() else {
        return false;
    };
    let etag = etag.trim_start_matches("W/");
    request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .map(|tag| tag.trim().trim_start_matches("W/"))
        .any(|tag| tag == "*" || tag == etag)
}

/// An entry: the position it belongs to and its answer, once computed.
struct Slot {
    position: Position,
    answer: Arc<OnceCell<Answer>>,
    /// Body bytes counted against [`MAX_BYTES`] (0 until computed).
    bytes: usize,
}

struct Entries {
    slots: LruCache<String, Slot>,
    bytes: usize,
}

/// The node's answers, by key (a request's path and query); cheap to clone.
#[derive(Clone)]
pub struct Answers {
    entries: Arc<Mutex<Entries>>,
    /// False: every answer is computed, none kept (the benchmarks' measure of what
    /// the reads cost without this cache).
    keeping: bool,
}

impl Default for Answers {
    fn default() -> Self {
        Answers {
            entries: Arc::new(Mutex::new(Entries {
                slots: LruCache::new(NonZeroUsize::new(MAX_ENTRIES).unwrap_or(NonZeroUsize::MIN)),
                bytes: 0,
            })),
            keeping: true,
        }
    }
}

impl Answers {
    /// Answers that keep nothing: each request computes its own.
    pub fn none() -> Answers {
        Answers {
            keeping: false,
            ..Answers::default()
        }
    }

    /// The answer of `key` at `position`: from memory if it was computed there,
    /// else computed by `compute` (once, however many requests ask at the same time).
    /// An error is not kept: the next request computes again.
    pub async fn get<F, Fut>(
        &self,
        key: &str,
        position: Position,
        compute: F,
    ) -> Result<Answer, ApiError>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Answer, ApiError>>,
    {
        if !self.keeping {
            return compute().await;
        }
        let cell = self.slot(key, position);
        let answer = cell.get_or_try_init(compute).await?.clone();
        self.count(key, &cell, answer.body.len());
        Ok(answer)
    }

    /// The cell of `key` at `position`, made (and an older position's dropped) if needed.
    fn slot(&self, key: &str, position: Position) -> Arc<OnceCell<Answer>> {
        let mut entries = self.lock();
        if let Some(slot) = entries.slots.get(key) {
            if slot.position == position {
                return slot.answer.clone();
            }
            // A request that read the position just before the projection moved:
            // served, but never in place of the newer entry.
            if slot.position > position {
                return Arc::new(OnceCell::new());
            }
        }
        let answer = Arc::new(OnceCell::new());
        let slot = Slot {
            position,
            answer: answer.clone(),
            bytes: 0,
        };
        if let Some((_, old)) = entries.slots.push(key.to_string(), slot) {
            entries.bytes -= old.bytes;
        }
        answer
    }

    /// Counts a computed body once, then drops the least recently used entries
    /// until the bodies fit in [`MAX_BYTES`].
    fn count(&self, key: &str, cell: &Arc<OnceCell<Answer>>, bytes: usize) {
        let mut entries = self.lock();
        let Some(slot) = entries.slots.peek_mut(key) else {
            return;
        };
        if !Arc::ptr_eq(&slot.answer, cell) || slot.bytes != 0 {
            return;
        }
        slot.bytes = bytes;
        entries.bytes += bytes;
        while entries.bytes > MAX_BYTES {
            let Some((_, old)) = entries.slots.pop_lru() else {
                break;
            };
            entries.bytes -= old.bytes;
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Entries> {
        // A panic while holding the lock leaves the map consistent (every change is
        // one call), so a poisoned lock is used as it is.
        self.entries
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Entries and body bytes held now (the tests' view of the bounds).
    #[cfg(test)]
    fn held(&self) -> (usize, usize) {
        let entries = self.lock();
        (entries.slots.len(), entries.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answer(text: &str) -> Result<Answer, ApiError> {
        Answer::json(&text)
    }

    #[tokio::test]
    async fn an_answer_is_computed_once_per_position() {
        let answers = Answers::default();
        let (p1, p2) = (Position::new(0, 1), Position::new(0, 2));
        let first = answers
            .get("k", p1, || async { answer("un") })
            .await
            .unwrap();
        let again = answers
            .get("k", p1, || async { panic!("computed twice") })
            .await
            .unwrap();
        assert_eq!(first.body, again.body);
        let moved = answers
            .get("k", p2, || async { answer("deux") })
            .await
            .unwrap();
        assert_eq!(&moved.body[..], b"\"deux\"");
        assert_ne!(moved.etag, first.etag);
    }

    #[tokio::test]
    async fn an_error_is_not_kept() {
        let answers = Answers::default();
        let p = Position::new(0, 1);
        let failed = answers
            .get("k", p, || async { Err(ApiError::internal("test")) })
            .await;
        assert!(failed.is_err());
        let then = answers
            .get("k", p, || async { answer("un") })
            .await
            .unwrap();
        assert_eq!(&then.body[..], b"\"un\"");
    }

    #[tokio::test]
    async fn entries_and_bytes_stay_bounded() {
        let answers = Answers::default();
        let p = Position::new(0, 1);
        let big = "x".repeat(1024 * 1024);
        for n in 0..(MAX_ENTRIES + 100) {
            let text = if n % 64 == 0 {
                big.clone()
            } else {
                n.to_string()
            };
            answers
                .get(&n.to_string(), p, || async { answer(&text) })
                .await
                .unwrap();
        }
        let (held, bytes) = answers.held();
        assert!(held <= MAX_ENTRIES, "{held} entries");
        assert!(bytes <= MAX_BYTES, "{bytes} bytes");
    }

    #[test]
    fn if_none_match_is_compared_by_tag() {
        let tag = HeaderValue::from_static("W/\"abc\"");
        let with = |value: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::IF_NONE_MATCH, HeaderValue::from_static(value));
            matches_etag(&headers, &tag)
        };
        assert!(with("\"abc\""));
        assert!(with("\"x\", W/\"abc\""));
        assert!(with("*"));
        assert!(!with("\"abd\""));
        assert!(!matches_etag(&HeaderMap::new(), &tag));
    }
}
