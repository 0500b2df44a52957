use super::passkeys::MAX_PASSKEYS;
use crate::titles::FieldError;
use crate::{DomainError, ErrorKind};

/// Longest ban reason, in characters (a sentence or two for the member's ban screen).
pub const BAN_REASON_MAX_CHARS: usize = 500;

/// Why an account command was refused. `Display` is the French message shown.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AccountError {
    #[error("Utilisateur non trouvé")]
    NotFound,
    /// Not one of the member's open sessions (another member's, ended, unknown).
    #[error("Session introuvable")]
    SessionNotFound,
    #[error(
        "Vous avez déjà téléchargé vos données il y a moins d'une heure. Veuillez réessayer plus tard."
    )]
    ArchiveTooSoon,
    #[error("Ce compte existe déjà")]
    AlreadyRegistered,
    #[error("Le lien de réinitialisation a expiré. Veuillez demander un nouveau lien.")]
    ResetLinkExpired,
    #[error("Lien de réinitialisation invalide ou expiré")]
    ResetLinkInvalid,
    #[error("Lien de confirmation invalide ou expiré")]
    ConfirmLinkInvalid,
    #[error("La nouvelle adresse est identique à l'actuelle")]
    SameEmail,
    #[error("Veuillez indiquer une raison pour le bannissement")]
    BanReasonRequired,
    #[error("La raison ne doit pas dépasser {BAN_REASON_MAX_CHARS} caractères")]
    BanReasonTooLong,
    #[error("La raison contient des caractères non autorisés")]
    BanReasonForbiddenCharacters,
    #[error("Durée de bannissement invalide")]
    BanDurationInvalid,
    #[error("Clé de parrainage invalide, expirée ou épuisée")]
    ReferralKeyInvalid,
    /// A wrong, reused or unknown second-factor code.
    #[error("Code de vérification invalide")]
    InvalidCode,
    #[error("La double authentification est déjà activée")]
    TwoFactorAlreadyOn,
    #[error("Veuillez d'abord commencer l'activation de la double authentification")]
    TwoFactorNotStarted,
    #[error("La double authentification n'est pas activée sur ce compte")]
    TwoFactorOff,
    /// A passkey's name (missing, too long).
    #[error("{0}")]
    PasskeyNameInvalid(FieldError),
    #[error("Cette clé d'accès est déjà enregistrée sur votre compte")]
    PasskeyExists,
    #[error("Vous avez atteint le nombre maximal de {MAX_PASSKEYS} clés d'accès")]
    TooManyPasskeys,
    #[error("Clé d'accès introuvable")]
    PasskeyNotFound,
    /// A browser's answer names a passkey the account does not hold (any more).
    #[error("Cette clé d'accès n'est pas reconnue")]
    PasskeyUnknown,
    /// The authenticator's counter did not grow: a replayed answer, or a copied key.
    #[error(
        "Cette réponse de la clé d'accès a déjà servi (son compteur n'a pas augmenté) : la connexion est refusée"
    )]
    PasskeyReplayed,
    /// The ceremony was answered already.
    #[error("Cette vérification a déjà servi. Veuillez recommencer.")]
    CeremonySpent,
    /// The subject or the text of an admin's mail (missing, too long).
    #[error("{0}")]
    MailInvalid(FieldError),
}

impl DomainError for AccountError {
    fn kind(&self) -> ErrorKind {
        match self {
            AccountError::NotFound
            | AccountError::SessionNotFound
            | AccountError::PasskeyNotFound => ErrorKind::NotFound,
            AccountError::AlreadyRegistered
            | AccountError::TwoFactorAlreadyOn
            | AccountError::PasskeyExists => ErrorKind::Conflict,
            AccountError::InvalidCode
            | AccountError::PasskeyUnknown
            | AccountError::PasskeyReplayed
            | AccountError::CeremonySpent => ErrorKind::Unauthenticated,
            AccountError::ArchiveTooSoon => ErrorKind::RateLimited,
            _ => ErrorKind::Invalid,
        }
    }

    fn code(&self) -> &'static str {
        match self {
            AccountError::NotFound
            | AccountError::SessionNotFound
            | AccountError::PasskeyNotFound => "not_found",
            AccountError::PasskeyNameInvalid(_) => "validation",
            AccountError::PasskeyExists => "passkey_exists",
            AccountError::TooManyPasskeys => "too_many_passkeys",
            AccountError::PasskeyUnknown => "passkey_refused",
            AccountError::PasskeyReplayed => "passkey_replayed",
            AccountError::CeremonySpent => "challenge_expired",
            AccountError::AlreadyRegistered => "already_registered",
            AccountError::ArchiveTooSoon => "archive_too_soon",
            AccountError::ResetLinkExpired => "otp_expired",
            AccountError::ResetLinkInvalid | AccountError::ConfirmLinkInvalid => "invalid_link",
            AccountError::SameEmail => "same_email",
            AccountError::BanReasonRequired => "reason_required",
            AccountError::BanReasonTooLong => "reason_too_long",
            AccountError::BanReasonForbiddenCharacters => "forbidden_characters",
            AccountError::BanDurationInvalid => "invalid_duration",
            AccountError::ReferralKeyInvalid => "referral_invalid",
            AccountError::MailInvalid(_) => "validation",
            AccountError::InvalidCode => "invalid_code",
            AccountError::TwoFactorAlreadyOn => "two_factor_already_on",
            AccountError::TwoFactorNotStarted => "two_factor_not_started",
            AccountError::TwoFactorOff => "two_factor_off",
        }
    }

    fn field(&self) -> Option<&str> {
        match self {
            AccountError::SameEmail => Some("new_email"),
            AccountError::BanReasonRequired
            | AccountError::BanReasonTooLong
            | AccountError::BanReasonForbiddenCharacters => Some("reason"),
            AccountError::BanDurationInvalid => Some("days"),
            AccountError::ReferralKeyInvalid => Some("referral_key"),
            AccountError::MailInvalid(error) | AccountError::PasskeyNameInvalid(error) => {
                Some(error.field.as_ref())
            }
            AccountError::InvalidCode => Some("code"),
            _ => None,
        }
    }
}
