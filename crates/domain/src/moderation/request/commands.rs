use uuid::Uuid;

use crate::moderation::RequestAction;
use crate::titles::Input;

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

#[derive(Debug, Clone, PartialEq)]
pub enum RequestCommand {
    /// `week`: the Paris ISO week whose quota the request used (`2026-W48`).
    Submit {
        id: Uuid,
        requester: Uuid,
        week: String,
        form: RequestForm,
    },
    /// An admin (`by`: their id, or `operator`) moves the request on or annotates it,
    /// with notes that replace the previous ones.
    Moderate {
        action: RequestAction,
        by: String,
        admin_notes: Input,
    },
}
