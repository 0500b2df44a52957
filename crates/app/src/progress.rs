//! Watch progress: the hot path of playback, one call every 30 s of playback and one
//! at the end (docs/product.md, member side §7, `user_watch_history`). No aggregate is
//! loaded: the position is checked against the catalogue (one indexed read of the
//! local model) and appended as a fact in a group commit, answered once durable
//! (docs/adr/0005).

use bobine_domain::progress::{ProgressEvent, WatchedKind, is_completed};
use bobine_domain::series::DEFAULT_EPISODE_MINUTES;
use bobine_projections::watch_history::queries;
use bobine_store::Position;
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// A film without a duration in the catalogue accepts positions up to this: a day.
const UNKNOWN_DURATION_SECONDS: i64 = 24 * 3600;

/// What the player reports.
#[derive(Debug, Clone, Copy)]
pub struct SaveProgress {
    pub content_type: WatchedKind,
    pub content_id: Uuid,
    pub progress_seconds: i64,
    /// The player reached the end.
    pub completed: bool,
}

/// A saved position: where it is in the log, and whether it counts as watched.
#[derive(Debug, Clone, Copy)]
pub struct Saved {
    pub position: Position,
    pub completed: bool,
}

/// Saves `member`'s position. Refused, with nothing written: a negative position,
/// an unknown film or episode, a position beyond the title's duration. Completed when
/// the player says it ended or above 90 % of the duration.
pub async fn save_progress(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    input: SaveProgress,
) -> Result<Saved, AppError> {
    if input.progress_seconds < 0 {
        return Err(AppError::invalid(
            "negative_progress",
            "progress_seconds",
            "La position de lecture ne peut pas être négative",
        ));
    }
    let minutes =
        queries::duration_minutes(node.read.reads(), input.content_type, input.content_id)
            .await?
            .ok_or_else(|| {
                AppError::not_found(match input.content_type {
                    WatchedKind::Movie => "Film non trouvé",
                    WatchedKind::Episode => "Épisode non trouvé",
                })
            })?;
    let minutes = match input.content_type {
        WatchedKind::Movie => minutes,
        WatchedKind::Episode => Some(minutes.unwrap_or(DEFAULT_EPISODE_MINUTES)),
    };
    let duration = minutes.map(|m| m.max(0) * 60);
    if input.progress_seconds > duration.unwrap_or(UNKNOWN_DURATION_SECONDS) {
        return Err(AppError::invalid(
            "beyond_duration",
            "progress_seconds",
            "La position de lecture dépasse la durée du titre",
        ));
    }
    // Both fit: at most a day, or a duration the catalogue bounds.
    let progress_seconds = u32::try_from(input.progress_seconds).map_err(AppError::internal)?;
    let duration = duration.and_then(|d| u32::try_from(d).ok());
    let completed = is_completed(progress_seconds, duration, input.completed);
    let event = ProgressEvent::ProgressSaved {
        member,
        content_type: input.content_type,
        content_id: input.content_id,
        progress_seconds,
        completed,
    };
    let position = node
        .progress
        .append(&event, &origin.metadata(&member.to_string()))
        .await
        .map_err(AppError::internal)?;
    Ok(Saved {
        position,
        completed,
    })
}
