//! Each sort's order of the titles, as SQLite orders its index on (key, id), and
//! where a cursor falls in it, compared as SQLite compares the column with the
//! cursor's bound key (docs/adr/0046-catalogue-lists-from-memory.md).

use std::cmp::Ordering;

use uuid::Uuid;

use super::titles::{SortKey, Title};
use crate::catalogue::queries::cursor::{Cursor, Key};
use crate::catalogue::queries::sort::Sort;

/// One sort's order: the slots of the living titles by (key, id), ascending, and
/// each slot's place in it, so that a page compares two titles by one number.
#[derive(Debug, Default)]
pub(super) struct Order {
    pub perm: Vec<u32>,
    pub rank: Vec<u32>,
    /// Slots whose key changed, or whose title came or went, since the last settle.
    moved: Vec<u32>,
}

/// Two titles in the order of `sort` (then their ids, as the index's tie-break).
fn compare(a: &Title, b: &Title, sort: Sort) -> Ordering {
    let keys = match (a.key(sort), b.key(sort)) {
        (SortKey::Int(x), SortKey::Int(y)) => x.cmp(&y),
        (SortKey::Real(x), SortKey::Real(y)) => x.total_cmp(&y),
        (SortKey::Text(x), SortKey::Text(y)) => x.cmp(y),
        // One column holds one type.
        _ => Ordering::Equal,
    };
    // A UUID's bytes order as its lower-case text does.
    keys.then(a.id.cmp(&b.id))
}

impl Order {
    pub fn moved(&mut self, slot: u32) {
        self.moved.push(slot);
    }

    /// Takes the moved slots out of the order and puts the living ones back in their
    /// places: a merge, linear in the titles, once per batch of changes.
    pub fn settle(&mut self, slots: &[Option<Title>], sort: Sort) {
        if self.moved.is_empty() {
            return;
        }
        let mut moved = vec![false; slots.len()];
        for slot in self.moved.drain(..) {
            moved[slot as usize] = true;
        }
        self.perm.retain(|slot| !moved[*slot as usize]);
        let title = |slot: u32| slots[slot as usize].as_ref();
        let mut fresh: Vec<(u32, &Title)> = moved
            .iter()
            .enumerate()
            .filter(|(_, moved)| **moved)
            .filter_map(|(slot, _)| Some((slot as u32, title(slot as u32)?)))
            .collect();
        fresh.sort_unstable_by(|a, b| compare(a.1, b.1, sort));
        let mut merged = Vec::with_capacity(self.perm.len() + fresh.len());
        let mut fresh = fresh.into_iter().peekable();
        for &slot in &self.perm {
            let Some(kept) = title(slot) else { continue };
            while let Some((new, _)) = fresh.next_if(|(_, new)| compare(new, kept, sort).is_lt()) {
                merged.push(new);
            }
            merged.push(slot);
        }
        merged.extend(fresh.map(|(slot, _)| slot));
        self.perm = merged;
        self.rank.resize(slots.len(), 0);
        for (place, slot) in self.perm.iter().enumerate() {
            self.rank[*slot as usize] = place as u32;
        }
    }

    /// How many titles come at or before `cursor` (`inclusive`) or strictly before
    /// it, in this order: the place where a page after (or before) it starts.
    pub fn place(
        &self,
        slots: &[Option<Title>],
        sort: Sort,
        cursor: &Cursor,
        id: &Uuid,
        inclusive: bool,
    ) -> usize {
        self.perm.partition_point(|slot| {
            let Some(title) = slots[*slot as usize].as_ref() else {
                return true;
            };
            let by = against_cursor(title.key(sort), &cursor.key).then(title.id.cmp(id));
            if inclusive { by.is_le() } else { by.is_lt() }
        })
    }
}

/// A column's value against a cursor's bound key, as SQLite compares them: a
/// numeric column reads a text key as a number when it is one (numeric affinity),
/// else every number is less than any text; a text column reads a numeric key as
/// its text (text affinity).
fn against_cursor(column: SortKey<'_>, key: &Key) -> Ordering {
    match (column, key) {
        (SortKey::Text(text), Key::Text(key)) => text.cmp(key.as_str()),
        (SortKey::Text(text), Key::Int(i)) => text.cmp(i.to_string().as_str()),
        (SortKey::Text(text), Key::Real(r)) => text.cmp(real_text(*r).as_str()),
        (number, Key::Int(i)) => numbers(number, Number::Int(*i)),
        (number, Key::Real(r)) => numbers(number, Number::Real(*r)),
        (number, Key::Text(text)) => match numeric(text) {
            Some(key) => numbers(number, key),
            None => Ordering::Less,
        },
    }
}

#[derive(Debug, Clone, Copy)]
enum Number {
    Int(i64),
    Real(f64),
}

fn numbers(column: SortKey<'_>, key: Number) -> Ordering {
    let column = match column {
        SortKey::Int(i) => Number::Int(i),
        SortKey::Real(r) => Number::Real(r),
        SortKey::Text(_) => return Ordering::Greater,
    };
    match (column, key) {
        (Number::Int(a), Number::Int(b)) => a.cmp(&b),
        (Number::Int(a), Number::Real(b)) => int_real(a, b),
        (Number::Real(a), Number::Int(b)) => int_real(b, a).reverse(),
        (Number::Real(a), Number::Real(b)) => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
    }
}

/// An integer against a real, exactly (as SQLite does past 2^53).
fn int_real(i: i64, r: f64) -> Ordering {
    if r >= 9.223_372_036_854_776e18 {
        return Ordering::Less;
    }
    if r < -9.223_372_036_854_776e18 {
        return Ordering::Greater;
    }
    let whole = r.floor();
    match i.cmp(&(whole as i64)) {
        Ordering::Equal if r > whole => Ordering::Less,
        other => other,
    }
}

/// The number a text is, as SQLite's numeric affinity reads it: optional spaces, an
/// optional sign, digits with an optional point, an optional exponent, optional
/// spaces; an integer when it has neither point nor exponent and fits.
fn numeric(text: &str) -> Option<Number> {
    let trimmed =
        text.trim_matches(|c: char| matches!(c, ' ' | '\t' | '\n' | '\r' | '\x0b' | '\x0c'));
    let body = trimmed.strip_prefix(['+', '-']).unwrap_or(trimmed);
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(at) => (&body[..at], Some(&body[at + 1..])),
        None => (body, None),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    let exponent_ok = exponent.is_none_or(|e| {
        let e = e.strip_prefix(['+', '-']).unwrap_or(e);
        !e.is_empty() && digits(e)
    });
    if whole.len() + fraction.len() == 0 || !digits(whole) || !digits(fraction) || !exponent_ok {
        return None;
    }
    if !mantissa.contains('.')
        && exponent.is_none()
        && let Ok(i) = trimmed.parse::<i64>()
    {
        return Some(Number::Int(i));
    }
    trimmed.parse::<f64>().ok().map(Number::Real)
}

/// A real as SQLite writes it as text (`%!.15g`): 15 significant digits, at least
/// one after the point, an exponent below 1e-4 and from 1e15.
fn real_text(r: f64) -> String {
    let scientific = format!("{r:.14e}");
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
    if r != 0.0 && !(-4..15).contains(&exponent) {
        let mantissa = if mantissa.contains('.') {
            mantissa.to_string()
        } else {
            format!("{mantissa}.0")
        };
        let sign = if exponent < 0 { '-' } else { '+' };
        return format!("{mantissa}e{sign}{:02}", exponent.abs());
    }
    let (negative, digits) = match mantissa.strip_prefix('-') {
        Some(rest) => (true, rest.replace('.', "")),
        None => (false, mantissa.replace('.', "")),
    };
    let point = exponent + 1;
    let text = if point <= 0 {
        format!("0.{}{digits}", "0".repeat((-point) as usize))
    } else if digits.len() as i32 <= point {
        format!(
            "{digits}{}.0",
            "0".repeat((point - digits.len() as i32) as usize)
        )
    } else {
        format!(
            "{}.{}",
            &digits[..point as usize],
            &digits[point as usize..]
        )
    };
    if negative { format!("-{text}") } else { text }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reals_are_written_as_sqlite_writes_them() {
        for (r, text) in [
            (4.5, "4.5"),
            (1.0, "1.0"),
            (-1.0, "-1.0"),
            (0.0, "0.0"),
            (12.25, "12.25"),
            (0.001, "0.001"),
            (0.00001, "1.0e-05"),
            (123456789012345.0, "123456789012345.0"),
            (1e15, "1.0e+15"),
        ] {
            assert_eq!(real_text(r), text, "{r}");
        }
    }

    #[test]
    fn texts_read_as_numbers_as_sqlite_reads_them() {
        assert!(matches!(numeric("2001"), Some(Number::Int(2001))));
        assert!(matches!(numeric(" -3 "), Some(Number::Int(-3))));
        assert!(matches!(numeric("4.5"), Some(Number::Real(r)) if r == 4.5));
        assert!(matches!(numeric("1e3"), Some(Number::Real(r)) if r == 1000.0));
        assert!(matches!(numeric(".5"), Some(Number::Real(r)) if r == 0.5));
        for text in ["", "abc", "1a", "0x10", "inf", "NaN", "e5", ".", "1e"] {
            assert!(numeric(text).is_none(), "{text}");
        }
    }
}
