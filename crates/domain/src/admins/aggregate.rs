use std::collections::BTreeSet;

use cqrs_es::event_sink::EventSink;
use cqrs_es::{Aggregate, DomainEvent};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::{DomainError, ErrorKind};

/// Who may act on the admin set: an admin member, or the operator token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdminsCommand {
    /// Records the admins a deployment had before this stream existed; nothing once
    /// the stream has begun.
    Adopt {
        admins: Vec<Uuid>,
    },
    /// `by`: the admin member acting, `None` for the operator token.
    Grant {
        user: Uuid,
        by: Option<Uuid>,
    },
    Revoke {
        user: Uuid,
        by: Option<Uuid>,
    },
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum AdminsEvent {
    AdminsAdopted { admins: Vec<Uuid> },
    AdminAdded { user: Uuid, by: Option<Uuid> },
    AdminRemoved { user: Uuid, by: Option<Uuid> },
}

impl DomainEvent for AdminsEvent {
    fn event_type(&self) -> String {
        match self {
            AdminsEvent::AdminsAdopted { .. } => "AdminsAdopted",
            AdminsEvent::AdminAdded { .. } => "AdminAdded",
            AdminsEvent::AdminRemoved { .. } => "AdminRemoved",
        }
        .to_string()
    }

    fn event_version(&self) -> String {
        "1".to_string()
    }
}

/// Why a change of the admin set was refused. `Display` is the French message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AdminsError {
    #[error("Impossible de retirer le dernier administrateur")]
    LastAdmin,
    #[error("Vous n'avez pas les permissions d'administrateur")]
    NotAdmin,
}

impl DomainError for AdminsError {
    fn kind(&self) -> ErrorKind {
        match self {
            AdminsError::LastAdmin => ErrorKind::Conflict,
            AdminsError::NotAdmin => ErrorKind::Forbidden,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            AdminsError::LastAdmin => "last_admin",
            AdminsError::NotAdmin => "forbidden",
        }
    }
}

/// The current admins.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct Admins {
    started: bool,
    admins: BTreeSet<Uuid>,
}

impl Admins {
    pub fn contains(&self, user: &Uuid) -> bool {
        self.admins.contains(user)
    }

    /// Whether the set has recorded anything yet (before that, admins live only in
    /// their accounts, and the first web grant or revocation adopts them).
    pub fn started(&self) -> bool {
        self.started
    }

    /// An admin member acts only while still an admin; the operator always may.
    fn may_act(&self, by: Option<Uuid>) -> Result<(), AdminsError> {
        match by {
            Some(by) if !self.admins.contains(&by) => Err(AdminsError::NotAdmin),
            _ => Ok(()),
        }
    }

    fn decide(&self, command: AdminsCommand) -> Result<Option<AdminsEvent>, AdminsError> {
        Ok(match command {
            AdminsCommand::Adopt { admins } => {
                (!self.started).then_some(AdminsEvent::AdminsAdopted { admins })
            }
            AdminsCommand::Grant { user, by } => {
                self.may_act(by)?;
                (!self.admins.contains(&user)).then_some(AdminsEvent::AdminAdded { user, by })
            }
            AdminsCommand::Revoke { user, by } => {
                self.may_act(by)?;
                if !self.admins.contains(&user) {
                    return Ok(None);
                }
                if self.admins.len() == 1 {
                    return Err(AdminsError::LastAdmin);
                }
                Some(AdminsEvent::AdminRemoved { user, by })
            }
        })
    }
}

impl Aggregate for Admins {
    const TYPE: &'static str = "admins";
    type Command = AdminsCommand;
    type Event = AdminsEvent;
    type Error = AdminsError;
    type Services = ();

    async fn handle(
        &mut self,
        command: AdminsCommand,
        _services: &(),
        sink: &EventSink<Self>,
    ) -> Result<(), AdminsError> {
        if let Some(event) = self.decide(command)? {
            sink.write(event, self).await;
        }
        Ok(())
    }

    fn apply(&mut self, event: AdminsEvent) {
        self.started = true;
        match event {
            AdminsEvent::AdminsAdopted { admins } => self.admins.extend(admins),
            AdminsEvent::AdminAdded { user, .. } => {
                self.admins.insert(user);
            }
            AdminsEvent::AdminRemoved { user, .. } => {
                self.admins.remove(&user);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use cqrs_es::test::TestFramework;

    use super::*;

    type Given = TestFramework<Admins>;

    fn user(n: u128) -> Uuid {
        Uuid::from_u128(n)
    }

    fn adopted(admins: &[u128]) -> Vec<AdminsEvent> {
        vec![AdminsEvent::AdminsAdopted {
            admins: admins.iter().copied().map(user).collect(),
        }]
    }

    #[test]
    fn the_last_admin_is_never_removed() {
        Given::with(())
            .given(adopted(&[1]))
            .when(AdminsCommand::Revoke {
                user: user(1),
                by: None,
            })
            .then_expect_error(AdminsError::LastAdmin);
    }

    #[test]
    fn of_two_mutual_revocations_the_second_is_refused() {
        let first = AdminsEvent::AdminRemoved {
            user: user(2),
            by: Some(user(1)),
        };
        Given::with(())
            .given(adopted(&[1, 2]))
            .when(AdminsCommand::Revoke {
                user: user(2),
                by: Some(user(1)),
            })
            .then_expect_events(vec![first.clone()]);
        let mut after = adopted(&[1, 2]);
        after.push(first);
        Given::with(())
            .given(after)
            .when(AdminsCommand::Revoke {
                user: user(1),
                by: Some(user(2)),
            })
            .then_expect_error(AdminsError::NotAdmin);
    }

    #[test]
    fn adoption_happens_once_and_grants_are_idempotent() {
        Given::with(())
            .given(adopted(&[1]))
            .when(AdminsCommand::Adopt {
                admins: vec![user(9)],
            })
            .then_expect_events(vec![]);
        Given::with(())
            .given(adopted(&[1]))
            .when(AdminsCommand::Grant {
                user: user(1),
                by: None,
            })
            .then_expect_events(vec![]);
        Given::with(())
            .given(adopted(&[1]))
            .when(AdminsCommand::Grant {
                user: user(2),
                by: Some(user(3)),
            })
            .then_expect_error(AdminsError::NotAdmin);
    }
}
