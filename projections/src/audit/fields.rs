//! A target's fields as the admin forms name them, and their values as the forms
//! show them: genre names instead of genre ids, « Oui »/« Non », dates in French,
//! statuses by their screen labels. The wording is the forms' own
//! (`web/src/features/admin-titles/texts.ts`, `web/src/features/admin-users/texts.ts`,
//! `web/src/features/admin-genres/texts.ts`, `web/src/features/admin-popups/texts.ts`,
//! `web/src/features/admin-moderation/texts.ts`), so the trail, its exports and the
//! history read as the screens do.

use bobine_domain::moderation::{AppealStatus, ProblemType, ReportStatus, RequestStatus};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::change::{Difference, State};
use super::french;
use super::lookup::Lookup;

/// The fields each kind of target shows, in the forms' order, with their labels. A
/// field missing here (`id`, `slug`, the reporter's id…) is never shown: a bare id
/// or an internal name says nothing to an admin.
#[rustfmt::skip]
const FIELDS: &[(&str, &[(&str, &str)])] = &[
    ("user", &[
        ("email", "Email"), ("is_admin", "Administrateur"), ("is_analyst", "Analyste"),
        ("ban_reason", "Raison du bannissement"), ("ban_days", "Durée du bannissement"),
        ("banned_until", "Banni jusqu'au"), ("mail_subject", "Objet"), ("mail_body", "Message"),
        ("appeal_status", "Contestation du bannissement"), ("appeal_notes", "Note sur la contestation"),
    ]),
    ("movie", &[
        ("title", "Titre"), ("original_title", "Titre original"), ("synopsis", "Synopsis"),
        ("release_year", "Année de sortie"), ("duration_minutes", "Durée (minutes)"),
        ("director", "Réalisateur"), ("quality", "Qualité"), ("country", "Pays"),
        ("language", "Langue"), ("budget", "Budget (€)"), ("box_office", "Box-office (€)"),
        ("poster_url", "URL de l'affiche"), ("trailer_url", "URL de la bande-annonce"),
        ("video_url", "URL de la vidéo"), ("video_url_vf", "URL de la vidéo VF"),
        ("video_url_vostfr", "URL de la vidéo VOSTFR"), ("rating", "Note (0 à 5)"),
        ("is_featured", "À la une"), ("is_new", "Nouveau"), ("genre_ids", "Genres"),
    ]),
    ("series", &[
        ("title", "Titre"), ("original_title", "Titre original"), ("synopsis", "Synopsis"),
        ("release_year", "Année de sortie"), ("status", "Statut"), ("anime", "Animé"),
        ("director", "Réalisateur"), ("country", "Pays"), ("language", "Langue"),
        ("poster_url", "URL de l'affiche"), ("trailer_url", "URL de la bande-annonce"),
        ("video_url_vf", "URL de la vidéo VF"), ("video_url_vostfr", "URL de la vidéo VOSTFR"),
        ("rating", "Note (0 à 5)"), ("is_featured", "À la une"), ("is_new", "Nouveau"),
        ("genre_ids", "Genres"),
    ]),
    ("episode", &[
        ("series_id", "Série"), ("season_number", "Numéro de saison"),
        ("episode_number", "Numéro d'épisode"), ("title", "Titre de l'épisode"),
        ("synopsis", "Synopsis"), ("duration_minutes", "Durée (minutes)"),
        ("air_date", "Date de diffusion"), ("video_url", "URL de la vidéo"),
        ("video_url_vf", "URL de la vidéo VF"), ("video_url_vostfr", "URL de la vidéo VOSTFR"),
        ("thumbnail_url", "URL de la miniature"),
    ]),
    ("genre", &[("name", "Nom du genre"), ("category", "Catégorie")]),
    ("report", &[
        ("content_type", "Type de contenu"), ("content_title", "Titre"),
        ("problem_type", "Problème"), ("description", "Description"), ("status", "Statut"),
        ("admin_notes", "Notes de l'équipe"),
    ]),
    ("request", &[
        ("content_type", "Type de contenu"), ("title", "Titre"), ("year", "Année"),
        ("director", "Réalisateur"), ("genre", "Genre"), ("description", "Description"),
        ("status", "Statut"), ("admin_notes", "Notes de l'équipe"),
    ]),
    ("popup", &[("title", "Titre"), ("content", "Contenu"), ("is_active", "Actif")]),
    ("projection", &[("rebuilding", "Reconstruction en cours")]),
    ("analyst_projection", &[("version", "Version"), ("sql", "Définition SQL")]),
];

/// One field's value before and after an action, as the forms show them (`null`
/// when empty or absent).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct FieldChange {
    /// The field's code (`genre_ids`), stable for programs.
    pub field: String,
    /// The field's name on the admin form (« Genres »).
    pub label: String,
    pub before: Option<String>,
    pub after: Option<String>,
}

/// One field of a target's state, as the form shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct StateField {
    pub field: String,
    pub label: String,
    pub value: Option<String>,
}

/// The fields a kind of target shows, in order.
pub fn shown(kind: &str) -> &'static [(&'static str, &'static str)] {
    FIELDS
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(&[], |(_, fields)| fields)
}

/// The differences an action made, labelled and written as the forms show them, in
/// the form's order; hidden fields and values that read alike are left out.
pub fn changes(kind: &str, differences: &[Difference], lookup: &dyn Lookup) -> Vec<FieldChange> {
    shown(kind)
        .iter()
        .filter_map(|(field, label)| {
            let difference = differences.iter().find(|d| d.field == *field)?;
            let before = display(kind, field, &difference.before, lookup);
            let after = display(kind, field, &difference.after, lookup);
            (before != after).then(|| FieldChange {
                field: field.to_string(),
                label: label.to_string(),
                before,
                after,
            })
        })
        .collect()
}

/// A state's shown fields, in the form's order.
pub fn state(kind: &str, state: &State, lookup: &dyn Lookup) -> Vec<StateField> {
    shown(kind)
        .iter()
        .filter(|(field, _)| state.contains_key(*field))
        .map(|(field, label)| StateField {
            field: field.to_string(),
            label: label.to_string(),
            value: display(kind, field, &state[*field], lookup),
        })
        .collect()
}

/// One value as the form shows it; `None` when there is none.
pub fn display(kind: &str, field: &str, value: &Value, lookup: &dyn Lookup) -> Option<String> {
    let text = value.as_str();
    let number = value.as_i64();
    let shown = match (kind, field) {
        (_, _) if value.is_null() || text == Some("") => return None,
        (_, "genre_ids") => {
            let ids = value.as_array()?;
            let names: Vec<String> = ids
                .iter()
                .map(|id| {
                    id.as_str()
                        .and_then(|id| lookup.name("genre", id))
                        .unwrap_or_else(|| "Genre inconnu".into())
                })
                .collect();
            return (!names.is_empty()).then(|| names.join(", "));
        }
        ("episode", "series_id") => lookup
            .name("series", text?)
            .unwrap_or_else(|| "Série inconnue".into()),
        ("user", "ban_days") => french::ban_length(number?),
        ("user", "banned_until") => french::instant(text?)?,
        ("episode", "air_date") => french::day(text?)?,
        (_, "budget" | "box_office") => french::euros(number?),
        (_, "rating") => french::decimal(value.as_f64()?),
        ("series", "status") => series_status(text?).into(),
        ("report", "status") => serde_json::from_value::<ReportStatus>(value.clone())
            .ok()?
            .label()
            .into(),
        ("request", "status") => serde_json::from_value::<RequestStatus>(value.clone())
            .ok()?
            .label()
            .into(),
        ("user", "appeal_status") => serde_json::from_value::<AppealStatus>(value.clone())
            .ok()?
            .label()
            .into(),
        ("report", "problem_type") => serde_json::from_value::<ProblemType>(value.clone())
            .ok()?
            .label()
            .into(),
        (_, "content_type") => content_type(text?).into(),
        _ => plain(value),
    };
    Some(shown)
}

fn plain(value: &Value) -> String {
    match value {
        Value::Bool(b) => french::yes_no(*b).into(),
        Value::String(s) => s.clone(),
        Value::Number(n) => match n.as_i64() {
            Some(i) => i.to_string(),
            None => french::decimal(n.as_f64().unwrap_or_default()),
        },
        Value::Array(items) => items.iter().map(plain).collect::<Vec<_>>().join(", "),
        other => other.to_string(),
    }
}

/// The series form's status labels (`web/src/features/admin-titles/texts.ts`).
fn series_status(status: &str) -> &str {
    match status {
        "completed" => "Terminée",
        "ongoing" => "En cours",
        "cancelled" => "Annulée",
        other => other,
    }
}

/// The moderation screens' content types (`web/src/features/admin-moderation/texts.ts`).
pub fn content_type(kind: &str) -> &str {
    match kind {
        "movie" => "Film",
        "series" => "Série",
        "episode" => "Épisode",
        other => other,
    }
}
