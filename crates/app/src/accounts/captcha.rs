//! The sign-up captcha (docs/product.md, member side §5): math, visual or logic, chosen at
//! random, generated and checked by the server.
//!
//! A challenge's id carries its nonce, its expiry, a seal (a keyed digest of nonce and
//! expiry) and a keyed digest of the right answer, so any node of a deployment can
//! check it without shared storage and the answer never reaches the browser. Each id
//! is good once: the first attempt, right or wrong, spends it (the node remembers
//! spent ids until they expire; a deployment of several nodes should route one client
//! to one node, docs/operations.md). Only ids this node's key sealed, expiring within
//! [`CAPTCHA_LIFETIME`], are remembered, and at most [`MAX_SPENT`] of them: nothing a
//! client writes grows the node's memory beyond that.

use std::collections::HashMap;
use std::sync::Mutex;

use rand::Rng;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

use super::tokens::keyed_digest;

/// How long a challenge can be answered.
pub const CAPTCHA_LIFETIME: time::Duration = time::Duration::minutes(10);
/// Spent ids remembered at most (about 100 bytes each). Past it, answers are refused
/// until ids expire: a flood of sign-ups is refused rather than grow memory.
pub const MAX_SPENT: usize = 100_000;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum CaptchaKind {
    Math,
    Visual,
    Logic,
}

/// What the browser shows; the answer stays on the server.
#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Challenge {
    pub id: String,
    pub kind: CaptchaKind,
    pub question: String,
    /// The choices of a logic question; the answer is the chosen text.
    pub options: Option<Vec<String>>,
}

/// The five multiple-choice questions: question, right answer, wrong answers.
const LOGIC: [(&str, &str, [&str; 3]); 5] = [
    (
        "Quelle est la capitale de la France ?",
        "Paris",
        ["Lyon", "Marseille", "Bordeaux"],
    ),
    (
        "Combien de jours compte une semaine ?",
        "7",
        ["5", "6", "8"],
    ),
    (
        "Quelle couleur obtient-on en mélangeant du bleu et du jaune ?",
        "Vert",
        ["Rouge", "Violet", "Orange"],
    ),
    (
        "Quel animal miaule ?",
        "Le chat",
        ["Le chien", "La vache", "Le cheval"],
    ),
    ("Combien de pattes a une araignée ?", "8", ["4", "6", "10"]),
];

/// Symbols every system font draws (colour emoji fonts are not everywhere).
const EMOJI: [&str; 6] = ["★", "♥", "♪", "☀", "✿", "☂"];

/// Issues and checks challenges with the node's secret.
pub struct Captchas {
    key: Vec<u8>,
    spent: Mutex<HashMap<String, OffsetDateTime>>,
    capacity: usize,
}

/// Answers are compared trimmed and case-insensitively (docs/product.md, member side §5).
fn normalize(answer: &str) -> String {
    answer.trim().to_lowercase()
}

impl Captchas {
    pub fn new(secret: &[u8]) -> Captchas {
        Captchas::with_capacity(secret, MAX_SPENT)
    }

    fn with_capacity(secret: &[u8], capacity: usize) -> Captchas {
        Captchas {
            key: keyed_digest(secret, &[b"captcha"]).into_bytes(),
            spent: Mutex::new(HashMap::new()),
            capacity,
        }
    }

    /// Proves that this node issued `nonce` with `expires`, whatever the answer.
    fn seal(&self, nonce: &str, expires: i64) -> String {
        keyed_digest(
            &self.key,
            &[b"issued", nonce.as_bytes(), &expires.to_be_bytes()],
        )
    }

    fn digest(&self, nonce: &str, expires: i64, answer: &str) -> String {
        keyed_digest(
            &self.key,
            &[
                nonce.as_bytes(),
                &expires.to_be_bytes(),
                normalize(answer).as_bytes(),
            ],
        )
    }

    /// A new challenge of a random kind.
    pub fn issue(&self, now: OffsetDateTime) -> Challenge {
        let mut rng = rand::rng();
        let (kind, question, answer, options) = match rng.random_range(0..3) {
            0 => {
                let (a, b) = (rng.random_range(1..=10), rng.random_range(1..=10));
                let (question, answer) = match rng.random_range(0..3) {
                    0 => (format!("Combien font {a} + {b} ?"), a + b),
                    // The larger number first: the result is never negative.
                    1 => (
                        format!("Combien font {} - {} ?", a.max(b), a.min(b)),
                        a.max(b) - a.min(b),
                    ),
                    _ => (format!("Combien font {a} × {b} ?"), a * b),
                };
                (CaptchaKind::Math, question, answer.to_string(), None)
            }
            1 => {
                let emoji = EMOJI[rng.random_range(0..EMOJI.len())];
                let count = rng.random_range(2..=6);
                let question = format!("Combien de {emoji} voyez-vous ? {}", emoji.repeat(count));
                (CaptchaKind::Visual, question, count.to_string(), None)
            }
            _ => {
                let (question, right, wrong) = LOGIC[rng.random_range(0..LOGIC.len())];
                let mut options: Vec<String> = std::iter::once(right)
                    .chain(wrong)
                    .map(String::from)
                    .collect();
                options.shuffle(&mut rng);
                (
                    CaptchaKind::Logic,
                    question.to_string(),
                    right.to_string(),
                    Some(options),
                )
            }
        };
        let nonce = format!("{:032x}", rng.random::<u128>());
        let expires = (now + CAPTCHA_LIFETIME).unix_timestamp();
        let seal = self.seal(&nonce, expires);
        let digest = self.digest(&nonce, expires, &answer);
        Challenge {
            id: format!("{nonce}.{expires}.{seal}.{digest}"),
            kind,
            question,
            options,
        }
    }

    /// Whether `answer` answers challenge `id`, which is spent either way.
    pub fn check(&self, id: &str, answer: &str, now: OffsetDateTime) -> bool {
        let mut parts = id.splitn(4, '.');
        let (Some(nonce), Some(expires), Some(seal), Some(digest)) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return false;
        };
        let Ok(expires) = expires.parse::<i64>() else {
            return false;
        };
        let Ok(expiry) = OffsetDateTime::from_unix_timestamp(expires) else {
            return false;
        };
        let live = now < expiry && expiry <= now + CAPTCHA_LIFETIME;
        // A keyed digest: comparing in constant time would reveal nothing more.
        if !live || self.seal(nonce, expires) != seal || answer.trim().is_empty() {
            return false;
        }
        if !self.spend(nonce, expiry, now) {
            return false;
        }
        self.digest(nonce, expires, answer) == digest
    }

    /// Remembers `nonce` as spent until `expiry`; false if it was spent already or if
    /// the memory of spent ids is full.
    fn spend(&self, nonce: &str, expiry: OffsetDateTime, now: OffsetDateTime) -> bool {
        let mut spent = self.spent.lock().unwrap_or_else(|e| e.into_inner());
        if spent.len() >= self.capacity {
            spent.retain(|_, until| *until > now);
        }
        if spent.len() >= self.capacity || spent.contains_key(nonce) {
            return false;
        }
        spent.insert(nonce.to_string(), expiry);
        true
    }

    #[cfg(test)]
    fn spent_count(&self) -> usize {
        self.spent.lock().unwrap().len()
    }
}

/// Works a challenge out as a person would (tests and the sign-up benchmark).
pub fn solve(challenge: &Challenge) -> String {
    match challenge.kind {
        CaptchaKind::Math => {
            let words: Vec<&str> = challenge.question.split_whitespace().collect();
            let (a, op, b): (i64, &str, i64) = (
                words[2].parse().unwrap_or_default(),
                words[3],
                words[4].parse().unwrap_or_default(),
            );
            match op {
                "+" => a + b,
                "-" => a - b,
                _ => a * b,
            }
            .to_string()
        }
        CaptchaKind::Visual => {
            let emoji = challenge
                .question
                .split_whitespace()
                .nth(2)
                .unwrap_or_default();
            let shown = challenge.question.rsplit(' ').next().unwrap_or_default();
            shown.matches(emoji).count().to_string()
        }
        CaptchaKind::Logic => LOGIC
            .iter()
            .find(|(question, ..)| *question == challenge.question)
            .map(|(_, right, _)| right.to_string())
            .unwrap_or_default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn now() -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }

    #[test]
    fn every_kind_is_answerable_once_and_only_with_the_right_answer() {
        let captchas = Captchas::new(b"secret");
        let mut kinds = std::collections::HashSet::new();
        for _ in 0..200 {
            let challenge = captchas.issue(now());
            kinds.insert(challenge.kind);
            let answer = solve(&challenge);
            assert!(!answer.is_empty(), "{challenge:?}");
            assert_eq!(
                challenge.options.is_some(),
                challenge.kind == CaptchaKind::Logic
            );
            let spaced = format!("  {}  ", answer.to_uppercase());
            assert!(
                captchas.check(&challenge.id, &spaced, now()),
                "{challenge:?}"
            );
            assert!(!captchas.check(&challenge.id, &answer, now()), "spent");
            let other = captchas.issue(now());
            assert!(!captchas.check(&other.id, "pas ça", now()));
            assert!(
                !captchas.check(&other.id, &solve(&other), now()),
                "a wrong try spends it"
            );
        }
        assert_eq!(kinds.len(), 3);
    }

    #[test]
    fn math_questions_stay_within_the_spec() {
        let captchas = Captchas::new(b"secret");
        for _ in 0..300 {
            let challenge = captchas.issue(now());
            if challenge.kind == CaptchaKind::Math {
                let words: Vec<&str> = challenge.question.split_whitespace().collect();
                for n in [words[2], words[4]] {
                    assert!(
                        (1..=10).contains(&n.parse::<i32>().unwrap()),
                        "{challenge:?}"
                    );
                }
                assert!(solve(&challenge).parse::<i32>().unwrap() >= 0);
            }
        }
    }

    #[test]
    fn a_challenge_expires_and_a_forged_id_fails() {
        let captchas = Captchas::new(b"secret");
        let challenge = captchas.issue(now());
        let later = now() + CAPTCHA_LIFETIME + time::Duration::seconds(1);
        assert!(!captchas.check(&challenge.id, &solve(&challenge), later));
        let other = Captchas::new(b"another secret").issue(now());
        assert!(!captchas.check(&other.id, &solve(&other), now()));
        assert!(!captchas.check("garbage", "1", now()));
    }

    #[test]
    fn forged_ids_are_not_remembered() {
        let captchas = Captchas::new(b"secret");
        let real = captchas.issue(now());
        let (nonce, rest) = real.id.split_once('.').unwrap();
        let (expires, rest) = rest.split_once('.').unwrap();
        let (_, digest) = rest.split_once('.').unwrap();
        let far = (now() + time::Duration::days(3650)).unix_timestamp();
        let huge = "f".repeat(300_000);
        let forged = [
            format!("{nonce}.{expires}.{}.{digest}", "0".repeat(64)),
            format!("{huge}.{expires}.x.{digest}"),
            format!("{nonce}.{far}.{}.{digest}", captchas.seal(nonce, far)),
            "a.b.c.d".to_string(),
        ];
        for id in &forged {
            assert!(!captchas.check(id, "7", now()), "{id:.80}");
        }
        assert_eq!(captchas.spent_count(), 0, "nothing forged is remembered");
        assert!(captchas.check(&real.id, &solve(&real), now()));
        assert_eq!(captchas.spent_count(), 1);
    }

    #[test]
    fn the_memory_of_spent_ids_is_bounded() {
        let captchas = Captchas::with_capacity(b"secret", 10);
        let challenges: Vec<Challenge> = (0..15).map(|_| captchas.issue(now())).collect();
        let passed = challenges
            .iter()
            .filter(|c| captchas.check(&c.id, &solve(c), now()))
            .count();
        assert_eq!(passed, 10, "past the bound, answers are refused");
        assert_eq!(captchas.spent_count(), 10);
        let later = now() + CAPTCHA_LIFETIME + time::Duration::seconds(1);
        let fresh = captchas.issue(later);
        assert!(
            captchas.check(&fresh.id, &solve(&fresh), later),
            "expired ids make room"
        );
        assert_eq!(captchas.spent_count(), 1);
    }
}
