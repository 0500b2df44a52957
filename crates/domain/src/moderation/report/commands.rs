use uuid::Uuid;

use crate::moderation::ReportAction;
use crate::titles::{Input, TargetKind};

#[derive(Debug, Clone, PartialEq)]
pub enum ReportCommand {
    /// `content_title` is the catalogue's title at the time, looked up by the
    /// application (never the client's word), so the report still reads after the
    /// title is renamed or deleted.
    File {
        id: Uuid,
        reporter: Uuid,
        content_type: TargetKind,
        content_id: Uuid,
        content_title: String,
        problem_type: String,
        description: Input,
    },
    /// An admin (`by`: their id, or `operator`) takes the report in charge, resolves
    /// or rejects it, with notes that replace the previous ones.
    Moderate {
        action: ReportAction,
        by: String,
        admin_notes: Input,
    },
}
