use uuid::Uuid;

use crate::titles::Input;

/// The admin film form, as sent (the form has no `video_url` input, but the field
/// exists and imports may fill it).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct MovieForm {
    pub title: String,
    pub original_title: Input,
    pub synopsis: Input,
    pub release_year: Input,
    pub duration_minutes: Input,
    pub director: Input,
    pub country: Input,
    pub language: Input,
    pub quality: Input,
    pub poster_url: Input,
    pub trailer_url: Input,
    pub video_url: Input,
    pub video_url_vf: Input,
    pub video_url_vostfr: Input,
    pub rating: Input,
    pub is_featured: bool,
    pub is_new: bool,
    pub budget: Input,
    pub box_office: Input,
    pub genre_ids: Vec<Uuid>,
}

#[derive(Debug, Clone, PartialEq)]
pub enum MovieCommand {
    Add {
        id: Uuid,
        form: MovieForm,
    },
    /// Replaces every field and the genres (the form sends them all).
    Edit {
        form: MovieForm,
    },
    Delete,
}
