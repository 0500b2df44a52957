//! The `mail` projection: every mail Bobine owes, where it stands, and when its next
//! attempt is due (issue 36, docs/adr/0044-mail-dispatcher.md). The dispatcher reads
//! what is due here; the admin's mail screen reads the counts and the list.
//!
//! An erased member's mails keep their kind and outcome without their address, as
//! the log keeps them once redacted; so does a farewell mail once it has left, since
//! its member was erased before it was written.

pub mod queries;

use bobine_domain::accounts::Account;
use bobine_domain::mail::{Mail, MailEvent};
use bobine_store::StoredEvent;
use cqrs_es::Aggregate;
use rusqlite::{Connection, params};

use crate::accounts::stamp::stamp;
use crate::sql::{decode, execute};
use crate::{ProjectionError, SqlProjection};

pub struct MailQueue;

/// An outcome after which nothing more is sent: a farewell mail's address goes.
const FORGET_FAREWELL: &str =
    "UPDATE mail SET recipient = '' WHERE id = ? AND kind = 'farewell' AND status <> 'failed'";

impl SqlProjection for MailQueue {
    fn name(&self) -> &'static str {
        "mail"
    }

    fn version(&self) -> u32 {
        1
    }

    fn schema(&self) -> &'static str {
        include_str!("schema.sql")
    }

    fn tables(&self) -> &'static [&'static str] {
        &["mail"]
    }

    fn aggregates(&self) -> &'static [&'static str] {
        &[Mail::TYPE, Account::TYPE]
    }

    fn apply(&self, db: &Connection, event: &StoredEvent) -> Result<(), ProjectionError> {
        if event.aggregate_type == Account::TYPE && event.event_type == "Erased" {
            execute(
                db,
                "UPDATE mail SET recipient = '' WHERE member = ?",
                params![event.aggregate_id],
            )?;
            return Ok(());
        }
        if event.aggregate_type != Mail::TYPE {
            return Ok(());
        }
        let id = event.aggregate_id.as_str();
        match decode::<MailEvent>(event)? {
            MailEvent::MailQueued {
                to,
                member,
                kind,
                at,
                ..
            } => execute(
                db,
                "INSERT INTO mail (id, recipient, member, kind, status, created_at, due_at)
                 VALUES (?, ?, ?, ?, 'waiting', ?, ?) ON CONFLICT (id) DO NOTHING",
                params![
                    id,
                    to,
                    member.map(|m| m.to_string()),
                    kind.as_str(),
                    stamp(at),
                    stamp(at)
                ],
            )?,
            MailEvent::MailSent { attempt, at, .. } => {
                execute(
                    db,
                    "UPDATE mail SET status = 'sent', attempts = ?, sent_at = ?, due_at = NULL
                      WHERE id = ?",
                    params![attempt, stamp(at), id],
                )?;
                execute(db, FORGET_FAREWELL, params![id])?
            }
            MailEvent::MailFailed {
                error,
                attempt,
                next_at,
                ..
            } => execute(
                db,
                "UPDATE mail SET status = 'failed', attempts = ?, last_error = ?, due_at = ?
                  WHERE id = ?",
                params![attempt, error, stamp(next_at), id],
            )?,
            MailEvent::MailUndeliverable { error, attempt, .. } => {
                execute(
                    db,
                    "UPDATE mail SET status = 'undeliverable', attempts = ?, last_error = ?,
                            due_at = NULL WHERE id = ?",
                    params![attempt, error, id],
                )?;
                execute(db, FORGET_FAREWELL, params![id])?
            }
            MailEvent::MailRetried { at, .. } => execute(
                db,
                "UPDATE mail SET status = 'waiting', attempts = 0, due_at = ? WHERE id = ?",
                params![stamp(at), id],
            )?,
            MailEvent::MailCancelled { .. } => execute(
                db,
                "UPDATE mail SET status = 'cancelled', due_at = NULL, recipient = '' WHERE id = ?",
                params![id],
            )?,
        };
        Ok(())
    }
}
