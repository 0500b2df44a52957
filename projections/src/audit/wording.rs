//! Every event the trail or the history shows, in French: its label and the sentence
//! that tells it (docs/messages.md, "Audit trail and history: events", lists the same
//! rows; a test keeps the two equal). A row of [`super::readings::READINGS`] without
//! its row here fails the tests.
//!
//! A sentence is a template: `{actor}` is who acted and `{target}` what they acted on,
//! both named when the entry is read (an erased member is then « un membre effacé »);
//! the other placeholders are read from the event and the target's state when the
//! event is folded (`super::sentence`).

/// One event's French label and sentence.
pub struct Wording {
    pub aggregate_type: &'static str,
    pub event_type: &'static str,
    pub label: &'static str,
    pub template: &'static str,
}

/// The wording of an event, if it has one.
pub fn wording(aggregate_type: &str, event_type: &str) -> Option<&'static Wording> {
    WORDINGS
        .iter()
        .find(|w| w.aggregate_type == aggregate_type && w.event_type == event_type)
}

const fn w(
    aggregate_type: &'static str,
    event_type: &'static str,
    label: &'static str,
    template: &'static str,
) -> Wording {
    Wording {
        aggregate_type,
        event_type,
        label,
        template,
    }
}

/// The table (rustfmt leaves it as written).
#[rustfmt::skip]
pub static WORDINGS: &[Wording] = &[
    w("account", "Registered", "Inscription", "{target} a créé son compte"),
    w("account", "SignedIn", "Connexion", "{target} a ouvert une session"),
    w("account", "SignInFailed", "Connexion refusée", "Une tentative de connexion au compte de {target} a échoué"),
    w("account", "TotpStarted", "Double authentification commencée", "{target} a commencé l'activation de la double authentification"),
    w("account", "TotpEnabled", "Double authentification activée", "{target} a activé la double authentification"),
    w("account", "TotpCodeUsed", "Code de vérification utilisé", "{target} a saisi un code de vérification"),
    w("account", "RecoveryCodeUsed", "Code de secours utilisé", "{target} a utilisé un code de secours"),
    w("account", "TwoFactorRemoved", "Double authentification retirée", "{actor} a retiré la double authentification de {target}"),
    w("account", "PasskeyAdded", "Clé d'accès ajoutée", "{target} a ajouté une clé d'accès"),
    w("account", "PasskeyUsed", "Clé d'accès utilisée", "{target} s'est connecté avec une clé d'accès"),
    w("account", "PasskeyRemoved", "Clé d'accès retirée", "{actor} a retiré une clé d'accès de {target}"),
    w("account", "TwoFactorRequired", "Double authentification exigée", "{target} s'est connecté sans double authentification alors qu'elle est exigée : l'administration lui reste fermée"),
    w("account", "SessionsEnded", "Sessions fermées", "Toutes les sessions ont été fermées pour {target} {sessions_reason}"),
    w("account", "SessionStarted", "Session ouverte", "{target} a ouvert une session sur un appareil"),
    w("account", "SessionSeen", "Session utilisée", "{target} a utilisé une de ses sessions"),
    w("account", "SessionEnded", "Session fermée", "{target} a fermé une de ses sessions"),
    w("account", "ArchiveDownloaded", "Données téléchargées", "{target} a téléchargé l'archive de ses données"),
    w("account", "EmailConfirmationSent", "Lien de confirmation envoyé", "Un lien de confirmation d'adresse e-mail a été envoyé pour {target}"),
    w("account", "EmailConfirmed", "Adresse e-mail confirmée", "{target} a confirmé son adresse e-mail"),
    w("account", "PasswordChanged", "Mot de passe modifié", "{target} a modifié son mot de passe"),
    w("account", "PasswordResetRequested", "Réinitialisation du mot de passe demandée", "Un lien de réinitialisation du mot de passe a été demandé pour {target}"),
    w("account", "PasswordReset", "Mot de passe réinitialisé", "{target} a réinitialisé son mot de passe"),
    w("account", "Banned", "Bannissement", "{actor} a banni {target} {ban_duration} : {reason}"),
    w("account", "Unbanned", "Levée du bannissement", "{actor} a débanni {target}"),
    w("account", "AdminGranted", "Droits administrateur accordés", "{actor} a accordé les droits administrateur à {target}"),
    w("account", "AdminRevoked", "Droits administrateur retirés", "{actor} a retiré les droits administrateur à {target}"),
    w("account", "AnalystGranted", "Rôle analyste accordé", "{actor} a donné le rôle analyste à {target}"),
    w("account", "AnalystRevoked", "Rôle analyste retiré", "{actor} a retiré le rôle analyste à {target}"),
    w("account", "ReferralKeyGenerated", "Clé de parrainage créée", "Une clé de parrainage a été créée pour {target}"),
    w("account", "ReferralKeyUsed", "Clé de parrainage utilisée", "{target} a parrainé un nouveau membre"),
    w("account", "Erased", "Effacement du membre", "{actor} a effacé le compte et les données personnelles d'un membre"),
    w("account", "PreferencesChanged", "Préférences modifiées", "{target} a choisi {mail_choice}"),
    w("account", "DigestPreferenceChanged", "Préférences modifiées", "{target} a choisi {digest_choice}"),
    w("account", "MemberMailed", "E-mail envoyé au membre", "{actor} a envoyé un e-mail à {target}"),
    w("movie", "MovieAdded", "Film ajouté", "{actor} a ajouté le film {target}"),
    w("movie", "MovieEdited", "Film modifié", "{actor} a modifié le film {target}"),
    w("movie", "MovieDeleted", "Film supprimé", "{actor} a supprimé le film {target}"),
    w("series", "SeriesAdded", "Série ajoutée", "{actor} a ajouté {the_series}"),
    w("series", "SeriesEdited", "Série modifiée", "{actor} a modifié {the_series}"),
    w("series", "SeriesDeleted", "Série supprimée", "{actor} a supprimé {the_series}"),
    w("series", "EpisodeAdded", "Épisode ajouté", "{actor} a ajouté {episode} à {the_series}"),
    w("series", "EpisodeEdited", "Épisode modifié", "{actor} a modifié {episode} de {the_series}"),
    w("series", "EpisodeRemoved", "Épisode supprimé", "{actor} a supprimé {episode} de {the_series}"),
    w("genres", "GenreCreated", "Genre créé", "{actor} a créé le genre {target} dans la catégorie {category}"),
    w("genres", "GenreRenamed", "Genre modifié", "{actor} a modifié le genre {target} de la catégorie {category}"),
    w("genres", "GenreDeleted", "Genre supprimé", "{actor} a supprimé le genre {target}"),
    w("report", "ReportFiled", "Signalement envoyé", "{actor} a envoyé {the_report}"),
    w("report", "ReportTakenInCharge", "Signalement pris en charge", "{actor} a pris en charge {the_report}"),
    w("report", "ReportResolved", "Signalement résolu", "{actor} a résolu {the_report}"),
    w("report", "ReportRejected", "Signalement rejeté", "{actor} a rejeté {the_report}"),
    w("content_request", "ContentRequested", "Demande envoyée", "{actor} a envoyé {the_request}"),
    w("content_request", "ContentRequestApproved", "Demande approuvée", "{actor} a approuvé {the_request}"),
    w("content_request", "ContentRequestRejected", "Demande rejetée", "{actor} a rejeté {the_request}"),
    w("content_request", "ContentRequestCompleted", "Demande ajoutée", "{actor} a marqué comme ajoutée {the_request}"),
    w("content_request", "ContentRequestReopened", "Demande remise en attente", "{actor} a remis en attente {the_request}"),
    w("content_request", "ContentRequestNoted", "Note ajoutée à la demande", "{actor} a ajouté une note à {the_request}"),
    w("appeal", "AppealFiled", "Contestation envoyée", "{actor} a contesté son bannissement"),
    w("appeal", "AppealAccepted", "Contestation acceptée", "{actor} a accepté la contestation de {target} : son bannissement est levé"),
    w("appeal", "AppealRejected", "Contestation refusée", "{actor} a refusé la contestation de {target}"),
    w("popup_board", "PopupCreated", "Message de connexion créé", "{actor} a créé le message de connexion {target}"),
    w("popup_board", "PopupEdited", "Message de connexion modifié", "{actor} a modifié le message de connexion {target}"),
    w("popup_board", "PopupActivated", "Message de connexion activé", "{actor} a activé le message de connexion {target}"),
    w("popup_board", "PopupDeactivated", "Message de connexion désactivé", "{actor} a désactivé le message de connexion {target}"),
    w("popup_board", "PopupDeleted", "Message de connexion supprimé", "{actor} a supprimé le message de connexion {target}"),
    w("projection_rebuild", "ProjectionRebuildStarted", "Projection reconstruite", "{actor} a lancé la reconstruction de la projection {target}"),
    w("analyst_projection", "AnalystProjectionDefined", "Projection d'analyste définie", "{actor} a défini la version {version} de la projection d'analyste {target}"),
    w("analyst_projection", "AnalystProjectionRetired", "Projection d'analyste retirée", "{actor} a retiré la projection d'analyste {target}"),
];
