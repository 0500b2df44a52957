use std::collections::BTreeMap;

use cqrs_es::Aggregate;
use cqrs_es::event_sink::EventSink;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use super::{GenreCommand, GenreError, GenreEvent, NAME_MAX_CHARS};
use crate::category::Category;
use crate::slug::genre_slug;

/// One genre as the write side knows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Genre {
    pub name: String,
    pub slug: String,
    pub category: Category,
}

/// Every genre, by id.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Genres {
    genres: BTreeMap<Uuid, Genre>,
}

/// A name and category that passed validation, with the slug they give.
struct Valid {
    name: String,
    slug: String,
    category: Category,
}

impl Genres {
    pub fn get(&self, id: &Uuid) -> Option<&Genre> {
        self.genres.get(id)
    }

    /// The genre of `category` that `name` designates: the same name whatever its
    /// case and spacing, or the same slug (the genre a `Create` of that name would
    /// collide with). Imports use it to reuse a genre an admin already made.
    pub fn find(&self, category: Category, name: &str) -> Option<Uuid> {
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        let lower = name.to_lowercase();
        let slug = genre_slug(category, &name);
        self.genres
            .iter()
            .find(|(_, g)| {
                g.category == category && (g.name.to_lowercase() == lower || g.slug == slug)
            })
            .map(|(id, _)| *id)
    }

    /// Trims and validates the admin's input, then checks it against every other
    /// genre of the same category (`except` is the genre being edited).
    fn validate(
        &self,
        name: &str,
        category: &str,
        except: Option<Uuid>,
    ) -> Result<Valid, GenreError> {
        if crate::text::has_forbidden_characters(name) {
            return Err(GenreError::NameForbiddenCharacters);
        }
        let name = name.split_whitespace().collect::<Vec<_>>().join(" ");
        if name.is_empty() {
            return Err(GenreError::NameRequired);
        }
        if name.chars().count() > NAME_MAX_CHARS {
            return Err(GenreError::NameTooLong);
        }
        if category.trim().is_empty() {
            return Err(GenreError::CategoryRequired);
        }
        let category = Category::parse(category)
            .ok_or_else(|| GenreError::UnknownCategory(category.trim().to_string()))?;
        if !name.chars().any(char::is_alphanumeric) {
            return Err(GenreError::NameWithoutLetters);
        }
        let slug = genre_slug(category, &name);
        let others = self
            .genres
            .iter()
            .filter(|(id, g)| Some(**id) != except && g.category == category)
            .map(|(_, g)| g);
        let lower = name.to_lowercase();
        for other in others {
            if other.name.to_lowercase() == lower {
                return Err(GenreError::DuplicateName { name, category });
            }
            if other.slug == slug {
                return Err(GenreError::DuplicateSlug { slug, category });
            }
        }
        Ok(Valid {
            name,
            slug,
            category,
        })
    }
}

impl Aggregate for Genres {
    const TYPE: &'static str = "genres";
    type Command = GenreCommand;
    type Event = GenreEvent;
    type Error = GenreError;
    type Services = ();

    async fn handle(
        &mut self,
        command: GenreCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), GenreError> {
        let event = match command {
            GenreCommand::Create { id, name, category } => {
                if self.genres.contains_key(&id) {
                    return Err(GenreError::AlreadyExists);
                }
                let Valid {
                    name,
                    slug,
                    category,
                } = self.validate(&name, &category, None)?;
                GenreEvent::GenreCreated {
                    id,
                    name,
                    slug,
                    category,
                }
            }
            GenreCommand::Rename { id, name, category } => {
                let current = self.genres.get(&id).ok_or(GenreError::NotFound)?;
                let valid = self.validate(&name, &category, Some(id))?;
                if current.name == valid.name && current.category == valid.category {
                    return Ok(());
                }
                let Valid {
                    name,
                    slug,
                    category,
                } = valid;
                GenreEvent::GenreRenamed {
                    id,
                    name,
                    slug,
                    category,
                }
            }
            GenreCommand::Delete { id } => {
                let current = self.genres.get(&id).ok_or(GenreError::NotFound)?;
                GenreEvent::GenreDeleted {
                    id,
                    name: current.name.clone(),
                    category: current.category,
                }
            }
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: GenreEvent) {
        match event {
            GenreEvent::GenreCreated {
                id,
                name,
                slug,
                category,
            }
            | GenreEvent::GenreRenamed {
                id,
                name,
                slug,
                category,
            } => {
                self.genres.insert(
                    id,
                    Genre {
                        name,
                        slug,
                        category,
                    },
                );
            }
            GenreEvent::GenreDeleted { id, .. } => {
                self.genres.remove(&id);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    type Given = TestFramework<Genres>;

    fn id(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    fn created(n: u128, name: &str, category: Category) -> GenreEvent {
        GenreEvent::GenreCreated {
            id: id(n),
            name: name.into(),
            slug: genre_slug(category, name),
            category,
        }
    }

    fn create(n: u128, name: &str, category: &str) -> GenreCommand {
        GenreCommand::Create {
            id: id(n),
            name: name.into(),
            category: category.into(),
        }
    }

    #[test]
    fn creating_a_genre_derives_its_slug_and_tidies_its_name() {
        Given::with(())
            .given_no_previous_events()
            .when(create(1, "  Comédie   dramatique ", "Films"))
            .then_expect_events(vec![GenreEvent::GenreCreated {
                id: id(1),
                name: "Comédie dramatique".into(),
                slug: "films-comedie-dramatique".into(),
                category: Category::Films,
            }]);
    }

    #[test]
    fn each_invalid_input_gets_its_french_message() {
        let cases = [
            ("", "Films", "Le nom du genre est requis"),
            ("   ", "Films", "Le nom du genre est requis"),
            ("Action", "", "La catégorie est requise"),
            (
                "Action",
                "Series",
                "Catégorie inconnue : « Series ». Choisissez parmi : Films, Séries, Animés, Spectacles, Documentaires",
            ),
            (
                "!!!",
                "Films",
                "Le nom du genre doit contenir au moins une lettre ou un chiffre",
            ),
            (
                &"x".repeat(51),
                "Films",
                "Le nom du genre ne doit pas dépasser 50 caractères",
            ),
        ];
        for (name, category, message) in cases {
            Given::with(())
                .given_no_previous_events()
                .when(create(1, name, category))
                .then_expect_error_message(message);
        }
    }

    #[test]
    fn a_duplicate_name_in_the_same_category_is_refused_whatever_its_case() {
        Given::with(())
            .given(vec![created(1, "Action", Category::Films)])
            .when(create(2, "ACTION", "Films"))
            .then_expect_error_message(
                "Un genre avec le nom \"ACTION\" existe déjà dans la catégorie \"Films\"",
            );
    }

    #[test]
    fn a_name_giving_the_same_slug_in_the_same_category_is_refused() {
        Given::with(())
            .given(vec![created(1, "Science-Fiction", Category::Films)])
            .when(create(2, "Science Fiction", "Films"))
            .then_expect_error_message(
                "Un genre avec le slug \"films-science-fiction\" existe déjà dans la catégorie \"Films\". Veuillez choisir un nom différent.",
            );
    }

    #[test]
    fn the_same_name_in_another_category_is_accepted() {
        Given::with(())
            .given(vec![created(1, "Action", Category::Films)])
            .when(create(2, "Action", "Séries"))
            .then_expect_events(vec![created(2, "Action", Category::Series)]);
    }

    #[test]
    fn renaming_checks_the_other_genres_but_not_itself() {
        Given::with(())
            .given(vec![created(1, "Action", Category::Films)])
            .when(GenreCommand::Rename {
                id: id(1),
                name: "action".into(),
                category: "Films".into(),
            })
            .then_expect_events(vec![GenreEvent::GenreRenamed {
                id: id(1),
                name: "action".into(),
                slug: "films-action".into(),
                category: Category::Films,
            }]);
        Given::with(())
            .given(vec![
                created(1, "Action", Category::Films),
                created(2, "Drame", Category::Films),
            ])
            .when(GenreCommand::Rename {
                id: id(2),
                name: "Action".into(),
                category: "Films".into(),
            })
            .then_expect_error_message(
                "Un genre avec le nom \"Action\" existe déjà dans la catégorie \"Films\"",
            );
    }

    #[test]
    fn renaming_to_the_same_name_and_category_changes_nothing() {
        Given::with(())
            .given(vec![created(1, "Action", Category::Films)])
            .when(GenreCommand::Rename {
                id: id(1),
                name: " Action ".into(),
                category: "Films".into(),
            })
            .then_expect_events(vec![]);
    }

    #[test]
    fn unknown_genres_cannot_be_renamed_or_deleted() {
        Given::with(())
            .given_no_previous_events()
            .when(GenreCommand::Delete { id: id(9) })
            .then_expect_error_message("Genre non trouvé");
        Given::with(())
            .given_no_previous_events()
            .when(GenreCommand::Rename {
                id: id(9),
                name: "X".into(),
                category: "Films".into(),
            })
            .then_expect_error_message("Genre non trouvé");
    }

    #[test]
    fn find_matches_a_name_of_the_category_whatever_its_case_or_its_slug() {
        let mut genres = Genres::default();
        for event in [
            created(1, "Science-Fiction", Category::Films),
            created(2, "Drame", Category::Films),
            created(3, "Animés", Category::Series),
        ] {
            genres.apply(event);
        }
        assert_eq!(genres.find(Category::Films, "drame"), Some(id(2)));
        assert_eq!(genres.find(Category::Films, " DRAME "), Some(id(2)));
        assert_eq!(genres.find(Category::Films, "Science Fiction"), Some(id(1)));
        assert_eq!(genres.find(Category::Series, "Animés"), Some(id(3)));
        assert_eq!(genres.find(Category::Series, "Drame"), None);
        assert_eq!(genres.find(Category::Films, "Animés"), None);
        assert_eq!(genres.find(Category::Films, "Western"), None);
    }

    #[test]
    fn a_deleted_genre_frees_its_name() {
        let deleted = GenreEvent::GenreDeleted {
            id: id(1),
            name: "Action".into(),
            category: Category::Films,
        };
        Given::with(())
            .given(vec![created(1, "Action", Category::Films)])
            .when(GenreCommand::Delete { id: id(1) })
            .then_expect_events(vec![deleted.clone()]);
        Given::with(())
            .given(vec![created(1, "Action", Category::Films), deleted])
            .when(create(2, "Action", "Films"))
            .then_expect_events(vec![created(2, "Action", Category::Films)]);
    }
}
