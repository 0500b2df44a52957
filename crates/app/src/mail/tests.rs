//! The mail pipeline against a real SMTP server (`bobine_smtp_sink`), on both
//! backends: an outage, a restart, a recipient refused for good, an erasure, and two
//! nodes on one PostgreSQL log.

use std::collections::HashSet;
use std::time::Duration;

use bobine_domain::moderation::{ReportAction, ReportCommand};
use bobine_domain::titles::{Input, TargetKind};
use bobine_projections::mail::queries::{self, MailRow};
use bobine_smtp_sink::{Received, SmtpSink};
use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, TestLog};
use uuid::Uuid;

use crate::accounts::captcha::solve;
use crate::accounts::erase::erase;
use crate::accounts::register::{Registration, register};
use crate::moderation::decide::moderate_report;
use crate::node::Node;
use crate::origin::{Admin, Origin};
use crate::settings::Settings;

on_both_backends! {
    a_decision_taken_while_smtp_is_down_arrives_once_when_it_is_back => outage;
    mails_waiting_when_a_node_dies_leave_when_it_starts_again => restart;
    a_recipient_refused_for_good_is_undeliverable_and_the_others_leave => refused;
    an_erased_member_s_unsent_mails_are_cancelled_and_forget_the_address => erased;
    with_starttls_required_mail_leaves_over_tls_to_a_relay_of_a_private_authority => starttls;
}

/// Long enough for a loaded machine; the conditions are awaited, never the time.
const WITHIN: Duration = Duration::from_secs(20);

fn settings(log: &TestLog, dir: &std::path::Path, smtp: &str) -> Settings {
    let mut settings = Settings::for_data_dir(dir);
    settings.database_url = log.database_url.clone();
    settings.smtp_url = Some(smtp.into());
    settings.poll_interval = Duration::from_millis(50);
    settings.read_wait = Duration::from_secs(10);
    settings.mail_retry_max = Duration::from_secs(1);
    settings
}

async fn node(log: &TestLog, smtp: &str) -> Node {
    Node::start(settings(log, log.data_dir(), smtp))
        .await
        .expect("the node starts")
}

/// A node on the data directory of one just dropped: its tasks end as they are
/// aborted, and until then the search index stays locked, as a process still
/// exiting would keep it.
async fn started_again(log: &TestLog, smtp: &str) -> Node {
    let deadline = tokio::time::Instant::now() + WITHIN;
    loop {
        match Node::start(settings(log, log.data_dir(), smtp)).await {
            Ok(node) => return node,
            Err(error) if tokio::time::Instant::now() < deadline => {
                tracing::debug!(%error, "the previous node is still stopping");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            Err(error) => panic!("the node starts again: {error}"),
        }
    }
}

fn origin() -> Origin {
    Origin::system("test")
}

fn admin() -> Admin {
    Admin {
        actor: "operator".into(),
        user: None,
    }
}

/// A member of `email`: their sign-up queues a confirmation mail.
async fn member(node: &Node, email: &str) -> Uuid {
    let challenge = node.captchas.issue(node.clock.now());
    let form = Registration {
        email: email.into(),
        password: "motdepasse".into(),
        password_confirmation: "motdepasse".into(),
        captcha_answer: solve(&challenge),
        captcha_id: challenge.id,
        referral_key: None,
        user_agent: "Firefox/128.0 (X11; Linux x86_64)".into(),
    };
    register(node, &origin(), form).await.unwrap().user
}

/// `reporter` reports a film and the team resolves it: a decision mail is queued.
async fn resolved_report(node: &Node, reporter: Uuid) {
    let id = Uuid::now_v7();
    let file = ReportCommand::File {
        id,
        reporter,
        content_type: TargetKind::Movie,
        content_id: Uuid::from_u128(7),
        content_title: "Alien".into(),
        problem_type: "audio_issue".into(),
        description: Input::none(),
    };
    let metadata = origin().metadata(&reporter.to_string());
    node.reports
        .execute(&id.to_string(), file, &metadata)
        .await
        .unwrap();
    let notes = Input::text("Piste audio remplacée");
    moderate_report(node, &origin(), &admin(), id, ReportAction::Resolve, notes)
        .await
        .unwrap();
}

/// This node's list of mails, newest first.
async fn rows(node: &Node) -> Vec<MailRow> {
    let head = node.log.head().await.unwrap();
    node.projections.wait_for(head, WITHIN).await;
    queries::page(node.read.reads(), None, None, 100)
        .await
        .unwrap()
        .items
}

/// Waits until this node's read model shows `done` of its mails.
async fn until_rows(node: &Node, done: impl Fn(&[MailRow]) -> bool) -> Vec<MailRow> {
    let deadline = tokio::time::Instant::now() + WITHIN;
    loop {
        let rows = rows(node).await;
        if done(&rows) || tokio::time::Instant::now() >= deadline {
            return rows;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn subjects(received: &[Received]) -> Vec<String> {
    received
        .iter()
        .map(|m| m.header("Subject").unwrap_or_default().to_string())
        .collect()
}

fn assert_each_message_once(received: &[Received]) {
    let ids: HashSet<_> = received.iter().map(|m| m.header("Message-ID")).collect();
    assert_eq!(ids.len(), received.len(), "{:?}", subjects(received));
}

async fn outage(backend: Backend) {
    let log = TestLog::new(backend).await;
    let port = SmtpSink::free_port().await.unwrap();
    let node = node(&log, &format!("smtp://127.0.0.1:{port}")).await;
    let marie = member(&node, "marie@exemple.fr").await;
    resolved_report(&node, marie).await;
    let failed = until_rows(&node, |rows| {
        rows.len() == 2 && rows.iter().all(|r| r.status == "failed")
    })
    .await;
    assert!(
        failed
            .iter()
            .all(|r| r.status == "failed" && r.last_error.is_some()),
        "{failed:?}"
    );

    let sink = SmtpSink::start_on(port).await.unwrap();
    assert!(
        sink.wait_until(WITHIN, |received| received.len() >= 2)
            .await
    );
    assert!(crate::mail::drained(&node, WITHIN).await.unwrap());
    let received = sink.received_by("marie@exemple.fr");
    assert_eq!(received.len(), 2, "{:?}", subjects(&received));
    assert_each_message_once(&received);
    let decisions: Vec<_> = received
        .iter()
        .filter(|m| m.data.contains("Piste audio remplac"))
        .collect();
    assert_eq!(decisions.len(), 1, "the decision arrives, once");
    let sent = rows(&node).await;
    assert!(
        sent.iter().all(|r| r.status == "sent" && r.attempts >= 2),
        "{sent:?}"
    );
}

async fn restart(backend: Backend) {
    let log = TestLog::new(backend).await;
    let port = SmtpSink::free_port().await.unwrap();
    let smtp = format!("smtp://127.0.0.1:{port}");
    let first = node(&log, &smtp).await;
    for n in 0..3 {
        member(&first, &format!("membre{n}@exemple.fr")).await;
    }
    until_rows(&first, |rows| {
        rows.len() == 3 && rows.iter().all(|r| r.attempts >= 1)
    })
    .await;
    drop(first);

    let sink = SmtpSink::start_on(port).await.unwrap();
    let second = started_again(&log, &smtp).await;
    assert!(
        sink.wait_until(WITHIN, |received| received.len() >= 3)
            .await
    );
    assert!(crate::mail::drained(&second, WITHIN).await.unwrap());
    let received = sink.received();
    assert_eq!(received.len(), 3, "{:?}", subjects(&received));
    assert_each_message_once(&received);
}

async fn refused(backend: Backend) {
    let log = TestLog::new(backend).await;
    let sink = SmtpSink::start().await.unwrap();
    sink.refuse("inconnu@exemple.fr");
    let node = node(&log, &sink.url()).await;
    member(&node, "inconnu@exemple.fr").await;
    member(&node, "marie@exemple.fr").await;
    assert!(crate::mail::drained(&node, WITHIN).await.unwrap());
    assert_eq!(sink.received_by("marie@exemple.fr").len(), 1);
    assert!(sink.received_by("inconnu@exemple.fr").is_empty());
    let rows = rows(&node).await;
    let refused = rows.iter().find(|r| r.to == "inconnu@exemple.fr").unwrap();
    assert_eq!(
        (refused.status.as_str(), refused.attempts),
        ("undeliverable", 1)
    );
    assert!(
        refused
            .last_error
            .as_deref()
            .unwrap_or_default()
            .contains("550"),
        "{refused:?}"
    );

    // An admin puts it back: tried again at once, refused again.
    let sent = rows.iter().find(|r| r.status == "sent").unwrap();
    let conflict = crate::mail::admin::retry(&node, &origin(), &admin(), &sent.id)
        .await
        .unwrap_err();
    assert_eq!(
        (conflict.code, conflict.kind),
        ("not_undeliverable", crate::ErrorKind::Conflict)
    );
    let unknown =
        crate::mail::admin::retry(&node, &origin(), &admin(), &Uuid::now_v7().to_string())
            .await
            .unwrap_err();
    assert_eq!(unknown.kind, crate::ErrorKind::NotFound);
    crate::mail::admin::retry(&node, &origin(), &admin(), &refused.id)
        .await
        .unwrap();
    let again = until_rows(&node, |rows| {
        rows.iter()
            .any(|r| r.id == refused.id && r.status == "undeliverable" && r.attempts == 1)
    })
    .await;
    assert!(
        again
            .iter()
            .any(|r| r.id == refused.id && r.status == "undeliverable"),
        "{again:?}"
    );
}

async fn erased(backend: Backend) {
    let log = TestLog::new(backend).await;
    let port = SmtpSink::free_port().await.unwrap();
    let node = node(&log, &format!("smtp://127.0.0.1:{port}")).await;
    let marie = member(&node, "marie@exemple.fr").await;
    until_rows(&node, |rows| rows.iter().all(|r| r.status == "failed")).await;
    erase(&node, &origin(), &admin(), marie).await.unwrap();
    let rows = rows(&node).await;
    assert_eq!(rows.len(), 1);
    assert_eq!(
        (rows[0].status.as_str(), rows[0].to.as_str()),
        ("cancelled", "")
    );
    let queued = bobine_store::testing::read_visible(&node.log, 1_000).await;
    assert!(
        queued
            .iter()
            .filter(|e| e.aggregate_type == "mail")
            .all(|e| !e.payload.contains("marie@exemple.fr")),
        "the log keeps no mail with the address"
    );

    let sink = SmtpSink::start_on(port).await.unwrap();
    assert!(crate::mail::drained(&node, WITHIN).await.unwrap());
    assert!(sink.received().is_empty(), "a cancelled mail never leaves");
}

async fn starttls(backend: Backend) {
    let log = TestLog::new(backend).await;
    let sink = SmtpSink::start_starttls().await.unwrap();
    let ca = log.data_dir().join("relay-ca.pem");
    std::fs::write(&ca, bobine_smtp_sink::TEST_CA).unwrap();
    let mut settings = settings(&log, log.data_dir(), &sink.starttls_url());
    settings.smtp_ca_file = Some(ca);
    let node = Node::start(settings).await.unwrap();
    let marie = member(&node, "marie@exemple.fr").await;
    resolved_report(&node, marie).await;
    assert!(crate::mail::drained(&node, WITHIN).await.unwrap());
    let received = sink.received_by("marie@exemple.fr");
    assert_eq!(received.len(), 2, "{:?}", subjects(&received));
    assert!(received.iter().all(|m| m.tls), "every mail came over TLS");
    assert!(rows(&node).await.iter().all(|r| r.status == "sent"));
}

/// Two nodes on one PostgreSQL log, both with the SMTP server up, each queuing mails:
/// each mail is received exactly once.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_nodes_on_one_postgresql_send_each_mail_exactly_once() {
    let log = TestLog::new(Backend::Postgres).await;
    let sink = SmtpSink::start().await.unwrap();
    let other_dir = tempfile::tempdir().unwrap();
    let a = node(&log, &sink.url()).await;
    let b = Node::start(settings(&log, other_dir.path(), &sink.url()))
        .await
        .unwrap();
    const MEMBERS: usize = 12;
    for n in 0..MEMBERS {
        let on = if n % 2 == 0 { &a } else { &b };
        member(on, &format!("membre{n}@exemple.fr")).await;
    }
    assert!(
        sink.wait_until(WITHIN, |received| received.len() >= MEMBERS)
            .await
    );
    assert!(crate::mail::drained(&a, WITHIN).await.unwrap());
    assert!(crate::mail::drained(&b, WITHIN).await.unwrap());
    let received = sink.received();
    assert_eq!(received.len(), MEMBERS, "{:?}", subjects(&received));
    assert_each_message_once(&received);
}
