//! The member's preferences (GET and PUT /api/account/preferences): whether the team's
//! answers to their reports and requests are mailed to them, and for an admin whether
//! the daily digest of overdue moderation work is (docs/adr/0049).

use axum::extract::State;
use axum::http::StatusCode;
use bobine_app::accounts::preferences::{self, Chosen, Preferences};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::consistency::Committed;
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::json::Json;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_preferences, set_preferences))
}

/// The member's choices.
#[derive(Debug, Serialize, ToSchema)]
pub struct PreferencesBody {
    /// Mail me when the team resolves or rejects my reports, and approves, rejects or
    /// adds my requests (true until the member turns it off).
    moderation_emails: bool,
    /// Mail me, an admin, the daily digest of the reports and requests waiting longer
    /// than `BOBINE_MODERATION_OVERDUE_HOURS` (true until turned off; only admins
    /// are sent it).
    overdue_digest: bool,
}

/// The choices saved: `moderation_emails` is required, `overdue_digest` (the admins'
/// digest) stays as it is when left out.
#[derive(Debug, Deserialize, ToSchema)]
pub struct PreferencesInput {
    moderation_emails: bool,
    #[serde(default)]
    overdue_digest: Option<bool>,
}

impl From<Preferences> for PreferencesBody {
    fn from(preferences: Preferences) -> Self {
        PreferencesBody {
            moderation_emails: preferences.moderation_emails,
            overdue_digest: preferences.overdue_digest,
        }
    }
}

/// The member's preferences.
#[utoipa::path(get, path = "/api/account/preferences", tag = "account",
    responses((status = 200, body = PreferencesBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn get_preferences(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<PreferencesBody>, ApiError> {
    let preferences = preferences::preferences(&state, member.id()).await?;
    Ok(axum::Json(preferences.into()))
}

/// Saves the member's preferences; answers them as saved.
#[utoipa::path(put, path = "/api/account/preferences", tag = "account", request_body = PreferencesInput,
    responses((status = 200, body = PreferencesBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn set_preferences(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<PreferencesInput>,
) -> Result<Committed<PreferencesBody>, ApiError> {
    let chosen = Chosen {
        moderation_emails: body.moderation_emails,
        overdue_digest: body.overdue_digest,
    };
    let position =
        preferences::set_preferences(&state, &context.origin(), member.id(), chosen).await?;
    let saved = preferences::preferences(&state, member.id()).await?;
    Ok(Committed {
        status: StatusCode::OK,
        position,
        body: saved.into(),
    })
}
