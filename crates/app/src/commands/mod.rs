//! The one way a workflow runs a command: on one stream of one aggregate, the acting
//! user, admin or `system` named in the events' metadata with the request behind it
//! (docs/architecture.md, "A command, step by step"). The aggregate's refusal comes
//! back as an [`AppError`] with its own code ([`DomainError`]).

use std::fmt::Display;

use bobine_store::{Executor, Position};
use cqrs_es::Aggregate;

use crate::error::{AppError, DomainError};
use crate::node::Node;
use crate::origin::Origin;

pub(crate) mod run;

use run::{Stream, run};

impl Node {
    /// Runs `command` on stream `id` of `executor`'s aggregate, `actor` recorded as
    /// the one who acted. Answers the position of the command's last event.
    pub(crate) async fn run_as<A>(
        &self,
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

    /// [`Node::run_as`] on a stream the caller has just minted (a new report or
    /// request): decided against a new aggregate without reading the log first.
    pub(crate) async fn run_new_as<A>(
        &self,
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
        run(executor, origin, actor, id, command, Stream::New).await
    }

    /// [`Node::run_as`], then waits until this node's read models have applied the
    /// command ([`Node::settle`]): for a change the very next request must see (a
    /// sign-in, a ban, a decision the admin's list shows at once).
    pub(crate) async fn run_settled<A>(
        &self,
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
        let position = self.run_as(executor, origin, actor, id, command).await?;
        self.settle(position).await;
        Ok(position)
    }
}
