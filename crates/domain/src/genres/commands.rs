use uuid::Uuid;

/// What an admin asks of the genre list. Names and categories arrive as typed by the
/// admin; the aggregate trims, validates and derives the slug.
#[derive(Debug, Clone, PartialEq)]
pub enum GenreCommand {
    Create {
        id: Uuid,
        name: String,
        category: String,
    },
    /// Changes the name and/or the category (the admin form edits both).
    Rename {
        id: Uuid,
        name: String,
        category: String,
    },
    Delete {
        id: Uuid,
    },
}
