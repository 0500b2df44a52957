use std::collections::BTreeSet;
use std::convert::Infallible;

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::titles::TitleKind;

/// What a member does with their favourites.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LibraryCommand {
    AddFavourite {
        content_type: TitleKind,
        content_id: Uuid,
    },
    RemoveFavourite {
        content_type: TitleKind,
        content_id: Uuid,
    },
    /// Forgets every favourite: the member was erased.
    Clear,
}

/// What happened to a member's favourites.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LibraryEvent {
    FavouriteAdded {
        content_type: TitleKind,
        content_id: Uuid,
    },
    FavouriteRemoved {
        content_type: TitleKind,
        content_id: Uuid,
    },
    /// Every favourite is gone at once (the member's erasure).
    LibraryCleared,
}

impl LibraryEvent {
    /// The event without the title it names, for a member's erasure: which titles
    /// they liked is personal, that they added and removed favourites is not
    /// (docs/adr/0007). The stream still folds to an empty library, since the
    /// erasure appends `LibraryCleared` first.
    pub fn redacted(self) -> LibraryEvent {
        match self {
            LibraryEvent::FavouriteAdded { content_type, .. } => LibraryEvent::FavouriteAdded {
                content_type,
                content_id: Uuid::nil(),
            },
            LibraryEvent::FavouriteRemoved { content_type, .. } => LibraryEvent::FavouriteRemoved {
                content_type,
                content_id: Uuid::nil(),
            },
            LibraryEvent::LibraryCleared => LibraryEvent::LibraryCleared,
        }
    }
}

impl DomainEvent for LibraryEvent {
    fn event_type(&self) -> String {
        match self {
            LibraryEvent::FavouriteAdded { .. } => "FavouriteAdded",
            LibraryEvent::FavouriteRemoved { .. } => "FavouriteRemoved",
            LibraryEvent::LibraryCleared => "LibraryCleared",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

/// A member's favourites on the write side: just the set, to tell a change from a
/// repeat.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Library {
    favourites: BTreeSet<(TitleKind, Uuid)>,
}

impl Aggregate for Library {
    const TYPE: &'static str = "library";
    type Command = LibraryCommand;
    type Event = LibraryEvent;
    /// Nothing is ever refused: every command either changes the set or is a repeat.
    type Error = Infallible;
    type Services = ();

    async fn handle(
        &mut self,
        command: LibraryCommand,
        _: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), Infallible> {
        let event = match command {
            LibraryCommand::AddFavourite {
                content_type,
                content_id,
            } if !self.favourites.contains(&(content_type, content_id)) => {
                LibraryEvent::FavouriteAdded {
                    content_type,
                    content_id,
                }
            }
            LibraryCommand::RemoveFavourite {
                content_type,
                content_id,
            } if self.favourites.contains(&(content_type, content_id)) => {
                LibraryEvent::FavouriteRemoved {
                    content_type,
                    content_id,
                }
            }
            LibraryCommand::Clear if !self.favourites.is_empty() => LibraryEvent::LibraryCleared,
            _ => return Ok(()),
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: LibraryEvent) {
        match event {
            LibraryEvent::FavouriteAdded {
                content_type,
                content_id,
            } => {
                self.favourites.insert((content_type, content_id));
            }
            LibraryEvent::FavouriteRemoved {
                content_type,
                content_id,
            } => {
                self.favourites.remove(&(content_type, content_id));
            }
            LibraryEvent::LibraryCleared => self.favourites.clear(),
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    fn film() -> (TitleKind, Uuid) {
        (TitleKind::Movie, Uuid::from_u128(7))
    }

    fn added((content_type, content_id): (TitleKind, Uuid)) -> LibraryEvent {
        LibraryEvent::FavouriteAdded {
            content_type,
            content_id,
        }
    }

    fn add((content_type, content_id): (TitleKind, Uuid)) -> LibraryCommand {
        LibraryCommand::AddFavourite {
            content_type,
            content_id,
        }
    }

    fn remove((content_type, content_id): (TitleKind, Uuid)) -> LibraryCommand {
        LibraryCommand::RemoveFavourite {
            content_type,
            content_id,
        }
    }

    #[test]
    fn a_film_and_a_series_with_the_same_id_are_two_favourites() {
        let series = (TitleKind::Series, film().1);
        TestFramework::<Library>::with(())
            .given(vec![added(film())])
            .when(add(series))
            .then_expect_events(vec![added(series)]);
    }

    #[test]
    fn adding_a_favourite_twice_records_it_once() {
        TestFramework::<Library>::with(())
            .given(vec![added(film())])
            .when(add(film()))
            .then_expect_events(vec![]);
    }

    #[test]
    fn removing_a_favourite_records_it_and_removing_it_again_records_nothing() {
        let (content_type, content_id) = film();
        TestFramework::<Library>::with(())
            .given(vec![added(film())])
            .when(remove(film()))
            .then_expect_events(vec![LibraryEvent::FavouriteRemoved {
                content_type,
                content_id,
            }]);
        TestFramework::<Library>::with(())
            .given(vec![
                added(film()),
                LibraryEvent::FavouriteRemoved {
                    content_type,
                    content_id,
                },
            ])
            .when(remove(film()))
            .then_expect_events(vec![]);
    }

    #[test]
    fn clearing_forgets_every_favourite_once() {
        TestFramework::<Library>::with(())
            .given(vec![added(film())])
            .when(LibraryCommand::Clear)
            .then_expect_events(vec![LibraryEvent::LibraryCleared]);
        TestFramework::<Library>::with(())
            .given(vec![added(film()), LibraryEvent::LibraryCleared])
            .when(LibraryCommand::Clear)
            .then_expect_events(vec![]);
    }

    #[test]
    fn a_redacted_stream_still_folds_to_an_empty_library() {
        let events = [
            added(film()),
            added((TitleKind::Series, Uuid::from_u128(8))),
            LibraryEvent::LibraryCleared,
        ];
        let mut library = Library::default();
        for event in events.into_iter().map(LibraryEvent::redacted) {
            assert_ne!(event, added(film()));
            library.apply(event);
        }
        assert!(library.favourites.is_empty());
    }
}
