//! What the web player needs from the node's settings (docs/adr/0016).

use axum::extract::State;
use bobine_app::embed_hosts::EmbedHost;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::ApiError;
use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(player_config))
}

/// The player's settings.
#[derive(Debug, Serialize, ToSchema)]
pub struct PlayerConfig {
    /// `BOBINE_EMBED_HOSTS`: a source whose host is listed plays in an iframe at
    /// `embed_pattern` with `{id}` replaced by the source's `v` query parameter, or
    /// else the last segment of its path; a source on any other host is never put in
    /// an iframe.
    embed_hosts: Vec<EmbedHost>,
}

/// The video hosts played in an iframe, and their embed addresses. Anyone may read it.
#[utoipa::path(get, path = "/api/player/config", tag = "catalogue",
    responses((status = 200, body = PlayerConfig)))]
async fn player_config(
    State(state): State<AppState>,
) -> Result<axum::Json<PlayerConfig>, ApiError> {
    Ok(axum::Json(PlayerConfig {
        embed_hosts: state.settings.embed_hosts.clone(),
    }))
}
