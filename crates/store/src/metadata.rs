//! What every event carries besides its payload: who, which request, when, from where.

use std::collections::HashMap;

use time::OffsetDateTime;
use time::format_description::well_known::Rfc3339;

/// The audit facts attached to every event of a command (docs/architecture.md, "Aggregates and facts").
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Metadata {
    /// A user id, `operator` (the admin token), `anonymous` or `system`.
    pub actor: String,
    pub request_id: String,
    /// A keyed hash of the client address: enough to group abuse, not to locate anyone.
    pub client: Option<String>,
}

impl Metadata {
    /// Metadata for work the system does on its own (imports, demo data).
    pub fn system(request_id: impl Into<String>) -> Self {
        Metadata {
            actor: "system".into(),
            request_id: request_id.into(),
            client: None,
        }
    }

    /// The map cqrs-es copies onto each event, stamped with the time of the call.
    pub fn to_map(&self) -> HashMap<String, String> {
        let now = OffsetDateTime::now_utc()
            .format(&Rfc3339)
            .unwrap_or_default();
        let mut map = HashMap::from([
            ("actor".to_string(), self.actor.clone()),
            ("request_id".to_string(), self.request_id.clone()),
            ("recorded_at".to_string(), now),
        ]);
        if let Some(client) = &self.client {
            map.insert("client".to_string(), client.clone());
        }
        map
    }
}
