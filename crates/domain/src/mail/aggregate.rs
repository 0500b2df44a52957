//! A mail's state and the order of its outcomes.

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

use super::events::{MailContent, MailEvent, MailKind};
use crate::{DomainError, ErrorKind};

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MailCommand {
    Queue {
        to: String,
        member: Option<Uuid>,
        kind: MailKind,
        content: MailContent,
        message_id: String,
        now: OffsetDateTime,
    },
    RecordSent {
        answer: String,
        now: OffsetDateTime,
    },
    /// `permanent`: the server refused for good (a 5xx answer). Otherwise the next
    /// attempt waits twice as long as the last, at most `longest`, and the mail is
    /// given up once `give_up_after` has passed since it was queued.
    RecordFailure {
        error: String,
        permanent: bool,
        now: OffsetDateTime,
        longest: Duration,
        give_up_after: Duration,
    },
    /// An admin puts an undeliverable mail back in the queue.
    Retry {
        by: String,
        now: OffsetDateTime,
    },
    /// Its member is erased: a mail not sent yet never will be (nothing to do for
    /// one already out).
    Cancel {
        now: OffsetDateTime,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum MailStatus {
    /// Not queued yet (a stream with no events).
    #[default]
    None,
    Waiting,
    Sent,
    Failed,
    Undeliverable,
    Cancelled,
}

impl MailStatus {
    /// Its name in the API and the read model.
    pub fn as_str(self) -> &'static str {
        match self {
            MailStatus::None => "none",
            MailStatus::Waiting => "waiting",
            MailStatus::Sent => "sent",
            MailStatus::Failed => "failed",
            MailStatus::Undeliverable => "undeliverable",
            MailStatus::Cancelled => "cancelled",
        }
    }

    /// Whether the dispatcher still has to send it.
    pub fn is_pending(self) -> bool {
        matches!(self, MailStatus::Waiting | MailStatus::Failed)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MailError {
    #[error("Mail introuvable")]
    NotFound,
    #[error("Seul un mail non distribuable peut être renvoyé")]
    NotUndeliverable,
    /// An outcome recorded for a mail that is no longer waiting (another node's
    /// duplicate, or a mail cancelled meanwhile).
    #[error("Ce mail n'attend plus d'envoi")]
    NotWaiting,
    #[error("Ce mail existe déjà")]
    AlreadyQueued,
}

impl DomainError for MailError {
    fn kind(&self) -> ErrorKind {
        match self {
            MailError::NotFound => ErrorKind::NotFound,
            _ => ErrorKind::Conflict,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            MailError::NotFound => "not_found",
            MailError::NotUndeliverable => "not_undeliverable",
            MailError::NotWaiting => "not_waiting",
            MailError::AlreadyQueued => "already_queued",
        }
    }
}

/// One mail: what the dispatcher needs to send it again, and where it stands.
#[derive(Debug, Default, Clone, Serialize, Deserialize)]
pub struct Mail {
    status: MailStatus,
    to: String,
    kind: Option<MailKind>,
    content: Option<MailContent>,
    message_id: String,
    /// Attempts since it was queued or last retried by an admin.
    attempts: u32,
    /// When it was queued or last retried: the time allowed runs from there.
    since: Option<OffsetDateTime>,
    /// When its next attempt is due, while one is.
    due_at: Option<OffsetDateTime>,
}

impl Mail {
    pub fn status(&self) -> MailStatus {
        self.status
    }
    pub fn to(&self) -> &str {
        &self.to
    }
    pub fn kind(&self) -> Option<MailKind> {
        self.kind
    }
    pub fn content(&self) -> Option<&MailContent> {
        self.content.as_ref()
    }
    pub fn message_id(&self) -> &str {
        &self.message_id
    }
    pub fn attempts(&self) -> u32 {
        self.attempts
    }
    /// Whether an attempt is due at `now`: the dispatcher checks it against the log
    /// before each send, whatever its read model says.
    pub fn is_due(&self, now: OffsetDateTime) -> bool {
        self.status.is_pending() && self.due_at.is_some_and(|due| due <= now)
    }

    fn failure(
        &self,
        error: String,
        permanent: bool,
        now: OffsetDateTime,
        longest: Duration,
        give_up_after: Duration,
    ) -> MailEvent {
        let attempt = self.attempts + 1;
        let since = self.since.unwrap_or(now);
        if permanent || now - since >= give_up_after {
            return MailEvent::MailUndeliverable {
                error,
                attempt,
                at: now,
            };
        }
        // 1 s, 2 s, 4 s... up to `longest`.
        let growing = Duration::seconds(1i64 << attempt.saturating_sub(1).min(30));
        MailEvent::MailFailed {
            error,
            attempt,
            at: now,
            next_at: now + growing.min(longest).max(Duration::ZERO),
        }
    }
}

impl Aggregate for Mail {
    const TYPE: &'static str = "mail";
    type Command = MailCommand;
    type Event = MailEvent;
    type Error = MailError;
    type Services = ();

    async fn handle(
        &mut self,
        command: MailCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), MailError> {
        let event = match command {
            MailCommand::Queue {
                to,
                member,
                kind,
                content,
                message_id,
                now,
            } => {
                if self.status != MailStatus::None {
                    return Err(MailError::AlreadyQueued);
                }
                MailEvent::MailQueued {
                    to,
                    member,
                    kind,
                    content,
                    message_id,
                    at: now,
                }
            }
            MailCommand::RecordSent { answer, now } => {
                if !self.status.is_pending() {
                    return Err(MailError::NotWaiting);
                }
                MailEvent::MailSent {
                    answer,
                    attempt: self.attempts + 1,
                    at: now,
                }
            }
            MailCommand::RecordFailure {
                error,
                permanent,
                now,
                longest,
                give_up_after,
            } => {
                if !self.status.is_pending() {
                    return Err(MailError::NotWaiting);
                }
                self.failure(error, permanent, now, longest, give_up_after)
            }
            MailCommand::Retry { by, now } => match self.status {
                MailStatus::None => return Err(MailError::NotFound),
                MailStatus::Undeliverable => MailEvent::MailRetried { by, at: now },
                _ => return Err(MailError::NotUndeliverable),
            },
            MailCommand::Cancel { now } => {
                if !self.status.is_pending() && self.status != MailStatus::Undeliverable {
                    return Ok(());
                }
                MailEvent::MailCancelled { at: now }
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: MailEvent) {
        match event {
            MailEvent::MailQueued {
                to,
                kind,
                content,
                message_id,
                at,
                ..
            } => {
                self.status = MailStatus::Waiting;
                self.to = to;
                self.kind = Some(kind);
                self.content = Some(content);
                self.message_id = message_id;
                self.since = Some(at);
                self.due_at = Some(at);
            }
            MailEvent::MailSent { attempt, .. } => {
                self.status = MailStatus::Sent;
                self.attempts = attempt;
                self.due_at = None;
            }
            MailEvent::MailFailed {
                attempt, next_at, ..
            } => {
                self.status = MailStatus::Failed;
                self.attempts = attempt;
                self.due_at = Some(next_at);
            }
            MailEvent::MailUndeliverable { attempt, .. } => {
                self.status = MailStatus::Undeliverable;
                self.attempts = attempt;
                self.due_at = None;
            }
            MailEvent::MailRetried { at, .. } => {
                self.status = MailStatus::Waiting;
                self.attempts = 0;
                self.since = Some(at);
                self.due_at = Some(at);
            }
            MailEvent::MailCancelled { .. } => {
                self.status = MailStatus::Cancelled;
                self.due_at = None;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    fn start() -> OffsetDateTime {
        OffsetDateTime::UNIX_EPOCH + Duration::days(20_000)
    }

    fn queued() -> MailEvent {
        MailEvent::MailQueued {
            to: "marie@exemple.fr".into(),
            member: None,
            kind: MailKind::ReportDecision,
            content: MailContent::Text {
                subject: "s".into(),
                text: "t".into(),
            },
            message_id: "<m@bobine>".into(),
            at: start(),
        }
    }

    fn failure(permanent: bool, now: OffsetDateTime) -> MailCommand {
        MailCommand::RecordFailure {
            error: "connexion refusée".into(),
            permanent,
            now,
            longest: Duration::seconds(600),
            give_up_after: Duration::hours(48),
        }
    }

    #[test]
    fn each_failure_waits_twice_as_long_up_to_the_longest_delay() {
        let now = start() + Duration::minutes(5);
        let failed = |attempt| MailEvent::MailFailed {
            error: "connexion refusée".into(),
            attempt,
            at: start(),
            next_at: start(),
        };
        TestFramework::<Mail>::with(())
            .given(vec![queued(), failed(1), failed(2)])
            .when(failure(false, now))
            .then_expect_events(vec![MailEvent::MailFailed {
                error: "connexion refusée".into(),
                attempt: 3,
                at: now,
                next_at: now + Duration::seconds(4),
            }]);
        let many: Vec<_> = std::iter::once(queued())
            .chain((1..20).map(failed))
            .collect();
        TestFramework::<Mail>::with(())
            .given(many)
            .when(failure(false, now))
            .then_expect_events(vec![MailEvent::MailFailed {
                error: "connexion refusée".into(),
                attempt: 20,
                at: now,
                next_at: now + Duration::seconds(600),
            }]);
    }

    #[test]
    fn a_permanent_refusal_or_the_time_allowed_running_out_makes_it_undeliverable() {
        TestFramework::<Mail>::with(())
            .given(vec![queued()])
            .when(failure(true, start()))
            .then_expect_events(vec![MailEvent::MailUndeliverable {
                error: "connexion refusée".into(),
                attempt: 1,
                at: start(),
            }]);
        let late = start() + Duration::hours(48);
        TestFramework::<Mail>::with(())
            .given(vec![queued()])
            .when(failure(false, late))
            .then_expect_events(vec![MailEvent::MailUndeliverable {
                error: "connexion refusée".into(),
                attempt: 1,
                at: late,
            }]);
    }

    #[test]
    fn a_sent_mail_is_recorded_sent_once_and_only_an_undeliverable_one_is_retried() {
        let sent = MailEvent::MailSent {
            answer: "250 OK".into(),
            attempt: 1,
            at: start(),
        };
        TestFramework::<Mail>::with(())
            .given(vec![queued(), sent.clone()])
            .when(MailCommand::RecordSent {
                answer: "250 OK".into(),
                now: start(),
            })
            .then_expect_error(MailError::NotWaiting);
        TestFramework::<Mail>::with(())
            .given(vec![queued(), sent])
            .when(MailCommand::Retry {
                by: "admin".into(),
                now: start(),
            })
            .then_expect_error(MailError::NotUndeliverable);
        TestFramework::<Mail>::with(())
            .given_no_previous_events()
            .when(MailCommand::Retry {
                by: "admin".into(),
                now: start(),
            })
            .then_expect_error(MailError::NotFound);
    }

    #[test]
    fn cancelling_stops_a_waiting_mail_and_leaves_a_sent_one_as_it_is() {
        TestFramework::<Mail>::with(())
            .given(vec![queued()])
            .when(MailCommand::Cancel { now: start() })
            .then_expect_events(vec![MailEvent::MailCancelled { at: start() }]);
        TestFramework::<Mail>::with(())
            .given(vec![
                queued(),
                MailEvent::MailSent {
                    answer: "250 OK".into(),
                    attempt: 1,
                    at: start(),
                },
            ])
            .when(MailCommand::Cancel { now: start() })
            .then_expect_events(vec![]);
    }
}
