//! E-mail addresses: one spelling per mailbox, and a plausibility check.

/// The form an address is stored, compared and claimed in: trimmed and lower-cased
/// (mail providers treat the local part case-insensitively in practice, and members
/// type it both ways). `None` when it cannot be an address.
pub fn normalize_email(raw: &str) -> Option<String> {
    let email = raw.trim().to_lowercase();
    let (local, domain) = email.split_once('@')?;
    let plausible = !local.is_empty()
        && email.len() <= 254
        && local.len() <= 64
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains("..")
        && !email.chars().any(|c| c.is_whitespace() || c.is_control());
    plausible.then_some(email)
}

#[cfg(test)]
mod tests {
    use super::normalize_email;

    #[test]
    fn addresses_are_trimmed_and_lower_cased() {
        assert_eq!(
            normalize_email("  Marie.Curie@Exemple.FR ").as_deref(),
            Some("marie.curie@exemple.fr")
        );
    }

    #[test]
    fn implausible_addresses_are_refused() {
        for raw in [
            "",
            "marie",
            "@exemple.fr",
            "marie@",
            "marie@exemple",
            "marie@@exemple.fr",
            "ma rie@exemple.fr",
            "marie@exemple..fr",
            "marie@.exemple.fr",
            "marie@exemple.fr.",
        ] {
            assert_eq!(normalize_email(raw), None, "{raw:?}");
        }
    }
}
