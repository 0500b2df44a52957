//! Signing in with a passkey: instead of a password (the passkey the browser
//! offers names the member), or at the second step of a password sign-in (the
//! account's passkeys only). Either way the account spends the ceremony and checks
//! that the authenticator's counter grew (docs/adr/0050-passkeys.md).

use bobine_domain::accounts::{Account, AccountCommand, Proof, SignInStep};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use uuid::Uuid;
use webauthn_rs::prelude::{
    AuthenticationResult, Credential, DiscoverableAuthentication, Passkey, PasskeyAuthentication,
    PublicKeyCredential, WebauthnError,
};

use super::{Ceremony, credential_key, expired, refused, relying_party, unreadable};
use crate::accounts::login::{LoggedIn, finish, record_failure};
use crate::accounts::two_factor::codes::{CHALLENGE_LIFETIME, challenge_holds, challenge_parts};
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::Origin;

const PURPOSE: &str = "sign_in";

/// The library's state: any discoverable passkey, or one of a known account's.
#[derive(Serialize, Deserialize)]
pub(crate) enum State {
    Anyone(DiscoverableAuthentication),
    Account(PasskeyAuthentication),
}

/// What the browser needs to ask for a passkey, and the sealed ceremony.
pub struct Options {
    pub ceremony: String,
    /// The `publicKey` of `navigator.credentials.get()`, binary fields in base64url.
    pub public_key: Value,
}

fn no_passkey() -> AppError {
    AppError::invalid(
        "no_passkey",
        "challenge",
        "Aucune clé d'accès n'est enregistrée sur ce compte",
    )
}

/// The account a password step's `challenge` names, if it still holds.
async fn second_step_account(node: &Node, challenge: &str) -> Result<(Uuid, Account), AppError> {
    let (member, issued) = challenge_parts(challenge).ok_or_else(expired)?;
    let account = node.accounts.load(&member.to_string()).await?;
    let now = node.clock.now();
    let holds = account.exists()
        && challenge_holds(&node.secret, challenge, member, account.session_version());
    if !holds || now - issued > CHALLENGE_LIFETIME || issued > now {
        return Err(expired());
    }
    Ok((member, account))
}

/// Begins a passkey sign-in: for whichever passkey the browser offers, or, with the
/// password step's `challenge`, for that account's passkeys.
pub async fn options(node: &Node, challenge: Option<&str>) -> Result<Options, AppError> {
    let relying_party = relying_party(&node.settings)?;
    let now = node.clock.now();
    let ceremony = match challenge.filter(|c| !c.trim().is_empty()) {
        None => {
            let (options, state) = relying_party
                .start_discoverable_authentication()
                .map_err(AppError::internal)?;
            let public_key =
                serde_json::to_value(options.public_key).map_err(AppError::internal)?;
            let ceremony = Ceremony::new(PURPOSE, None, 0, now, State::Anyone(state));
            (ceremony, public_key)
        }
        Some(challenge) => {
            let (member, account) = second_step_account(node, challenge).await?;
            let passkeys: Vec<Passkey> = account
                .passkeys()
                .iter()
                .filter_map(|p| as_accepted(&p.credential, p.counter))
                .map(Passkey::from)
                .collect();
            if passkeys.is_empty() {
                return Err(no_passkey());
            }
            let (options, state) = relying_party
                .start_passkey_authentication(&passkeys)
                .map_err(AppError::internal)?;
            let public_key =
                serde_json::to_value(options.public_key).map_err(AppError::internal)?;
            let version = account.session_version();
            let ceremony =
                Ceremony::new(PURPOSE, Some(member), version, now, State::Account(state));
            (ceremony, public_key)
        }
    };
    Ok(Options {
        ceremony: ceremony.0.seal(&node.secret)?,
        public_key: ceremony.1,
    })
}

/// The browser's answer to a sign-in ceremony, with its `User-Agent`.
#[derive(Debug, Clone)]
pub struct Answer {
    pub ceremony: String,
    pub credential: Value,
    pub user_agent: String,
}

/// Finishes a passkey sign-in: the session opens if the answer verifies against the
/// member's passkey, its ceremony is unspent and its counter grew.
pub async fn finish_sign_in(
    node: &Node,
    origin: &Origin,
    answer: Answer,
) -> Result<LoggedIn, AppError> {
    let credential: PublicKeyCredential =
        serde_json::from_value(answer.credential).map_err(|_| unreadable())?;
    let now = node.clock.now();
    let ceremony = Ceremony::<State>::open(&node.secret, &answer.ceremony, PURPOSE, now)?;
    let member = match ceremony.member {
        Some(member) => member,
        None => credential
            .get_user_unique_id()
            .and_then(|handle| Uuid::from_slice(handle).ok())
            .ok_or_else(|| refused(&WebauthnError::InvalidUserUniqueId))?,
    };
    let id = member.to_string();
    let account = node.accounts.load(&id).await?;
    if !account.exists() {
        return Err(refused(&WebauthnError::CredentialNotFound));
    }
    if ceremony.member.is_some() && ceremony.session_version != account.session_version() {
        return Err(expired());
    }
    if let Some(wait) = account.sign_in_wait(now) {
        return Err(AppError::slowed(wait));
    }
    let verified = verify(node, &account, &credential, ceremony.state);
    let passed = match verified {
        Err(error) => Err(error),
        Ok((passkey, result)) => {
            let proof = Proof::Passkey {
                passkey,
                counter: result.counter(),
                ceremony: ceremony.id,
            };
            let command = AccountCommand::PassSecondFactor { proof, now };
            node.run_settled(&node.accounts, origin, &id, &id, command)
                .await
        }
    };
    match passed {
        Err(error) if error.kind == ErrorKind::Unauthenticated => {
            record_failure(
                node,
                origin,
                member,
                SignInStep::Passkey,
                &answer.user_agent,
            )
            .await;
            Err(error)
        }
        Err(error) => Err(error),
        Ok(_) => finish(node, origin, member, &answer.user_agent).await,
    }
}

/// Checks the answer against the account's passkey it names, at the counter the
/// account last accepted: the passkey's id and the library's result.
fn verify(
    node: &Node,
    account: &Account,
    credential: &PublicKeyCredential,
    state: State,
) -> Result<(Uuid, AuthenticationResult), AppError> {
    let named = credential_key(credential.get_credential_id());
    let stored = account
        .passkeys()
        .iter()
        .find(|p| p.credential_id == named)
        .ok_or_else(|| refused(&WebauthnError::CredentialNotFound))?;
    let key = as_accepted(&stored.credential, stored.counter)
        .ok_or_else(|| AppError::internal("a stored passkey does not read back"))?;
    let relying_party = relying_party(&node.settings)?;
    let result = match state {
        State::Anyone(state) => {
            relying_party.finish_discoverable_authentication_v2(credential, state, &key)
        }
        // The ceremony listed the account's passkeys, at their counters, when it began.
        State::Account(state) => relying_party.finish_passkey_authentication(credential, &state),
    };
    result
        .map(|result| (stored.id, result))
        .map_err(|error| refused(&error))
}

/// A stored passkey at the counter the account last accepted.
fn as_accepted(stored: &str, counter: u32) -> Option<Credential> {
    let mut key: Credential = serde_json::from_str::<Passkey>(stored).ok()?.into();
    key.counter = counter;
    Some(key)
}
