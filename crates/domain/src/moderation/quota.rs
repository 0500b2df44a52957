//! The weekly limit of content requests (docs/product.md, member side §9): one stream per
//! member and Europe/Paris ISO week, whose id the application derives from its clock.
//! A new week is a new, empty stream: the counter "resets on Monday at midnight"
//! without anything being written.
//!
//! Each request consumes one unit, named by the request's id. Two consumptions racing
//! for the last unit clash in the log and the loser is decided again against the
//! newer count, so ten simultaneous fourth requests are all refused (docs/adr/0004).

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::{DomainError, ErrorKind};

/// Requests a member may make per Paris week.
pub const WEEKLY_LIMIT: u32 = 3;

#[derive(Debug, Clone, PartialEq)]
pub enum QuotaCommand {
    /// Takes one request of `user`'s `week` (`2026-W48`) for request `request`.
    Consume {
        user: Uuid,
        week: String,
        request: Uuid,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum QuotaEvent {
    RequestQuotaConsumed {
        user: Uuid,
        week: String,
        request: Uuid,
    },
}

impl DomainEvent for QuotaEvent {
    fn event_type(&self) -> String {
        match self {
            QuotaEvent::RequestQuotaConsumed { .. } => "RequestQuotaConsumed",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QuotaError {
    #[error("Vous avez atteint la limite de 3 demandes par semaine")]
    LimitReached,
}

/// The weekly limit is a limit of use, as a rate limit.
impl DomainError for QuotaError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::RateLimited
    }

    fn code(&self) -> &'static str {
        "weekly_limit"
    }
}

/// The requests a member made in one week.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct RequestQuota {
    requests: Vec<Uuid>,
}

impl RequestQuota {
    /// The stream id of `user`'s quota for `week`.
    pub fn id(user: Uuid, week: &str) -> String {
        format!("{user}:{week}")
    }

    pub fn used(&self) -> u32 {
        self.requests.len() as u32
    }
}

impl Aggregate for RequestQuota {
    const TYPE: &'static str = "request_quota";
    type Command = QuotaCommand;
    type Event = QuotaEvent;
    type Error = QuotaError;
    type Services = ();

    async fn handle(
        &mut self,
        command: QuotaCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), QuotaError> {
        let QuotaCommand::Consume {
            user,
            week,
            request,
        } = command;
        // A retried consumption for the same request takes nothing more.
        if self.requests.contains(&request) {
            return Ok(());
        }
        if self.used() >= WEEKLY_LIMIT {
            return Err(QuotaError::LimitReached);
        }
        sink.write(
            QuotaEvent::RequestQuotaConsumed {
                user,
                week,
                request,
            },
            self,
        )
        .await;
        Ok(())
    }

    fn apply(&mut self, event: QuotaEvent) {
        match event {
            QuotaEvent::RequestQuotaConsumed { request, .. } => self.requests.push(request),
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    fn consume(n: u128) -> QuotaCommand {
        QuotaCommand::Consume {
            user: Uuid::from_u128(1),
            week: "2026-W48".into(),
            request: Uuid::from_u128(n),
        }
    }

    fn consumed(n: u128) -> QuotaEvent {
        QuotaEvent::RequestQuotaConsumed {
            user: Uuid::from_u128(1),
            week: "2026-W48".into(),
            request: Uuid::from_u128(n),
        }
    }

    #[test]
    fn three_requests_a_week_and_not_a_fourth() {
        TestFramework::<RequestQuota>::with(())
            .given(vec![consumed(1), consumed(2)])
            .when(consume(3))
            .then_expect_events(vec![consumed(3)]);
        TestFramework::<RequestQuota>::with(())
            .given(vec![consumed(1), consumed(2), consumed(3)])
            .when(consume(4))
            .then_expect_error_message("Vous avez atteint la limite de 3 demandes par semaine");
    }

    #[test]
    fn consuming_again_for_the_same_request_takes_nothing() {
        TestFramework::<RequestQuota>::with(())
            .given(vec![consumed(1), consumed(2), consumed(3)])
            .when(consume(2))
            .then_expect_events(vec![]);
        assert_eq!(
            RequestQuota::id(Uuid::from_u128(1), "2026-W48"),
            "00000000-0000-0000-0000-000000000001:2026-W48"
        );
    }
}
