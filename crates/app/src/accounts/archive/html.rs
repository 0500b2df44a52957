//! `index.html`: the archive in French, for a person to read, from the same data as
//! `archive.json`. Every text is escaped: a description or a mail is the member's or
//! the team's words, never markup.

use std::fmt::Write;

use bobine_projections::audit::french;
use bobine_projections::audit::wording::wording;
use serde_json::Value;

/// The page.
pub fn render(data: &Value) -> String {
    let mut page = String::from(
        "<!doctype html>\n<html lang=\"fr\"><head><meta charset=\"utf-8\">\
         <title>Mes données Bobine</title>\
         <style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}\
         table{border-collapse:collapse;width:100%}td,th{border:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}</style>\
         </head><body>\n<h1>Mes données Bobine</h1>\n",
    );
    let text = |v: &Value| match v {
        Value::String(s) => escape(&readable(s)),
        Value::Null => "—".into(),
        Value::Bool(true) => "Oui".into(),
        Value::Bool(false) => "Non".into(),
        other => escape(&other.to_string()),
    };
    let _ = writeln!(
        page,
        "<p>Archive générée le {} : tout ce que Bobine a enregistré à votre sujet.</p>",
        text(&data["generated_at"])
    );
    let account = &data["account"];
    let _ = writeln!(
        page,
        "<h2>Mon compte</h2>\n<table><tr><th>Adresse e-mail</th><td>{}</td></tr>\
         <tr><th>Membre depuis le</th><td>{}</td></tr><tr><th>Adresse confirmée le</th><td>{}</td></tr>\
         <tr><th>Administrateur</th><td>{}</td></tr><tr><th>Analyste</th><td>{}</td></tr></table>",
        text(&account["email"]),
        text(&account["created_at"]),
        text(&account["email_confirmed_at"]),
        text(&account["is_admin"]),
        text(&account["is_analyst"]),
    );
    facts(&mut page, "Historique du compte", &data["account_history"]);
    let _ = writeln!(page, "<h2>Mes favoris</h2>\n<ul>");
    for card in data["favourites"].as_array().into_iter().flatten() {
        let _ = writeln!(
            page,
            "<li>{} (ajouté le {})</li>",
            text(&card["title"]),
            text(&card["added_at"])
        );
    }
    let _ = writeln!(
        page,
        "</ul>\n<h2>Mon historique de visionnage</h2>\n<table><tr><th>Titre</th><th>Position</th><th>Terminé</th><th>Dernière lecture</th></tr>"
    );
    for entry in data["watch_history"].as_array().into_iter().flatten() {
        let title = match entry["series_title"].as_str() {
            Some(series) => format!("{} · {}", escape(series), text(&entry["title"])),
            None => text(&entry["title"]),
        };
        let _ = writeln!(
            page,
            "<tr><td>{title}</td><td>{} s</td><td>{}</td><td>{}</td></tr>",
            text(&entry["progress_seconds"]),
            text(&entry["completed"]),
            text(&entry["updated_at"]),
        );
    }
    let _ = writeln!(page, "</table>");
    for (title, key) in [
        ("Mes signalements", "reports"),
        ("Mes demandes", "requests"),
    ] {
        let _ = writeln!(page, "<h2>{title}</h2>");
        for item in data[key].as_array().into_iter().flatten() {
            facts(&mut page, "Suivi", &item["timeline"]);
        }
    }
    page.push_str("</body></html>\n");
    page
}

/// A table of facts: date, what happened (the audit trail's French label), details.
fn facts(page: &mut String, title: &str, facts: &Value) {
    let _ = writeln!(
        page,
        "<h3>{title}</h3>\n<table><tr><th>Date</th><th>Fait</th><th>Détails</th></tr>"
    );
    for fact in facts.as_array().into_iter().flatten() {
        let kind = fact["kind"].as_str().unwrap_or_default();
        let event = fact["event"].as_str().unwrap_or_default();
        let label = wording(kind, event).map_or(event, |w| w.label);
        let mut details = String::new();
        for (key, value) in fact["details"].as_object().into_iter().flatten() {
            let value = match value {
                Value::String(s) => readable(s),
                Value::Null => "—".into(),
                Value::Bool(true) => "Oui".into(),
                Value::Bool(false) => "Non".into(),
                other => other.to_string(),
            };
            let _ = write!(details, "{} : {}<br>", escape(field(key)), escape(&value));
        }
        let _ = writeln!(
            page,
            "<tr><td>{}</td><td>{}</td><td>{details}</td></tr>",
            escape(&readable(fact["recorded_at"].as_str().unwrap_or_default())),
            escape(label),
        );
    }
    page.push_str("</table>\n");
}

/// An instant in French, Paris time (« 27 novembre 2026 à 14 h 05 »); any other text
/// as it is.
fn readable(text: &str) -> String {
    french::instant(text).unwrap_or_else(|| text.to_string())
}

/// A detail's name as the member reads it; a name not listed here as it is.
fn field(key: &str) -> &str {
    match key {
        "email" => "Adresse e-mail",
        "new_email" => "Nouvelle adresse e-mail",
        "referred_by" => "Parrain",
        "new_user" => "Membre parrainé",
        "key" => "Clé de parrainage",
        "expires_at" => "Expire le",
        "reason" => "Motif",
        "days" => "Durée (jours)",
        "until" => "Jusqu'au",
        "by" => "Par",
        "description" => "Description",
        "admin_notes" => "Note de l'équipe",
        "problem_type" => "Problème",
        "content_type" => "Type de contenu",
        "content_id" => "Contenu",
        "title" => "Titre",
        "year" => "Année",
        "subject" => "Objet",
        "body" => "Message",
        "status" => "Statut",
        "device" => "Appareil",
        "session" => "Session",
        "session_version" => "Version de session",
        "kept" => "Session gardée",
        "mail" => "E-mails de l'équipe",
        other => other,
    }
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
