use std::collections::BTreeMap;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{CONTENT, PopupCommand, PopupError, PopupEvent, PopupForm, TITLE};

/// One message as the write side knows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Popup {
    pub title: String,
    pub content: String,
}

/// Every login message, and which one is active.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct PopupBoard {
    popups: BTreeMap<Uuid, Popup>,
    active: Option<Uuid>,
}

impl PopupBoard {
    /// The active message's id, if one is active.
    pub fn active(&self) -> Option<Uuid> {
        self.active
    }

    pub fn get(&self, id: &Uuid) -> Option<&Popup> {
        self.popups.get(id)
    }

    /// The events that bring message `id` (already on the board, or being created)
    /// to the checkbox's state.
    fn switch(&self, id: Uuid, active: bool, by: &str) -> Option<PopupEvent> {
        let is_active = self.active == Some(id);
        match (active, is_active) {
            (true, false) => Some(PopupEvent::PopupActivated {
                id,
                replaced: self.active,
                by: by.to_string(),
            }),
            (false, true) => Some(PopupEvent::PopupDeactivated {
                id,
                by: by.to_string(),
            }),
            _ => None,
        }
    }

    fn decide(&self, command: PopupCommand) -> Result<Vec<PopupEvent>, PopupError> {
        Ok(match command {
            PopupCommand::Create { id, form, by } => {
                if self.popups.contains_key(&id) {
                    return Err(PopupError::AlreadyExists);
                }
                let (title, content) = validate(&form)?;
                let created = PopupEvent::PopupCreated {
                    id,
                    title,
                    content,
                    by: by.clone(),
                };
                std::iter::once(created)
                    .chain(self.switch(id, form.active, &by))
                    .collect()
            }
            PopupCommand::Edit { id, form, by } => {
                let current = self.popups.get(&id).ok_or(PopupError::NotFound)?;
                let (title, content) = validate(&form)?;
                let edited = (current.title != title || current.content != content).then(|| {
                    PopupEvent::PopupEdited {
                        id,
                        title,
                        content,
                        by: by.clone(),
                    }
                });
                edited
                    .into_iter()
                    .chain(self.switch(id, form.active, &by))
                    .collect()
            }
            PopupCommand::Activate { id, by } => {
                if !self.popups.contains_key(&id) {
                    return Err(PopupError::NotFound);
                }
                self.switch(id, true, &by).into_iter().collect()
            }
            PopupCommand::Delete { id, by } => {
                let current = self.popups.get(&id).ok_or(PopupError::NotFound)?;
                vec![PopupEvent::PopupDeleted {
                    id,
                    title: current.title.clone(),
                    by,
                }]
            }
        })
    }
}

/// The trimmed title and content, both required and bounded (docs/product.md, admin area §5).
fn validate(form: &PopupForm) -> Result<(String, String), PopupError> {
    Ok((
        TITLE.required(&form.title)?,
        CONTENT.required(&form.content)?,
    ))
}

impl Aggregate for PopupBoard {
    const TYPE: &'static str = "popup_board";
    type Command = PopupCommand;
    type Event = PopupEvent;
    type Error = PopupError;
    type Services = ();

    async fn handle(
        &mut self,
        command: PopupCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), PopupError> {
        for event in self.decide(command)? {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: PopupEvent) {
        match event {
            PopupEvent::PopupCreated {
                id, title, content, ..
            }
            | PopupEvent::PopupEdited {
                id, title, content, ..
            } => {
                self.popups.insert(id, Popup { title, content });
            }
            PopupEvent::PopupActivated { id, .. } => self.active = Some(id),
            PopupEvent::PopupDeactivated { .. } => self.active = None,
            PopupEvent::PopupDeleted { id, .. } => {
                self.popups.remove(&id);
                if self.active == Some(id) {
                    self.active = None;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    type Given = TestFramework<PopupBoard>;

    const BY: &str = "admin-1";

    fn id(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    fn form(title: &str, content: &str, active: bool) -> PopupForm {
        PopupForm {
            title: title.into(),
            content: content.into(),
            active,
        }
    }

    fn created(n: u128, title: &str) -> PopupEvent {
        PopupEvent::PopupCreated {
            id: id(n),
            title: title.into(),
            content: "Texte".into(),
            by: BY.into(),
        }
    }

    fn activated(n: u128, replaced: Option<u128>) -> PopupEvent {
        PopupEvent::PopupActivated {
            id: id(n),
            replaced: replaced.map(id),
            by: BY.into(),
        }
    }

    #[test]
    fn an_active_new_message_replaces_the_active_one() {
        Given::with(())
            .given(vec![created(1, "Ancien"), activated(1, None)])
            .when(PopupCommand::Create {
                id: id(2),
                form: form("  Nouveau ", "Ligne 1\nLigne 2\n", true),
                by: BY.into(),
            })
            .then_expect_events(vec![
                PopupEvent::PopupCreated {
                    id: id(2),
                    title: "Nouveau".into(),
                    content: "Ligne 1\nLigne 2".into(),
                    by: BY.into(),
                },
                activated(2, Some(1)),
            ]);
    }

    #[test]
    fn an_inactive_new_message_leaves_the_active_one_alone() {
        Given::with(())
            .given(vec![created(1, "Ancien"), activated(1, None)])
            .when(PopupCommand::Create {
                id: id(2),
                form: form("Nouveau", "Texte", false),
                by: BY.into(),
            })
            .then_expect_events(vec![created(2, "Nouveau")]);
    }

    #[test]
    fn title_and_content_are_required_and_bounded() {
        let cases = [
            (form("", "Texte", true), "Le titre est requis"),
            (form("Titre", "  \n ", true), "Le contenu est requis"),
            (
                form(&"t".repeat(101), "Texte", true),
                "Le titre ne doit pas dépasser 100 caractères",
            ),
            (
                form("Titre", &"c".repeat(2001), true),
                "Le contenu ne doit pas dépasser 2000 caractères",
            ),
            (
                form("Titre\u{7}", "Texte", true),
                "Le titre contient des caractères non autorisés",
            ),
        ];
        for (form, message) in cases {
            Given::with(())
                .given_no_previous_events()
                .when(PopupCommand::Create {
                    id: id(1),
                    form,
                    by: BY.into(),
                })
                .then_expect_error_message(message);
        }
    }

    #[test]
    fn activating_the_active_message_changes_nothing() {
        Given::with(())
            .given(vec![created(1, "Un"), activated(1, None)])
            .when(PopupCommand::Activate {
                id: id(1),
                by: BY.into(),
            })
            .then_expect_events(vec![]);
    }

    #[test]
    fn editing_with_the_box_unchecked_deactivates_and_an_unchanged_text_is_not_repeated() {
        Given::with(())
            .given(vec![created(1, "Un"), activated(1, None)])
            .when(PopupCommand::Edit {
                id: id(1),
                form: form("Un", "Texte", false),
                by: BY.into(),
            })
            .then_expect_events(vec![PopupEvent::PopupDeactivated {
                id: id(1),
                by: BY.into(),
            }]);
        Given::with(())
            .given(vec![
                created(1, "Un"),
                created(2, "Deux"),
                activated(2, None),
            ])
            .when(PopupCommand::Edit {
                id: id(1),
                form: form("Un bis", "Texte", true),
                by: BY.into(),
            })
            .then_expect_events(vec![
                PopupEvent::PopupEdited {
                    id: id(1),
                    title: "Un bis".into(),
                    content: "Texte".into(),
                    by: BY.into(),
                },
                activated(1, Some(2)),
            ]);
    }

    #[test]
    fn a_deleted_active_message_leaves_none_active() {
        let mut board = PopupBoard::default();
        for event in [
            created(1, "Un"),
            activated(1, None),
            PopupEvent::PopupDeleted {
                id: id(1),
                title: "Un".into(),
                by: BY.into(),
            },
        ] {
            board.apply(event);
        }
        assert_eq!(board.active(), None);
        assert!(board.get(&id(1)).is_none());
    }

    #[test]
    fn unknown_messages_cannot_be_edited_activated_or_deleted() {
        for command in [
            PopupCommand::Activate {
                id: id(9),
                by: BY.into(),
            },
            PopupCommand::Delete {
                id: id(9),
                by: BY.into(),
            },
            PopupCommand::Edit {
                id: id(9),
                form: form("T", "C", false),
                by: BY.into(),
            },
        ] {
            Given::with(())
                .given_no_previous_events()
                .when(command)
                .then_expect_error_message("Message non trouvé");
        }
    }
}
