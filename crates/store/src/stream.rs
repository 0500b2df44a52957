//! The log as a stream, read in batches: what `bobine events export` and the
//! analysts' `GET /api/admin/events` both write, line for line.

use futures::{Stream, StreamExt, TryStreamExt, stream};

use crate::backend::EventLog;
use crate::error::LogError;
use crate::filter::LogFilter;
use crate::position::Position;
use crate::reader::StoredEvent;

/// Events read from the log per query while streaming: a batch is all a stream
/// ever holds, however long the log.
const STREAM_BATCH: u32 = 1_000;

impl EventLog {
    /// Every event after `after` that `filter` keeps, in commit order, at most
    /// `limit` of them (all when `None`). It ends at the head of the log as a reader
    /// sees it when the last batch is read.
    pub fn stream(
        &self,
        after: Position,
        filter: LogFilter,
        limit: Option<u64>,
    ) -> impl Stream<Item = Result<StoredEvent, LogError>> + Send + 'static {
        let start = (self.clone(), filter, after, limit);
        stream::try_unfold(start, |(log, filter, at, left)| async move {
            let want = left.map_or(STREAM_BATCH, |left| {
                u32::try_from(left.min(u64::from(STREAM_BATCH))).unwrap_or(STREAM_BATCH)
            });
            if want == 0 {
                return Ok(None);
            }
            let events = log.read_matching(at, &filter, want).await?;
            let Some(last) = events.last() else {
                return Ok(None);
            };
            let next = last.position;
            let left = left.map(|left| left - events.len() as u64);
            let batch = stream::iter(events.into_iter().map(Ok::<_, LogError>));
            Ok::<_, LogError>(Some((batch, (log, filter, next, left))))
        })
        .try_flatten()
    }

    /// The same events as lines of NDJSON, each ending in a newline (the format of
    /// docs/operations.md, "Export").
    pub fn ndjson(
        &self,
        after: Position,
        filter: LogFilter,
        limit: Option<u64>,
    ) -> impl Stream<Item = Result<String, LogError>> + Send + 'static {
        self.stream(after, filter, limit).map(|event| {
            let event = event?;
            let mut line = event.to_json_line().map_err(|cause| LogError::NotJson {
                position: event.position,
                cause,
            })?;
            line.push('\n');
            Ok(line)
        })
    }
}
