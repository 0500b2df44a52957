use cqrs_es::DomainEvent;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

/// Why every session of an account ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SessionsEnded {
    /// The member logged out (everywhere).
    LoggedOut,
    /// The member changed their password: other browsers must sign in again.
    PasswordChanged,
    /// A reset link was used.
    PasswordReset,
    /// The member ended every session but the one they asked from (`kept`).
    OthersEnded,
}

/// What happened to an account. Personal data (`email`, password hashes) is blanked
/// in place when the account is erased (docs/adr/0007-accounts-and-sessions.md); the
/// rest of the history stays.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum AccountEvent {
    Registered {
        email: String,
        password_hash: String,
        /// The member whose sponsorship key was used, if any.
        referred_by: Option<Uuid>,
    },
    SignedIn {
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// Every session issued before this one is no longer accepted, but `kept` (the
    /// browser that asked, reissued at the new version).
    SessionsEnded {
        reason: SessionsEnded,
        session_version: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        kept: Option<Uuid>,
    },
    /// A browser signed in: `session` is the id its cookie carries, `device` the
    /// browser and system its user agent names (« Firefox · Linux »), blanked at an
    /// erasure.
    SessionStarted {
        session: Uuid,
        device: String,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// The session was used again, at most once an hour (its « dernière activité »).
    SessionSeen {
        session: Uuid,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// The member ended this session from another one: its cookie is refused.
    SessionEnded {
        session: Uuid,
    },
    /// The member downloaded the archive of their data (at most once an hour).
    ArchiveDownloaded {
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// A one-time link to confirm `email` was mailed: the address of sign-up (to
    /// verify it) or a new address the member asked for.
    EmailConfirmationSent {
        email: String,
        token_hash: String,
        #[serde(with = "time::serde::rfc3339")]
        expires_at: OffsetDateTime,
    },
    /// The link was followed: the address is the account's, verified.
    EmailConfirmed {
        email: String,
    },
    PasswordChanged {
        password_hash: String,
        session_version: u32,
    },
    PasswordResetRequested {
        token_hash: String,
        #[serde(with = "time::serde::rfc3339")]
        expires_at: OffsetDateTime,
    },
    PasswordReset {
        password_hash: String,
        session_version: u32,
    },
    Banned {
        by: String,
        reason: String,
        /// 0 for a permanent ban.
        days: u32,
        /// `None`: permanent.
        #[serde(with = "time::serde::rfc3339::option")]
        until: Option<OffsetDateTime>,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    Unbanned {
        by: String,
    },
    AdminGranted {
        by: String,
    },
    AdminRevoked {
        by: String,
    },
    /// The member may read the audit trail, analytics, the raw log and the
    /// projections' status, and change nothing. `by`: the admin's id or `operator`.
    AnalystGranted {
        by: String,
    },
    AnalystRevoked {
        by: String,
    },
    ReferralKeyGenerated {
        key: String,
        max_uses: u32,
        #[serde(with = "time::serde::rfc3339")]
        expires_at: OffsetDateTime,
    },
    /// Someone signed up with this account's key.
    ReferralKeyUsed {
        key: String,
        new_user: Uuid,
    },
    /// An admin erased the member's personal data; the account can no longer sign in.
    Erased {
        by: String,
    },
    /// The member chose whether the team's answers to their reports and requests are
    /// mailed to them (they are until the member says otherwise).
    PreferencesChanged {
        moderation_emails: bool,
    },
    /// An admin (`by`) mailed the member this subject and text (what the audit trail
    /// shows); both are blanked when the member is erased.
    MemberMailed {
        by: String,
        subject: String,
        body: String,
    },
}

impl AccountEvent {
    /// The same event without personal data: what the log keeps of an erased account.
    pub fn redacted(self) -> AccountEvent {
        match self {
            AccountEvent::Registered { referred_by, .. } => AccountEvent::Registered {
                email: String::new(),
                password_hash: String::new(),
                referred_by,
            },
            AccountEvent::EmailConfirmationSent {
                token_hash,
                expires_at,
                ..
            } => AccountEvent::EmailConfirmationSent {
                email: String::new(),
                token_hash,
                expires_at,
            },
            AccountEvent::EmailConfirmed { .. } => AccountEvent::EmailConfirmed {
                email: String::new(),
            },
            AccountEvent::PasswordChanged {
                session_version, ..
            } => AccountEvent::PasswordChanged {
                password_hash: String::new(),
                session_version,
            },
            AccountEvent::PasswordReset {
                session_version, ..
            } => AccountEvent::PasswordReset {
                password_hash: String::new(),
                session_version,
            },
            AccountEvent::SessionStarted { session, at, .. } => AccountEvent::SessionStarted {
                session,
                device: String::new(),
                at,
            },
            AccountEvent::MemberMailed { by, .. } => AccountEvent::MemberMailed {
                by,
                subject: String::new(),
                body: String::new(),
            },
            other => other,
        }
    }
}

impl DomainEvent for AccountEvent {
    fn event_type(&self) -> String {
        match self {
            AccountEvent::Registered { .. } => "Registered",
            AccountEvent::SignedIn { .. } => "SignedIn",
            AccountEvent::SessionsEnded { .. } => "SessionsEnded",
            AccountEvent::SessionStarted { .. } => "SessionStarted",
            AccountEvent::SessionSeen { .. } => "SessionSeen",
            AccountEvent::SessionEnded { .. } => "SessionEnded",
            AccountEvent::ArchiveDownloaded { .. } => "ArchiveDownloaded",
            AccountEvent::EmailConfirmationSent { .. } => "EmailConfirmationSent",
            AccountEvent::EmailConfirmed { .. } => "EmailConfirmed",
            AccountEvent::PasswordChanged { .. } => "PasswordChanged",
            AccountEvent::PasswordResetRequested { .. } => "PasswordResetRequested",
            AccountEvent::PasswordReset { .. } => "PasswordReset",
            AccountEvent::Banned { .. } => "Banned",
            AccountEvent::Unbanned { .. } => "Unbanned",
            AccountEvent::AdminGranted { .. } => "AdminGranted",
            AccountEvent::AdminRevoked { .. } => "AdminRevoked",
            AccountEvent::AnalystGranted { .. } => "AnalystGranted",
            AccountEvent::AnalystRevoked { .. } => "AnalystRevoked",
            AccountEvent::ReferralKeyGenerated { .. } => "ReferralKeyGenerated",
            AccountEvent::ReferralKeyUsed { .. } => "ReferralKeyUsed",
            AccountEvent::Erased { .. } => "Erased",
            AccountEvent::PreferencesChanged { .. } => "PreferencesChanged",
            AccountEvent::MemberMailed { .. } => "MemberMailed",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
