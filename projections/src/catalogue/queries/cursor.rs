//! Keyset cursors: the sort key and id of a page's last row, as an opaque string.

use serde::{Deserialize, Serialize};
use sqlx::Sqlite;

/// A cursor that cannot be read.
#[derive(Debug, thiserror::Error)]
#[error("curseur illisible")]
pub struct BadCursor;

/// The sort key and id of the last row of a page, as an opaque hex string.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Cursor {
    pub(crate) key: Key,
    pub(crate) id: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub(crate) enum Key {
    Int(i64),
    Real(f64),
    Text(String),
}

impl Cursor {
    pub(crate) fn encode(&self) -> String {
        serde_json::to_vec(self)
            .unwrap_or_default()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    pub(crate) fn decode(text: &str) -> Result<Cursor, BadCursor> {
        // Pairs of bytes, not of characters: a client's text may hold any UTF-8, and
        // slicing it at byte offsets would split a character.
        let text = text.as_bytes();
        if !text.len().is_multiple_of(2) || text.len() > 2048 {
            return Err(BadCursor);
        }
        let bytes = text
            .chunks_exact(2)
            .map(|pair| Some(hex_digit(pair[0])? << 4 | hex_digit(pair[1])?))
            .collect::<Option<Vec<u8>>>()
            .ok_or(BadCursor)?;
        serde_json::from_slice(&bytes).map_err(|_| BadCursor)
    }
}

fn hex_digit(byte: u8) -> Option<u8> {
    (byte as char).to_digit(16).map(|digit| digit as u8)
}

/// A sort key of any SQLite type, read as JSON.
pub(crate) struct SortKeyValue(pub(crate) sqlx::types::JsonValue);

impl<'r> sqlx::Decode<'r, Sqlite> for SortKeyValue {
    fn decode(value: sqlx::sqlite::SqliteValueRef<'r>) -> Result<Self, sqlx::error::BoxDynError> {
        use sqlx::{TypeInfo, ValueRef};
        let json = match value.type_info().name() {
            "INTEGER" => {
                sqlx::types::JsonValue::from(<i64 as sqlx::Decode<Sqlite>>::decode(value)?)
            }
            "REAL" => sqlx::types::JsonValue::from(<f64 as sqlx::Decode<Sqlite>>::decode(value)?),
            _ => sqlx::types::JsonValue::from(<String as sqlx::Decode<Sqlite>>::decode(value)?),
        };
        Ok(SortKeyValue(json))
    }
}

impl sqlx::Type<Sqlite> for SortKeyValue {
    fn type_info() -> sqlx::sqlite::SqliteTypeInfo {
        <String as sqlx::Type<Sqlite>>::type_info()
    }

    fn compatible(_: &sqlx::sqlite::SqliteTypeInfo) -> bool {
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_reads_back_what_it_writes_and_garbage_is_refused() {
        for key in [
            Key::Int(42),
            Key::Real(4.5),
            Key::Text("2026-01-01T00:00:00Z".into()),
        ] {
            let cursor = Cursor {
                key,
                id: "abc".into(),
            };
            assert_eq!(Cursor::decode(&cursor.encode()).unwrap(), cursor);
        }
        for bad in [
            "",
            "zz",
            "abc",
            "7b7d",
            "0\u{80}0",
            "é1",
            "+1",
            "0x7b",
            "\u{1F600}",
        ] {
            assert!(Cursor::decode(bad).is_err(), "{bad}");
        }
    }
}
