//! Passkeys (WebAuthn; issue 34; docs/adr/0050-passkeys.md): a member registers them
//! on /profile, lists and removes them, and signs in with one instead of a password,
//! or at the second step of a password sign-in.
//!
//! A ceremony (the options a browser answers) is not kept on the node: its state is
//! sealed with the node's key and handed to the browser, which sends it back with its
//! answer, so any node of a deployment finishes what another began. The relying party
//! is the node's public address (`BOBINE_PUBLIC_URL`): its host is the RP ID, its
//! origin the only one accepted (any port on `localhost`, for a development server).

pub mod register;
pub mod sign_in;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;
use webauthn_rs::prelude::{Url, Webauthn, WebauthnBuilder, WebauthnError};

use super::two_factor::totp::{open_for, seal_for};
use crate::error::{AppError, ErrorKind};
use crate::settings::Settings;
use bobine_domain::accounts::CEREMONY_LIFETIME;

/// What ceremonies are sealed for: nothing sealed for another use opens as one.
const CEREMONY_SEAL: &[u8] = b"bobine-passkey-ceremony-v1";

/// The relying party this node is: its public address, named « Bobine ».
pub(crate) fn relying_party(settings: &Settings) -> Result<Webauthn, AppError> {
    let origin = Url::parse(&settings.public_url).map_err(AppError::internal)?;
    let rp_id = origin
        .host_str()
        .ok_or_else(|| AppError::internal("BOBINE_PUBLIC_URL names no host"))?
        .to_string();
    WebauthnBuilder::new(&rp_id, &origin)
        .map(|builder| {
            builder
                .rp_name("Bobine")
                .allow_any_port(rp_id == "localhost")
                .timeout(std::time::Duration::from_secs(
                    CEREMONY_LIFETIME.whole_seconds().unsigned_abs(),
                ))
        })
        .and_then(|builder| builder.build())
        .map_err(AppError::internal)
}

/// A ceremony begun: its id (what the account spends), who it is for, when, and the
/// library's state.
#[derive(Serialize, Deserialize)]
pub(crate) struct Ceremony<S> {
    pub id: String,
    /// `register` or `sign_in`: a ceremony serves only the step it was made for.
    pub purpose: String,
    /// The member it was begun for (none: a sign-in by whichever passkey answers).
    pub member: Option<Uuid>,
    /// The member's session version then: a password change voids it.
    pub session_version: u32,
    pub issued: i64,
    pub state: S,
}

impl<S: Serialize + DeserializeOwned> Ceremony<S> {
    pub fn new(
        purpose: &str,
        member: Option<Uuid>,
        session_version: u32,
        now: OffsetDateTime,
        state: S,
    ) -> Self {
        Ceremony {
            id: Uuid::new_v4().simple().to_string(),
            purpose: purpose.into(),
            member,
            session_version,
            issued: now.unix_timestamp(),
            state,
        }
    }

    /// The ceremony sealed, as the browser carries it.
    pub fn seal(&self, node_secret: &[u8]) -> Result<String, AppError> {
        let json = serde_json::to_vec(self).map_err(AppError::internal)?;
        Ok(seal_for(CEREMONY_SEAL, node_secret, &json))
    }

    /// The ceremony `sealed` holds, if this deployment sealed it for `purpose` less
    /// than five minutes before `now`; else `challenge_expired`.
    pub fn open(
        node_secret: &[u8],
        sealed: &str,
        purpose: &str,
        now: OffsetDateTime,
    ) -> Result<Self, AppError> {
        let ceremony: Self = open_for(CEREMONY_SEAL, node_secret, sealed.trim())
            .and_then(|json| serde_json::from_slice(&json).ok())
            .ok_or_else(expired)?;
        let issued = OffsetDateTime::from_unix_timestamp(ceremony.issued).map_err(|_| expired())?;
        if ceremony.purpose != purpose || now - issued > CEREMONY_LIFETIME || issued > now {
            return Err(expired());
        }
        Ok(ceremony)
    }
}

/// A ceremony older than five minutes, altered, or sealed elsewhere.
pub(crate) fn expired() -> AppError {
    AppError::new(
        ErrorKind::Unauthenticated,
        "challenge_expired",
        "La vérification a expiré. Veuillez recommencer.",
    )
}

/// A browser's answer that is not one (missing fields, not base64url, not JSON).
pub(crate) fn unreadable() -> AppError {
    AppError::invalid(
        "invalid_passkey",
        "credential",
        "La réponse de la clé d'accès est illisible. Veuillez réessayer.",
    )
}

/// A passkey's answer the library refused, in French: another site's answer, a
/// counter that did not grow, or anything else that does not verify.
pub(crate) fn refused(error: &WebauthnError) -> AppError {
    let (code, message) = match error {
        WebauthnError::InvalidRPOrigin
        | WebauthnError::InvalidRPIDHash
        | WebauthnError::CredentialCrossOrigin => (
            "passkey_wrong_origin",
            "Cette clé d'accès a répondu pour un autre site que Bobine : elle est refusée.",
        ),
        WebauthnError::CredentialPossibleCompromise => (
            "passkey_replayed",
            "Cette réponse de la clé d'accès a déjà servi (son compteur n'a pas augmenté) : la connexion est refusée",
        ),
        WebauthnError::MismatchedChallenge => {
            return expired();
        }
        WebauthnError::UserNotVerified => (
            "passkey_refused",
            "La clé d'accès n'a pas vérifié votre identité (code ou empreinte) : recommencez.",
        ),
        _ => ("passkey_refused", "Cette clé d'accès n'est pas reconnue"),
    };
    AppError::new(ErrorKind::Unauthenticated, code, message)
}

/// A credential id as the account keeps it.
pub(crate) fn credential_key(id: &[u8]) -> String {
    id.iter().map(|b| format!("{b:02x}")).collect()
}
