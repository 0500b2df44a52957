use uuid::Uuid;

/// A message as the admin's form sends it: typed text, checked by the aggregate.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PopupForm {
    pub title: String,
    pub content: String,
    /// The form's "active" checkbox: show this message on the login page (and no
    /// other).
    pub active: bool,
}

/// What an admin asks of the login messages. `by` is the acting admin (their user
/// id, or `operator`), kept in the events for the audit trail.
#[derive(Debug, Clone, PartialEq)]
pub enum PopupCommand {
    Create {
        id: Uuid,
        form: PopupForm,
        by: String,
    },
    /// Rewrites a message; its checkbox activates or deactivates it.
    Edit {
        id: Uuid,
        form: PopupForm,
        by: String,
    },
    /// Makes the message the active one, deactivating the one that was.
    Activate {
        id: Uuid,
        by: String,
    },
    Delete {
        id: Uuid,
        by: String,
    },
}
