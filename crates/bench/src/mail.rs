//! The mail pipeline (docs/adr/0044-mail-dispatcher.md): mails per second through a
//! node's dispatcher to a real SMTP server on this machine, beside that server's own
//! rate for one client sending back to back; and how long a member waits between an
//! admin's action and its mail's arrival.

use std::time::{Duration, Instant};

use bobine_app::accounts::create_admin::{AdminCreated, create_admin};
use bobine_app::accounts::mail_member::{MemberMail, mail_member};
use bobine_app::{Admin, Node, Origin, Settings};
use bobine_smtp_sink::SmtpSink;
use bobine_store::testing::{Backend, TestLog};
use lettre::{AsyncSmtpTransport, AsyncTransport, Message, Tokio1Executor};

use crate::report::{Report, rate};

pub const MAIL_HEADING: &str = "## Mail: through the dispatcher to an SMTP server";

/// Mails in the rate measurements.
const MAILS: usize = 400;
/// Members the rate's mails go to, each mailed by one admin after the other: one
/// account's stream takes one command at a time.
const MEMBERS: usize = 8;
/// Mails in the delay measurement, sent one after the other.
const ONE_BY_ONE: usize = 60;
/// Long enough for a loaded machine; every wait is for a condition.
const WITHIN: Duration = Duration::from_secs(120);

pub async fn run(report: &mut Report) -> anyhow::Result<()> {
    let sink = SmtpSink::start().await?;
    let own = sink_rate(&sink).await?;
    println!("mail: the SMTP sink takes {own:.0} mails/s from one client");
    let mut rows = Vec::new();
    for backend in [Backend::Sqlite, Backend::Postgres] {
        let measured = through_dispatcher(backend, &sink).await?;
        println!(
            "mail, {backend:?}: {:.0} mails/s through the dispatcher; action to arrival p50 {:.0} ms, p99 {:.0} ms",
            measured.rate, measured.p50, measured.p99
        );
        rows.push([
            format!("{backend:?}").to_lowercase(),
            rate(measured.rate),
            rate(own),
            format!("{:.0} %", measured.rate / own * 100.0),
            format!("{:.0}", measured.p50),
            format!("{:.0}", measured.p99),
        ]);
    }
    report.mail = section(&rows);
    Ok(())
}

/// The sink's rate: one pooled lettre client sending `MAILS` mails back to back.
async fn sink_rate(sink: &SmtpSink) -> anyhow::Result<f64> {
    let transport = AsyncSmtpTransport::<Tokio1Executor>::from_url(&sink.url())?.build();
    let before = sink.received().len();
    let started = Instant::now();
    for n in 0..MAILS {
        let message = Message::builder()
            .from("Bobine <no-reply@bobine.local>".parse()?)
            .to(format!("membre{n}@exemple.fr").parse()?)
            .subject("Mesure")
            .body(String::from("Bonjour,\n\nUn mail de mesure.\n"))?;
        transport.send(message).await?;
    }
    let elapsed = started.elapsed().as_secs_f64();
    anyhow::ensure!(
        sink.received().len() == before + MAILS,
        "the sink lost mails"
    );
    Ok(MAILS as f64 / elapsed)
}

struct Measured {
    rate: f64,
    p50: f64,
    p99: f64,
}

async fn through_dispatcher(backend: Backend, sink: &SmtpSink) -> anyhow::Result<Measured> {
    let log = TestLog::new(backend).await;
    let mut settings = Settings::for_data_dir(log.data_dir());
    settings.database_url = log.database_url.clone();
    settings.smtp_url = Some(sink.url());
    let node = Node::start(settings).await?;
    let mut members = Vec::with_capacity(MEMBERS);
    for n in 0..MEMBERS {
        let email = format!("lectrice{n}@exemple.fr");
        let AdminCreated::Registered(member) =
            create_admin(&node, &email, Some("motdepasse")).await?
        else {
            anyhow::bail!("the member existed already");
        };
        members.push(member);
    }
    let admin = Admin {
        actor: "operator".into(),
        user: None,
    };
    let mail = || MemberMail {
        subject: "Votre demande".into(),
        body: "Bonjour,\nHeat est en ligne.".into(),
    };
    let before = sink.received().len();
    let arrived =
        |count: usize| sink.wait_until(WITHIN, move |received| received.len() >= before + count);

    // The rate: every mail queued at once (the workflow's two commands each), then
    // sent by the dispatcher as fast as it goes.
    let started = Instant::now();
    let origin = Origin::system("bench");
    futures::future::try_join_all(members.iter().map(|member| async {
        for _ in 0..MAILS / MEMBERS {
            mail_member(&node, &origin, &admin, *member, mail()).await?;
        }
        anyhow::Ok(())
    }))
    .await?;
    anyhow::ensure!(arrived(MAILS).await, "the mails never all arrived");
    let rate = MAILS as f64 / started.elapsed().as_secs_f64();

    // The delay: one action at a time, from its answer to its mail's arrival.
    let mut delays = Vec::with_capacity(ONE_BY_ONE);
    for n in 1..=ONE_BY_ONE {
        mail_member(&node, &origin, &admin, members[0], mail()).await?;
        let answered = Instant::now();
        anyhow::ensure!(arrived(MAILS + n).await, "a mail never arrived");
        delays.push(answered.elapsed().as_secs_f64() * 1_000.0);
    }
    delays.sort_by(f64::total_cmp);
    let at = |q: f64| delays[((delays.len() - 1) as f64 * q).round() as usize];
    Ok(Measured {
        rate,
        p50: at(0.5),
        p99: at(0.99),
    })
}

fn section(rows: &[[String; 6]]) -> String {
    let mut out = format!(
        "{MAIL_HEADING}\n\nA node with `SMTP_URL` set to a real SMTP server on this machine \
         (`crates/smtp-sink`, the fault tests' server). Rate: {MAILS} admin's messages to {MEMBERS} \
         members, queued as fast as one admin per member can (each is two commands: the account's record and `MailQueued`), until the \
         server has received them all; the baseline is the same server taking {MAILS} mails from \
         one lettre client sending back to back, as the dispatcher sends. Delay: {ONE_BY_ONE} \
         messages one after the other, from the command's answer to the mail's arrival (the \
         dispatcher wakes on the append, reads the mail's stream, sends, records `MailSent`).\n\n\
         | backend | mails/s through the dispatcher | the server's own rate | share | action to arrival p50 (ms) | p99 (ms) |\n\
         |---|---|---|---|---|---|\n"
    );
    for row in rows {
        out.push_str(&format!("| {} |\n", row.join(" | ")));
    }
    out
}
