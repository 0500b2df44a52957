//! Grants and revocations of admin rights go through the `admins` set first (one
//! stream, decided in turn), so that two admins revoking each other at once cannot
//! both succeed and the last admin is never removed; the member's `account` stream
//! records the change after.

use bobine_domain::admins::{ADMINS_ID, AdminsCommand};
use bobine_projections::accounts::queries;
use uuid::Uuid;

use crate::error::ApiError;
use crate::extract::auth::Admin;
use crate::extract::context::RequestContext;
use crate::state::AppState;

/// What is asked of the set.
pub enum Change {
    Grant,
    Revoke,
}

/// Decides `change` of `user`'s rights on the `admins` set, adopting the admins the
/// read model knows the first time.
pub async fn decide(
    state: &AppState,
    context: &RequestContext,
    admin: &Admin,
    user: Uuid,
    change: Change,
) -> Result<(), ApiError> {
    let metadata = context.metadata(&admin.actor);
    let reads = state.read.reads();
    let adopt = AdminsCommand::Adopt {
        admins: queries::admin_ids(reads).await?,
    };
    state.admins.execute(ADMINS_ID, adopt, &metadata).await?;
    let by = admin.user;
    let command = match change {
        Change::Grant => {
            if queries::account(reads, &user.to_string()).await?.is_none() {
                return Err(ApiError::not_found("Utilisateur non trouvé"));
            }
            AdminsCommand::Grant { user, by }
        }
        Change::Revoke => AdminsCommand::Revoke { user, by },
    };
    state.admins.execute(ADMINS_ID, command, &metadata).await?;
    Ok(())
}
