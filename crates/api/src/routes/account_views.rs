//! What the account routes share: the user as the client sees it.

use bobine_app::accounts::Profile;
use bobine_projections::accounts::queries::AccountRow;
use serde::Serialize;
use utoipa::ToSchema;
use uuid::Uuid;

/// The signed-in user.
#[derive(Debug, Serialize, ToSchema)]
pub struct UserView {
    pub id: Uuid,
    pub email: String,
    pub is_admin: bool,
    /// May open the pages an analyst reads (projections, audit, analytics).
    pub is_analyst: bool,
    /// Sign-ins need a second factor: an authenticator app or a passkey.
    pub two_factor: bool,
    /// The authenticator app is on (/profile offers to turn it off).
    pub totp: bool,
    pub created_at: String,
    /// When the address was confirmed through its mailed link; null until then.
    pub email_confirmed_at: Option<String>,
}

impl UserView {
    pub fn from_row(row: &AccountRow) -> UserView {
        UserView::from(Profile::from_row(row))
    }
}

impl From<Profile> for UserView {
    fn from(profile: Profile) -> UserView {
        UserView {
            id: profile.id,
            email: profile.email,
            is_admin: profile.is_admin,
            is_analyst: profile.is_analyst,
            two_factor: profile.two_factor,
            totp: profile.totp,
            created_at: profile.created_at,
            email_confirmed_at: profile.email_confirmed_at,
        }
    }
}
