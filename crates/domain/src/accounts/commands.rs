use time::OffsetDateTime;
use uuid::Uuid;

use super::{Proof, SignInStep};

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
    /// A sign-in was refused at `step` from `device` (counted toward slowing the
    /// account's next attempts).
    RecordSignInFailure {
        step: SignInStep,
        device: String,
        now: OffsetDateTime,
    },
    /// Begins an enrolment with a new authenticator secret, sealed by the caller.
    StartTotp {
        sealed_secret: String,
    },
    /// Confirms the enrolment: the caller found the pending secret's code at `step`.
    EnableTotp {
        step: u64,
        recovery_codes: Vec<String>,
        now: OffsetDateTime,
    },
    /// The second step of a sign-in, or a passkey's sign-in (both factors at once):
    /// the proof is spent and the sign-in recorded.
    PassSecondFactor {
        proof: Proof,
        now: OffsetDateTime,
    },
    /// Removes the second factors: by the member with a proof, or by an admin
    /// (`proof` none) for a member who lost them.
    RemoveTwoFactor {
        by: String,
        proof: Option<Proof>,
        now: OffsetDateTime,
    },
    /// Registers a passkey whose attestation the caller verified (its id is new).
    AddPasskey {
        passkey: Uuid,
        name: String,
        credential_id: String,
        credential: String,
        now: OffsetDateTime,
    },
    /// Removes one of the member's passkeys (`by`: the member).
    RemovePasskey {
        passkey: Uuid,
        by: String,
        now: OffsetDateTime,
    },
    /// Records that a staff member without a second factor signed in while one is
    /// required: the staff routes refuse them.
    RecordTwoFactorRequired {
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
    /// Lifts the ban pronounced at `banned_at`, an appeal against it having been
    /// accepted: nothing when that ban is no longer the account's (lifted already, or
    /// replaced by a newer ban, which the appeal did not contest).
    UnbanOnAppeal {
        by: String,
        banned_at: OffsetDateTime,
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
    /// An admin's choice of the daily digest of overdue moderation work (on by
    /// default; only admins are sent it).
    SetOverdueDigest {
        overdue_digest: bool,
    },
    /// An admin writes to the member (`by`: the admin); the text is checked by the
    /// aggregate and recorded before the mail leaves.
    SendMail {
        by: String,
        subject: String,
        body: String,
    },
}
