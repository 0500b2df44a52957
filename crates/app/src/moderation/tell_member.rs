//! Telling a member what the team decided about their report or request, by mail, as
//! Overseerr and Jellyseerr do: when a request is approved, rejected or added, and
//! when a report is resolved or rejected, with the team's notes and a link.
//!
//! The mail follows the decision, never decides it: it is queued once the decision is
//! in the log, and the dispatcher sends it, through SMTP outages (`crate::mail`). A
//! failure to queue it is logged, not answered to the admin (docs/adr/0018). Nothing
//! is mailed to an erased member, nor to one who turned these mails off on their
//! profile.

use bobine_domain::mail::{MailContent, MailKind};
use bobine_domain::moderation::{ReportStatus, RequestStatus, RequestSubject};
use bobine_domain::titles::{TargetKind, TitleKind};
use bobine_projections::catalogue::queries::titles;
use uuid::Uuid;

use crate::error::AppError;
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::Origin;

/// The request behind the decision, and the admin who took it.
pub(super) type By<'a> = (&'a Origin, &'a str);

/// Mails report `id`'s reporter its status, if it is closed. Never fails: what goes
/// wrong is logged.
pub(super) async fn about_report(node: &Node, by: By<'_>, id: &str) {
    if let Err(error) = mail_about_report(node, by, id).await {
        tracing::warn!(%error, report = id, "the reporter was not told");
    }
}

/// Mails request `id`'s member its status, if it is approved, rejected or added.
/// Never fails: what goes wrong is logged.
pub(super) async fn about_request(node: &Node, by: By<'_>, id: &str) {
    if let Err(error) = mail_about_request(node, by, id).await {
        tracing::warn!(%error, request = id, "the member was not told");
    }
}

async fn mail_about_report(node: &Node, by: By<'_>, id: &str) -> Result<(), AppError> {
    let report = node.reports.load(id).await?;
    let (Some(subject), Some(status)) = (report.subject(), report.status()) else {
        return Ok(());
    };
    let outcome = match status {
        ReportStatus::Resolved => "a été résolu",
        ReportStatus::Rejected => "a été rejeté",
        ReportStatus::Pending | ReportStatus::InProgress => return Ok(()),
    };
    let Some(to) = recipient(node, subject.reporter).await? else {
        return Ok(());
    };
    let link = title_link(node, subject.content_type, subject.content_id).await?;
    let text = format!(
        "Bonjour,\n\nVotre signalement « {} » sur « {} » {outcome}.\n{}\n\
         Voir le contenu : {link}\n\nMerci de nous aider à améliorer le catalogue.\n\n\
         L'équipe Bobine\n",
        subject.problem_type.label(),
        subject.content_title,
        notes_paragraph(report.admin_notes()),
    );
    let mail = Outgoing {
        to,
        member: Some(subject.reporter),
        kind: MailKind::ReportDecision,
        content: MailContent::Text {
            subject: format!("Votre signalement : {}", status.label()),
            text,
        },
    };
    queue(node, by.0, by.1, new_id(), mail).await?;
    Ok(())
}

async fn mail_about_request(node: &Node, by: By<'_>, id: &str) -> Result<(), AppError> {
    let request = node.requests.load(id).await?;
    let (Some(subject), Some(status)) = (request.subject(), request.status()) else {
        return Ok(());
    };
    let outcome = match status {
        RequestStatus::Approved => "a été approuvée : l'équipe va l'ajouter au catalogue",
        RequestStatus::Rejected => "a été rejetée",
        RequestStatus::Completed => "a été ajoutée au catalogue",
        RequestStatus::Pending => return Ok(()),
    };
    let Some(to) = recipient(node, subject.requester).await? else {
        return Ok(());
    };
    let text = format!(
        "Bonjour,\n\nVotre demande {} {outcome}.\n{}\n\
             Suivez vos demandes : {}/request-content\n\nL'équipe Bobine\n",
        what(subject),
        notes_paragraph(request.admin_notes()),
        node.settings.public_url,
    );
    let mail = Outgoing {
        to,
        member: Some(subject.requester),
        kind: MailKind::RequestDecision,
        content: MailContent::Text {
            subject: format!("Votre demande : {}", status.label()),
            text,
        },
    };
    queue(node, by.0, by.1, new_id(), mail).await?;
    Ok(())
}

/// The member's address, if they exist and want these mails. Read from the log, not a
/// read model: a choice made a moment ago on another node counts.
async fn recipient(node: &Node, member: Uuid) -> Result<Option<String>, AppError> {
    let account = node.accounts.load(&member.to_string()).await?;
    Ok(account
        .wants_moderation_emails()
        .then(|| account.email().to_string()))
}

/// "du film « Dune »", "de la série « Dark »".
fn what(subject: &RequestSubject) -> String {
    match subject.content_type {
        TitleKind::Movie => format!("du film « {} »", subject.title),
        TitleKind::Series => format!("de la série « {} »", subject.title),
    }
}

fn notes_paragraph(notes: Option<&str>) -> String {
    match notes {
        Some(notes) => format!("\nLe mot de l'équipe :\n{notes}\n"),
        None => String::new(),
    }
}

/// The page of what was reported; an episode opens on its series' page, and an
/// episode deleted since, on the home page.
async fn title_link(node: &Node, kind: TargetKind, id: Uuid) -> Result<String, AppError> {
    let base = &node.settings.public_url;
    Ok(match kind {
        TargetKind::Movie => format!("{base}/movie/{id}"),
        TargetKind::Series => format!("{base}/series/{id}"),
        TargetKind::Episode => {
            match titles::series_of_episode(node.read.reads(), &id.to_string()).await? {
                Some(series) => format!("{base}/series/{series}?episode={id}"),
                None => format!("{base}/home"),
            }
        }
    })
}
