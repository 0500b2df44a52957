use serde::{Deserialize, Serialize};

/// One form value as the admin sent it, already reduced to text: a JSON number
/// arrives as its digits, a string as itself, null or nothing as `None`. Parsing and
/// "an empty value becomes null" happen in validation.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Input(pub Option<String>);

impl Input {
    pub fn text(value: impl Into<String>) -> Self {
        Input(Some(value.into()))
    }

    pub fn none() -> Self {
        Input(None)
    }

    /// The trimmed text, `None` when absent or blank.
    pub fn trimmed(&self) -> Option<&str> {
        self.0.as_deref().map(str::trim).filter(|s| !s.is_empty())
    }
}

impl From<&str> for Input {
    fn from(value: &str) -> Self {
        Input::text(value)
    }
}

impl From<i64> for Input {
    fn from(value: i64) -> Self {
        Input::text(value.to_string())
    }
}
