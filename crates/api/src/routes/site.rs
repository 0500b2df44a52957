//! The operator's links the web app shows (docs/product.md, HTTP contract "Catalogue" and "Settings"): the donation page and
//! the community chat group. Public, since the login page shows the latter.

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(site))
}

/// Each link, or null when its setting is unset (the web app then hides its button).
#[derive(Debug, Serialize, ToSchema)]
pub struct SiteLinks {
    /// `BOBINE_DONATION_URL`: the external payment page.
    donation_url: Option<String>,
    /// `BOBINE_COMMUNITY_URL`: the community chat group.
    community_url: Option<String>,
}

/// The links set by the operator.
#[utoipa::path(get, path = "/api/site", tag = "catalogue", responses((status = 200, body = SiteLinks)))]
async fn site(State(state): State<AppState>) -> axum::Json<SiteLinks> {
    axum::Json(SiteLinks {
        donation_url: state.settings.donation_url.clone(),
        community_url: state.settings.community_url.clone(),
    })
}
