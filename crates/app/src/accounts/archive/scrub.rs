//! What of a fact goes in a member's archive: theirs, and nobody else's. Hashes are
//! dropped (secrets, not data about the member); the acting admin becomes « l'équipe
//! Bobine »; another member (the sponsor, the one sponsored) is never named.

use serde_json::{Map, Value};

/// How the archive names the team.
pub const TEAM: &str = "l'équipe Bobine";

/// `details` without secrets and without anyone but the member.
pub fn scrub(details: Value) -> Value {
    match details {
        Value::Object(fields) => Value::Object(
            fields
                .into_iter()
                .filter(|(key, _)| !key.ends_with("_hash"))
                .map(|(key, value)| {
                    let value = match key.as_str() {
                        "by" => Value::String(TEAM.into()),
                        "new_user" => Value::String("un membre parrainé".into()),
                        "referred_by" if !value.is_null() => {
                            Value::String("votre parrain ou marraine".into())
                        }
                        _ => scrub(value),
                    };
                    (key, value)
                })
                .collect::<Map<_, _>>(),
        ),
        Value::Array(items) => Value::Array(items.into_iter().map(scrub).collect()),
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn admins_are_the_team_other_members_unnamed_and_hashes_dropped() {
        let scrubbed = scrub(
            json!({"by": "0193a5c2-7d41-7b3e-9f7a-2c1d5e8b4a99", "password_hash": "$argon2id$",
                "new_user": "0193a5c2-7d41-7b3e-9f7a-2c1d5e8b4a98", "referred_by": null,
                "reason": "Spam", "nested": [{"by": "operator"}]}),
        );
        assert_eq!(
            scrubbed,
            json!({"by": TEAM, "new_user": "un membre parrainé", "referred_by": null,
                "reason": "Spam", "nested": [{"by": TEAM}]})
        );
    }
}
