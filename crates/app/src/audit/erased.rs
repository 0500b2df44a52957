//! « Effacé le … par … »: the note the admin history shows beside an event whose
//! payload an erasure rewrote on purpose, from the hash chain's record of it
//! (docs/adr/0037-hash-chain.md), so that an admin sees why the event reads blank.

use std::collections::HashMap;

use bobine_projections::audit::french;
use bobine_projections::audit::queries;
use bobine_store::Position;

use crate::error::AppError;
use crate::node::Node;

/// Each redacted event of one stream, by sequence, with its note.
pub(super) async fn notes(
    node: &Node,
    aggregate_type: &str,
    id: &str,
) -> Result<HashMap<i64, String>, AppError> {
    let redactions = node
        .log
        .redactions(aggregate_type, id)
        .await
        .map_err(AppError::internal)?;
    let mut erasures: HashMap<Position, String> = HashMap::new();
    let mut notes = HashMap::new();
    for (sequence, by) in redactions {
        let told = match erasures.get(&by) {
            Some(told) => told.clone(),
            None => {
                let told = note(node, by).await?;
                erasures.insert(by, told.clone());
                told
            }
        };
        notes.insert(sequence, told);
    }
    Ok(notes)
}

/// « effacé le 27 novembre 2026 à 11 h 30 par chef@… » for the erasure at `by`.
async fn note(node: &Node, by: Position) -> Result<String, AppError> {
    let Some(erasure) = node.log.event_at(by).await.map_err(AppError::internal)? else {
        return Ok("effacé".into());
    };
    let actor = erasure.meta("actor").unwrap_or_else(|| "system".into());
    let actor = queries::actor(node.read.reads(), &actor).await?;
    let when = french::instant(&erasure.recorded_at).unwrap_or_default();
    Ok(format!(
        "effacé le {when} par {}",
        queries::actor_name(&actor)
    ))
}
