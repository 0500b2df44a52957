//! Keyset cursors: the sort key and id of a page's last row, as a short text whose
//! shape the OpenAPI document states (`CURSOR_PATTERN`): the key tagged with its type
//! (`i:` an integer, `r:` a real, `t:` a text without `~`), then `~` and the title's id.
//! Any text of that shape is a place in the list (keys compare as SQLite compares
//! them), so a client never gets a 400 for a cursor the document allows.

use serde::{Deserialize, Serialize};
use sqlx::Sqlite;

/// The shape of a list's cursor, as the OpenAPI document states it.
pub const CURSOR_PATTERN: &str = r"^(i:-?[0-9]{1,18}|r:-?[0-9]{1,15}(\.[0-9]{1,15})?|t:[^~]{0,1000})~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";

/// A cursor that cannot be read.
#[derive(Debug, thiserror::Error)]
#[error("curseur illisible")]
pub struct BadCursor;

/// The sort key and id of the last row of a page.
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
        match &self.key {
            Key::Int(i) => format!("i:{i}~{}", self.id),
            Key::Real(r) => format!("r:{r}~{}", self.id),
            Key::Text(t) => format!("t:{t}~{}", self.id),
        }
    }

    /// The cursor a text of [`CURSOR_PATTERN`]'s shape names; anything else refused.
    pub(crate) fn decode(text: &str) -> Result<Cursor, BadCursor> {
        let (key, id) = text.rsplit_once('~').ok_or(BadCursor)?;
        if !is_uuid(id) {
            return Err(BadCursor);
        }
        let key = match key.split_at_checked(2).ok_or(BadCursor)? {
            ("i:", n) if digits(n.strip_prefix('-').unwrap_or(n), 18) => {
                Key::Int(n.parse().map_err(|_| BadCursor)?)
            }
            ("r:", n) if is_decimal(n.strip_prefix('-').unwrap_or(n)) => {
                Key::Real(n.parse().map_err(|_| BadCursor)?)
            }
            ("t:", t) if !t.contains('~') && t.chars().count() <= 1000 => Key::Text(t.into()),
            _ => return Err(BadCursor),
        };
        Ok(Cursor { key, id: id.into() })
    }
}

/// 1 to `max` ASCII digits.
pub(crate) fn digits(text: &str, max: usize) -> bool {
    (1..=max).contains(&text.len()) && text.bytes().all(|b| b.is_ascii_digit())
}

/// Digits, then optionally a point and digits (15 at most each side).
fn is_decimal(text: &str) -> bool {
    match text.split_once('.') {
        None => digits(text, 15),
        Some((whole, fraction)) => digits(whole, 15) && digits(fraction, 15),
    }
}

/// A UUID as the catalogue writes it: lower-case hex, hyphenated.
pub(crate) fn is_uuid(text: &str) -> bool {
    let groups: Vec<&str> = text.split('-').collect();
    groups.len() == 5
        && groups.iter().zip([8, 4, 4, 4, 12]).all(|(group, len)| {
            group.len() == len
                && group
                    .bytes()
                    .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        })
}

/// A list's cursor, as the OpenAPI document names it (the text is all a client sees).
pub struct TitleCursor;

impl utoipa::PartialSchema for TitleCursor {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        pattern_schema(
            CURSOR_PATTERN,
            "The `next_cursor` of the previous page: the last title's sort key, `~`, its id.",
        )
    }
}

impl utoipa::ToSchema for TitleCursor {}

/// A cursor parameter of the document: texts of `pattern`'s shape (anchored by `^…$`),
/// or the empty text, which every list reads as "the first page" (as an HTML form
/// sends a field left blank).
pub fn pattern_schema(
    pattern: &str,
    description: &str,
) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    let inner = pattern.trim_start_matches('^').trim_end_matches('$');
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::Type::String)
        .pattern(Some(format!("^(?:{inner})?$")))
        .description(Some(format!("{description} Empty: the first page.")))
        .into()
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
        let id = "0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b";
        for key in [
            Key::Int(42),
            Key::Int(-1),
            Key::Real(4.5),
            Key::Real(-1.0),
            Key::Text("2026-01-01T00:00:00Z".into()),
            Key::Text("le parrain".into()),
        ] {
            let cursor = Cursor { key, id: id.into() };
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
            "i:1",
            "i:x~0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b",
            "i:+1~0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b",
            "r:1e5~0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b",
            "t:a~b~0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b",
            "q:1~0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b",
            "i:1~0190A5B2-7C3D-7E4F-8A9B-0C1D2E3F4A5B",
            "i:1~not-a-uuid",
        ] {
            assert!(Cursor::decode(bad).is_err(), "{bad}");
        }
    }
}
