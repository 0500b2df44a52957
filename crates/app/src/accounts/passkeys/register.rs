//! A member registers a passkey on /profile (the password, then the browser's
//! ceremony, then a name), lists theirs and removes one (the password again).

use bobine_domain::accounts::{AccountCommand, AccountError, PASSKEY_NAME};
use bobine_projections::security::queries::{self, PasskeyEntry};
use bobine_store::{CommandError, Position};
use serde_json::Value;
use uuid::Uuid;
use webauthn_rs::prelude::{
    CreationChallengeResponse, Credential, Passkey, PasskeyRegistration,
    RegisterPublicKeyCredential, WebauthnError,
};

use super::{Ceremony, credential_key, relying_party, unreadable};
use crate::accounts::two_factor::enrol::check_password;
use crate::accounts::two_factor::notify;
use crate::error::{AppError, ErrorKind};
use crate::node::Node;
use crate::origin::Origin;

const PURPOSE: &str = "register";

/// What the browser needs to create a passkey, and the sealed ceremony to send back.
pub struct Options {
    pub ceremony: String,
    /// The `publicKey` of `navigator.credentials.create()`, binary fields in base64url.
    pub public_key: Value,
}

/// Begins a registration, once the password is checked. The passkey asked for is
/// discoverable (kept on the authenticator with the member's id), so that it can
/// sign in without an address typed; the member's passkeys are excluded.
pub async fn options(node: &Node, member: Uuid, password: &str) -> Result<Options, AppError> {
    check_password(node, member, password).await?;
    let account = node.accounts.load(&member.to_string()).await?;
    let excluded = account
        .passkeys()
        .iter()
        .filter_map(|p| serde_json::from_str::<Passkey>(&p.credential).ok())
        .map(|p| p.cred_id().clone())
        .collect();
    let (options, state) = relying_party(&node.settings)?
        .start_passkey_registration(member, account.email(), account.email(), Some(excluded))
        .map_err(AppError::internal)?;
    let ceremony = Ceremony::<PasskeyRegistration>::new(
        PURPOSE,
        Some(member),
        account.session_version(),
        node.clock.now(),
        state,
    );
    Ok(Options {
        ceremony: ceremony.seal(&node.secret)?,
        public_key: discoverable(options)?,
    })
}

/// The options' `publicKey`, asking for a discoverable credential.
fn discoverable(options: CreationChallengeResponse) -> Result<Value, AppError> {
    let mut public_key = serde_json::to_value(options.public_key).map_err(AppError::internal)?;
    let selection = &mut public_key["authenticatorSelection"];
    if !selection.is_object() {
        *selection = Value::Object(Default::default());
    }
    selection["residentKey"] = "required".into();
    selection["requireResidentKey"] = true.into();
    Ok(public_key)
}

/// Finishes a registration: the browser's answer to `ceremony`, checked, and the
/// passkey recorded under `name`. Answers its id.
pub async fn finish(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    ceremony: &str,
    credential: Value,
    name: &str,
) -> Result<(Uuid, Position), AppError> {
    // What the request alone shows wrong is told first (422), before the ceremony.
    let name = PASSKEY_NAME.required(name).map_err(|error| {
        AppError::from(CommandError::Rejected(AccountError::PasskeyNameInvalid(
            error,
        )))
    })?;
    let answer: RegisterPublicKeyCredential =
        serde_json::from_value(credential).map_err(|_| unreadable())?;
    let now = node.clock.now();
    let ceremony = Ceremony::<PasskeyRegistration>::open(&node.secret, ceremony, PURPOSE, now)?;
    if ceremony.member != Some(member) {
        return Err(super::expired());
    }
    let account = node.accounts.load(&member.to_string()).await?;
    let known = account
        .passkeys()
        .iter()
        .any(|p| p.credential_id == credential_key(&answer.raw_id));
    let passkey = relying_party(&node.settings)?
        .finish_passkey_registration(&answer, &ceremony.state)
        .map_err(|error| match error {
            // The library refuses a passkey the options excluded (the account's own)
            // as an algorithm it did not ask for.
            WebauthnError::CredentialAlteredAlgFromRequest if known => {
                AppError::from(CommandError::Rejected(AccountError::PasskeyExists))
            }
            error => super::refused(&error).with_kind(ErrorKind::Invalid),
        })?;
    let stored: Credential = passkey.clone().into();
    let id = Uuid::now_v7();
    let command = AccountCommand::AddPasskey {
        passkey: id,
        name: name.to_string(),
        credential_id: credential_key(&stored.cred_id),
        credential: serde_json::to_string(&passkey).map_err(AppError::internal)?,
        now,
    };
    let what = format!("a été ajoutée à votre compte Bobine (« {} »)", name.trim());
    let position = run_and_tell(node, origin, member, command, &what).await?;
    Ok((id, position))
}

/// The member's passkeys, oldest first.
pub async fn list(node: &Node, member: Uuid) -> Result<Vec<PasskeyEntry>, AppError> {
    Ok(queries::passkeys_of(node.read.reads(), member).await?)
}

/// Removes one of the member's passkeys, once the password is checked.
pub async fn remove(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    passkey: Uuid,
    password: &str,
) -> Result<Position, AppError> {
    check_password(node, member, password).await?;
    let account = node.accounts.load(&member.to_string()).await?;
    let name = account
        .passkeys()
        .iter()
        .find(|p| p.id == passkey)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let command = AccountCommand::RemovePasskey {
        passkey,
        by: member.to_string(),
        now: node.clock.now(),
    };
    let what = format!("a été retirée de votre compte Bobine (« {name} »)");
    run_and_tell(node, origin, member, command, &what).await
}

/// Runs `command` on the member's account, then tells staff by mail that a passkey
/// `what` (« a été ajoutée … »).
async fn run_and_tell(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    command: AccountCommand,
    what: &str,
) -> Result<Position, AppError> {
    let id = member.to_string();
    let position = node
        .run_settled(&node.accounts, origin, &id, &id, command)
        .await?;
    let account = node.accounts.load(&id).await?;
    let staff = account.is_admin() || account.is_analyst();
    notify(
        node,
        (origin, &id),
        member,
        account.email(),
        staff,
        &format!("Une clé d'accès {what}."),
    )
    .await;
    Ok(position)
}
