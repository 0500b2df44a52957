//! One-time link tokens and keyed digests.
//!
//! A link token is `<user id>.<64 hex digits>`: the id says whose account to load (no
//! lookup table, no projection lag), the digits prove the link was mailed. They are
//! the node's key applied to the id of the mail that carries the link, so that the
//! mail dispatcher can render the link again at each attempt while the log holds
//! only the mail's id and the token's SHA-256 (docs/adr/0044-mail-dispatcher.md).

use rand::Rng;
use sha2::{Digest, Sha256};
use uuid::Uuid;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The token of the link that mail `mail` carries to `user`, and the hash to record.
pub fn link_token(secret: &[u8], mail: Uuid, user: Uuid) -> (String, String) {
    let proof = keyed_digest(secret, &[b"mail-link", mail.as_bytes(), user.as_bytes()]);
    let token = format!("{}.{proof}", user.simple());
    let hash = token_hash(&token);
    (token, hash)
}

/// The hash recorded for a token.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// The account a link token belongs to, if it has the shape of one.
pub fn token_user(token: &str) -> Option<Uuid> {
    let (user, random) = token.trim().split_once('.')?;
    (random.len() == 64 && random.bytes().all(|b| b.is_ascii_hexdigit()))
        .then(|| Uuid::try_parse(user).ok())
        .flatten()
}

/// A keyed digest (hex) of `parts`: the same input and key always give the same
/// text, and without the key nobody can tell which input gave it.
pub fn keyed_digest(key: &[u8], parts: &[&[u8]]) -> String {
    let mut digest = Sha256::new();
    digest.update((key.len() as u64).to_be_bytes());
    digest.update(key);
    for part in parts {
        digest.update((part.len() as u64).to_be_bytes());
        digest.update(part);
    }
    hex(&digest.finalize())
}

/// The id of the `email` claim stream of a normalised address. Keyed, so that the
/// log of an erased member does not show which address they had.
pub fn email_claim_id(secret: &[u8], normalized_email: &str) -> String {
    keyed_digest(secret, &[b"email-claim", normalized_email.as_bytes()])
}

/// A sponsorship key to type or paste: 10 characters without look-alikes (0/O, 1/I).
pub fn new_referral_key() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..10)
        .map(|_| ALPHABET[rng.random_range(0..ALPHABET.len())] as char)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_token_names_its_account_and_only_its_hash_is_kept() {
        let (user, mail) = (Uuid::now_v7(), Uuid::now_v7());
        let (token, hash) = link_token(b"key-1", mail, user);
        assert_eq!(token_user(&token), Some(user));
        assert_eq!(token_hash(&token), hash);
        assert_eq!(link_token(b"key-1", mail, user).0, token);
        assert_ne!(link_token(b"key-1", Uuid::now_v7(), user).0, token);
        assert_ne!(link_token(b"key-2", mail, user).0, token);
        assert!(!hash.contains(&token[33..]));
        for bad in [
            "",
            "abc",
            &format!("{}.xyz", user.simple()),
            "not-a-uuid.00",
        ] {
            assert_eq!(token_user(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn claim_ids_depend_on_the_key_and_the_address() {
        let a = email_claim_id(b"key-1", "marie@exemple.fr");
        assert_eq!(a, email_claim_id(b"key-1", "marie@exemple.fr"));
        assert_ne!(a, email_claim_id(b"key-2", "marie@exemple.fr"));
        assert_ne!(a, email_claim_id(b"key-1", "marie@exemple.com"));
        assert!(!a.contains("marie"));
    }

    #[test]
    fn referral_keys_avoid_look_alike_characters() {
        let key = new_referral_key();
        assert_eq!(key.len(), 10);
        assert!(!key.contains(['0', 'O', '1', 'I']), "{key}");
    }
}
