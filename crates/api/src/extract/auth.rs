//! Who is asking: the roles of docs/product.md (HTTP contract, "Roles") as extractors, enforced on the server.
//!
//! A session cookie counts only if its signature holds, its account still exists
//! in the accounts projection and its session version is the account's current one
//! (a logout, a password change or a reset raises it). The ban and the admin flag
//! are read from the projection on every request, never from the token. The staff
//! extractors ([`Admin`], [`AdminOrAnalyst`]) are the one place staff routes are
//! guarded, the second-factor requirement included.

use axum::extract::FromRequestParts;
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;
use axum_extra::extract::cookie::CookieJar;
use bobine_app::ErrorKind;
use bobine_app::accounts::sessions::seen;
use bobine_app::settings::StaffTwoFactor;
use bobine_projections::accounts::queries::{self, AccountRow, BanView};
use bobine_projections::sessions::queries as sessions;
use uuid::Uuid;

use crate::accounts::session::SESSION_COOKIE;
use crate::error::ApiError;
use crate::state::AppState;

/// A signed-in account with a current session, banned or not (logout and the
/// session route serve banned members too: they need the ban screen and its
/// logout button).
#[derive(Debug, Clone)]
pub struct SignedIn {
    pub id: Uuid,
    pub account: AccountRow,
    /// The ban in force now, if any.
    pub ban: Option<BanView>,
    /// The open session the cookie names (none for a token issued before
    /// docs/adr/0040).
    pub session: Option<Uuid>,
}

/// Anyone: the signed-in account if there is one.
#[derive(Debug, Clone)]
pub struct Viewer(pub Option<SignedIn>);

/// A signed-in member who is not banned (the **mem** role of docs/product.md, HTTP contract "Roles").
#[derive(Debug, Clone)]
pub struct Member(pub SignedIn);

impl Member {
    pub fn id(&self) -> Uuid {
        self.0.id
    }
}

/// An administrator: a member with the admin flag, or the operator token
/// (`Authorization: Bearer $BOBINE_ADMIN_TOKEN`, for automation).
#[derive(Debug, Clone)]
pub struct Admin(pub bobine_app::Admin);

/// Someone allowed on the read-only routes of analysts (docs/product.md, HTTP contract "Roles" and "Admin": the audit
/// trail, history, analytics, the raw log and the projections' status): an admin, the
/// operator, or a member with the analyst role, named as the acting staff (analysts
/// also write their own projections). Other writes keep [`Admin`].
#[derive(Debug, Clone)]
pub struct AdminOrAnalyst(pub bobine_app::Admin);

/// Someone allowed to read the catalogue: anyone when `BOBINE_PUBLIC_CATALOGUE` is
/// true, else a member who is not banned, or the operator.
#[derive(Debug, Clone)]
pub struct CatalogueReader;

fn bearer(parts: &Parts) -> Option<&str> {
    parts
        .headers
        .get(AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

/// Compares without revealing, through timing, how much of the token matched.
fn same_secret(given: &str, expected: &str) -> bool {
    given.len() == expected.len()
        && given
            .bytes()
            .zip(expected.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

/// Whether `headers` carry the operator token itself (`Authorization: Bearer
/// $BOBINE_ADMIN_TOKEN`).
pub(crate) fn carries_operator_token(headers: &HeaderMap, admin_token: Option<&str>) -> bool {
    let given = headers
        .get(AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
        .map(str::trim);
    matches!((given, admin_token), (Some(given), Some(expected)) if same_secret(given, expected))
}

fn is_operator(parts: &Parts, state: &AppState) -> Result<bool, ApiError> {
    match (bearer(parts), state.settings.admin_token.as_deref()) {
        (None, _) => Ok(false),
        (Some(given), Some(expected)) if same_secret(given, expected) => Ok(true),
        (Some(_), _) => Err(ApiError::not_admin()),
    }
}

/// The request's session, checked once per request (later extractors reuse it).
async fn session(parts: &mut Parts, state: &AppState) -> Result<Option<SignedIn>, ApiError> {
    if let Some(Viewer(known)) = parts.extensions.get::<Viewer>() {
        return Ok(known.clone());
    }
    let claims = CookieJar::from_headers(&parts.headers)
        .get(SESSION_COOKIE)
        .and_then(|cookie| state.sessions.verify(cookie.value()));
    let signed_in = match claims {
        None => None,
        Some((id, version, session)) => {
            let account = queries::account(state.read.reads(), &id.to_string())
                .await?
                .filter(|account| account.session_version == i64::from(version));
            match (account, session) {
                (None, _) => None,
                (Some(account), None) => Some(signed_in(state, id, account, None)),
                (Some(account), Some(session)) => {
                    match sessions::open(state.read.reads(), id, session).await? {
                        None => None,
                        Some(row) => {
                            if let Err(error) = seen(state, id, &row).await {
                                tracing::warn!(%error, "the session's last use was not recorded");
                            }
                            Some(signed_in(state, id, account, Some(session)))
                        }
                    }
                }
            }
        }
    };
    parts.extensions.insert(Viewer(signed_in.clone()));
    Ok(signed_in)
}

fn signed_in(state: &AppState, id: Uuid, account: AccountRow, session: Option<Uuid>) -> SignedIn {
    SignedIn {
        id,
        ban: account.ban_at(state.clock.now()),
        account,
        session,
    }
}

/// The member behind the request: 401 for a visitor, 403 `banned` for a banned one.
async fn member(parts: &mut Parts, state: &AppState) -> Result<SignedIn, ApiError> {
    let signed_in = session(parts, state)
        .await?
        .ok_or_else(ApiError::unauthenticated)?;
    match &signed_in.ban {
        Some(ban) => Err(ApiError::banned(ban.clone())),
        None => Ok(signed_in),
    }
}

/// The message of a staff route refused for want of a second factor.
pub const TWO_FACTOR_REQUIRED: &str =
    "Activez la double authentification sur votre profil pour accéder à l'espace d'administration";

/// With `BOBINE_STAFF_TWO_FACTOR=required`, an admin or analyst without a second
/// factor is refused every staff route (403 `two_factor_required`) until they enrol
/// on /profile, which stays open to them (docs/adr/0045-two-factors.md). The
/// operator token is not a person and has no factor to enrol.
fn second_factor_in_force(state: &AppState, member: &SignedIn) -> Result<(), ApiError> {
    if state.settings.staff_two_factor == StaffTwoFactor::Required && !member.account.two_factor {
        return Err(ApiError::new(
            ErrorKind::Forbidden,
            "two_factor_required",
            TWO_FACTOR_REQUIRED,
        ));
    }
    Ok(())
}

impl FromRequestParts<AppState> for Viewer {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        Ok(Viewer(session(parts, state).await?))
    }
}

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        session(parts, state)
            .await?
            .ok_or_else(ApiError::unauthenticated)
    }
}

impl FromRequestParts<AppState> for Member {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        member(parts, state).await.map(Member)
    }
}

impl FromRequestParts<AppState> for Admin {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if is_operator(parts, state)? {
            return Ok(Admin(bobine_app::Admin {
                actor: "operator".into(),
                user: None,
            }));
        }
        let member = member(parts, state).await?;
        if !member.account.is_admin {
            return Err(ApiError::not_admin());
        }
        second_factor_in_force(state, &member)?;
        Ok(Admin(bobine_app::Admin {
            actor: member.id.to_string(),
            user: Some(member.id),
        }))
    }
}

impl FromRequestParts<AppState> for AdminOrAnalyst {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if is_operator(parts, state)? {
            return Ok(AdminOrAnalyst(bobine_app::Admin {
                actor: "operator".into(),
                user: None,
            }));
        }
        let member = member(parts, state).await?;
        if !(member.account.is_admin || member.account.is_analyst) {
            return Err(ApiError::not_admin());
        }
        second_factor_in_force(state, &member)?;
        Ok(AdminOrAnalyst(bobine_app::Admin {
            actor: member.id.to_string(),
            user: Some(member.id),
        }))
    }
}

impl FromRequestParts<AppState> for CatalogueReader {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, ApiError> {
        if state.settings.public_catalogue || is_operator(parts, state)? {
            return Ok(CatalogueReader);
        }
        member(parts, state).await.map(|_| CatalogueReader)
    }
}

#[cfg(test)]
mod tests {
    use super::same_secret;

    #[test]
    fn only_the_exact_token_matches() {
        assert!(same_secret("abc123", "abc123"));
        assert!(!same_secret("abc124", "abc123"));
        assert!(!same_secret("abc12", "abc123"));
        assert!(!same_secret("", "abc123"));
    }
}
