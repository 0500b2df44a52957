use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{ProblemType, ReportCommand, ReportError, ReportEvent, ReportStatus};
use crate::moderation::decision::{self, ReportAction};
use crate::moderation::{DESCRIPTION, Moderated};
use crate::titles::{Input, TargetKind};

/// What the team's answer to a report is about: what the mail to the reporter says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ReportSubject {
    pub reporter: Uuid,
    pub content_type: TargetKind,
    pub content_id: Uuid,
    pub content_title: String,
    pub problem_type: ProblemType,
}

/// A report's state on the write side.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Report {
    id: Uuid,
    subject: Option<ReportSubject>,
    status: ReportStatus,
    admin_notes: Option<String>,
}

impl Report {
    pub fn status(&self) -> Option<ReportStatus> {
        self.subject.as_ref().map(|_| self.status)
    }

    /// Who filed it and about what; `None` before it is filed.
    pub fn subject(&self) -> Option<&ReportSubject> {
        self.subject.as_ref()
    }

    pub fn admin_notes(&self) -> Option<&str> {
        self.admin_notes.as_deref()
    }

    fn moderate(
        &self,
        action: ReportAction,
        by: String,
        admin_notes: &Input,
    ) -> Result<ReportEvent, ReportError> {
        if self.subject.is_none() {
            return Err(ReportError::NotFound);
        }
        let from = self.status;
        let to = action
            .target(from)
            .ok_or(ReportError::Transition { action, from })?;
        let admin_notes = decision::notes(admin_notes, action == ReportAction::Reject)?;
        let moderated = Moderated {
            id: self.id,
            by,
            from,
            to,
            admin_notes,
        };
        Ok(ReportEvent::of(action, moderated))
    }
}

impl Aggregate for Report {
    const TYPE: &'static str = "report";
    type Command = ReportCommand;
    type Event = ReportEvent;
    type Error = ReportError;
    type Services = ();

    async fn handle(
        &mut self,
        command: ReportCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), ReportError> {
        let event = match command {
            ReportCommand::File { .. } if self.subject.is_some() => {
                return Err(ReportError::AlreadyFiled);
            }
            ReportCommand::File {
                id,
                reporter,
                content_type,
                content_id,
                content_title,
                problem_type,
                description,
            } => ReportEvent::ReportFiled {
                id,
                reporter,
                content_type,
                content_id,
                content_title,
                problem_type: ProblemType::parse(&problem_type)?,
                description: DESCRIPTION
                    .optional(&description)
                    .map_err(ReportError::Invalid)?,
            },
            ReportCommand::Moderate {
                action,
                by,
                admin_notes,
            } => self.moderate(action, by, &admin_notes)?,
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: ReportEvent) {
        match event {
            ReportEvent::ReportFiled {
                id,
                reporter,
                content_type,
                content_id,
                content_title,
                problem_type,
                ..
            } => {
                self.id = id;
                self.subject = Some(ReportSubject {
                    reporter,
                    content_type,
                    content_id,
                    content_title,
                    problem_type,
                });
                self.status = ReportStatus::Pending;
            }
            ReportEvent::ReportTakenInCharge(m)
            | ReportEvent::ReportResolved(m)
            | ReportEvent::ReportRejected(m) => {
                self.status = m.to;
                self.admin_notes = m.admin_notes;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    fn file(problem_type: &str, description: &str) -> ReportCommand {
        ReportCommand::File {
            id: Uuid::from_u128(1),
            reporter: Uuid::from_u128(2),
            content_type: TargetKind::Episode,
            content_id: Uuid::from_u128(3),
            content_title: "Dark · Saison 1, épisode 2".into(),
            problem_type: problem_type.into(),
            description: Input::text(description),
        }
    }

    fn filed(description: Option<&str>) -> ReportEvent {
        ReportEvent::ReportFiled {
            id: Uuid::from_u128(1),
            reporter: Uuid::from_u128(2),
            content_type: TargetKind::Episode,
            content_id: Uuid::from_u128(3),
            content_title: "Dark · Saison 1, épisode 2".into(),
            problem_type: ProblemType::AudioIssue,
            description: description.map(String::from),
        }
    }

    #[test]
    fn a_report_is_filed_pending_with_a_blank_description_stored_as_null() {
        TestFramework::<Report>::with(())
            .given_no_previous_events()
            .when(file("audio_issue", "   "))
            .then_expect_events(vec![filed(None)]);
        TestFramework::<Report>::with(())
            .given_no_previous_events()
            .when(file("audio_issue", " Pas de son après 10 min "))
            .then_expect_events(vec![filed(Some("Pas de son après 10 min"))]);
        let mut report = Report::default();
        report.apply(filed(None));
        assert_eq!(report.status(), Some(ReportStatus::Pending));
    }

    #[test]
    fn each_rule_of_a_report_has_its_message() {
        let long = "a".repeat(2001);
        for (problem, description, message) in [
            ("", "", "Veuillez sélectionner le type de problème"),
            ("broken", "", "Type de problème inconnu"),
            (
                "other",
                long.as_str(),
                "La description ne doit pas dépasser 2000 caractères",
            ),
            (
                "other",
                "bip\u{7}",
                "La description contient des caractères non autorisés",
            ),
        ] {
            TestFramework::<Report>::with(())
                .given_no_previous_events()
                .when(file(problem, description))
                .then_expect_error_message(message);
        }
        TestFramework::<Report>::with(())
            .given(vec![filed(None)])
            .when(file("other", ""))
            .then_expect_error(ReportError::AlreadyFiled);
    }

    #[test]
    fn redaction_removes_the_description_and_keeps_the_fact() {
        assert_eq!(filed(Some("mon texte")).redacted(), filed(None));
        let json = serde_json::to_value(filed(None)).unwrap();
        assert_eq!(json["ReportFiled"]["problem_type"], "audio_issue");
        assert_eq!(json["ReportFiled"]["content_type"], "episode");
    }

    fn moderate(action: ReportAction, notes: &str) -> ReportCommand {
        ReportCommand::Moderate {
            action,
            by: "admin-1".into(),
            admin_notes: Input::text(notes),
        }
    }

    use crate::moderation::decision::decided_by_admin_1 as moderated;

    #[test]
    fn an_admin_takes_a_report_in_charge_then_resolves_it_with_notes() {
        use ReportStatus::*;
        TestFramework::<Report>::with(())
            .given(vec![filed(None)])
            .when(moderate(ReportAction::Take, ""))
            .then_expect_events(vec![ReportEvent::ReportTakenInCharge(moderated(
                Pending, InProgress, None,
            ))]);
        TestFramework::<Report>::with(())
            .given(vec![
                filed(None),
                ReportEvent::ReportTakenInCharge(moderated(Pending, InProgress, None)),
            ])
            .when(moderate(ReportAction::Resolve, " Lien remplacé "))
            .then_expect_events(vec![ReportEvent::ReportResolved(moderated(
                InProgress,
                Resolved,
                Some("Lien remplacé"),
            ))]);
        TestFramework::<Report>::with(())
            .given(vec![filed(None)])
            .when(moderate(ReportAction::Reject, "Fonctionne chez nous"))
            .then_expect_events(vec![ReportEvent::ReportRejected(moderated(
                Pending,
                Rejected,
                Some("Fonctionne chez nous"),
            ))]);
    }

    #[test]
    fn refused_decisions_say_why_and_append_nothing() {
        use ReportStatus::*;
        TestFramework::<Report>::with(())
            .given_no_previous_events()
            .when(moderate(ReportAction::Take, ""))
            .then_expect_error(ReportError::NotFound);
        let resolved = vec![
            filed(None),
            ReportEvent::ReportResolved(moderated(Pending, Resolved, None)),
        ];
        for action in [
            ReportAction::Take,
            ReportAction::Resolve,
            ReportAction::Reject,
        ] {
            TestFramework::<Report>::with(())
                .given(resolved.clone())
                .when(moderate(action, "note"))
                .then_expect_error(ReportError::Transition {
                    action,
                    from: Resolved,
                });
        }
        TestFramework::<Report>::with(())
            .given(vec![
                filed(None),
                ReportEvent::ReportTakenInCharge(moderated(Pending, InProgress, None)),
            ])
            .when(moderate(ReportAction::Take, ""))
            .then_expect_error_message(
                "Ce signalement est désormais « En cours » : il ne peut pas être pris en charge. Il a peut-être été modifié entre-temps, rechargez la liste.",
            );
        TestFramework::<Report>::with(())
            .given(vec![filed(None)])
            .when(moderate(ReportAction::Reject, "   "))
            .then_expect_error(ReportError::NotesRequired);
        TestFramework::<Report>::with(())
            .given(vec![filed(None)])
            .when(moderate(ReportAction::Resolve, &"n".repeat(2001)))
            .then_expect_error_message("La note ne doit pas dépasser 2000 caractères");
    }

    #[test]
    fn the_state_remembers_the_subject_and_the_notes_for_the_mail() {
        let mut report = Report::default();
        report.apply(filed(None));
        report.apply(ReportEvent::ReportRejected(moderated(
            ReportStatus::Pending,
            ReportStatus::Rejected,
            Some("Doublon"),
        )));
        assert_eq!(report.status(), Some(ReportStatus::Rejected));
        assert_eq!(report.admin_notes(), Some("Doublon"));
        let subject = report.subject().unwrap();
        assert_eq!(subject.reporter, Uuid::from_u128(2));
        assert_eq!(subject.problem_type.label(), "Problème de son");
        let json = serde_json::to_value(ReportEvent::ReportRejected(moderated(
            ReportStatus::Pending,
            ReportStatus::Rejected,
            None,
        )))
        .unwrap();
        assert_eq!(json["ReportRejected"]["from"], "pending");
        assert_eq!(json["ReportRejected"]["to"], "rejected");
        assert_eq!(json["ReportRejected"]["by"], "admin-1");
    }
}
