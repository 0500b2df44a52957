//! Sign-up (docs/product.md, member side §2 and §4): the form is checked, the address
//! claimed, the sponsor's key used, the account registered, and a link to confirm
//! the address mailed. If the key or the account cannot be recorded, the address is
//! free again.

use bobine_domain::accounts::{AccountCommand, check_new_password, normalize_email};
use bobine_domain::mail::{MailContent, MailKind};
use bobine_projections::accounts::queries;
use bobine_projections::accounts::stamp::parse;
use bobine_store::Position;
use time::OffsetDateTime;
use uuid::Uuid;

use super::claim::claimed;
use super::tokens::link_token;
use crate::error::AppError;
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::Origin;

/// The sign-up form, as typed.
#[derive(Debug, Clone, Default)]
pub struct Registration {
    pub email: String,
    pub password: String,
    pub password_confirmation: String,
    pub captcha_id: String,
    pub captcha_answer: String,
    /// A sponsorship key; required when `BOBINE_REQUIRE_REFERRAL` is true.
    pub referral_key: Option<String>,
    /// The browser's `User-Agent`: the new member's first session is named after it.
    pub user_agent: String,
}

/// The new account, signed in (session version 0).
#[derive(Debug, Clone)]
pub struct Registered {
    pub user: Uuid,
    pub email: String,
    pub created_at: OffsetDateTime,
    /// The session opened: its id goes in the cookie.
    pub session: Uuid,
    pub position: Position,
}

pub async fn register(
    node: &Node,
    origin: &Origin,
    form: Registration,
) -> Result<Registered, AppError> {
    register_as(node, origin, Uuid::now_v7(), form).await
}

/// [`register`] with the new account's id chosen by the caller.
pub(crate) async fn register_as(
    node: &Node,
    origin: &Origin,
    user: Uuid,
    form: Registration,
) -> Result<Registered, AppError> {
    let now = node.clock.now();
    for (field, value) in [
        ("email", form.email.trim()),
        ("password", form.password.as_str()),
        ("password_confirmation", form.password_confirmation.as_str()),
        ("captcha_answer", form.captcha_answer.trim()),
    ] {
        if value.is_empty() {
            return Err(AppError::required(field));
        }
    }
    let email = normalize_email(&form.email).ok_or_else(|| AppError::invalid_email("email"))?;
    check_new_password(&form.password, &form.password_confirmation)
        .map_err(|e| AppError::password(e, "", false))?;
    let key = form
        .referral_key
        .as_deref()
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(str::to_uppercase);
    if node.settings.require_referral && key.is_none() {
        return Err(AppError::invalid(
            "referral_required",
            "referral_key",
            "Une clé de parrainage est requise pour s'inscrire",
        ));
    }
    let sponsor = match &key {
        None => None,
        Some(key) => Some(sponsor_of(node, key, now).await?),
    };
    if !node
        .captchas
        .check(&form.captcha_id, &form.captcha_answer, now)
    {
        return Err(AppError::invalid(
            "captcha_incorrect",
            "captcha_answer",
            "Réponse au captcha incorrecte. Veuillez réessayer.",
        ));
    }
    let password_hash = node.passwords.hash(&form.password).await?;
    let actor = user.to_string();
    let by = (origin, actor.as_str());
    let mail = new_id();
    let (_, confirm_token_hash) = link_token(&node.secret, mail, user);
    let registered = AccountCommand::Register {
        email: email.clone(),
        password_hash,
        referred_by: sponsor.as_deref().and_then(|s| Uuid::parse_str(s).ok()),
        confirm_token_hash,
        now,
    };
    let sponsorship = sponsor.zip(key);
    claimed(node, by, &email, user, async {
        if let Some((sponsor, key)) = sponsorship {
            use_key(node, by, &sponsor, key, user, now).await?;
        }
        node.run_as(&node.accounts, origin, &actor, user, registered)
            .await
    })
    .await?;
    let outgoing = Outgoing {
        to: email.clone(),
        member: Some(user),
        kind: MailKind::Confirmation,
        content: MailContent::Link { member: user },
    };
    queue(node, origin, &actor, mail, outgoing).await?;
    let (session, position) = super::sessions::start(node, origin, user, &form.user_agent).await?;
    Ok(Registered {
        user,
        email,
        created_at: now,
        session,
        position,
    })
}

/// The account whose key `key` is, if the key can still admit someone.
async fn sponsor_of(node: &Node, key: &str, now: OffsetDateTime) -> Result<String, AppError> {
    queries::referral_key(node.read.reads(), key)
        .await?
        .filter(|k| k.uses < k.max_uses && parse(&k.expires_at).is_some_and(|t| t > now))
        .map(|k| k.user_id)
        .ok_or_else(|| {
            AppError::invalid(
                "referral_invalid",
                "referral_key",
                "Clé de parrainage invalide, expirée ou épuisée",
            )
        })
}

/// Counts the new member on the sponsor's key (the sponsor's aggregate decides
/// whether the key still admits one more).
async fn use_key(
    node: &Node,
    (origin, actor): (&Origin, &str),
    sponsor: &str,
    key: String,
    new_user: Uuid,
    now: OffsetDateTime,
) -> Result<Position, AppError> {
    let used = AccountCommand::UseReferralKey { key, new_user, now };
    node.run_as(&node.accounts, origin, actor, sponsor, used)
        .await
}
