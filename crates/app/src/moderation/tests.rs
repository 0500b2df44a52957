//! The moderation workflows on both backends: every transition of a report and of a
//! request, allowed and refused (and a refusal appends nothing), the read model
//! showing each decision at once, and the mail to the member: written to the outbox
//! with the notes and the link, not written when they opted out or were erased.

use std::time::Duration;

use bobine_domain::moderation::{
    ReportAction, ReportCommand, RequestAction, RequestCommand, RequestForm,
};
use bobine_domain::titles::{Input, TargetKind};
use bobine_projections::moderation::queries;
use bobine_store::on_both_backends;
use bobine_store::testing::{Backend, TestLog, count_all};
use uuid::Uuid;

use super::decide::{moderate_report, moderate_request};
use crate::accounts::captcha::solve;
use crate::accounts::erase::erase;
use crate::accounts::preferences::{Chosen, set_preferences};
use crate::accounts::register::{Registration, register};
use crate::error::ErrorKind;
use crate::node::Node;
use crate::origin::{Admin, Origin};
use crate::settings::Settings;

on_both_backends! {
    every_report_transition_is_decided_by_the_aggregate => report_transitions;
    every_request_transition_is_decided_by_the_aggregate => request_transitions;
    the_member_is_mailed_the_outcome_with_the_notes_and_a_link => mails;
    no_mail_goes_to_a_member_who_opted_out_or_was_erased => no_mail;
}

async fn node(log: &TestLog) -> Node {
    let mut settings = Settings::for_data_dir(log.data_dir());
    settings.database_url = log.database_url.clone();
    settings.poll_interval = Duration::from_millis(50);
    settings.read_wait = Duration::from_secs(10);
    Node::start(settings).await.expect("the node starts")
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

/// A pending report by `reporter` about a film.
async fn report(node: &Node, reporter: Uuid) -> Uuid {
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
    id
}

/// A pending request by `requester` for the film "Dune".
async fn request(node: &Node, requester: Uuid) -> Uuid {
    let id = Uuid::now_v7();
    let submit = RequestCommand::Submit {
        id,
        requester,
        week: "2026-W48".into(),
        form: RequestForm {
            title: "Dune".into(),
            ..Default::default()
        },
    };
    let metadata = origin().metadata(&requester.to_string());
    node.requests
        .execute(&id.to_string(), submit, &metadata)
        .await
        .unwrap();
    id
}

async fn on_report(
    node: &Node,
    id: Uuid,
    action: ReportAction,
    notes: &str,
) -> Result<(), ErrorKind> {
    moderate_report(node, &origin(), &admin(), id, action, Input::text(notes))
        .await
        .map(drop)
        .map_err(|e| e.kind)
}

async fn on_request(
    node: &Node,
    id: Uuid,
    action: RequestAction,
    notes: &str,
) -> Result<(), ErrorKind> {
    moderate_request(node, &origin(), &admin(), id, action, Input::text(notes))
        .await
        .map(drop)
        .map_err(|e| e.kind)
}

/// The report's status and notes in this node's read model.
async fn report_row(node: &Node, id: Uuid) -> (String, Option<String>) {
    let row = queries::report(node.read.reads(), &id.to_string())
        .await
        .unwrap()
        .unwrap();
    (row.status, row.admin_notes)
}

/// The member's only request's status and notes, as /request-content reads them.
async fn request_row(node: &Node, member: Uuid) -> (String, Option<String>) {
    let rows = queries::requests_of(node.read.reads(), &member.to_string())
        .await
        .unwrap();
    (rows[0].status.clone(), rows[0].admin_notes.clone())
}

/// The outbox's moderation mails to `to` (not the sign-up link), quoted-printable
/// soft breaks undone, once the dispatcher has sent every mail queued.
async fn mails_to(node: &Node, to: &str) -> Vec<String> {
    assert!(
        crate::mail::drained(node, Duration::from_secs(10))
            .await
            .unwrap(),
        "the dispatcher sent every mail"
    );
    let outbox = node.settings.data_dir.join("outbox");
    std::fs::read_dir(outbox)
        .map(|dir| {
            dir.filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
                .map(|raw| raw.replace("=\r\n", "").replace("=3D", "="))
                .filter(|text| text.contains(&format!("To: {to}")))
                .filter(|text| text.contains("Votre signalement") || text.contains("Votre demande"))
                .collect()
        })
        .unwrap_or_default()
}

async fn report_transitions(backend: Backend) {
    use ErrorKind::{Conflict, Invalid, NotFound};
    use ReportAction::{Reject, Resolve, Take};
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let marie = member(&node, "marie@exemple.fr").await;

    assert_eq!(
        on_report(&node, Uuid::now_v7(), Take, "").await,
        Err(NotFound)
    );
    let first = report(&node, marie).await;
    assert_eq!(on_report(&node, first, Take, "").await, Ok(()));
    assert_eq!(report_row(&node, first).await, ("in_progress".into(), None));
    assert_eq!(on_report(&node, first, Take, "").await, Err(Conflict));
    assert_eq!(on_report(&node, first, Reject, "  ").await, Err(Invalid));
    let long = "n".repeat(2001);
    assert_eq!(on_report(&node, first, Resolve, &long).await, Err(Invalid));
    // Refusals append nothing.
    let before = count_all(&node.log).await;
    assert_eq!(on_report(&node, first, Take, "").await, Err(Conflict));
    assert_eq!(count_all(&node.log).await, before);
    assert_eq!(
        on_report(&node, first, Resolve, "Lien remplacé").await,
        Ok(())
    );
    assert_eq!(
        report_row(&node, first).await,
        ("resolved".into(), Some("Lien remplacé".into()))
    );
    for action in [Take, Resolve, Reject] {
        assert_eq!(on_report(&node, first, action, "x").await, Err(Conflict));
    }

    // Straight from pending: resolved without notes, or rejected with them.
    let second = report(&node, marie).await;
    assert_eq!(on_report(&node, second, Resolve, "").await, Ok(()));
    assert_eq!(report_row(&node, second).await, ("resolved".into(), None));
    let third = report(&node, marie).await;
    assert_eq!(on_report(&node, third, Reject, "Doublon").await, Ok(()));
    assert_eq!(
        report_row(&node, third).await,
        ("rejected".into(), Some("Doublon".into()))
    );
    let fourth = report(&node, marie).await;
    assert_eq!(on_report(&node, fourth, Take, "").await, Ok(()));
    assert_eq!(
        on_report(&node, fourth, Reject, "Introuvable").await,
        Ok(())
    );
    assert_eq!(on_report(&node, fourth, Take, "").await, Err(Conflict));
}

async fn request_transitions(backend: Backend) {
    use ErrorKind::{Conflict, Invalid, NotFound};
    use RequestAction::{Approve, Complete, Note, Reject, Reopen};
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let luc = member(&node, "luc@exemple.fr").await;

    assert_eq!(
        on_request(&node, Uuid::now_v7(), Approve, "").await,
        Err(NotFound)
    );
    let id = request(&node, luc).await;
    for refused in [Complete, Reopen] {
        assert_eq!(on_request(&node, id, refused, "").await, Err(Conflict));
    }
    assert_eq!(on_request(&node, id, Reject, "").await, Err(Invalid));
    assert_eq!(on_request(&node, id, Note, "On cherche").await, Ok(()));
    assert_eq!(
        request_row(&node, luc).await,
        ("pending".into(), Some("On cherche".into()))
    );
    assert_eq!(on_request(&node, id, Approve, "Bientôt").await, Ok(()));
    for refused in [Approve, Reject, Reopen] {
        assert_eq!(on_request(&node, id, refused, "x").await, Err(Conflict));
    }
    assert_eq!(on_request(&node, id, Complete, "En ligne").await, Ok(()));
    assert_eq!(
        request_row(&node, luc).await,
        ("completed".into(), Some("En ligne".into()))
    );
    assert_eq!(on_request(&node, id, Complete, "").await, Err(Conflict));
    assert_eq!(on_request(&node, id, Reopen, "").await, Ok(()));
    assert_eq!(request_row(&node, luc).await, ("pending".into(), None));
    assert_eq!(
        on_request(&node, id, Reject, "Indisponible en France").await,
        Ok(())
    );
    assert_eq!(
        on_request(&node, id, Note, "Toujours indisponible").await,
        Ok(())
    );
    assert_eq!(
        request_row(&node, luc).await,
        ("rejected".into(), Some("Toujours indisponible".into()))
    );
    assert_eq!(on_request(&node, id, Reopen, "").await, Ok(()));
    assert_eq!(request_row(&node, luc).await.0, "pending");
}

async fn mails(backend: Backend) {
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let marie = member(&node, "marie@exemple.fr").await;
    let base = node.settings.public_url.clone();

    let reported = report(&node, marie).await;
    on_report(&node, reported, ReportAction::Take, "")
        .await
        .unwrap();
    assert!(
        mails_to(&node, "marie@exemple.fr").await.is_empty(),
        "taking in charge mails nothing"
    );
    on_report(
        &node,
        reported,
        ReportAction::Resolve,
        "Nouveau lien mis en ligne",
    )
    .await
    .unwrap();
    let mails = mails_to(&node, "marie@exemple.fr").await;
    assert_eq!(mails.len(), 1);
    assert!(
        mails[0].contains("Nouveau lien mis en ligne"),
        "{}",
        mails[0]
    );
    assert!(
        mails[0].contains(&format!("{base}/movie/{}", Uuid::from_u128(7))),
        "{}",
        mails[0]
    );

    let requested = request(&node, marie).await;
    on_request(&node, requested, RequestAction::Note, "On regarde")
        .await
        .unwrap();
    on_request(&node, requested, RequestAction::Approve, "")
        .await
        .unwrap();
    on_request(&node, requested, RequestAction::Complete, "Bon film")
        .await
        .unwrap();
    let mails = mails_to(&node, "marie@exemple.fr").await;
    assert_eq!(mails.len(), 3, "approved and added, not the note");
    assert_eq!(
        mails
            .iter()
            .filter(|m| m.contains(&format!("{base}/request-content")))
            .count(),
        2
    );
    assert!(mails.iter().any(|m| m.contains("Bon film")));
}

async fn no_mail(backend: Backend) {
    let log = TestLog::new(backend).await;
    let node = node(&log).await;
    let discret = member(&node, "discret@exemple.fr").await;
    let off = Chosen {
        moderation_emails: false,
        overdue_digest: None,
    };
    set_preferences(&node, &origin(), discret, off)
        .await
        .unwrap();
    let id = request(&node, discret).await;
    on_request(&node, id, RequestAction::Reject, "Hors catalogue")
        .await
        .unwrap();
    let reported = report(&node, discret).await;
    on_report(&node, reported, ReportAction::Reject, "Rien trouvé")
        .await
        .unwrap();
    assert!(mails_to(&node, "discret@exemple.fr").await.is_empty());

    let parti = member(&node, "parti@exemple.fr").await;
    let id = request(&node, parti).await;
    erase(&node, &origin(), &admin(), parti).await.unwrap();
    // The decision stands; nobody is mailed.
    on_request(&node, id, RequestAction::Approve, "")
        .await
        .unwrap();
    assert!(mails_to(&node, "parti@exemple.fr").await.is_empty());
    assert_eq!(request_row(&node, parti).await.0, "approved");
}
