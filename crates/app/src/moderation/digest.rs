//! The admins' daily digest of overdue moderation work (issue 35,
//! docs/adr/0049-overdue-work-and-its-daily-digest.md): what it lists, how each node's
//! task sends it once per admin and Paris day. It knows no node, so that the node can
//! start its task; [`super::overdue`] is its face for the node's workflows.
//!
//! **Once a day across nodes.** A digest is a mail of the outbox whose id is derived
//! from the Paris day and the admin, not drawn at random: every node that tries to
//! queue Tuesday's digest for one admin names the same stream, and the mail aggregate
//! refuses a second `MailQueued` (`already_queued`), the executor deciding the loser
//! again after its optimistic-concurrency conflict. No lease, no extra event: the
//! mail's own first event is the record that the day's digest exists.

use std::sync::Arc;
use std::time::Duration;

use bobine_domain::accounts::Account;
use bobine_domain::mail::{Mail, MailCommand, MailContent, MailKind};
use bobine_domain::moderation::{ProblemType, ReportStatus, RequestStatus};
use bobine_projections::ReadDb;
use bobine_projections::Statuses;
use bobine_projections::accounts::queries::admin_ids;
use bobine_projections::accounts::stamp::stamp;
use bobine_projections::audit::french;
use bobine_projections::moderation::admin::{self, OverdueItem};
use bobine_store::{EventLog, Executor};
use jiff::civil::Date;
use time::OffsetDateTime;
use tokio::task::JoinHandle;
use uuid::Uuid;

use crate::analytics::paris_date;
use crate::clock::Clock;
use crate::commands::run::run_for_task;
use crate::error::AppError;
use crate::mail::message_id;
use crate::origin::Origin;
use crate::settings::Settings;

/// The Paris hour from which a day's digest is due (08:00): the team reads it at
/// the start of its day.
pub const DIGEST_HOUR: i8 = 8;

/// Items of each kind the mail names; the link to the list shows the rest.
const LISTED: u32 = 20;

/// Namespace of the digests' mail ids (UUID v5 of `overdue-digest/<day>/<admin>`).
const DIGEST_NAMESPACE: Uuid = Uuid::from_u128(0x0062_6f62_696e_6564_6967_6573_7430_3439);

/// The stamp before which an item waiting since then is overdue at `now`.
pub(crate) fn cutoff_at(now: OffsetDateTime, overdue: Duration) -> String {
    let overdue = time::Duration::try_from(overdue).unwrap_or(time::Duration::MAX);
    stamp(
        now.checked_sub(overdue)
            .unwrap_or(OffsetDateTime::UNIX_EPOCH),
    )
}

/// The id of `admin`'s digest of Paris day `day`: the same on every node.
pub fn digest_id(day: Date, admin: Uuid) -> Uuid {
    Uuid::new_v5(
        &DIGEST_NAMESPACE,
        format!("overdue-digest/{day}/{admin}").as_bytes(),
    )
}

/// What one attempt at a day's digest did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DigestOutcome {
    /// The Paris day, `2026-11-24`.
    pub day: String,
    pub overdue_reports: i64,
    pub overdue_requests: i64,
    /// Admins this attempt queued the day's digest for.
    pub queued: usize,
    /// Admins whose digest of the day was queued already (by another node, or by
    /// this one before it restarted).
    pub already_queued: usize,
    /// Admins who turned the digest off.
    pub opted_out: usize,
}

impl DigestOutcome {
    /// Nothing was overdue: no mail, and the node tries again later that day (else
    /// every admin has the day's digest or does not want it, and the day is done).
    fn nothing_overdue(&self) -> bool {
        self.overdue_reports + self.overdue_requests == 0
    }
}

/// What the digest needs of its node: a serving node's task holds it, not the node.
#[derive(Clone)]
pub(crate) struct Digests {
    pub log: EventLog,
    pub read: ReadDb,
    pub statuses: Statuses,
    pub accounts: Arc<Executor<Account>>,
    pub mails: Arc<Executor<Mail>>,
    pub clock: Clock,
    pub settings: Settings,
}

impl Digests {
    /// Queues today's digest (module doc), once this node has folded the log's head.
    pub async fn send(&self) -> Result<DigestOutcome, AppError> {
        // The lists are read once this node has folded the whole log: an item
        // decided on another node a moment ago is not overdue any more.
        let head = self.log.head().await.map_err(AppError::internal)?;
        self.statuses.wait_for(head, self.settings.read_wait).await;
        let now = self.clock.now();
        let day = paris_date(now);
        let cutoff = cutoff_at(now, self.settings.moderation_overdue);
        let db = self.read.reads();
        let (overdue_reports, overdue_requests) = admin::overdue_counts(db, &cutoff).await?;
        let mut outcome = DigestOutcome {
            day: day.to_string(),
            overdue_reports,
            overdue_requests,
            ..DigestOutcome::default()
        };
        if outcome.nothing_overdue() {
            return Ok(outcome);
        }
        let reports = admin::overdue_reports(db, &cutoff, LISTED).await?;
        let requests = admin::overdue_requests(db, &cutoff, LISTED).await?;
        let content = self.content(&outcome, &reports, &requests);
        let origin = Origin::system("overdue-digest");
        for admin in admin_ids(db).await? {
            let account = self.accounts.load(&admin.to_string()).await?;
            if !account.wants_overdue_digest() {
                outcome.opted_out += usize::from(account.exists() && account.is_admin());
                continue;
            }
            let id = digest_id(day, admin);
            let command = MailCommand::Queue {
                to: account.email().to_string(),
                member: Some(admin),
                kind: MailKind::OverdueDigest,
                content: content.clone(),
                message_id: message_id(id, &self.settings.mail_from),
                now,
            };
            match run_for_task(&self.mails, &origin, "system", id, command).await {
                Ok(_) => outcome.queued += 1,
                Err(error) if error.code == "already_queued" => outcome.already_queued += 1,
                Err(error) => return Err(error),
            }
        }
        Ok(outcome)
    }

    /// The mail: how many of each, the longest waiting first, a link to each list
    /// filtered on what is overdue, and where to turn it off.
    fn content(
        &self,
        outcome: &DigestOutcome,
        reports: &[OverdueItem],
        requests: &[OverdueItem],
    ) -> MailContent {
        let base = &self.settings.public_url;
        let hours = self.settings.moderation_overdue.as_secs() / 3600;
        let mut text = format!(
            "Bonjour,\n\nVoici le travail de modération qui attend depuis plus de {hours} heures.\n"
        );
        if outcome.overdue_reports > 0 {
            text.push_str(&format!(
                "\nSignalements en retard : {}\n",
                outcome.overdue_reports
            ));
            for item in reports {
                text.push_str(&line(item, report_detail(item)));
            }
            more(&mut text, outcome.overdue_reports, reports.len());
            text.push_str(&format!("Les voir : {base}/admin/reports?overdue=true\n"));
        }
        if outcome.overdue_requests > 0 {
            text.push_str(&format!(
                "\nDemandes de contenu en retard : {}\n",
                outcome.overdue_requests
            ));
            for item in requests {
                text.push_str(&line(item, request_detail(item)));
            }
            more(&mut text, outcome.overdue_requests, requests.len());
            text.push_str(&format!(
                "Les voir : {base}/admin/content-requests?overdue=true\n"
            ));
        }
        text.push_str(&format!(
            "\nVous recevez ce récapitulatif une fois par jour tant que du travail est en \
             retard. Pour ne plus le recevoir : {base}/profile\n\nL'équipe Bobine\n"
        ));
        MailContent::Text {
            subject: subject(outcome.overdue_reports, outcome.overdue_requests),
            text,
        }
    }
}

/// « Modération : 3 signalements et 1 demande en retard ».
fn subject(reports: i64, requests: i64) -> String {
    let count = |n: i64, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    let parts: Vec<String> = [
        (reports > 0).then(|| count(reports, "signalement", "signalements")),
        (requests > 0).then(|| count(requests, "demande", "demandes")),
    ]
    .into_iter()
    .flatten()
    .collect();
    format!("Modération : {} en retard", parts.join(" et "))
}

/// « - « Alien » · Problème de son · En cours · attend depuis le 20 novembre 2026 à
/// 9 h 00 »: since its filing (or reopening), whatever its status now.
fn line(item: &OverdueItem, detail: String) -> String {
    let since = french::instant(&item.waiting_since).unwrap_or_else(|| item.waiting_since.clone());
    format!(
        "- « {} » · {detail} · attend depuis le {since}\n",
        item.title
    )
}

fn report_detail(item: &OverdueItem) -> String {
    let problem = item
        .problem_type
        .as_deref()
        .and_then(|p| ProblemType::parse(p).ok())
        .map_or("Problème", ProblemType::label);
    let status = match item.status.as_str() {
        "in_progress" => ReportStatus::InProgress.label(),
        _ => ReportStatus::Pending.label(),
    };
    format!("{problem} · {status}")
}

fn request_detail(item: &OverdueItem) -> String {
    let kind = if item.content_type == "series" {
        "Série"
    } else {
        "Film"
    };
    let status = match item.status.as_str() {
        "approved" => RequestStatus::Approved.label(),
        _ => RequestStatus::Pending.label(),
    };
    format!("{kind} · {status}")
}

/// « … et 12 de plus » when the list was cut.
fn more(text: &mut String, total: i64, listed: usize) {
    let rest = total - i64::try_from(listed).unwrap_or(i64::MAX);
    if rest > 0 {
        text.push_str(&format!("… et {rest} de plus\n"));
    }
}

/// The task of a serving node that sends the day's digest: from [`DIGEST_HOUR`]
/// Paris time, it tries until the day is done (every admin has their digest, or
/// does not want it), and again while nothing is overdue yet. Stops when dropped.
pub(crate) struct DigestTask(JoinHandle<()>);

impl Drop for DigestTask {
    fn drop(&mut self) {
        self.0.abort();
    }
}

impl DigestTask {
    pub fn start(digests: Digests) -> DigestTask {
        DigestTask(tokio::spawn(async move {
            // Ten polls: a count of two indexed tables, a few times a minute at most.
            let every = digests.settings.poll_interval * 10;
            let mut done: Option<Date> = None;
            loop {
                tokio::time::sleep(every).await;
                let now = digests.clock.now();
                let day = paris_date(now);
                if done == Some(day) || paris_hour(now) < DIGEST_HOUR {
                    continue;
                }
                match digests.send().await {
                    Ok(outcome) if outcome.nothing_overdue() => {}
                    Ok(outcome) => {
                        tracing::info!(?outcome, "overdue digest");
                        done = Some(day);
                    }
                    Err(error) => {
                        tracing::warn!(%error, "overdue digest: tried again later");
                        tokio::time::sleep(Duration::from_secs(60)).await;
                    }
                }
            }
        }))
    }
}

/// The hour of `now` in Paris.
fn paris_hour(now: OffsetDateTime) -> i8 {
    jiff::Timestamp::from_nanosecond(now.unix_timestamp_nanos())
        .map(|t| t.to_zoned(bobine_projections::views::PARIS.clone()).hour())
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::*;

    #[test]
    fn the_cutoff_is_the_overdue_delay_before_now_as_the_read_model_stamps() {
        let now = datetime!(2026-11-24 12:00 UTC);
        assert_eq!(
            cutoff_at(now, Duration::from_secs(72 * 3600)),
            "2026-11-21T12:00:00.000000Z"
        );
    }

    #[test]
    fn a_digest_id_is_the_same_for_one_admin_and_day_on_every_node() {
        let admin = Uuid::from_u128(7);
        let day: Date = "2026-11-24".parse().unwrap();
        assert_eq!(digest_id(day, admin), digest_id(day, admin));
        assert_ne!(
            digest_id(day, admin),
            digest_id(day.tomorrow().unwrap(), admin)
        );
        assert_ne!(digest_id(day, admin), digest_id(day, Uuid::from_u128(8)));
    }

    #[test]
    fn the_digest_hour_is_paris_time() {
        // 07:30 UTC in winter is 08:30 in Paris.
        assert_eq!(paris_hour(datetime!(2026-11-24 07:30 UTC)), 8);
        assert_eq!(paris_hour(datetime!(2026-07-14 05:59 UTC)), 7);
    }

    #[test]
    fn the_subject_counts_each_kind_in_french() {
        assert_eq!(
            subject(3, 1),
            "Modération : 3 signalements et 1 demande en retard"
        );
        assert_eq!(subject(1, 0), "Modération : 1 signalement en retard");
        assert_eq!(subject(0, 2), "Modération : 2 demandes en retard");
    }
}
