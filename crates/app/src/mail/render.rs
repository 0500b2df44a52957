//! A queued mail as it leaves: its text as recorded, or its link rendered again from
//! the mail's id and the node's key (`crate::accounts::tokens::link_token`).

use bobine_domain::mail::{Mail, MailContent, MailKind};
use uuid::Uuid;

use crate::accounts::mailer::Envelope;
use crate::accounts::tokens::link_token;

/// The envelope of mail `id`; `None` for a stream with nothing queued.
pub(crate) fn envelope(secret: &[u8], public_url: &str, id: Uuid, mail: &Mail) -> Option<Envelope> {
    let (subject, text) = match (mail.kind()?, mail.content()?) {
        (_, MailContent::Text { subject, text }) => (subject.clone(), text.clone()),
        (kind, MailContent::Link { member }) => {
            let (token, _) = link_token(secret, id, *member);
            link_mail(kind, public_url, &token)
        }
    };
    Some(Envelope {
        to: mail.to().to_string(),
        subject,
        text,
        message_id: mail.message_id().to_string(),
    })
}

/// The subject and text of a mail with a link: a password reset, or an address to
/// confirm (at sign-up, or for a new address).
fn link_mail(kind: MailKind, public_url: &str, token: &str) -> (String, String) {
    if kind == MailKind::PasswordReset {
        return (
            "Réinitialisation de votre mot de passe Bobine".into(),
            format!(
                "Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n\
                 {public_url}/reset-password#access_token={token}&type=recovery\n\n\
                 Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.\n\n\
                 L'équipe Bobine\n"
            ),
        );
    }
    (
        "Confirmez votre adresse e-mail Bobine".into(),
        format!(
            "Bonjour,\n\nPour confirmer cette adresse pour votre compte Bobine, ouvrez ce lien \
             (valable 24 heures) :\n{public_url}/confirm-email#token={token}\n\n\
             Si vous n'avez rien demandé, ignorez ce message.\n\nL'équipe Bobine\n"
        ),
    )
}
