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

/// Which step of a sign-in refused it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SignInStep {
    Password,
    Code,
    /// A passkey's answer was refused (docs/adr/0050-passkeys.md).
    Passkey,
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
    /// A sign-in was refused at `step` (a wrong password or code) from `device`: what
    /// the member's security log lists, and what slows the account's next attempts.
    SignInFailed {
        step: SignInStep,
        device: String,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// The member began enrolling an authenticator app: `sealed_secret` is its secret
    /// encrypted with the node's key (docs/adr/0045-two-factors.md), never in clear.
    TotpStarted {
        sealed_secret: String,
    },
    /// The member confirmed the enrolment with the code of time step `step`: the
    /// second factor is on. `recovery_codes`: keyed hashes of ten one-time codes.
    TotpEnabled {
        step: u64,
        recovery_codes: Vec<String>,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// A second step accepted the authenticator's code of time step `step`: no code
    /// of that step or an earlier one is accepted again.
    TotpCodeUsed {
        step: u64,
    },
    /// A second step accepted this recovery code (its keyed hash): it is spent.
    RecoveryCodeUsed {
        code: String,
    },
    /// A staff member without a second factor signed in while the operator requires
    /// one (`BOBINE_STAFF_TWO_FACTOR=required`): every staff route refuses them until
    /// they enrol.
    TwoFactorRequired {
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// The second factors were removed, by the member (`by`: their id) or by an admin
    /// who reset them (a lost phone).
    TwoFactorRemoved {
        by: String,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// The member registered a passkey (docs/adr/0050-passkeys.md): `credential_id`
    /// names it in a browser's answers, `credential` holds its public key as the
    /// WebAuthn library wrote it (JSON). Name and key are blanked at an erasure.
    PasskeyAdded {
        passkey: Uuid,
        name: String,
        credential_id: String,
        credential: String,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// A sign-in (or its second step) accepted the passkey's answer to `ceremony` (a
    /// digest of its challenge), with its signature counter at `counter`: neither the
    /// ceremony nor a counter as low serves again.
    PasskeyUsed {
        passkey: Uuid,
        counter: u32,
        ceremony: String,
        #[serde(with = "time::serde::rfc3339")]
        at: OffsetDateTime,
    },
    /// The passkey was removed, by the member (`by`: their id) or by an admin's reset.
    PasskeyRemoved {
        passkey: Uuid,
        by: String,
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
    /// An admin chose whether the daily digest of overdue reports and requests is
    /// mailed to them (it is until they say otherwise; docs/adr/0049).
    DigestPreferenceChanged {
        overdue_digest: bool,
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
            AccountEvent::SignInFailed { step, at, .. } => AccountEvent::SignInFailed {
                step,
                device: String::new(),
                at,
            },
            AccountEvent::TotpStarted { .. } => AccountEvent::TotpStarted {
                sealed_secret: String::new(),
            },
            AccountEvent::TotpEnabled { step, at, .. } => AccountEvent::TotpEnabled {
                step,
                recovery_codes: vec![],
                at,
            },
            AccountEvent::PasskeyAdded { passkey, at, .. } => AccountEvent::PasskeyAdded {
                passkey,
                name: String::new(),
                credential_id: String::new(),
                credential: String::new(),
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
            AccountEvent::SignInFailed { .. } => "SignInFailed",
            AccountEvent::TotpStarted { .. } => "TotpStarted",
            AccountEvent::TotpEnabled { .. } => "TotpEnabled",
            AccountEvent::TotpCodeUsed { .. } => "TotpCodeUsed",
            AccountEvent::RecoveryCodeUsed { .. } => "RecoveryCodeUsed",
            AccountEvent::TwoFactorRemoved { .. } => "TwoFactorRemoved",
            AccountEvent::TwoFactorRequired { .. } => "TwoFactorRequired",
            AccountEvent::PasskeyAdded { .. } => "PasskeyAdded",
            AccountEvent::PasskeyUsed { .. } => "PasskeyUsed",
            AccountEvent::PasskeyRemoved { .. } => "PasskeyRemoved",
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
            AccountEvent::DigestPreferenceChanged { .. } => "DigestPreferenceChanged",
            AccountEvent::MemberMailed { .. } => "MemberMailed",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}
