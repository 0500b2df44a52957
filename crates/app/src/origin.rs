//! Who acts, and from which request: what the events of a workflow carry as
//! metadata (docs/architecture.md, "Aggregates and facts").

use bobine_store::Metadata;
use uuid::Uuid;

/// The request behind a workflow: its id and the keyed hash of the client address.
#[derive(Debug, Clone)]
pub struct Origin {
    pub request_id: String,
    pub client: Option<String>,
}

impl Origin {
    /// Work the system does on its own (the command line), labelled `label`.
    pub fn system(label: &str) -> Origin {
        Origin {
            request_id: format!("{label}-{}", Uuid::now_v7()),
            client: None,
        }
    }

    /// Metadata naming `actor` as the one who acted.
    pub fn metadata(&self, actor: &str) -> Metadata {
        Metadata {
            actor: actor.to_string(),
            request_id: self.request_id.clone(),
            client: self.client.clone(),
        }
    }
}

/// An administrator: a member with the admin flag, or the operator token.
#[derive(Debug, Clone)]
pub struct Admin {
    /// Recorded as the `actor` of every event this admin causes: their user id, or
    /// `operator`.
    pub actor: String,
    /// The admin's own account (none for the operator token).
    pub user: Option<Uuid>,
}
