use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{
    RequestCommand, RequestDetails, RequestError, RequestEvent, RequestForm, RequestStatus,
};
use crate::moderation::decision::{self, RequestAction};
use crate::moderation::{DESCRIPTION, Moderated};
use crate::titles::{Input, IntField, TextField, TitleKind, details};

const YEAR: IntField = IntField {
    name: "year",
    ..details::RELEASE_YEAR
};

const GENRE: TextField = TextField {
    name: "genre",
    label: "Le genre",
    max_chars: 100,
};

/// Checks a request form (docs/product.md, member side §5): what the workflow runs before it
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

/// Who asked for what: what the mail to the member says.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RequestSubject {
    pub requester: Uuid,
    pub content_type: TitleKind,
    pub title: String,
}

/// A request's state on the write side.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct ContentRequest {
    id: Uuid,
    subject: Option<RequestSubject>,
    status: RequestStatus,
    admin_notes: Option<String>,
}

impl ContentRequest {
    pub fn status(&self) -> Option<RequestStatus> {
        self.subject.as_ref().map(|_| self.status)
    }

    /// Who asked for what; `None` before it is submitted.
    pub fn subject(&self) -> Option<&RequestSubject> {
        self.subject.as_ref()
    }

    pub fn admin_notes(&self) -> Option<&str> {
        self.admin_notes.as_deref()
    }

    /// The event of an admin's decision; none for a note that changes nothing (a
    /// double click).
    fn moderate(
        &self,
        action: RequestAction,
        by: String,
        admin_notes: &Input,
    ) -> Result<Option<RequestEvent>, RequestError> {
        if self.subject.is_none() {
            return Err(RequestError::NotFound);
        }
        let from = self.status;
        let to = action
            .target(from)
            .ok_or(RequestError::Transition { action, from })?;
        let admin_notes = decision::notes(admin_notes, action == RequestAction::Reject)?;
        if action == RequestAction::Note && admin_notes == self.admin_notes {
            return Ok(None);
        }
        let moderated = Moderated {
            id: self.id,
            by,
            from,
            to,
            admin_notes,
        };
        Ok(Some(RequestEvent::of(action, moderated)))
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
        let event = match command {
            RequestCommand::Submit { .. } if self.subject.is_some() => {
                return Err(RequestError::AlreadySubmitted);
            }
            RequestCommand::Submit {
                id,
                requester,
                week,
                form,
            } => RequestEvent::ContentRequested {
                id,
                requester,
                week,
                details: validate(&form)?,
            },
            RequestCommand::Moderate {
                action,
                by,
                admin_notes,
            } => match self.moderate(action, by, &admin_notes)? {
                Some(event) => event,
                None => return Ok(()),
            },
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: RequestEvent) {
        match event {
            RequestEvent::ContentRequested {
                id,
                requester,
                details,
                ..
            } => {
                self.id = id;
                self.subject = Some(RequestSubject {
                    requester,
                    content_type: details.content_type,
                    title: details.title,
                });
                self.status = RequestStatus::Pending;
            }
            RequestEvent::ContentRequestApproved(m)
            | RequestEvent::ContentRequestRejected(m)
            | RequestEvent::ContentRequestCompleted(m)
            | RequestEvent::ContentRequestReopened(m)
            | RequestEvent::ContentRequestNoted(m) => {
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
        let RequestEvent::ContentRequested { details, .. } = event.redacted() else {
            panic!("redaction keeps the event's kind");
        };
        assert_eq!(
            (details.description, details.genre.as_deref()),
            (None, Some("SF"))
        );
    }

    fn submitted() -> RequestEvent {
        RequestEvent::ContentRequested {
            id: Uuid::from_u128(1),
            requester: Uuid::from_u128(2),
            week: "2026-W48".into(),
            details: validate(&form("Dune")).unwrap(),
        }
    }

    fn moderate(action: RequestAction, notes: &str) -> RequestCommand {
        RequestCommand::Moderate {
            action,
            by: "admin-1".into(),
            admin_notes: Input::text(notes),
        }
    }

    use crate::moderation::decision::decided_by_admin_1 as moderated;

    #[test]
    fn a_request_is_approved_completed_then_reopened_each_event_naming_the_admin() {
        use RequestStatus::*;
        let approved = RequestEvent::ContentRequestApproved(moderated(Pending, Approved, None));
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted()])
            .when(moderate(RequestAction::Approve, ""))
            .then_expect_events(vec![approved.clone()]);
        let completed =
            RequestEvent::ContentRequestCompleted(moderated(Approved, Completed, Some("En ligne")));
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted(), approved.clone()])
            .when(moderate(RequestAction::Complete, "En ligne"))
            .then_expect_events(vec![completed.clone()]);
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted(), approved, completed])
            .when(moderate(RequestAction::Reopen, "En ligne"))
            .then_expect_events(vec![RequestEvent::ContentRequestReopened(moderated(
                Completed,
                Pending,
                Some("En ligne"),
            ))]);
    }

    #[test]
    fn a_note_keeps_the_status_and_the_same_note_twice_appends_nothing() {
        use RequestStatus::*;
        let noted = RequestEvent::ContentRequestNoted(moderated(Pending, Pending, Some("Bientôt")));
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted()])
            .when(moderate(RequestAction::Note, "Bientôt"))
            .then_expect_events(vec![noted.clone()]);
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted(), noted])
            .when(moderate(RequestAction::Note, " Bientôt "))
            .then_expect_events(vec![]);
    }

    #[test]
    fn refused_decisions_say_why() {
        use RequestStatus::*;
        TestFramework::<ContentRequest>::with(())
            .given_no_previous_events()
            .when(moderate(RequestAction::Approve, ""))
            .then_expect_error(RequestError::NotFound);
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted()])
            .when(moderate(RequestAction::Complete, ""))
            .then_expect_error_message(
                "Cette demande est désormais « En attente » : elle ne peut pas être marquée comme ajoutée. Elle a peut-être été modifiée entre-temps, rechargez la liste.",
            );
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted()])
            .when(moderate(RequestAction::Reopen, ""))
            .then_expect_error(RequestError::Transition {
                action: RequestAction::Reopen,
                from: Pending,
            });
        TestFramework::<ContentRequest>::with(())
            .given(vec![submitted()])
            .when(moderate(RequestAction::Reject, " "))
            .then_expect_error(RequestError::NotesRequired);
    }
}
