//! Sessions: a signed JWT in an HttpOnly, SameSite=Lax cookie.
//!
//! The token only says who, which session version and which session; every request
//! checks it against the accounts projection (ban, admin flag, current session
//! version) and the sessions projection (the session is still open), so a ban, a
//! logout, a password change or an ended session takes effect at the very next
//! request (docs/adr/0040).

use axum_extra::extract::cookie::{Cookie, SameSite};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;
use uuid::Uuid;

use bobine_app::accounts::tokens::keyed_digest;

/// The cookie holding the session token.
pub const SESSION_COOKIE: &str = "bobine_session";
/// A session lasts this long without signing in again.
pub const SESSION_LIFETIME: time::Duration = time::Duration::days(30);

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: Uuid,
    /// The account's session version when the token was issued.
    sv: u32,
    /// The session's id; absent from the tokens issued before docs/adr/0040.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    sid: Option<Uuid>,
    iat: i64,
    exp: i64,
}

/// Signs and checks session tokens with a key derived from the node secret (shared
/// by every node of a deployment).
#[derive(Clone)]
pub struct SessionKeys {
    encoding: EncodingKey,
    decoding: DecodingKey,
    /// Send the cookie over HTTPS only (the public URL is https).
    secure: bool,
}

impl SessionKeys {
    pub fn new(secret: &[u8], secure: bool) -> SessionKeys {
        let key = keyed_digest(secret, &[b"session-signing"]);
        SessionKeys {
            encoding: EncodingKey::from_secret(key.as_bytes()),
            decoding: DecodingKey::from_secret(key.as_bytes()),
            secure,
        }
    }

    /// A session cookie for `user` at `session_version`, of session `session`.
    pub fn issue(&self, user: Uuid, session_version: u32, session: Uuid) -> Cookie<'static> {
        let now = OffsetDateTime::now_utc();
        let claims = Claims {
            sub: user,
            sv: session_version,
            sid: Some(session),
            iat: now.unix_timestamp(),
            exp: (now + SESSION_LIFETIME).unix_timestamp(),
        };
        let token = jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .expect("HS256 signing with an in-memory key does not fail");
        self.cookie(token, SESSION_LIFETIME)
    }

    /// A cookie that makes the browser forget its session.
    pub fn cleared(&self) -> Cookie<'static> {
        self.cookie(String::new(), time::Duration::ZERO)
    }

    fn cookie(&self, value: String, max_age: time::Duration) -> Cookie<'static> {
        Cookie::build((SESSION_COOKIE, value))
            .path("/")
            .http_only(true)
            .secure(self.secure)
            .same_site(SameSite::Lax)
            .max_age(max_age)
            .build()
    }

    /// Who a token names, at which session version and of which session, if its
    /// signature and lifetime hold.
    pub fn verify(&self, token: &str) -> Option<(Uuid, u32, Option<Uuid>)> {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_required_spec_claims(&["exp", "sub"]);
        // Expired means expired: no grace period for clock skew (one clock signs and
        // checks).
        validation.leeway = 0;
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &validation)
            .ok()
            .map(|data| (data.claims.sub, data.claims.sv, data.claims.sid))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_verifies_only_with_the_key_that_signed_it() {
        let keys = SessionKeys::new(b"secret-one", false);
        let (user, session) = (Uuid::now_v7(), Uuid::now_v7());
        let cookie = keys.issue(user, 3, session);
        assert_eq!(keys.verify(cookie.value()), Some((user, 3, Some(session))));
        assert_eq!(
            SessionKeys::new(b"secret-two", false).verify(cookie.value()),
            None
        );
        let mut tampered = cookie.value().to_string();
        tampered.insert(tampered.len() / 2, 'x');
        assert_eq!(keys.verify(&tampered), None);
        assert_eq!(keys.verify(""), None);
    }

    #[test]
    fn an_expired_token_is_refused_at_once() {
        let keys = SessionKeys::new(b"secret", false);
        let now = OffsetDateTime::now_utc().unix_timestamp();
        let token = |exp: i64| {
            let claims = Claims {
                sub: Uuid::now_v7(),
                sv: 0,
                sid: None,
                iat: exp - 60,
                exp,
            };
            jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &keys.encoding).unwrap()
        };
        assert_eq!(keys.verify(&token(now - 5)), None, "expired 5 s ago");
        assert!(keys.verify(&token(now + 60)).is_some());
    }

    #[test]
    fn the_cookie_is_http_only_and_same_site_lax() {
        let cookie = SessionKeys::new(b"k", true).issue(Uuid::now_v7(), 0, Uuid::now_v7());
        assert_eq!(cookie.http_only(), Some(true));
        assert_eq!(cookie.same_site(), Some(SameSite::Lax));
        assert_eq!(cookie.secure(), Some(true));
        assert_eq!(cookie.path(), Some("/"));
    }
}
