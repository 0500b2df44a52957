//! A member's sessions: the devices signed in, end one, end every other one (issue
//! 33, "Sessions"; docs/adr/0040; the workflows are
//! `bobine_app::accounts::sessions`).

use axum::extract::State;
use axum_extra::extract::cookie::CookieJar;
use bobine_app::accounts::sessions;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;
use uuid::Uuid;

use crate::consistency::{Committed, Done};
use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Member;
use crate::extract::context::RequestContext;
use crate::extract::path::Path;
use crate::extract::user_agent::UserAgent;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_sessions, end_other_sessions))
        .routes(routes!(end_session))
}

/// One signed-in device of the member.
#[derive(Debug, Serialize, ToSchema)]
pub struct SessionView {
    #[schema(format = Uuid)]
    id: String,
    /// The session of the browser asking (« cet appareil »).
    current: bool,
    /// The browser and system its user agent names, « Firefox · Linux ».
    device: String,
    /// Signed in at (RFC 3339).
    created_at: String,
    /// Last used at, to the hour (RFC 3339).
    last_seen_at: String,
}

/// The member's signed-in devices, the latest used first. A browser signed in
/// before sessions had ids is not listed.
#[utoipa::path(get, path = "/api/account/sessions", tag = "account",
    responses((status = 200, body = Vec<SessionView>), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn list_sessions(
    member: Member,
    State(state): State<AppState>,
) -> Result<axum::Json<Vec<SessionView>>, ApiError> {
    let current = member.0.session.map(|s| s.to_string());
    let rows = sessions::list(&state, member.id()).await?;
    let views = rows
        .into_iter()
        .map(|row| SessionView {
            current: current.as_deref() == Some(row.id.as_str()),
            id: row.id,
            device: row.device,
            created_at: row.created_at,
            last_seen_at: row.last_seen_at,
        })
        .collect();
    Ok(axum::Json(views))
}

/// Ends one of the member's other sessions: its cookie is refused at its next
/// request. 404 for a session that is not the member's or no longer open; 422 for
/// this browser's own (signing out ends it).
#[utoipa::path(delete, path = "/api/account/sessions/{id}", tag = "account",
    params(("id" = Uuid, Path)),
    responses((status = 200, body = Done), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
async fn end_session(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    Path(id): Path<Uuid>,
) -> Result<Committed<Done>, ApiError> {
    let current = member.0.session;
    let position = sessions::end(&state, &context.origin(), member.id(), current, id).await?;
    Ok(Committed::done(position))
}

/// Ends every session of the member but this browser's, which gets a cookie at the
/// account's new session version.
#[utoipa::path(delete, path = "/api/account/sessions", tag = "account",
    responses((status = 200, body = Done), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody)))]
async fn end_other_sessions(
    member: Member,
    context: RequestContext,
    State(state): State<AppState>,
    jar: CookieJar,
    UserAgent(user_agent): UserAgent,
) -> Result<(CookieJar, Committed<Done>), ApiError> {
    let this = (member.0.session, user_agent.as_str());
    let ended = sessions::end_others(&state, &context.origin(), member.id(), this).await?;
    let cookie = state
        .sessions
        .issue(member.id(), ended.session_version, ended.session);
    Ok((jar.add(cookie), Committed::done(ended.position)))
}
