//! The `projection_rebuild` aggregate: the record of each rebuild an admin asks of
//! a projection (one stream per projection, named after it), so that the audit trail
//! shows who rebuilt what, and what came of it.
//!
//! It decides nothing beyond the order of its own events: read models are local to
//! each node, so "one rebuild at a time" is the node's rule (a node that stopped
//! half-way would otherwise leave the stream "running" for ever).

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};

use crate::{DomainError, ErrorKind};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RebuildCommand {
    /// `by`: the admin's user id, or `operator`.
    Start { projection: String, by: String },
    /// `error`: why it stopped, when it did not complete.
    Finish {
        projection: String,
        events: u64,
        error: Option<String>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RebuildEvent {
    ProjectionRebuildStarted {
        projection: String,
        by: String,
    },
    /// The shadow copy was swapped in (`error` is `None`), or the rebuild stopped and
    /// the live read model stayed as it was.
    ProjectionRebuildFinished {
        projection: String,
        events: u64,
        error: Option<String>,
    },
}

impl DomainEvent for RebuildEvent {
    fn event_type(&self) -> String {
        match self {
            RebuildEvent::ProjectionRebuildStarted { .. } => "ProjectionRebuildStarted",
            RebuildEvent::ProjectionRebuildFinished { .. } => "ProjectionRebuildFinished",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

/// Never refused: the rebuild's rules are the node's (see the module).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("rebuild record refused")]
pub struct RebuildError;

impl DomainError for RebuildError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Internal
    }

    fn code(&self) -> &'static str {
        "internal"
    }
}

/// The record of one projection's rebuilds; it keeps no state.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct ProjectionRebuild;

impl Aggregate for ProjectionRebuild {
    const TYPE: &'static str = "projection_rebuild";
    type Command = RebuildCommand;
    type Event = RebuildEvent;
    type Error = RebuildError;
    type Services = ();

    async fn handle(
        &mut self,
        command: RebuildCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), RebuildError> {
        let event = match command {
            RebuildCommand::Start { projection, by } => {
                RebuildEvent::ProjectionRebuildStarted { projection, by }
            }
            RebuildCommand::Finish {
                projection,
                events,
                error,
            } => RebuildEvent::ProjectionRebuildFinished {
                projection,
                events,
                error,
            },
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, _event: RebuildEvent) {}
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    #[test]
    fn a_rebuild_is_recorded_with_the_admin_who_asked_for_it() {
        TestFramework::<ProjectionRebuild>::with(())
            .given_no_previous_events()
            .when(RebuildCommand::Start {
                projection: "catalogue".into(),
                by: "admin-id".into(),
            })
            .then_expect_events(vec![RebuildEvent::ProjectionRebuildStarted {
                projection: "catalogue".into(),
                by: "admin-id".into(),
            }]);
    }
}
