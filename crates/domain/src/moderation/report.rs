//! A problem report: a member says a film, a series or an episode does not play
//! right. It starts pending; the team takes it in charge, then resolves or rejects it
//! (docs/product.md, admin area §4, [`super::decision`]).

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::DESCRIPTION;
use super::decision::{self, DecisionRefusal, Moderated, ReportAction};
use crate::titles::{FieldError, Input, TargetKind};

/// The six problems a member can report (docs/product.md, member side §5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ProblemType {
    VideoNotWorking,
    AudioIssue,
    SubtitleIssue,
    QualityIssue,
    WrongContent,
    Other,
}

impl ProblemType {
    pub const ALL: [ProblemType; 6] = [
        ProblemType::VideoNotWorking,
        ProblemType::AudioIssue,
        ProblemType::SubtitleIssue,
        ProblemType::QualityIssue,
        ProblemType::WrongContent,
        ProblemType::Other,
    ];

    /// The stored name (`video_not_working`...).
    pub fn as_str(self) -> &'static str {
        match self {
            ProblemType::VideoNotWorking => "video_not_working",
            ProblemType::AudioIssue => "audio_issue",
            ProblemType::SubtitleIssue => "subtitle_issue",
            ProblemType::QualityIssue => "quality_issue",
            ProblemType::WrongContent => "wrong_content",
            ProblemType::Other => "other",
        }
    }

    /// The label a member chose it by (the report modal's words).
    pub fn label(self) -> &'static str {
        match self {
            ProblemType::VideoNotWorking => "La vidéo ne fonctionne pas",
            ProblemType::AudioIssue => "Problème de son",
            ProblemType::SubtitleIssue => "Problème de sous-titres",
            ProblemType::QualityIssue => "Mauvaise qualité d'image",
            ProblemType::WrongContent => "Mauvais contenu",
            ProblemType::Other => "Autre problème",
        }
    }

    /// The types whose label holds `words`, accents and case aside (the moderation
    /// screen's search: "son" finds audio problems).
    pub fn labelled(words: &str) -> Vec<ProblemType> {
        let fold = |text: &str| deunicode::deunicode(text).to_lowercase();
        let words = fold(words.trim());
        if words.is_empty() {
            return Vec::new();
        }
        ProblemType::ALL
            .into_iter()
            .filter(|p| fold(p.label()).contains(&words))
            .collect()
    }

    /// The type a member chose: none is the spec's message, an unknown name another.
    pub fn parse(text: &str) -> Result<ProblemType, ReportError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ReportError::NoProblemType);
        }
        ProblemType::ALL
            .into_iter()
            .find(|p| p.as_str() == text)
            .ok_or(ReportError::UnknownProblemType)
    }
}

/// Where a report stands (docs/product.md, member side §4).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ReportStatus {
    #[default]
    Pending,
    InProgress,
    Resolved,
    Rejected,
}

impl ReportStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            ReportStatus::Pending => "pending",
            ReportStatus::InProgress => "in_progress",
            ReportStatus::Resolved => "resolved",
            ReportStatus::Rejected => "rejected",
        }
    }

    /// The screen's label (docs/product.md, admin area §4).
    pub fn label(self) -> &'static str {
        match self {
            ReportStatus::Pending => "En attente",
            ReportStatus::InProgress => "En cours",
            ReportStatus::Resolved => "Résolu",
            ReportStatus::Rejected => "Rejeté",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum ReportCommand {
    /// `content_title` is the catalogue's title at the time, looked up by the
    /// application (never the client's word), so the report still reads after the
    /// title is renamed or deleted.
    File {
        id: Uuid,
        reporter: Uuid,
        content_type: TargetKind,
        content_id: Uuid,
        content_title: String,
        problem_type: String,
        description: Input,
    },
    /// An admin (`by`: their id, or `operator`) takes the report in charge, resolves
    /// or rejects it, with notes that replace the previous ones.
    Moderate {
        action: ReportAction,
        by: String,
        admin_notes: Input,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ReportEvent {
    /// A member reported a problem; the report is pending.
    ReportFiled {
        id: Uuid,
        reporter: Uuid,
        content_type: TargetKind,
        content_id: Uuid,
        content_title: String,
        problem_type: ProblemType,
        /// What the member wrote; `None` when they wrote nothing, and once they are
        /// erased.
        description: Option<String>,
    },
    /// An admin took the report in charge (pending → in_progress).
    ReportTakenInCharge(Moderated<ReportStatus>),
    /// An admin marked it resolved (from pending or in_progress).
    ReportResolved(Moderated<ReportStatus>),
    /// An admin rejected it, saying why in the notes.
    ReportRejected(Moderated<ReportStatus>),
}

impl ReportEvent {
    /// The same event without what the member wrote: what the log keeps once they
    /// are erased (the fact and the reporter's id stay).
    pub fn redacted(self) -> ReportEvent {
        match self {
            ReportEvent::ReportFiled {
                description: _,
                id,
                reporter,
                content_type,
                content_id,
                content_title,
                problem_type,
            } => ReportEvent::ReportFiled {
                id,
                reporter,
                content_type,
                content_id,
                content_title,
                problem_type,
                description: None,
            },
            // The team's notes are not the member's words: they stay.
            moderated => moderated,
        }
    }

    fn of(action: ReportAction, moderated: Moderated<ReportStatus>) -> ReportEvent {
        match action {
            ReportAction::Take => ReportEvent::ReportTakenInCharge(moderated),
            ReportAction::Resolve => ReportEvent::ReportResolved(moderated),
            ReportAction::Reject => ReportEvent::ReportRejected(moderated),
        }
    }
}

impl DomainEvent for ReportEvent {
    fn event_type(&self) -> String {
        match self {
            ReportEvent::ReportFiled { .. } => "ReportFiled",
            ReportEvent::ReportTakenInCharge(_) => "ReportTakenInCharge",
            ReportEvent::ReportResolved(_) => "ReportResolved",
            ReportEvent::ReportRejected(_) => "ReportRejected",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

/// Why a report was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum ReportError {
    #[error("Veuillez sélectionner le type de problème")]
    NoProblemType,
    #[error("Type de problème inconnu")]
    UnknownProblemType,
    #[error("{0}")]
    Invalid(FieldError),
    #[error("Ce signalement existe déjà")]
    AlreadyFiled,
    #[error("Signalement non trouvé")]
    NotFound,
    /// The report is no longer where the action starts from: another admin moved it
    /// on, or the screen offered an action it should not have.
    #[error(
        "Ce signalement est désormais « {} » : il ne peut pas être {}. Il a peut-être été modifié entre-temps, rechargez la liste.",
        .from.label(),
        .action.past_participle()
    )]
    Transition {
        action: ReportAction,
        from: ReportStatus,
    },
    #[error("Veuillez indiquer dans les notes pourquoi le signalement est rejeté")]
    NotesRequired,
}

impl From<DecisionRefusal> for ReportError {
    fn from(refusal: DecisionRefusal) -> Self {
        match refusal {
            DecisionRefusal::Invalid(e) => ReportError::Invalid(e),
            DecisionRefusal::NotesRequired => ReportError::NotesRequired,
        }
    }
}

impl ReportError {
    pub fn code(&self) -> &'static str {
        match self {
            ReportError::NoProblemType => "problem_type_required",
            ReportError::UnknownProblemType => "unknown_problem_type",
            ReportError::Invalid(_) => "validation",
            ReportError::AlreadyFiled => "already_exists",
            ReportError::NotFound => "report_not_found",
            ReportError::Transition { .. } => "status_changed",
            ReportError::NotesRequired => "notes_required",
        }
    }

    pub fn field(&self) -> Option<&str> {
        match self {
            ReportError::NoProblemType | ReportError::UnknownProblemType => Some("problem_type"),
            ReportError::Invalid(e) => Some(&e.field),
            ReportError::NotesRequired => Some("admin_notes"),
            ReportError::AlreadyFiled | ReportError::NotFound | ReportError::Transition { .. } => {
                None
            }
        }
    }
}

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

    use super::decision::decided_by_admin_1 as moderated;

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
