//! Reporting a problem with a film, a series or an episode (docs/product.md, member side
//! §2 "Report-a-problem modal", §5 and §8). The title recorded is the
//! catalogue's, read on this node, never the client's.

use bobine_domain::moderation::{ProblemType, ReportCommand};
use bobine_domain::titles::{Input, TargetKind};
use bobine_projections::catalogue::queries::titles;
use bobine_projections::moderation::queries::{self, MyReportRow};
use bobine_store::{CommandError, Position};
use uuid::Uuid;

use crate::error::AppError;
use crate::node::Node;
use crate::origin::Origin;

/// A report as the member sends it.
#[derive(Debug, Clone)]
pub struct ReportForm {
    /// `movie`, `series` or `episode`.
    pub content_type: String,
    pub content_id: Uuid,
    pub problem_type: String,
    pub description: Input,
}

/// Files a pending report by `reporter`; answers its id and position.
pub async fn file_report(
    node: &Node,
    origin: &Origin,
    reporter: Uuid,
    form: ReportForm,
) -> Result<(Uuid, Position), AppError> {
    ProblemType::parse(&form.problem_type).map_err(CommandError::Rejected)?;
    let content_type = target_kind(&form.content_type)?;
    let content_title = titles::target_title(
        node.read.reads(),
        content_type,
        &form.content_id.to_string(),
    )
    .await?
    .ok_or_else(|| AppError::not_found(missing(content_type)))?;
    let id = Uuid::now_v7();
    let command = ReportCommand::File {
        id,
        reporter,
        content_type,
        content_id: form.content_id,
        content_title,
        problem_type: form.problem_type,
        description: form.description,
    };
    let reporter = reporter.to_string();
    let position = node
        .run_new_as(&node.reports, origin, &reporter, id, command)
        .await?;
    Ok((id, position))
}

fn target_kind(text: &str) -> Result<TargetKind, AppError> {
    match text {
        "movie" => Ok(TargetKind::Movie),
        "series" => Ok(TargetKind::Series),
        "episode" => Ok(TargetKind::Episode),
        _ => Err(AppError::invalid(
            "unknown_content_type",
            "content_type",
            "Type de contenu inconnu : choisissez film, série ou épisode",
        )),
    }
}

/// The spec's not-found texts, and one in their style for an episode.
fn missing(kind: TargetKind) -> &'static str {
    match kind {
        TargetKind::Movie => "Film non trouvé",
        TargetKind::Series => "Série non trouvée",
        TargetKind::Episode => "Épisode non trouvé",
    }
}

/// `reporter`'s own reports about the title `content`, newest first, with status and
/// the team's notes (the film or series page).
pub async fn my_reports(
    node: &Node,
    reporter: Uuid,
    content: Uuid,
) -> Result<Vec<MyReportRow>, AppError> {
    Ok(queries::reports_of(
        node.read.reads(),
        &reporter.to_string(),
        &content.to_string(),
    )
    .await?)
}
