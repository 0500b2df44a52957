//! Where each projection of this node stands (the projections screen, as
//! `bobine projections` prints it for a data directory): its version, its position,
//! how far behind the log it is in events and in seconds, its rate, its last error,
//! and its latest rebuild.

use bobine_projections::LogPosition;
use bobine_store::Position;
use serde::Serialize;
use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;
use utoipa::ToSchema;

use super::rebuild_progress::RebuildReport;
use crate::error::AppError;
use crate::node::Node;

/// One projection of this node.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProjectionReport {
    pub name: &'static str,
    /// The version of its schema and fold.
    pub version: u32,
    /// Position of the last event it applied.
    #[schema(value_type = LogPosition, example = 42)]
    pub position: Position,
    /// Events of the log it has not applied yet.
    pub lag_events: u64,
    /// Age of the oldest event it has not applied yet (0 when caught up).
    pub lag_seconds: f64,
    /// Events applied per second over its last batch (0 when idle).
    pub rate: f64,
    /// It has reached the head of the log since the node started.
    pub caught_up: bool,
    /// The error that keeps it from moving, if any.
    pub error: Option<String>,
    /// Its latest rebuild on this node since it started.
    pub rebuild: Option<RebuildReport>,
}

/// Every projection of this node, and the head of the log they follow.
#[derive(Debug, Serialize, ToSchema)]
pub struct ProjectionsReport {
    #[schema(value_type = LogPosition, example = 42)]
    pub head: Position,
    pub projections: Vec<ProjectionReport>,
}

/// The projections of this node, in the order they run.
pub async fn projections(node: &Node) -> Result<ProjectionsReport, AppError> {
    let head = node.log.head().await.map_err(AppError::internal)?;
    let statuses = node.projections.snapshot();
    let now = node.clock.now();
    let mut projections = Vec::with_capacity(node.projectors.len());
    for projector in &node.projectors {
        let name = projector.name();
        let status = statuses
            .iter()
            .find(|(running, _)| *running == name)
            .map(|(_, status)| status.clone())
            .unwrap_or_default();
        let (lag_events, lag_seconds) = lag(node, status.position, now).await?;
        projections.push(ProjectionReport {
            name,
            version: projector.version(),
            position: status.position,
            lag_events,
            lag_seconds,
            rate: status.rate,
            caught_up: status.caught_up,
            error: status.error,
            rebuild: node.rebuilds.report(name),
        });
    }
    Ok(ProjectionsReport { head, projections })
}

/// How many events stand after `position`, and how long ago the first of them was
/// committed.
async fn lag(node: &Node, position: Position, now: OffsetDateTime) -> Result<(u64, f64), AppError> {
    let next = node
        .log
        .read_after(position, 1)
        .await
        .map_err(AppError::internal)?;
    let Some(oldest) = next.first() else {
        return Ok((0, 0.0));
    };
    let events = node
        .log
        .count_after(position)
        .await
        .map_err(AppError::internal)?;
    let seconds = OffsetDateTime::parse(&oldest.recorded_at, &Rfc3339)
        .map(|at| (now - at).as_seconds_f64().max(0.0))
        .unwrap_or(0.0);
    Ok((events, seconds))
}
