//! The login messages (docs/product.md, admin area §2 "Login popup messages" and §4
//! "Popup"): one aggregate holds them all, so at most one is active whatever
//! admins do at the same moment (docs/adr/0019). Each workflow runs one command,
//! the acting admin named in its events and their metadata.

use bobine_domain::popups::{POPUP_BOARD_ID, PopupCommand, PopupForm};
use bobine_store::Position;
use uuid::Uuid;

use crate::catalogue::Created;
use crate::error::AppError;
use crate::node::Node;
use crate::origin::{Admin, Origin};

/// Writes a new message; checked "active", it replaces the active one.
pub async fn create(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    form: PopupForm,
) -> Result<Created, AppError> {
    let id = Uuid::now_v7();
    let by = admin.actor.clone();
    let command = PopupCommand::Create { id, form, by };
    let position = node
        .run_as(&node.popups, origin, &admin.actor, POPUP_BOARD_ID, command)
        .await?;
    Ok(Created { id, position })
}

/// Rewrites a message; its checkbox activates or deactivates it.
pub async fn edit(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    form: PopupForm,
) -> Result<Position, AppError> {
    let by = admin.actor.clone();
    let command = PopupCommand::Edit { id, form, by };
    node.run_as(&node.popups, origin, &admin.actor, POPUP_BOARD_ID, command)
        .await
}

/// Makes a message the one the login page shows, and no other.
pub async fn activate(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
) -> Result<Position, AppError> {
    let by = admin.actor.clone();
    let command = PopupCommand::Activate { id, by };
    node.run_as(&node.popups, origin, &admin.actor, POPUP_BOARD_ID, command)
        .await
}

pub async fn delete(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
) -> Result<Position, AppError> {
    let by = admin.actor.clone();
    let command = PopupCommand::Delete { id, by };
    node.run_as(&node.popups, origin, &admin.actor, POPUP_BOARD_ID, command)
        .await
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use bobine_projections::popups::queries;
    use bobine_store::on_both_backends;
    use bobine_store::testing::{Backend, TestLog};

    use super::*;
    use crate::settings::Settings;

    on_both_backends! {
        two_simultaneous_activations_always_leave_exactly_one_message_active => races;
    }

    fn form(title: &str) -> PopupForm {
        PopupForm {
            title: title.into(),
            content: "Texte".into(),
            active: false,
        }
    }

    async fn races(backend: Backend) {
        let log = TestLog::new(backend).await;
        let mut settings = Settings::for_data_dir(log.data_dir());
        settings.database_url = log.database_url.clone();
        settings.poll_interval = Duration::from_millis(50);
        let node = Node::start(settings).await.unwrap();
        let origin = Origin::system("test");
        let admin = Admin {
            actor: "operator".into(),
            user: None,
        };
        for run in 0..100 {
            let a = create(&node, &origin, &admin, form("A")).await.unwrap().id;
            let b = create(&node, &origin, &admin, form("B")).await.unwrap().id;
            let (first, second) = tokio::join!(
                activate(&node, &origin, &admin, a),
                activate(&node, &origin, &admin, b)
            );
            let last = first.unwrap().max(second.unwrap());
            let wait = Duration::from_secs(10);
            assert!(node.projections.wait_for(last, wait).await);
            let rows = queries::all(node.read.reads()).await.unwrap();
            let active: Vec<_> = rows.iter().filter(|row| row.is_active).collect();
            assert_eq!(active.len(), 1, "run {run}: {active:?}");
            let (a, b) = (a.to_string(), b.to_string());
            assert!(active[0].id == a || active[0].id == b, "run {run}");
            let shown = queries::active(node.read.reads()).await.unwrap().unwrap();
            assert_eq!(shown.id, active[0].id, "run {run}");
        }
    }
}
