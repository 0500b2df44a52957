//! Ban appeals (docs/product.md, admin area, "Ban appeals"; docs/adr/0048-ban-appeals.md):
//! a banned member contests their ban once, an admin accepts it (the ban is lifted)
//! or rejects it with a note, and the member is told by mail either way.
//!
//! One appeal per ban: the appeal's stream is named after the member and the moment
//! of the ban ([`appeal_id`]), read from the account's stream in the log, so two
//! appeals against one ban meet on one stream and the second is refused (409
//! `appeal_exists`), and a new ban opens a new stream. Two admins deciding one appeal
//! at once: the executor decides the second again against the first's result, which
//! refuses it (409 `status_changed`).

use bobine_domain::accounts::AccountCommand;
use bobine_domain::mail::{MailContent, MailKind};
use bobine_domain::moderation::{
    AppealAction, AppealCommand, AppealError, AppealStatus, AppealedBan, appeal_id,
};
use bobine_domain::titles::Input;
use bobine_projections::accounts::queries::UserCursor;
use bobine_projections::appeals::queries::{self, AdminAppeal, AppealCounters, MyAppeal};
use bobine_store::{CommandError, Position};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use uuid::Uuid;

use crate::error::AppError;
use crate::mail::{Outgoing, new_id, queue};
use crate::node::Node;
use crate::origin::{Admin, Origin};
use crate::paging;

/// A new appeal: its id and the position of its filing.
#[derive(Debug, Clone)]
pub struct Filed {
    pub id: Uuid,
    pub position: Position,
}

/// `member` contests the ban in force on their account with `message`. Refused with
/// 403 `not_banned` when there is none (read from the log: a ban pronounced a moment
/// ago on another node counts), 409 `appeal_exists` when this ban was contested
/// already, 422 for a message out of 20 to 2,000 characters.
pub async fn file(
    node: &Node,
    origin: &Origin,
    member: Uuid,
    message: String,
) -> Result<Filed, AppError> {
    let account = node.accounts.load(&member.to_string()).await?;
    let now = node.clock.now();
    let Some(ban) = account.ban().filter(|ban| ban.in_force(now)) else {
        return Err(AppError::from(CommandError::Rejected(
            AppealError::NotBanned,
        )));
    };
    let id = appeal_id(member, ban.at);
    let command = AppealCommand::File {
        id,
        member,
        ban: AppealedBan {
            by: ban.by.clone(),
            reason: ban.reason.clone(),
            at: ban.at,
            until: ban.until,
        },
        message,
    };
    let position = node
        .run_settled(&node.appeals, origin, &member.to_string(), id, command)
        .await?;
    Ok(Filed { id, position })
}

/// `admin` accepts or rejects appeal `id`. Accepting lifts the ban it contests (the
/// account's `Unbanned`, as an unban from the users screen: every node's session
/// checks see it as they fold it), unless that ban was lifted or replaced meanwhile.
/// The member is mailed the decision either way.
pub async fn decide(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    id: Uuid,
    action: AppealAction,
    admin_notes: Input,
) -> Result<Position, AppError> {
    let command = AppealCommand::Decide {
        action,
        by: admin.actor.clone(),
        admin_notes,
    };
    let mut position = node
        .run_as(&node.appeals, origin, &admin.actor, id, command)
        .await?;
    let appeal = node.appeals.load(&id.to_string()).await?;
    let (Some(member), Some(ban)) = (appeal.member(), appeal.ban()) else {
        return Err(AppError::internal(format!("appeal {id} decided unfiled")));
    };
    if action == AppealAction::Accept {
        let lift = AccountCommand::UnbanOnAppeal {
            by: admin.actor.clone(),
            banned_at: ban.at,
        };
        // The decision stands even if the lifting fails (the member erased since):
        // the ban can still be lifted from the users screen.
        match node
            .run_as(&node.accounts, origin, &admin.actor, member, lift)
            .await
        {
            Ok(lifted) => position = position.max(lifted),
            Err(error) => tracing::warn!(%error, appeal = %id, "the appealed ban was not lifted"),
        }
    }
    node.settle(position).await;
    tell_member(
        node,
        origin,
        admin,
        member,
        appeal.status(),
        appeal.admin_notes(),
    )
    .await;
    Ok(position)
}

/// Mails the member the decision. Never fails: what goes wrong is logged (the
/// decision is in the log whatever happens to its mail, docs/adr/0018).
async fn tell_member(
    node: &Node,
    origin: &Origin,
    admin: &Admin,
    member: Uuid,
    status: Option<AppealStatus>,
    notes: Option<&str>,
) {
    let result = async {
        let account = node.accounts.load(&member.to_string()).await?;
        if !account.exists() {
            return Ok(()); // erased since
        }
        let to = account.email().to_string();
        let (subject, outcome) = match status {
            Some(AppealStatus::Accepted) => (
                "Votre contestation a été acceptée",
                format!(
                    "L'équipe a accepté votre contestation : votre compte est rétabli.\n\
                     Vous pouvez de nouveau vous connecter : {}\n",
                    node.settings.public_url
                ),
            ),
            Some(AppealStatus::Rejected) => (
                "Votre contestation a été refusée",
                "L'équipe a examiné votre contestation et maintient la suspension de votre compte.\n"
                    .to_string(),
            ),
            _ => return Ok(()),
        };
        let notes = notes
            .map(|notes| format!("\nLe mot de l'équipe :\n{notes}\n"))
            .unwrap_or_default();
        let mail = Outgoing {
            to,
            member: Some(member),
            kind: MailKind::AppealDecision,
            content: MailContent::Text {
                subject: subject.into(),
                text: format!("Bonjour,\n\n{outcome}{notes}\nL'équipe Bobine\n"),
            },
        };
        queue(node, origin, &admin.actor, new_id(), mail).await?;
        Ok::<(), AppError>(())
    }
    .await;
    if let Err(error) = result {
        tracing::warn!(%error, %member, "the member was not told of the appeal's decision");
    }
}

/// The member's own appeals, newest first.
pub async fn mine(node: &Node, member: Uuid) -> Result<Vec<MyAppeal>, AppError> {
    Ok(queries::mine(node.read.reads(), &member.to_string()).await?)
}

/// Rows per page, as the other admin lists.
pub const PAGE: u32 = 50;

/// The appeal list's query, as typed in the address: an absent status or `all`
/// filters nothing; any other value than the document's is refused.
#[derive(Debug, Clone, Default, Deserialize, IntoParams)]
#[serde(default)]
#[into_params(parameter_in = Query)]
pub struct AppealQuery {
    #[param(value_type = Option<AppealStatusFilter>)]
    pub status: Option<String>,
    /// Words found in the member's e-mail, their message, the ban's reason or the note.
    pub q: String,
    #[param(value_type = Option<UserCursor>)]
    pub cursor: Option<String>,
    /// 1 to 100; 50 by default.
    #[param(minimum = 1, maximum = 100)]
    pub limit: Option<u32>,
}

/// The appeal list's `status` values, as the OpenAPI document lists them.
#[derive(ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AppealStatusFilter {
    All,
    Pending,
    Accepted,
    Rejected,
}

/// A page of appeals, the total under the filters and the counters of all.
#[derive(Debug, Clone)]
pub struct AppealList {
    pub items: Vec<AdminAppeal>,
    pub total: i64,
    pub next_cursor: Option<String>,
    pub counters: AppealCounters,
}

/// The appeals, newest first, with the ban each contests.
pub async fn list(node: &Node, query: &AppealQuery) -> Result<AppealList, AppError> {
    let status = match query.status.as_deref() {
        None | Some("all") => None,
        Some(status @ ("pending" | "accepted" | "rejected")) => Some(status),
        Some(_) => return Err(AppError::malformed("Requête invalide : statut inconnu")),
    };
    let after = match query.cursor.as_deref().filter(|c| !c.is_empty()) {
        None => None,
        Some(text) => Some(
            UserCursor::decode(text)
                .ok_or_else(|| AppError::malformed("Requête invalide : curseur mal formé"))?,
        ),
    };
    let limit = paging::limit(query.limit, PAGE)?;
    let db = node.read.reads();
    let page = queries::admin(db, status, &query.q, after.as_ref(), limit).await?;
    Ok(AppealList {
        items: page.items,
        total: page.total,
        next_cursor: page.next.map(|c| c.encode()),
        counters: queries::counters(db).await?,
    })
}
