//! What the French rendering of the trail needs to know beyond one event: the name a
//! genre, a series or an episode has or last had, and a target's state. The audit
//! projection answers from its own tables (`mod.rs`); the admin history from what it
//! read before folding (`crates/app/src/audit/history.rs`).

use std::collections::HashMap;

use super::change::State;

pub trait Lookup {
    /// The name (title, label) a target of `kind` has, or had when it was deleted.
    fn name(&self, kind: &str, id: &str) -> Option<String>;
    /// A target's current state, if it exists.
    fn state(&self, kind: &str, id: &str) -> Option<State>;
}

/// Names read beforehand, and one target's state: what the history folds with.
#[derive(Debug, Default)]
pub struct Known {
    /// (kind, id) to name.
    pub names: HashMap<(String, String), String>,
    /// (kind, id) to state.
    pub states: HashMap<(String, String), State>,
}

impl Lookup for Known {
    fn name(&self, kind: &str, id: &str) -> Option<String> {
        self.names.get(&(kind.to_string(), id.to_string())).cloned()
    }

    fn state(&self, kind: &str, id: &str) -> Option<State> {
        self.states
            .get(&(kind.to_string(), id.to_string()))
            .cloned()
    }
}
