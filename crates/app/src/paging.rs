//! Page sizes: every list takes a `limit` between 1 and its maximum, and refuses any
//! other with a validation error rather than answering a page of another size (the
//! OpenAPI document states the same bounds, docs/product.md (HTTP contract)).

use crate::error::AppError;

/// The most rows any list answers in one page.
pub const MAX_LIMIT: u32 = 100;

/// The page size asked for, `default` when none was, or a 422 naming `limit`.
pub fn limit(asked: Option<u32>, default: u32) -> Result<u32, AppError> {
    match asked {
        None => Ok(default),
        Some(limit) if (1..=MAX_LIMIT).contains(&limit) => Ok(limit),
        Some(_) => Err(AppError::invalid(
            "invalid_limit",
            "limit",
            format!("Nombre de résultats invalide : choisissez entre 1 et {MAX_LIMIT}"),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;

    #[test]
    fn a_limit_within_bounds_is_kept_and_one_outside_is_refused() {
        assert_eq!(limit(None, 24).unwrap(), 24);
        assert_eq!(limit(Some(1), 24).unwrap(), 1);
        assert_eq!(limit(Some(100), 24).unwrap(), 100);
        for wrong in [0, 101, u32::MAX] {
            let error = limit(Some(wrong), 24).unwrap_err();
            assert_eq!(error.kind, ErrorKind::Invalid, "{wrong}");
            assert_eq!(error.code, "invalid_limit");
            assert_eq!(error.field.as_deref(), Some("limit"));
            assert_eq!(
                error.message,
                "Nombre de résultats invalide : choisissez entre 1 et 100"
            );
        }
    }
}
