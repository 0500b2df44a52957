//! A small SMTP server (RFC 5321's commands a client sends one message with) for the
//! tests and the benchmark: it listens on TCP, answers each command as a mail server
//! does, keeps every message it accepts, and refuses for good (`550`) the recipients
//! it is told to refuse. It can be stopped and started again on the same port, to
//! play an SMTP outage. [`SmtpSink::start_starttls`] also offers `STARTTLS`, with a
//! certificate for 127.0.0.1 signed by a test authority ([`TEST_CA`], in `certs/`:
//! test-only keys, trusted by nothing else).
#![forbid(unsafe_code)]

use std::collections::HashSet;
use std::io::ErrorKind;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;
use tokio::task::JoinSet;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};

/// One message as received.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Received {
    pub from: String,
    pub to: Vec<String>,
    /// The message as sent after `DATA`, dot-stuffing undone.
    pub data: String,
    /// Whether it came over TLS (after `STARTTLS`).
    pub tls: bool,
}

/// The authority that signed the sink's certificate (PEM): what a client must trust.
pub const TEST_CA: &str = include_str!("../certs/ca.pem");

impl Received {
    /// The value of header `name` (case-insensitive), if present.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.data
            .split("\r\n\r\n")
            .next()?
            .lines()
            .find_map(|line| {
                let (key, value) = line.split_once(':')?;
                key.eq_ignore_ascii_case(name).then(|| value.trim())
            })
    }
}

#[derive(Default)]
struct Shared {
    received: Mutex<Vec<Received>>,
    refused: Mutex<HashSet<String>>,
    arrived: Notify,
}

/// A running server; stops when dropped.
pub struct SmtpSink {
    addr: SocketAddr,
    shared: Arc<Shared>,
    tasks: Option<JoinSet<()>>,
    /// Offers `STARTTLS` with this when set.
    tls: Option<TlsAcceptor>,
}

impl SmtpSink {
    /// A server on a free port of 127.0.0.1.
    pub async fn start() -> std::io::Result<SmtpSink> {
        SmtpSink::start_on(0).await
    }

    /// A server on `port` of 127.0.0.1 (0: any free port).
    pub async fn start_on(port: u16) -> std::io::Result<SmtpSink> {
        let mut sink = SmtpSink {
            addr: SocketAddr::from(([127, 0, 0, 1], port)),
            shared: Arc::default(),
            tasks: None,
            tls: None,
        };
        sink.resume().await?;
        Ok(sink)
    }

    /// A server on a free port that offers `STARTTLS` ([`TEST_CA`] signed its
    /// certificate) and takes mail with or without it.
    pub async fn start_starttls() -> std::io::Result<SmtpSink> {
        let mut sink = SmtpSink {
            addr: SocketAddr::from(([127, 0, 0, 1], 0)),
            shared: Arc::default(),
            tasks: None,
            tls: Some(acceptor()?),
        };
        sink.resume().await?;
        Ok(sink)
    }

    /// A port nothing listens on now, for a server started later (an outage).
    pub async fn free_port() -> std::io::Result<u16> {
        Ok(TcpListener::bind("127.0.0.1:0").await?.local_addr()?.port())
    }

    /// `smtp://127.0.0.1:<port>`, as `SMTP_URL` takes it (no TLS).
    pub fn url(&self) -> String {
        format!("smtp://{}", self.addr)
    }

    /// The same, with `STARTTLS` required of the client.
    pub fn starttls_url(&self) -> String {
        format!("smtp://{}?tls=required", self.addr)
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops listening and drops every open connection: clients see the server down.
    pub fn stop(&mut self) {
        self.tasks = None;
    }

    /// Listens again on the same port, keeping what was received.
    pub async fn resume(&mut self) -> std::io::Result<()> {
        let listener = TcpListener::bind(self.addr).await?;
        self.addr = listener.local_addr()?;
        let mut tasks = JoinSet::new();
        let shared = self.shared.clone();
        tasks.spawn(accept(listener, shared, self.tls.clone()));
        self.tasks = Some(tasks);
        Ok(())
    }

    /// Answers `550` to `RCPT TO` for `address` from now on.
    pub fn refuse(&self, address: &str) {
        lock(&self.shared.refused).insert(address.to_lowercase());
    }

    /// Every message received so far, in order.
    pub fn received(&self) -> Vec<Received> {
        lock(&self.shared.received).clone()
    }

    /// The messages received for `address`.
    pub fn received_by(&self, address: &str) -> Vec<Received> {
        self.received()
            .into_iter()
            .filter(|m| m.to.iter().any(|to| to.eq_ignore_ascii_case(address)))
            .collect()
    }

    /// Waits until `done` holds of what was received, at most `within`; whether it did.
    pub async fn wait_until(&self, within: Duration, done: impl Fn(&[Received]) -> bool) -> bool {
        let deadline = tokio::time::Instant::now() + within;
        loop {
            let arrived = self.shared.arrived.notified();
            tokio::pin!(arrived);
            arrived.as_mut().enable();
            if done(&lock(&self.shared.received)) {
                return true;
            }
            if tokio::time::timeout_at(deadline, arrived).await.is_err() {
                return done(&lock(&self.shared.received));
            }
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// The server's TLS configuration, from the certificate and key in `certs/`.
fn acceptor() -> std::io::Result<TlsAcceptor> {
    let invalid =
        |e: &dyn std::fmt::Display| std::io::Error::new(ErrorKind::InvalidData, e.to_string());
    let chain = CertificateDer::pem_slice_iter(include_bytes!("../certs/server.pem"))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| invalid(&e))?;
    let key = PrivateKeyDer::from_pem_slice(include_bytes!("../certs/server.key"))
        .map_err(|e| invalid(&e))?;
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| invalid(&e))?
        .with_no_client_auth()
        .with_single_cert(chain, key)
        .map_err(|e| invalid(&e))?;
    Ok(TlsAcceptor::from(Arc::new(config)))
}

/// Serves each connection on a task of its own, all ended with the listener.
async fn accept(listener: TcpListener, shared: Arc<Shared>, tls: Option<TlsAcceptor>) {
    let mut connections = JoinSet::new();
    while let Ok((stream, _)) = listener.accept().await {
        connections.spawn(serve(stream, shared.clone(), tls.clone()));
    }
}

async fn serve(stream: TcpStream, shared: Arc<Shared>, tls: Option<TlsAcceptor>) {
    let offer = tls.is_some();
    let Ok(Ended::StartTls(stream)) = session(stream, &shared, offer, false).await else {
        return;
    };
    let Some(acceptor) = tls else { return };
    if let Ok(stream) = acceptor.accept(stream).await {
        let _ = session(stream, &shared, false, true).await;
    }
}

/// How a session ended: the client left, or asked for TLS on the same connection.
enum Ended<S> {
    Closed,
    StartTls(S),
}

/// One SMTP session, command by command until `QUIT`: greeted unless `tls` (the
/// client greets again after `STARTTLS`); `STARTTLS` offered when `offer_tls`.
async fn session<S: AsyncRead + AsyncWrite + Unpin>(
    stream: S,
    shared: &Shared,
    offer_tls: bool,
    tls: bool,
) -> std::io::Result<Ended<S>> {
    let mut lines = BufReader::new(stream);
    if !tls {
        lines.write_all(b"220 sink ESMTP ready\r\n").await?;
        lines.flush().await?;
    }
    let (mut from, mut to) = (String::new(), Vec::new());
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).await? == 0 {
            return Ok(Ended::Closed);
        }
        let command = line.trim_end().to_string();
        let verb = command.get(..4).unwrap_or(&command).to_ascii_uppercase();
        let answer: &[u8] = match verb.as_str() {
            "EHLO" if offer_tls => {
                b"250-sink greets you\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250-STARTTLS\r\n250 PIPELINING\r\n"
            }
            "EHLO" => b"250-sink greets you\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 PIPELINING\r\n",
            "HELO" => b"250 sink\r\n",
            "STAR" if offer_tls => {
                lines.write_all(b"220 2.0.0 Ready to start TLS\r\n").await?;
                lines.flush().await?;
                return Ok(Ended::StartTls(lines.into_inner()));
            }
            "MAIL" => {
                from = address(&command);
                to.clear();
                b"250 2.1.0 OK\r\n"
            }
            "RCPT" => {
                let rcpt = address(&command);
                if lock(&shared.refused).contains(&rcpt.to_lowercase()) {
                    b"550 5.1.1 No such user here\r\n"
                } else {
                    to.push(rcpt);
                    b"250 2.1.5 OK\r\n"
                }
            }
            "DATA" if to.is_empty() => b"554 5.5.1 No valid recipients\r\n",
            "DATA" => {
                lines
                    .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                    .await?;
                lines.flush().await?;
                let data = message(&mut lines).await?;
                let message = Received {
                    from: from.clone(),
                    to: std::mem::take(&mut to),
                    data,
                    tls,
                };
                let count = {
                    let mut received = lock(&shared.received);
                    received.push(message);
                    received.len()
                };
                shared.arrived.notify_waiters();
                lines
                    .write_all(format!("250 2.0.0 OK queued as {count}\r\n").as_bytes())
                    .await?;
                lines.flush().await?;
                continue;
            }
            "RSET" => {
                to.clear();
                b"250 2.0.0 OK\r\n"
            }
            "NOOP" => b"250 2.0.0 OK\r\n",
            "QUIT" => {
                lines.write_all(b"221 2.0.0 Bye\r\n").await?;
                return Ok(Ended::Closed);
            }
            _ => b"502 5.5.2 Command not recognized\r\n",
        };
        lines.write_all(answer).await?;
        lines.flush().await?;
    }
}

/// The address between `<` and `>` of `MAIL FROM:<…>` or `RCPT TO:<…>`.
fn address(command: &str) -> String {
    let start = command.find('<').map_or(0, |i| i + 1);
    let end = command[start..]
        .find('>')
        .map_or(command.len(), |i| start + i);
    command[start..end].to_string()
}

/// The lines after `DATA` up to the lone dot, dot-stuffing undone.
async fn message(lines: &mut (impl AsyncBufReadExt + Unpin)) -> std::io::Result<String> {
    let mut data = String::new();
    let mut line = String::new();
    loop {
        line.clear();
        if lines.read_line(&mut line).await? == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        if line == ".\r\n" || line == ".\n" {
            return Ok(data);
        }
        data.push_str(line.strip_prefix('.').unwrap_or(&line));
    }
}
