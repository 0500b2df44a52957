use time::OffsetDateTime;
use uuid::Uuid;

/// What may be asked of an account. Hashes are computed by the caller (Argon2id for
/// passwords, SHA-256 for link tokens); `now` is the time the request arrived.
#[derive(Debug, Clone)]
pub enum AccountCommand {
    /// Creates the account, signed in, with a link to verify its address.
    Register {
        email: String,
        password_hash: String,
        referred_by: Option<Uuid>,
        confirm_token_hash: String,
        now: OffsetDateTime,
    },
    RecordSignIn {
        now: OffsetDateTime,
    },
    /// Ends every session (logout "everywhere").
    LogOut,
    /// A browser signed in with the session id `session` (docs/adr/0040).
    StartSession {
        session: Uuid,
        device: String,
        now: OffsetDateTime,
    },
    /// The session was used (the caller asks at most once an hour).
    SeeSession {
        session: Uuid,
        now: OffsetDateTime,
    },
    /// Ends one of the account's live sessions.
    EndSession {
        session: Uuid,
    },
    /// Records a download of the member's archive; refused within an hour of the last.
    RecordArchive {
        now: OffsetDateTime,
    },
    /// Ends every session but `keep`.
    EndOtherSessions {
        keep: Uuid,
    },
    RequestEmailChange {
        new_email: String,
        token_hash: String,
        now: OffsetDateTime,
    },
    /// Follows a confirmation link. The caller has already claimed the address.
    ConfirmEmail {
        token_hash: String,
        now: OffsetDateTime,
    },
    /// The current password was checked by the caller against [`super::Account::password_hash`].
    ChangePassword {
        password_hash: String,
    },
    RequestPasswordReset {
        token_hash: String,
        now: OffsetDateTime,
    },
    ResetPassword {
        token_hash: String,
        password_hash: String,
        now: OffsetDateTime,
    },
    Ban {
        by: String,
        reason: String,
        days: u32,
        now: OffsetDateTime,
    },
    Unban {
        by: String,
    },
    GrantAdmin {
        by: String,
    },
    RevokeAdmin {
        by: String,
    },
    /// The read-only analyst role (docs/adr/0021-analysts-and-the-raw-log.md).
    GrantAnalyst {
        by: String,
    },
    RevokeAnalyst {
        by: String,
    },
    GenerateReferralKey {
        key: String,
        max_uses: u32,
        lifetime: time::Duration,
        now: OffsetDateTime,
    },
    /// Counts one use of this account's key by `new_user`, if the key still admits one.
    UseReferralKey {
        key: String,
        new_user: Uuid,
        now: OffsetDateTime,
    },
    Erase {
        by: String,
    },
    /// The member's choice of mail about their reports and requests (on by default).
    SetPreferences {
        moderation_emails: bool,
    },
    /// An admin writes to the member (`by`: the admin); the text is checked by the
    /// aggregate and recorded before the mail leaves.
    SendMail {
        by: String,
        subject: String,
        body: String,
    },
}
