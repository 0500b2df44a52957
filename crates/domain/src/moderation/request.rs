//! A content request: a member asks the team to add a film or a series
//! (member-side.md "Request content", section 5). It starts pending; moderation
//! (admin-area.md section 4) will approve, reject or complete it. The weekly limit is
//! not decided here but by the member's [`super::RequestQuota`].

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::DESCRIPTION;
use crate::titles::{FieldError, Input, IntField, TextField, TitleKind, details};

const YEAR: IntField = IntField {
    name: "year",
    ..details::RELEASE_YEAR
};

const GENRE: TextField = TextField {
    name: "genre",
    label: "Le genre",
    max_chars: 100,
};

/// The form as the member sent it.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RequestForm {
    /// `movie` or `series`; blank means `movie`, the form's default.
    pub content_type: Input,
    pub title: String,
    pub year: Input,
    pub description: Input,
    /// The director of a film, the creator of a series.
    pub director: Input,
    pub genre: Input,
}

/// A request's fields once validated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RequestDetails {
    pub content_type: TitleKind,
    pub title: String,
    pub year: Option<i64>,
    /// `None` when blank, and once the member is erased.
    pub description: Option<String>,
    pub director: Option<String>,
    pub genre: Option<String>,
}

/// Checks a request form (member-side.md section 5): what the workflow runs before it
/// takes one of the member's weekly requests.
pub fn validate(form: &RequestForm) -> Result<RequestDetails, RequestError> {
    let content_type = match form.content_type.trimmed() {
        None => TitleKind::Movie,
        Some(text) => TitleKind::parse(text).ok_or(RequestError::UnknownContentType)?,
    };
    let invalid = RequestError::Invalid;
    Ok(RequestDetails {
        content_type,
        title: details::TITLE.required(&form.title).map_err(invalid)?,
        year: YEAR.optional(&form.year).map_err(invalid)?,
        description: DESCRIPTION.optional(&form.description).map_err(invalid)?,
        director: details::DIRECTOR
            .optional(&form.director)
            .map_err(invalid)?,
        genre: GENRE.optional(&form.genre).map_err(invalid)?,
    })
}

/// Where a request stands (labels En attente, Approuvée, Rejetée, Ajoutée).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RequestStatus {
    #[default]
    Pending,
    Approved,
    Rejected,
    Completed,
}

impl RequestStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            RequestStatus::Pending => "pending",
            RequestStatus::Approved => "approved",
            RequestStatus::Rejected => "rejected",
            RequestStatus::Completed => "completed",
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum RequestCommand {
    /// `week`: the Paris ISO week whose quota the request used (`2026-W48`).
    Submit {
        id: Uuid,
        requester: Uuid,
        week: String,
        form: RequestForm,
    },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum RequestEvent {
    /// A member asked for a title; the request is pending.
    ContentRequested {
        id: Uuid,
        requester: Uuid,
        week: String,
        details: RequestDetails,
    },
}

impl RequestEvent {
    /// The same event without the member's description (erasure; the fact stays).
    pub fn redacted(self) -> RequestEvent {
        match self {
            RequestEvent::ContentRequested {
                id,
                requester,
                week,
                mut details,
            } => {
                details.description = None;
                RequestEvent::ContentRequested {
                    id,
                    requester,
                    week,
                    details,
                }
            }
        }
    }
}

impl DomainEvent for RequestEvent {
    fn event_type(&self) -> String {
        match self {
            RequestEvent::ContentRequested { .. } => "ContentRequested",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

/// Why a request was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RequestError {
    #[error("Type de contenu inconnu : choisissez film ou série")]
    UnknownContentType,
    #[error("{0}")]
    Invalid(FieldError),
    #[error("Cette demande existe déjà")]
    AlreadySubmitted,
}

impl RequestError {
    pub fn code(&self) -> &'static str {
        match self {
            RequestError::UnknownContentType => "unknown_content_type",
            RequestError::Invalid(_) => "validation",
            RequestError::AlreadySubmitted => "already_exists",
        }
    }

    pub fn field(&self) -> Option<&str> {
        match self {
            RequestError::UnknownContentType => Some("content_type"),
            RequestError::Invalid(e) => Some(&e.field),
            RequestError::AlreadySubmitted => None,
        }
    }
}

/// A request's state on the write side.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct ContentRequest {
    submitted: bool,
    status: RequestStatus,
}

impl ContentRequest {
    pub fn status(&self) -> Option<RequestStatus> {
        self.submitted.then_some(self.status)
    }
}

impl Aggregate for ContentRequest {
    const TYPE: &'static str = "content_request";
    type Command = RequestCommand;
    type Event = RequestEvent;
    type Error = RequestError;
    type Services = ();

    async fn handle(
        &mut self,
        command: RequestCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), RequestError> {
        let RequestCommand::Submit {
            id,
            requester,
            week,
            form,
        } = command;
        if self.submitted {
            return Err(RequestError::AlreadySubmitted);
        }
        let details = validate(&form)?;
        sink.write(
            RequestEvent::ContentRequested {
                id,
                requester,
                week,
                details,
            },
            self,
        )
        .await;
        Ok(())
    }

    fn apply(&mut self, event: RequestEvent) {
        match event {
            RequestEvent::ContentRequested { .. } => {
                self.submitted = true;
                self.status = RequestStatus::Pending;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    fn form(title: &str) -> RequestForm {
        RequestForm {
            title: title.into(),
            ..Default::default()
        }
    }

    fn submit(form: RequestForm) -> RequestCommand {
        RequestCommand::Submit {
            id: Uuid::from_u128(1),
            requester: Uuid::from_u128(2),
            week: "2026-W48".into(),
            form,
        }
    }

    #[test]
    fn a_request_is_a_film_by_default_with_blank_fields_as_null() {
        let mut f = form(" Dune ");
        f.year = Input::text("2021");
        f.description = Input::text("  ");
        let expected = RequestEvent::ContentRequested {
            id: Uuid::from_u128(1),
            requester: Uuid::from_u128(2),
            week: "2026-W48".into(),
            details: RequestDetails {
                content_type: TitleKind::Movie,
                title: "Dune".into(),
                year: Some(2021),
                description: None,
                director: None,
                genre: None,
            },
        };
        TestFramework::<ContentRequest>::with(())
            .given_no_previous_events()
            .when(submit(f))
            .then_expect_events(vec![expected.clone()]);
        TestFramework::<ContentRequest>::with(())
            .given(vec![expected])
            .when(submit(form("Dune")))
            .then_expect_error(RequestError::AlreadySubmitted);
    }

    /// Breaks one field of a valid form.
    type Breaks = fn(&mut RequestForm);

    #[test]
    fn each_rule_of_the_request_form_has_its_message() {
        let cases: Vec<(Breaks, &str)> = vec![
            (|f| f.title = "  ".into(), "Le titre est requis"),
            (
                |f| f.title = "t".repeat(201),
                "Le titre ne doit pas dépasser 200 caractères",
            ),
            (
                |f| f.year = Input::text("1899"),
                "L'année doit être comprise entre 1900 et 2030",
            ),
            (
                |f| f.year = Input::text("2031"),
                "L'année doit être comprise entre 1900 et 2030",
            ),
            (
                |f| f.year = Input::text("deux mille"),
                "L'année doit être un nombre entier",
            ),
            (
                |f| f.description = Input::text("d".repeat(2001)),
                "La description ne doit pas dépasser 2000 caractères",
            ),
            (
                |f| f.director = Input::text("r".repeat(201)),
                "Le réalisateur ne doit pas dépasser 200 caractères",
            ),
            (
                |f| f.genre = Input::text("g".repeat(101)),
                "Le genre ne doit pas dépasser 100 caractères",
            ),
            (
                |f| f.content_type = Input::text("anime"),
                "Type de contenu inconnu : choisissez film ou série",
            ),
        ];
        for (break_it, message) in cases {
            let mut f = form("Dune");
            break_it(&mut f);
            TestFramework::<ContentRequest>::with(())
                .given_no_previous_events()
                .when(submit(f))
                .then_expect_error_message(message);
        }
        let mut series = form("Dark");
        series.content_type = Input::text("series");
        series.year = Input::text("1900");
        assert_eq!(validate(&series).unwrap().content_type, TitleKind::Series);
    }

    #[test]
    fn redaction_removes_only_the_description() {
        let mut f = form("Dune");
        f.description = Input::text("pour ma fille");
        f.genre = Input::text("SF");
        let event = RequestEvent::ContentRequested {
            id: Uuid::from_u128(1),
            requester: Uuid::from_u128(2),
            week: "2026-W48".into(),
            details: validate(&f).unwrap(),
        };
        let RequestEvent::ContentRequested { details, .. } = event.redacted();
        assert_eq!(
            (details.description, details.genre.as_deref()),
            (None, Some("SF"))
        );
    }
}
