//! Folding account events (and members' views) into the `account` table.

use bobine_domain::accounts::AccountEvent;
use bobine_store::StoredEvent;
use rusqlite::{Connection, params};
use uuid::Uuid;

use super::stamp::{restamp, stamp};
use crate::ProjectionError;
use crate::sql::{decode, execute};

pub(super) fn account(db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let id = event.aggregate_id.as_str();
    let at = restamp(&event.recorded_at).ok_or_else(|| ProjectionError::Undecodable {
        position: event.position,
        event_type: event.event_type.clone(),
        reason: format!("recorded_at {:?} is not a timestamp", event.recorded_at),
    })?;
    match decode::<AccountEvent>(event)? {
        AccountEvent::Registered {
            email, referred_by, ..
        } => {
            execute(
                db,
                "INSERT INTO account (id, email, created_at) VALUES (?, ?, ?)",
                params![id, email, at],
            )?;
            if let Some(sponsor) = referred_by {
                execute(
                    db,
                    "UPDATE account SET referrals_count = referrals_count + 1 WHERE id = ?",
                    [sponsor.to_string()],
                )?;
            }
        }
        AccountEvent::SignedIn { at: signed_in } => {
            execute(
                db,
                "UPDATE account SET last_sign_in_at = ? WHERE id = ?",
                params![stamp(signed_in), id],
            )?;
        }
        AccountEvent::SessionsEnded {
            session_version, ..
        }
        | AccountEvent::PasswordChanged {
            session_version, ..
        }
        | AccountEvent::PasswordReset {
            session_version, ..
        } => {
            execute(
                db,
                "UPDATE account SET session_version = ? WHERE id = ?",
                params![session_version, id],
            )?;
        }
        AccountEvent::EmailConfirmed { email } => {
            execute(
                db,
                "UPDATE account SET email = ?, email_confirmed_at = ? WHERE id = ?",
                params![email, at, id],
            )?;
        }
        AccountEvent::Banned {
            reason,
            until,
            at: banned_at,
            ..
        } => {
            execute(
                db,
                "UPDATE account SET ban_reason = ?, banned_until = ?, ban_created_at = ? WHERE id = ?",
                params![reason, until.map(stamp), stamp(banned_at), id],
            )?;
        }
        AccountEvent::Unbanned { .. } => {
            execute(
                db,
                "UPDATE account SET ban_reason = NULL, banned_until = NULL, ban_created_at = NULL WHERE id = ?",
                [id],
            )?;
        }
        AccountEvent::AdminGranted { .. } | AccountEvent::AdminRevoked { .. } => {
            let granted = event.event_type == "AdminGranted";
            execute(
                db,
                "UPDATE account SET is_admin = ? WHERE id = ?",
                params![granted, id],
            )?;
        }
        AccountEvent::AnalystGranted { .. } | AccountEvent::AnalystRevoked { .. } => {
            let granted = event.event_type == "AnalystGranted";
            execute(
                db,
                "UPDATE account SET is_analyst = ? WHERE id = ?",
                params![granted, id],
            )?;
        }
        AccountEvent::ReferralKeyGenerated {
            key,
            max_uses,
            expires_at,
        } => {
            execute(db, "DELETE FROM referral_key WHERE user_id = ?", [id])?;
            execute(
                db,
                "INSERT INTO referral_key (key, user_id, max_uses, expires_at) VALUES (?, ?, ?, ?)",
                params![key, id, max_uses, stamp(expires_at)],
            )?;
        }
        AccountEvent::ReferralKeyUsed { key, .. } => {
            execute(
                db,
                "UPDATE referral_key SET uses = uses + 1 WHERE key = ?",
                [key],
            )?;
        }
        // The `sessions` projection keeps these.
        AccountEvent::SessionStarted { .. }
        | AccountEvent::SessionSeen { .. }
        | AccountEvent::SessionEnded { .. }
        | AccountEvent::ArchiveDownloaded { .. } => {}
        // An admin's digest choice is read from the log when the digest is mailed.
        AccountEvent::DigestPreferenceChanged { .. } => {}
        AccountEvent::Erased { .. } => {
            for sql in [
                "DELETE FROM referral_key WHERE user_id = ?",
                "DELETE FROM account WHERE id = ?",
            ] {
                execute(db, sql, [id])?;
            }
        }
        AccountEvent::PreferencesChanged { moderation_emails } => {
            execute(
                db,
                "UPDATE account SET moderation_emails = ? WHERE id = ?",
                params![moderation_emails, id],
            )?;
        }
        // A member's own removal turns the app off; an admin's reset removed the
        // passkeys just before (`PasskeyRemoved`).
        AccountEvent::TotpEnabled { .. } | AccountEvent::TwoFactorRemoved { .. } => {
            let on = event.event_type == "TotpEnabled";
            execute(
                db,
                "UPDATE account SET totp = ?, two_factor = (? OR passkeys > 0) WHERE id = ?",
                params![on, on, id],
            )?;
        }
        AccountEvent::PasskeyAdded { .. } | AccountEvent::PasskeyRemoved { .. } => {
            let change: i64 = if event.event_type == "PasskeyAdded" {
                1
            } else {
                -1
            };
            execute(
                db,
                "UPDATE account SET passkeys = MAX(passkeys + ?1, 0),
                        two_factor = (totp OR passkeys + ?1 > 0) WHERE id = ?2",
                params![change, id],
            )?;
        }
        AccountEvent::EmailConfirmationSent { .. }
        | AccountEvent::PasswordResetRequested { .. }
        | AccountEvent::MemberMailed { .. }
        | AccountEvent::SignInFailed { .. }
        | AccountEvent::TotpStarted { .. }
        | AccountEvent::TotpCodeUsed { .. }
        | AccountEvent::RecoveryCodeUsed { .. }
        | AccountEvent::PasskeyUsed { .. }
        | AccountEvent::TwoFactorRequired { .. } => {}
    }
    Ok(())
}

/// A view counted while a member was signed in (its `actor` is their id) counts
/// towards that member's views in the admin list.
pub(super) fn view(db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
    let Some(member) = event.meta("actor").and_then(|a| Uuid::parse_str(&a).ok()) else {
        return Ok(());
    };
    execute(
        db,
        "UPDATE account SET views_count = views_count + 1 WHERE id = ?",
        [member.to_string()],
    )?;
    Ok(())
}
