//! Recovery codes and sign-in challenges: both kept or handed out as keyed digests
//! of the node's secret, so that an analyst reading the log can neither try codes
//! against their hashes nor forge a challenge.

use bobine_domain::accounts::{Account, Proof, RECOVERY_CODES};
use rand::Rng;
use time::{Duration, OffsetDateTime};
use uuid::Uuid;

use super::totp;
use crate::accounts::tokens::keyed_digest;

/// How long the password step of a sign-in stays good for its second step.
pub const CHALLENGE_LIFETIME: Duration = Duration::minutes(5);

/// Ten fresh recovery codes (« 7KQM-2XPA »), and the hashes the log keeps.
pub fn new_recovery_codes(key: &[u8], member: Uuid) -> (Vec<String>, Vec<String>) {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    let codes: Vec<String> = (0..RECOVERY_CODES)
        .map(|_| {
            let mut code: String = (0..8)
                .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
                .collect();
            code.insert(4, '-');
            code
        })
        .collect();
    let hashes = codes
        .iter()
        .map(|c| recovery_hash(key, member, c))
        .collect();
    (codes, hashes)
}

/// The hash of a recovery code as typed: case, spaces and dashes do not matter.
fn recovery_hash(key: &[u8], member: Uuid, code: &str) -> String {
    let normalized: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    keyed_digest(
        key,
        &[b"recovery-code", member.as_bytes(), normalized.as_bytes()],
    )
}

/// What `code` proves against `account`: six digits are an authenticator code (its
/// time step, if it matches the secret now), anything else a recovery code. None:
/// it cannot be right, whatever the aggregate has spent.
pub fn proof_of(
    key: &[u8],
    member: Uuid,
    account: &Account,
    code: &str,
    now: OffsetDateTime,
) -> Option<Proof> {
    let digits: String = code.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == 6 && digits.chars().all(|c| c.is_ascii_digit()) {
        let secret = totp::open(key, account.totp_secret()?)?;
        return totp::step_of(&secret, &digits, now).map(|step| Proof::Totp { step });
    }
    (!code.trim().is_empty()).then(|| Proof::Recovery {
        code: recovery_hash(key, member, code),
    })
}

/// A challenge for `member`'s second step: who, when, and a keyed signature that
/// also covers the session version (a password change voids pending challenges).
pub fn challenge(key: &[u8], member: Uuid, session_version: u32, now: OffsetDateTime) -> String {
    let issued = now.unix_timestamp().to_string();
    let signature = challenge_signature(key, member, session_version, &issued);
    format!("{}.{issued}.{signature}", member.simple())
}

fn challenge_signature(key: &[u8], member: Uuid, session_version: u32, issued: &str) -> String {
    keyed_digest(
        key,
        &[
            b"two-factor-challenge",
            member.as_bytes(),
            &session_version.to_be_bytes(),
            issued.as_bytes(),
        ],
    )
}

/// The member a challenge names and when it was issued, if it has the shape of one.
pub fn challenge_parts(challenge: &str) -> Option<(Uuid, OffsetDateTime)> {
    let mut parts = challenge.trim().split('.');
    let member = Uuid::try_parse(parts.next()?).ok()?;
    let issued = OffsetDateTime::from_unix_timestamp(parts.next()?.parse().ok()?).ok()?;
    Some((member, issued))
}

/// Whether `challenge` was issued by a node of this deployment for `member` at
/// their current `session_version`.
pub fn challenge_holds(key: &[u8], challenge: &str, member: Uuid, session_version: u32) -> bool {
    let mut parts = challenge.trim().split('.');
    let (Some(_), Some(issued), Some(signature)) = (parts.next(), parts.next(), parts.next())
    else {
        return false;
    };
    let expected = challenge_signature(key, member, session_version, issued);
    // Compared without revealing, through timing, how much of it matched.
    expected.len() == signature.len()
        && expected
            .bytes()
            .zip(signature.bytes())
            .fold(0u8, |acc, (a, b)| acc | (a ^ b))
            == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::datetime;

    const NOW: OffsetDateTime = datetime!(2026-11-27 14:00 UTC);

    #[test]
    fn recovery_codes_are_ten_distinct_and_typed_loosely() {
        let member = Uuid::now_v7();
        let (codes, hashes) = new_recovery_codes(b"cle", member);
        assert_eq!(codes.len(), 10);
        assert_eq!(hashes.len(), 10);
        let loose = codes[0].to_lowercase().replace('-', " ");
        assert_eq!(recovery_hash(b"cle", member, &loose), hashes[0]);
        assert_ne!(recovery_hash(b"autre", member, &codes[0]), hashes[0]);
    }

    #[test]
    fn a_challenge_holds_only_for_its_member_key_and_session_version() {
        let member = Uuid::now_v7();
        let given = challenge(b"cle", member, 3, NOW);
        assert_eq!(challenge_parts(&given), Some((member, NOW)));
        assert!(challenge_holds(b"cle", &given, member, 3));
        assert!(!challenge_holds(b"cle", &given, member, 4));
        assert!(!challenge_holds(b"autre", &given, member, 3));
        assert!(!challenge_holds(b"cle", &given, Uuid::now_v7(), 3));
        assert_eq!(challenge_parts("n'importe quoi"), None);
    }
}
