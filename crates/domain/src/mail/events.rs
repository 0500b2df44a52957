//! What happened to a mail. The log holds what renders it, never a link's secret: a
//! reset or confirmation link is derived again from the mail's id and the node's key
//! at each attempt.

use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

/// What the mail is about (the admin's list shows it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MailKind {
    /// An address to confirm, at sign-up or for a new address.
    Confirmation,
    PasswordReset,
    /// The team's decision on a member's report.
    ReportDecision,
    /// The team's decision on a member's request.
    RequestDecision,
    /// The team's decision on a member's appeal against their ban.
    AppealDecision,
    /// An admin's message to a member.
    AdminMessage,
    /// The last mail of a member who erased their own account.
    Farewell,
    /// An admin's daily digest of the reports and requests waiting too long.
    OverdueDigest,
    /// A staff member's notice that their second factors or passkeys changed, or
    /// that someone signed in from a new device.
    SecurityNotice,
}

impl MailKind {
    /// Its name in the API and the metrics.
    pub fn as_str(self) -> &'static str {
        match self {
            MailKind::Confirmation => "confirmation",
            MailKind::PasswordReset => "password_reset",
            MailKind::ReportDecision => "report_decision",
            MailKind::RequestDecision => "request_decision",
            MailKind::AppealDecision => "appeal_decision",
            MailKind::AdminMessage => "admin_message",
            MailKind::Farewell => "farewell",
            MailKind::OverdueDigest => "overdue_digest",
            MailKind::SecurityNotice => "security_notice",
        }
    }
}

/// What renders the mail.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum MailContent {
    /// Written once and for all (decisions, an admin's message, the last mail).
    Text { subject: String, text: String },
    /// `member`'s link, its token derived from the mail's id and the node's key.
    Link { member: Uuid },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum MailEvent {
    /// Bobine owes this mail. `member`: the account it concerns, whose erasure
    /// cancels it and blanks it; `message_id`: the `Message-ID` of every attempt, so
    /// that a duplicate is recognised as one.
    MailQueued {
        to: String,
        member: Option<Uuid>,
        kind: MailKind,
        content: MailContent,
        message_id: String,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// The SMTP server took it (`answer`: its reply), or the outbox holds it.
    MailSent {
        answer: String,
        attempt: u32,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// An attempt failed for a reason that may pass; the next one is due at `next_at`.
    MailFailed {
        error: String,
        attempt: u32,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
        #[serde(with = "time::serde::rfc3339")]
        next_at: OffsetDateTime,
    },
    /// Refused for good (a 5xx answer), or still failing when the time allowed ran
    /// out: nothing more is tried until an admin retries it.
    MailUndeliverable {
        error: String,
        attempt: u32,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// An admin put an undeliverable mail back in the queue (`by`: their id).
    MailRetried {
        by: String,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// Its member was erased before it left: it never will.
    MailCancelled {
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
}

impl MailEvent {
    /// The event without its recipient nor its text: what the log keeps of a mail
    /// once its member is erased.
    pub fn redacted(self) -> MailEvent {
        match self {
            MailEvent::MailQueued {
                member,
                kind,
                content,
                message_id,
                at,
                ..
            } => MailEvent::MailQueued {
                to: String::new(),
                member,
                kind,
                content: match content {
                    MailContent::Text { .. } => MailContent::Text {
                        subject: String::new(),
                        text: String::new(),
                    },
                    link => link,
                },
                message_id,
                at,
            },
            other => other,
        }
    }
}

impl DomainEvent for MailEvent {
    fn event_type(&self) -> String {
        match self {
            MailEvent::MailQueued { .. } => "MailQueued",
            MailEvent::MailSent { .. } => "MailSent",
            MailEvent::MailFailed { .. } => "MailFailed",
            MailEvent::MailUndeliverable { .. } => "MailUndeliverable",
            MailEvent::MailRetried { .. } => "MailRetried",
            MailEvent::MailCancelled { .. } => "MailCancelled",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
