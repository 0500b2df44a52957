//! A point in the log's total commit order.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Where an event stands in commit order.
///
/// SQLite: `tx` is always 0 and `seq` is the gapless global position.
/// PostgreSQL: the pair (transaction id, global position), compared in that order
/// (docs/adr/0001-log-order.md). Written as a number on SQLite and as the string
/// `"tx.seq"` on PostgreSQL, in JSON bodies and in the `bobine_pos` cookie alike.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    pub tx: u64,
    pub seq: i64,
}

impl Position {
    /// Before the first event: a new projection starts here.
    pub const ZERO: Position = Position { tx: 0, seq: 0 };

    pub fn new(tx: u64, seq: i64) -> Self {
        Position { tx, seq }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.tx == 0 {
            write!(f, "{}", self.seq)
        } else {
            write!(f, "{}.{}", self.tx, self.seq)
        }
    }
}

/// The text of a position could not be read.
#[derive(Debug, thiserror::Error)]
#[error("position illisible : {0:?}")]
pub struct BadPosition(String);

impl FromStr for Position {
    type Err = BadPosition;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let bad = || BadPosition(text.to_string());
        let (tx, seq) = match text.split_once('.') {
            Some((tx, seq)) => (
                tx.parse().map_err(|_| bad())?,
                seq.parse().map_err(|_| bad())?,
            ),
            None => (0, text.parse().map_err(|_| bad())?),
        };
        if seq < 0 {
            return Err(bad());
        }
        Ok(Position { tx, seq })
    }
}

impl Serialize for Position {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.tx == 0 {
            serializer.serialize_i64(self.seq)
        } else {
            serializer.collect_str(self)
        }
    }
}

impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(i64),
            Text(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Number(seq) if seq >= 0 => Ok(Position::new(0, seq)),
            Raw::Number(seq) => Err(serde::de::Error::custom(BadPosition(seq.to_string()))),
            Raw::Text(text) => text.parse().map_err(serde::de::Error::custom),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_order_by_transaction_then_position() {
        assert!(Position::new(5, 9) < Position::new(6, 1));
        assert!(Position::new(6, 1) < Position::new(6, 2));
        assert!(Position::ZERO < Position::new(0, 1));
    }

    #[test]
    fn a_position_reads_back_what_it_writes() {
        for position in [Position::ZERO, Position::new(0, 42), Position::new(771, 12)] {
            assert_eq!(position.to_string().parse::<Position>().unwrap(), position);
            let json = serde_json::to_string(&position).unwrap();
            assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), position);
        }
        assert_eq!(serde_json::to_string(&Position::new(0, 42)).unwrap(), "42");
        assert_eq!(
            serde_json::to_string(&Position::new(7, 42)).unwrap(),
            "\"7.42\""
        );
    }

    #[test]
    fn garbage_is_not_a_position() {
        for text in ["", "abc", "1.", ".1", "1.2.3", "-4", "1.-2"] {
            assert!(text.parse::<Position>().is_err(), "{text:?}");
        }
    }
}
