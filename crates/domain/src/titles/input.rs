use serde::{Deserialize, Deserializer, Serialize};

/// One form value as the admin sent it, reduced to text: a JSON number arrives as
/// its digits, a string as itself, null or nothing as `None`. Parsing and "an empty
/// value becomes null" happen in validation, so a typed "2001" and 2001 are one.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Input(pub Option<String>);

impl<'de> Deserialize<'de> for Input {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Text(String),
            Integer(i64),
            Decimal(f64),
        }
        Ok(Input(Option::<Raw>::deserialize(deserializer)?.map(
            |raw| match raw {
                Raw::Text(text) => text,
                Raw::Integer(n) => n.to_string(),
                Raw::Decimal(x) => x.to_string(),
            },
        )))
    }
}

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

#[cfg(test)]
mod tests {
    use super::Input;

    #[test]
    fn numbers_strings_and_null_all_read_as_text() {
        let read = |json: &str| serde_json::from_str::<Input>(json).unwrap();
        assert_eq!(read("2001"), Input::text("2001"));
        assert_eq!(read("4.5"), Input::text("4.5"));
        assert_eq!(read("\"2001\""), Input::text("2001"));
        assert_eq!(read("null"), Input::none());
        assert!(serde_json::from_str::<Input>("true").is_err());
        assert!(serde_json::from_str::<Input>("[1]").is_err());
    }
}
