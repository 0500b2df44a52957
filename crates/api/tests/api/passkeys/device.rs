//! A software authenticator for the tests: a P-256 key that answers a browser's
//! WebAuthn options as a platform passkey would (attestation « none », user present
//! and verified), for any origin the test names, at a signature counter the test
//! may turn back.

use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use uuid::Uuid;

pub struct Device {
    key: SigningKey,
    pub credential_id: Vec<u8>,
    /// The member's id, as the registration handed it (the user handle).
    user: Vec<u8>,
    /// The signature counter of the next answer's predecessor.
    pub counter: u32,
    /// Whether the counter grows with each answer (false: it stays at 0, as many
    /// synchronised passkeys do).
    pub counting: bool,
    /// The page's origin, as the browser would write it in its client data.
    pub origin: String,
}

impl Device {
    pub fn new() -> Device {
        let seed = [*Uuid::new_v4().as_bytes(), *Uuid::new_v4().as_bytes()].concat();
        Device {
            key: SigningKey::from_slice(&seed).expect("32 random bytes make a key"),
            credential_id: Uuid::new_v4().as_bytes().to_vec(),
            user: Vec::new(),
            counter: 0,
            counting: true,
            origin: "http://localhost:8080".into(),
        }
    }

    fn rp_id_hash() -> Vec<u8> {
        Sha256::digest(b"localhost").to_vec()
    }

    fn client_data(&self, kind: &str, options: &Value) -> Vec<u8> {
        json!({
            "type": kind,
            "challenge": options["challenge"],
            "origin": self.origin,
            "crossOrigin": false,
        })
        .to_string()
        .into_bytes()
    }

    /// The answer to `navigator.credentials.create({publicKey})`.
    pub fn create(&mut self, public_key: &Value) -> Value {
        self.user = unbase64url(public_key["user"]["id"].as_str().expect("a user id"));
        let point = self.key.verifying_key().to_encoded_point(false);
        let cose_key = cbor_map(&[
            (int(1), int(2)),
            (int(3), int(-7)),
            (int(-1), int(1)),
            (int(-2), bytes(point.x().unwrap())),
            (int(-3), bytes(point.y().unwrap())),
        ]);
        let mut auth_data = Device::rp_id_hash();
        auth_data.push(0x45); // user present, user verified, credential data
        auth_data.extend(0u32.to_be_bytes());
        auth_data.extend([0u8; 16]);
        auth_data.extend((self.credential_id.len() as u16).to_be_bytes());
        auth_data.extend(&self.credential_id);
        auth_data.extend(cose_key);
        let attestation = cbor_map(&[
            (text("fmt"), text("none")),
            (text("attStmt"), cbor_map(&[])),
            (text("authData"), bytes(&auth_data)),
        ]);
        self.credential(json!({
            "attestationObject": base64url(&attestation),
            "clientDataJSON": base64url(&self.client_data("webauthn.create", public_key)),
        }))
    }

    /// The answer to `navigator.credentials.get({publicKey})`, its counter one more
    /// than the last (if it counts).
    pub fn get(&mut self, public_key: &Value) -> Value {
        if self.counting {
            self.counter += 1;
        }
        let mut auth_data = Device::rp_id_hash();
        auth_data.push(0x05); // user present, user verified
        auth_data.extend(self.counter.to_be_bytes());
        let client_data = self.client_data("webauthn.get", public_key);
        let mut signed = auth_data.clone();
        signed.extend(Sha256::digest(&client_data));
        let signature: Signature = self.key.sign(&signed);
        self.credential(json!({
            "authenticatorData": base64url(&auth_data),
            "clientDataJSON": base64url(&client_data),
            "signature": base64url(signature.to_der().as_bytes()),
            "userHandle": base64url(&self.user),
        }))
    }

    /// The credential's JSON form, as a browser's `toJSON()` writes it.
    fn credential(&self, response: Value) -> Value {
        let id = base64url(&self.credential_id);
        json!({
            "id": id,
            "rawId": id,
            "type": "public-key",
            "response": response,
            "clientExtensionResults": {},
        })
    }
}

const ALPHABET: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// RFC 4648 base64url, unpadded.
pub fn base64url(data: &[u8]) -> String {
    let mut out = String::new();
    for chunk in data.chunks(3) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, b)| n | (u32::from(*b) << (16 - 8 * i)));
        for i in 0..=chunk.len() {
            out.push(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize] as char);
        }
    }
    out
}

fn unbase64url(text: &str) -> Vec<u8> {
    let mut bits = 0u32;
    let mut count = 0;
    let mut out = Vec::new();
    for c in text.bytes().filter(|c| *c != b'=') {
        let value = ALPHABET.iter().position(|a| *a == c).expect("base64url") as u32;
        bits = (bits << 6) | value;
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}

/// A CBOR item's head: its major type and length or value.
fn head(major: u8, value: u64) -> Vec<u8> {
    let major = major << 5;
    match value {
        0..24 => vec![major | value as u8],
        24..256 => vec![major | 24, value as u8],
        256..65536 => [vec![major | 25], (value as u16).to_be_bytes().to_vec()].concat(),
        _ => [vec![major | 26], (value as u32).to_be_bytes().to_vec()].concat(),
    }
}

fn int(value: i64) -> Vec<u8> {
    if value >= 0 {
        head(0, value as u64)
    } else {
        head(1, (-1 - value) as u64)
    }
}

fn bytes(data: &[u8]) -> Vec<u8> {
    [head(2, data.len() as u64), data.to_vec()].concat()
}

fn text(data: &str) -> Vec<u8> {
    [head(3, data.len() as u64), data.as_bytes().to_vec()].concat()
}

fn cbor_map(entries: &[(Vec<u8>, Vec<u8>)]) -> Vec<u8> {
    let mut out = head(5, entries.len() as u64);
    for (key, value) in entries {
        out.extend(key);
        out.extend(value);
    }
    out
}
