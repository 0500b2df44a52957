//! A deterministic source of choices and the log's clock.

use super::*;

/// Vigna's SplitMix64: the same well-mixed sequence on every run.
pub(super) struct SplitMix64(pub(super) u64);

impl SplitMix64 {
    pub(super) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (`n` > 0).
    pub(super) fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// An index below `n` (`n` > 0), the first ones far more often (density about
    /// 1/√x): popular titles, active members.
    pub(super) fn skewed(&mut self, n: usize) -> usize {
        let x = u128::from(self.next() >> 32);
        ((((x * x) >> 32) * n as u128) >> 32) as usize
    }

    pub(super) fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len() as u64) as usize]
    }

    pub(super) fn chance(&mut self, in_hundred: u64) -> bool {
        self.below(100) < in_hundred
    }

    /// A version 4 uuid.
    pub(super) fn uuid_v4(&mut self) -> Uuid {
        let bytes = ((u128::from(self.next()) << 64) | u128::from(self.next())).to_be_bytes();
        Builder::from_random_bytes(bytes).into_uuid()
    }

    /// A version 7 uuid of the instant `ms`, as `Uuid::now_v7` makes at that instant.
    pub(super) fn uuid_v7(&mut self, ms: u64) -> Uuid {
        let random = (u128::from(self.next()) << 64) | u128::from(self.next());
        let bytes: [u8; 10] = random.to_be_bytes()[..10].try_into().expect("ten bytes");
        Builder::from_unix_timestamp_millis(ms, &bytes).into_uuid()
    }

    /// `n` hexadecimal digits.
    pub(super) fn hex(&mut self, n: usize) -> String {
        let mut text = String::with_capacity(n + 16);
        while text.len() < n {
            text.push_str(&format!("{:016x}", self.next()));
        }
        text.truncate(n);
        text
    }

    /// An Argon2id hash in PHC form, as the node records a password.
    pub(super) fn password_hash(&mut self) -> String {
        const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
        let mut b64 = |n: usize| -> String {
            (0..n)
                .map(|_| B64[self.below(64) as usize] as char)
                .collect()
        };
        let salt = b64(22);
        let hash = b64(43);
        format!("$argon2id$v=19$m=19456,t=2,p=1${salt}${hash}")
    }
}

/// JSON text as the log's writers produce it: through a `serde_json::Value`, compact.
pub(super) fn as_written<T: Serialize>(value: &T) -> String {
    serde_json::to_value(value)
        .and_then(|value| serde_json::to_string(&value))
        .expect("events and metadata serialise")
}

pub(super) fn instant(ms: u64) -> OffsetDateTime {
    OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .expect("an instant of the simulated year")
}

pub(super) fn rfc3339(ms: u64) -> String {
    instant(ms).format(&Rfc3339).expect("RFC 3339 formats")
}
