//! A [`super::wording`] template turned into one French sentence, in two steps.
//!
//! [`compose`], when the event is folded, fills every placeholder the event and the
//! target's state answer (a title, a ban's length, a report's subject), and keeps
//! `{actor}` and a member target's `{target}`: who they are is settled when the
//! entry is read, so that an erasure coming later names them « un membre effacé »
//! without rewriting the rows. Braces the filled values hold are doubled, so that a
//! ban reason written « {actor} » stays text. [`finish`] then names the two.

use serde_json::Value;

use super::change::State;
use super::fields;
use super::lookup::Lookup;

/// How an erased member reads inside a sentence.
pub const ERASED_MEMBER: &str = "un membre effacé";

/// What a template is filled from.
pub struct Context<'a> {
    /// The target's kind (`user`, `movie`…).
    pub kind: &'a str,
    /// The event's fields (the object inside its tag).
    pub fields: &'a Value,
    pub before: Option<&'a State>,
    pub after: Option<&'a State>,
    /// The target's label after the event (a title, a name).
    pub label: Option<&'a str>,
    pub lookup: &'a dyn Lookup,
}

/// The template with every placeholder but `{actor}` and a member's `{target}`
/// filled; `Err` names a placeholder this module does not know (a template's typo).
pub fn compose(template: &str, context: &Context) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let close = rest[open..]
            .find('}')
            .ok_or_else(|| format!("« {{ » sans « }} » dans {template}"))?;
        let name = &rest[open + 1..open + close];
        match name {
            "actor" => out.push_str("{actor}"),
            "target" if context.kind == "user" => out.push_str("{target}"),
            _ => out.push_str(&escaped(&placeholder(name, context)?)),
        }
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

/// The sentence of a composed template: `{actor}` and `{target}` named, braces
/// undoubled, the first letter a capital (unless it begins with an address).
pub fn finish(composed: &str, actor: &str, target: &str) -> String {
    let mut out = String::new();
    let mut rest = composed;
    while let Some(at) = rest.find(['{', '}']) {
        out.push_str(&rest[..at]);
        let tail = &rest[at..];
        let (text, used) = if tail.starts_with("{{") {
            ("{", 2)
        } else if tail.starts_with("}}") {
            ("}", 2)
        } else if tail.starts_with("{actor}") {
            (actor, 7)
        } else if tail.starts_with("{target}") {
            (target, 8)
        } else {
            (&tail[..1], 1)
        };
        out.push_str(text);
        rest = &tail[used..];
    }
    out.push_str(rest);
    capitalised(&out)
}

/// How a member target reads: their address, or « un membre effacé ».
pub fn member_name(email: Option<&str>) -> String {
    email
        .filter(|e| !e.is_empty())
        .map_or_else(|| ERASED_MEMBER.into(), str::to_string)
}

fn capitalised(text: &str) -> String {
    if text
        .split(' ')
        .next()
        .is_some_and(|word| word.contains('@'))
    {
        return text.to_string();
    }
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn escaped(text: &str) -> String {
    text.replace('{', "{{").replace('}', "}}")
}

fn quoted(text: &str) -> String {
    format!("« {text} »")
}

impl Context<'_> {
    /// A value of the event, else of the state after it, else before it.
    fn get(&self, name: &str) -> Option<&Value> {
        let present = |v: &&Value| !v.is_null();
        self.fields
            .get(name)
            .filter(present)
            .or_else(|| self.after.and_then(|s| s.get(name)).filter(present))
            .or_else(|| self.before.and_then(|s| s.get(name)).filter(present))
    }

    fn text(&self, name: &str) -> Option<&str> {
        self.get(name)?.as_str()
    }

    /// A series' details, whether the event carries them or the state does.
    fn details(&self, name: &str) -> Option<&Value> {
        self.fields
            .get("details")
            .and_then(|d| d.get(name))
            .or_else(|| self.get(name))
    }
}

fn placeholder(name: &str, context: &Context) -> Result<String, String> {
    Ok(match name {
        "target" => quoted(context.label.unwrap_or("sans nom")),
        "reason" => context.text("reason").unwrap_or_default().to_string(),
        "ban_duration" => match context.get("days").and_then(Value::as_i64) {
            Some(0) | None => "définitivement".into(),
            Some(days) => format!("pour {}", super::french::ban_length(days)),
        },
        "sessions_reason" => match context.text("reason") {
            Some("password_changed") => "après un changement de mot de passe",
            Some("password_reset") => "après une réinitialisation du mot de passe",
            Some("others_ended") => "sauf celle de l'appareil qui l'a demandé",
            _ => "à sa déconnexion",
        }
        .into(),
        "mail_choice" => match context.get("moderation_emails").and_then(Value::as_bool) {
            Some(false) => "de ne plus recevoir par e-mail les réponses de l'équipe",
            _ => "de recevoir par e-mail les réponses de l'équipe",
        }
        .into(),
        "digest_choice" => match context.get("overdue_digest").and_then(Value::as_bool) {
            Some(false) => "de ne plus recevoir le récapitulatif quotidien du travail en retard",
            _ => "de recevoir le récapitulatif quotidien du travail en retard",
        }
        .into(),
        "category" => context.text("category").unwrap_or("?").to_string(),
        "version" => context
            .get("version")
            .map(|v| v.to_string())
            .unwrap_or_default(),
        "the_series" => the_series(context),
        "episode" => episode(context),
        "the_report" => the_report(context),
        "the_request" => the_request(context),
        other => return Err(format!("placeholder inconnu : {{{other}}}")),
    })
}

/// « la série « Lost » » or « l'animé « Naruto » ».
fn the_series(context: &Context) -> String {
    let series_id = context.text("series_id");
    let series_state = series_id.and_then(|id| context.lookup.state("series", id));
    let anime = context
        .details("anime")
        .or_else(|| series_state.as_ref().and_then(|s| s.get("anime")))
        .and_then(Value::as_bool)
        .unwrap_or(false);
    let title = match (context.kind, series_id) {
        ("episode", Some(id)) => context.lookup.name("series", id),
        _ => context
            .details("title")
            .and_then(Value::as_str)
            .map(str::to_string)
            .or_else(|| context.label.map(str::to_string)),
    };
    let noun = if anime { "l'animé" } else { "la série" };
    match title {
        Some(title) => format!("{noun} {}", quoted(&title)),
        None => noun.to_string(),
    }
}

/// « l'épisode 2 de la saison 1 (« Pilote ») ».
fn episode(context: &Context) -> String {
    let number = |name: &str| context.details(name).and_then(Value::as_i64);
    match (number("season_number"), number("episode_number")) {
        (Some(season), Some(episode)) => {
            let title = context
                .details("title")
                .and_then(Value::as_str)
                .filter(|t| !t.is_empty());
            let base = format!("l'épisode {episode} de la saison {season}");
            match title {
                Some(title) => format!("{base} ({})", quoted(title)),
                None => base,
            }
        }
        _ => context
            .text("episode_id")
            .and_then(|id| context.lookup.name("episode", id))
            .map_or_else(
                || "un épisode".into(),
                |name| format!("l'épisode {}", quoted(&name)),
            ),
    }
}

/// « le signalement « Problème de son » sur « Amélie » ».
fn the_report(context: &Context) -> String {
    let problem = context
        .get("problem_type")
        .and_then(|p| fields::display("report", "problem_type", p, context.lookup));
    match (problem, context.text("content_title")) {
        (Some(problem), Some(title)) => {
            format!("le signalement {} sur {}", quoted(&problem), quoted(title))
        }
        _ => "un signalement".into(),
    }
}

/// « la demande de film « Dune » ».
fn the_request(context: &Context) -> String {
    let kind = match context.text("content_type") {
        Some("series") => "de série ",
        Some("movie") => "de film ",
        _ => "",
    };
    match context.text("title") {
        Some(title) => format!("la demande {kind}{}", quoted(title)),
        None => "une demande".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn braces_a_member_wrote_stay_text_and_the_sentence_starts_with_a_capital() {
        let lookup = super::super::lookup::Known::default();
        let fields = serde_json::json!({"reason": "{actor} }}", "days": 7});
        let context = Context {
            kind: "user",
            fields: &fields,
            before: None,
            after: None,
            label: None,
            lookup: &lookup,
        };
        let composed = compose(
            "{actor} a banni {target} {ban_duration} : {reason}",
            &context,
        )
        .unwrap();
        assert_eq!(
            finish(&composed, ERASED_MEMBER, "bob@bobine.fr"),
            "Un membre effacé a banni bob@bobine.fr pour 7 jours : {actor} }}"
        );
        assert!(compose("{nope}", &context).is_err());
    }
}
