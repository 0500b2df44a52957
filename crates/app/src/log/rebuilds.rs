//! Rebuilding one of this node's projections while the site keeps serving
//! (docs/product.md, admin area §2 "Projections"): the rebuild mechanism of `bobine replay` (a shadow
//! copy from event 0, then a swap in one transaction: ADR 0003), started by an admin,
//! recorded in the log, and followed by the projections screen.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use bobine_domain::rebuilds::RebuildCommand;
use bobine_store::Position;

use super::rebuild_progress::Rebuild;
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::{Admin, Origin};

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
    let position = match node
        .run_as(
            &node.rebuild_records,
            origin,
            &admin.actor,
            projection,
            start,
        )
        .await
    {
        Ok(position) => position,
        Err(error) => {
            node.rebuilds.release(projection);
            return Err(error);
        }
    };
    let node = node.clone();
    let (origin, actor) = (origin.clone(), admin.actor.clone());
    tokio::spawn(async move {
        let outcome = async {
            let aggregates: Vec<String> = projector
                .aggregates()
                .iter()
                .map(|a| a.to_string())
                .collect();
            rebuild.total.store(
                node.log.count_after_of(Position::ZERO, &aggregates).await?,
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
            .run_as(&node.rebuild_records, &origin, &actor, projection, finish)
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
