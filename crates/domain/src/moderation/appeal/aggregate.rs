use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use super::{
    AppealAction, AppealCommand, AppealDecided, AppealError, AppealEvent, AppealStatus, AppealedBan,
};
use crate::moderation::decision;
use crate::titles::{FieldError, Input, TextField};

/// What a member writes to contest a ban: 2,000 characters at most, as a report's
/// description, and at least [`APPEAL_MESSAGE_MIN_CHARS`]: an explanation, not « non ».
pub const APPEAL_MESSAGE: TextField = TextField {
    name: "message",
    label: "Le message",
    max_chars: 2000,
};

/// The shortest appeal accepted.
pub const APPEAL_MESSAGE_MIN_CHARS: usize = 20;

/// Names every appeal stream: an appeal's id is a UUID v5 of this and its ban.
const APPEALS: Uuid = Uuid::from_u128(0x6a1c_0b3e_5f0d_4c8e_9b1a_48a3_0e2f_b0b1);

/// The id of the appeal against the ban `member` received at `banned_at` (the
/// `Banned` event's `at`): the same for every attempt, another for every new ban.
pub fn appeal_id(member: Uuid, banned_at: OffsetDateTime) -> Uuid {
    let name = format!("{member}/{}", banned_at.unix_timestamp_nanos());
    Uuid::new_v5(&APPEALS, name.as_bytes())
}

/// An appeal's state on the write side.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Appeal {
    id: Uuid,
    member: Option<Uuid>,
    ban: Option<AppealedBan>,
    status: AppealStatus,
    admin_notes: Option<String>,
}

impl Appeal {
    /// `None` before it is filed.
    pub fn status(&self) -> Option<AppealStatus> {
        self.member.map(|_| self.status)
    }

    /// The member who appealed; `None` before it is filed.
    pub fn member(&self) -> Option<Uuid> {
        self.member
    }

    /// The ban contested.
    pub fn ban(&self) -> Option<&AppealedBan> {
        self.ban.as_ref()
    }

    pub fn admin_notes(&self) -> Option<&str> {
        self.admin_notes.as_deref()
    }

    fn decide(
        &self,
        action: AppealAction,
        by: String,
        admin_notes: &Input,
    ) -> Result<AppealEvent, AppealError> {
        let Some(member) = self.member else {
            return Err(AppealError::NotFound);
        };
        let from = self.status;
        if from != AppealStatus::Pending {
            return Err(AppealError::Transition { action, from });
        }
        let admin_notes = decision::notes(admin_notes, action == AppealAction::Reject)?;
        let decided = |to| AppealDecided {
            id: self.id,
            member,
            by,
            from,
            to,
            admin_notes,
        };
        Ok(match action {
            AppealAction::Accept => AppealEvent::AppealAccepted(decided(AppealStatus::Accepted)),
            AppealAction::Reject => AppealEvent::AppealRejected(decided(AppealStatus::Rejected)),
        })
    }
}

/// The member's message, checked: trimmed, 20 to 2,000 characters, no control
/// character.
fn message(text: &str) -> Result<String, AppealError> {
    let too_short = || {
        AppealError::Invalid(FieldError::new(
            APPEAL_MESSAGE.name,
            format!(
                "{} doit contenir au moins {APPEAL_MESSAGE_MIN_CHARS} caractères",
                APPEAL_MESSAGE.label
            ),
        ))
    };
    let message = APPEAL_MESSAGE
        .optional(&Input::text(text))
        .map_err(AppealError::Invalid)?
        .ok_or_else(too_short)?;
    if message.chars().count() < APPEAL_MESSAGE_MIN_CHARS {
        return Err(too_short());
    }
    Ok(message)
}

impl Aggregate for Appeal {
    const TYPE: &'static str = "appeal";
    type Command = AppealCommand;
    type Event = AppealEvent;
    type Error = AppealError;
    type Services = ();

    async fn handle(
        &mut self,
        command: AppealCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), AppealError> {
        let event = match command {
            AppealCommand::File { .. } if self.member.is_some() => {
                return Err(AppealError::AppealExists);
            }
            AppealCommand::File {
                id,
                member,
                ban,
                message: text,
            } => AppealEvent::AppealFiled {
                id,
                member,
                ban,
                message: message(&text)?,
            },
            AppealCommand::Decide {
                action,
                by,
                admin_notes,
            } => self.decide(action, by, &admin_notes)?,
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: AppealEvent) {
        match event {
            AppealEvent::AppealFiled {
                id, member, ban, ..
            } => {
                self.id = id;
                self.member = Some(member);
                self.ban = Some(ban);
                self.status = AppealStatus::Pending;
            }
            AppealEvent::AppealAccepted(decided) | AppealEvent::AppealRejected(decided) => {
                self.status = decided.to;
                self.admin_notes = decided.admin_notes;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;
    use time::macros::datetime;

    use super::*;

    const MESSAGE: &str = "Je n'ai jamais envoyé ce spam, mon compte a été piraté.";

    fn ban() -> AppealedBan {
        AppealedBan {
            by: "admin-1".into(),
            reason: "Spam".into(),
            at: datetime!(2026-11-20 10:00 UTC),
            until: Some(datetime!(2026-11-27 10:00 UTC)),
        }
    }

    fn file(message: &str) -> AppealCommand {
        AppealCommand::File {
            id: Uuid::from_u128(1),
            member: Uuid::from_u128(2),
            ban: ban(),
            message: message.into(),
        }
    }

    fn filed() -> AppealEvent {
        AppealEvent::AppealFiled {
            id: Uuid::from_u128(1),
            member: Uuid::from_u128(2),
            ban: ban(),
            message: MESSAGE.into(),
        }
    }

    fn decide(action: AppealAction, notes: &str) -> AppealCommand {
        AppealCommand::Decide {
            action,
            by: "admin-2".into(),
            admin_notes: Input::text(notes),
        }
    }

    fn decided(to: AppealStatus, notes: Option<&str>) -> AppealDecided {
        AppealDecided {
            id: Uuid::from_u128(1),
            member: Uuid::from_u128(2),
            by: "admin-2".into(),
            from: AppealStatus::Pending,
            to,
            admin_notes: notes.map(String::from),
        }
    }

    #[test]
    fn a_banned_member_files_one_appeal_per_ban() {
        TestFramework::<Appeal>::with(())
            .given_no_previous_events()
            .when(file(&format!("  {MESSAGE}  ")))
            .then_expect_events(vec![filed()]);
        TestFramework::<Appeal>::with(())
            .given(vec![filed()])
            .when(file(MESSAGE))
            .then_expect_error(AppealError::AppealExists);
        let member = Uuid::from_u128(2);
        let first = appeal_id(member, datetime!(2026-11-20 10:00 UTC));
        assert_eq!(first, appeal_id(member, datetime!(2026-11-20 10:00 UTC)));
        assert_ne!(
            first,
            appeal_id(member, datetime!(2026-11-20 10:00:00.5 UTC))
        );
        assert_ne!(
            first,
            appeal_id(Uuid::from_u128(3), datetime!(2026-11-20 10:00 UTC))
        );
    }

    #[test]
    fn a_message_has_twenty_to_two_thousand_characters() {
        let long = "a".repeat(2001);
        for (text, error) in [
            ("", "Le message doit contenir au moins 20 caractères"),
            (
                "   trop court   ",
                "Le message doit contenir au moins 20 caractères",
            ),
            (&long, "Le message ne doit pas dépasser 2000 caractères"),
            (
                "Je conteste cette décision\u{7}",
                "Le message contient des caractères non autorisés",
            ),
        ] {
            TestFramework::<Appeal>::with(())
                .given_no_previous_events()
                .when(file(text))
                .then_expect_error_message(error);
        }
        for fits in ["a".repeat(20), "é".repeat(2000)] {
            let mut appeal = Appeal::default();
            assert!(
                message(&fits).is_ok(),
                "{} characters",
                fits.chars().count()
            );
            appeal.apply(filed());
            assert_eq!(appeal.status(), Some(AppealStatus::Pending));
        }
    }

    #[test]
    fn an_admin_accepts_with_an_optional_note_or_rejects_with_one() {
        TestFramework::<Appeal>::with(())
            .given(vec![filed()])
            .when(decide(AppealAction::Accept, "  "))
            .then_expect_events(vec![AppealEvent::AppealAccepted(decided(
                AppealStatus::Accepted,
                None,
            ))]);
        TestFramework::<Appeal>::with(())
            .given(vec![filed()])
            .when(decide(AppealAction::Reject, " Spam avéré "))
            .then_expect_events(vec![AppealEvent::AppealRejected(decided(
                AppealStatus::Rejected,
                Some("Spam avéré"),
            ))]);
        TestFramework::<Appeal>::with(())
            .given(vec![filed()])
            .when(decide(AppealAction::Reject, " "))
            .then_expect_error(AppealError::NotesRequired);
    }

    #[test]
    fn a_decided_or_unknown_appeal_is_decided_no_more() {
        TestFramework::<Appeal>::with(())
            .given_no_previous_events()
            .when(decide(AppealAction::Accept, ""))
            .then_expect_error(AppealError::NotFound);
        let accepted = vec![
            filed(),
            AppealEvent::AppealAccepted(decided(AppealStatus::Accepted, None)),
        ];
        TestFramework::<Appeal>::with(())
            .given(accepted.clone())
            .when(decide(AppealAction::Reject, "Non"))
            .then_expect_error_message(
                "Cette contestation est désormais « Acceptée » : elle ne peut pas être refusée. Elle a peut-être été traitée entre-temps, rechargez la liste.",
            );
        TestFramework::<Appeal>::with(())
            .given(accepted)
            .when(decide(AppealAction::Accept, ""))
            .then_expect_error(AppealError::Transition {
                action: AppealAction::Accept,
                from: AppealStatus::Accepted,
            });
    }

    #[test]
    fn redaction_removes_the_message_and_the_events_read_as_documented() {
        let AppealEvent::AppealFiled { message, .. } = filed().redacted() else {
            panic!("a filing stays a filing");
        };
        assert_eq!(message, "");
        let json = serde_json::to_value(filed()).unwrap();
        assert_eq!(json["AppealFiled"]["ban"]["reason"], "Spam");
        assert_eq!(json["AppealFiled"]["ban"]["until"], "2026-11-27T10:00:00Z");
        let json = serde_json::to_value(AppealEvent::AppealRejected(decided(
            AppealStatus::Rejected,
            Some("Non"),
        )))
        .unwrap();
        assert_eq!(json["AppealRejected"]["to"], "rejected");
        assert_eq!(
            json["AppealRejected"]["member"],
            Uuid::from_u128(2).to_string()
        );
    }
}
