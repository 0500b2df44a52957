//! Where mail goes: by SMTP when `SMTP_URL` is set, else as `.eml` files in
//! `<data dir>/outbox` (what a developer opens to follow a link locally, and the
//! default of `scripts/run`). One attempt at a time: the mails Bobine owes are
//! queued in the log, and the dispatcher decides when to try again (`crate::mail`).

use std::path::Path;

use lettre::message::{Body, Mailbox, SinglePart, header::ContentType};
use lettre::transport::smtp::client::{Certificate, Tls, TlsParameters};
use lettre::{AsyncFileTransport, AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

/// Where mail goes.
#[derive(Clone)]
pub(crate) enum Mailer {
    Smtp {
        transport: AsyncSmtpTransport<Tokio1Executor>,
        from: Mailbox,
    },
    Outbox {
        transport: AsyncFileTransport<Tokio1Executor>,
        from: Mailbox,
    },
}

/// One message to send: plain French text, and the `Message-ID` every attempt at it
/// carries, so that a receiver can tell a duplicate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Envelope {
    pub to: String,
    pub subject: String,
    pub text: String,
    pub message_id: String,
}

/// A message tried once and never recorded ([`Mailer::send`]).
pub struct Mail {
    pub to: String,
    pub subject: String,
    pub text: String,
}

/// Why an attempt failed: `permanent` when the server refused for good (a 5xx
/// answer, or an address that cannot be one), so that trying again is pointless.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Refusal {
    pub error: String,
    pub permanent: bool,
}

impl Mailer {
    /// SMTP if `smtp_url` is given (`smtp://`, `smtps://` with credentials in the URL,
    /// `?tls=required` for STARTTLS, as lettre reads them), trusting the authority in
    /// `smtp_ca` besides the usual ones when set; else the outbox directory, created if
    /// missing.
    pub fn new(
        smtp_url: Option<&str>,
        smtp_ca: Option<&Path>,
        from: &str,
        data_dir: &Path,
    ) -> std::io::Result<Mailer> {
        let from: Mailbox = from
            .parse()
            .map_err(|e| std::io::Error::other(format!("BOBINE_MAIL_FROM {from:?}: {e}")))?;
        Ok(match smtp_url {
            Some(url) => Mailer::Smtp {
                transport: smtp(url, smtp_ca)
                    .map_err(|e| std::io::Error::other(format!("SMTP_URL: {e}")))?,
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
        Mailer::new(None, None, from, data_dir)
    }

    /// Tries `mail` once, for a message that must not enter the log (the contact
    /// form's, sent as the visitor waits); a failure is logged and counted.
    pub async fn send(&self, mail: Mail) {
        let envelope = Envelope {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            message_id: format!("<{}@bobine.local>", uuid::Uuid::now_v7().simple()),
        };
        let outcome = self.deliver(envelope).await;
        metrics::counter!("bobine_mail_unqueued_total", "outcome" => if outcome.is_ok() { "sent" } else { "failed" })
            .increment(1);
        if let Err(refusal) = outcome {
            tracing::warn!(error = %refusal.error, "mail not sent");
        }
    }

    /// Tries once; answers what the server said (`250 …`), or `outbox` for a file.
    pub async fn deliver(&self, envelope: Envelope) -> Result<String, Refusal> {
        let (Mailer::Smtp { from, .. } | Mailer::Outbox { from, .. }) = self;
        let message = message(from.clone(), envelope)?;
        match self {
            Mailer::Smtp { transport, .. } => match transport.send(message).await {
                Ok(response) => Ok(format!(
                    "{} {}",
                    response.code(),
                    response.message().collect::<Vec<_>>().join(" ")
                )),
                Err(error) => Err(Refusal {
                    permanent: error.is_permanent(),
                    error: error.to_string(),
                }),
            },
            Mailer::Outbox { transport, .. } => match transport.send(message).await {
                Ok(id) => Ok(format!("outbox {id}")),
                Err(error) => Err(Refusal {
                    error: error.to_string(),
                    permanent: false,
                }),
            },
        }
    }
}

/// The transport `url` describes; with `ca`, a TLS one (`smtps://`, `tls=required` or
/// `tls=opportunistic`) also trusts that authority: a relay with a certificate of the
/// operator's own (and the tests' SMTP server).
fn smtp(url: &str, ca: Option<&Path>) -> Result<AsyncSmtpTransport<Tokio1Executor>, String> {
    let mut builder =
        AsyncSmtpTransport::<Tokio1Executor>::from_url(url).map_err(|e| e.to_string())?;
    let Some(ca) = ca else {
        return Ok(builder.build());
    };
    let pem = std::fs::read(ca).map_err(|e| format!("SMTP_CA_FILE {}: {e}", ca.display()))?;
    let authority = Certificate::from_pem(&pem).map_err(|e| format!("SMTP_CA_FILE: {e}"))?;
    let parameters = TlsParameters::builder(host(url).to_string())
        .add_root_certificate(authority)
        .build_rustls()
        .map_err(|e| e.to_string())?;
    let tls = if url.starts_with("smtps://") {
        Some(Tls::Wrapper(parameters))
    } else if url.contains("tls=required") {
        Some(Tls::Required(parameters))
    } else if url.contains("tls=opportunistic") {
        Some(Tls::Opportunistic(parameters))
    } else {
        None
    };
    if let Some(tls) = tls {
        builder = builder.tls(tls);
    }
    Ok(builder.build())
}

/// The host of an `smtp://user:password@host:port?…` address.
fn host(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let rest = rest.rsplit_once('@').map_or(rest, |(_, rest)| rest);
    rest.split([':', '/', '?']).next().unwrap_or(rest)
}

fn message(from: Mailbox, envelope: Envelope) -> Result<Message, Refusal> {
    let permanent = |error: String| Refusal {
        error,
        permanent: true,
    };
    let to: Mailbox = envelope.to.parse().map_err(|e| permanent(format!("{e}")))?;
    // lettre picks the transfer encoding (quoted-printable for French text with a
    // long link): mail clients decode it.
    Message::builder()
        .from(from)
        .to(to)
        .subject(envelope.subject)
        .message_id(Some(envelope.message_id))
        .singlepart(
            SinglePart::builder()
                .header(ContentType::TEXT_PLAIN)
                .body(Body::new(envelope.text)),
        )
        .map_err(|e| permanent(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_of_an_smtp_address_is_found_behind_credentials_and_before_the_port() {
        assert_eq!(host("smtp://127.0.0.1:2525?tls=required"), "127.0.0.1");
        assert_eq!(
            host("smtps://user:p%40ss@smtp.exemple.fr"),
            "smtp.exemple.fr"
        );
        assert_eq!(host("smtp://relais:25"), "relais");
    }

    #[tokio::test]
    async fn without_smtp_mail_lands_in_the_outbox_with_its_link_whole_and_its_message_id() {
        let dir = tempfile::tempdir().unwrap();
        let mailer = Mailer::new(None, None, "Bobine <no-reply@bobine.local>", dir.path()).unwrap();
        let answer = mailer
            .deliver(Envelope {
                to: "marie@exemple.fr".into(),
                subject: "Réinitialisation de votre mot de passe Bobine".into(),
                text: "http://localhost:8080/reset-password#access_token=abc.0123&type=recovery"
                    .into(),
                message_id: "<m1@bobine.local>".into(),
            })
            .await
            .unwrap();
        assert!(answer.starts_with("outbox "), "{answer}");
        let files: Vec<_> = std::fs::read_dir(dir.path().join("outbox"))
            .unwrap()
            .collect();
        assert_eq!(files.len(), 1);
        let raw = std::fs::read_to_string(files[0].as_ref().unwrap().path()).unwrap();
        // Undo quoted-printable's soft line breaks and escaped '='.
        let text = raw.replace("=\r\n", "").replace("=3D", "=");
        assert!(text.contains("To: marie@exemple.fr"), "{text}");
        assert!(text.contains("Message-ID: <m1@bobine.local>"), "{text}");
        assert!(
            text.contains(
                "http://localhost:8080/reset-password#access_token=abc.0123&type=recovery"
            ),
            "{text}"
        );
    }

    #[tokio::test]
    async fn an_address_that_cannot_be_one_is_refused_for_good() {
        let dir = tempfile::tempdir().unwrap();
        let mailer = Mailer::outbox("Bobine <no-reply@bobine.local>", dir.path()).unwrap();
        let refusal = mailer
            .deliver(Envelope {
                to: String::new(),
                subject: "s".into(),
                text: "t".into(),
                message_id: "<m2@bobine.local>".into(),
            })
            .await
            .unwrap_err();
        assert!(refusal.permanent, "{refusal:?}");
    }
}
