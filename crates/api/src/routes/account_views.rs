//! What the account routes share: the user as the client sees it, their common
//! validation errors, and waiting for this node's projections after a change.

use bobine_domain::accounts::ClaimCommand;
use bobine_projections::accounts::queries::AccountRow;
use bobine_store::{Metadata, Position};
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

use crate::consistency::READ_WAIT;
use crate::error::ApiError;
use crate::state::AppState;

/// The signed-in user.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserView {
    pub id: Uuid,
    pub email: String,
    pub is_admin: bool,
    pub created_at: String,
    /// When the address was confirmed through its mailed link; null until then.
    pub email_confirmed_at: Option<String>,
}

impl UserView {
    pub fn from_row(row: &AccountRow) -> UserView {
        UserView {
            id: Uuid::parse_str(&row.id).unwrap_or_default(),
            email: row.email.clone(),
            is_admin: row.is_admin,
            created_at: row.created_at.clone(),
            email_confirmed_at: row.email_confirmed_at.clone(),
        }
    }
}

pub fn required(field: &str) -> ApiError {
    ApiError::invalid("required", field, "Veuillez remplir tous les champs")
}

pub fn invalid_email(field: &str) -> ApiError {
    ApiError::invalid(
        "invalid_email",
        field,
        "Veuillez saisir une adresse e-mail valide",
    )
}

/// Waits until this node's projections have applied `position`, so that the very
/// next request sees a change that decides access (a sign-in, a ban, a new session
/// version), whichever cookie it carries.
pub async fn settle(state: &AppState, position: Position) {
    if !state.projections.wait_for(position, READ_WAIT).await {
        tracing::warn!(%position, "projections did not reach a command's position in time");
    }
}

/// Gives an address back: after a sign-up or an address change that could not
/// finish, or when the account moved to another address.
pub async fn release_claim(state: &AppState, claim: &str, user: Uuid, metadata: &Metadata) {
    if let Err(error) = state
        .claims
        .execute(claim, ClaimCommand::Release { user }, metadata)
        .await
    {
        tracing::error!(%error, "an address stayed claimed");
    }
}
