//! The rules a new password must meet, with the messages of each form that asks
//! for one (sign-up and reset share one wording, the profile form has its own).

use super::PASSWORD_MIN_CHARS;

/// Why a new password was refused; `Display` is the sign-up and reset wording.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum PasswordError {
    #[error("Le mot de passe doit contenir au moins 6 caractères")]
    TooShort,
    #[error("Les mots de passe ne correspondent pas")]
    Mismatch,
}

impl PasswordError {
    pub fn code(self) -> &'static str {
        match self {
            PasswordError::TooShort => "password_too_short",
            PasswordError::Mismatch => "password_mismatch",
        }
    }

    /// The profile form's wording (docs/product.md, member side §5, "Profile").
    pub fn profile_message(self) -> &'static str {
        match self {
            PasswordError::TooShort => {
                "Le nouveau mot de passe doit contenir au moins 6 caractères"
            }
            PasswordError::Mismatch => "Les nouveaux mots de passe ne correspondent pas",
        }
    }
}

/// Checks a new password and its confirmation. Length counts characters, not bytes,
/// so "éééééé" is six.
pub fn check_new_password(password: &str, confirmation: &str) -> Result<(), PasswordError> {
    if password != confirmation {
        return Err(PasswordError::Mismatch);
    }
    if password.chars().count() < PASSWORD_MIN_CHARS {
        return Err(PasswordError::TooShort);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_passwords_are_checked_as_the_spec_says() {
        let cases = [
            ("secret", "secret", Ok(())),
            ("éééééé", "éééééé", Ok(())),
            ("court", "court", Err(PasswordError::TooShort)),
            ("secret", "secreT", Err(PasswordError::Mismatch)),
            ("", "", Err(PasswordError::TooShort)),
        ];
        for (password, confirmation, expected) in cases {
            assert_eq!(
                check_new_password(password, confirmation),
                expected,
                "{password:?}"
            );
        }
    }

    #[test]
    fn the_profile_form_has_its_own_wording() {
        assert_eq!(
            PasswordError::Mismatch.profile_message(),
            "Les nouveaux mots de passe ne correspondent pas"
        );
        assert_eq!(
            PasswordError::TooShort.to_string(),
            "Le mot de passe doit contenir au moins 6 caractères"
        );
    }
}
