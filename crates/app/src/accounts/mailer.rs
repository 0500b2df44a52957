//! Outgoing mail: by SMTP when `SMTP_URL` is set, else as `.eml` files in
//! `<data dir>/outbox` (what a developer opens to follow a link locally, and what the
//! tests read).

use std::path::Path;

use lettre::message::{Body, Mailbox};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// Where mail goes.
#[derive(Clone)]
pub enum Mailer {
    Smtp {
        transport: AsyncSmtpTransport<Tokio1Executor>,
        from: Mailbox,
    },
    Outbox {
        transport: AsyncFileTransport<Tokio1Executor>,
        from: Mailbox,
    },
}

/// One message to send: plain French text.
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
}

impl Mailer {
    /// SMTP if `smtp_url` is given (`smtp://`, `smtps://` with credentials in the URL,
    /// as lettre reads them), else the outbox directory, created if missing.
    pub fn new(smtp_url: Option<&str>, from: &str, data_dir: &Path) -> std::io::Result<Mailer> {
        let from: Mailbox = from
            .parse()
            .map_err(|e| std::io::Error::other(format!("BOBINE_MAIL_FROM {from:?}: {e}")))?;
        Ok(match smtp_url {
            Some(url) => Mailer::Smtp {
                transport: AsyncSmtpTransport::<Tokio1Executor>::from_url(url)
                    .map_err(|e| std::io::Error::other(format!("SMTP_URL: {e}")))?
                    .build(),
                from,
            },
            None => {
                let outbox = data_dir.join("outbox");
                std::fs::create_dir_all(&outbox)?;
                Mailer::Outbox {
                    transport: AsyncFileTransport::new(outbox),
                    from,
                }
            }
        })
    }

    /// Always the outbox directory of `data_dir`, whatever SMTP says (where mail
    /// without a real recipient goes: contact messages when no team address is set).
    pub fn outbox(from: &str, data_dir: &Path) -> std::io::Result<Mailer> {
        Mailer::new(None, from, data_dir)
    }

    /// Sends `mail`; a failure is logged, not answered (the member is told the same
    /// thing either way, and may ask again).
    pub async fn send(&self, mail: Mail) {
        let result = self.try_send(mail).await;
        metrics::counter!("bobine_mail_total", "outcome" => if result.is_ok() { "sent" } else { "failed" })
            .increment(1);
        if let Err(error) = result {
            tracing::warn!(%error, "mail not sent");
        }
    }

    async fn try_send(&self, mail: Mail) -> Result<(), String> {
        let from = match self {
            Mailer::Smtp { from, .. } | Mailer::Outbox { from, .. } => from.clone(),
        };
        let to: Mailbox = mail.to.parse().map_err(|e| format!("{e}"))?;
        // lettre picks the transfer encoding (quoted-printable for French text with
        // a long link): mail clients decode it.
        let body = Body::new(mail.text);
        let message = Message::builder()
            .from(from)
            .to(to)
            .subject(mail.subject)
            .singlepart(
                lettre::message::SinglePart::builder()
                    .header(lettre::message::header::ContentType::TEXT_PLAIN)
                    .body(body),
            )
            .map_err(|e| e.to_string())?;
        match self {
            Mailer::Smtp { transport, .. } => transport
                .send(message)
                .await
                .map(drop)
                .map_err(|e| e.to_string()),
            Mailer::Outbox { transport, .. } => transport
                .send(message)
                .await
                .map(drop)
                .map_err(|e| e.to_string()),
        }
    }
}

/// The mail with a password-reset link.
pub fn reset_mail(to: &str, public_url: &str, token: &str) -> Mail {
    Mail {
        to: to.into(),
        subject: "Réinitialisation de votre mot de passe Bobine".into(),
        text: format!(
            "Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n\
             {public_url}/reset-password#access_token={token}&type=recovery\n\n\
             Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.\n\n\
             L'équipe Bobine\n"
        ),
    }
}

/// The mail with an address-confirmation link (at sign-up, or for a new address).
pub fn confirm_mail(to: &str, public_url: &str, token: &str) -> Mail {
    Mail {
        to: to.into(),
        subject: "Confirmez votre adresse e-mail Bobine".into(),
        text: format!(
            "Bonjour,\n\nPour confirmer cette adresse pour votre compte Bobine, ouvrez ce lien \
             (valable 24 heures) :\n{public_url}/confirm-email#token={token}\n\n\
             Si vous n'avez rien demandé, ignorez ce message.\n\nL'équipe Bobine\n"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn without_smtp_mail_lands_in_the_outbox_with_its_link_whole() {
        let dir = tempfile::tempdir().unwrap();
        let mailer = Mailer::new(None, "Bobine <no-reply@bobine.local>", dir.path()).unwrap();
        mailer
            .try_send(reset_mail(
                "marie@exemple.fr",
                "http://localhost:8080",
                "abc.0123",
            ))
            .await
            .unwrap();
        let files: Vec<_> = std::fs::read_dir(dir.path().join("outbox"))
            .unwrap()
            .collect();
        assert_eq!(files.len(), 1);
        let raw = std::fs::read_to_string(files[0].as_ref().unwrap().path()).unwrap();
        // Undo quoted-printable's soft line breaks and escaped '='.
        let text = raw.replace("=\r\n", "").replace("=3D", "=");
        assert!(text.contains("To: marie@exemple.fr"), "{text}");
        assert!(
            text.contains(
                "http://localhost:8080/reset-password#access_token=abc.0123&type=recovery"
            ),
            "{text}"
        );
        assert!(
            text.contains("Réinitialisation") || text.contains("=?utf-8?"),
            "{text}"
        );
    }
}
