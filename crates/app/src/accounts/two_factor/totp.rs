//! Authenticator secrets: made, sealed before they enter the log, opened to check a
//! code (RFC 6238: SHA-1, 6 digits, 30-second steps, one step either side), and
//! shown once as an `otpauth://` link and its QR code (docs/adr/0045-two-factors.md).

use chacha20poly1305::aead::{Aead, KeyInit};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use rand::Rng;
use sha2::{Digest, Sha256};
use time::OffsetDateTime;
use totp_rs::{Builder, Secret, Totp};

/// The name authenticator apps list the account under.
pub const ISSUER: &str = "Bobine";

/// What TOTP secrets are sealed for: each use of sealing has its own key.
const TOTP_SEAL: &[u8] = b"bobine-totp-seal-v1";

/// The sealing key for `purpose`: derived from the node's secret key, so that every
/// node of a deployment (which shares `secret.key`) opens what another sealed.
fn sealing_key(purpose: &[u8], node_secret: &[u8]) -> Key {
    let digest = Sha256::new()
        .chain_update(purpose)
        .chain_update(node_secret)
        .finalize();
    Key::clone_from_slice(&digest)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// 20 random bytes: the size RFC 4226 recommends.
pub fn new_secret() -> Vec<u8> {
    rand::rng().random::<[u8; 20]>().to_vec()
}

/// `secret` encrypted and authenticated: a random nonce, then the ciphertext, in hex.
pub fn seal(node_secret: &[u8], secret: &[u8]) -> String {
    seal_for(TOTP_SEAL, node_secret, secret)
}

/// The secret `sealed` holds; none if it was sealed under another key or altered.
pub fn open(node_secret: &[u8], sealed: &str) -> Option<Vec<u8>> {
    open_for(TOTP_SEAL, node_secret, sealed)
}

/// `data` sealed for `purpose` (a passkey ceremony handed to the browser, say):
/// only what was sealed for the same purpose opens with [`open_for`].
pub(crate) fn seal_for(purpose: &[u8], node_secret: &[u8], secret: &[u8]) -> String {
    let nonce: [u8; 12] = rand::rng().random();
    let cipher = ChaCha20Poly1305::new(&sealing_key(purpose, node_secret));
    let sealed = cipher
        .encrypt(Nonce::from_slice(&nonce), secret)
        .expect("encrypting a short buffer in memory cannot fail");
    format!("{}{}", hex(&nonce), hex(&sealed))
}

pub(crate) fn open_for(purpose: &[u8], node_secret: &[u8], sealed: &str) -> Option<Vec<u8>> {
    let bytes = unhex(sealed)?;
    let (nonce, sealed) = bytes.split_at_checked(12)?;
    ChaCha20Poly1305::new(&sealing_key(purpose, node_secret))
        .decrypt(Nonce::from_slice(nonce), sealed)
        .ok()
}

fn totp(secret: &[u8], account: &str) -> Option<Totp> {
    Builder::new()
        .with_secret(Secret::from(secret.to_vec()))
        .with_account_name(account.replace(':', " "))
        .with_issuer(Some(ISSUER))
        .build()
        .ok()
}

/// The time step whose code `code` is, at `now` or one step either side; spaces
/// inside the code (« 123 456 ») are ignored.
pub fn step_of(secret: &[u8], code: &str, now: OffsetDateTime) -> Option<u64> {
    let code: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    let now = u64::try_from(now.unix_timestamp()).ok()?;
    totp(secret, "")?.check(&code, now)
}

/// What a member's authenticator app needs: the secret written out (base 32), the
/// `otpauth://` link, and that link as a QR code in SVG.
pub struct Enrolment {
    pub secret: String,
    pub otpauth_uri: String,
    pub qr_svg: String,
}

pub fn enrolment(secret: &[u8], account: &str) -> Option<Enrolment> {
    let totp = totp(secret, account)?;
    let otpauth_uri = totp.to_url().ok()?;
    let qr_svg = qrcode::QrCode::new(otpauth_uri.as_bytes())
        .ok()?
        .render::<qrcode::render::svg::Color>()
        .min_dimensions(200, 200)
        .build();
    Some(Enrolment {
        secret: totp.secret().to_base32(),
        otpauth_uri,
        qr_svg,
    })
}

/// The code an authenticator shows at `at`: what the tests type.
pub fn code_at(secret: &[u8], at: OffsetDateTime) -> String {
    let at = u64::try_from(at.unix_timestamp()).unwrap_or_default();
    totp(secret, "")
        .map(|totp| totp.generate(at).to_string())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    #[test]
    fn a_sealed_secret_opens_only_with_its_key() {
        let secret = new_secret();
        let sealed = seal(b"cle-du-noeud", &secret);
        assert!(!sealed.contains(&hex(&secret)));
        assert_eq!(open(b"cle-du-noeud", &sealed), Some(secret));
        assert_eq!(open(b"autre-cle", &sealed), None);
        assert_eq!(open(b"cle-du-noeud", "zz"), None);
    }

    #[test]
    fn a_code_is_accepted_one_step_either_side_and_names_its_step() {
        // RFC 6238, appendix B: the SHA-1 secret "12345678901234567890" gives
        // 94287082 at 59 s; its last six digits are the 6-digit code.
        let secret = b"12345678901234567890";
        let at = datetime!(1970-01-01 00:00:59 UTC);
        assert_eq!(code_at(secret, at), "287082");
        assert_eq!(step_of(secret, "287 082", at), Some(1));
        assert_eq!(
            step_of(secret, "287082", at + time::Duration::seconds(30)),
            Some(1)
        );
        assert_eq!(
            step_of(secret, "287082", at + time::Duration::seconds(61)),
            None
        );
        assert_eq!(step_of(secret, "28708", at), None);
    }

    #[test]
    fn an_enrolment_shows_the_secret_the_link_and_a_qr_code() {
        let enrolment = enrolment(b"12345678901234567890", "chef@bobine.fr").unwrap();
        assert_eq!(enrolment.secret, "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
        assert!(enrolment.otpauth_uri.starts_with("otpauth://totp/"));
        assert!(enrolment.otpauth_uri.contains("issuer=Bobine"));
        assert!(enrolment.qr_svg.contains("<svg"));
    }
}
