//! Folding account events (and members' views) into the `account` table.

use bobine_domain::accounts::AccountEvent;
use bobine_store::StoredEvent;
use sqlx::SqliteConnection;
use uuid::Uuid;

use super::stamp::{restamp, stamp};
use crate::ProjectionError;
use crate::sql::decode;

pub(super) async fn account(
    db: &mut SqliteConnection,
    event: &StoredEvent,
) -> Result<(), ProjectionError> {
    let id = event.aggregate_id.as_str();
    let at = restamp(&event.recorded_at).ok_or_else(|| ProjectionError::Undecodable {
        position: event.position,
        event_type: event.event_type.clone(),
        reason: format!("recorded_at {:?} is not a timestamp", event.recorded_at),
    })?;
    let set = |sql: &'static str| sqlx::query(sql);
    match decode::<AccountEvent>(event)? {
        AccountEvent::Registered {
            email, referred_by, ..
        } => {
            sqlx::query("INSERT INTO account (id, email, created_at) VALUES (?, ?, ?)")
                .bind(id)
                .bind(email)
                .bind(&at)
                .execute(&mut *db)
                .await?;
            if let Some(sponsor) = referred_by {
                set("UPDATE account SET referrals_count = referrals_count + 1 WHERE id = ?")
                    .bind(sponsor.to_string())
                    .execute(&mut *db)
                    .await?;
            }
        }
        AccountEvent::SignedIn { at: signed_in } => {
            set("UPDATE account SET last_sign_in_at = ? WHERE id = ?")
                .bind(stamp(signed_in))
                .bind(id)
                .execute(&mut *db)
                .await?;
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
            set("UPDATE account SET session_version = ? WHERE id = ?")
                .bind(session_version)
                .bind(id)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::EmailConfirmed { email } => {
            set("UPDATE account SET email = ?, email_confirmed_at = ? WHERE id = ?")
                .bind(email)
                .bind(&at)
                .bind(id)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::Banned {
            reason,
            until,
            at: banned_at,
            ..
        } => {
            set("UPDATE account SET ban_reason = ?, banned_until = ?, ban_created_at = ? WHERE id = ?")
                .bind(reason)
                .bind(until.map(stamp))
                .bind(stamp(banned_at))
                .bind(id)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::Unbanned { .. } => {
            set("UPDATE account SET ban_reason = NULL, banned_until = NULL, ban_created_at = NULL WHERE id = ?")
                .bind(id)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::AdminGranted { .. } | AccountEvent::AdminRevoked { .. } => {
            let granted = event.event_type == "AdminGranted";
            set("UPDATE account SET is_admin = ? WHERE id = ?")
                .bind(granted)
                .bind(id)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::AnalystGranted { .. } | AccountEvent::AnalystRevoked { .. } => {
            let granted = event.event_type == "AnalystGranted";
            set("UPDATE account SET is_analyst = ? WHERE id = ?")
                .bind(granted)
                .bind(id)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::ReferralKeyGenerated {
            key,
            max_uses,
            expires_at,
        } => {
            set("DELETE FROM referral_key WHERE user_id = ?")
                .bind(id)
                .execute(&mut *db)
                .await?;
            set(
                "INSERT INTO referral_key (key, user_id, max_uses, expires_at) VALUES (?, ?, ?, ?)",
            )
            .bind(key)
            .bind(id)
            .bind(max_uses)
            .bind(stamp(expires_at))
            .execute(&mut *db)
            .await?;
        }
        AccountEvent::ReferralKeyUsed { key, .. } => {
            set("UPDATE referral_key SET uses = uses + 1 WHERE key = ?")
                .bind(key)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::Erased { .. } => {
            for sql in [
                "DELETE FROM referral_key WHERE user_id = ?",
                "DELETE FROM account WHERE id = ?",
            ] {
                set(sql).bind(id).execute(&mut *db).await?;
            }
        }
        AccountEvent::PreferencesChanged { moderation_emails } => {
            set("UPDATE account SET moderation_emails = ? WHERE id = ?")
                .bind(moderation_emails)
                .bind(id)
                .execute(&mut *db)
                .await?;
        }
        AccountEvent::EmailConfirmationSent { .. }
        | AccountEvent::PasswordResetRequested { .. }
        | AccountEvent::MemberMailed { .. } => {}
    }
    Ok(())
}

/// A view counted while a member was signed in (its `actor` is their id) counts
/// towards that member's views in the admin list.
pub(super) async fn view(
    db: &mut SqliteConnection,
    event: &StoredEvent,
) -> Result<(), ProjectionError> {
    let Some(member) = event.meta("actor").and_then(|a| Uuid::parse_str(&a).ok()) else {
        return Ok(());
    };
    sqlx::query("UPDATE account SET views_count = views_count + 1 WHERE id = ?")
        .bind(member.to_string())
        .execute(db)
        .await?;
    Ok(())
}
