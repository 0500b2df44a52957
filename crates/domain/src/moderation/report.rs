//! A problem report: a member says a film, a series or an episode does not play
//! right. It starts pending; moderation (admin-area.md section 4) will move it on.

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::DESCRIPTION;
use crate::titles::{FieldError, Input, TargetKind};

/// The six problems a member can report (member-side.md section 5).
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

/// Where a report stands (member-side.md section 4).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
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
        }
    }
}

impl DomainEvent for ReportEvent {
    fn event_type(&self) -> String {
        match self {
            ReportEvent::ReportFiled { .. } => "ReportFiled",
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
}

impl ReportError {
    pub fn code(&self) -> &'static str {
        match self {
            ReportError::NoProblemType => "problem_type_required",
            ReportError::UnknownProblemType => "unknown_problem_type",
            ReportError::Invalid(_) => "validation",
            ReportError::AlreadyFiled => "already_exists",
        }
    }

    pub fn field(&self) -> Option<&str> {
        match self {
            ReportError::NoProblemType | ReportError::UnknownProblemType => Some("problem_type"),
            ReportError::Invalid(e) => Some(&e.field),
            ReportError::AlreadyFiled => None,
        }
    }
}

/// A report's state on the write side.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Report {
    filed: bool,
    status: ReportStatus,
}

impl Report {
    pub fn status(&self) -> Option<ReportStatus> {
        self.filed.then_some(self.status)
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
        let ReportCommand::File {
            id,
            reporter,
            content_type,
            content_id,
            content_title,
            problem_type,
            description,
        } = command;
        if self.filed {
            return Err(ReportError::AlreadyFiled);
        }
        let problem_type = ProblemType::parse(&problem_type)?;
        let description = DESCRIPTION
            .optional(&description)
            .map_err(ReportError::Invalid)?;
        let event = ReportEvent::ReportFiled {
            id,
            reporter,
            content_type,
            content_id,
            content_title,
            problem_type,
            description,
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: ReportEvent) {
        match event {
            ReportEvent::ReportFiled { .. } => {
                self.filed = true;
                self.status = ReportStatus::Pending;
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
}
