//! What one event does to one target, and the field-by-field difference it makes.
//!
//! A target's state is a flat JSON object (a film's details, a member's ban and
//! rights). The audit projection keeps each target's last state to show the values
//! before and after an action; the admin history folds the same changes up to an
//! instant. Both read events through [`super::readings`], so they always agree.

use serde_json::{Map, Value};

/// A target's state: field name to value.
pub type State = Map<String, Value>;

/// How an event changes its target.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// The event carries the whole state (a film added or edited).
    Replace(State),
    /// The event sets some fields and leaves the others (a ban).
    Merge(State),
    /// The target is gone (deleted, erased).
    Remove,
}

/// One event read as a change: which target, its label if the event names it, and
/// what it does.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    pub target_id: String,
    /// The label the event itself carries (a film's title); `None` when the reader
    /// has to find it (a member's address, the title a deleted film had).
    pub label: Option<String>,
    pub effect: Effect,
}

/// One field's raw value before and after an action (`null` when absent); the trail
/// shows it labelled and written as the forms write it (`super::fields`).
#[derive(Debug, Clone, PartialEq)]
pub struct Difference {
    pub field: String,
    pub before: Value,
    pub after: Value,
}

impl Effect {
    /// The state after this effect, from the state before (`None`: no such target).
    pub fn apply(&self, before: Option<&State>) -> Option<State> {
        match self {
            Effect::Replace(state) => Some(state.clone()),
            Effect::Merge(fields) => {
                let mut state = before.cloned().unwrap_or_default();
                state.extend(fields.clone());
                Some(state)
            }
            Effect::Remove => None,
        }
    }
}

/// The fields whose value differs between two states, in field order.
pub fn diff(before: Option<&State>, after: Option<&State>) -> Vec<Difference> {
    let empty = State::new();
    let (before, after) = (before.unwrap_or(&empty), after.unwrap_or(&empty));
    let mut fields: Vec<&String> = before.keys().chain(after.keys()).collect();
    fields.sort();
    fields.dedup();
    fields
        .into_iter()
        .filter_map(|field| {
            let old = before.get(field).unwrap_or(&Value::Null);
            let new = after.get(field).unwrap_or(&Value::Null);
            (old != new).then(|| Difference {
                field: field.clone(),
                before: old.clone(),
                after: new.clone(),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn state(value: Value) -> State {
        value.as_object().unwrap().clone()
    }

    #[test]
    fn a_merge_keeps_the_other_fields_and_the_diff_names_only_what_moved() {
        let before = state(json!({"is_admin": true, "ban_reason": null}));
        let after = Effect::Merge(state(json!({"ban_reason": "Spam"})))
            .apply(Some(&before))
            .unwrap();
        assert_eq!(after["is_admin"], json!(true));
        assert_eq!(
            diff(Some(&before), Some(&after)),
            vec![Difference {
                field: "ban_reason".into(),
                before: Value::Null,
                after: json!("Spam"),
            }]
        );
    }

    #[test]
    fn a_removal_shows_every_field_going_and_a_creation_every_field_coming() {
        let film = state(json!({"title": "Alien", "release_year": 1979}));
        assert_eq!(Effect::Remove.apply(Some(&film)), None);
        let gone = diff(Some(&film), None);
        assert_eq!(gone.len(), 2);
        assert!(gone.iter().all(|change| change.after.is_null()));
        let created = diff(None, Some(&film));
        assert_eq!(created[0].field, "release_year");
        assert_eq!(created[1].after, json!("Alien"));
    }
}
