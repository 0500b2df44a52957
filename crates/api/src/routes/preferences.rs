//! The member's preferences (GET and PUT /api/account/preferences): whether the team's
//! answers to their reports and requests are mailed to them.

use axum::extract::State;
use axum::http::StatusCode;
use bobine_app::accounts::preferences::{self, Preferences};
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

/// The member's choices; every field is required when they are saved.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
pub struct PreferencesBody {
    /// Mail me when the team resolves or rejects my reports, and approves, rejects or
    /// adds my requests (true until the member turns it off).
    moderation_emails: bool,
}

impl From<Preferences> for PreferencesBody {
    fn from(preferences: Preferences) -> Self {
        PreferencesBody {
            moderation_emails: preferences.moderation_emails,
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
#[utoipa::path(put, path = "/api/account/preferences", tag = "account", request_body = PreferencesBody,
    responses((status = 200, body = PreferencesBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn set_preferences(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Json(body): Json<PreferencesBody>,
) -> Result<Committed<PreferencesBody>, ApiError> {
    let chosen = Preferences {
        moderation_emails: body.moderation_emails,
    };
    let position =
        preferences::set_preferences(&state, &context.origin(), member.id(), chosen).await?;
    Ok(Committed {
        status: StatusCode::OK,
        position,
        body: chosen.into(),
    })
}
