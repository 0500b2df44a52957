//! The contact form (docs/product.md, member side §2 "Contact and FAQ"): a message mailed to the team's
//! address (`BOBINE_CONTACT_EMAIL`, or the outbox when unset). It changes no state,
//! so it writes no event: the mail is the record. Unlike the mails Bobine owes its
//! members, it is not queued in the log (`crate::mail`): a visitor's address and
//! words would stay there for good, beyond the reach of any erasure; it is tried
//! once, as the visitor waits. The caller limits how often one client address may
//! write (the HTTP layer's per-address limit).

use bobine_domain::accounts::normalize_email;

use crate::accounts::mailer::{Mail, Mailer};
use crate::error::AppError;
use crate::node::Node;

/// The longest subject, in characters (it becomes the mail's subject line).
pub const SUBJECT_MAX: usize = 150;
/// The longest message, in characters.
pub const MESSAGE_MAX: usize = 5000;
/// The shortest message: enough for the team to understand something.
pub const MESSAGE_MIN: usize = 10;
/// Where messages go when no team address is set (they stay in the outbox).
pub const OUTBOX_RECIPIENT: &str = "contact@bobine.local";

/// The form, as typed.
#[derive(Debug, Clone, Default)]
pub struct ContactForm {
    pub subject: String,
    pub message: String,
    /// The sender's address: typed by a visitor, ignored for a signed-in account.
    pub email: Option<String>,
}

/// Who writes: a signed-in account (its id and address) or a visitor.
#[derive(Debug, Clone)]
pub enum Sender {
    Account { id: String, email: String },
    Visitor,
}

/// Checks the form, then mails it to the team. The sender's address goes in the
/// body, so that the team can answer.
pub async fn send_message(node: &Node, sender: Sender, form: ContactForm) -> Result<(), AppError> {
    let mail = message_mail(&node.settings, sender, form)?;
    match &node.settings.contact_email {
        Some(_) => node.mailer.send(mail).await,
        None => {
            Mailer::outbox(&node.settings.mail_from, &node.settings.data_dir)
                .map_err(AppError::internal)?
                .send(mail)
                .await
        }
    }
    Ok(())
}

/// The mail to the team, or the French refusal of the first field at fault.
fn message_mail(
    settings: &crate::Settings,
    sender: Sender,
    form: ContactForm,
) -> Result<Mail, AppError> {
    // One line: a subject is a mail header.
    let subject = form
        .subject
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let message = form.message.trim().to_string();
    let (from, account) = match sender {
        Sender::Account { id, email } => (email, id),
        Sender::Visitor => {
            let typed = form.email.unwrap_or_default();
            if typed.trim().is_empty() {
                return Err(AppError::required("email"));
            }
            let email = normalize_email(&typed).ok_or_else(|| AppError::invalid_email("email"))?;
            (email, "visiteur (non connecté)".to_string())
        }
    };
    if subject.is_empty() {
        return Err(AppError::required("subject"));
    }
    if message.is_empty() {
        return Err(AppError::required("message"));
    }
    if subject.chars().count() > SUBJECT_MAX {
        return Err(AppError::invalid(
            "too_long",
            "subject",
            format!("Le sujet ne doit pas dépasser {SUBJECT_MAX} caractères"),
        ));
    }
    let length = message.chars().count();
    if length < MESSAGE_MIN {
        return Err(AppError::invalid(
            "too_short",
            "message",
            format!("Le message doit contenir au moins {MESSAGE_MIN} caractères"),
        ));
    }
    if length > MESSAGE_MAX {
        return Err(AppError::invalid(
            "too_long",
            "message",
            format!("Le message ne doit pas dépasser {MESSAGE_MAX} caractères"),
        ));
    }
    Ok(Mail {
        to: settings
            .contact_email
            .clone()
            .unwrap_or_else(|| OUTBOX_RECIPIENT.into()),
        subject: format!("[Contact] {subject}"),
        text: format!("De : {from}\nCompte : {account}\n\n{message}\n"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(subject: &str, message: &str, email: Option<&str>) -> ContactForm {
        ContactForm {
            subject: subject.into(),
            message: message.into(),
            email: email.map(Into::into),
        }
    }

    fn refusal(sender: Sender, form: ContactForm) -> (&'static str, Option<String>) {
        let settings = crate::Settings::for_data_dir(".");
        let Err(error) = message_mail(&settings, sender, form) else {
            panic!("the form should be refused");
        };
        (error.code, error.field)
    }

    #[test]
    fn a_visitor_must_give_a_valid_address() {
        let (code, field) = refusal(
            Sender::Visitor,
            form("Sujet", "Un message assez long", None),
        );
        assert_eq!((code, field.as_deref()), ("required", Some("email")));
        let (code, _) = refusal(
            Sender::Visitor,
            form("Sujet", "Un message assez long", Some("pas-une-adresse")),
        );
        assert_eq!(code, "invalid_email");
    }

    #[test]
    fn empty_short_and_long_fields_are_refused() {
        let account = || Sender::Account {
            id: "u1".into(),
            email: "marie@exemple.fr".into(),
        };
        assert_eq!(
            refusal(account(), form(" ", "Un message assez long", None)).0,
            "required"
        );
        assert_eq!(
            refusal(account(), form("Sujet", "court", None)).0,
            "too_short"
        );
        let long = "a".repeat(MESSAGE_MAX + 1);
        assert_eq!(refusal(account(), form("Sujet", &long, None)).0, "too_long");
        let subject = "s".repeat(SUBJECT_MAX + 1);
        assert_eq!(
            refusal(account(), form(&subject, "Un message assez long", None)).1,
            Some("subject".into())
        );
    }

    #[test]
    fn the_mail_names_the_sender_and_keeps_the_subject_on_one_line() {
        let settings = crate::Settings::for_data_dir(".");
        let sender = Sender::Account {
            id: "u1".into(),
            email: "marie@exemple.fr".into(),
        };
        let mail = message_mail(
            &settings,
            sender,
            form(
                "Un\r\nsujet",
                "Bonjour, la vidéo ne se lance pas.",
                Some("autre@x.fr"),
            ),
        )
        .unwrap();
        assert_eq!(mail.to, OUTBOX_RECIPIENT);
        assert_eq!(mail.subject, "[Contact] Un sujet");
        assert!(
            mail.text
                .starts_with("De : marie@exemple.fr\nCompte : u1\n")
        );
    }
}
