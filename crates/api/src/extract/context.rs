//! The audit facts of a request, turned into event metadata.

use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use bobine_app::Origin;
use sha2::{Digest, Sha256};
use std::convert::Infallible;

use crate::accounts::client_ip::client_ip;
use crate::state::AppState;

/// Request id and hashed client address, for the metadata of the events a request
/// causes.
pub struct RequestContext {
    request_id: String,
    client: Option<String>,
}

impl RequestContext {
    /// The request, as the workflows record it in event metadata.
    pub fn origin(&self) -> Origin {
        Origin {
            request_id: self.request_id.clone(),
            client: self.client.clone(),
        }
    }
}

impl FromRequestParts<AppState> for RequestContext {
    type Rejection = Infallible;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let request_id = parts
            .headers
            .get(crate::request_id::HEADER)
            .filter(|v| crate::request_id::acceptable(v.as_bytes()))
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
            .unwrap_or_else(|| uuid::Uuid::now_v7().to_string());
        let client = client_ip(
            &parts.headers,
            &parts.extensions,
            state.settings.behind_proxy,
        )
        .map(|ip| {
            let digest = Sha256::new()
                .chain_update(state.secret.as_slice())
                .chain_update(ip.to_string())
                .finalize();
            digest[..8].iter().map(|b| format!("{b:02x}")).collect()
        });
        Ok(RequestContext { request_id, client })
    }
}
