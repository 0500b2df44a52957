//! Rebuilding one of this node's projections while the site keeps serving
//! (docs/product.md, admin area §2 "Projections"): the rebuild mechanism of `bobine replay` (a shadow
//! copy from event 0, then a swap in one transaction: ADR 0003), started by an admin,
//! recorded in the log, and followed by the projections screen.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use bobine_domain::rebuilds::RebuildCommand;
use bobine_projections::RebuildProgress;
use bobine_store::Position;
use serde::Serialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use utoipa::ToSchema;

use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// The rebuilds this node ran since it started, the latest per projection.
#[derive(Clone, Default)]
pub struct Rebuilds(Arc<Mutex<HashMap<&'static str, Arc<Rebuild>>>>);

/// One rebuild, as it goes.
pub struct Rebuild {
    by: String,
    started_at: OffsetDateTime,
    total: AtomicU64,
    done: AtomicU64,
    outcome: Mutex<Option<(OffsetDateTime, Option<String>)>>,
}

/// A rebuild as the projections screen shows it (its progress bar).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct RebuildReport {
    /// The admin who started it: a user id, or `operator`.
    pub by: String,
    pub started_at: String,
    /// Events to fold: the log's length when it started.
    pub total: u64,
    /// Events folded so far.
    pub done: u64,
    pub running: bool,
    pub finished_at: Option<String>,
    /// Why it stopped, if it did not complete (the live read model stayed as it was).
    pub error: Option<String>,
}

impl RebuildProgress for Rebuild {
    fn advanced(&self, events: u64) {
        self.done.fetch_add(events, Ordering::Relaxed);
    }
}

fn stamp(at: OffsetDateTime) -> String {
    at.format(&Rfc3339).unwrap_or_default()
}

impl Rebuild {
    fn report(&self) -> RebuildReport {
        let outcome = self
            .outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .clone();
        RebuildReport {
            by: self.by.clone(),
            started_at: stamp(self.started_at),
            total: self.total.load(Ordering::Relaxed),
            done: self.done.load(Ordering::Relaxed),
            running: outcome.is_none(),
            finished_at: outcome.as_ref().map(|(at, _)| stamp(*at)),
            error: outcome.and_then(|(_, error)| error),
        }
    }

    fn running(&self) -> bool {
        self.outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .is_none()
    }
}

impl Rebuilds {
    /// The latest rebuild of `projection` on this node, if any.
    pub fn report(&self, projection: &str) -> Option<RebuildReport> {
        let all = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        all.get(projection).map(|rebuild| rebuild.report())
    }

    /// Reserves `projection` for a new rebuild; false while one is running.
    fn reserve(&self, projection: &'static str, rebuild: Arc<Rebuild>) -> bool {
        let mut all = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        if all.get(projection).is_some_and(|current| current.running()) {
            return false;
        }
        all.insert(projection, rebuild);
        true
    }

    /// Forgets a reservation whose rebuild never started.
    fn release(&self, projection: &str) {
        self.0
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(projection);
    }
}

/// Starts rebuilding `name` on this node and answers at once with the position of
/// the event recording it; the projections screen follows the progress. 404 for an
/// unknown projection, 409 while it is already being rebuilt here.
pub async fn start_rebuild(
    node: &Arc<Node>,
    origin: &Origin,
    admin: &Admin,
    name: &str,
) -> Result<Position, AppError> {
    let projector = node
        .projectors
        .iter()
        .find(|projector| projector.name() == name)
        .cloned()
        .ok_or_else(|| AppError::not_found("Projection inconnue"))?;
    let projection = projector.name();
    let rebuild = Arc::new(Rebuild {
        by: admin.actor.clone(),
        started_at: node.clock.now(),
        total: AtomicU64::new(0),
        done: AtomicU64::new(0),
        outcome: Mutex::new(None),
    });
    if !node.rebuilds.reserve(projection, rebuild.clone()) {
        return Err(AppError::new(
            ErrorKind::Conflict,
            "rebuild_running",
            "Cette projection est déjà en cours de reconstruction",
        ));
    }
    let start = RebuildCommand::Start {
        projection: projection.to_string(),
        by: admin.actor.clone(),
    };
    let metadata = origin.metadata(&admin.actor);
    let position = match node
        .rebuild_records
        .execute(projection, start, &metadata)
        .await
    {
        Ok(position) => position,
        Err(error) => {
            node.rebuilds.release(projection);
            return Err(error.into());
        }
    };
    let node = node.clone();
    tokio::spawn(async move {
        let outcome = async {
            rebuild.total.store(
                node.log.count_after(Position::ZERO).await?,
                Ordering::Relaxed,
            );
            projector.rebuild(&node.log, rebuild.as_ref()).await?;
            Ok::<_, Box<dyn std::error::Error + Send + Sync>>(())
        }
        .await;
        let error = outcome.err().map(|error| {
            tracing::error!(projection, %error, "rebuild failed");
            error.to_string()
        });
        let finish = RebuildCommand::Finish {
            projection: projection.to_string(),
            events: rebuild.done.load(Ordering::Relaxed),
            error: error.clone(),
        };
        if let Err(error) = node
            .rebuild_records
            .execute(projection, finish, &metadata)
            .await
        {
            tracing::error!(projection, %error, "the end of a rebuild was not recorded");
        }
        // Last, so that whoever sees it finished also finds its end in the log.
        *rebuild
            .outcome
            .lock()
            .unwrap_or_else(PoisonError::into_inner) = Some((node.clock.now(), error));
    });
    Ok(position)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rebuild() -> Arc<Rebuild> {
        Arc::new(Rebuild {
            by: "admin".into(),
            started_at: OffsetDateTime::UNIX_EPOCH,
            total: AtomicU64::new(10),
            done: AtomicU64::new(0),
            outcome: Mutex::new(None),
        })
    }

    #[test]
    fn a_projection_is_rebuilt_once_at_a_time_and_again_once_finished() {
        let rebuilds = Rebuilds::default();
        let first = rebuild();
        assert!(rebuilds.reserve("catalogue", first.clone()));
        assert!(!rebuilds.reserve("catalogue", rebuild()));
        assert!(rebuilds.reserve("search", rebuild()));
        first.advanced(10);
        assert_eq!(rebuilds.report("catalogue").unwrap().done, 10);
        *first.outcome.lock().unwrap() = Some((OffsetDateTime::UNIX_EPOCH, None));
        let report = rebuilds.report("catalogue").unwrap();
        assert!(!report.running && report.error.is_none());
        assert!(rebuilds.reserve("catalogue", rebuild()));
    }
}
