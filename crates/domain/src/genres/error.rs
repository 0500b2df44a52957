use crate::category::Category;
use crate::{DomainError, ErrorKind};

use super::NAME_MAX_CHARS;

/// Why a genre command was refused. `Display` is the French message shown to the admin.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum GenreError {
    #[error("Le nom du genre est requis")]
    NameRequired,
    #[error("Le nom du genre ne doit pas dépasser {NAME_MAX_CHARS} caractères")]
    NameTooLong,
    #[error("Le nom du genre doit contenir au moins une lettre ou un chiffre")]
    NameWithoutLetters,
    #[error("Le nom du genre contient des caractères non autorisés")]
    NameForbiddenCharacters,
    #[error("La catégorie est requise")]
    CategoryRequired,
    #[error(
        "Catégorie inconnue : « {0} ». Choisissez parmi : Films, Séries, Animés, Spectacles, Documentaires"
    )]
    UnknownCategory(String),
    #[error("Un genre avec le nom \"{name}\" existe déjà dans la catégorie \"{category}\"")]
    DuplicateName { name: String, category: Category },
    #[error(
        "Un genre avec le slug \"{slug}\" existe déjà dans la catégorie \"{category}\". Veuillez choisir un nom différent."
    )]
    DuplicateSlug { slug: String, category: Category },
    #[error("Ce genre existe déjà")]
    AlreadyExists,
    #[error("Genre non trouvé")]
    NotFound,
}

impl DomainError for GenreError {
    fn kind(&self) -> ErrorKind {
        match self {
            GenreError::NotFound => ErrorKind::NotFound,
            GenreError::DuplicateName { .. }
            | GenreError::DuplicateSlug { .. }
            | GenreError::AlreadyExists => ErrorKind::Conflict,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            GenreError::NameRequired => "name_required",
            GenreError::NameTooLong => "name_too_long",
            GenreError::NameWithoutLetters => "name_without_letters",
            GenreError::NameForbiddenCharacters => "forbidden_characters",
            GenreError::CategoryRequired => "category_required",
            GenreError::UnknownCategory(_) => "unknown_category",
            GenreError::DuplicateName { .. } => "duplicate_name",
            GenreError::DuplicateSlug { .. } => "duplicate_slug",
            GenreError::AlreadyExists => "already_exists",
            GenreError::NotFound => "genre_not_found",
        }
    }
}
