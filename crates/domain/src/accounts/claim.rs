//! The `email` aggregate: who owns an address. One stream per address, so two
//! sign-ups racing for one address append to the same stream and exactly one wins.

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::{DomainError, ErrorKind};

#[derive(Debug, Clone)]
pub enum ClaimCommand {
    /// Makes the address `user`'s; claiming one's own address again changes nothing.
    Claim { user: Uuid },
    /// Frees the address, if `user` holds it (an e-mail change or an erasure).
    Release { user: Uuid },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum ClaimEvent {
    Claimed { user: Uuid },
    Released { user: Uuid },
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ClaimError {
    #[error("Un compte existe déjà avec cette adresse e-mail")]
    Taken,
}

/// Another account holds the address: a conflict about the form's `email`.
impl DomainError for ClaimError {
    fn kind(&self) -> ErrorKind {
        ErrorKind::Conflict
    }

    fn code(&self) -> &'static str {
        "email_taken"
    }

    fn field(&self) -> Option<&str> {
        Some("email")
    }
}

impl DomainEvent for ClaimEvent {
    fn event_type(&self) -> String {
        match self {
            ClaimEvent::Claimed { .. } => "Claimed",
            ClaimEvent::Released { .. } => "Released",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

/// The owner of one address, if any.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct EmailClaim {
    owner: Option<Uuid>,
}

impl EmailClaim {
    pub fn owner(&self) -> Option<Uuid> {
        self.owner
    }
}

impl Aggregate for EmailClaim {
    const TYPE: &'static str = "email";
    type Command = ClaimCommand;
    type Event = ClaimEvent;
    type Error = ClaimError;
    type Services = ();

    async fn handle(
        &mut self,
        command: ClaimCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), ClaimError> {
        let event = match (command, self.owner) {
            (ClaimCommand::Claim { user }, None) => ClaimEvent::Claimed { user },
            (ClaimCommand::Claim { user }, Some(owner)) if owner == user => return Ok(()),
            (ClaimCommand::Claim { .. }, Some(_)) => return Err(ClaimError::Taken),
            (ClaimCommand::Release { user }, Some(owner)) if owner == user => {
                ClaimEvent::Released { user }
            }
            (ClaimCommand::Release { .. }, _) => return Ok(()),
        };
        sink.write(event, self).await;
        Ok(())
    }

    fn apply(&mut self, event: ClaimEvent) {
        self.owner = match event {
            ClaimEvent::Claimed { user } => Some(user),
            ClaimEvent::Released { .. } => None,
        };
    }
}
