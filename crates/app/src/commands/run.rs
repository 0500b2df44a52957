//! The command runner itself: one command on one stream, the acting user, admin or
//! `system` in the events' metadata. [`Node`](crate::node::Node)'s methods and the
//! node's background tasks both go through it; this file knows no node, so that a
//! task the node starts can use it.

use std::fmt::Display;

use bobine_store::{Executor, Position};
use cqrs_es::Aggregate;

use crate::error::{AppError, DomainError};
use crate::origin::Origin;

/// [`Node::run_as`] for a node's own background task, which holds the executor it
/// needs rather than the node (the mail dispatcher records its outcomes so).
pub(crate) async fn run_for_task<A>(
    executor: &Executor<A>,
    origin: &Origin,
    actor: &str,
    id: impl Display,
    command: A::Command,
) -> Result<Position, AppError>
where
    A: Aggregate,
    A::Command: Clone,
    A::Error: DomainError,
{
    run(executor, origin, actor, id, command, Stream::Existing).await
}

/// Whether the stream has events to read before deciding.
pub(super) enum Stream {
    Existing,
    New,
}

pub(super) async fn run<A>(
    executor: &Executor<A>,
    origin: &Origin,
    actor: &str,
    id: impl Display,
    command: A::Command,
    stream: Stream,
) -> Result<Position, AppError>
where
    A: Aggregate,
    A::Command: Clone,
    A::Error: DomainError,
{
    let (metadata, id) = (origin.metadata(actor), id.to_string());
    Ok(match stream {
        Stream::Existing => executor.execute(&id, command, &metadata).await?,
        Stream::New => executor.create(&id, command, &metadata).await?,
    })
}
