use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::passkeys::{Passkeys, StoredPasskey};
use super::two_factor::{Proof, SecondFactor};
use super::{
    AccountCommand, AccountError, AccountEvent, BAN_DAYS, BAN_REASON_MAX_CHARS,
    CONFIRM_LINK_LIFETIME, MAIL_BODY, MAIL_SUBJECT, RESET_LINK_LIFETIME, SessionsEnded,
};

/// A one-time link not yet used: the hash of its token and when it stops working.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct PendingLink {
    token_hash: String,
    expires_at: OffsetDateTime,
}

/// A ban in force or past; it counts while `until` is in the future or absent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ActiveBan {
    /// The admin who pronounced it: their id, or `operator`.
    #[serde(default)]
    pub by: String,
    pub reason: String,
    pub until: Option<OffsetDateTime>,
    pub at: OffsetDateTime,
}

impl ActiveBan {
    pub fn in_force(&self, now: OffsetDateTime) -> bool {
        self.until.is_none_or(|until| until > now)
    }

    /// The length it was given, in days (0: permanent).
    pub fn days(&self) -> u32 {
        self.until
            .map(|until| u32::try_from((until - self.at).whole_days()).unwrap_or(0))
            .unwrap_or(0)
    }
}

/// The member's current sponsorship key.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReferralKey {
    pub key: String,
    pub uses: u32,
    pub max_uses: u32,
    pub expires_at: OffsetDateTime,
}

impl ReferralKey {
    pub fn admits(&self, key: &str, now: OffsetDateTime) -> bool {
        self.key == key && self.uses < self.max_uses && self.expires_at > now
    }
}

/// A member downloads the archive of their data at most this often (issue 33).
pub const ARCHIVE_EVERY: time::Duration = time::Duration::hours(1);

/// One member as the write side knows it.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Account {
    registered: bool,
    erased: bool,
    email: String,
    password_hash: String,
    session_version: u32,
    is_admin: bool,
    #[serde(default)]
    is_analyst: bool,
    ban: Option<ActiveBan>,
    referral_key: Option<ReferralKey>,
    /// Address-confirmation links, by the address each confirms.
    pending_emails: Vec<(String, PendingLink)>,
    reset: Option<PendingLink>,
    /// The address an erased account had, until its stream is redacted.
    #[serde(default)]
    erased_email: String,
    /// The member turned off mail about their reports and requests.
    #[serde(default)]
    moderation_emails_off: bool,
    /// The admin turned off the daily digest of overdue moderation work.
    #[serde(default)]
    overdue_digest_off: bool,
    /// The sessions started at the current session version and not ended.
    #[serde(default)]
    sessions: Vec<Uuid>,
    /// The member's last archive download.
    #[serde(default)]
    last_archive_at: Option<OffsetDateTime>,
    /// The authenticator app, recovery codes and recent failed sign-ins.
    #[serde(default)]
    second_factor: SecondFactor,
    /// The passkeys and the ceremonies they recently answered.
    #[serde(default)]
    passkeys: Passkeys,
}

impl Account {
    /// The address an erased account still holds a claim on, until the log is
    /// redacted (empty then, or while the account is not erased): what an erasure
    /// that stopped half-way must still free.
    pub fn erased_email(&self) -> &str {
        &self.erased_email
    }

    /// Registered and not erased: the account can sign in.
    pub fn exists(&self) -> bool {
        self.registered && !self.erased
    }

    pub fn email(&self) -> &str {
        &self.email
    }

    /// Whether the team's answers to this member's reports and requests are mailed to
    /// them: never to an erased account, else unless they turned it off.
    pub fn wants_moderation_emails(&self) -> bool {
        self.exists() && !self.moderation_emails_off
    }

    /// Whether the daily digest of overdue reports and requests is mailed to this
    /// account: an admin who has not turned it off, never an erased account.
    pub fn wants_overdue_digest(&self) -> bool {
        self.exists() && self.is_admin && !self.overdue_digest_off
    }

    /// Whether the account chose to receive the digest, admin or not yet (the
    /// profile shows the choice).
    pub fn overdue_digest_chosen(&self) -> bool {
        !self.overdue_digest_off
    }

    /// The Argon2id hash (PHC string) the current password must verify against.
    pub fn password_hash(&self) -> &str {
        &self.password_hash
    }

    /// Whether sign-ins need a second step: an authenticator app or a passkey is on
    /// (docs/adr/0050-passkeys.md: a passkey counts as a second factor).
    pub fn two_factor_on(&self) -> bool {
        self.second_factor.is_on() || self.passkeys.any()
    }

    /// Whether the authenticator app (TOTP) is on.
    pub fn totp_on(&self) -> bool {
        self.second_factor.is_on()
    }

    /// The passkeys registered, oldest first.
    pub fn passkeys(&self) -> &[StoredPasskey] {
        self.passkeys.list()
    }

    /// The sealed TOTP secret in force.
    pub fn totp_secret(&self) -> Option<&str> {
        self.second_factor.secret()
    }

    /// The sealed secret of an enrolment awaiting its first code.
    pub fn pending_totp_secret(&self) -> Option<&str> {
        self.second_factor.pending()
    }

    /// How many recovery codes are still unused.
    pub fn recovery_codes_left(&self) -> usize {
        self.second_factor.recovery_left()
    }

    /// How long sign-ins to this account must wait at `now` after repeated failures
    /// (docs/adr/0045-two-factors.md), if they must.
    pub fn sign_in_wait(&self, now: OffsetDateTime) -> Option<time::Duration> {
        self.second_factor.wait(now)
    }

    pub fn session_version(&self) -> u32 {
        self.session_version
    }

    pub fn is_admin(&self) -> bool {
        self.is_admin
    }

    pub fn is_analyst(&self) -> bool {
        self.is_analyst
    }

    pub fn ban(&self) -> Option<&ActiveBan> {
        self.ban.as_ref()
    }

    pub fn referral_key(&self) -> Option<&ReferralKey> {
        self.referral_key.as_ref()
    }

    /// The address a confirmation token would confirm, if it is pending and current.
    pub fn email_confirmed_by(&self, token_hash: &str, now: OffsetDateTime) -> Option<&str> {
        self.pending_emails
            .iter()
            .find(|(_, link)| link.token_hash == token_hash && link.expires_at > now)
            .map(|(email, _)| email.as_str())
    }

    /// Whether a reset link with `token_hash` may set a new password at `now`: the
    /// same rule the reset command applies, for checking a link before the costly
    /// hashing of the new password.
    pub fn check_reset_link(
        &self,
        token_hash: &str,
        now: OffsetDateTime,
    ) -> Result<(), AccountError> {
        if !self.exists() {
            return Err(AccountError::ResetLinkInvalid);
        }
        let link = self
            .reset
            .as_ref()
            .filter(|link| link.token_hash == token_hash)
            .ok_or(AccountError::ResetLinkInvalid)?;
        if link.expires_at <= now {
            return Err(AccountError::ResetLinkExpired);
        }
        Ok(())
    }

    fn decide(&self, command: AccountCommand) -> Result<Vec<AccountEvent>, AccountError> {
        if let AccountCommand::Register {
            email,
            password_hash,
            referred_by,
            confirm_token_hash,
            now,
        } = command
        {
            if self.registered {
                return Err(AccountError::AlreadyRegistered);
            }
            return Ok(vec![
                AccountEvent::Registered {
                    email: email.clone(),
                    password_hash,
                    referred_by,
                },
                AccountEvent::EmailConfirmationSent {
                    email,
                    token_hash: confirm_token_hash,
                    expires_at: now + CONFIRM_LINK_LIFETIME,
                },
                AccountEvent::SignedIn { at: now },
            ]);
        }
        if !self.exists() {
            // Links of an erased account are invalid, not "unknown user": the
            // member following one should read the link's own message.
            return Err(match command {
                AccountCommand::ResetPassword { .. } => AccountError::ResetLinkInvalid,
                AccountCommand::ConfirmEmail { .. } => AccountError::ConfirmLinkInvalid,
                AccountCommand::UseReferralKey { .. } => AccountError::ReferralKeyInvalid,
                AccountCommand::Erase { .. } if self.erased => return Ok(vec![]),
                _ => AccountError::NotFound,
            });
        }
        let next_version = self.session_version + 1;
        let events = match command {
            AccountCommand::Register { .. } => unreachable!("handled above"),
            AccountCommand::RecordSignIn { now } => vec![AccountEvent::SignedIn { at: now }],
            AccountCommand::RecordSignInFailure { step, device, now } => {
                vec![AccountEvent::SignInFailed {
                    step,
                    device,
                    at: now,
                }]
            }
            AccountCommand::StartTotp { .. } if self.totp_on() => {
                return Err(AccountError::TwoFactorAlreadyOn);
            }
            AccountCommand::StartTotp { sealed_secret } => {
                vec![AccountEvent::TotpStarted { sealed_secret }]
            }
            AccountCommand::EnableTotp {
                step,
                recovery_codes,
                now,
            } => vec![self.second_factor.enable(step, recovery_codes, now)?],
            AccountCommand::PassSecondFactor {
                proof:
                    Proof::Passkey {
                        passkey,
                        counter,
                        ceremony,
                    },
                now,
            } => vec![
                self.passkeys.accept(passkey, counter, ceremony, now)?,
                AccountEvent::SignedIn { at: now },
            ],
            AccountCommand::PassSecondFactor { proof, now } => vec![
                self.second_factor.accept(proof)?,
                AccountEvent::SignedIn { at: now },
            ],
            AccountCommand::AddPasskey {
                passkey,
                name,
                credential_id,
                credential,
                now,
            } => vec![
                self.passkeys
                    .add(passkey, &name, credential_id, credential, now)?,
            ],
            AccountCommand::RemovePasskey { passkey, by, now } => {
                vec![self.passkeys.remove(passkey, by, now)?]
            }
            AccountCommand::RecordTwoFactorRequired { now } => {
                vec![AccountEvent::TwoFactorRequired { at: now }]
            }
            // The member turns the authenticator app off; their passkeys stay.
            AccountCommand::RemoveTwoFactor {
                by,
                proof: Some(proof),
                now,
            } => {
                if !self.totp_on() {
                    return Err(AccountError::TwoFactorOff);
                }
                self.second_factor.accept(proof)?;
                vec![AccountEvent::TwoFactorRemoved { by, at: now }]
            }
            AccountCommand::RemoveTwoFactor { .. } if !self.two_factor_on() => {
                return Err(AccountError::TwoFactorOff);
            }
            // An admin's reset: every passkey goes with the authenticator app.
            AccountCommand::RemoveTwoFactor {
                by,
                proof: None,
                now,
            } => {
                let mut events = self.passkeys.remove_all(&by, now);
                events.push(AccountEvent::TwoFactorRemoved { by, at: now });
                events
            }
            AccountCommand::LogOut => vec![AccountEvent::SessionsEnded {
                reason: SessionsEnded::LoggedOut,
                session_version: next_version,
                kept: None,
            }],
            AccountCommand::StartSession {
                session,
                device,
                now,
            } => vec![AccountEvent::SessionStarted {
                session,
                device,
                at: now,
            }],
            AccountCommand::SeeSession { session, now } => {
                if !self.sessions.contains(&session) {
                    return Ok(vec![]);
                }
                vec![AccountEvent::SessionSeen { session, at: now }]
            }
            AccountCommand::EndSession { session } => {
                if !self.sessions.contains(&session) {
                    return Err(AccountError::SessionNotFound);
                }
                vec![AccountEvent::SessionEnded { session }]
            }
            AccountCommand::RecordArchive { now } => {
                if self
                    .last_archive_at
                    .is_some_and(|last| now - last < ARCHIVE_EVERY)
                {
                    return Err(AccountError::ArchiveTooSoon);
                }
                vec![AccountEvent::ArchiveDownloaded { at: now }]
            }
            AccountCommand::EndOtherSessions { keep } => vec![AccountEvent::SessionsEnded {
                reason: SessionsEnded::OthersEnded,
                session_version: next_version,
                kept: Some(keep),
            }],
            AccountCommand::RequestEmailChange {
                new_email,
                token_hash,
                now,
            } => {
                if new_email == self.email {
                    return Err(AccountError::SameEmail);
                }
                vec![AccountEvent::EmailConfirmationSent {
                    email: new_email,
                    token_hash,
                    expires_at: now + CONFIRM_LINK_LIFETIME,
                }]
            }
            AccountCommand::ConfirmEmail { token_hash, now } => {
                let email = self
                    .email_confirmed_by(&token_hash, now)
                    .ok_or(AccountError::ConfirmLinkInvalid)?;
                vec![AccountEvent::EmailConfirmed {
                    email: email.to_string(),
                }]
            }
            AccountCommand::ChangePassword { password_hash } => {
                vec![AccountEvent::PasswordChanged {
                    password_hash,
                    session_version: next_version,
                }]
            }
            AccountCommand::RequestPasswordReset { token_hash, now } => {
                vec![AccountEvent::PasswordResetRequested {
                    token_hash,
                    expires_at: now + RESET_LINK_LIFETIME,
                }]
            }
            AccountCommand::ResetPassword {
                token_hash,
                password_hash,
                now,
            } => {
                self.check_reset_link(&token_hash, now)?;
                vec![AccountEvent::PasswordReset {
                    password_hash,
                    session_version: next_version,
                }]
            }
            AccountCommand::Ban {
                by,
                reason,
                days,
                now,
            } => {
                let reason = reason.trim().to_string();
                if reason.is_empty() {
                    return Err(AccountError::BanReasonRequired);
                }
                if reason.chars().count() > BAN_REASON_MAX_CHARS {
                    return Err(AccountError::BanReasonTooLong);
                }
                if crate::text::has_forbidden_characters(&reason) {
                    return Err(AccountError::BanReasonForbiddenCharacters);
                }
                if !BAN_DAYS.contains(&days) {
                    return Err(AccountError::BanDurationInvalid);
                }
                let same_in_force = self.ban.as_ref().is_some_and(|ban| {
                    ban.in_force(now) && ban.reason == reason && ban.days() == days
                });
                if same_in_force {
                    // The same ban again (a double click, a retried request): nothing new.
                    return Ok(vec![]);
                }
                let until = (days > 0).then(|| now + time::Duration::days(i64::from(days)));
                vec![AccountEvent::Banned {
                    by,
                    reason,
                    days,
                    until,
                    at: now,
                }]
            }
            AccountCommand::Unban { by } => match &self.ban {
                Some(_) => vec![AccountEvent::Unbanned { by }],
                None => vec![],
            },
            AccountCommand::UnbanOnAppeal { by, banned_at } => match &self.ban {
                Some(ban) if ban.at == banned_at => vec![AccountEvent::Unbanned { by }],
                _ => vec![],
            },
            AccountCommand::GrantAdmin { by } if !self.is_admin => {
                vec![AccountEvent::AdminGranted { by }]
            }
            AccountCommand::RevokeAdmin { by } if self.is_admin => {
                vec![AccountEvent::AdminRevoked { by }]
            }
            AccountCommand::GrantAdmin { .. } | AccountCommand::RevokeAdmin { .. } => vec![],
            AccountCommand::GrantAnalyst { by } if !self.is_analyst => {
                vec![AccountEvent::AnalystGranted { by }]
            }
            AccountCommand::RevokeAnalyst { by } if self.is_analyst => {
                vec![AccountEvent::AnalystRevoked { by }]
            }
            AccountCommand::GrantAnalyst { .. } | AccountCommand::RevokeAnalyst { .. } => vec![],
            AccountCommand::GenerateReferralKey {
                key,
                max_uses,
                lifetime,
                now,
            } => vec![AccountEvent::ReferralKeyGenerated {
                key,
                max_uses,
                expires_at: now + lifetime,
            }],
            AccountCommand::UseReferralKey { key, new_user, now } => match &self.referral_key {
                Some(current) if current.admits(&key, now) => {
                    vec![AccountEvent::ReferralKeyUsed { key, new_user }]
                }
                _ => return Err(AccountError::ReferralKeyInvalid),
            },
            AccountCommand::Erase { by } => vec![AccountEvent::Erased { by }],
            AccountCommand::SetPreferences { moderation_emails }
                if moderation_emails == self.moderation_emails_off =>
            {
                vec![AccountEvent::PreferencesChanged { moderation_emails }]
            }
            AccountCommand::SetPreferences { .. } => vec![],
            AccountCommand::SetOverdueDigest { overdue_digest }
                if overdue_digest == self.overdue_digest_off =>
            {
                vec![AccountEvent::DigestPreferenceChanged { overdue_digest }]
            }
            AccountCommand::SetOverdueDigest { .. } => vec![],
            AccountCommand::SendMail { by, subject, body } => {
                let invalid = AccountError::MailInvalid;
                vec![AccountEvent::MemberMailed {
                    by,
                    subject: MAIL_SUBJECT.required(&subject).map_err(invalid)?,
                    body: MAIL_BODY.required(&body).map_err(invalid)?,
                }]
            }
        };
        Ok(events)
    }
}

impl Aggregate for Account {
    const TYPE: &'static str = "account";
    type Command = AccountCommand;
    type Event = AccountEvent;
    type Error = AccountError;
    type Services = ();

    async fn handle(
        &mut self,
        command: AccountCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), AccountError> {
        for event in self.decide(command)? {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: AccountEvent) {
        self.second_factor.apply(&event);
        self.passkeys.apply(&event);
        match event {
            AccountEvent::Registered {
                email,
                password_hash,
                ..
            } => {
                self.registered = true;
                self.email = email;
                self.password_hash = password_hash;
            }
            // Sign-ins matter to the admin list; they and the second factor's events
            // shape `second_factor`, folded above.
            AccountEvent::SignedIn { .. }
            | AccountEvent::SignInFailed { .. }
            | AccountEvent::TotpStarted { .. }
            | AccountEvent::TotpEnabled { .. }
            | AccountEvent::TotpCodeUsed { .. }
            | AccountEvent::RecoveryCodeUsed { .. }
            | AccountEvent::TwoFactorRemoved { .. }
            | AccountEvent::TwoFactorRequired { .. }
            | AccountEvent::PasskeyAdded { .. }
            | AccountEvent::PasskeyUsed { .. }
            | AccountEvent::PasskeyRemoved { .. } => {}
            AccountEvent::SessionsEnded {
                session_version,
                kept,
                ..
            } => {
                self.session_version = session_version;
                self.sessions.retain(|s| Some(*s) == kept);
            }
            AccountEvent::SessionStarted { session, .. } => self.sessions.push(session),
            AccountEvent::SessionSeen { .. } => {}
            AccountEvent::ArchiveDownloaded { at } => self.last_archive_at = Some(at),
            AccountEvent::SessionEnded { session } => self.sessions.retain(|s| *s != session),
            AccountEvent::EmailConfirmationSent {
                email,
                token_hash,
                expires_at,
            } => {
                // A newer link for the same address replaces the older one.
                self.pending_emails.retain(|(pending, _)| *pending != email);
                self.pending_emails.push((
                    email,
                    PendingLink {
                        token_hash,
                        expires_at,
                    },
                ));
            }
            AccountEvent::EmailConfirmed { email } => {
                self.pending_emails.clear();
                self.email = email;
            }
            AccountEvent::PasswordChanged {
                password_hash,
                session_version,
            } => {
                self.password_hash = password_hash;
                self.session_version = session_version;
                self.sessions.clear();
            }
            AccountEvent::PasswordResetRequested {
                token_hash,
                expires_at,
            } => {
                self.reset = Some(PendingLink {
                    token_hash,
                    expires_at,
                })
            }
            AccountEvent::PasswordReset {
                password_hash,
                session_version,
            } => {
                self.reset = None;
                self.password_hash = password_hash;
                self.session_version = session_version;
                self.sessions.clear();
            }
            AccountEvent::Banned {
                by,
                reason,
                until,
                at,
                ..
            } => {
                self.ban = Some(ActiveBan {
                    by,
                    reason,
                    until,
                    at,
                })
            }
            AccountEvent::Unbanned { .. } => self.ban = None,
            AccountEvent::AdminGranted { .. } => self.is_admin = true,
            AccountEvent::AdminRevoked { .. } => self.is_admin = false,
            AccountEvent::AnalystGranted { .. } => self.is_analyst = true,
            AccountEvent::AnalystRevoked { .. } => self.is_analyst = false,
            AccountEvent::ReferralKeyGenerated {
                key,
                max_uses,
                expires_at,
            } => {
                self.referral_key = Some(ReferralKey {
                    key,
                    uses: 0,
                    max_uses,
                    expires_at,
                })
            }
            AccountEvent::ReferralKeyUsed { .. } => {
                if let Some(key) = &mut self.referral_key {
                    key.uses += 1;
                }
            }
            AccountEvent::PreferencesChanged { moderation_emails } => {
                self.moderation_emails_off = !moderation_emails
            }
            AccountEvent::DigestPreferenceChanged { overdue_digest } => {
                self.overdue_digest_off = !overdue_digest
            }
            // A mail changes nothing the account decides on.
            AccountEvent::MemberMailed { .. } => {}
            AccountEvent::Erased { .. } => {
                *self = Account {
                    registered: true,
                    erased: true,
                    erased_email: std::mem::take(&mut self.email),
                    ..Account::default()
                }
            }
        }
    }
}
