//! The mail dispatcher (docs/adr/0044-mail-dispatcher.md): a task of each serving node
//! that sends what the `mail` read model says is due, records each outcome in the
//! log, and waits for the next due attempt or the next append.
//!
//! One node at a time sends, the holder of the mail lease. Before each send it reads
//! the mail's stream from the log, not the read model: a node that takes the lease
//! over never sends again what the previous holder recorded as sent. A holder that
//! dies between a send and its record leaves the mail due, and it leaves once more,
//! with the same `Message-ID`.

use std::sync::Arc;
use std::time::Duration;

use bobine_domain::mail::{Mail, MailCommand, MailEvent, MailKind, MailStatus};
use bobine_projections::mail::queries;
use bobine_projections::{ReadDb, Statuses};
use bobine_store::{EventLog, Executor, Lease, Position};
use cqrs_es::Aggregate;
use time::OffsetDateTime;
use tokio::sync::Notify;
use tokio::task::JoinHandle;
use uuid::Uuid;

use super::render::envelope;
use crate::accounts::mailer::Mailer;
use crate::clock::Clock;
use crate::commands::run::run_for_task;
use crate::error::AppError;
use crate::origin::Origin;
use crate::settings::Settings;

/// The advisory lock of the mail lease: "bobine" and the mail.
const MAIL_LEASE: i64 = 0x0062_6f62_696e_650d;

/// Mails read from the read model per query.
const BATCH: u32 = 50;

/// The task; stops when dropped.
pub(crate) struct Dispatcher(JoinHandle<()>);

impl Drop for Dispatcher {
    fn drop(&mut self) {
        self.0.abort();
    }
}

/// What the dispatcher needs of its node.
pub(crate) struct Sending {
    pub log: EventLog,
    pub mails: Arc<Executor<Mail>>,
    pub read: ReadDb,
    pub statuses: Statuses,
    /// Woken after each commit of this node, and of the others on PostgreSQL.
    pub appended: Arc<Notify>,
    pub clock: Clock,
    pub settings: Settings,
    pub secret: Arc<Vec<u8>>,
    pub mailer: Mailer,
}

impl Dispatcher {
    pub fn start(sending: Sending) -> Dispatcher {
        Dispatcher(tokio::spawn(sending.run()))
    }
}

impl Sending {
    async fn run(self) {
        let mut lease = self.log.lease(MAIL_LEASE);
        loop {
            let woken = self.appended.notified();
            tokio::pin!(woken);
            woken.as_mut().enable();
            let wait = match self.round(&mut lease).await {
                Ok(next) => self.until(next),
                Err(error) => {
                    tracing::warn!(%error, "mail: the dispatcher's round failed, tried again");
                    self.settings.poll_interval
                }
            };
            // Woken by an append (a new mail, another node's outcome), by the next
            // due attempt, or by the poll that catches what nothing notifies (the
            // command line's appends, a lease freed by another node).
            tokio::select! {
                _ = woken => {}
                _ = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// How long to wait for `next`, at most the poll interval.
    fn until(&self, next: Option<OffsetDateTime>) -> Duration {
        let poll = self.settings.poll_interval;
        next.map_or(poll, |next| {
            Duration::try_from(next - self.clock.now())
                .unwrap_or(Duration::ZERO)
                .min(poll)
        })
    }

    /// Sends every mail due, if this node holds the lease; answers when the next
    /// attempt is due.
    async fn round(&self, lease: &mut Lease) -> Result<Option<OffsetDateTime>, AppError> {
        let held = lease.hold().await.map_err(AppError::internal)?;
        metrics::gauge!("bobine_mail_dispatcher_active").set(if held { 1.0 } else { 0.0 });
        if !held {
            return Ok(None);
        }
        let head = self.log.head().await.map_err(AppError::internal)?;
        self.statuses.wait_for(head, self.settings.read_wait).await;
        loop {
            let due = queries::due(self.read.reads(), self.clock.now(), BATCH).await?;
            let mut recorded = None;
            for id in due {
                if let Some(position) = self.attempt(&id).await? {
                    recorded = recorded.max(Some(position));
                }
            }
            // The read model must show these outcomes before it is asked again.
            let Some(position) = recorded else { break };
            self.statuses
                .wait_for(position, self.settings.read_wait)
                .await;
        }
        self.count().await?;
        Ok(queries::next_due(self.read.reads()).await?)
    }

    /// One attempt at mail `id`, if the log says one is due; answers the position of
    /// its outcome.
    async fn attempt(&self, id: &str) -> Result<Option<Position>, AppError> {
        let mail = self.mails.load(id).await?;
        let Ok(uuid) = Uuid::parse_str(id) else {
            return Ok(None);
        };
        if !mail.is_due(self.clock.now()) {
            return Ok(None);
        }
        let Some(envelope) = envelope(&self.secret, &self.settings.public_url, uuid, &mail) else {
            return Ok(None);
        };
        let command = match self.mailer.deliver(envelope).await {
            Ok(answer) => MailCommand::RecordSent {
                answer,
                now: self.clock.now(),
            },
            Err(refusal) => {
                tracing::warn!(mail = id, error = %refusal.error, permanent = refusal.permanent, "mail: attempt failed");
                MailCommand::RecordFailure {
                    error: refusal.error,
                    permanent: refusal.permanent,
                    now: self.clock.now(),
                    longest: self
                        .settings
                        .mail_retry_max
                        .try_into()
                        .unwrap_or(time::Duration::MAX),
                    give_up_after: self
                        .settings
                        .mail_give_up
                        .try_into()
                        .unwrap_or(time::Duration::MAX),
                }
            }
        };
        let origin = Origin::system("mail");
        let position = run_for_task(&self.mails, &origin, "system", id, command).await?;
        let status = self.mails.load(id).await?.status();
        metrics::counter!("bobine_mail_total", "outcome" => status.as_str()).increment(1);
        if mail.kind() == Some(MailKind::Farewell) && !status.is_pending() {
            self.forget_address(id, position).await?;
        }
        Ok(Some(position))
    }

    /// A farewell mail's member was erased before it was written: once it has left
    /// (or never will), the log forgets its address too, and so do the journals of
    /// the log and of `read.db` once the read model has blanked it
    /// (docs/adr/0041-erasure-down-to-the-disk.md).
    async fn forget_address(&self, id: &str, by: Position) -> Result<(), AppError> {
        self.log
            .redact(Mail::TYPE, id, by, MailEvent::redacted)
            .await
            .map_err(AppError::internal)?;
        self.statuses.wait_for(by, self.settings.read_wait).await;
        if let Err(error) = self.log.truncate_journal().await {
            tracing::warn!(%error, "events.db: the journal was not truncated after a farewell mail");
        }
        if let Err(error) = self.read.truncate_journal().await {
            tracing::warn!(%error, "read.db: the journal was not truncated after a farewell mail");
        }
        Ok(())
    }

    /// The counts `/metrics` shows.
    async fn count(&self) -> Result<(), AppError> {
        let counts = queries::counts(self.read.reads()).await?;
        for (status, count) in [
            (MailStatus::Waiting, counts.waiting),
            (MailStatus::Failed, counts.failed),
            (MailStatus::Undeliverable, counts.undeliverable),
        ] {
            metrics::gauge!("bobine_mail_queue", "status" => status.as_str()).set(count as f64);
        }
        Ok(())
    }
}
