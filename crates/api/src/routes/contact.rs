//! The contact form (docs/product.md, member side §2 "Contact and FAQ"): a message to the team, from a
//! member or a visitor, limited per client address (`BOBINE_CONTACT_RATE_PER_HOUR`).

use std::time::Duration;

use axum::extract::State;
use bobine_app::Settings;
use bobine_app::contact::{self, ContactForm, Sender};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use crate::error::{ApiError, ErrorBody};
use crate::extract::auth::Viewer;
use crate::extract::json::Json;
use crate::rate_limit;
use crate::state::AppState;

pub fn router(settings: &Settings) -> OpenApiRouter<AppState> {
    rate_limit::limited_per(
        OpenApiRouter::new().routes(routes!(send_message)),
        settings.contact_rate_per_hour,
        Duration::from_secs(3600),
        settings,
    )
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ContactBody {
    #[serde(default)]
    subject: String,
    #[serde(default)]
    message: String,
    /// The address to answer, required from a visitor (a member's account address
    /// is used instead).
    #[serde(default)]
    email: Option<String>,
}

/// The message was handed to the mailer.
#[derive(Debug, Serialize, ToSchema)]
pub struct Sent {}

/// Sends a message to the team's address (`BOBINE_CONTACT_EMAIL`; the outbox when
/// unset). Nothing is sent when a field is refused.
#[utoipa::path(post, path = "/api/contact", tag = "account", request_body = ContactBody,
    responses((status = 200, body = Sent), (status = 422, body = ErrorBody), (status = 429, body = ErrorBody)))]
async fn send_message(
    Viewer(viewer): Viewer,
    State(state): State<AppState>,
    Json(body): Json<ContactBody>,
) -> Result<axum::Json<Sent>, ApiError> {
    let sender = match viewer {
        Some(signed_in) => Sender::Account {
            id: signed_in.id.to_string(),
            email: signed_in.account.email,
        },
        None => Sender::Visitor,
    };
    let form = ContactForm {
        subject: body.subject,
        message: body.message,
        email: body.email,
    };
    contact::send_message(&state, sender, form).await?;
    Ok(axum::Json(Sent {}))
}
